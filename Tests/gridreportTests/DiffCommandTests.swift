import Foundation
import Testing

/// `gridreport diff OLD NEW` and `--diff OLD` through the built command: the summary line, the
/// marks each view draws at `--width 80`, the exit status (0 same, 1 different), and every error
/// a user can cause, one sentence each.
@Suite("gridreport diff")
struct DiffCommandTests {
    static let old = """
        SKU,Product,Price,Stock,Fax
        A-1,Notebook Basic,956.00,12,555-0101
        A-2,Flat Screen 24,399.00,4,555-0102
        A-3,Laser Printer,830.00,0,555-0103
        A-4,Wireless Keyboard,79.00,40,555-0104
        A-5,Optical Mouse,24.99,150,555-0105

        """
    static let new = """
        SKU,Product,Price,Stock,Margin
        A-1,Notebook Basic,999.00,12,0.21
        A-2,Flat Screen 24,399.0,7,0.18
        A-4,Wireless Keyboard,79,40,0.30
        A-5,optical mouse,24.99,150,0.25
        A-6,USB-C Hub,49.50,25,0.35

        """

    /// Runs the command in a folder holding `old.csv` and `new.csv` (and `files`).
    /// `read` looks at the folder (an output written there) before it goes.
    static func diff(
        _ arguments: [String], files: [String: String] = [:], read: ((URL) throws -> Void)? = nil
    ) throws -> RunResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-diff-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var all = ["old.csv": old, "new.csv": new]
        all.merge(files) { _, given in given }
        for (name, text) in all { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let outcome = try runGridreport(arguments, in: folder)
        try read?(folder)
        return RunResult(
            status: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self), stderr: outcome.stderr)
    }

    static let summary = "1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax"

    @Test("the regular table: summary first, the change column, old → new in the number's column")
    func regular() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax
                ┌────────┬─────┬─────────────────┬─────────────────┬───────┬──────────┬────────┐
                │ Change │ SKU │ Product         │           Price │ Stock │ Fax      │ Margin │
                ├────────┼─────┼─────────────────┼─────────────────┼───────┼──────────┼────────┤
                │ →      │ A-1 │ Notebook Basic  │ 956.00 → 999.00 │    12 │ 555-0101 │   0.21 │
                │ →      │ A-2 │ Flat Screen 24  │          399.00 │ 4 → 7 │ 555-0102 │   0.18 │
                │ −      │ A-3 │ Laser Printer   │          830.00 │     0 │ 555-0103 │        │
                │ →      │ A-5 │ → optical mouse │           24.99 │   150 │ 555-0105 │   0.25 │
                │ +      │ A-6 │ USB-C Hub       │           49.50 │    25 │          │   0.35 │
                └────────┴─────┴─────────────────┴─────────────────┴───────┴──────────┴────────┘

                """, "\(result.stdout)")
    }

    @Test("compact cards: the change and old → new in their slots")
    func compact() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80", "--mode", "compact"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax
                Change: →                                                 Price: 956.00 → 999.00
                SKU: A-1                                                               Stock: 12
                Product: Notebook Basic
                ────────────────────────────────────────────────────────────────────────────────
                Change: →                                                          Price: 399.00
                SKU: A-2                                                            Stock: 4 → 7
                Product: Flat Screen 24
                ────────────────────────────────────────────────────────────────────────────────
                Change: −                                                          Price: 830.00
                SKU: A-3                                                                Stock: 0
                Product: Laser Printer
                ────────────────────────────────────────────────────────────────────────────────
                Change: →                                                           Price: 24.99
                SKU: A-5                                                              Stock: 150
                Product: Optical Mouse → optical mouse
                ────────────────────────────────────────────────────────────────────────────────
                Change: +                                                           Price: 49.50
                SKU: A-6                                                               Stock: 25
                Product: USB-C Hub

                """, "\(result.stdout)")
    }

    @Test("records: old → new beside its title")
    func records() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80", "--mode", "records"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax
                ── 1 ───────────────────────────────────────────────────────────────────────────
                Change:  →
                SKU:     A-1
                Product: Notebook Basic
                Price:   956.00 → 999.00
                Stock:   12
                Fax:     555-0101
                Margin:  0.21
                ── 2 ───────────────────────────────────────────────────────────────────────────
                Change:  →
                SKU:     A-2
                Product: Flat Screen 24
                Price:   399.00
                Stock:   4 → 7
                Fax:     555-0102
                Margin:  0.18
                ── 3 ───────────────────────────────────────────────────────────────────────────
                Change:  −
                SKU:     A-3
                Product: Laser Printer
                Price:   830.00
                Stock:   0
                Fax:     555-0103
                Margin:
                ── 4 ───────────────────────────────────────────────────────────────────────────
                Change:  →
                SKU:     A-5
                Product: Optical Mouse → optical mouse
                Price:   24.99
                Stock:   150
                Fax:     555-0105
                Margin:  0.25
                ── 5 ───────────────────────────────────────────────────────────────────────────
                Change:  +
                SKU:     A-6
                Product: USB-C Hub
                Price:   49.50
                Stock:   25
                Fax:
                Margin:  0.35

                """, "\(result.stdout)")
    }

    @Test(
        "--delta: a changed number's difference, signed and in per cent (the wider table in blocks, the key repeated)")
    func delta() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80", "--delta"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax
                columns 1–4 of 7
                ┌─────┬────────┬────────────────────────────┬──────────────────────────────────┐
                │ SKU │ Change │ Product                    │                            Price │
                ├─────┼────────┼────────────────────────────┼──────────────────────────────────┤
                │ A-1 │ →      │ Notebook Basic             │ 956.00 → 999.00 (+43.00, +4.5 %) │
                │ A-2 │ →      │ Flat Screen 24             │                           399.00 │
                │ A-3 │ −      │ Laser Printer              │                           830.00 │
                │ A-5 │ →      │ Optical M… → optical mouse │                            24.99 │
                │ A-6 │ +      │ USB-C Hub                  │                            49.50 │
                └─────┴────────┴────────────────────────────┴──────────────────────────────────┘

                columns 5–7 of 7
                ┌─────┬─────────────────────┬──────────┬────────┐
                │ SKU │               Stock │ Fax      │ Margin │
                ├─────┼─────────────────────┼──────────┼────────┤
                │ A-1 │                  12 │ 555-0101 │   0.21 │
                │ A-2 │ 4 → 7 (+3, +75.0 %) │ 555-0102 │   0.18 │
                │ A-3 │                   0 │ 555-0103 │        │
                │ A-5 │                 150 │ 555-0105 │   0.25 │
                │ A-6 │                  25 │          │   0.35 │
                └─────┴─────────────────────┴──────────┴────────┘

                """, "\(result.stdout)")
    }

    @Test("--all: unchanged rows too (greyed in colour), no change mark")
    func all() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80", "--all"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout == """
                1 added, 1 removed, 3 changed, 1 unchanged; columns: +Margin, −Fax
                ┌────────┬─────┬─────────────────┬─────────────────┬───────┬──────────┬────────┐
                │ Change │ SKU │ Product         │           Price │ Stock │ Fax      │ Margin │
                ├────────┼─────┼─────────────────┼─────────────────┼───────┼──────────┼────────┤
                │ →      │ A-1 │ Notebook Basic  │ 956.00 → 999.00 │    12 │ 555-0101 │   0.21 │
                │ →      │ A-2 │ Flat Screen 24  │          399.00 │ 4 → 7 │ 555-0102 │   0.18 │
                │ −      │ A-3 │ Laser Printer   │          830.00 │     0 │ 555-0103 │        │
                │        │ A-4 │ Wireless Keybo… │           79.00 │    40 │ 555-0104 │   0.30 │
                │ →      │ A-5 │ → optical mouse │           24.99 │   150 │ 555-0105 │   0.25 │
                │ +      │ A-6 │ USB-C Hub       │           49.50 │    25 │          │   0.35 │
                └────────┴─────┴─────────────────┴─────────────────┴───────┴──────────┴────────┘

                """, "\(result.stdout)")
    }

    @Test("render NEW --diff OLD is diff OLD NEW; export, preview and view take --diff too")
    func renderDiff() throws {
        let diff = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--width", "80"])
        let render = try Self.diff(["render", "new.csv", "--diff", "old.csv", "--key", "SKU", "--width", "80"])
        #expect(render.status == 1)
        #expect(render.stdout == diff.stdout)
        // Not a terminal: view prints what render does.
        let view = try Self.diff([
            "view", "new.csv", "--diff", "old.csv", "--key", "SKU", "--width", "80", "--mode", "regular",
        ])
        #expect(view.stdout == diff.stdout)
    }

    @Test("a file against itself: the summary says so, no row is shown, exit 0")
    func same() throws {
        let result = try Self.diff(["diff", "new.csv", "new.csv", "--key", "SKU", "--width", "80"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "0 added, 0 removed, 0 changed, 5 unchanged\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("--quiet prints nothing and only sets the status")
    func quiet() throws {
        let differ = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--quiet"])
        #expect(differ.status == 1)
        #expect(differ.stdout.isEmpty && differ.stderr.isEmpty)
        let same = try Self.diff(["diff", "old.csv", "old.csv", "--quiet"])
        #expect(same.status == 0)
        #expect(same.stdout.isEmpty && same.stderr.isEmpty)
    }

    @Test("without --key the first column unique and non-empty in both, said in a note; --ignore-case")
    func autoKeyAndCase() throws {
        let result = try Self.diff(["diff", "old.csv", "new.csv", "--verbose"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(Self.summary + "\n"))
        #expect(
            result.stderr == "gridreport: note: the key is \"SKU\", the first column unique and non-empty in both\n")
        let folded = try Self.diff(["diff", "old.csv", "new.csv", "--key", "SKU", "--ignore-case"])
        #expect(folded.stdout.hasPrefix("1 added, 1 removed, 2 changed, 2 unchanged; columns: +Margin, −Fax\n"))
    }

    @Test(
        "preview: the marks' states as the page's state classes, in the grid and the cards, old → new, removed struck through"
    )
    func preview() throws {
        var page = ""
        let result = try Self.diff(
            ["preview", "new.csv", "--diff", "old.csv", "--key", "SKU", "-o", "diff.html"],
            read: { page = try String(contentsOf: $0.appendingPathComponent("diff.html"), encoding: .utf8) })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(page.contains(".gr .st-critical{color:#E76500}"))
        #expect(page.contains("<span class=\"st-critical\"><span class=\"chg\">956.00 → 999.00</span></span>"))
        // A removed row's cells are struck through, as the sheet strikes them.
        #expect(page.contains("<span class=\"st-negative\"><span class=\"rm\">Laser Printer</span></span>"))
        #expect(page.contains(".gr .rm{text-decoration:line-through}"))
        #expect(!page.contains("<span class=\"rm\">USB-C Hub"))
        #expect(page.contains("<span class=\"st-positive\">USB-C Hub</span>"))
        // An unchanged cell of a changed row is in no state.
        #expect(page.contains(">Notebook Basic</span>"))
        #expect(!page.contains("st-critical\">Notebook Basic"))
    }

    @Test(
        "a removed picture column: its pictures shown removed on the page (struck span, faded), as a text column's cells"
    )
    func removedPictures() throws {
        let result = try runGridreport([
            "preview", "Samples/products-new.csv", "--diff", "Samples/products.csv", "--key", "Model",
        ])
        let page = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0)
        #expect(page.contains(".gr .rm img{opacity:.4}"))
        // The image column is only in products.csv: 3 changed rows and the removed one.
        #expect(page.components(separatedBy: "<span class=\"st-negative\"><span class=\"rm\"><img").count - 1 == 4)
    }

    @Test(
        "export: the Change column under the filter, changed cells filled with the old value in a note, removed rows struck through, numbers still numbers, a summary sheet (openpyxl)"
    )
    func export() throws {
        var cells: [[Any]] = []
        var looks: [String: Any] = [:]
        let result = try Self.diff(
            ["export", "new.csv", "--diff", "old.csv", "--key", "SKU", "-o", "diff.xlsx"],
            read: { folder in
                let script = """
                    import json, sys, openpyxl
                    sheet = openpyxl.load_workbook(sys.argv[1]).active
                    print(json.dumps([[c.value for c in row] for row in sheet.iter_rows()]))
                    """
                let path = folder.appendingPathComponent("diff.xlsx").path
                cells = try openpyxlJSON(script, path) as! [[Any]]
                let look = """
                    import json, sys, openpyxl
                    sheet = openpyxl.load_workbook(sys.argv[1]).active
                    def cell(name):
                        c = sheet[name]
                        return {"fill": c.fill.fgColor.rgb if c.fill.fill_type else None, "strike": bool(c.font.strike),
                                "color": c.font.color.rgb if c.font.color and c.font.color.type == "rgb" else None,
                                "note": c.comment.text if c.comment else None}
                    book = openpyxl.load_workbook(sys.argv[1])
                    summary = [[c.value for c in row] for row in book.worksheets[1].iter_rows()]
                    print(json.dumps({"sheets": book.sheetnames, "summary": summary, "filter": sheet.auto_filter.ref, "D2": cell("D2"), "E3": cell("E3"),
                                      "B4": cell("B4"), "A6": cell("A6"), "B2": cell("B2")}))
                    """
                looks = try openpyxlJSON(look, path) as! [String: Any]
            })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cells.first?.map { "\($0)" } == ["Change", "SKU", "Product", "Price", "Stock", "Fax", "Margin"])
        #expect(cells.count == 6)
        #expect(cells.dropFirst().map { "\($0[0])" } == ["→", "→", "−", "→", "+"])
        #expect(cells[3][3] as? Double == 830)
        #expect(cells[1][3] as? Double == 999)
        #expect(looks["filter"] as? String == "A1:G6")
        // The second sheet: the summary line's counts, numbers as numbers.
        #expect(looks["sheets"] as? [String] == ["new", "Summary"])
        #expect(
            (looks["summary"] as? [[Any]])?.map { $0.map { $0 is NSNull ? "" : "\($0)" } } == [
                ["Change", "Rows"], ["added", "1"], ["removed", "1"], ["changed", "3"], ["unchanged", "1"],
                ["column added: Margin", ""], ["column removed: Fax", ""],
            ])
        func look(_ name: String) -> [String: String] {
            (looks[name] as? [String: Any] ?? [:]).compactMapValues { $0 is NSNull ? nil : "\($0)" }
        }
        // Changed: the critical colour (#E76500), a quarter strong, behind it; the old value in the note.
        #expect(look("D2") == ["fill": "FFF9D9C0", "strike": "0", "color": "FFE76500", "note": "was 956"])
        #expect(look("E3")["note"] == "was 4")
        // Removed: struck through in the negative colour; added: the positive colour.
        #expect(look("B4")["strike"] == "1")
        #expect(look("B4")["color"] == "FFAA0808")
        #expect(look("A6")["color"] == "FF256F3A")
        // An unchanged cell of a changed row as any cell.
        #expect(look("B2")["note"] == nil && look("B2")["fill"] == nil)
    }

    @Test(
        "errors: one sentence each, the status, nothing on standard output",
        arguments: [
            (
                ["diff", "old.csv", "new.csv", "--key", "Prodct"], 64,
                "gridreport: --key: new.csv has no column \"Prodct\"; did you mean \"Product\"? (name key columns both reports have)"
            ),
            (
                ["diff", "old.csv", "new.csv", "--key", "Margin"], 64,
                "gridreport: --key: old.csv has no column \"Margin\" (name key columns both reports have)"
            ),
            (
                ["diff", "old.csv", "other.csv"], 65,
                "gridreport: old.csv and other.csv share no column title, so there is nothing to compare (compare two versions of one report)"
            ),
            (
                ["diff", "old.csv", "twice.csv", "--key", "SKU"], 65,
                "gridreport: twice.csv:4: the key 'A-1' is on line 2 too, so the rows cannot be matched (give a key that is unique in each file, of several columns if need be)"
            ),
            (
                ["diff", "old.csv", "unsorted.csv", "--key", "SKU", "--sorted"], 65,
                "gridreport: unsorted.csv:3: the key 'A-1' comes before the key on line 2, but the file was said to be sorted by it (sort it by the key, or let the diff sort it)"
            ),
            (
                ["handoff", "new.csv", "--to", "uikit", "--diff", "old.csv"], 64,
                "gridreport: --diff: handoff writes code for one report's columns, so a diff has no meaning there"
            ),
            (
                ["inspect", "new.csv", "--diff", "old.csv"], 64,
                "gridreport: --diff: inspect describes one report's columns and bindings, so a diff has no meaning there"
            ),
            (
                ["render", "new.csv", "--delta"], 64,
                "gridreport: --delta: compares two versions of a report, and needs --diff OLD"
            ),
            (
                ["diff", "old.csv", "new.csv", "--diff", "old.csv"], 64,
                "gridreport: --diff: is diff's first argument here: gridreport diff OLD NEW"
            ),
        ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let result = try Self.diff(
            arguments,
            files: [
                "other.csv": "Name,Town\nA,B\n", "twice.csv": "SKU,Price\nA-1,3\nA-2,4\nA-1,5\n",
                "unsorted.csv": "SKU,Price\nA-2,3\nA-1,4\n",
            ])
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [message])
    }
}
