import Foundation
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
        let empty = gridError { _ = try FirstPass(try source("\u{FEFF}\n\n")) }
        #expect(empty?.reason == .csv(.empty(file: "data.csv")))
        #expect(empty?.description == "data.csv:1:1: the input is empty (a report needs a header row and data rows)")
    }

    /// The error of reading `text` as a report with `settings`, through its rows.
    func readError(_ text: String, _ settings: ReportSettings) -> GridReportError? {
        gridError {
            let report = try Report(source: try source(text), read: ReadOptions(), settings: settings)
            try report.rows.forEach { _ in }
        }
    }

    func column(_ name: String, type: ColumnType? = nil, pattern: String? = nil) -> ReportSettings {
        var settings = ColumnSettings()
        settings.type = type
        settings.datePattern = pattern
        return ReportSettings(columns: [ColumnSettingsEntry(column: name, settings: settings, origin: "--format")])
    }

    @Test("a value not of its column's type carries the value, the column as named and its place")
    func rowReasons() {
        let place = { (line: Int, column: Int) in SourceLocation(file: "data.csv", line: line, column: column) }
        #expect(
            readError("a,b\n1,x\n", column("b", type: .number))?.reason
                == .row(.notANumber(text: "x", column: "b", at: place(2, 3))))
        #expect(
            readError(",b\n1,x\n", column("1", type: .date))?.reason
                == .row(.notADate(text: "1", column: "1", type: .date, pattern: nil, at: place(2, 1))))
        let patterned = readError("a\n1.2.2024\n2024-01-02\n", column("a", pattern: "d.M.yyyy"))
        #expect(
            patterned?.reason
                == .row(.notADate(text: "2024-01-02", column: "a", type: .date, pattern: "d.M.yyyy", at: place(3, 1))))
        #expect(
            patterned?.description
                == "data.csv:3:1: '2024-01-02' in column a is not a date in the pattern d.M.yyyy (fix the value, or give the pattern the column is written in)"
        )
    }

    @Test("settings that do not fit the columns carry the column, the setting's origin and what was wrong")
    func schemaReasons() {
        #expect(
            readError("a,\n1,2\n", column("Nope"))?.reason
                == .schema(.unknownColumn("Nope", columns: ["a", "2"], origin: "--format")))
        #expect(
            readError("a\nx\n", column("a", type: .text, pattern: "d.M.yyyy"))?.reason
                == .schema(.patternOnNonDateColumn(pattern: "d.M.yyyy", column: "a", type: .text, origin: "--format")))
        #expect(
            readError("a\n10:30\n", column("a", type: .time, pattern: "d.M.yyyy"))?.reason
                == .schema(.patternWithoutFields(pattern: "d.M.yyyy", column: "a", type: .time, origin: "--format")))
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

    @Test("an input error carries its case, the file as named, and errno where the system said why")
    func inputReasons() throws {
        let missing = NSTemporaryDirectory() + "gridreport-missing-\(UUID().uuidString).csv"
        let notFound = gridError { _ = try InputFile.open(missing) }
        #expect(notFound?.reason == .input(.notFound(file: missing)))
        #expect(notFound?.exitCode == 66)
        #expect(
            notFound?.description
                == "\(missing): cannot open the input: no such file or directory (check the path and its permissions)")
        let folder = gridError { _ = try ByteSource(path: NSTemporaryDirectory(), displayName: "tmp") }
        #expect(folder?.reason == .input(.isDirectory(file: "tmp")))
        #expect(folder?.description == "tmp: is a directory, not a CSV file (name a file)")
        let underFile = gridError { _ = try ByteSource(path: "/dev/null/data.csv") }
        #expect(underFile?.reason == .input(.unreadable(file: "/dev/null/data.csv", errno: ENOTDIR)))
        #expect(underFile?.description.hasPrefix("/dev/null/data.csv: cannot open the input: not a directory") == true)

        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        let piped = ByteSource(fileDescriptor: ends[0], displayName: "<pipe>", ownsDescriptor: true)
        let twice = gridError { try piped.rewind() }
        #expect(twice?.reason == .input(.notSeekable(file: "<pipe>")))
        #expect(twice?.exitCode == 74)
    }

    @Test("a theme error carries its case and its place")
    func themeReasons() {
        let place = { (column: Int) in SourceLocation(file: "t.nss", line: 1, column: column) }
        func reason(_ text: String) -> GridReportError.Reason? {
            gridError { _ = try ThemeParser.parse(text, file: "t.nss") }?.reason
        }
        #expect(reason("/* open") == .theme(.unclosedComment(at: place(1))))
        #expect(reason("@tint #fff;") == .theme(.expected("\":\" after @tint", found: "#", at: place(7))))
        #expect(
            reason("fdlFUIGridRowTextItem_label")
                == .theme(.expected("\"{\" after the class name", found: nil, at: place(28))))
        #expect(
            reason("fdlFUIGridRowTextItem_label { font-color: @nope; }")
                == .theme(.undefinedVariable("nope", property: "font-color", at: place(43))))
        #expect(
            reason("fdlFUIGridRowTextItem_label { font-color: #12; }")
                == .theme(.notAColour("#12", property: "font-color", at: place(43))))
        #expect(
            reason("fdlFUIGridRowTextItem_label { font-weight: wide; }")
                == .theme(.notAFont("wide", property: "font-weight", at: place(44))))
        #expect(reason("fdlFUIGridRowTextItem_label { font-color: #fff;") == .theme(.unclosedBlock(at: place(48))))
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

    @Test("one field is one field, not 1 fields: a table of one column and a preamble above it")
    func oneField() {
        let place = SourceLocation(file: "f", line: 2, column: 1)
        let sentences = [
            GridReportError(.raggedRow(at: place, fields: 2, expected: 1)).description,
            Preamble(lines: 10, fields: 1, titled: false).finding.description,
            Preamble(lines: 1, fields: 3, titled: false).finding.description,
        ]
        #expect(
            sentences == [
                "f:2:1: row has 2 fields, the header has 1 (every row needs 1 field; pass ragged truncate to drop the extra fields)",
                "the first 10 lines look like a preamble: the rows after them have 1 field",
                "the first line looks like a preamble: the rows after it have 3 fields",
            ])
    }
}
