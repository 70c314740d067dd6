import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// One sheet's tables as `read_tables.py` (openpyxl) sees them.
private struct TableDump: Decodable, Equatable {
    var name: String
    var ref: String
    var style: String?
    var rowStripes: Bool
    var columns: [String]
}

private struct TableSheetDump: Decodable {
    var name: String
    var filter: String?
    var freeze: String?
    var tables: [TableDump]
    var header: [String?]
}

private func tableSheets(_ path: String) throws -> [TableSheetDump] {
    try JSONDecoder().decode([TableSheetDump].self, from: try runSupportScript("read_tables.py", [path]))
}

@Suite("XLSX: Excel tables")
struct TableSheetTests {
    private let schema = Schema(columns: [
        Column(index: 0, name: "N", type: .number), Column(index: 1, name: "Label", type: .text),
    ])

    @Test("a table over header and rows replaces the filter, on every sheet of a split, with the frozen header")
    func splitSheets() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, sheet: "Orders")
        settings.maxRowsPerSheet = 4
        settings.table = TableStyle(kind: .light, number: 9)
        let rows = (1...7).map { row(.number(Double($0)), .text("row \($0)"), line: $0 + 1) }
        try export(schema, rows, to: folder.file("t.xlsx"), settings)
        let sheets = try tableSheets(folder.file("t.xlsx"))
        #expect(sheets.map(\.name) == ["Orders", "Orders (2)", "Orders (3)"])
        #expect(sheets.map { $0.tables.map(\.ref) } == [["A1:B4"], ["A1:B4"], ["A1:B2"]])
        #expect(sheets.allSatisfy { $0.filter == nil && $0.freeze == "A2" })
        #expect(sheets.allSatisfy { $0.tables[0].style == "TableStyleLight9" && $0.tables[0].rowStripes })
        #expect(Set(sheets.map { $0.tables[0].name }).count == 3, "table names are unique in the workbook")
    }

    @Test("under a title row the table starts at the header")
    func titleRow() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.titleRow = "Orders"
        settings.table = .standard
        try export(schema, [row(.number(1), .text("a"), line: 2)], to: folder.file("t.xlsx"), settings)
        let sheet = try tableSheets(folder.file("t.xlsx"))[0]
        #expect(sheet.tables.map(\.ref) == ["A2:B3"])
        #expect(sheet.tables[0].style == "TableStyleMedium2")
        #expect(sheet.freeze == "A3")
    }

    @Test("column names are made unique and non-empty, and the header cells show them")
    func names() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(
            columns: ["Name", "name", "", "Name 2", "Line\nbreak"].enumerated().map {
                Column(index: $0.offset, name: $0.element, type: .text)
            })
        var settings = options(folder)
        settings.table = .standard
        try export(schema, [], to: folder.file("t.xlsx"), settings)
        let sheet = try tableSheets(folder.file("t.xlsx"))[0]
        let expected = ["Name", "name 2", "Column 3", "Name 2 2", "Line break"]
        #expect(sheet.tables.first?.columns == expected)
        #expect(sheet.header == expected)
        #expect(sheet.tables.first?.ref == "A1:E2", "an empty report's table keeps one empty row")
    }

    @Test("TableColumnNames cuts long names to 255 characters and keeps them unique")
    func longNames() {
        let long = String(repeating: "x", count: 300)
        let names = TableColumnNames.names(for: [long, long])
        #expect(names[0].count == 255)
        #expect(names[1] == String(repeating: "x", count: 253) + " 2")
    }

    @Test("style names: Excel's, short, any case; out of range or unknown is nil")
    func styleNames() {
        #expect(TableStyle(name: "Table Style Medium 2") == .standard)
        #expect(TableStyle(name: "TableStyleLight21") == TableStyle(kind: .light, number: 21))
        #expect(TableStyle(name: "dark11") == TableStyle(kind: .dark, number: 11))
        #expect(TableStyle(name: "Medium 9")?.name == "Table Style Medium 9")
        for bad in ["dark12", "light0", "medium", "blue3", "", "medium2x"] { #expect(TableStyle(name: bad) == nil) }
    }
}
