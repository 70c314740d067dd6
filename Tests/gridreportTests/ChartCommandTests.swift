import Foundation
import Testing

/// `--chart` through the command: the errors (exit 64), the terminal's chart at an explicit
/// width, the sheet's native chart read back from its XML, and the preview's SVG.
@Suite("gridreport --chart")
struct ChartCommandTests {
    static let csv = """
        carrier,Count,Delay,Share
        AA,10,-2.5,0.5
        B6,25,4,0.25
        UA,5,1.25,0.125
        """

    @Test(
        "errors: one sentence each, exit 64, before any output",
        arguments: [
            (
                ["--chart", "donut:X=carrier,Y=Count"],
                "gridreport: --chart 'donut:X=carrier,Y=Count': 'donut' is not a chart type (give column, bar, line, pie or scatter)"
            ),
            (
                ["--chart", "column:X=carier,Y=Count"],
                "gridreport: --chart 'column:X=carier,Y=Count': no column \"carier\"; did you mean \"carrier\"? (name a column by its title or by its number 1–4)"
            ),
            (
                ["--chart", "column:X=carrier,Y=carrier"],
                "gridreport: --chart 'column:X=carrier,Y=carrier': the Y column carrier is a text column, not numbers (give number columns for Y, or type this one as a number with --format)"
            ),
            (
                ["--chart", "pie:X=carrier,Y=Count,Delay"],
                "gridreport: --chart 'pie:X=carrier,Y=Count,Delay': a pie draws one Y column, not 2 (give one Y column, or draw a column chart)"
            ),
            (
                ["--chart", "scatter:X=carrier,Y=Count"],
                "gridreport: --chart 'scatter:X=carrier,Y=Count': the X column carrier is a text column, not numbers (a scatter's X is a number column; draw a line chart for categories)"
            ),
            (
                ["--chart", "column"],
                "gridreport: --chart 'column': not a chart (write TYPE:X=COL,Y=COL[,COL…], e.g. column:X=carrier,Y=Count)"
            ),
            (
                ["--chart", "column:X=carrier,Y=Count", "--group-by", "carrier"],
                "gridreport: --chart 'column:X=carrier,Y=Count': a chart is not drawn over sections (chart a summary instead: --group-by … --summary)"
            ),
        ])
    func errors(flags: [String], message: String) throws {
        for command in ["render", "preview", "export"] {
            let out = try temporaryFolder().appendingPathComponent("e.xlsx").path
            let result = try run([command, "-"] + (command == "export" ? ["-o", out] : []) + flags, stdin: Self.csv)
            #expect(result.status == 64, "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").map(String.init) == [message], "\(command)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// The chart's lines: what follows the table's blank line.
    static func chart(_ stdout: String) -> String {
        stdout.range(of: "\n\n").map { String(stdout[$0.upperBound...]) } ?? ""
    }

    @Test(
        "render without colour at 40 cells: bars from an axis, a pie's shares, a braille scatter, ASCII markers",
        arguments: [
            (
                ["--chart", "column:X=carrier,Y=Delay"],
                """
                Delay by carrier (column)
                AA ████████████│                    -2.5
                B6             │███████████████████    4
                UA             │██████              1.25

                """
            ),
            (
                ["--chart", "bar:X=carrier,Y=Count,Delay"],
                """
                Count, Delay by carrier (bar)
                █ Count  ▓ Delay
                AA    │███████████▎                   10
                   ▓▓▓│                             -2.5
                B6    │████████████████████████████   25
                      │▓▓▓▓▓                           4
                UA    │█████▋                          5
                      │▓                            1.25

                """
            ),
            (
                ["--chart", "pie:X=carrier,Y=Count"],
                """
                Count by carrier (pie)
                AA ██████▊                      25.0% 10
                B6 ████████████████▉            62.5% 25
                UA ███▍                         12.5%  5

                """
            ),
            (
                ["--chart", "scatter:X=Share,Y=Count"],
                """
                Count by Share (scatter)
                25 ┤            ⠉
                   │
                   │
                   │
                   │
                15 ┤
                   │
                   │                                   ⠘
                   │
                 5 ┤⣤
                   └────────────────────────────────────
                    0.125                            0.5

                """
            ),
            (
                ["--chart", "line:X=carrier,Y=Count,Delay", "--border", "ascii"],
                """
                Count, Delay by carrier (line)
                * Count  o Delay
                   25 +               ***
                      |            ***   **
                      |        ****        **
                      |     ***              **
                      |  ***                   ***
                11.25 +**                         **
                      |                             **
                      |            oooooooooooo       **
                      |    oooooooo            ooooooooo
                 -2.5 +oooo
                      +---------------------------------
                       AA                             UA

                """
            ),
        ])
    func render(flags: [String], expected: String) throws {
        let result = try run(["render", "-", "--width", "40"] + flags, stdin: Self.csv)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.chart(result.stdout) == expected, "\(result.stdout)")
    }

    @Test("a bar chart's two sides share one scale: -10 and 10 are as long, neither cut at its side's end")
    func barScale() throws {
        let csv = "Name,Value\nA,-10\nB,-2\nC,0\nD,1\nE,3\nF,10\n"
        let result = try run(["render", "-", "--width", "40", "--chart", "bar:X=Name,Y=Value"], stdin: csv)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Self.chart(result.stdout) == """
                Value by Name (bar)
                A  ████████████████│                 -10
                B               ███│                  -2
                C                  │                   0
                D                  │█▋                 1
                E                  │████▊              3
                F                  │████████████████  10

                """, "\(result.stdout)")
    }

    @Test("render in colour: each series in its Fiori chart colour, the braille line too")
    func color() throws {
        let result = try run(
            ["render", "-", "--width", "40", "--color", "always", "--chart", "line:X=carrier,Y=Count,Delay"],
            stdin: Self.csv, environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0, "\(result.stderr)")
        let chart = Self.chart(result.stdout)
        // Count in #168EFF, Delay in #C876FF; braille, as colour tells the series apart.
        #expect(chart.contains("\u{1B}[38;2;22;142;255m⣿\u{1B}[39m Count"), "\(chart)")
        #expect(chart.contains("\u{1B}[38;2;200;118;255m"))
        #expect(chart.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    @Test("a spec's chart: key; the flag wins over it")
    func spec() throws {
        let path = try temporaryFolder().appendingPathComponent("c.yaml").path
        try "chart: 'pie:X=carrier,Y=Count'\n".write(toFile: path, atomically: true, encoding: .utf8)
        let fromSpec = try run(["render", "-", "--width", "40", "--spec", path], stdin: Self.csv)
        #expect(Self.chart(fromSpec.stdout).hasPrefix("Count by carrier (pie)\n"), "\(fromSpec.stdout)")
        let flag = try run(
            ["render", "-", "--width", "40", "--spec", path, "--chart", "column:X=1,Y=2"], stdin: Self.csv)
        #expect(Self.chart(flag.stdout).hasPrefix("Count by carrier (column)\n"), "\(flag.stdout)")
        try "chart: 'donut:X=carrier,Y=Count'\n".write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try run(["render", "-", "--spec", path], stdin: Self.csv)
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gridreport: \(path):1:8: chart 'donut:X=carrier,Y=Count': 'donut' is not a chart type (give column, bar, line, pie or scatter)\n"
        )
    }

    @Test("export: a native chart per type, its series over the sheet's ranges, beside the table (read from its XML)")
    func export() throws {
        let folder = try temporaryFolder()
        let expected: [(String, String)] = [
            ("column:X=carrier,Y=Count", "barChart col | Sheet1!$B$1 cat str Sheet1!$A$2:$A$4 val Sheet1!$B$2:$B$4"),
            (
                "bar:X=carrier,Y=Count,Delay",
                "barChart bar | Sheet1!$B$1 cat str Sheet1!$A$2:$A$4 val Sheet1!$B$2:$B$4 | Sheet1!$C$1 cat str Sheet1!$A$2:$A$4 val Sheet1!$C$2:$C$4"
            ),
            ("line:X=carrier,Y=Delay", "lineChart - | Sheet1!$C$1 cat str Sheet1!$A$2:$A$4 val Sheet1!$C$2:$C$4"),
            ("line:X=Share,Y=Count", "lineChart - | Sheet1!$B$1 cat num Sheet1!$D$2:$D$4 val Sheet1!$B$2:$B$4"),
            ("pie:X=carrier,Y=Count", "pieChart - | Sheet1!$B$1 cat str Sheet1!$A$2:$A$4 val Sheet1!$B$2:$B$4"),
            ("scatter:X=Share,Y=Count", "scatterChart - | Sheet1!$B$1 x Sheet1!$D$2:$D$4 y Sheet1!$B$2:$B$4"),
        ]
        for (index, (chart, shown)) in expected.enumerated() {
            let out = folder.appendingPathComponent("chart\(index).xlsx").path
            let result = try run(["export", "-", "-o", out, "--chart", chart], stdin: Self.csv)
            #expect(result.status == 0, "\(result.stderr)")
            let read = try pythonJSON(["-c", Self.chartXML, out]) { OpenpyxlFailure(path: out, diagnostics: $0) }
            let found = try #require(read as? [String])
            // The chart's first cell is one column right of the table's four, at the header.
            #expect(found == [shown, "anchor 5,0"], "\(chart)")
        }
    }

    @Test("a summary is a report: its rows chart, in the terminal and the sheet")
    func summary() throws {
        let result = try run(
            [
                "render", "Samples/penguins.csv", "--group-by", "species", "--summary", "--width", "48",
                "--chart", "column:X=species,Y=Count",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let chart = result.stdout.components(separatedBy: "\n\n").last ?? ""
        #expect(
            chart == """
                Count by species (column)
                Adelie    ████████████████████████████████████ 9
                Gentoo    ████████████████                     4
                Chinstrap ████████                             2

                """, "\(chart)")
        let out = try temporaryFolder().appendingPathComponent("summary.xlsx").path
        let export = try run(
            [
                "export", "Samples/penguins.csv", "--group-by", "species", "--summary", "-o", out, "--chart",
                "column:X=species,Y=Count",
            ])
        #expect(export.status == 0, "\(export.stderr)")
        let read = try pythonJSON(["-c", Self.chartXML, out]) { OpenpyxlFailure(path: out, diagnostics: $0) }
        #expect(
            read as? [String] == [
                // The summary's own sheet, first in the book, before the rows it is made from.
                "barChart col | Summary!$B$1 cat str Summary!$A$2:$A$4 val Summary!$B$2:$B$4", "anchor 4,0",
            ])
        // One chart in the book: the rows' sheet after the summary's has none of its own (the
        // summary's chart drawn there pointed at the rows' first columns).
        let charts = try openpyxlJSON(Self.chartsBySheet, out)
        #expect(
            charts as? [String] == ["Summary: Summary!$A$2:$A$4 Summary!$B$2:$B$4"], "\(String(describing: charts))")
    }

    @Test("preview: the chart as inline SVG after the table, a mark per value, labels escaped")
    func preview() throws {
        let csv = Self.csv.replacingOccurrences(of: "UA,", with: "<U&A>,")
        let result = try run(["preview", "-", "--chart", "column:X=carrier,Y=Count,Delay"], stdin: csv)
        #expect(result.status == 0, "\(result.stderr)")
        let html = result.stdout
        let figure = try #require(html.range(of: "<figure class=\"chart\" data-chart=\"column\">"))
        // After the report's grid, inside the page's frame.
        #expect(html[..<figure.lowerBound].contains("data-header"))
        let svg = String(html[figure.lowerBound...])
        #expect(svg.components(separatedBy: "<rect class=\"mk\" data-series=\"0\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "<rect class=\"mk\" data-series=\"1\"").count - 1 == 3)
        #expect(svg.contains("<title>Delay, AA: -2.5</title>"))
        #expect(svg.contains("&lt;U&amp;A&gt;") && !svg.contains("<U&A>"))
        #expect(svg.contains("<ul class=\"legend\">"))
    }

    /// Every chart of the book as openpyxl reads it: its sheet, each series' categories and values.
    static let chartsBySheet = """
        import json, sys, warnings
        import openpyxl
        warnings.simplefilter("ignore")
        found = []
        for sheet in openpyxl.load_workbook(sys.argv[1]).worksheets:
            for chart in sheet._charts:
                for series in chart.series:
                    categories = series.cat.strRef or series.cat.numRef
                    found.append(sheet.title + ": " + categories.f + " " + series.val.numRef.f)
        print(json.dumps(found))
        """

    /// The chart's kind, each series (name, categories with their kind, text `str` or numbers
    /// `num`, and values, or a scatter's x and y) from
    /// xl/charts/chart1.xml, and its anchor (column, row) from the drawing.
    static let chartXML = """
        import json, sys, zipfile
        import xml.etree.ElementTree as ET
        C = "{http://schemas.openxmlformats.org/drawingml/2006/chart}"
        X = "{http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing}"
        z = zipfile.ZipFile(sys.argv[1])
        plot = ET.fromstring(z.read("xl/charts/chart1.xml")).find(C + "chart").find(C + "plotArea")
        kind = [e for e in plot if e.tag.endswith("Chart")][0]
        direction = kind.find(C + "barDir")
        parts = [kind.tag[len(C):] + " " + (direction.get("val") if direction is not None else "-")]
        for ser in kind.findall(C + "ser"):
            text = ser.find(C + "tx").find(".//" + C + "f").text
            for key in ["cat", "val", "xVal", "yVal"]:
                node = ser.find(C + key)
                if node is not None:
                    text += " " + {"cat": "cat", "val": "val", "xVal": "x", "yVal": "y"}[key]
                    if key == "cat":
                        text += " " + node[0].tag[len(C):-3]
                    text += " " + node.find(".//" + C + "f").text
            parts.append(text)
        anchor = ET.fromstring(z.read("xl/drawings/drawing1.xml")).find(".//" + X + "from")
        print(json.dumps([" | ".join(parts), "anchor " + anchor.find(X + "col").text + "," + anchor.find(X + "row").text]))
        """
}
