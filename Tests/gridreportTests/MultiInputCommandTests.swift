import Foundation
import Testing

@Suite("gridreport export: several inputs, one workbook")
struct MultiInputCommandTests {
    private func output() throws -> String { try temporaryFolder().appendingPathComponent("pack.xlsx").path }

    @Test("one sheet per input in order, named after the files and made unique; every option on every sheet")
    func sheets() throws {
        let out = try output()
        let result = try run([
            "export", "Samples/stocks.csv", "Samples/products.csv", "Samples/stocks.csv", "-o", out, "--table",
            "--title", "Month end",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "gridreport: wrote \(out): 33 rows, 3 sheets, 32 pictures\n")
        let book = try WorkbookReadBack(out)
        #expect(book.names == ["stocks", "products", "stocks (2)"])
        for sheet in book.sheets {
            #expect((sheet["tables"] as! [Any]).count == 1)
            #expect(sheet["printTitleRows"] as? String == "$1:$2")
            #expect(sheet["header"] as? String == "Month end")
            #expect(sheet["freeze"] as? String == "A3")
        }
        let tables = book.sheets.map { ($0["tables"] as! [[String: Any]])[0]["ref"] as! String }
        #expect(tables == ["A2:F14", "A2:F11", "A2:F14"])
    }

    @Test("a spec's sheets list names the sheets in order; the rest are named after their files")
    func specNames() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("pack.yaml").path
        try "sheets: [Stocks, Products]\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let out = try output()
        let result = try run([
            "export", "Samples/stocks.csv", "Samples/products.csv", "Samples/penguins.csv", "-o", out, "--spec", spec,
        ])
        #expect(result.status == 0)
        #expect(try WorkbookReadBack(out).names == ["Stocks", "Products", "penguins"])
    }

    @Test("sections apply to every input, with each sheet's grand total over its own rows")
    func sections() throws {
        let out = try output()
        let result = try run([
            "export", "Samples/penguins.csv", "Samples/penguins.csv", "-o", out, "--group-by", "island", "--totals",
        ])
        #expect(result.status == 0)
        let sheets = try readBack(out)["sheets"] as! [[String: Any]]
        #expect(sheets.map { $0["title"] as? String } == ["penguins", "penguins (2)"])
        let lastRows = sheets.map { ($0["rows"] as! [[[String: Any]]]).last! }
        #expect(lastRows[0].map { "\($0["v"] ?? "")" } == lastRows[1].map { "\($0["v"] ?? "")" })
    }

    @Test(
        "inputs are checked before anything is written: a missing one exits 66, a bad one 65, no file left",
        arguments: [
            (
                "nope.csv", 66,
                "gridreport: nope.csv: cannot open the input: no such file or directory (check the path and its permissions)\n"
            ),
            (
                "Tests/BadInput/unterminated-quote.csv", 65,
                "gridreport: Tests/BadInput/unterminated-quote.csv:2:5: unterminated quoted field: the quote opened here is never closed (close it with a \" or double the quotes inside it as \"\", or read quotes as text with --no-quote)\n"
            ),
        ])
    func badInput(file: String, status: Int32, message: String) throws {
        let out = try output()
        let result = try run(["export", "Samples/stocks.csv", file, "-o", out])
        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(
        "--sheet-name with several inputs, standard input twice, and a spec with more names than inputs are usage errors",
        arguments: [
            (
                ["Samples/stocks.csv", "Samples/products.csv", "--sheet-name", "X"],
                "gridreport: --sheet-name: names the sheet of a single input, and 2 are given (name the sheets in a spec's sheets list, or leave --sheet-name out for the files' names)\n"
            ),
            (["-", "-"], "gridreport: standard input (-) can be read only once (give - at most once)\n"),
        ])
    func usage(arguments: [String], message: String) throws {
        let out = try output()
        let result = try run(["export"] + arguments + ["-o", out], stdin: "a\n1\n")
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a spec's sheets: too many names, or a name Excel refuses")
    func badSpecNames() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("pack.yaml").path
        try "sheets: [A, B, C]\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let tooMany = try run(["export", "Samples/stocks.csv", "-o", try output(), "--spec", spec])
        #expect(tooMany.status == 64)
        #expect(
            tooMany.stderr
                == "gridreport: sheets: the spec names 3 sheets for 1 input (give one name per input, in order)\n")
        try "sheets: [\"a/b\"]\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let bad = try run(["export", "Samples/stocks.csv", "-o", try output(), "--spec", spec])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("gridreport: sheets: "))
    }
}
