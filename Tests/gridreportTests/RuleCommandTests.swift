import Foundation
import Testing

@Suite("gridreport --rule: status rules in the sheet and in every terminal view")
struct RuleCommandTests {
    private func spec(_ text: String) throws -> String {
        let path = try temporaryFolder().appendingPathComponent("rules.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static let productRules = [
        "--rule", "Price > 1000:critical", "--rule", "Availability == \"Out of stock\":negative", "--rule",
        "Price < 100:positive",
    ]

    @Test("export: one conditional format per rule on the column's data rows, with a table, in Fiori's colours")
    func export() throws {
        let out = try temporaryFolder().appendingPathComponent("rules.xlsx").path
        let result = try run(
            ["export", "Samples/products.csv", "-o", out, "--table", "--title", "Products"] + Self.productRules)
        #expect(result.status == 0)
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        let shown = rules.map {
            "\($0["range"]!) \($0["operator"]!) \(($0["formula"] as! [String]).joined()) \($0["color"]!)"
        }
        #expect(
            Set(shown) == [
                "F3:F11 greaterThan 1000 FFE76500", "E3:E11 equal \"Out of stock\" FFAA0808",
                "F3:F11 lessThan 100 FF256F3A",
            ])
    }

    @Test("sections: the ranges leave out section headers and totals rows")
    func sections() throws {
        let out = try temporaryFolder().appendingPathComponent("sections.xlsx").path
        let result = try run([
            "export", "Samples/penguins.csv", "-o", out, "--group-by", "island", "--totals", "--rule",
            "body_mass_g > 4000:positive",
        ])
        #expect(result.status == 0)
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        #expect(rules.map { $0["range"] as? String } == ["D3:D5 D8:D13 D16:D21"])
    }

    @Test("past 1,000 runs of rows on a sheet, a rule covers the first to the last data row, with one warning")
    func manySections() throws {
        let csv = "Group,Value\n" + (0..<1_100).map { "g\($0),\($0)\n" }.joined()
        let out = try temporaryFolder().appendingPathComponent("many.xlsx").path
        let result = try run(
            ["export", "-", "-o", out, "--group-by", "Group", "--totals", "--rule", "Value > 10:positive"], stdin: csv)
        #expect(result.status == 0)
        #expect(
            result.stderr.components(separatedBy: "\n").filter { $0.contains("warning") } == [
                "gridreport: warning: sheet Sheet1: more than 1,000 sections, so the status rules cover every row from the first to the last, totals rows too"
            ])
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        #expect(rules.map { $0["range"] as? String } == ["B3:B3300"])
    }

    @Test("a column named by its number, as --format names it")
    func columnNumber() throws {
        let out = try temporaryFolder().appendingPathComponent("number.xlsx").path
        let result = try run(["export", "Samples/products.csv", "-o", out, "--rule", "6 >= 2000:critical"])
        #expect(result.status == 0)
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        #expect(rules.map { $0["range"] as? String } == ["F2:F10"])
    }

    @Test("the spec's rules: strings as --rule writes them, after the flag's")
    func specRules() throws {
        let path = try spec("rules:\n  - 'Price < 100:positive'\n  - Price > 1000:critical\n")
        let out = try temporaryFolder().appendingPathComponent("spec.xlsx").path
        let result = try run([
            "export", "Samples/products.csv", "-o", out, "--spec", path, "--rule", "Price > 2000:negative",
        ])
        #expect(result.status == 0)
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        #expect(Set(rules.map { ($0["formula"] as! [String]).joined() }) == ["2000", "100", "1000"])
    }

    @Test("several inputs: a rule on a column one input lacks is left out of its sheet with a warning")
    func severalInputs() throws {
        let out = try temporaryFolder().appendingPathComponent("pack.xlsx").path
        let result = try run([
            "export", "Samples/stocks.csv", "Samples/products.csv", "-o", out, "--rule", "Price > 1000:critical",
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr.components(separatedBy: "\n").filter { $0.contains("warning") } == [
                "gridreport: warning: --rule 'Price > 1000:critical': no column 'Price' in Samples/stocks.csv; the rule is left out of its sheet"
            ])
        let book = try WorkbookReadBack(out)
        #expect((book.sheet(0)["rules"] as! [Any]).isEmpty)
        #expect((book.sheet(1)["rules"] as! [Any]).count == 1)
        let missing = try temporaryFolder().appendingPathComponent("none.xlsx").path
        let none = try run([
            "export", "Samples/stocks.csv", "Samples/products.csv", "-o", missing, "--rule", "Prize > 1000:critical",
        ])
        #expect(none.status == 64, "a column no input has is a mistake")
        #expect(
            none.stderr
                == "gridreport: --rule 'Prize > 1000:critical': no column 'Prize' (name a column by its header (Logo, Symbol, Open, High, Low, Close) or by its number 1–6)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test(
        "bad rules exit 64 with the column and the reason, on render, export and preview, nothing written",
        arguments: [
            (
                "Price < 100",
                "--rule 'Price < 100': no :STATUS after the value (write COLUMN OP VALUE:STATUS, e.g. Change < 0:negative or Status == \"On hold\":critical)"
            ),
            (
                "Price < 100:red",
                "--rule 'Price < 100:red': 'red' is not a status (give negative, critical, positive, neutral or information)"
            ),
            (
                "Cost < 100:negative",
                "--rule 'Cost < 100:negative': no column 'Cost' (name a column by its header (image, Product Name, Model, Category, Availability, Price) or by its number 1–6)"
            ),
            (
                "Availability < 3:negative",
                "--rule 'Availability < 3:negative': Availability is a text column, so < cannot compare it (give == or != and a text)"
            ),
            (
                "Price == cheap:negative",
                "--rule 'Price == cheap:negative': 'cheap' is not a number, and Price is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
        ])
    func badRules(rule: String, sentence: String) throws {
        let folder = try temporaryFolder()
        for command in [
            ["render"], ["export", "-o", folder.appendingPathComponent("x.xlsx").path],
            ["preview", "-o", folder.appendingPathComponent("x.html").path],
        ] {
            let result = try run(command + ["Samples/products.csv", "--rule", rule])
            #expect(result.status == 64, "\(command[0])")
            #expect(result.stderr == "gridreport: \(sentence)\n", "\(command[0])")
            #expect(result.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a spec's bad rule names its place; a rule that is not a string is refused as the spec's other keys are")
    func badSpec() throws {
        let path = try spec("rules:\n  - Price > 1000:critical\n  - Price < x:negative\n")
        let result = try run(["render", "Samples/products.csv", "--spec", path])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: \(path):3:5: rule 'Price < x:negative': 'x' is not a number, and Price is a number column (give a number such as -1.5 or 1e6, with a point for decimals)\n"
        )
        let syntax = try spec("rules:\n  - Price 1000:critical\n")
        let bad = try run(["render", "Samples/products.csv", "--spec", syntax])
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gridreport: \(syntax):2:5: rule 'Price 1000:critical': no operator after the column (<, <=, >, >=, == or !=) (write COLUMN OP VALUE:STATUS, e.g. Change < 0:negative or Status == \"On hold\":critical)\n"
        )
        let mappingSpec = try spec("rules:\n  - {Price: 3}\n")
        let mapping = try run(["render", "Samples/products.csv", "--spec", mappingSpec])
        #expect(mapping.status == 64)
        #expect(mapping.stderr == "gridreport: \(mappingSpec):2:5: rules: expected text, found a mapping\n")
        let single = try spec("rules: Price > 3:negative\n")
        let one = try run(["render", "Samples/products.csv", "--spec", single])
        #expect(one.status == 64)
        #expect(one.stderr == "gridreport: \(single):1:8: rules: expected a list, found a value\n")
    }

    @Test(
        "export refuses a text longer than Excel's formulas hold, or with a character XML cannot hold; markup is fine")
    func longText() throws {
        let out = try temporaryFolder().appendingPathComponent("long.xlsx").path
        let text = String(repeating: "x", count: 256)
        let result = try run(["export", "Samples/products.csv", "-o", out, "--rule", "Model == \(text):negative"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --rule 'Model == \(text.prefix(71))…': the text has 256 characters; Excel's conditional formats hold at most 255\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
        let control = try run(["export", "Samples/products.csv", "-o", out, "--rule", "Model == \"a\u{1}b\":negative"])
        #expect(control.status == 64)
        #expect(
            control.stderr
                == "gridreport: --rule 'Model == \"a␁b\":negative': the text holds U+0001, which a conditional format in the sheet cannot hold\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
        let markup = try run(["export", "Samples/products.csv", "-o", out, "--rule", "Model == \"a<b&c>\":negative"])
        #expect(markup.status == 0, "markup characters are escaped by the writer")
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        #expect(rules.first?["formula"] as? [String] == ["\"a<b&c>\""])
    }

    /// The lines of `render` in colour that carry a state's code, escapes shown as `␛`.
    private func coloured(_ arguments: [String]) throws -> [String] {
        let result = try run(["render", "--color", "always"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.components(separatedBy: "\n").filter { $0.contains("\u{1B}[38;5;") }
            .map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
    }

    @Test(
        "every terminal view colours the matching values, and only them: the table, its blocks (at 50), sections, compact, records, cards, scroll, a limit",
        arguments: [
            ["--width", "120"], ["--width", "50"], ["--mode", "compact", "--width", "80"],
            ["--mode", "records", "--width", "60"], ["--mode", "cards", "--width", "100"],
            ["--mode", "cards", "--scroll", "--width", "100"], ["--width", "120", "--group-by", "Category"],
            ["--width", "120", "--limit", "4"], ["--mode", "compact", "--group-by", "Category", "--width", "80"],
            ["--mode", "records", "--group-by", "Category", "--width", "80"],
            ["--mode", "cards", "--group-by", "Category", "--width", "80"],
        ])
    func views(arguments: [String]) throws {
        let lines = try coloured(["Samples/products.csv"] + Self.productRules + arguments)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("␛[38;5;166m"), "critical: 2,299.00")
        if !arguments.contains("--limit") {
            #expect(text.contains("␛[38;5;124m"), "negative: Out of Stock")
        }
        #expect(!text.contains("956.00␛"), "956.00 matches no rule")
        let plain = try run(["render", "Samples/products.csv"] + Self.productRules + arguments)
        #expect(!plain.stdout.contains("\u{1B}"), "no colour, no codes")
    }

    @Test("regular table in colour: the golden line of a matching row, and totals rows are not judged")
    func regularGolden() throws {
        let lines = try coloured(["Samples/products.csv", "--width", "120"] + Self.productRules)
        #expect(
            lines.contains(
                "│ ▣ keyboard │ Wireless Keyboard                   │ HT-1062 │ Keyboards            │ In Stock     │ ␛[38;5;23m   79.00␛[22;39m │"
            ))
        let totals = try run([
            "render", "--color", "always", "Samples/penguins.csv", "--group-by", "island", "--totals", "--width", "80",
            "--rule", "body_mass_g > 4000:positive",
        ])
        let totalLines = totals.stdout.components(separatedBy: "\n").filter { $0.contains("Total") }
        #expect(!totalLines.isEmpty && totalLines.allSatisfy { !$0.contains("38;5;") })
        #expect(totals.stdout.contains("␛[38;5;23m      4,500␛[22;39m".replacingOccurrences(of: "␛", with: "\u{1B}")))
    }

    @Test("a theme sets a state's colour, at the terminal's depth")
    func theme() throws {
        let theme = try temporaryFolder().appendingPathComponent("t.nss").path
        try "fdlFUIGridRowTextItem_statusCritical { font-color: #FF00FF; font-weight: bold; }\n".write(
            toFile: theme, atomically: true, encoding: .utf8)
        let result = try run(
            [
                "render", "--color", "always", "Samples/products.csv", "--theme", theme, "--rule",
                "Price > 1000:critical",
            ],
            environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\u{1B}[1;38;2;255;0;255m2,299.00\u{1B}[22;39m"))
    }

    @Test("preview: matching values in a span of the state's class, coloured by the page's style")
    func preview() throws {
        let result = try run(["preview", "Samples/products.csv"] + Self.productRules)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<span class=\"st-critical\">2,299.00</span>"))
        #expect(result.stdout.contains("<span class=\"st-negative\">Out of Stock</span>"))
        #expect(!result.stdout.contains("st-critical\">956.00"))
        #expect(result.stdout.contains(".gr .st-critical{color:#E76500}"))
        let plain = try run(["preview", "Samples/products.csv"])
        #expect(!plain.stdout.contains("st-critical"), "no rules, no status style")
    }
}
