import Foundation
import Testing

/// `--spark 'NAME=FROM..TO'` through the command: the errors (exit 64), the sparkline column in
/// every terminal view at an explicit width, its place by `--select`, the ASCII ramp, the spec
/// key, and the viewer in a real terminal.
@Suite("gridreport --spark")
struct SparkCommandTests {
    /// A wide table of years: a rising row, a falling one with a gap, no values, a flat row, and
    /// a double's extremes with a missing word.
    static let csv = """
        Country,Code,1990,1991,1992,1993,1994
        Aland,AX,1,2,3,4,5
        Borduria,BO,5,4,,2,1
        Carpania,CP,,,,,
        Dorne,DO,7,7,7,7,7
        Elbonia,EL,-1e308,1e308,0,NA,3
        """

    @Test(
        "errors: one sentence each, exit 64, before any output",
        arguments: [
            (
                "Trend=Code..1994",
                "gridreport: --spark 'Trend=Code..1994': Code is a text column, and a sparkline draws numbers (give a range of number columns, or type this one as a number with --format)"
            ),
            (
                "Trend=1994..1990",
                "gridreport: --spark 'Trend=1994..1990': the range runs backwards: 1990 comes before 1994 in the file (give the first column first (1990..1994))"
            ),
            (
                "Trend=1990..1894",
                "gridreport: --spark 'Trend=1990..1894': no column \"1894\"; did you mean \"1994\"? (name the first and last columns of the range by their titles)"
            ),
            (
                "country=1990..1994",
                "gridreport: --spark 'country=1990..1994': there is a column \"country\" already (give the sparkline a name of its own)"
            ),
            (
                "Trend 1990-1994",
                "gridreport: --spark 'Trend 1990-1994': not a sparkline (write NAME=FROM..TO, e.g. Trend=1990..2020)"
            ),
            (
                "Trend=1990..",
                "gridreport: --spark 'Trend=1990..': not a sparkline (write NAME=FROM..TO, e.g. Trend=1990..2020)"
            ),
            (
                "Tr\u{202E}end\u{1B}=1990..1994",
                "gridreport: --spark 'Tr<U+202E>end␛=1990..1994': the name holds a control or bidirectional formatting character (give the sparkline a name of visible characters)"
            ),
        ])
    func errors(spark: String, message: String) throws {
        for command in [["render", "-"], ["export", "-", "-o", "never.xlsx"], ["preview", "-", "-o", "never.html"]] {
            let folder = try temporaryFolder()
            let result = try run(command + ["--spark", spark], stdin: Self.csv, in: folder)
            #expect(result.status == 64, "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").map(String.init) == [message])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("a second sparkline or an added column of the same name is refused")
    func sameName() throws {
        let twice = try run(
            ["render", "-", "--spark", "T=1990..1994", "--spark", "t=1991..1992"], stdin: Self.csv)
        #expect(twice.status == 64)
        #expect(
            twice.stderr
                == "gridreport: --spark 't=1991..1992': there is a column \"t\" already (give the sparkline a name of its own)\n"
        )
        let added = try run(["render", "-", "--add", "T = 1", "--spark", "T=1990..1994"], stdin: Self.csv)
        #expect(added.status == 64)
        #expect(added.stderr.contains("there is a column \"T\" already"))
    }

    @Test("regular table at 80: after the other columns, each row between its own extremes, a gap a space")
    func regular() throws {
        let result = try run(["render", "-", "--width", "80", "--spark", "Trend=1990..1994"], stdin: Self.csv)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌──────────┬──────┬─────────┬────────┬──────┬──────┬──────┬───────┐
                │ Country  │ Code │    1990 │   1991 │ 1992 │ 1993 │ 1994 │ Trend │
                ├──────────┼──────┼─────────┼────────┼──────┼──────┼──────┼───────┤
                │ Aland    │ AX   │       1 │      2 │    3 │    4 │    5 │ ▁▃▅▇█ │
                │ Borduria │ BO   │       5 │      4 │      │    2 │    1 │ █▇ ▃▁ │
                │ Carpania │ CP   │         │        │      │      │      │       │
                │ Dorne    │ DO   │       7 │      7 │    7 │    7 │    7 │ ▄▄▄▄▄ │
                │ Elbonia  │ EL   │ -1E+308 │ 1E+308 │    0 │      │    3 │ ▁█▅ ▅ │
                └──────────┴──────┴─────────┴────────┴──────┴──────┴──────┴───────┘

                """)
    }

    @Test("--select places it as an added column, and keeps the drawn columns hidden when it leaves them out")
    func placed() throws {
        let result = try run(
            ["render", "-", "--width", "40", "--spark", "Trend=1991..1994", "--select", "Trend,Country"],
            stdin: Self.csv)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌───────┬──────────┐
                │ Trend │ Country  │
                ├───────┼──────────┤
                │ ▁▃▆█  │ Aland    │
                │ █ ▃▁  │ Borduria │
                │       │ Carpania │
                │ ▄▄▄▄  │ Dorne    │
                │ █▁ ▁  │ Elbonia  │
                └───────┴──────────┘

                """)
        // Shown in another order, the range is still the file's.
        let reordered = try run(
            [
                "render", "-", "--width", "60", "--spark", "T=1990..1992", "--select", "Country,1992,1990,T", "--limit",
                "1",
            ],
            stdin: Self.csv)
        #expect(reordered.stdout.contains("│ Aland    │    3 │       1 │ ▁▅█ │"), "\(reordered.stdout)")
        // A range of one column: every value on the middle level, a missing one a gap.
        let one = try run(
            ["render", "-", "--width", "40", "--spark", "T=1992..1992", "--select", "Country,T", "--limit", "2"],
            stdin: Self.csv)
        #expect(one.stdout.contains("│ Aland    │ ▄ │\n│ Borduria │   │\n"), "\(one.stdout)")
    }

    @Test("--border ascii: the ramp _ . - = ^, a gap still a space")
    func ascii() throws {
        let result = try run(
            [
                "render", "-", "--width", "40", "--border", "ascii", "--spark", "Trend=1990..1994", "--select",
                "Country,Trend",
            ],
            stdin: Self.csv)
        #expect(
            result.stdout == """
                +----------+-------+
                | Country  | Trend |
                +==========+=======+
                | Aland    | _.-=^ |
                | Borduria | ^= ._ |
                | Carpania |       |
                | Dorne    | ----- |
                | Elbonia  | _^- - |
                +----------+-------+

                """)
    }

    @Test("compact cards, cards and records at 40 carry it as text")
    func otherViews() throws {
        let arguments = ["--spark", "Trend=1990..1994", "--select", "Country,Trend", "--limit", "2", "--width", "40"]
        let compact = try run(["render", "-", "--mode", "compact"] + arguments, stdin: Self.csv)
        #expect(
            compact.stdout == """
                                           See All (5) ›
                Country: Aland
                Trend: ▁▃▅▇█
                ────────────────────────────────────────
                Country: Borduria
                Trend: █▇ ▃▁

                """)
        let records = try run(["render", "-", "--mode", "records"] + arguments, stdin: Self.csv)
        #expect(records.stdout.contains("Trend:   ▁▃▅▇█\n"), "\(records.stdout)")
        #expect(records.stdout.contains("Trend:   █▇ ▃▁\n"), "\(records.stdout)")
        let cards = try run(["render", "-", "--mode", "cards"] + arguments, stdin: Self.csv)
        #expect(cards.stdout.contains("│ █▇ ▃▁"), "\(cards.stdout)")
    }

    /// Monthly sales of three regions, one missing a month: what a pivot spreads into columns.
    static let sales = """
        Region,Month,Sales
        North,Jan,10
        North,Feb,12
        North,Mar,15
        South,Jan,20
        South,Feb,14
        South,Mar,9
        East,Jan,5
        East,Mar,7
        """

    @Test(
        "over a pivot summary: a column of the summary drawn from its month columns, after its own or where --select puts it"
    )
    func summary() throws {
        let pivot = ["--summary", "--group-by", "Region", "--pivot", "Month", "--total", "Sales=sum"]
        let result = try run(
            ["render", "-", "--width", "60", "--spark", "Trend=Jan..Mar"] + pivot, stdin: Self.sales)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌────────┬─────┬─────┬─────┬───────┬───────┐
                │ Region │ Jan │ Feb │ Mar │ Total │ Trend │
                ├────────┼─────┼─────┼─────┼───────┼───────┤
                │ North  │  10 │  12 │  15 │    37 │ ▁▄█   │
                │ South  │  20 │  14 │   9 │    43 │ █▄▁   │
                │ East   │   5 │     │   7 │    12 │ ▁ █   │
                │ Total  │  35 │  26 │  31 │    92 │ █▁▅   │
                └────────┴─────┴─────┴─────┴───────┴───────┘

                """)
        let placed = try run(
            ["render", "-", "--width", "60", "--spark", "Trend=Jan..Mar", "--select", "Region,Trend,Total"] + pivot,
            stdin: Self.sales)
        #expect(placed.stdout.contains("│ Region │ Trend │ Total │\n"), "\(placed.stdout)")
        #expect(placed.stdout.contains("│ South  │ █▄▁   │    43 │\n"), "\(placed.stdout)")
        // inspect says the stages in their order: the summary, then the sparkline from its columns.
        let inspect = try run(
            ["inspect", "-", "--width", "200", "--spark", "Trend=Jan..Mar"] + pivot, stdin: Self.sales)
        #expect(
            inspect.stdout.replacingOccurrences(of: "sparklines\n", with: "sparklines ").contains(
                "summary: a pivot of Month (its values as columns, in order of first appearance) by Region, each cell Sales sum, with a total column and row; then, from the summary's columns, the sparklines Trend=Jan..Mar\n"
            ), "\(inspect.stdout)")
        // The page draws each group's sparkline as SVG, labelled with its text.
        let folder = try temporaryFolder()
        let page = try run(
            ["preview", "-", "-o", folder.appendingPathComponent("p.html").path, "--spark", "Trend=Jan..Mar"] + pivot,
            stdin: Self.sales)
        #expect(page.status == 0, "\(page.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("p.html"), encoding: .utf8)
        for label in ["▁▄█", "█▄▁", "▁ █", "█▁▅"] {
            #expect(
                html.contains(
                    "<svg class=\"spk\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" role=\"img\" aria-label=\"\(label)\">"
                ), "\(label)")
        }
        // The range names the summary's columns: a column of the file is not one of them.
        let fileColumn = try run(["render", "-", "--spark", "Trend=Sales..Sales"] + pivot, stdin: Self.sales)
        #expect(fileColumn.status == 64 && fileColumn.stdout.isEmpty)
        #expect(
            fileColumn.stderr
                == "gridreport: --spark 'Trend=Sales..Sales': no column \"Sales\" (name the first and last columns of the range by their titles)\n"
        )
        let groupColumn = try run(["render", "-", "--spark", "Trend=Region..Mar"] + pivot, stdin: Self.sales)
        #expect(
            groupColumn.stderr
                == "gridreport: --spark 'Trend=Region..Mar': Region is a text column, and a sparkline draws numbers (give a range of number columns, or type this one as a number with --format)\n"
        )
        let taken = try run(["render", "-", "--spark", "Total=Jan..Mar"] + pivot, stdin: Self.sales)
        #expect(
            taken.stderr
                == "gridreport: --spark 'Total=Jan..Mar': there is a column \"Total\" already (give the sparkline a name of its own)\n"
        )
    }

    @Test("over a diff drawn in both versions, old → new")
    func overDiff() throws {
        let folder = try temporaryFolder()
        try Data(Self.csv.replacingOccurrences(of: "Aland,AX,1,2,3,4,5", with: "Aland,AX,5,2,3,4,1").utf8).write(
            to: folder.appendingPathComponent("old.csv"))
        let diff = try run(
            [
                "render", "-", "--diff", "old.csv", "--key", "Code", "--spark", "Trend=1990..1994", "--select",
                "Code,Trend", "--width", "60", "--color", "never",
            ], stdin: Self.csv, in: folder)
        #expect(diff.status == 1, "\(diff.stderr)")  // 1: the versions differ, as diff(1) says
        #expect(diff.stdout.contains("│ AX   │ █▃▅▇▁ → ▁▃▅▇█ │"), "\(diff.stdout)")
    }

    @Test(
        "handoff: the sparkline is the report's text in a stored property, with a comment that says why",
        arguments: ["swiftui", "uikit"])
    func handoff(target: String) throws {
        let folder = try temporaryFolder()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
        let result = try run(
            [
                "handoff", "w.csv", "--to", target, "-o", "W.swift", "--spark", "Trend=1990..1994", "--select",
                "Country,Trend", "--sample", "2",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(contentsOf: folder.appendingPathComponent("W.swift"), encoding: .utf8)
        let flat = code.replacingOccurrences(of: "\n    /// ", with: " ")
        #expect(
            flat.contains(
                "Computed by the report (`Trend=1990..1994`) and stored here: Swift would not compute it as the report does, since neither SAP's DataTable nor FUIGridRowItem can draw a sparkline in a cell"
            ), "\(code)")
        #expect(code.contains("    var trend: String?\n"))
        #expect(code.contains("trend: \"▁▃▅▇█\""))
        #expect(code.contains("trend: \"█▇ ▃▁\""))
    }

    @Test("real data: World Bank population, years as titles, 2017 not yet published (a column without values: gaps)")
    func worldBank() throws {
        let result = try run(
            [
                "render", "Tests/RealData/worldbank-population.csv", "--skip-lines", "4", "--spark", "Trend=2010..2017",
                "--select", "Country Name,2010,2016,Trend", "--limit", "5", "--width", "70",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                                                                 See All (12) ›
                ┌──────────────────────┬─────────────┬─────────────┬──────────┐
                │ Country Name         │        2010 │        2016 │ Trend    │
                ├──────────────────────┼─────────────┼─────────────┼──────────┤
                │ Aruba                │     101,669 │     104,822 │ ▁▁▃▄▆▇█  │
                │ Afghanistan          │  28,803,167 │  34,656,032 │ ▁▂▃▅▆▇█  │
                │ Angola               │  23,369,131 │  28,813,463 │ ▁▂▃▄▆▇█  │
                │ Albania              │   2,913,021 │   2,876,101 │ █▇▆▅▃▁▁  │
                │ Andorra              │      84,449 │      77,281 │ ██▆▄▃▁▁  │
                └──────────────────────┴─────────────┴─────────────┴──────────┘

                """)
    }

    @Test("a spec's spark: key, with add: in any order")
    func spec() throws {
        let folder = try temporaryFolder()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
        try Data("spark: Trend=1990..1994\nadd: Sum = [1990] + [1991]\nselect: Country,Sum,Trend\n".utf8).write(
            to: folder.appendingPathComponent("w.yaml"))
        let result = try run(["render", "w.csv", "--spec", "w.yaml", "--width", "60", "--limit", "1"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("│ Aland    │   3 │ ▁▃▅▇█ │"), "\(result.stdout)")
        try Data("spark: [Trend=1990..1999]\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let bad = try run(["render", "w.csv", "--spec", "bad.yaml"], in: folder)
        #expect(bad.status == 64)
        #expect(
            bad.stderr.hasPrefix(
                "gridreport: bad.yaml:1:9: spark 'Trend=1990..1999': no column \"1999\"; did you mean \"1990\"?"),
            "\(bad.stderr)")
    }
}

/// The viewer draws the sparkline column as `render` does.
@Suite(.serialized, .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct SparkViewerTests {
    @Test("view at 60 columns shows the sparklines in its cards and, after m, in its table")
    func viewer() throws {
        let folder = try temporaryFolder()
        try Data(SparkCommandTests.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
        let tmux = try Tmux(
            width: 60, height: 12,
            script: "\"$G\" view w.csv --spark Trend=1990..1994 --select Country,Trend; echo $? > status.txt",
            in: folder)
        defer { tmux.end() }
        let screen = try tmux.wait { $0.contains("? help") }
        // At 60 columns the viewer shows compact cards.
        #expect(screen.contains("Country: Aland\nTrend: ▁▃▅▇█\n"), "\(screen)")
        #expect(screen.contains("Country: Borduria\nTrend: █▇ ▃▁\n"), "\(screen)")
        #expect(screen.contains("Country: Dorne\nTrend: ▄▄▄▄▄\n"), "\(screen)")
        try tmux.send("m", "m")
        let table = try tmux.wait { $0.contains("regular  ? help") }
        #expect(table.contains("│ Aland    │ ▁▃▅▇█ │"), "\(table)")
        try tmux.send("q")
        #expect(try tmux.waitForFile("status.txt") == "0\n")
    }
}
