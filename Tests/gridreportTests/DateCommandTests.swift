import Foundation
import Testing

/// The date flags and spec keys, end to end: what they show, and one line and a sysexits code for
/// each mistake.
@Suite("gridreport: date patterns and styles, end to end")
struct DateCommandTests {
    static let orders = ["Samples/orders-us.csv", "--format", "Order Date=date:M/d/yyyy", "--locale", "en_US"]

    @Test("the German sample's spec reads dd.MM.yyyy and H:mm; --date-style long shows them in German")
    func germanSample() throws {
        let written = try run([
            "render", "Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml", "--width", "100",
        ])
        #expect(written.status == 0)
        #expect(
            written.stdout.contains("│ LS-2020-0002 │ Hotel zur Post  │ 29.02.2020  │ 11:00   │"), "\(written.stdout)")
        let long = try run(
            [
                "render", "Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml", "--width", "100",
                "--date-style", "long",
            ])
        #expect(long.status == 0)
        #expect(long.stdout.contains("│ 29. Februar 2020   │ 11:00:00 │"), "\(long.stdout)")
    }

    @Test("--format COLUMN=date:PATTERN reads Excel's M/d/yyyy; --date-format shows another pattern")
    func flagForms() throws {
        let result = try run(["render"] + Self.orders + ["--date-format", "dd.MM.yyyy", "--width", "120"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("│ 31.12.2019 │"), "\(result.stdout)")
    }

    @Test(
        "each bad date option is one line and exit 64",
        arguments: [
            (
                ["--date-style", "huge"],
                "gridreport: --date-style: unknown style 'huge'; the styles are short, medium and long (or give a pattern with --date-format, like --date-format dd.MM.yyyy)\n"
            ),
            (
                ["--date-format", ""],
                "gridreport: --date-format: the date pattern is empty (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)\n"
            ),
            (
                ["--date-format=- -"],
                "gridreport: --date-format: '- -' has no date or time fields (d, M, y, H, h, m, s) (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)\n"
            ),
            (
                ["--format", "Amount=date:"],
                "gridreport: --format: the date pattern is empty (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)\n"
            ),
            (
                ["--date-style", "short", "--date-format", "d.M.y"],
                "gridreport: --date-style, --date-format: dates are shown in one way (give only one of --date-style and --date-format)\n"
            ),
        ])
    func usageErrors(options: [String], message: String) throws {
        for command in ["render", "export", "inspect"] {
            let output = command == "export" ? ["-o", "/tmp/gridreport-never-written.xlsx"] : []
            let result = try run([command, "Samples/orders-us.csv"] + options + output)
            #expect(result.status == 64, "\(command)")
            #expect(result.stderr == message, "\(command)")
            #expect(!FileManager.default.fileExists(atPath: "/tmp/gridreport-never-written.xlsx"))
        }
    }

    @Test("a date pattern for a column typed as a number: exit 64 at the spec's entry")
    func patternForNumber() throws {
        let spec = try inspectTemporaryFile(
            "s.yaml", "columns:\n  - column: Amount\n    type: number\n    format: dd.MM.yyyy\n")
        let result = try run(["render", "Samples/orders-us.csv", "--spec", spec])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: \(spec):2:5: the date pattern 'dd.MM.yyyy' is for a date column, and Amount is number (give the column type: date, datetime or time, or leave out the pattern)\n"
        )
    }

    @Test("a value that is not in the column's pattern: exit 65 at file:line:column, one line")
    func valueNotInPattern() throws {
        let result = try run(["render", "Samples/orders-us.csv", "--format", "Order Date=date:dd.MM.yyyy", "--quiet"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: Samples/orders-us.csv:2:33: '7/4/2019' in column Order Date is not a date in the pattern dd.MM.yyyy (fix the value, or give the pattern the column is written in)\n"
        )
        let export = try run(
            [
                "export", "Samples/orders-us.csv", "--format", "Order Date=date:dd.MM.yyyy", "--quiet", "-o",
                "/tmp/gridreport-bad-date.xlsx",
            ])
        #expect(export.status == 65)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/gridreport-bad-date.xlsx"))
    }

    @Test("inspect --json: each date column's input, display, locale, Excel format and example")
    func inspectJSON() throws {
        let result = try run(["inspect"] + Self.orders + ["--date-style", "medium", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        let date = try #require(columns[2]["date"] as? [String: Any])
        #expect(date["input"] as? String == "M/d/yyyy")
        #expect(date["display"] as? String == "MMM d, y")
        #expect(date["locale"] as? String == "en_US")
        #expect(date["excel"] as? String == "mmm d, yyyy")
        #expect(date["example"] as? String == "Jul 4, 2019")
        #expect(columns[1]["date"] is NSNull)
    }
}
