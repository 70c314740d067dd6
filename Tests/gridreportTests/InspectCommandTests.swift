import Foundation
import Testing

@Suite("gridreport inspect")
struct InspectCommandTests {
    static let fiori = ["--widths=-1,0.2,0.1,0.1,0.1,0.1", "--width", "100", "--border", "none"]

    @Test("the table: the Fiori stock example at 100 cells without a border")
    func table() throws {
        let run = try inspectRun(["inspect", "Samples/stocks.csv"] + Self.fiori)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let expected = """
            Samples/stocks.csv (UTF-8): 6 columns, 12 rows; regular at 100 cells of 8 pt; default bindings
            #  Column  Type    Format          Example  Width  Points  Cells  Binding    
            1  Logo    image   —                     —     -1     288     36  detailImage
            2  Symbol  text    —                     —    0.2     144     18  headline   
            3  Open    number  #,##0.00 en_US   114.23    0.1      72      9  subheadline
            4  High    number  #,##0.00 en_US   114.84    0.1      72      9  footnote   
            5  Low     number  #,##0.00 en_US   113.92    0.1      72      9  status     
            6  Close   number  #,##0.00 en_US   114.76    0.1      72      9  substatus  

            """
        #expect(run.stdout == expected)
    }

    @Test("the table in a frame, explicit bindings, standard input")
    func framedFromStandardInput() throws {
        let csv = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/products.csv"), encoding: .utf8)
        let run = try inspectRun(["inspect", "-", "--bind", "Product Name=headline", "--width", "100"], stdin: csv)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "<stdin> (UTF-8): 6 columns, 9 rows; regular at 100 cells of 8 pt; explicit bindings")
        #expect(lines[1].hasPrefix("┌───┬"))
        #expect(
            lines[4]
                == "│ 1 │ image        │ image  │ —              │       — │     80 │    10 │ —        │"
        )
        #expect(lines[5].hasSuffix("│ headline │"))
        #expect(lines.count == 1 + 3 + 6 + 1)
    }

    @Test("--json: exactly the documented keys and the Fiori example's values")
    func json() throws {
        let run = try inspectRun(["inspect", "Samples/stocks.csv", "--json"] + Self.fiori)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        let keys: Set = [
            "index", "column", "type", "format", "date", "width", "resolvedPoints", "resolvedCells", "binding",
        ]
        #expect(columns.allSatisfy { Set($0.keys) == keys })
        #expect(columns.map { $0["index"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(columns.map { $0["column"] as? String } == ["Logo", "Symbol", "Open", "High", "Low", "Close"])
        #expect(columns.map { $0["type"] as? String } == ["image", "text", "number", "number", "number", "number"])
        #expect(columns.map { $0["width"] as? Double } == [-1, 0.2, 0.1, 0.1, 0.1, 0.1])
        #expect(columns.map { $0["resolvedCells"] as? Int } == [36, 18, 9, 9, 9, 9])
        #expect(columns.map { $0["resolvedPoints"] as? Double } == [288, 144, 72, 72, 72, 72])
        #expect(
            columns.map { $0["binding"] as? String } == [
                "detailImage", "headline", "subheadline", "footnote", "status", "substatus",
            ])
        #expect(columns[0]["format"] is NSNull && columns[1]["format"] is NSNull)
        let format = try #require(columns[2]["format"] as? [String: Any])
        #expect(
            Set(format.keys) == [
                "style", "locale", "minimumFractionDigits", "maximumFractionDigits", "grouping",
                "currencyCode", "rounding", "pattern", "example",
            ])
        #expect(format["style"] as? String == "decimal" && format["locale"] as? String == "en_US")
        #expect(format["minimumFractionDigits"] as? Int == 2 && format["maximumFractionDigits"] as? Int == 2)
        #expect(format["grouping"] as? Bool == true && format["example"] as? String == "114.23")
        #expect(format["currencyCode"] is NSNull && format["rounding"] is NSNull && format["pattern"] is NSNull)
    }

    @Test("--json carries the sections: group-by columns, order, and each total's kind, format and SUBTOTAL function")
    func jsonSections() throws {
        let plain = try inspectRun(["inspect", "Samples/penguins.csv", "--json"])
        let none = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        #expect(none["sections"] is NSNull)
        let run = try inspectRun([
            "inspect", "Samples/penguins.csv", "--group-by", "island", "--total", "body_mass_g=avg", "--total",
            "sex=count", "--collapsed", "--json",
        ])
        #expect(run.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sections = try #require(plan["sections"] as? [String: Any])
        #expect(Set(sections.keys) == ["groupBy", "sortGroups", "collapsed", "totals"])
        #expect(sections["groupBy"] as? [String] == ["island"])
        #expect(sections["sortGroups"] as? Bool == false && sections["collapsed"] as? Bool == true)
        let totals = try #require(sections["totals"] as? [[String: Any]])
        #expect(totals.map { $0["column"] as? String } == ["body_mass_g", "sex"])
        #expect(totals.map { $0["kind"] as? String } == ["avg", "count"])
        #expect(totals.map { $0["format"] as? String } == ["#,##0.00", "#,##0"])
        #expect(totals.map { $0["subtotalFunction"] as? Int } == [1, 3])
    }

    @Test("--yaml writes the sections as spec keys, each total by name")
    func yamlSections() throws {
        let run = try inspectRun([
            "inspect", "Samples/penguins.csv", "--group-by", "island,sex", "--totals", "--sort-groups", "--yaml",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                """
                groupBy: ["island", "sex"]
                totals:
                  "bill_length_mm": sum
                  "body_mass_g": sum
                sortGroups: true

                """))
    }

    @Test("--json follows --locale, --input-locale and --format")
    func jsonOptions() throws {
        let run = try inspectRun([
            "inspect", "Samples/european.csv", "--input-locale", "de_DE", "--locale", "de_DE",
            "--format", "Umsatz=decimal:1", "--json", "--width", "120",
        ])
        #expect(run.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        let menge = try #require(columns[3]["format"] as? [String: Any])
        #expect(menge["locale"] as? String == "de_DE" && menge["maximumFractionDigits"] as? Int == 0)
        let umsatz = try #require(columns[5]["format"] as? [String: Any])
        #expect(umsatz["minimumFractionDigits"] as? Int == 1 && umsatz["maximumFractionDigits"] as? Int == 1)
        #expect(columns.allSatisfy { $0["width"] is NSNull })
    }

    @Test("--yaml: the spec's settings, in the loader's keys")
    func yaml() throws {
        let run = try inspectRun(["inspect", "Samples/stocks.csv", "--yaml", "--accessory", "disclosure"] + Self.fiori)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("# Written by: gridreport inspect Samples/stocks.csv --yaml --accessory disclosure")
                == true)
        for line in [
            "locale: \"en_US\"", "delimiter: \",\"", "header: true", "accessory: disclosure", "border: none",
            "pointsPerCell: 8", "spacing: 16", "columns:", "  - column: \"Logo\"", "    type: image", "    width: -1",
            "    width: 0.2", "      style: decimal", "      minimumFractionDigits: 2", "      grouping: true",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(!run.stdout.contains("binding:"), "default bindings are not written")
        #expect(!run.stdout.contains("mode:"), "no mode was given")
    }

    @Test("--json and --yaml together: exit 64 with one sentence, nothing on stdout")
    func exclusive() throws {
        let run = try inspectRun(["inspect", "Samples/stocks.csv", "--json", "--yaml"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "gridreport: --json, --yaml: the plan is printed in one form at a time (give only one of --json and --yaml)\n"
        )
    }

    @Test(
        "the errors of render: a missing file, a bad binding, widths that do not fit",
        arguments: [
            (["inspect", "Samples/none.csv"], Int32(66), "gridreport: "),
            (["inspect", "Samples/products.csv", "--bind", "Price=detailImage"], Int32(64), "gridreport: --bind: "),
            (
                ["inspect", "Samples/stocks.csv", "--widths=-1,-1,0.1,0.1,0.1,0.1", "--json"], Int32(64),
                "gridreport: --widths: "
            ),
        ])
    func errors(args: [String], status: Int32, prefix: String) throws {
        let run = try inspectRun(args)
        #expect(run.status == status)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(prefix))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test("widths that do not fit are unresolved and a finding, never an error", arguments: ["regular", "auto"])
    func unresolvedFinding(mode: String) throws {
        let run = try inspectRun([
            "inspect", "Samples/stocks.csv", "--widths=400,400,400,400,400,400", "--width", "60", "--mode", mode,
            "--json",
        ])
        #expect(run.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        #expect(columns.allSatisfy { $0["resolvedCells"] is NSNull && $0["width"] as? Double == 400 })
        let findings = try #require(plan["findings"] as? [String])
        #expect(findings.count == 1 && findings[0].hasPrefix("--widths: columns 1 (Logo), 2 (Symbol),"))
        #expect(plan["mode"] as? String == (mode == "auto" ? "compact" : "regular"))
        let table = try inspectRun([
            "inspect", "Samples/stocks.csv", "--widths=400,400,400,400,400,400", "--width", "60", "--mode", mode,
        ])
        #expect(table.status == 0)
        #expect(table.stdout.contains("\nfinding: --widths: columns 1 (Logo)"))
    }

    @Test("inspect says which view auto picks and why, and a table shown in blocks is a finding")
    func autoReason() throws {
        let run = try inspectRun(["inspect", "Samples/weather.csv", "--width", "80", "--mode", "auto"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nauto picks records: the table needs at least "))
        let regular = try inspectRun(["inspect", "Samples/weather.csv", "--width", "400"])
        #expect(regular.status == 0)
        #expect(regular.stdout.contains("\nfinding: the table needs at least "))
        #expect(regular.stdout.contains("it is shown in 2 blocks of columns"))
    }

    @Test("reading and layout options go into the spec too, the command line winning over it")
    func readingAndLayoutKeys() throws {
        let run = try inspectRun([
            "inspect", "Samples/stocks.csv", "--yaml", "--wrap", "--ragged", "pad", "--na", "NA,-,",
            "--fit", "shrink", "--compact-below", "500",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout.contains(
                "\nragged: pad\nmissingValues: [\"NA\", \"-\", \"\"]\nfit: shrink\nwrap: true\ncompactBelow: 500\n"))
        let spec = try inspectTemporaryFile("keys.yaml", run.stdout)
        let again = try inspectRun([
            "inspect", "Samples/stocks.csv", "--spec", spec, "--no-wrap", "--fit", "error", "--yaml",
        ])
        #expect(again.stdout.contains("\nfit: error\nwrap: false\ncompactBelow: 500\n"))
    }

    @Test(
        "the shipped sample specs are what inspect --yaml writes for them today",
        arguments: [
            (
                "stocks.yaml",
                [
                    "Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1", "--accessory", "disclosure", "--locale",
                    "en_US",
                ]
            ),
            (
                "products.yaml",
                [
                    "Samples/products.csv", "--locale", "en_US", "--bind", "image=detailImage", "--bind",
                    "Product Name=headline",
                    "--bind", "Model=subheadline", "--bind", "Category=footnote", "--bind", "Price=status", "--bind",
                    "Availability=substatus",
                ]
            ),
            ("european.yaml", ["Samples/european.csv", "--input-locale", "de_DE", "--locale", "de_DE"]),
        ])
    func shippedSpecs(name: String, options: [String]) throws {
        let shipped = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(name)"), encoding: .utf8)
        let run = try inspectRun(["inspect"] + options + ["--yaml"])
        #expect(run.status == 0)
        #expect(run.stdout == shipped)
    }
}

@Suite("gridreport inspect --help")
struct InspectHelpTests {
    @Test("every example in inspect --help runs and exits 0")
    func examples() throws {
        let help = try inspectRun(["inspect", "--help"])
        #expect(help.status == 0)
        let examples = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  gridreport ") }
        #expect(examples.count == 3)
        for example in examples {
            // The examples use no quoting, so words are arguments.
            let words = example.split(separator: " ").map(String.init)
            let run = try inspectRun(Array(words.dropFirst()))
            #expect(run.status == 0, "\(example): \(run.stderr)")
            #expect(!run.stdout.isEmpty)
        }
    }
}
