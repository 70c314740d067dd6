import Foundation
import Testing

@Suite("gridreport --select, --drop, --where, --sort: shaping in every output")
struct ShapeCommandTests {
    @Test("the table: columns chosen, rows filtered and sorted, the first 4 of the 6 that remain")
    func table() throws {
        let result = try run([
            "render", "Samples/products.csv", "--select", "Product Name,Category,Price", "--where", "Price >= 100",
            "--sort", "Category,Price:desc", "--limit", "4", "--width", "80",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                                                                            See All (6) ›
                ┌─────────────────────────────────────┬──────────────────────┬──────────┐
                │ Product Name                        │ Category             │    Price │
                ├─────────────────────────────────────┼──────────────────────┼──────────┤
                │ Ergo Screen 27", Height Adjustable  │ Flat Screen Monitors │   639.00 │
                │ Flat Screen 24" Widescreen          │ Flat Screen Monitors │   399.00 │
                │ Notebook Professional 17, 16 GB RAM │ Notebooks            │ 2,299.00 │
                │ Notebook Basic 15, Silver           │ Notebooks            │   956.00 │
                └─────────────────────────────────────┴──────────────────────┴──────────┘

                """)
    }

    @Test("compact cells in sorted order, the first without a rule above it")
    func compact() throws {
        let result = try run([
            "render", "Samples/products.csv", "--mode", "compact", "--where", "Availability != \"In Stock\"",
            "--sort", "Price", "--width", "60", "--select", "Product Name,Price,Availability", "--limit", "2",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                                                               See All (4) ›
                Product Name: Flat Screen 24" Widescreen
                Price: 399.00
                Availability: Limited
                ────────────────────────────────────────────────────────────
                Product Name: Ergo Screen 27", Height Adjustable
                Price: 639.00
                Availability: Out of Stock

                """)
    }

    @Test(
        "a filter that leaves no rows shows the empty text in every view",
        arguments: ["regular", "compact", "records", "cards"])
    func noRows(mode: String) throws {
        let result = try run([
            "render", "Samples/products.csv", "--mode", mode, "--where", "Price > 100000", "--width", "60", "--empty",
            "nothing over 100,000",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("nothing over 100,000\n"))
        #expect(!result.stdout.contains("Notebook"))
    }

    @Test("sections and totals over the rows that remain, sorted within each section")
    func sections() throws {
        let result = try run([
            "render", "Samples/penguins.csv", "--group-by", "island", "--totals", "--where", "body_mass_g > 3500",
            "--where", "sex == male", "--sort", "body_mass_g:desc", "--select", "species,island,body_mass_g",
            "--width", "60",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ┌───────────┬───────────┬─────────────┐
                │ species   │ island    │ body_mass_g │
                ├───────────┴───────────┴─────────────┤
                │ island: Torgersen (1)               │
                ├───────────┬───────────┬─────────────┤
                │ Adelie    │ Torgersen │       3,750 │
                ├───────────┼───────────┼─────────────┤
                │ Total Torgersen       │       3,750 │
                ├───────────┴───────────┴─────────────┤
                │ island: Biscoe (2)                  │
                ├───────────┬───────────┬─────────────┤
                │ Gentoo    │ Biscoe    │       5,700 │
                │ Adelie    │ Biscoe    │       3,600 │
                ├───────────┼───────────┼─────────────┤
                │ Total Biscoe          │       9,300 │
                ├───────────┴───────────┴─────────────┤
                │ island: Dream (3)                   │
                ├───────────┬───────────┬─────────────┤
                │ Adelie    │ Dream     │       4,600 │
                │ Chinstrap │ Dream     │       3,900 │
                │ Adelie    │ Dream     │       3,900 │
                ├───────────┼───────────┼─────────────┤
                │ Total Dream           │      12,400 │
                ╞═══════════╪═══════════╪═════════════╡
                │ Grand total           │      25,450 │
                └───────────┴───────────┴─────────────┘

                """)
    }

    @Test("standard input is spooled and sorted like a file")
    func standardInput() throws {
        let csv = "Name,Qty\nb,2\na,10\nc,\nd,9\n"
        let result = try run(["render", "-", "--sort", "Qty:desc", "--mode", "records", "--width", "30"], stdin: csv)
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Name:") }
        #expect(names == ["Name: a", "Name: d", "Name: b", "Name: c"])
    }

    @Test("export writes the rows that remain, in order; openpyxl reads them back")
    func export() throws {
        let out = try temporaryFolder().appendingPathComponent("shaped.xlsx").path
        let result = try run([
            "export", "Samples/products.csv", "-o", out, "--select", "Product Name,Price", "--where", "Price < 700",
            "--sort", "Price:desc",
        ])
        #expect(result.status == 0)
        let rows = try openpyxlJSON(Self.cells, out) as! [[String?]]
        #expect(
            rows == [
                ["Product Name", "Price"], ["Ergo Screen 27\", Height Adjustable", "639"],
                ["Flat Screen 24\" Widescreen", "399"], ["Wireless Keyboard", "79"],
                ["Optical Mouse, Cordless", "24.99"], ["Universal Travel Adapter", "19.95"],
            ])
    }

    @Test("--filter-in-sheet: every row written, the others hidden, the conditions as the sheet's filter")
    func filterInSheet() throws {
        let out = try temporaryFolder().appendingPathComponent("filtered.xlsx").path
        let result = try run([
            "export", "Samples/products.csv", "-o", out, "--where", "Price > 500", "--where", "Product Name ~ book",
            "--filter-in-sheet",
        ])
        #expect(result.status == 0)
        let sheet = try openpyxlJSON(Self.filter, out) as! [String: Any]
        #expect(sheet["ref"] as? String == "A1:F10")
        #expect(
            sheet["columns"] as? [[String]] == [["5", "greaterThan", "500"], ["1", "equal", "*book*"]]
                || sheet["columns"] as? [[String]] == [["1", "equal", "*book*"], ["5", "greaterThan", "500"]])
        #expect(sheet["hidden"] as? [Int] == [4, 5, 6, 7, 8, 9, 10])
    }

    @Test("a column read only to filter or sort by is in no output: not the sheet, the page or the code")
    func noLeak() throws {
        let folder = try temporaryFolder()
        let csv = folder.appendingPathComponent("salaries.csv").path
        try "name,salary,dept\nann,91234,x\nbob,50000,y\ncid,70777,x\n".write(
            toFile: csv, atomically: true, encoding: .utf8)
        let shape = ["--drop", "salary", "--where", "salary > 60000", "--sort", "salary:desc"]
        let sheet = folder.appendingPathComponent("s.xlsx").path
        #expect(try run(["export", csv, "-o", sheet] + shape).status == 0)
        let rows = try openpyxlJSON(Self.cells, sheet) as! [[String?]]
        #expect(rows == [["name", "dept"], ["ann", "x"], ["cid", "x"]])
        let page = folder.appendingPathComponent("p.html").path
        #expect(try run(["preview", csv, "-o", page] + shape).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("91234") && !html.contains("91,234") && !html.contains("salary"))
        let code = try run(["handoff", csv, "--to", "uikit", "--sample", "2"] + shape)
        #expect(code.status == 0)
        #expect(!code.stdout.contains("91") && !code.stdout.contains("salary"))
        let table = try run(["render", csv, "--width", "40"] + shape)
        #expect(table.stdout.contains("ann") && !table.stdout.contains("91") && !table.stdout.contains("bob"))
    }

    @Test(
        "--filter-in-sheet: LibreOffice prints only the rows the filter shows",
        .enabled(if: PrintedPages.available, "needs soffice and pdftotext (make test-deps installs them)"))
    func filterInSheetPrinted() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("printed.xlsx").path
        let result = try run([
            "export", "Samples/products.csv", "-o", out, "--where", "Price > 500", "--filter-in-sheet",
        ])
        #expect(result.status == 0)
        let text = try PrintedPages.pages(out, folder: folder).joined()
        for shown in ["Notebook Basic 15", "Laser Professional Eco", "Tablet 10.5"] { #expect(text.contains(shown)) }
        for hidden in ["Wireless Keyboard", "Optical Mouse", "Universal Travel Adapter"] {
            #expect(!text.contains(hidden))
        }
    }

    @Test(
        "--filter-in-sheet's mistakes",
        arguments: [
            (["--filter-in-sheet"], "gridreport: --filter-in-sheet: needs a --where to set as the sheet's filter\n"),
            (
                ["--filter-in-sheet", "--where", "Price > 1", "--table"],
                "gridreport: --filter-in-sheet: cannot be given with --table: a table has a filter of its own (leave out --table or --filter-in-sheet)\n"
            ),
            (
                ["--filter-in-sheet", "--where", "Price > 1", "--limit", "3"],
                "gridreport: --filter-in-sheet: cannot be given with --limit: the first rows written could all be hidden (leave out --limit, or --filter-in-sheet to write only the rows that remain)\n"
            ),
            (
                ["--filter-in-sheet", "--where", "Price > 1", "--drop", "Price"],
                "gridreport: --filter-in-sheet: the sheet's filter can only test a column the sheet shows, and Price is left out (show it too, or leave out --filter-in-sheet)\n"
            ),
            (
                ["--filter-in-sheet", "--where", "Price > 1", "--where", "Price < 9", "--where", "Price != 5"],
                "gridreport: --filter-in-sheet: 3 conditions on Price; a sheet's filter holds at most two a column (leave out --filter-in-sheet to write only the rows that remain)\n"
            ),
        ])
    func filterInSheetRefused(arguments: [String], stderr: String) throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("refused.xlsx").path
        let result = try run(["export", "Samples/products.csv", "-o", out] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("inspect says how the report was shaped, in words and in JSON")
    func inspect() throws {
        let arguments = [
            "inspect", "Samples/products.csv", "--drop", "image,Model", "--where", "Price < 100", "--sort",
            "Product Name", "--width", "100",
        ]
        let text = try run(arguments)
        #expect(text.status == 0)
        #expect(
            text.stdout.hasPrefix(
                """
                Samples/products.csv (UTF-8): 4 columns, 3 rows; regular at 100 cells of 8 pt; default bindings
                shaping: 4 of 6 columns (Product Name, Category, Availability, Price); rows where Price < 100: 3 of
                9; sorted by Product Name

                """))
        let json = try run(arguments + ["--json"])
        let shape =
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["shape"]
            as! [String: Any]
        #expect(shape["rows"] as? Int == 3)
        #expect(shape["totalRows"] as? Int == 9)
        #expect(shape["conditions"] as? [String] == ["Price < 100"])
        #expect(shape["columns"] as? [String] == ["Product Name", "Category", "Availability", "Price"])
    }

    @Test("inspect --yaml keeps the shaping, so render with the spec shows the same rows")
    func specRoundTrip() throws {
        let options = ["--select", "Product Name,Price", "--where", "Category ~ book", "--sort", "Price:desc"]
        let path = try temporaryFolder().appendingPathComponent("shape.yaml").path
        let yaml = try run(["inspect", "Samples/products.csv", "--yaml"] + options)
        try yaml.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let direct = try run(["render", "Samples/products.csv", "--width", "80"] + options)
        let fromSpec = try run(["render", "Samples/products.csv", "--width", "80", "--spec", path])
        #expect(fromSpec.status == 0)
        #expect(fromSpec.stdout == direct.stdout)
        #expect(direct.stdout.contains("2,299.00"))
    }

    @Test(
        "every mistake in a shaping option is one sentence and exit 64",
        arguments: [
            (
                ["--where", "Prise > 100"],
                "gridreport: --where 'Prise > 100': no column \"Prise\"; did you mean \"Price\"? (name a column by its title or by its number 1–6)\n"
            ),
            (
                ["--select", "Name"],
                "gridreport: --select: no column \"Name\"; did you mean \"Product Name\"? (name a column by its title or by its number 1–6)\n"
            ),
            (
                ["--select", "Price", "--drop", "Model"],
                "gridreport: --select: cannot be given with --drop (give one of them)\n"
            ),
            (["--sort", ""], "gridreport: --sort: the list is empty (name at least one column)\n"),
            // A column the choice leaves out is still suggested: named right, it is kept, hidden.
            (
                ["--select", "Model", "--where", "Prise > 100"],
                "gridreport: --where 'Prise > 100': no column \"Prise\"; did you mean \"Price\"? (name a column by its title or by its number 1–1)\n"
            ),
            (
                ["--drop", "Price", "--sort", "Prise:desc"],
                "gridreport: --sort: no column \"Prise\"; did you mean \"Price\"? (name a column by its title or by its number 1–5)\n"
            ),
            (
                ["--where", "Category < 5"],
                "gridreport: --where 'Category < 5': Category is a text column, so < cannot compare it (give == or != and a text)\n"
            ),
            (
                ["--where", "image ~ sap"],
                "gridreport: --where 'image ~ sap': image is an image column, so ~ and !~ cannot test it (give == or != and the picture's name)\n"
            ),
        ])
    func mistakes(arguments: [String], stderr: String) throws {
        let result = try run(["render", "Samples/products.csv"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
    }

    @Test("a spec gives the same options, and refuses select with drop")
    func spec() throws {
        let folder = try temporaryFolder()
        let good = folder.appendingPathComponent("good.yaml").path
        try "select: [\"Product Name\", 6]\nwhere: Price > 700\nsort: Price\n".write(
            toFile: good, atomically: true, encoding: .utf8)
        let result = try run(["render", "Samples/products.csv", "--spec", good, "--mode", "records", "--width", "60"])
        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("Price") } == [
                "Price:        749.50", "Price:        830.00", "Price:        956.00", "Price:        2,299.00",
            ])
        let empty = folder.appendingPathComponent("empty.yaml").path
        try "sort: []\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let none = try run(["render", "Samples/products.csv", "--spec", empty])
        #expect(none.status == 64)
        #expect(none.stderr.hasSuffix(": the list is empty (name at least one column)\n"))
        let bad = folder.appendingPathComponent("bad.yaml").path
        try "select: Price\ndrop: Model\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try run(["render", "Samples/products.csv", "--spec", bad])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("select and drop cannot both be given"))
    }

    static func bigCSV(rows: Int) -> String {
        var text = "Id,Value\n"
        for id in 0..<rows { text += "\(id),\((id &* 7_919) % 10_007)\n" }
        return text
    }

    @Test("a sort spilled to disk leaves nothing in TMPDIR, after success and after SIGTERM")
    func spillCleanup() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("big.csv")
        try Self.bigCSV(rows: 200_000).write(to: input, atomically: true, encoding: .utf8)
        let spill = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: spill, withIntermediateDirectories: true)
        let environment = ["TMPDIR": spill.path, "GRIDREPORT_SORT_BUDGET": "65536"]
        let done = try run(
            ["render", input.path, "--sort", "Value", "--limit", "3", "--mode", "records", "--width", "40"],
            environment: environment)
        #expect(done.status == 0)
        #expect(done.stdout.contains("Value: 0"))
        let sorted = try run(
            ["export", input.path, "-o", folder.appendingPathComponent("out.xlsx").path, "--sort", "Value"],
            environment: environment)
        #expect(sorted.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: spill.path).isEmpty)

        let process = Process()
        process.executableURL = gridreportBinary
        process.arguments = ["render", input.path, "--sort", "Value:desc", "--width", "40"]
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        usleep(300_000)
        process.terminate()
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: spill.path).isEmpty)
    }

    @Test("a sort that cannot spill says where and why, exit 74")
    func spillFails() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("big.csv")
        try Self.bigCSV(rows: 20_000).write(to: input, atomically: true, encoding: .utf8)
        let result = try run(
            ["render", input.path, "--sort", "Value"],
            environment: ["TMPDIR": "/proc", "GRIDREPORT_SORT_BUDGET": "4096"])
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("gridreport: /proc"))
        #expect(result.stderr.contains("a sort's temporary file failed"))
        #expect(result.stderr.hasSuffix("(free space there, or set TMPDIR to a folder with room)\n"))
    }

    static let cells = """
        import json, sys, openpyxl
        ws = openpyxl.load_workbook(sys.argv[1]).active
        print(json.dumps([[None if c.value is None else (str(int(c.value)) if isinstance(c.value, float) and c.value.is_integer() else str(c.value)) for c in row] for row in ws.iter_rows()]))
        """

    static let filter = """
        import json, sys, openpyxl
        ws = openpyxl.load_workbook(sys.argv[1]).active
        columns = []
        for fc in ws.auto_filter.filterColumn:
            for c in fc.customFilters.customFilter:
                columns.append([str(fc.colId), c.operator, c.val])
        hidden = [r for r in range(1, ws.max_row + 1) if ws.row_dimensions[r].hidden]
        print(json.dumps({"ref": ws.auto_filter.ref, "columns": columns, "hidden": hidden}))
        """
}
