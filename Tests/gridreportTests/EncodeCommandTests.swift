import Foundation
import Testing

/// `--bar`, `--scale` and `--icons` through the command: the errors (exit 64), the terminal's
/// bars without colour, and the sheet's conditional formats read back by openpyxl.
@Suite("gridreport --bar, --scale, --icons")
struct EncodeCommandTests {
    static let csv = """
        Name,Change,Stock,Price
        Alpha,-1.5,3,12.5
        Beta,2.25,48,7
        Gamma,0,75,120
        Delta,-0.25,,64.25
        """

    @Test(
        "errors: one sentence each, exit 64, before any output",
        arguments: [
            (
                ["--bar", "Name"],
                "gridreport: --bar 'Name': Name is a text column, and only numbers are encoded (name a number column, or type this one as a number with --format)"
            ),
            (
                ["--scale", "Change:rainbow"],
                "gridreport: --scale 'Change:rainbow': 'rainbow' is not a palette (give diverging, sequential, or two or three colours #RRGGBB,#RRGGBB[,#RRGGBB])"
            ),
            (
                ["--icons", "Stock:lights:50,10"],
                "gridreport: --icons 'Stock:lights:50,10': the thresholds 50,10 are not in order (give the lower threshold first)"
            ),
            (
                ["--icons", "Cost"],
                "gridreport: --icons 'Cost': no column 'Cost' (name a column by its header (Name, Change, Stock, Price) or by its number 1–4)"
            ),
        ])
    func errors(flags: [String], message: String) throws {
        for command in ["render", "preview"] {
            let result = try run([command, "-"] + flags, stdin: Self.csv)
            #expect(result.status == 64)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").map(String.init) == [message])
        }
    }

    @Test("render without colour: bars and icons still show, the numbers beside them")
    func render() throws {
        let result = try run(
            ["render", "-", "--width", "80", "--bar", "Change", "--icons", "Change:arrows", "--scale", "Price"],
            stdin: Self.csv)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        let alpha = try #require(result.stdout.split(separator: "\n").first { $0.contains("Alpha") })
        // The icon leads the cell, the number keeps its alignment, the bar (negative: left of the
        // axis, in eighths) follows.
        #expect(alpha == "│ Alpha │ ▼  -1.5  ▐███│      │     3 │  12.5  │", "\(alpha)")
        #expect(result.stdout.contains("│ Beta  │ ▲   2.25     │█████ │    48 │   7    │"))
    }

    @Test("a bar's two sides share one scale: -10 and 10 are as long, none is cut at its side's end")
    func barScale() throws {
        let csv = "Name,Value\nA,-10\nB,-2\nC,0\nD,1\nE,3\nF,10\n"
        let unicode = try run(["render", "-", "--width", "40", "--bar", "Value"], stdin: csv)
        #expect(unicode.status == 0)
        #expect(
            unicode.stdout.split(separator: "\n").dropFirst(3).prefix(6) == [
                "│ A    │   -10  ████│     │", "│ B    │    -2     █│     │", "│ C    │     0      │     │",
                "│ D    │     1      │▍    │", "│ E    │     3      │█▎   │", "│ F    │    10      │████ │",
            ])
        let ascii = try run(["render", "-", "--width", "40", "--bar", "Value", "--border", "ascii"], stdin: csv)
        #expect(ascii.status == 0)
        #expect(
            ascii.stdout.split(separator: "\n").dropFirst(3).prefix(6) == [
                "| A    |   -10  ####|     |", "| B    |    -2     #|     |", "| C    |     0      |     |",
                "| D    |     1      |     |", "| E    |     3      |#    |", "| F    |    10      |#### |",
            ])
    }

    /// Every encoding at once, in colour (24-bit where COLORTERM says so, else 256) and without.
    @Test(
        "render at 60: golden with COLORTERM=truecolor, with 256 colours and with NO_COLOR",
        arguments: [
            (["COLORTERM": "truecolor"], ["--color", "always"], Self.goldenTrueColor),
            (["COLORTERM": ""], ["--color", "always"], Self.golden256),
            (["NO_COLOR": "1"], [], Self.goldenNoColor),
        ])
    func golden(environment: [String: String], color: [String], expected: String) throws {
        let scales = environment["NO_COLOR"] == nil ? ["--scale", "Price:#FFFFFF,#0070F2"] : []
        let result = try run(
            ["render", "-", "--width", "60", "--bar", "Change", "--scale", "Change", "--icons", "Stock:lights:10,50"]
                + scales + ["--icons", "Change:arrows"] + color,
            stdin: Self.csv, environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    static let goldenTrueColor = """
        ┌───────┬─────────────────────┬─────────┬────────┐
        │ \u{1B}[1mName \u{1B}[22m │ \u{1B}[1m             Change\u{1B}[22m │ \u{1B}[1m  Stock\u{1B}[22m │ \u{1B}[1m Price\u{1B}[22m │
        ├───────┼─────────────────────┼─────────┼────────┤
        │ Alpha │ \u{1B}[48;2;245;139;137;38;2;29;45;62m\u{1B}[38;2;170;8;8m▼\u{1B}[38;2;29;45;62m  -1.5  \u{1B}[38;2;170;8;8m▐███\u{1B}[38;2;29;45;62m│     \u{1B}[49;39m │ \u{1B}[38;2;170;8;8m○\u{1B}[39m     3 │ \u{1B}[48;2;243;248;254;38;2;29;45;62m 12.5 \u{1B}[49;39m │
        │ Beta  │ \u{1B}[48;2;127;198;143;38;2;29;45;62m\u{1B}[38;2;37;111;58m▲\u{1B}[38;2;29;45;62m   2.25     │\u{1B}[38;2;0;112;242m█████\u{1B}[38;2;29;45;62m\u{1B}[49;39m │ \u{1B}[38;2;231;101;0m◐\u{1B}[39m    48 │ \u{1B}[48;2;255;255;255;38;2;29;45;62m  7   \u{1B}[49;39m │
        │ Gamma │ \u{1B}[48;2;245;246;247;38;2;29;45;62m\u{1B}[38;2;120;143;166m●\u{1B}[38;2;29;45;62m   0        │     \u{1B}[49;39m │ \u{1B}[38;2;37;111;58m●\u{1B}[39m    75 │ \u{1B}[48;2;0;112;242;38;2;29;45;62m120   \u{1B}[49;39m │
        │ Delta │ \u{1B}[48;2;245;228;229;38;2;29;45;62m\u{1B}[38;2;170;8;8m▼\u{1B}[38;2;29;45;62m  -0.25    \u{1B}[38;2;170;8;8m▐\u{1B}[38;2;29;45;62m│     \u{1B}[49;39m │         │ \u{1B}[48;2;126;183;248;38;2;29;45;62m 64.25\u{1B}[49;39m │
        └───────┴─────────────────────┴─────────┴────────┘

        """

    static let golden256 = """
        ┌───────┬─────────────────────┬─────────┬────────┐
        │ \u{1B}[1mName \u{1B}[22m │ \u{1B}[1m             Change\u{1B}[22m │ \u{1B}[1m  Stock\u{1B}[22m │ \u{1B}[1m Price\u{1B}[22m │
        ├───────┼─────────────────────┼─────────┼────────┤
        │ Alpha │ \u{1B}[48;5;210;38;5;236m\u{1B}[38;5;124m▼\u{1B}[38;5;236m  -1.5  \u{1B}[38;5;124m▐███\u{1B}[38;5;236m│     \u{1B}[49;39m │ \u{1B}[38;5;124m○\u{1B}[39m     3 │ \u{1B}[48;5;231;38;5;236m 12.5 \u{1B}[49;39m │
        │ Beta  │ \u{1B}[48;5;114;38;5;236m\u{1B}[38;5;238m▲\u{1B}[38;5;236m   2.25     │\u{1B}[38;5;27m█████\u{1B}[38;5;236m\u{1B}[49;39m │ \u{1B}[38;5;166m◐\u{1B}[39m    48 │ \u{1B}[48;5;231;38;5;236m  7   \u{1B}[49;39m │
        │ Gamma │ \u{1B}[48;5;255;38;5;236m\u{1B}[38;5;103m●\u{1B}[38;5;236m   0        │     \u{1B}[49;39m │ \u{1B}[38;5;238m●\u{1B}[39m    75 │ \u{1B}[48;5;27;38;5;236m120   \u{1B}[49;39m │
        │ Delta │ \u{1B}[48;5;255;38;5;236m\u{1B}[38;5;124m▼\u{1B}[38;5;236m  -0.25    \u{1B}[38;5;124m▐\u{1B}[38;5;236m│     \u{1B}[49;39m │         │ \u{1B}[48;5;111;38;5;236m 64.25\u{1B}[49;39m │
        └───────┴─────────────────────┴─────────┴────────┘

        """

    static let goldenNoColor = """
        ┌───────┬─────────────────────┬─────────┬────────┐
        │ Name  │              Change │   Stock │  Price │
        ├───────┼─────────────────────┼─────────┼────────┤
        │ Alpha │ ▼  -1.5  ▐███│      │ ○     3 │  12.5  │
        │ Beta  │ ▲   2.25     │█████ │ ◐    48 │   7    │
        │ Gamma │ ●   0        │      │ ●    75 │ 120    │
        │ Delta │ ▼  -0.25    ▐│      │         │  64.25 │
        └───────┴─────────────────────┴─────────┴────────┘

        """

    @Test("a spec's bar:, scale: and icons: keys, the flag's after them")
    func spec() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("e.yaml").path
        try "bar: Change\nicons: [\"Stock:lights:10,50\"]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["render", "-", "--width", "80", "--spec", path], stdin: Self.csv)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains("│ ○     3 │") && result.stdout.contains("│ ◐    48 │")
                && result.stdout.contains("│ ●    75 │"), "\(result.stdout)")
        #expect(result.stdout.contains("│"))
    }

    @Test("export: a data bar with negative bars, a colour scale and an icon set, read back by openpyxl")
    func export() throws {
        let out = try temporaryFolder().appendingPathComponent("encode.xlsx").path
        let result = try run(
            [
                "export", "-", "-o", out, "--bar", "Change", "--scale", "Change", "--scale",
                "Price:#FFFFFF,#0070F2", "--icons", "Stock",
            ], stdin: Self.csv)
        #expect(result.status == 0, "\(result.stderr)")
        let formats = try openpyxlJSON(Self.formats, out) as! [[String: Any]]
        let shown = Set(formats.map { "\($0["range"]!) \($0["type"]!) \($0["detail"]!)" })
        #expect(
            shown == [
                "B2:B5 dataBar min,max FF0070F2",
                "B2:B5 colorScale min 0.0,num 0.0,max 0.0 FFF58B89,FFF5F6F7,FF7FC68F",
                "D2:D5 colorScale min 0.0,max 0.0 FFFFFFFF,FF0070F2",
                "C2:C5 iconSet 3TrafficLights1 percent 0.0,percent 33.0,percent 67.0",
            ], "\(shown)")
    }

    @Test(
        "export: arrows by 0 and lights by thresholds given are Excel's icon sets with those thresholds; Excel's icons are the terminal's"
    )
    func exportThresholds() throws {
        let out = try temporaryFolder().appendingPathComponent("arrows.xlsx").path
        let icons = ["--icons", "Change:arrows", "--icons", "Stock:lights:10,50", "--icons", "Price"]
        let result = try run(["export", "-", "-o", out] + icons, stdin: Self.csv)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        let formats = try openpyxlJSON(Self.formats, out) as! [[String: Any]]
        let shown = Set(formats.map { "\($0["range"]!) \($0["type"]!) \($0["detail"]!)" })
        #expect(
            shown == [
                "B2:B5 iconSet 3Arrows percent 0.0,num 0.0,num 0.0 (above)",
                "C2:C5 iconSet 3TrafficLights1 percent 0.0,num 10.0,num 50.0",
                "D2:D5 iconSet 3TrafficLights1 percent 0.0,percent 33.0,percent 67.0",
            ], "\(shown)")
        // Excel's icon of each cell, worked out from the rules as Excel reads them, is the one
        // the terminal draws before the same value (0 the lowest icon, 2 the highest).
        let read = try #require(try openpyxlJSON(Self.iconLevels, out) as? [String: [Any]])
        let excel = read.mapValues { $0.map { $0 as? Int } }
        let render = try run(["render", "-", "--width", "80"] + icons, stdin: Self.csv)
        let glyphs: [Character: Int] = ["▼": 0, "●": 1, "▲": 2, "○": 0, "◐": 1]
        var terminal: [String: [Int?]] = ["B": [], "C": [], "D": []]
        for line in render.stdout.split(separator: "\n") where line.hasPrefix("│ ") && !line.contains("Name") {
            let cells = line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
            for (letter, cell) in zip(["B", "C", "D"], cells[1...3]) {
                // Lights' ● is the highest; an arrow's ● the middle.
                let level = cell.first.flatMap { $0 == "●" && letter != "B" ? 2 : glyphs[$0] }
                terminal[letter]!.append(cell.isEmpty ? nil : level)
            }
        }
        #expect(terminal == excel, "\(render.stdout)")
        #expect(terminal["B"] == [0, 2, 1, 0] && terminal["C"] == [0, 1, 2, nil] && terminal["D"] == [0, 0, 2, 1])
    }

    /// Each icon set's icon per cell as Excel chooses it: the values of its range, each threshold
    /// a number or a percentage of the range from its smallest value, `>=` unless `gte` is false.
    static let iconLevels = """
        import json, sys, openpyxl
        from openpyxl.utils import range_boundaries
        ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
        out = {}
        for cf in ws.conditional_formatting:
            for rule in cf.rules:
                if rule.iconSet is None: continue
                c1, r1, c2, r2 = range_boundaries(str(cf.sqref))
                values = [ws.cell(row=r, column=c1).value for r in range(r1, r2 + 1)]
                numbers = [v for v in values if isinstance(v, (int, float))]
                low, high = min(numbers), max(numbers)
                def threshold(v):
                    return float(v.val) if v.type == "num" else low + (high - low) * float(v.val) / 100
                levels = []
                for value in values:
                    if value is None: levels.append(None); continue
                    level = 0
                    for v in rule.iconSet.cfvo[1:]:
                        t = threshold(v)
                        if (value >= t) if v.gte is not False else (value > t): level += 1
                    levels.append(level)
                out[openpyxl.utils.get_column_letter(c1)] = levels
        print(json.dumps(out))
        """

    static let formats = """
        import json, sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        out = []
        for cf in wb.worksheets[0].conditional_formatting:
            for rule in cf.rules:
                if rule.dataBar is not None:
                    d = rule.dataBar
                    detail = ",".join(v.type for v in d.cfvo) + " " + d.color.rgb
                elif rule.colorScale is not None:
                    c = rule.colorScale
                    detail = ",".join(v.type + ("" if v.val is None else " " + str(v.val)) for v in c.cfvo) + " " + ",".join(x.rgb for x in c.color)
                elif rule.iconSet is not None:
                    i = rule.iconSet
                    detail = (i.iconSet or "3TrafficLights1") + " " + ",".join(v.type + " " + str(v.val) for v in i.cfvo)
                    detail += " (above)" if i.cfvo[-1].gte is False else ""
                else:
                    detail = rule.type
                out.append({"range": str(cf.sqref), "type": rule.type, "detail": detail})
        print(json.dumps(out))
        """
}
