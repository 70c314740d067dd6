import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

@Suite("XLSX errors a user can cause, as sentences")
struct ErrorSentenceTests {
    @Test(
        "--sheet-name names are checked against Excel's rules",
        arguments: [
            ("", "sheets: the sheet name is empty (give a name of 1 to 31 characters)"),
            (
                String(repeating: "n", count: 32),
                "sheets: \"\(String(repeating: "n", count: 32))\" has 32 characters; Excel allows at most 31 in a sheet name"
            ),
            (
                String(repeating: "😀", count: 16),
                "sheets: \"\(String(repeating: "😀", count: 16))\" has 32 characters; Excel allows at most 31 in a sheet name"
            ),
            (
                "Q1/Q2",
                "sheets: \"Q1/Q2\" contains \"/\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "a[1]",
                "sheets: \"a[1]\" contains \"[\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "why?",
                "sheets: \"why?\" contains \"?\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "a*b",
                "sheets: \"a*b\" contains \"*\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "c:d",
                "sheets: \"c:d\" contains \":\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "e\\f",
                "sheets: \"e\\f\" contains \"\\\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)"
            ),
            (
                "'quoted",
                "sheets: \"'quoted\" starts or ends with an apostrophe, which Excel does not allow in a sheet name"
            ),
            ("History", "sheets: \"History\" is a name Excel reserves for itself"),
            ("tab\there", "sheets: the sheet name contains a control character, which a workbook cannot hold"),
        ])
    func sheetNames(name: String, sentence: String) {
        let error = gridReportError { _ = try XLSXSheetName.validated(name) }
        #expect(error?.description == sentence)
        #expect(error?.exitCode == 64)
    }

    @Test("good sheet names pass unchanged")
    func goodSheetNames() throws {
        for name in ["Data", String(repeating: "n", count: 31), "Umsätze 2024", "it's fine", "(1)"] {
            #expect(try XLSXSheetName.validated(name) == name)
        }
    }

    @Test("the default sheet name is the CSV's stem, made acceptable")
    func defaultNames() {
        #expect(XLSXSheetName.defaultName(forInputPath: "reports/sales.csv") == "sales")
        #expect(XLSXSheetName.defaultName(forInputPath: "a[1]:b.csv") == "a_1__b")
        #expect(XLSXSheetName.defaultName(forInputPath: "archive.tar.csv") == "archive.tar")
        #expect(XLSXSheetName.defaultName(forInputPath: "'quoted'.csv") == "quoted")
        #expect(
            XLSXSheetName.defaultName(forInputPath: String(repeating: "x", count: 40) + ".csv")
                == String(repeating: "x", count: 31))
        #expect(XLSXSheetName.defaultName(forInputPath: "history.csv") == "history_")
        #expect(XLSXSheetName.defaultName(forInputPath: ".csv") == ".csv")
        #expect(XLSXSheetName.defaultName(forInputPath: "bell\u{7}\nline.csv") == "bell__line")
        #expect(XLSXSheetName.defaultName(forInputPath: "-") == "Sheet1")
        #expect(XLSXSheetName.defaultName(forInputPath: nil) == "Sheet1")
        for path in ["reports/sales.csv", "a[1]:b.csv", "'quoted'.csv", String(repeating: "é", count: 40)] {
            #expect((try? XLSXSheetName.validated(XLSXSheetName.defaultName(forInputPath: path))) != nil, "\(path)")
        }
    }

    @Test("more than 16,384 columns is a data error before anything is written")
    func tooManyColumns() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: (0..<16_385).map { Column(index: $0, name: "c\($0)", type: .text) })
        let error = gridReportError { try export(schema, [], to: folder.file("out.xlsx"), options(folder)) }
        #expect(
            error?.description
                == "data.csv: the report has 16,385 columns; Excel allows at most 16,384 (leave columns out or split the CSV)"
        )
        #expect(error?.exitCode == 65)
        #expect(try folder.entries().isEmpty)

        let widest = Schema(columns: (0..<16_384).map { Column(index: $0, name: "c\($0)", type: .text) })
        let summary = try export(
            widest,
            [GridRow(items: [.text("first")] + Array(repeating: .empty, count: 16_382) + [.text("last")], line: 2)],
            to: folder.file("wide.xlsx"), options(folder))
        #expect(summary.rows == 1)
    }

    @Test("options the export checks itself")
    func optionSentences() throws {
        let folder = try TemporaryFolder()
        let schema = Schema(columns: [Column(index: 0, name: "A", type: .image)])
        var settings = options(folder)
        settings.imageHeightPixels = 0
        #expect(
            gridReportError { try export(schema, [], to: folder.file("a.xlsx"), settings) }?.description
                == "imageHeight: 0 pixels is not a row height Excel can show (give 1 to 545)")
        settings.imageHeightPixels = 546
        #expect(gridReportError { try export(schema, [], to: folder.file("a.xlsx"), settings) }?.exitCode == 64)

        settings = options(folder, sheet: "bad/name")
        #expect(gridReportError { try export(schema, [], to: folder.file("a.xlsx"), settings) }?.exitCode == 64)
        settings = options(folder, widths: [10, 20])
        #expect(
            gridReportError { try export(schema, [], to: folder.file("a.xlsx"), settings) }?.description
                == "widths: 2 widths given for 1 column")
        #expect(try folder.entries().isEmpty)
    }
}
