import Foundation
import Testing

/// Issue 47, 4: a currency column shows at least the digits its values are written with (the
/// currency's own when they have fewer), in the terminal, the sheet's format and the handoff.
@Suite("gridreport: currency columns keep the digits written")
struct CurrencyDigitsTests {
    static let csv = "Item,Price,Plain\nTea,$3.499,3.499\nCake,$1.5,1.5\nBun,\"$1,234.5678\",2\n"

    @Test("47.4: $3.499 is no $3.50, nor ¥3 with --currency JPY; $1.5 shows the column's digits")
    func terminal() throws {
        let file = try inspectTemporaryFile("prices.csv", Self.csv)
        let shown = try run(["render", file, "--mode", "records"])
        #expect(shown.status == 0, "\(shown.stderr)")
        for value in ["Price: $3.4990", "Price: $1.5000", "Price: $1,234.5678", "Plain: 3.499"] {
            #expect(shown.stdout.contains(value), "\(value)\n\(shown.stdout)")
        }
        let yen = try run(["render", file, "--mode", "records", "--currency", "JPY"])
        #expect(yen.stdout.contains("Price: ¥3.4990"), "\(yen.stdout)")
        // A currency's own digits when the values have fewer; digits asked for are kept.
        let whole = try inspectTemporaryFile("whole.csv", "Price\n$3\n$4.5\n")
        #expect(try run(["render", whole, "--mode", "records"]).stdout.contains("Price: $4.50"))
        #expect(try run(["render", whole, "--mode", "records", "--currency", "JPY"]).stdout.contains("Price: ¥4.5"))
        #expect(
            try run(["render", file, "--mode", "records", "--format", "Price=currency:2"]).stdout.contains(
                "Price: $3.50"))
    }

    @Test("47.4: $-0 shows as a plain column's zero does, in the table and in records")
    func negativeZero() throws {
        let file = try inspectTemporaryFile("zero.csv", "Item,Price,Plain\nA,$-0,-0\nB,$3.49,3.5\n")
        let shown = try run(["render", file, "--mode", "records"])
        #expect(shown.stdout.contains("Price: $0.00"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Plain: 0"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("-$0") && !shown.stdout.contains("-0"), "\(shown.stdout)")
        #expect(!(try run(["render", file, "--width", "40"]).stdout.contains("-$0")))
    }

    @Test("47.4: the sheet's format carries the digits written")
    func sheetAndHandoff() throws {
        let file = try inspectTemporaryFile("prices.csv", Self.csv)
        let book = try temporaryFolder().appendingPathComponent("prices.xlsx").path
        #expect(try run(["export", file, "-o", book]).status == 0)
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            print(json.dumps([[c.number_format, c.value] for c in sheet["B"][1:]]))
            """
        let cells = try #require(try openpyxlJSON(script, book) as? [[Any]])
        #expect(cells.map { $0[0] as? String } == Array(repeating: "\"$\"#,##0.0000", count: 3))
        #expect(cells.map { $0[1] as? Double } == [3.499, 1.5, 1234.5678])
    }
}
