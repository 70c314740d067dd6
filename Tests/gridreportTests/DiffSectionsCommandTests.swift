import Foundation
import Testing

/// A diff drawn in sections (`--group-by`, with `--totals`) through the built command: each
/// section's title counts its changes, rows sit in the section of their new value (a removed
/// row in its old one), and totals add what the new version holds (a removed row is left out,
/// in the terminal, the sheet's `SUBTOTAL`s and the page alike).
@Suite("gridreport diff in sections")
struct DiffSectionsCommandTests {
    /// A-1's price and A-4's region changed, A-3 removed, A-6 added; the same.
    static let files = [
        "old-r.csv":
            "SKU,Region,Price\nA-1,West,10.00\nA-2,East,20.00\nA-3,West,30.00\nA-4,East,40.00\nA-5,West,50.00\n",
        "new-r.csv":
            "SKU,Region,Price\nA-1,West,12.00\nA-2,East,20.00\nA-4,West,40.00\nA-5,West,50.00\nA-6,East,60.00\n",
    ]

    static func diff(_ arguments: [String], read: ((URL) throws -> Void)? = nil) throws -> RunResult {
        try DiffCommandTests.diff(arguments, files: files, read: read)
    }

    @Test("the regular table: sections titled by their changes, totals of the new values")
    func regular() throws {
        let result = try Self.diff([
            "diff", "old-r.csv", "new-r.csv", "--key", "SKU", "--group-by", "Region", "--totals", "--width", "60",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 2 changed, 2 unchanged
                ┌────────┬─────┬─────────────┬───────────────┐
                │ Change │ SKU │ Region      │         Price │
                ├────────┴─────┴─────────────┴───────────────┤
                │ Region: West — 1 removed, 2 changed        │
                ├────────┬─────┬─────────────┬───────────────┤
                │ →      │ A-1 │ West        │ 10.00 → 12.00 │
                │ −      │ A-3 │ West        │         30.00 │
                │ →      │ A-4 │ East → West │         40.00 │
                ├────────┼─────┼─────────────┼───────────────┤
                │ Total West                 │         52.00 │
                ├────────┴─────┴─────────────┴───────────────┤
                │ Region: East — 1 added                     │
                ├────────┬─────┬─────────────┬───────────────┤
                │ +      │ A-6 │ East        │         60.00 │
                ├────────┼─────┼─────────────┼───────────────┤
                │ Total East                 │         60.00 │
                ╞════════╪═════╪═════════════╪═══════════════╡
                │ Grand total                │        112.00 │
                └────────┴─────┴─────────────┴───────────────┘

                """, "\(result.stdout)")
    }

    @Test("--all and records: unchanged rows counted too, in the section of their value")
    func allRecords() throws {
        let result = try Self.diff([
            "diff", "old-r.csv", "new-r.csv", "--key", "SKU", "--group-by", "Region", "--all", "--mode", "records",
            "--width", "52",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 2 changed, 2 unchanged
                Region: West — 1 removed, 2 changed, 1 unchanged
                ── 1 ───────────────────────────────────────────────
                Change: →
                SKU:    A-1
                Region: West
                Price:  10.00 → 12.00
                ── 2 ───────────────────────────────────────────────
                Change: −
                SKU:    A-3
                Region: West
                Price:  30.00
                ── 3 ───────────────────────────────────────────────
                Change: →
                SKU:    A-4
                Region: East → West
                Price:  40.00
                ── 4 ───────────────────────────────────────────────
                Change:
                SKU:    A-5
                Region: West
                Price:  50.00

                Region: East — 1 added, 1 unchanged
                ── 5 ───────────────────────────────────────────────
                Change:
                SKU:    A-2
                Region: East
                Price:  20.00
                ── 6 ───────────────────────────────────────────────
                Change: +
                SKU:    A-6
                Region: East
                Price:  60.00

                """, "\(result.stdout)")
    }

    @Test("export: section rows titled by their changes, SUBTOTALs that leave the removed row out (openpyxl)")
    func export() throws {
        var cells: [[String]] = []
        let result = try Self.diff(
            [
                "export", "new-r.csv", "--diff", "old-r.csv", "--key", "SKU", "--group-by", "Region", "--totals", "-o",
                "d.xlsx",
            ],
            read: { folder in
                let script = """
                    import json, sys, openpyxl
                    sheet = openpyxl.load_workbook(sys.argv[1]).active
                    values = openpyxl.load_workbook(sys.argv[1], data_only=True).active
                    print(json.dumps([[("" if c.value is None else str(c.value)) + ("=" + str(v.value) if str(c.value).startswith("=") else "")
                                       for c, v in zip(row, vrow)] for row, vrow in zip(sheet.iter_rows(), values.iter_rows())]))
                    """
                cells = try openpyxlJSON(script, folder.appendingPathComponent("d.xlsx").path) as! [[String]]
            })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            cells == [
                ["Change", "SKU", "Region", "Price"],
                ["Region: West — 1 removed, 2 changed", "", "", ""],
                ["→", "A-1", "West", "12"], ["−", "A-3", "West", "30"], ["→", "A-4", "West", "40"],
                // A-3 (row 4) was removed: its 30 is not in the new version's totals.
                ["Total West", "", "", "=SUBTOTAL(9,D3:D3,D5:D5)=52"],
                ["Region: East — 1 added", "", "", ""],
                ["+", "A-6", "East", "60"],
                ["Total East", "", "", "=SUBTOTAL(9,D8:D8)=60"],
                ["Grand total", "", "", "=SUBTOTAL(9,D2:D3,D5:D9)=112"],
            ], "\(cells)")
    }

    @Test("preview: the sections' titles with their changes (one markup for the grid and the cards)")
    func preview() throws {
        var page = ""
        let result = try Self.diff(
            [
                "preview", "new-r.csv", "--diff", "old-r.csv", "--key", "SKU", "--group-by", "Region", "--totals", "-o",
                "d.html",
            ],
            read: { page = try String(contentsOf: $0.appendingPathComponent("d.html"), encoding: .utf8) })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(page.contains("Region: West — 1 removed, 2 changed"))
        #expect(page.contains("Region: East — 1 added"))
        #expect(page.contains(">52.00<") && page.contains(">112.00<"))
    }

    @Test("a diff still refused with a summary: one sentence, 64")
    func summaryRefused() throws {
        let result = try Self.diff([
            "diff", "old-r.csv", "new-r.csv", "--key", "SKU", "--group-by", "Region", "--summary",
        ])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "gridreport: --diff: cannot be combined with --summary (summarize each version apart)\n")
    }
}
