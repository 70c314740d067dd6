import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

@Suite("XLSX cells: values, types and number formats")
struct CellTests {
    @Test("text stays text, numbers are numbers, empty items are blank")
    func valuesAndTypes() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: [
            Column(index: 0, name: "Name", type: .text),
            Column(
                index: 1, name: "Amount", type: .number,
                format: NumberFormat(minimumFractionDigits: 2, maximumFractionDigits: 2)),
            Column(index: 2, name: "Code", type: .text),
        ])
        let rows = [
            row(.text("Alpha"), .number(1234.5), .text("007"), line: 2),
            row(.text("Beta"), .number(-3), .empty, line: 3),
            row(.empty, .empty, .text("00501"), line: 4),
        ]
        let summary = try export(schema, rows, to: folder.file("out.xlsx"), options(folder))
        #expect(summary == XLSXSummary(path: folder.file("out.xlsx"), rows: 3, sheets: 1, images: 0))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet.name == "Data")
        #expect(sheet.values(row: 1) == ["A": .text("Name"), "B": .text("Amount"), "C": .text("Code")])
        #expect(sheet.values(row: 2) == ["A": .text("Alpha"), "B": .number(1234.5), "C": .text("007")])
        #expect(sheet.values(row: 3) == ["A": .text("Beta"), "B": .number(-3)])
        #expect(sheet.values(row: 4) == ["C": .text("00501")])
        #expect(sheet["B2"]?.type == "n")
        #expect(sheet["C2"]?.type == "s")
        #expect(sheet["C4"]?.type == "s")
        #expect(sheet["A4"] == nil)
    }

    @Test("formula-like text is never a formula")
    func formulaLikeText() throws {
        let folder = try TemporaryFolder()
        let hostile = ["=cmd|' /C calc'!A0", "+1+1", "-2", "@SUM(A1)", "=1+2", "=HYPERLINK(\"http://x\")"]
        let schema = Schema(columns: [Column(index: 0, name: "=Header", type: .text)])
        try export(
            schema, hostile.enumerated().map { row(.text($1), line: $0 + 2) }, to: folder.file("out.xlsx"),
            options(folder))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet.formulaElements == 0)
        #expect(sheet.cells.allSatisfy { $0.type == "s" })
        #expect(sheet["A1"]?.value == .text("=Header"))
        for (index, text) in hostile.enumerated() {
            #expect(sheet["A\(index + 2)"]?.value == .text(text))
        }
    }

    @Test("number formats follow ExcelNumberFormat per style and locale")
    func numberFormats() throws {
        let folder = try TemporaryFolder()
        let formats: [NumberFormat] = [
            NumberFormat(style: .decimal, minimumFractionDigits: 2, maximumFractionDigits: 2),
            NumberFormat(style: .decimal, minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: false),
            NumberFormat(style: .percent, locale: "en_US", minimumFractionDigits: 1, maximumFractionDigits: 1),
            NumberFormat(style: .currency, locale: "en_US", currencyCode: "USD"),
            NumberFormat(style: .currency, locale: "de_DE", currencyCode: "EUR"),
            NumberFormat(style: .currency, locale: "ja_JP", currencyCode: "JPY"),
            NumberFormat(style: .scientific, minimumFractionDigits: 2, maximumFractionDigits: 2),
            NumberFormat(style: .decimal, pattern: "#,##0.00;(#,##0.00)"),
        ]
        let columns = formats.enumerated().map { Column(index: $0, name: "N\($0)", type: .number, format: $1) }
        let values: [Double] = [1234.5, -0.25, 0.125, 99.99, 1e6, 42, 0.000123, -7.5]
        try export(
            Schema(columns: columns), [GridRow(items: values.map { .number($0) }, line: 2)],
            to: folder.file("out.xlsx"), options(folder))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        for (index, format) in formats.enumerated() {
            let cell = try #require(sheet.cells.first { $0.row == 2 && $0.column == index + 1 })
            #expect(cell.type == "n")
            #expect(cell.value == .number(values[index]))
            #expect(cell.numberFormat == ExcelNumberFormat.code(for: format), "column \(index): \(format)")
        }
        // The decimal default with two digits, pinned literally.
        #expect(sheet["A2"]?.numberFormat == "#,##0.00")
        #expect(sheet["A2"]?.horizontal == "right")
    }

    @Test("spell-out writes the formatted text; NaN and infinity become text with a warning")
    func numbersAsText() throws {
        let folder = try TemporaryFolder()
        let spellout = NumberFormat(style: .spellout)
        let decimal = NumberFormat(minimumFractionDigits: 2, maximumFractionDigits: 2)
        let schema = Schema(columns: [
            Column(index: 0, name: "Words", type: .number, format: spellout),
            Column(index: 1, name: "Value", type: .number, format: decimal),
        ])
        let warnings = WarningLines()
        try export(
            schema, [row(.number(42), .number(.infinity), line: 2), row(.number(7), .number(.nan), line: 3)],
            to: folder.file("out.xlsx"), options(folder), warnings: warnings.log)

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet["A2"]?.value == .text(NumberRenderer(spellout).string(42)))
        #expect(sheet["A2"]?.type == "s")
        #expect(sheet["B2"]?.value == .text(NumberRenderer(decimal).string(.infinity)))
        #expect(sheet["B3"]?.type == "s")
        #expect(warnings.log.count(of: "number-as-text") == 2)
        #expect(warnings.lines.first?.hasPrefix("data.csv:2: column \"Value\": ") == true)
        #expect(warnings.lines.first?.hasSuffix("is not a number Excel can store; it is written as text") == true)
    }

    @Test("a format code libxlsxwriter would cut is not used; its numbers go in as text")
    func formatCodeLimit() {
        let fits = String(repeating: "0", count: 127)
        #expect(ColumnPlan.usable(fits) == (fits, false))
        #expect(ColumnPlan.usable(fits + "0") == (nil, true))
        #expect(ColumnPlan.usable(nil) == (nil, false))
    }

    @Test("a cell over 32,767 characters is cut on a character boundary, with a warning naming row and column")
    func longTextIsCut() throws {
        let folder = try TemporaryFolder()
        // 32,766 units, then an emoji of two units that would straddle the limit.
        let straddling = String(repeating: "é", count: 32_766) + "😀" + String(repeating: "x", count: 100)
        let long = String(repeating: "ab", count: 20_000)
        let schema = Schema(columns: [
            Column(index: 0, name: "Id", type: .text), Column(index: 1, name: "Notes", type: .text),
        ])
        let warnings = WarningLines()
        try export(
            schema, [row(.text("a"), .text(long), line: 2), row(.text("b"), .text(straddling), line: 3)],
            to: folder.file("out.xlsx"), options(folder), warnings: warnings.log)

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet["B2"]?.value.text == String(long.prefix(32_767)))
        #expect(sheet["B3"]?.value.text == String(repeating: "é", count: 32_766))
        #expect(warnings.log.count(of: "long-text") == 2)
        #expect(
            warnings.lines == [
                "data.csv:2: column \"Notes\" (cell B2 of sheet \"Data\"): text of 40,000 characters cut to Excel's limit of 32,767"
            ])
    }

    @Test("text Excel would alter survives: literal _xHHHH_, control characters; NUL is replaced with a warning")
    func textFidelity() throws {
        let folder = try TemporaryFolder()
        let texts = ["_x0041_ stays", "tab\there", "bell\u{7}", "under_score_x12_", "_X00e9_"]
        let schema = Schema(columns: [Column(index: 0, name: "Text", type: .text)])
        let warnings = WarningLines()
        var rows = texts.enumerated().map { row(.text($1), line: $0 + 2) }
        rows.append(row(.text("nul\u{0}here"), line: 9))
        try export(schema, rows, to: folder.file("out.xlsx"), options(folder), warnings: warnings.log)

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        for (index, text) in texts.enumerated() {
            #expect(sheet["A\(index + 2)"]?.value == .text(text))
        }
        #expect(sheet["A7"]?.value == .text("nul\u{FFFD}here"))
        #expect(
            warnings.lines == [
                "data.csv:9: column \"Text\" (cell A7 of sheet \"Data\"): NUL characters replaced by U+FFFD, since Excel cannot store them"
            ])
    }

    @Test("a text column right after a number column starts one indent in, so printed they do not touch")
    func indentAfterNumbers() throws {
        let folder = try TemporaryFolder()
        let columns = [
            Column(index: 0, name: "Item", type: .text), Column(index: 1, name: "RevPAR", type: .number),
            Column(index: 2, name: "Source", type: .text), Column(index: 3, name: "Note", type: .text),
        ]
        try export(
            Schema(columns: columns),
            [GridRow(items: [.text("a"), .number(2605.9), .text("USD"), .text("n")], line: 2)],
            to: folder.file("out.xlsx"), options(folder))
        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(["A1", "B1", "C1", "D1"].map { sheet[$0]?.indent } == [0, 0, 1, 0])
        #expect(["A2", "B2", "C2", "D2"].map { sheet[$0]?.indent } == [0, 0, 1, 0])
    }
}
