import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

@Suite("XLSX sheet: header, freeze, filter, widths, alignment")
struct SheetLayoutTests {
    let schema = Schema(columns: [
        Column(index: 0, name: "Product", type: .text),
        Column(index: 1, name: "Secret", type: .text, width: .hidden),
        Column(
            index: 2, name: "Price", type: .number,
            format: NumberFormat(minimumFractionDigits: 2, maximumFractionDigits: 2)),
        Column(index: 3, name: "Notes", type: .text),
    ])

    @Test("bold header with a bottom border, frozen at A2, filter over header and data, title")
    func headerFreezeFilter() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, widths: [120, 0, 80, 200])
        settings.title = "Quarterly <report> & \u{1}more"
        let rows = (0..<5).map { row(.text("p\($0)"), .text("s"), .number(Double($0)), .text("n"), line: $0 + 2) }
        try export(schema, rows, to: folder.file("out.xlsx"), settings)

        let book = try WorkbookDump.read(folder.file("out.xlsx"))
        // A control character XML cannot hold is written in OOXML's _xHHHH_ form (issue 17).
        #expect(book.title == "Quarterly <report> & _x0001_more")
        let sheet = try #require(book.sheets.first)
        #expect(sheet.freeze == "A2")
        #expect(sheet.filter == "A1:D6")
        for letter in ["A", "B", "C", "D"] {
            let header = try #require(sheet["\(letter)1"])
            #expect(header.bold)
            #expect(header.bottomBorder == "thin")
        }
        #expect(sheet["C1"]?.horizontal == "right", "a header cell follows its column's alignment")
        #expect(sheet["A1"]?.horizontal == "left")
        #expect(sheet["A2"]?.bold == false)
        #expect(sheet["A2"]?.bottomBorder == nil)
    }

    @Test("column widths are the given points at 4/3 pixels; 0 hides the column")
    func widths() throws {
        let folder = try TemporaryFolder()
        let points: [Double] = [120, 0, 75, 300]
        try export(
            schema, [row(.text("a"), .text("b"), .number(1), .text("c"), line: 2)],
            to: folder.file("out.xlsx"), options(folder, widths: points))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet.columns["B"]?.hidden == true)
        for (letter, value) in [("A", 120.0), ("C", 75.0), ("D", 300.0)] {
            let pixels = try #require(sheet.columns[letter]?.pixels)
            #expect(abs(pixels - value * 4 / 3) <= 1, "column \(letter): \(pixels) pixels for \(value) points")
            #expect(sheet.columns[letter]?.hidden == false)
        }
    }

    @Test(
        "rows of single-line text are centred; a line break, text wider than its column or a header that wraps makes the row top-aligned"
    )
    func verticalAlignmentAndWrap() throws {
        let folder = try TemporaryFolder()
        // Column D: 60 points = 80 pixels, (80 − 5) / 7 = 10 characters a line.
        let rows = [
            row(.text("short"), .empty, .number(1), .text("fits here"), line: 2),
            row(.text("two\nlines"), .empty, .number(2), .text("ok"), line: 3),
            row(.text("short"), .empty, .number(3), .text("this is far wider than ten"), line: 4),
        ]
        try export(schema, rows, to: folder.file("out.xlsx"), options(folder, widths: [200, 0, 80, 60]))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(["A2", "C2", "D2"].map { sheet[$0]?.vertical } == ["center", "center", "center"])
        #expect(["A2", "D2"].map { sheet[$0]?.wrap } == [false, false])
        #expect(["A3", "C3", "D3"].map { sheet[$0]?.vertical } == ["top", "top", "top"])
        #expect(sheet["A3"]?.wrap == true)
        #expect(sheet["D3"]?.wrap == false)
        #expect(["A4", "C4", "D4"].map { sheet[$0]?.vertical } == ["top", "top", "top"])
        #expect(sheet["D4"]?.wrap == true)
        #expect(sheet["A1"]?.vertical == "center")
    }

    @Test("wrapColumns limits wrapping by width to the listed columns; line breaks always wrap")
    func wrapColumns() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, widths: [60, 0, 80, 60])
        settings.wrapColumns = [3]
        let rows = [
            row(.text("wider than ten characters"), .empty, .number(1), .text("x"), line: 2),
            row(.text("a\nb"), .empty, .number(2), .text("also wider than ten"), line: 3),
        ]
        try export(schema, rows, to: folder.file("out.xlsx"), settings)

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet["A2"]?.wrap == false)
        #expect(sheet["A2"]?.vertical == "center")
        #expect(sheet["A3"]?.wrap == true)
        #expect(sheet["D3"]?.wrap == true)
        #expect(sheet["D3"]?.vertical == "top")
    }

    @Test("a multi-line header is top-aligned and wraps; an empty header name keeps the border")
    func headerRowRule() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: [
            Column(index: 0, name: "Unit\nprice", type: .number),
            Column(index: 1, name: "", type: .text),
        ])
        try export(schema, [row(.number(1), .text("x"), line: 2)], to: folder.file("out.xlsx"), options(folder))

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet["A1"]?.wrap == true)
        #expect(sheet["A1"]?.vertical == "top")
        #expect(sheet["B1"]?.vertical == "top")
        #expect(sheet["B1"]?.bottomBorder == "thin")
        #expect(sheet["B1"]?.value == CellValue.none)
        #expect(sheet["A2"]?.vertical == "center")
    }
}
