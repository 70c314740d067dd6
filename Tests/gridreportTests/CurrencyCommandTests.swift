import Foundation
import Testing

/// Issue 38, 6: amounts written with a currency symbol (`$878.47`, `"$1,036.47"`, `€12.50`,
/// `£3`, `-$5.00`, `($7.25)`) are numbers in a currency format, as csvlook reads them; inspect
/// says why, and the sheet carries the currency's Excel format.
@Suite("gridreport: currency amounts are numbers")
struct CurrencyCommandTests {
    static let schwab = "Tests/RealData/schwab-checking.csv"

    @Test("a Schwab checking export: every amount column is a currency column, in the terminal and in inspect")
    func bankExport() throws {
        let shown = try run(["render", Self.schwab, "--width", "120"])
        #expect(shown.status == 0)
        #expect(
            shown.stdout == """
                ┌────────────┬────────┬─────────┬─────────────┬────────────────────────────────┬────────────┬─────────┬────────────────┐
                │ Date       │ Status │ Type    │ CheckNumber │ Description                    │ Withdrawal │ Deposit │ RunningBalance │
                ├────────────┼────────┼─────────┼─────────────┼────────────────────────────────┼────────────┼─────────┼────────────────┤
                │ 08/17/2022 │ Posted │ DEPOSIT │             │ Deposit Mobile Banking         │            │  $20.00 │        $878.47 │
                │ 08/14/2022 │ Posted │ ATM     │             │ BMO HARRIS BANK                │    $103.00 │         │        $858.47 │
                │ 08/09/2022 │ Posted │ CHECK   │         558 │ Check Paid #558                │     $75.00 │         │        $961.47 │
                │ 08/04/2022 │ Posted │ ACH     │             │ PAYPAL INST XFER 220803~ Tran… │     $57.27 │         │      $1,036.47 │
                └────────────┴────────┴─────────┴─────────────┴────────────────────────────────┴────────────┴─────────┴────────────────┘

                """)
        let inspected = try run(["inspect", Self.schwab, "--width", "200"])
        let typing = inspected.stdout.split(separator: "\n").filter { $0.hasPrefix("typing: ") }
        #expect(
            typing == [
                "typing: column \"Withdrawal\": currency amounts: every value a number, 3 written with $ ('$103.00'); read as numbers and shown in the currency format, $ taken for USD",
                "typing: column \"Deposit\": currency amounts: every value a number, 1 written with $ ('$20.00'); read as numbers and shown in the currency format, $ taken for USD",
                "typing: column \"RunningBalance\": currency amounts: every value a number, 4 written with $ ('$878.47'); read as numbers and shown in the currency format, $ taken for USD",
            ])
    }

    @Test("the sheet holds the amounts as numbers with the currency's Excel format")
    func export() throws {
        let book = try temporaryFolder().appendingPathComponent("schwab.xlsx").path
        #expect(try run(["export", Self.schwab, "-o", book]).status == 0)
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            print(json.dumps([[c.data_type, c.number_format, c.value] for c in sheet[2][6:8] + sheet[5][5:6]]))
            """
        let cells = try #require(try openpyxlJSON(script, book) as? [[Any]])
        #expect(cells.map { $0[0] as? String } == ["n", "n", "n"])
        #expect(cells.map { $0[1] as? String } == ["\"$\"#,##0.00", "\"$\"#,##0.00", "\"$\"#,##0.00"])
        #expect(cells.map { $0[2] as? Double } == [20, 878.47, 57.27])
    }

    @Test(
        "negative forms, euros and pounds are read; a column that mixes symbols stays text, with no advice to drop values"
    )
    func forms() throws {
        let csv = try inspectTemporaryFile(
            "forms.csv",
            "Dollars,Euros,Pounds,Mixed\n$5.00,€12.50,£3,$1\n-$5.00,€1.5,£4,€2\n($7.25),€-3,£5,$3\n$-1.10,€0.99,£6,$4\n"
        )
        let shown = try run(["render", csv, "--width", "80"])
        #expect(
            shown.stdout == """
                ┌─────────┬────────┬────────┬───────┐
                │ Dollars │  Euros │ Pounds │ Mixed │
                ├─────────┼────────┼────────┼───────┤
                │   $5.00 │ €12.50 │  £3.00 │ $1    │
                │  -$5.00 │  €1.50 │  £4.00 │ €2    │
                │  -$7.25 │ -€3.00 │  £5.00 │ $3    │
                │  -$1.10 │  €0.99 │  £6.00 │ $4    │
                └─────────┴────────┴────────┴───────┘

                """)
        let inspected = try run(["inspect", csv, "--width", "200"])
        #expect(!inspected.stdout.contains("finding:"))
        #expect(
            inspected.stdout.contains(
                "typing: column \"Pounds\": currency amounts: every value a number, 4 written with £ ('£3')"))
    }
}
