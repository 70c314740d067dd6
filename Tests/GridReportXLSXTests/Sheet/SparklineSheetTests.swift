import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// Sparkline groups added to the sheets' XML after the workbook is written.
@Suite("XLSX: sparklines")
struct SparklineSheetTests {
    private let schema = Schema(columns: [
        Column(index: 0, name: "Label", type: .text), Column(index: 1, name: "A", type: .number),
        Column(index: 2, name: "B", type: .number), Column(index: 3, name: "Trend", type: .text),
    ])

    /// Each sparkline of a sheet's XML: its data range and its cell.
    private func sparklines(_ xml: String) -> [String] {
        xml.components(separatedBy: "<x14:sparkline>").dropFirst().map { piece in
            let f = piece.components(separatedBy: "<xm:f>")[1].components(separatedBy: "</xm:f>")[0]
            let at = piece.components(separatedBy: "<xm:sqref>")[1].components(separatedBy: "</xm:sqref>")[0]
            return f + " " + at
        }
    }

    @Test("a report split over sheets: each sheet's sparklines over its own rows, under a title row, the cells empty")
    func split() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, sheet: "Year's")
        settings.maxRowsPerSheet = 4
        settings.titleRow = "Population"
        settings.sparklines = [3: [1, 2]]
        let rows = (1...5).map { row(.text("r\($0)"), .number(Double($0)), .number(1), .text("▁█"), line: $0 + 1) }
        let summary = try export(schema, rows, to: folder.file("s.xlsx"), settings)
        #expect(summary.sheets == 3)
        let first = try SheetXML.member(folder.file("s.xlsx"), "xl/worksheets/sheet1.xml")
        let second = try SheetXML.member(folder.file("s.xlsx"), "xl/worksheets/sheet2.xml")
        let third = try SheetXML.member(folder.file("s.xlsx"), "xl/worksheets/sheet3.xml")
        #expect(sparklines(first) == ["'Year''s'!B3:C3 D3", "'Year''s'!B4:C4 D4"])
        #expect(sparklines(second) == ["'Year''s (2)'!B3:C3 D3", "'Year''s (2)'!B4:C4 D4"])
        #expect(sparklines(third) == ["'Year''s (3)'!B3:C3 D3"])
        for xml in [first, second, third] {
            #expect(xml.hasSuffix("</x14:sparklineGroups></ext></extLst></worksheet>"))
            #expect(xml.components(separatedBy: "<extLst>").count == 2)
            #expect(!xml.contains("▁█"), "the sparkline's cells are empty")
        }
        let read = try WorkbookDump.read(folder.file("s.xlsx"))
        #expect(read.sheets.count == 3)
    }
}
