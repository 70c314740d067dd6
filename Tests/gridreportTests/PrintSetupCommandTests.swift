import Foundation
import Testing

@Suite("gridreport export: print setup")
struct PrintSetupCommandTests {
    private func export(_ arguments: [String], stdin: String? = nil) throws -> (RunResult, String) {
        let out = try temporaryFolder().appendingPathComponent("print.xlsx").path
        return (try run(["export"] + arguments + ["-o", out], stdin: stdin), out)
    }

    /// 13 of the weather report's 40 columns: wider than a portrait page, one page wide at a
    /// readable scale (all 40 print several pages wide: `PrintWidthCommandTests`).
    static let wide = ["Samples/weather.csv", "--select", "1-12,Remarks"]

    @Test("a wide report prints landscape, one page wide, the header repeated, Page N of M below")
    func wideReport() throws {
        let (result, out) = try export(Self.wide)
        #expect(result.status == 0)
        let sheet = try WorkbookReadBack(out).sheet(0)
        #expect(sheet["orientation"] as? String == "landscape")
        #expect(sheet["fitToPage"] as? Bool == true)
        #expect(sheet["fitToWidth"] as? Int == 1)
        #expect(sheet["fitToHeight"] as? Int == 0)
        #expect(sheet["printTitleRows"] as? String == "$1:$1")
        #expect(sheet["footer"] as? String == "Page &P of &N")
        #expect(sheet["header"] is NSNull)
        #expect(sheet["paper"] is NSNull)
    }

    @Test("a narrow report prints portrait")
    func narrowReport() throws {
        let (result, out) = try export(["-"], stdin: "Symbol,Close\nSAP,114.76\n")
        #expect(result.status == 0)
        #expect(try WorkbookReadBack(out).sheet(0)["orientation"] as? String == "portrait")
    }

    @Test("a title row repeats with the header, and the title (its & escaped) heads every page")
    func titled() throws {
        let (result, out) = try export(["Samples/stocks.csv", "--title", "R&D stocks"])
        #expect(result.status == 0)
        let sheet = try WorkbookReadBack(out).sheet(0)
        #expect(sheet["printTitleRows"] as? String == "$1:$2")
        #expect(sheet["header"] as? String == "R&&D stocks")
    }

    @Test("issue 39, 1: a title with & before G or [ (libxlsxwriter's picture codes) exports, its header intact")
    func titledWithPictureCodes() throws {
        for title in ["P&G sales", "see &[Picture] & &G", "&&G"] {
            let (result, out) = try export(["Samples/stocks.csv", "--title", title])
            #expect(result.status == 0, "\(title): \(result.stderr)")
            #expect(!result.stderr.contains("warning"))
            let sheet = try WorkbookReadBack(out).sheet(0)
            // Excel shows the word joiner libxlsxwriter needs as nothing.
            let shown = (sheet["header"] as? String)?.replacingOccurrences(of: "\u{2060}", with: "")
                .replacingOccurrences(of: "&&", with: "&")
            #expect(shown == title)
        }
    }

    @Test("--orientation, --paper and --no-fit-width override the defaults, and the spec's print keys")
    func flags() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("print.yaml").path
        try "print:\n  orientation: landscape\n  paper: letter\n  fitToWidth: true\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        let (fromSpec, specOut) = try export(["Samples/products.csv", "--spec", spec])
        #expect(fromSpec.status == 0)
        let specSheet = try WorkbookReadBack(specOut).sheet(0)
        #expect(specSheet["orientation"] as? String == "landscape")
        #expect(specSheet["paper"] as? Int == 1)
        #expect(specSheet["fitToPage"] as? Bool == true)

        let (fromFlags, flagsOut) = try export([
            "Samples/weather.csv", "--spec", spec, "--orientation", "portrait", "--paper", "a4", "--no-fit-width",
        ])
        #expect(fromFlags.status == 0)
        let sheet = try WorkbookReadBack(flagsOut).sheet(0)
        #expect(sheet["orientation"] as? String == "portrait")
        #expect(sheet["paper"] as? Int == 9)
        #expect(sheet["fitToPage"] as? Bool == false)
    }

    @Test(
        "bad print values are usage errors",
        arguments: [
            (
                ["--orientation", "sideways"],
                "gridreport: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'auto', 'portrait' or 'landscape'. (see 'gridreport export --help')\n"
            ),
            (
                ["--paper", "b5"],
                "gridreport: The value 'b5' is invalid for '--paper <paper>'. Please provide one of the following:; - letter; - legal; - tabloid; - a3; - a4; - a5 (see 'gridreport export --help')\n"
            ),
        ])
    func badFlags(arguments: [String], message: String) throws {
        let (result, out) = try export(["Samples/stocks.csv"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(
        "bad print keys in a spec are usage errors at their place",
        arguments: [
            ("print:\n  paper: b5\n", "2:10: print.paper: 'b5' is not one of letter, legal, tabloid, a3, a4, a5"),
            ("print:\n  fit: no\n", "2:3: print.fit: unknown key (known keys: orientation, paper, fitToWidth)"),
            ("print:\n  fitToWidth: 3\n", "2:15: print.fitToWidth: expected true or false, found '3'"),
            ("print: yes\n", "1:8: print: expected a mapping of keys to values, found a value"),
        ])
    func badSpec(spec: String, message: String) throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("bad.yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        let (result, _) = try export(["Samples/stocks.csv", "--spec", path])
        #expect(result.status == 64)
        #expect(result.stderr == "gridreport: \(path):\(message)\n")
    }

    @Test(
        "LibreOffice prints 13 of the weather report's columns one page wide, the last column on page 1",
        .enabled(if: PrintedPages.available, "needs soffice and pdftotext (make test-deps installs them)"))
    func printedByLibreOffice() throws {
        let (result, out) = try export(Self.wide)
        #expect(result.status == 0)
        let pages = try PrintedPages.pages(out, folder: try temporaryFolder())
        #expect(pages.count == 1)
        let first = pages.first ?? ""
        #expect(first.contains("Station"))
        #expect(first.contains("Remarks"))
        #expect(first.contains("Light rain in the afternoon"))
        #expect(first.contains("Page 1 of 1"))
    }
}
