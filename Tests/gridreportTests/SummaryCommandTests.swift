import Foundation
import Testing

/// `--summary` through the built command: a report of its own, shaped around (`--where` before,
/// `--sort`, `--limit` and `--select` after), from flags or a spec alike, and every mistake one
/// sentence with exit 64.
@Suite("gridreport --summary: options, shaping and errors")
struct SummaryCommandTests {
    /// 12 flights, missing values in every column but Distance (an empty Carrier, an empty
    /// Origin, an empty Date, Delay empty and NA).
    static let flights = "Tests/GridReportTests/Golden/data/flights-small.csv"

    @Test("--where filters the rows summarized; --sort and --limit order and cut the summary")
    func shapedAround() throws {
        let result = try run([
            "render", Self.flights, "--summary", "--group-by", "Carrier", "--total", "Delay=avg", "--where",
            "Distance > 700", "--sort", "Count:desc", "--limit", "2", "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                                            See All (4) ›
                ┌─────────┬───────┬───────┬─────────────┐
                │ Carrier │ Count │     % │ Delay (avg) │
                ├─────────┼───────┼───────┼─────────────┤
                │ AA      │     4 │ 40.0% │      1.3333 │
                │ UA      │     3 │ 30.0% │     32.1250 │
                └─────────┴───────┴───────┴─────────────┘

                """)
    }

    @Test("--select chooses the summary's columns; a sort key it leaves out still orders the rows")
    func selected() throws {
        let result = try run([
            "render", Self.flights, "--summary", "--group-by", "Carrier", "--total", "Delay=avg", "--select",
            "Carrier,Delay (avg)", "--sort", "Delay (avg):desc", "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌─────────┬─────────────┐
                │ Carrier │ Delay (avg) │
                ├─────────┼─────────────┤
                │ UA      │     32.1250 │
                │ DL      │      9.1875 │
                │         │      5.0000 │
                │ AA      │      1.3333 │
                └─────────┴─────────────┘

                """)
        let hidden = try run([
            "render", Self.flights, "--summary", "--group-by", "Carrier", "--select", "Carrier", "--sort",
            "Count:desc,Carrier:desc", "--width", "80",
        ])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(
            hidden.stdout.components(separatedBy: "\n").dropFirst(3).prefix(4).map {
                $0.trimmingCharacters(in: .whitespaces)
            } == [
                "│ DL      │", "│ AA      │", "│ UA      │", "│         │",
            ])
    }

    @Test("a spec's groupBy, totals, sortGroups, summary and pivot are the flags'")
    func spec() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("s.yaml")
        try "groupBy: Carrier\ntotals:\n  Delay: median\nsummary: true\nsortGroups: true\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let fromSpec = try run(["render", Self.flights, "--spec", spec.path, "--width", "80"])
        let fromFlags = try run([
            "render", Self.flights, "--summary", "--group-by", "Carrier", "--total", "Delay=median", "--sort-groups",
            "--width", "80",
        ])
        #expect(fromSpec.status == 0, "\(fromSpec.stderr)")
        #expect(fromSpec.stdout == fromFlags.stdout)
        #expect(fromSpec.stdout.contains("│ AA      │     4 │ 33.3% │         0.0000 │"))
        let pivot = folder.appendingPathComponent("p.yaml")
        try "groupBy: Carrier\nsummary: true\npivot: Origin\n".write(to: pivot, atomically: true, encoding: .utf8)
        let pivotSpec = try run(["render", Self.flights, "--spec", pivot.path, "--width", "80"])
        let pivotFlags = try run([
            "render", Self.flights, "--summary", "--group-by", "Carrier", "--pivot", "Origin", "--width", "80",
        ])
        #expect(pivotSpec.status == 0, "\(pivotSpec.stderr)")
        #expect(pivotSpec.stdout == pivotFlags.stdout)
    }

    @Test("every subcommand takes --summary; view and handoff take the section options for a summary only")
    func everySubcommand() throws {
        let folder = try temporaryFolder()
        let summary = ["--summary", "--group-by", "Carrier"]
        for arguments in [
            ["render", Self.flights], ["view", Self.flights],
            ["export", Self.flights, "-o", folder.appendingPathComponent("s.xlsx").path],
            ["preview", Self.flights, "-o", folder.appendingPathComponent("s.html").path],
            ["handoff", Self.flights, "--to", "uikit"], ["inspect", Self.flights],
        ] {
            let result = try run(arguments + summary)
            #expect(result.status == 0, "\(arguments[0]): \(result.stderr)")
        }
        for subcommand in ["view", "handoff"] {
            let extra = subcommand == "handoff" ? ["--to", "uikit"] : []
            let result = try run([subcommand, Self.flights, "--group-by", "Carrier"] + extra)
            #expect(result.status == 64)
            let drawer = subcommand == "view" ? "the viewer" : "a handoff"
            #expect(
                result.stderr
                    == "gridreport: --group-by: \(drawer) shows no sections, so here it applies to a summary only (add --summary)\n"
            )
        }
    }

    /// The errors, each exit 64 and one sentence.
    static let mistakes: [(arguments: [String], stderr: String)] = [
        (
            ["--group-by", "Carrier", "--total", "Delay=mode"],
            "--total: unknown aggregate \"mode\" (aggregates: sum, avg, min, max, count, distinct, median, pN (N from 1 to 99))"
        ),
        (
            ["--group-by", "Carrier", "--total", "Carrier=avg"],
            "--total: column \"Carrier\" holds text, which have no avg (count and distinct take any column)"
        ),
        (
            ["--group-by", "Carrier", "--total", "Date=median"],
            "--total: column \"Date\" holds dates, which have no median (count, distinct, min and max take dates and times)"
        ),
        (
            ["--group-by", "Carrier", "--total", "Delay=p100"],
            "--total: p100 is not a percentile from p1 to p99 (median is p50)"
        ),
        (
            ["--group-by", "Carrier", "--total", "Delay=p0"],
            "--total: p0 is not a percentile from p1 to p99 (median is p50)"
        ),
        (
            ["--group-by", "Carrier", "--pivot", "Carrier"],
            "--pivot: \"Carrier\" is a group-by column, whose values are rows already (pivot a column that is not grouped by)"
        ),
        (
            ["--group-by", "Carrier", "--pivot", "Orign"],
            "--pivot: no column \"Orign\"; did you mean \"Origin\"? (name a column by its title or by its number 1–5)"
        ),
        (
            ["--pivot", "Origin"],
            "--pivot: a pivot spreads the groups' rows into columns, and no group-by column is given (add --group-by COLUMN)"
        ),
        (
            ["--group-by", "Carrier", "--pivot", "Origin", "--total", "Delay=avg", "--total", "Delay=max"],
            "--pivot: a pivot's cells show one aggregate, and 2 are asked (give one --total COLUMN=AGG, or none for counts)"
        ),
        (
            ["--group-by", "Carrier", "--collapsed"],
            "--collapsed: is for sections, and a summary has none (leave it out, or ask for sections instead of a summary)"
        ),
        (
            ["--group-by", "Carrier", "--max-groups", "5"],
            "--max-groups: is for sections, and a summary has none (leave it out, or ask for sections instead of a summary)"
        ),
        (
            ["--group-by", "Carrier", "--max-group-index", "5"],
            "--max-group-index: is for sections, and a summary has none (leave it out, or ask for sections instead of a summary)"
        ),
        (
            ["--group-by", "Carrier", "--sort", "Cuont:desc"],
            "--sort: no column \"Cuont\"; did you mean \"Count\"? (name a column by its title or by its number 1–3)"
        ),
        (
            ["--group-by", "Carrier", "--total", "Delay=avg", "--sort", "Delay"],
            "--sort: no column \"Delay\"; did you mean \"Delay (avg)\"? (name a column by its title or by its number 1–4)"
        ),
    ]

    @Test("each mistake in a summary is exit 64 and one sentence", arguments: mistakes.indices)
    func mistake(index: Int) throws {
        let (arguments, stderr) = Self.mistakes[index]
        let result = try run(["render", Self.flights, "--summary"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == "gridreport: \(stderr)\n")
    }

    @Test("a summary's aggregate without --summary, a pivot without it, a spec's collapsed with it")
    func withoutSummary() throws {
        let median = try run(["render", Self.flights, "--group-by", "Carrier", "--total", "Delay=median"])
        #expect(median.status == 64)
        #expect(
            median.stderr
                == "gridreport: --total: a section's totals are sum, avg, min, max and count, not median (add --summary for one row per group with it)\n"
        )
        let pivot = try run(["render", Self.flights, "--group-by", "Carrier", "--pivot", "Origin"])
        #expect(pivot.status == 64)
        #expect(
            pivot.stderr
                == "gridreport: --pivot: spreads a summary's groups into columns, and no summary is asked (add --summary)\n"
        )
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("c.yaml")
        try "groupBy: Carrier\ncollapsed: true\n".write(to: spec, atomically: true, encoding: .utf8)
        let collapsed = try run(["render", Self.flights, "--spec", spec.path, "--summary"])
        #expect(collapsed.status == 64)
        #expect(
            collapsed.stderr
                == "gridreport: collapsed: is for sections, and a summary has none (leave it out, or ask for sections instead of a summary)\n"
        )
    }

    @Test("export --filter-in-sheet is refused with a summary, whose rows --where filters before")
    func filterInSheet() throws {
        let output = try temporaryFolder().appendingPathComponent("f.xlsx").path
        let result = try run([
            "export", Self.flights, "--summary", "--group-by", "Carrier", "--where", "Distance > 700",
            "--filter-in-sheet", "-o", output,
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --filter-in-sheet: cannot be given with --summary: --where filters the rows before they are summarized (leave out --filter-in-sheet)\n"
        )
    }

    @Test("more than 256 pivot values is exit 64 saying how many there are")
    func tooManyPivotValues() throws {
        let folder = try temporaryFolder()
        let csv = folder.appendingPathComponent("wide.csv")
        let rows = (0..<300).map { String(format: "%04dx,%d", $0, $0 % 3) }
        try (["Id,Group"] + rows).joined(separator: "\n").appending("\n").write(
            to: csv, atomically: true, encoding: .utf8)
        let result = try run(["render", csv.path, "--summary", "--group-by", "Group", "--pivot", "Id"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --pivot: \"Id\" has 300 different values, more columns than the 256 a pivot takes (pivot a column with fewer values)\n"
        )
        let fits = try run([
            "render", csv.path, "--summary", "--group-by", "Group", "--pivot", "Id", "--where", "Group == 0",
        ])
        #expect(fits.status == 0, "\(fits.stderr)")
    }

    @Test("inspect says the summary's plan in a line and names each aggregate in --json; --yaml is refused")
    func inspect() throws {
        let arguments = [
            "inspect", Self.flights, "--summary", "--group-by", "Carrier", "--total", "Delay=avg", "--total",
            "Delay=p90",
        ]
        let text = try run(arguments + ["--width", "80"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("\(Self.flights) (UTF-8): 5 columns, 4 rows;"))
        #expect(
            text.stdout.hasSuffix(
                "summary: one row per group of Carrier (in order of first appearance): Count, %,\nDelay (avg), Delay (p90)\n"
            ))
        let json = try run(arguments + ["--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(plan["summary"] as? [String: Any])
        #expect(summary["form"] as? String == "groups")
        #expect(summary["groupBy"] as? [String] == ["Carrier"])
        #expect(summary["pivot"] is NSNull)
        #expect(summary["sortGroups"] as? Bool == false)
        let aggregates = try #require(summary["aggregates"] as? [[String: Any]])
        #expect(aggregates.map { $0["aggregate"] as? String } == ["count", "share", "avg", "p90"])
        #expect(aggregates.map { $0["column"] as? String } == [nil, nil, "Delay", "Delay"])
        #expect(aggregates.map { $0["title"] as? String } == ["Count", "%", "Delay (avg)", "Delay (p90)"])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        #expect(columns.map { $0["column"] as? String } == ["Carrier", "Count", "%", "Delay (avg)", "Delay (p90)"])
        let pivot = try run([
            "inspect", Self.flights, "--summary", "--group-by", "Carrier", "--pivot", "Origin", "--total", "Delay=max",
            "--width", "80",
        ])
        #expect(
            pivot.stdout.hasSuffix(
                "summary: a pivot of Origin (its values as columns, in order of first appearance)\nby Carrier, each cell Delay max, with a total column and row\n"
            ))
        let yaml = try run(arguments + ["--yaml"])
        #expect(yaml.status == 64)
        #expect(
            yaml.stderr
                == "gridreport: --yaml: writes a spec for a file's columns, and a summary's columns are its own (leave out --yaml to see the summary's plan, or give --json)\n"
        )
    }

    @Test("the handoff's row type has the summary's columns; the preview page draws the summary's grid")
    func handoffAndPreview() throws {
        let summary = ["--summary", "--group-by", "Carrier", "--total", "Delay=avg"]
        let handoff = try run(["handoff", Self.flights, "--to", "uikit"] + summary)
        #expect(handoff.status == 0, "\(handoff.stderr)")
        #expect(
            handoff.stdout.contains(
                "struct FlightsSmallRow: Decodable {\n    var carrier: String?\n    var count: Double\n    var column3: Double\n    var delayAvg: Double\n"
            ))
        #expect(handoff.stdout.contains("static let columnWidths: [CGFloat] = [-1, 40, 40, 88]"))
        let page = try run(["preview", Self.flights] + summary)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.components(separatedBy: "data-row=").count - 1 == 4)
        for header in ["Carrier", "Count", "%", "Delay (avg)"] {
            #expect(page.stdout.contains("\"\(header)\" data-header>\(header)"), "\(header)")
        }
        for cell in ["\"Delay (avg)\">1.3333", "\"Delay (avg)\">32.1250"] {
            #expect(page.stdout.contains(cell), "\(cell)")
        }
    }
}
