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

    @Test("export: icons by 0 or by thresholds given are left out of the sheet with one warning")
    func exportArrows() throws {
        let out = try temporaryFolder().appendingPathComponent("arrows.xlsx").path
        let result = try run(["export", "-", "-o", out, "--icons", "Change:arrows"], stdin: Self.csv)
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "gridreport: warning: sheet Sheet1: icons by 0 (arrows) or by thresholds given are not drawn in the sheet; only lights by thirds of the range are\n"
            ))
    }

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
                else:
                    detail = rule.type
                out.append({"range": str(cf.sqref), "type": rule.type, "detail": detail})
        print(json.dumps(out))
        """
}
