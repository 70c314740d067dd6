import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

@Suite("XLSX scale: the data continues on further sheets")
struct SheetSplitTests {
    @Test("past the row limit the data continues on NAME (2), NAME (3), each with header, freeze, filter and widths")
    func continuesOnNextSheets() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: [
            Column(index: 0, name: "N", type: .number), Column(index: 1, name: "Label", type: .text),
        ])
        var settings = options(folder, sheet: "Orders", widths: [60, 150])
        settings.maxRowsPerSheet = 4  // the header and three data rows
        let rows = (1...7).map { row(.number(Double($0)), .text("row \($0)"), line: $0 + 1) }
        let summary = try export(schema, rows, to: folder.file("out.xlsx"), settings)
        #expect(summary.sheets == 3)
        #expect(summary.rows == 7)

        let sheets = try WorkbookDump.read(folder.file("out.xlsx")).sheets
        #expect(sheets.map(\.name) == ["Orders", "Orders (2)", "Orders (3)"])
        #expect(sheets.map(\.filter) == ["A1:B4", "A1:B4", "A1:B2"])
        var seen: [Double] = []
        for sheet in sheets {
            #expect(sheet.freeze == "A2")
            #expect(sheet.values(row: 1) == ["A": .text("N"), "B": .text("Label")])
            #expect(sheet["A1"]?.bold == true)
            #expect(sheet["B1"]?.bottomBorder == "thin")
            #expect(abs((sheet.columns["B"]?.pixels ?? 0) - 200) <= 1)
            #expect(sheet.maxRow <= 4)
            for line in 2...sheet.maxRow {
                if case .number(let value) = sheet.values(row: line)["A"] { seen.append(value) }
            }
        }
        #expect(seen == (1...7).map(Double.init), "nothing lost, nothing repeated")
        // Issue 39, 5: each continuation is marked as such, naming the sheet it continues.
        let workbook = try zipMember(folder.file("out.xlsx"), "xl/workbook.xml")
        #expect(
            workbook.contains(
                "<definedName name=\"GridReport.Continuation.2\">'Orders (2)'!$A$1,'Orders'!$A$1</definedName>"))
        #expect(
            workbook.contains(
                "<definedName name=\"GridReport.Continuation.3\">'Orders (3)'!$A$1,'Orders (2)'!$A$1</definedName>"))
    }

    @Test("issue 39, 5: a continuation leaves a later input's name free (Orders (2).csv keeps Orders (2))")
    func continuationSkipsLaterNames() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: [Column(index: 0, name: "N", type: .number)])
        var first = options(folder, sheet: "Orders")
        first.maxRowsPerSheet = 3
        first.laterSheetNames = ["Orders (2)"]
        let writer = try XLSXReportWriter(
            path: folder.file("out.xlsx"), schema: schema, options: first, warnings: WarningLog(quiet: true))
        for n in 1...4 { try writer.append(row(.number(Double(n)), line: n + 1)) }
        let other = Schema(columns: [Column(index: 0, name: "Item", type: .text)])
        try writer.beginReport(schema: other, options: options(folder, sheet: "Orders (2)"))
        try writer.append(row(.text("x"), line: 2))
        _ = try writer.finish()
        let sheets = try WorkbookDump.read(folder.file("out.xlsx")).sheets
        #expect(sheets.map(\.name) == ["Orders", "Orders (3)", "Orders (2)"])
        let workbook = try zipMember(folder.file("out.xlsx"), "xl/workbook.xml")
        #expect(
            workbook.contains(
                "<definedName name=\"GridReport.Continuation.2\">'Orders (3)'!$A$1,'Orders'!$A$1</definedName>"))
    }

    @Test("issue 39, 5: a continuation mark reads back what was written, quotes in sheet names included")
    func continuationMarks() {
        let mark = ContinuationMark(number: 4, sheet: "it's (2)", continues: "it's")
        #expect(mark.name == "GridReport.Continuation.4")
        #expect(mark.formula == "='it''s (2)'!$A$1,'it''s'!$A$1")
        let parsed = ContinuationMark.parse(name: mark.name, formula: String(mark.formula.dropFirst()))
        #expect(parsed?.sheet == "it's (2)" && parsed?.continues == "it's")
        #expect(ContinuationMark.parse(name: "Other", formula: "'a'!$A$1,'b'!$A$1") == nil)
        #expect(ContinuationMark.parse(name: mark.name, formula: "'a'!$A$1") == nil)
        #expect(ContinuationMark.parse(name: mark.name, formula: "'a!$A$1,'b'!$A$1") == nil)
    }

    private func zipMember(_ path: String, _ member: String) throws -> String {
        try SheetXML.member(path, member)
    }

    @Test("exactly a sheet's worth of rows makes no empty extra sheet")
    func exactFit() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.maxRowsPerSheet = 3
        let summary = try export(
            Schema(columns: [Column(index: 0, name: "A", type: .text)]),
            [row(.text("1"), line: 2), row(.text("2"), line: 3)], to: folder.file("out.xlsx"), settings)
        #expect(summary.sheets == 1)
        #expect(try WorkbookDump.read(folder.file("out.xlsx")).sheets.count == 1)
    }

    @Test("continuation names stay within 31 characters")
    func continuationNames() {
        #expect(XLSXSheetName.continuation(of: "Data", number: 2) == "Data (2)")
        let long = String(repeating: "x", count: 31)
        #expect(XLSXSheetName.continuation(of: long, number: 12) == String(repeating: "x", count: 26) + " (12)")
        #expect(XLSXSheetName.continuation(of: String(repeating: "😀", count: 15), number: 2).utf16.count <= 31)
    }
}
