import Foundation
import Testing

@Suite("gridreport export --table")
struct TableCommandTests {
    private func export(_ arguments: [String]) throws -> (RunResult, String) {
        let out = try temporaryFolder().appendingPathComponent("table.xlsx").path
        return (try run(["export"] + arguments + ["-o", out]), out)
    }

    private func spec(_ text: String) throws -> String {
        let path = try temporaryFolder().appendingPathComponent("spec.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(
        "--table alone, before the input, with a style as the next word or after =, and the spec's table",
        arguments: [
            (["--table", "Samples/stocks.csv"], "TableStyleMedium2"),
            (["Samples/stocks.csv", "--table"], "TableStyleMedium2"),
            (["Samples/stocks.csv", "--table", "light9"], "TableStyleLight9"),
            (["Samples/stocks.csv", "--table=Table Style Dark 3"], "TableStyleDark3"),
        ])
    func styles(arguments: [String], style: String) throws {
        let (result, out) = try export(arguments)
        #expect(result.status == 0)
        let sheet = try WorkbookReadBack(out).sheet(0)
        let tables = sheet["tables"] as! [[String: Any]]
        #expect(tables.count == 1)
        #expect(tables.first?["ref"] as? String == "A1:F13")
        #expect(tables.first?["style"] as? String == style)
        #expect(tables.first?["rowStripes"] as? Bool == true)
        #expect(tables.first?["columns"] as? [String] == ["Logo", "Symbol", "Open", "High", "Low", "Close"])
        #expect(tables.first?["header"] as? [String] == ["Logo", "Symbol", "Open", "High", "Low", "Close"])
        #expect(sheet["filter"] is NSNull, "the table's own filter replaces the sheet's")
        #expect(sheet["freeze"] as? String == "A2")
    }

    @Test("a spec's table: true or a style name; --table overrides it")
    func specKey() throws {
        let named = try spec("table: medium9\ntitle: Stocks\n")
        let (result, out) = try export(["Samples/stocks.csv", "--spec", named])
        #expect(result.status == 0)
        let tables = try WorkbookReadBack(out).sheet(0)["tables"] as! [[String: Any]]
        #expect(tables.first?["style"] as? String == "TableStyleMedium9")
        #expect(tables.first?["ref"] as? String == "A2:F14")
        let (flagged, flaggedOut) = try export(["Samples/stocks.csv", "--spec", named, "--table", "light1"])
        #expect(flagged.status == 0)
        let overridden = try WorkbookReadBack(flaggedOut).sheet(0)["tables"] as! [[String: Any]]
        #expect(overridden.first?["style"] as? String == "TableStyleLight1")
        let (off, offOut) = try export(["Samples/stocks.csv", "--spec", try spec("table: false\n")])
        #expect(off.status == 0)
        #expect((try WorkbookReadBack(offOut).sheet(0)["tables"] as! [Any]).isEmpty)
    }

    @Test("an unknown style is a usage error, from the flag and from the spec")
    func badStyle() throws {
        let choices =
            "light1 to light21, medium1 to medium28, dark1 to dark11, or Excel's name such as Table Style Medium 2"
        let (result, out) = try export(["Samples/stocks.csv", "--table=medium29"])
        #expect(result.status == 64)
        #expect(result.stderr == "gridreport: --table: 'medium29' is not a table style (give \(choices))\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        let path = try spec("table: blue\n")
        let (fromSpec, _) = try export(["Samples/stocks.csv", "--spec", path])
        #expect(fromSpec.status == 64)
        #expect(fromSpec.stderr == "gridreport: \(path):1:8: table: 'blue' is not a table style (give \(choices))\n")
    }

    @Test("sections and a table do not mix: exit 64 with a sentence, nothing written")
    func sections() throws {
        let message =
            "gridreport: --table: an Excel table cannot hold sections: their header and totals rows would break it (leave out --table or --group-by)\n"
        let (result, out) = try export(["Samples/penguins.csv", "--table", "--group-by", "island"])
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: out))
        let (fromSpec, _) = try export([
            "Samples/penguins.csv", "--spec", try spec("table: true\ngroupBy: island\n"),
        ])
        #expect(fromSpec.status == 64)
        #expect(fromSpec.stderr == message)
    }
}
