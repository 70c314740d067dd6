import Testing

@testable import GridReport

/// A library user matches the typed error behind a sentence instead of reading the sentence, and
/// the sentence names settings as the reader of it chooses.
@Suite("Errors: typed reasons and named settings")
struct TypedErrorTests {
    @Test("a CSV error carries its case and its place")
    func csvReasons() {
        let place = { (line: Int, column: Int) in SourceLocation(file: "data.csv", line: line, column: column) }
        #expect(
            gridError { _ = try records("a,b\n1,2\nx,\"open\nmore\n") }?.reason
                == .csv(.unterminatedQuote(at: place(3, 3))))
        #expect(
            gridError { _ = try records("a,b\n\"ab\"c,2\n") }?.reason == .csv(.textAfterClosingQuote(at: place(2, 5))))
        #expect(
            gridError { _ = try records("a,b,c\n1,2\n") }?.reason
                == .csv(.raggedRow(at: place(2, 1), fields: 2, expected: 3)))
        #expect(
            gridError { _ = try records([0x61, 0x0A, 0xFF, 0x0A]) }?.reason
                == .csv(.invalidUTF8(at: place(2, 1), byte: 0xFF)))
        #expect(gridError { _ = try records([0xFF, 0xFE, 0x61, 0x00]) }?.reason == .csv(.utf16(file: "data.csv")))
    }

    @Test("a width error carries its case and where the widths came from")
    func widthReasons() {
        let names = ["a", "b", "c"]
        let two = gridError {
            _ = try WidthResolver.resolve(
                [.flexible, .points(10), .flexible], names: names, geometry: TableGeometry(), totalCells: 80)
        }
        #expect(two?.reason == .width(.twoFlexible(count: 2, positions: [1, 3], origin: ErrorText(.widths))))
        let spec = gridError { _ = try WidthList.parse("1,,2", option: "spec.yaml:3:9") }
        #expect(spec?.reason == .width(.emptyValue(position: 2, origin: "spec.yaml:3:9")))
        #expect(spec?.description.hasPrefix("spec.yaml:3:9: value 2 is empty") == true)
    }

    @Test("a binding error carries its case, the column as the sentence names it, and its origin")
    func bindingReasons() throws {
        let schema = try Report(
            source: try source("Name,Price\nA,1\n"), read: ReadOptions(), settings: ReportSettings()
        ).schema
        let bad = gridError { _ = try ExplicitBinding.parse("Price=icon", schema: schema, location: "spec.yaml:4:5") }
        #expect(
            bad?.reason
                == .binding(.wrongType(column: "\"Price\" (2)", type: .number, slot: .icon, origin: "spec.yaml:4:5")))
        let noEquals = gridError { _ = try ExplicitBinding.parse("Price", schema: schema, location: "--bind") }
        #expect(noEquals?.description == "--bind: \"Price\" is not COLUMN=SLOT (for example binding Name=headline)")
    }

    @Test("settings in a sentence: spec keys by default, any naming on request")
    func naming() {
        let error = GridReportError(
            .raggedRow(at: SourceLocation(file: "f", line: 2, column: 1), fields: 4, expected: 3))
        #expect(
            error.description
                == "f:2:1: row has 4 fields, the header has 3 (every row needs 3 fields; pass ragged truncate to drop the extra fields)"
        )
        #expect(
            error.sentence(naming: { "<\($0.rawValue)>" })
                == "f:2:1: row has 4 fields, the header has 3 (every row needs 3 fields; pass <ragged> truncate to drop the extra fields)"
        )
        let overwrite: ErrorText = "pass \(Setting.overwrite) or \(Setting.noHeader)"
        #expect(overwrite.description == "pass overwrite or header: false")
        #expect(("a" + ErrorText(.width) + "b") == "a\(Setting.width)b")
        #expect(ErrorText("ab") == "a\("b")")
    }
}
