import Foundation
import Testing

/// `--rule 'COLUMN:STATUS:CONDITION'`: a whole condition over the row, drawn by every output as a
/// rule on the cell is: the terminal views, the page, and the sheet (a live formula rule, or the
/// cells coloured as written when a formula cannot state it).
@Suite("gridreport --rule with a whole condition: every output")
struct RuleConditionCommandTests {
    /// Units in red where the order is from the West and above 10 units: A-101 and A-106.
    static let rule = ["--rule", "Units:negative:Units > 10 and Region == West"]
    static let file = "Samples/order-lines.csv"

    /// The lines of `render` in colour, escapes shown as `␛`.
    private func coloured(_ arguments: [String]) throws -> [String] {
        let result = try run(["render", "--color", "always", Self.file] + Self.rule + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
    }

    @Test("the regular table at 100: the Units of the rows where the condition holds, and only them")
    func regularGolden() throws {
        let lines = try coloured(["--width", "100", "--select", "Order,Region,Units,Cost"])
        #expect(
            lines == [
                "┌───────┬────────┬───────┬───────┐",
                "│ ␛[1mOrder␛[22m │ ␛[1mRegion␛[22m │ ␛[1mUnits␛[22m │ ␛[1m Cost␛[22m │",
                "├───────┼────────┼───────┼───────┤",
                "│ A-101 │ West   │ ␛[38;5;124m   12␛[22;39m │ 30.00 │",
                "│ A-102 │ East   │     3 │ 45.00 │",
                "│ A-103 │ West   │       │ 10.00 │",
                "│ A-104 │ North  │    40 │  0.00 │",
                "│ A-105 │ East   │     8 │ 70.00 │",
                "│ A-106 │ West   │ ␛[38;5;124m   25␛[22;39m │ 60.00 │",
                "└───────┴────────┴───────┴───────┘",
                "",
            ])
    }

    @Test(
        "every terminal view colours the rows where it holds: compact, records, cards, sections, blocks",
        arguments: [
            ["--mode", "compact", "--width", "80"], ["--mode", "records", "--width", "60"],
            ["--mode", "cards", "--width", "100"], ["--width", "100", "--group-by", "Region"],
            ["--width", "40"], ["--width", "100", "--sort", "Units:desc"], ["--width", "100", "--where", "Cost > 20"],
        ])
    func views(arguments: [String]) throws {
        let text = try coloured(arguments).joined(separator: "\n")
        // What is drawn in red: the Units of A-101 and A-106, and nothing else.
        let red = text.components(separatedBy: "␛[38;5;124m").dropFirst().map {
            String($0.prefix { $0 != "␛" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(Set(red) == ["12", "25"])
        let plain = try run(["render", Self.file] + Self.rule + arguments)
        #expect(!plain.stdout.contains("\u{1B}"), "no colour, no codes")
    }

    @Test("preview: the matching cells in a span of the state's class")
    func preview() throws {
        let result = try run(["preview", Self.file] + Self.rule)
        #expect(result.status == 0, "\(result.stderr)")
        let spans = result.stdout.components(separatedBy: "<span class=\"st-negative\">").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
        #expect(spans == ["12", "25"])
        #expect(result.stdout.contains(".gr .st-negative{color:#AA0808}"))
    }

    @Test("export: a formula rule on the column's data rows, each comparison guarded against a missing cell")
    func export() throws {
        let out = try temporaryFolder().appendingPathComponent("rules.xlsx").path
        let result = try run(["export", Self.file, "-o", out] + Self.rule + ["--rule", "Units > 30:positive"])
        #expect(result.status == 0, "\(result.stderr)")
        let rules = try WorkbookReadBack(out).sheet(0)["rules"] as! [[String: Any]]
        let shown = rules.map {
            "\($0["range"]!) \($0["type"]!) \(($0["formula"] as! [String]).joined()) \($0["color"]!)"
        }
        #expect(
            shown == [
                "C2:C7 expression AND(IF($C2=\"\",FALSE,$C2>10),IF($B2=\"\",FALSE,$B2=\"west\")) FFAA0808",
                "C2:C7 cellIs 30 FF256F3A",
            ])
    }

    /// Each data row's rule formula, moved to its row by openpyxl, computed by LibreOffice in a
    /// spare column after `edits`: TRUE or FALSE per row.
    private func recalculated(_ rule: String, edits: [String: String] = [:]) throws -> [String] {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("rules.xlsx").path
        let result = try run(["export", Self.file, "-o", path, "--rule", rule])
        #expect(result.status == 0, "\(result.stderr)")
        let edited = folder.appendingPathComponent("edited.xlsx").path
        let editsJSON = String(decoding: try JSONSerialization.data(withJSONObject: edits), as: UTF8.self)
        _ = try openpyxlJSON(
            """
            import json, sys, openpyxl
            from openpyxl.formula.translate import Translator
            book = openpyxl.load_workbook(sys.argv[1])
            sheet = book.active
            rules = [rule for cf in sheet.conditional_formatting for rule in cf.rules]
            formula = "=" + rules[0].formula[0]
            for row in range(2, sheet.max_row + 1):
                sheet.cell(row, 12).value = Translator(formula, origin="L2").translate_formula("L%d" % row)
            for cell, value in json.loads(sys.argv[3]).items():
                sheet[cell] = float(value) if value.replace(".", "").isdigit() else (value or None)
            book.save(sys.argv[2])
            print("[]")
            """, path, [edited, editsJSON])
        let csv = try AddColumnSheetTests.recalculatedCSV(edited, folder: folder)
        return csv.split(separator: "\n").dropFirst().map {
            String($0.split(separator: ",", omittingEmptySubsequences: false)[11])
        }
    }

    /// Per row of the sample, whether `--where` keeps it: what the rule's formula must compute.
    private func kept(_ condition: String) throws -> [String] {
        let result = try run(["render", Self.file, "--where", condition, "--select", "Order", "--border", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        let orders = Set(result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        return (1...6).map { orders.contains("A-10\($0)") ? "TRUE" : "FALSE" }
    }

    @Test(
        "LibreOffice computes the formula as --where keeps the rows, missing cells and an edit included",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"),
        arguments: [
            "Units > 10 and Region == West", "Units / Cost != 0.4", "Units / Cost > 0.1",
            "not (Units >= 12) or [Order Date] >= 2024-06-07", "ROUND(Units * [Unit Price], 0) == 54",
            "Region != east and Units - 8 <= 4", "Region ~ es or Order == a-104",
        ])
    func recalculation(condition: String) throws {
        #expect(try recalculated("Order:critical:" + condition) == (try kept(condition)))
    }

    @Test(
        "after an edit the formula follows the cells",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func edited() throws {
        #expect(try recalculated(Self.rule[1]) == ["TRUE", "FALSE", "FALSE", "FALSE", "FALSE", "TRUE"])
        // A-103 (West, no Units) given 11 units, A-106 moved East: the colour follows.
        #expect(
            try recalculated(Self.rule[1], edits: ["C4": "11", "B7": "East"]) == [
                "TRUE", "FALSE", "TRUE", "FALSE", "FALSE", "FALSE",
            ])
    }

    @Test("a condition a formula cannot state (&) colours the matching cells as written, with no conditional format")
    func staticFills() throws {
        let out = try temporaryFolder().appendingPathComponent("static.xlsx").path
        let result = try run([
            "export", Self.file, "-o", out, "--rule", "Order:critical:Region & \"/\" & Order ~ \"west/a-10\"",
            "--rule", "Order == A-102:positive",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let read =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                sheet = openpyxl.load_workbook(sys.argv[1]).active
                colours = [getattr(sheet.cell(row, 1).font.color, "rgb", None) for row in range(2, 8)]
                colours = [colour if isinstance(colour, str) else None for colour in colours]
                print(json.dumps({"rules": len(sheet.conditional_formatting), "colours": colours}))
                """, out) as? [String: Any]
        #expect(read?["rules"] as? Int == 0)
        let colours = (read?["colours"] as? [Any])?.map { $0 as? String ?? "none" }
        #expect(colours == ["FFE76500", "FF256F3A", "FFE76500", "none", "none", "FFE76500"])
    }

    @Test("handoff --to swiftui: a whole condition is tested on the row, from the same tree the report marks rows with")
    func handoff() throws {
        let result = try run(["handoff", Self.file, "--to", "swiftui", "--name", "Lines"] + Self.rule)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("static func color2(") })
        #expect(
            Array(lines[start..<start + 6]) == [
                "    static func color2(_ row: LinesRow) -> Color? {",
                "        guard row.units != nil else { return nil }",
                "        if (row.units.map { $0 > 10.0 } ?? false) && (row.region.lowercased() == \"west\") {",
                "            return Color.preferredColor(.negativeLabel)",
                "        }",
                "        return nil",
            ])
        #expect(result.stdout.contains("let item2 = DataTextItem(text2, digits, color2(row), .footnote)"))
    }

    @Test(
        "handoff --to swiftui: a condition the app cannot test as the report does is refused with the reason (exit 64)")
    func handoffRefused() throws {
        let result = try run(
            ["handoff", Self.file, "--to", "swiftui", "--rule", "Units:negative:Units * [Unit Price] > 50"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --rule 'Units:negative:Units * [Unit Price] > 50': the app's Swift cannot test this condition as the report does: it computes with a value that may be missing inside a function or a condition (leave the rule to render, export and preview, or give COLUMN OP VALUE:STATUS)\n"
        )
    }

    @Test(
        "a condition may read a column the choice leaves out: render and the page colour as before",
        arguments: [["--select", "Order,Units"], ["--drop", "Region"]])
    func hiddenOperand(choice: [String]) throws {
        let text = try coloured(["--width", "100"] + choice).joined(separator: "\n")
        #expect(!text.contains("West"), "Region is not shown")
        let red = text.components(separatedBy: "␛[38;5;124m").dropFirst().map {
            String($0.prefix { $0 != "␛" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(red == ["12", "25"])
        let page = try run(["preview", Self.file] + Self.rule + choice)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.components(separatedBy: "<span class=\"st-negative\">").count == 3)
    }

    @Test("handoff --to swiftui: a condition over a column the choice leaves out is refused naming it (exit 64)")
    func handoffHiddenOperandRefused() throws {
        let result = try run(["handoff", Self.file, "--to", "swiftui", "--select", "Order,Units"] + Self.rule)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --rule 'Units:negative:Units > 10 and Region == West': the app's Swift cannot test this condition as the report does: it reads \"Region\", a column the app's row type does not have (leave the rule to render, export and preview, or give COLUMN OP VALUE:STATUS)\n"
        )
    }

    @Test("export: the column a condition reads and the choice leaves out is written hidden, the formula live on it")
    func hiddenOperandSheet() throws {
        let out = try temporaryFolder().appendingPathComponent("hidden.xlsx").path
        let result = try run(["export", Self.file, "-o", out, "--select", "Order,Units"] + Self.rule)
        #expect(result.status == 0, "\(result.stderr)")
        let read =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                sheet = openpyxl.load_workbook(sys.argv[1]).active
                rules = [(str(cf.sqref), rule.formula) for cf in sheet.conditional_formatting for rule in cf.rules]
                print(json.dumps({
                    "header": [cell.value for cell in sheet[1]],
                    "hidden": [key for key, dimension in sheet.column_dimensions.items() if dimension.hidden],
                    "rules": [ref + " " + "".join(formula) for ref, formula in rules]}))
                """, out) as? [String: Any]
        #expect(read?["header"] as? [String] == ["Order", "Units", "Region"])
        #expect(read?["hidden"] as? [String] == ["C"])
        #expect(
            read?["rules"] as? [String] == ["B2:B7 AND(IF($B2=\"\",FALSE,$B2>10),IF($C2=\"\",FALSE,$C2=\"west\"))"])
    }
}
