import Testing

@testable import GridReport

/// A column that a few values keep from being numbers or dates is explained: which values, how
/// many, and the missing values that read them as empty cells.
@Suite("Typing explanations")
struct TypingExplanationTests {
    /// A sensor log: readings with `nil` where the sensor was off and one `err`.
    static let sensor =
        "time,isig,state\n"
        + (0..<60).map { i in
            let value = i % 9 == 4 ? "nil" : i == 30 ? "err" : "\(10 + i).25"
            return "2024-03-01T10:\(String(format: "%02d", i)):00,\(value),on\n"
        }.joined()

    func explanations(_ text: String, read: ReadOptions = ReadOptions()) throws -> [TypingExplanation] {
        try Report(source: try source(text), read: read, settings: ReportSettings()).typingExplanations()
    }

    @Test("the offending values, most common first, and the --na list that reads them as missing")
    func sensorColumn() throws {
        let found = try explanations(Self.sensor)
        #expect(found.count == 1)
        let explanation = try #require(found.first)
        #expect(explanation.column == "isig" && explanation.wouldBe == .number)
        #expect(explanation.values.map(\.value) == ["nil", "err"])
        #expect(explanation.values.map(\.count) == [7, 1])
        #expect(
            explanation.sentence.named(\.specKey)
                == "column \"isig\" is text only because 8 values are not numbers: 7 × 'nil', 1 × 'err'; pass missingValues 'NA,N/A,null,NULL,NaN,-,nil,err' to read them as missing"
        )
    }

    @Test("following the advice makes the column a number column")
    func adviceWorks() throws {
        let explanation = try #require(try explanations(Self.sensor).first)
        let read = ReadOptions(missingValues: explanation.missingValues)
        let report = try Report(source: try source(Self.sensor), read: read, settings: ReportSettings())
        #expect(report.schema.columns[1].type == .number)
        #expect(report.typingExplanations().isEmpty)
    }

    @Test("a date column with a placeholder is explained as dates")
    func dates() throws {
        let explanation = try #require(
            try explanations("d\n2024-01-02\nunknown\n2024-01-03\n2024-01-04\nunknown\n").first)
        #expect(explanation.wouldBe == .date && explanation.values.map(\.count) == [2])
    }

    @Test("no explanation for text, identifiers, many distinct or long values")
    func nothingToSay() throws {
        #expect(try explanations("a\nx\ny\nx\n").isEmpty)
        #expect(try explanations("zip\n00501\n1\nnil\n").isEmpty)
        #expect(try explanations("n\n1\na\nb\nc\nd\ne\n2\n").isEmpty)
        #expect(try explanations("n\n1\n\(String(repeating: "z", count: 25))\n2\n").isEmpty)
    }

    @Test("the count is one pass's whatever the chunks, and memory is bounded by the distinct values")
    func chunked() throws {
        let whole = try FirstPass(try source(Self.sensor)).profile.columns[1].offending
        for size in [1, 7, 40] {
            var options = ReadOptions()
            options.chunkBytes = size
            #expect(try FirstPass(try source(Self.sensor), options: options).profile.columns[1].offending == whole)
        }
        let many = "t\n" + (0..<500).map { "v\($0)\n" }.joined()
        let text = try FirstPass(try source(many)).profile.columns[0].offending
        #expect(text.gaveUp && text.entries.isEmpty)
    }

    @Test("a number format on a text column is an error with the explanation, exit 64")
    func formatOnText() throws {
        var settings = ReportSettings()
        var currency = ColumnSettings()
        currency.style = .currency
        currency.minimumFractionDigits = 2
        settings.columns = [ColumnSettingsEntry(column: "isig", settings: currency, origin: "--format")]
        var error = gridError {
            _ = try Report(source: try source(Self.sensor), read: ReadOptions(), settings: settings)
        }
        #expect(error?.kind == .usage)
        #expect(error?.description.hasPrefix("--format: column \"isig\" is text only because 8 values") == true)
        settings.columns = [ColumnSettingsEntry(column: "state", settings: currency, origin: "spec.yaml:3:5")]
        error = gridError { _ = try Report(source: try source(Self.sensor), read: ReadOptions(), settings: settings) }
        #expect(
            error?.description
                == "spec.yaml:3:5: column \"state\" is text, so a number format does not apply to it (inspect shows each column's type and why)"
        )
    }
}
