import Foundation
import Testing

/// `--add NAME = EXPRESSION` through the built command: columns computed per row, typed and
/// formatted from their operands, used by --where, --sort, --group-by and totals.
@Suite("gridreport --add: computed columns")
struct AddColumnCommandTests {
    @Test(
        "added columns at --width 80: a product, a ratio, days between dates, a date, true/false; a missing operand and a division by zero are empty cells"
    )
    func golden() throws {
        let result = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--select", "Order,Units,Unit Price,Cost,Total",
            "--add", "Total = Units * [Unit Price]", "--add", "Margin = (Total - Cost) / Cost",
            "--add", "Days = [Ship Date] - [Order Date]", "--add", "Due = [Order Date] + 14", "--add",
            "Late = Days > 7",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                ┌───────┬───────┬───────┬───────┬───────┬────────┬──────┬────────────┬───────┐
                │       │       │  Unit │       │       │        │      │            │       │
                │ Order │ Units │ Price │  Cost │ Total │ Margin │ Days │ Due        │ Late  │
                ├───────┼───────┼───────┼───────┼───────┼────────┼──────┼────────────┼───────┤
                │ A-101 │    12 │  4.50 │ 30.00 │ 54.00 │ 0.8000 │    3 │ 2024-06-15 │ FALSE │
                │ A-102 │     3 │ 19.99 │ 45.00 │ 59.97 │ 0.3327 │   10 │ 2024-06-16 │ TRUE  │
                │ A-103 │       │  7.25 │ 10.00 │       │        │      │ 2024-06-17 │ FALSE │
                │ A-104 │    40 │  1.10 │  0.00 │ 44.00 │        │    2 │ 2024-06-19 │ FALSE │
                │ A-105 │     8 │ 12.00 │ 70.00 │ 96.00 │ 0.3714 │   13 │ 2024-06-21 │ TRUE  │
                │ A-106 │    25 │  3.40 │ 60.00 │ 85.00 │ 0.4167 │    2 │ 2024-06-23 │ FALSE │
                └───────┴───────┴───────┴───────┴───────┴────────┴──────┴────────────┴───────┘

                """)
    }

    @Test("--where, --sort, --group-by and --totals on an added column")
    func shaped() throws {
        let result = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--select", "Order,Region,Total",
            "--add", "Total = Units * [Unit Price]", "--where", "Total > 40 and Region != North",
            "--sort", "Total:desc", "--group-by", "Region", "--totals",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ┌───────┬────────┬────────┐
                │ Order │ Region │  Total │
                ├───────┴────────┴────────┤
                │ Region: West (2)        │
                ├───────┬────────┬────────┤
                │ A-106 │ West   │  85.00 │
                │ A-101 │ West   │  54.00 │
                ├───────┼────────┼────────┤
                │ Total West     │ 139.00 │
                ├───────┴────────┴────────┤
                │ Region: East (2)        │
                ├───────┬────────┬────────┤
                │ A-105 │ East   │  96.00 │
                │ A-102 │ East   │  59.97 │
                ├───────┼────────┼────────┤
                │ Total East     │ 155.97 │
                ╞═══════╪════════╪════════╡
                │ Grand total    │ 294.97 │
                └───────┴────────┴────────┘

                """)
    }

    @Test("--format NAME=… overrides the format the operands give")
    func formatOverride() throws {
        let result = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--select", "Order,Total",
            "--add", "Total = Units * [Unit Price]", "--format", "Total=currency",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ┌───────┬────────┐
                │ Order │  Total │
                ├───────┼────────┤
                │ A-101 │ $54.00 │
                │ A-102 │ $59.97 │
                │ A-103 │        │
                │ A-104 │ $44.00 │
                │ A-105 │ $96.00 │
                │ A-106 │ $85.00 │
                └───────┴────────┘

                """)
    }

    @Test("a value past fixed notation (-1E+308 + 1) shows in scientific notation, as its operand does, not ###")
    func extremeValues() throws {
        let result = try run(
            ["render", "-", "--width", "80", "--add", "Sum = A + 1", "--add", "Third = B / 3"],
            stdin: "A,B\n-1e308,2\n3,4\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                ┌─────────┬───┬─────────┬───────┐
                │       A │ B │     Sum │ Third │
                ├─────────┼───┼─────────┼───────┤
                │ -1E+308 │ 2 │ -1E+308 │  0.67 │
                │       3 │ 4 │       4 │  1.33 │
                └─────────┴───┴─────────┴───────┘

                """)
    }

    @Test("--select places an added column; one it does not name follows the chosen ones; --drop leaves one out")
    func placed() throws {
        let selected = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--select", "Order,Total,Region", "--limit", "2",
            "--add", "Total = Units * [Unit Price]", "--add", "Tag = UPPER(Region) & \"-\" & Order",
        ])
        #expect(selected.status == 0)
        #expect(
            selected.stdout == """
                                           See All (6) ›
                ┌───────┬───────┬────────┬─────────────┐
                │ Order │ Total │ Region │ Tag         │
                ├───────┼───────┼────────┼─────────────┤
                │ A-101 │ 54.00 │ West   │ WEST-A-101  │
                │ A-102 │ 59.97 │ East   │ EAST-A-102  │
                └───────┴───────┴────────┴─────────────┘

                """)
        let dropped = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--limit", "1",
            "--drop", "Region,Units,Unit Price,Cost,Order Date,Ship Date,Profit and Loss,Tag",
            "--add", "Total = Units * [Unit Price]", "--add", "Tag = UPPER(Region)",
        ])
        #expect(dropped.status == 0)
        #expect(dropped.stdout.contains("│ Order │ Total │"))
        #expect(!dropped.stdout.contains("Tag"))
    }

    @Test("the spec key add, as --add")
    func specKey() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("add.yaml")
        try "add: [\"Total = Units * [Unit Price]\"]\nselect: Order,Total\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let result = try run([
            "render", "Samples/order-lines.csv", "--spec", spec.path, "--width", "80", "--limit", "1",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("│ A-101 │ 54.00 │"))
    }

    @Test("a bare title holding and or or (Profit and Loss) is read whole where it matches a column")
    func titleWithAnd() throws {
        let result = try run([
            "render", "Samples/order-lines.csv", "--width", "80", "--select", "Order,Region",
            "--where", "Profit and Loss > 25 or Region == North", "--add", "Double = Profit and Loss * 2",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ┌───────┬────────┬────────┐
                │ Order │ Region │ Double │
                ├───────┼────────┼────────┤
                │ A-104 │ North  │  88.00 │
                │ A-105 │ East   │  52.00 │
                └───────┴────────┴────────┘

                """)
    }

    @Test("every subcommand that draws a report takes --add")
    func everySubcommand() throws {
        let folder = try temporaryFolder()
        let add = ["--add", "Total = Units * [Unit Price]"]
        let inspect = try run(["inspect", "Samples/order-lines.csv"] + add)
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains("│ 9 │ Total           │ number │ #,##0.00 en_US │      54.00 │"))
        let view = try run(["view", "Samples/order-lines.csv", "--width", "80"] + add, stdin: "")
        #expect(view.stdout.contains("Total"))
        for (command, file, more) in [
            ("export", "out.xlsx", []), ("preview", "out.html", []), ("handoff", "Out.swift", ["--to", "swiftui"]),
        ] {
            let out = folder.appendingPathComponent(file).path
            let result = try run([command, "Samples/order-lines.csv", "-o", out] + more + add)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: out), "\(command)")
        }
    }

    @Test(
        "each mistake in a definition is one sentence and exit 64",
        arguments: [
            (
                ["Total = Units * [Unit Prise]"],
                "gridreport: --add 'Total = Units * [Unit Prise]': no column \"Unit Prise\"; did you mean \"Unit Price\"? (name a column by its title or by its number 1–9)\n"
            ),
            (
                ["Total = Region * Units"],
                "gridreport: --add 'Total = Region * Units': \"Region\" is text, so it cannot be multiplied by \"Units\"\n"
            ),
            (
                ["Units = 1"],
                "gridreport: --add 'Units = 1': there is a column \"Units\" already (give the added column a name of its own)\n"
            ),
            (
                ["A = 1", "a = 2"],
                "gridreport: --add 'a = 2': there is a column \"a\" already (give the added column a name of its own)\n"
            ),
            (
                ["Margin = (Total - Cost / Total"],
                "gridreport: --add 'Margin = (Total - Cost / Total': no \")\" for the \"(\" at 10 (close each ( with a ))\n"
            ),
            (
                ["Total"],
                "gridreport: --add 'Total': no name and \"=\" before the expression (write NAME = EXPRESSION, e.g. Total = Units * [Unit Price])\n"
            ),
            (
                ["Total = Total + 1"],
                "gridreport: --add 'Total = Total + 1': \"Total\" cannot be computed from itself (compute it from other columns)\n"
            ),
            (
                ["A = B + 1", "B = 2"],
                "gridreport: --add 'A = B + 1': \"A\" uses \"B\", which is added after it (add B first)\n"
            ),
            (
                ["Total = TOTAL(Units)"],
                "gridreport: --add 'Total = TOTAL(Units)': no function \"TOTAL\" (the functions are ABS, DAY, IF, LEN, LOWER, MAX, MIN, MONTH, ROUND, UPPER, YEAR)\n"
            ),
            (
                ["Total = ROUND(Units)"],
                "gridreport: --add 'Total = ROUND(Units)': ROUND takes 2 values, not 1 (write ROUND(number, digits))\n"
            ),
        ])
    func refused(definitions: [String], stderr: String) throws {
        let result = try run(["render", "Samples/order-lines.csv"] + definitions.flatMap { ["--add", $0] })
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
    }
}
