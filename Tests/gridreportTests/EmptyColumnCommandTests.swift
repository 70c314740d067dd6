import Foundation
import Testing

/// A file whose every line ends with a delimiter, as spreadsheet exports and bank statements
/// often are: its last column has no title and no values.
@Suite("gridreport: an empty untitled trailing column is left out of every view, with one note")
struct EmptyColumnCommandTests {
    static func file() throws -> (folder: URL, path: String) {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("bank.csv").path
        try Data("Date;Payee;Amount;\n2024-01-02;Rent;-950.00;\n2024-01-05;Salary;3200.00;\n".utf8).write(
            to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    static let note =
        "gridreport: warning: bank.csv: column 4 has no title and no values (every line ends with a delimiter); it is left out\n"

    @Test("records: no bare ':' line; the note once on stderr")
    func records() throws {
        let (folder, _) = try Self.file()
        let result = try run(["render", "bank.csv", "--mode", "records", "--width", "40"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ── 1 ───────────────────────────────────
                Date:   2024-01-02
                Payee:  Rent
                Amount: -950.00
                ── 2 ───────────────────────────────────
                Date:   2024-01-05
                Payee:  Salary
                Amount: 3,200.00

                """)
        #expect(result.stderr == Self.note)
    }

    @Test("the table has three columns")
    func table() throws {
        let (folder, _) = try Self.file()
        let result = try run(["render", "bank.csv", "--width", "40", "--quiet"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ┌────────────┬────────┬──────────┐
                │ Date       │ Payee  │   Amount │
                ├────────────┼────────┼──────────┤
                │ 2024-01-02 │ Rent   │  -950.00 │
                │ 2024-01-05 │ Salary │ 3,200.00 │
                └────────────┴────────┴──────────┘

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test("export: the sheet has three columns, read back by openpyxl")
    func export() throws {
        let (folder, _) = try Self.file()
        let out = folder.appendingPathComponent("bank.xlsx").path
        let result = try run(["export", "bank.csv", "-o", out], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix(Self.note))
        let shape =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                ws = openpyxl.load_workbook(sys.argv[1]).active
                print(json.dumps([ws.max_column, [c.value for c in ws[1]]]))
                """, out) as! [Any]
        #expect(shape[0] as? Int == 3)
        #expect(shape[1] as? [String] == ["Date", "Payee", "Amount"])
    }

    @Test("inspect: a finding in the plan, three columns; handoff binds three")
    func inspectAndHandoff() throws {
        let (folder, _) = try Self.file()
        let inspect = try run(["inspect", "bank.csv", "--json"], in: folder)
        #expect(inspect.status == 0)
        let plan = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as! [String: Any]
        #expect((plan["columns"] as! [Any]).count == 3)
        #expect(
            plan["findings"] as? [String] == [
                "bank.csv: column 4 has no title and no values (every line ends with a delimiter); it is left out"
            ])
        let handoff = try run(["handoff", "bank.csv", "--to", "mdk", "--quiet"], in: folder)
        #expect(handoff.status == 0)
        #expect(handoff.stdout.components(separatedBy: "\"BindTo\"").count == 4)
        #expect(!handoff.stdout.contains("\"{}\""))
    }
}
