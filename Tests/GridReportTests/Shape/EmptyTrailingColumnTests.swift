import Testing

@testable import GridReport

@Suite("An empty untitled trailing column is left out of every view, with a note")
struct EmptyTrailingColumnTests {
    static func report(_ csv: String, read: ReadOptions = ReadOptions()) throws -> Report {
        try Report(source: try source(csv), read: read, settings: ReportSettings())
    }

    static func rows(_ report: Report) throws -> [[GridItem]] {
        var rows: [[GridItem]] = []
        try report.rows.forEach { rows.append($0.items) }
        return rows
    }

    @Test("every line ending with a delimiter: the column is not in the schema, nor in the rows")
    func leftOut() throws {
        let report = try Self.report("Name,Qty,\nAlpha,3,\nBeta,4,\n")
        #expect(report.schema.columns.map(\.name) == ["Name", "Qty"])
        #expect(try Self.rows(report) == [[.text("Alpha"), .number(3)], [.text("Beta"), .number(4)]])
        #expect(report.leftOutColumns == [2])
        #expect(
            report.leftOutColumnsNote
                == "data.csv: column 3 has no title and no values (every line ends with a delimiter); it is left out")
    }

    @Test("two at the end are both left out, named in one note; missing-value words count as empty")
    func two() throws {
        let report = try Self.report("Name,,\nAlpha,,NA\nBeta,,\n")
        #expect(report.schema.columns.map(\.name) == ["Name"])
        #expect(
            report.leftOutColumnsNote
                == "data.csv: columns 2 and 3 have no title and no values (every line ends with a delimiter); they are left out"
        )
    }

    @Test(
        "a titled empty column, an untitled one with a value, and one before a titled column stay",
        arguments: ["Name,Note\nAlpha,\nBeta,\n", "Name,\nAlpha,\nBeta,x\n", "Name,,Qty\nAlpha,,3\n"])
    func stays(csv: String) throws {
        let report = try Self.report(csv)
        #expect(report.leftOutColumns.isEmpty)
        #expect(report.leftOutColumnsNote == nil)
        let titles = csv.prefix { $0 != "\n" }.split(separator: ",", omittingEmptySubsequences: false)
        #expect(report.schema.columns.count == titles.count)
    }

    @Test("a file of nothing but an untitled empty column keeps it: a report shows at least one column")
    func onlyColumn() throws {
        let report = try Self.report("\"\"\n\n\"\"\n")
        #expect(report.schema.columns.count == 1)
        #expect(report.leftOutColumns.isEmpty)
    }

    @Test("widths may count the left-out column, as they had to before, or not")
    func widths() throws {
        for widths: [ColumnWidth] in [[.flexible, .fraction(0.3)], [.flexible, .fraction(0.3), .fraction(0.1)]] {
            let report = try Report(
                source: try source("Name,Qty,\nAlpha,3,\n"), read: ReadOptions(), settings: ReportSettings(),
                widths: widths)
            #expect(report.schema.columns.map(\.width) == [.flexible, .fraction(0.3)])
        }
        let wrong = gridError {
            _ = try Report(
                source: try source("Name,Qty,\nAlpha,3,\n"), read: ReadOptions(), settings: ReportSettings(),
                widths: [.flexible])
        }
        #expect(wrong != nil)
    }

    @Test("a column read to filter by stays after it, decoded, and the note counts the file's columns")
    func withNeededColumn() throws {
        var read = ReadOptions()
        var choice = ColumnChoice(kind: .drop, list: "Qty", origin: "--drop")
        choice.needed = ["Qty"]
        read.columnChoice = choice
        let report = try Self.report("Name,Qty,\nAlpha,3,\nBeta,4,\n", read: read)
        #expect(report.schema.columns.map(\.name) == ["Name"])
        #expect(report.rows.fullSchema.columns.map(\.name) == ["Name", "", "Qty"])
        try report.shape(RowShape(conditions: [try RowCondition.parse("Qty > 3", origin: "--where")]))
        #expect(try Self.rows(report) == [[.text("Beta")]])
        #expect(report.shapeSummary?.hidden == ["Qty"])
        #expect(report.leftOutColumnsNote?.hasPrefix("data.csv: column 3 has") == true)
    }
}
