import Foundation
import Testing

/// Issue 38, 8: a sheet too wide to print one page wide at a readable size prints several pages
/// wide, its first column repeated, and says so; fitting stays when asked for.
@Suite("export: a wide sheet prints pages wide at full size, not one page wide at 17%")
struct PrintWidthCommandTests {
    static func wideCSV(columns: Int) throws -> String {
        var text = "Key," + (1..<columns).map { "Measure \($0)" }.joined(separator: ",") + "\n"
        for row in 0..<12 {
            text +=
                "row \(row)," + (1..<columns).map { String(Double($0 * 37 + row) * 1.25) }.joined(separator: ",") + "\n"
        }
        let path = try temporaryFolder().appendingPathComponent("wide.csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let setup = """
        import json, sys, openpyxl
        ws = openpyxl.load_workbook(sys.argv[1]).active
        fit = bool(ws.sheet_properties.pageSetUpPr and ws.sheet_properties.pageSetUpPr.fitToPage)
        print(json.dumps({"fit": fit, "columns": ws.print_title_cols, "rows": ws.print_title_rows}))
        """

    @Test("72 columns: no fitting, column A repeated, one warning; 6 columns fit one page wide as before")
    func wide() throws {
        let csv = try Self.wideCSV(columns: 72)
        let out = try temporaryFolder().appendingPathComponent("wide.xlsx").path
        let result = try run(["export", csv, "-o", out])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "gridreport: warning: sheet wide: 72 columns would print one page wide at 1"))
        #expect(
            result.stderr.contains("%; they print several pages wide at full size, the first column repeated on each\n")
        )
        let setup = try openpyxlJSON(Self.setup, out) as! [String: Any]
        #expect(setup["fit"] as? Bool == false)
        #expect(setup["columns"] as? String == "$A:$A")

        let narrow = try temporaryFolder().appendingPathComponent("narrow.xlsx").path
        let plain = try run(["export", "Samples/products.csv", "-o", narrow])
        #expect(!plain.stderr.contains("warning"))
        let fitted = try openpyxlJSON(Self.setup, narrow) as! [String: Any]
        #expect(fitted["fit"] as? Bool == true)
        #expect(fitted["columns"] is NSNull)
    }

    @Test("a spec that asks to fit one page wide is obeyed, however small")
    func asked() throws {
        let csv = try Self.wideCSV(columns: 72)
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("fit.yaml").path
        try "print:\n  fitToWidth: true\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("fit.xlsx").path
        let result = try run(["export", csv, "-o", out, "--spec", spec])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("warning"))
        #expect((try openpyxlJSON(Self.setup, out) as! [String: Any])["fit"] as? Bool == true)
    }

    @Test(
        "LibreOffice prints it on several pages, each with the key column and the titles",
        .enabled(if: PrintedPages.available, "needs soffice and pdftotext (make test-deps installs them)"))
    func printed() throws {
        let csv = try Self.wideCSV(columns: 72)
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("wide.xlsx").path
        #expect(try run(["export", csv, "-o", out]).status == 0)
        let pages = try PrintedPages.pages(out, folder: folder)
        #expect(pages.count > 1)
        for page in pages { #expect(page.contains("Key") && page.contains("row 11")) }
        #expect(pages.last?.contains("Measure 71") == true)
    }
}
