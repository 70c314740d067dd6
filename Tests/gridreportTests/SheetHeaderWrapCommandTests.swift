import Foundation
import Testing

/// Issue 38: a sheet's number columns were as wide as their titles. Now a long title wraps in its
/// header cell (text wrap, the row as tall as its lines) and the column is as wide as its values.
@Suite("export: long titles wrap in the header; columns as wide as their values")
struct SheetHeaderWrapCommandTests {
    static let csv = """
        State,Montgomery GI Bill-Active Duty,Value With Dividends,Households below the poverty line (percent),Name
        Alabama,6718,356.90,16.8,x
        Alaska,1077,1023.5,10.1,y
        Arizona,8902,88.25,14.1,z

        """

    static func export() throws -> (folder: URL, out: String) {
        let folder = try temporaryFolder()
        try Self.csv.write(to: folder.appendingPathComponent("vet.csv"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("vet.xlsx").path
        let result = try run(["export", "vet.csv", "-o", out], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        return (folder, out)
    }

    @Test("openpyxl: widths in cells, wrap on the long titles' header cells only, the header 3 lines tall")
    func readBack() throws {
        let (_, out) = try Self.export()
        let sheet =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                ws = openpyxl.load_workbook(sys.argv[1]).active
                print(json.dumps({
                    # libxlsxwriter stores pixels / 7; a column of N cells is 7 N + 10 pixels.
                    "cells": [(round(ws.column_dimensions[c.column_letter].width * 7) - 10) // 7 for c in ws[1]],
                    "wrap": [bool(c.alignment.wrap_text) for c in ws[1]],
                    "dataWrap": [bool(c.alignment.wrap_text) for c in ws[2]],
                    "height": ws.row_dimensions[1].height,
                    "dataHeight": ws.row_dimensions[2].height,
                }))
                """, out) as! [String: Any]
        #expect(sheet["cells"] as? [Int] == [7, 11, 10, 16, 4])
        #expect(sheet["wrap"] as? [Bool] == [false, true, true, true, false])
        #expect(sheet["dataWrap"] as? [Bool] == [false, false, false, false, false])
        #expect(sheet["height"] as? Double == 45)
        #expect(sheet["dataHeight"] is NSNull)
    }

    @Test(
        "LibreOffice prints each long title over lines above the first row, none overlapping it",
        .enabled(if: PrintedPages.available, "needs soffice and pdftotext (make test-deps installs them)"))
    func printed() throws {
        let (folder, out) = try Self.export()
        let page = try #require(try PrintedPages.pages(out, folder: folder).first)
        let lines = page.split(separator: "\n").map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let first = try #require(lines.firstIndex { $0.contains("Alabama") })
        let header = lines[..<first].joined(separator: "\n")
        #expect(first >= 3, "\(page)")
        #expect(header.contains("Montgomery") && header.contains("Duty") && header.contains("(percent)"))
        #expect(!lines.contains { $0.contains("Households below the poverty line") }, "\(page)")
        #expect(lines[first].contains("6,718") && !lines[first].contains("percent"), "\(page)")
    }
}
