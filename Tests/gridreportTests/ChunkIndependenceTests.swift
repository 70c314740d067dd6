import Foundation
import Testing

/// The command reads its input in chunks on several threads. `GRIDREPORT_CHUNK_BYTES=1` cuts every
/// record into a chunk of its own; each command here must print exactly the same, on stdout and
/// stderr, with the same status, as with the default chunks (the whole small file in one).
@Suite("Output does not depend on how the input is cut")
struct ChunkIndependenceTests {
    static let commands: [[String]] = [
        ["render", "Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1", "--width", "100", "--accessory", "disclosure"],
        ["render", "Samples/products.csv", "--width", "80"],
        ["render", "Samples/international.csv", "--width", "70", "--wrap"],
        ["render", "Samples/european.csv", "--spec", "Samples/european.yaml", "--width", "90", "--border", "markdown"],
        ["render", "Samples/stocks.csv", "--mode", "compact", "--width", "60"],
        ["render", "Samples/identifiers.csv", "--width", "90"],
        ["inspect", "Samples/products.csv", "--json"],
        ["render", "Tests/BadInput/terminal-escapes.csv", "--width", "80"],
        ["render", "Tests/BadInput/mixed-line-ends.csv", "--width", "80"],
        ["render", "Tests/BadInput/ragged-row.csv"],
        ["render", "Tests/BadInput/utf8-truncated.csv"],
        ["render", "Tests/BadInput/unterminated-quote.csv"],
    ]

    /// The command run with the default chunks, then with one record a chunk.
    func wholeAndCut(_ arguments: [String]) throws -> (whole: RunResult, cut: RunResult) {
        (try run(arguments), try run(arguments, environment: ["GRIDREPORT_CHUNK_BYTES": "1"]))
    }

    @Test("one-record chunks print what one chunk prints", arguments: commands)
    func sameOutput(arguments: [String]) throws {
        let (whole, cut) = try wholeAndCut(arguments)
        #expect(cut.status == whole.status)
        #expect(cut.stdout == whole.stdout)
        #expect(cut.stderr == whole.stderr)
        #expect(!whole.stdout.isEmpty || whole.status != 0)
    }

    /// Numbers too wide for their column in many rows: the warning shown is the first row's, and
    /// the count of the others is the same, though other threads met them first.
    @Test("warnings from many chunks: the first in the file is shown, the others counted")
    func warnings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wide.csv")
        let rows = (1...400).map { "item \($0),\($0 * 1_000_003)\n" }.joined()
        try Data(("name,amount\n" + rows).utf8).write(to: file)
        let arguments = ["render", file.path, "--widths=-1,40", "--width", "40"]
        let (whole, cut) = try wholeAndCut(arguments)
        #expect(whole.status == 0)
        #expect(whole.stderr.contains("line 2: a number in column amount needs 9 cells"), "\(whole.stderr)")
        #expect(cut.stderr == whole.stderr)
        #expect(cut.stdout == whole.stdout)
    }

    /// A value that is not a number, 300 rows into a column the spec types as number: the rows
    /// before it are shown, then the error.
    @Test("an error halfway: the same rows before it, the same message")
    func errorHalfway() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("late.csv")
        let spec = folder.appendingPathComponent("late.yaml")
        let rows = (1...600).map { "item \($0),\($0 == 300 ? "n/a" : String($0))\n" }.joined()
        try Data(("name,amount\n" + rows).utf8).write(to: file)
        try Data("columns:\n  - column: amount\n    type: number\n".utf8).write(to: spec)
        let arguments = ["render", file.path, "--spec", spec.path, "--widths=-1,80", "--width", "40"]
        let (whole, cut) = try wholeAndCut(arguments)
        #expect(whole.status == 65)
        #expect(whole.stderr.contains("late.csv:301:10: 'n/a' in column amount is not a number"), "\(whole.stderr)")
        // The rows before the bad one are shown, the table left open.
        #expect(whole.stdout.contains("item 299 ") && !whole.stdout.contains("item 300 "))
        #expect(!whole.stdout.contains("└"))
        #expect(cut.status == whole.status)
        #expect(cut.stderr == whole.stderr)
        #expect(cut.stdout == whole.stdout)
    }

    /// Export decodes rows ahead on other threads: the sheet's XML is the same either way.
    @Test("export: the same sheet whatever the cut")
    func export() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sheets: [String] = []
        for (name, environment) in [("whole", [String: String]()), ("cut", ["GRIDREPORT_CHUNK_BYTES": "1"])] {
            let output = folder.appendingPathComponent("\(name).xlsx")
            let result = try run(["export", "Samples/products.csv", "-o", output.path], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read('xl/worksheets/sheet1.xml').decode())", output.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            sheets.append(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            process.waitUntilExit()
        }
        #expect(sheets[0].contains("<sheetData>"))
        #expect(sheets[0] == sheets[1])
    }
}
