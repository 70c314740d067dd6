import Foundation
import Testing

@Suite("gridreport sections and totals, end to end")
struct SectionCommandTests {
    @Test("--group-by and --totals from the command line, file or standard input alike")
    func grouped() throws {
        let file = try run(["render", "Samples/penguins.csv", "--group-by", "island", "--totals", "--width", "72"])
        #expect(file.status == 0)
        #expect(file.stdout.contains("│ island: Torgersen (3)"))
        #expect(file.stdout.contains("│ Grand total           │          592.2 │      56,050 │        │"))
        let csv = try String(contentsOf: repositoryRoot.appendingPathComponent("Samples/penguins.csv"), encoding: .utf8)
        let piped = try run(["render", "-", "--group-by", "island", "--totals", "--width", "72"], stdin: csv)
        #expect(piped.stdout == file.stdout)
    }

    @Test("--group-by a column --select leaves out: sections by its value, the column kept hidden, in every output")
    func hiddenGroupColumn() throws {
        let arguments = ["Samples/order-lines.csv", "--select", "Order,Units,Cost", "--group-by", "Region", "--totals"]
        let result = try run(["render"] + arguments + ["--width", "60"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.components(separatedBy: "\n").prefix(11) == [
                "┌───────┬───────┬────────┐",
                "│ Order │ Units │   Cost │",
                "├───────┴───────┴────────┤",
                "│ Region: West (3)       │",
                "├───────┬───────┬────────┤",
                "│ A-101 │    12 │  30.00 │",
                "│ A-103 │       │  10.00 │",
                "│ A-106 │    25 │  60.00 │",
                "├───────┼───────┼────────┤",
                "│ West  │    37 │ 100.00 │",
                "├───────┴───────┴────────┤",
            ])
        let out = try temporaryFolder().appendingPathComponent("sections.xlsx").path
        let export = try run(["export"] + arguments + ["-o", out])
        #expect(export.status == 0, "\(export.stderr)")
        let rows =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                sheet = openpyxl.load_workbook(sys.argv[1]).active
                print(json.dumps([str(row[0]) for row in sheet.iter_rows(values_only=True)]))
                """, out) as? [String]
        #expect(rows?.prefix(6) == ["Order", "Region: West (3)", "A-101", "A-103", "A-106", "Total West"])
        let page = try run(["preview"] + arguments)
        #expect(page.stdout.contains("Region: North"))
        // A number counts the shown columns, as a filter's does.
        let number = try run(["render", "Samples/order-lines.csv", "--select", "Order,Units", "--group-by", "3"])
        #expect(number.status == 64)
        #expect(
            number.stderr
                == "gridreport: --group-by: no column \"3\" (the columns are \"Order\", \"Units\", or a number from 1 to 2)\n"
        )
    }

    @Test("an unknown group-by or total column exits 64 naming the columns that exist")
    func unknownColumn() throws {
        let result = try run(["render", "Samples/penguins.csv", "--group-by", "isle"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --group-by: no column \"isle\" (the columns are \"species\", \"island\", \"bill_length_mm\", \"body_mass_g\", \"sex\", or a number from 1 to 5)\n"
        )
        let total = try run(["render", "Samples/penguins.csv", "--total", "mass=sum"])
        #expect(total.status == 64)
        #expect(total.stderr.hasPrefix("gridreport: --total: no column \"mass\""))
    }

    @Test("a sum of a text column exits 64; a bad kind too")
    func textColumn() throws {
        let result = try run(["render", "Samples/penguins.csv", "--total", "sex=sum"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --total: column \"sex\" holds text, which have no sum (count is the total such a column can have)\n"
        )
        let kind = try run(["render", "Samples/penguins.csv", "--total", "sex=median"])
        #expect(kind.status == 64)
    }

    @Test("more groups than --max-groups exits 65 at the record, saying how to raise it")
    func tooManyGroups() throws {
        let result = try run(["render", "Samples/penguins.csv", "--group-by", "bill_length_mm", "--max-groups", "3"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: Samples/penguins.csv:5:1: more than 3 distinct groups, the limit (group by fewer columns, or raise the limit with --max-groups N)\n"
        )
    }

    @Test("records and cards show sections; --limit and --scroll, which show a subset, exit 64")
    func views() throws {
        for mode in ["records", "cards", "compact"] {
            let result = try run([
                "render", "Samples/penguins.csv", "--group-by", "island", "--totals", "--mode", mode, "--width", "80",
            ])
            #expect(result.status == 0)
            #expect(result.stdout.contains("island: Torgersen (3)\n"))
            #expect(result.stdout.hasSuffix("Grand total: bill_length_mm 592.2 · body_mass_g 56,050\n"))
        }
        let limit = try run(["render", "Samples/penguins.csv", "--group-by", "island", "--limit", "3"])
        #expect(limit.status == 64)
        #expect(
            limit.stderr.hasPrefix(
                "gridreport: --limit: shows a subset of the rows, and sections (--group-by, --totals) show them all (leave it out"
            ))
        let scroll = try run(["render", "Samples/penguins.csv", "--totals", "--mode", "cards", "--scroll"])
        #expect(scroll.status == 64)
        #expect(scroll.stderr.hasPrefix("gridreport: --scroll: shows a subset of the rows"))
        let export = try run([
            "export", "Samples/penguins.csv", "-o", NSTemporaryDirectory() + "never.xlsx", "--totals", "--limit", "2",
        ])
        #expect(export.status == 64)
        #expect(export.stderr.hasPrefix("gridreport: --limit: shows a subset of the rows"))
    }

    @Test("--page-rows repeats the column header in sections; a bad value exits 64")
    func pageRows() throws {
        let result = try run([
            "render", "Samples/penguins.csv", "--group-by", "island", "--page-rows", "5", "--width", "72",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "│ species ").count == 5)
        #expect(result.stdout.contains("│ island: Biscoe (6) (continued)"))
        let bad = try run(["render", "Samples/penguins.csv", "--group-by", "island", "--page-rows", "0"])
        #expect(bad.status == 64)
    }

    @Test("a date group-by column's section titles follow --date-style, as its cells do")
    func dateTitles() throws {
        let result = try run([
            "render", "Samples/penguins-dated.csv", "--group-by", "Date Egg", "--date-style", "long", "--collapsed",
            "--width", "100",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("│ Date Egg: November 11, 2007 (2)"))
        // Too wide for 100 cells: blocks of columns, each a sectioned table, nothing shown as ###.
        let blocks = try run([
            "render", "Samples/penguins-dated.csv", "--group-by", "Date Egg", "--date-style", "long", "--totals",
            "--width", "100",
        ])
        #expect(blocks.status == 0)
        #expect(blocks.stderr == "")
        #expect(blocks.stdout.hasPrefix("columns 1–8 of 11\n"))
        #expect(blocks.stdout.contains("\ncolumns 9–11 of 11\n"))
        #expect(!blocks.stdout.contains("###"))
        #expect(blocks.stdout.components(separatedBy: "Date Egg: November 11, 2007 (2)").count == 3)
        let written = try run(["render", "Samples/penguins-dated.csv", "--group-by", "Date Egg", "--collapsed"])
        #expect(written.stdout.contains("Date Egg: 2007-11-11 (2)"))
    }
}
