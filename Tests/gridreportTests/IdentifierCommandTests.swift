import Foundation
import Testing

/// Integer columns whose titles name codes (`FlightNum`, `En No`, `fips`, `Kontonummer`) and
/// HHMM clock times (`DepTime`), shown ungrouped in the terminal and as `0` in the sheet, with
/// inspect saying why; on nycflights13's flights (Tests/RealData/nycflights.csv).
@Suite("gridreport identifiers and clock times")
struct IdentifierCommandTests {
    static let codes = """
        FlightNum,En No,fips,Kontonummer,DepTime,CRSArrTime,Amount
        3231,46521,31001,1234567890,2003,1955,12345
        17,5,1001,42,5,45,1

        """

    @Test("never grouped in the terminal; --format COL=decimal groups them again")
    func terminal() throws {
        let file = try inspectTemporaryFile("codes.csv", Self.codes)
        let result = try run(["render", file, "--width", "100"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌───────────┬───────┬───────┬─────────────┬─────────┬────────────┬────────┐
                │ FlightNum │ En No │  fips │ Kontonummer │ DepTime │ CRSArrTime │ Amount │
                ├───────────┼───────┼───────┼─────────────┼─────────┼────────────┼────────┤
                │      3231 │ 46521 │ 31001 │  1234567890 │    2003 │       1955 │ 12,345 │
                │        17 │     5 │  1001 │          42 │       5 │         45 │      1 │
                └───────────┴───────┴───────┴─────────────┴─────────┴────────────┴────────┘

                """)
        let grouped = try run([
            "render", file, "--width", "100", "--format", "fips=decimal", "--format", "DepTime=decimal",
        ])
        #expect(grouped.stdout.contains("│ 31,001 │"))
        #expect(grouped.stdout.contains("│   2,003 │"))
    }

    @Test("inspect says why, one sentence a column")
    func inspectSays() throws {
        let file = try inspectTemporaryFile("codes.csv", Self.codes)
        let result = try run(["inspect", file, "--width", "400"])
        let typing = result.stdout.split(separator: "\n").filter { $0.hasPrefix("typing: ") }
        #expect(
            typing == [
                "typing: column \"FlightNum\": identifiers: whole numbers under a title that names a code (\"num\"); shown without grouping, Excel format 0; --format 'FlightNum=decimal' groups them",
                "typing: column \"En No\": identifiers: whole numbers under a title that names a code (\"no\"); shown without grouping, Excel format 0; --format 'En No=decimal' groups them",
                "typing: column \"fips\": identifiers: whole numbers under a title that names a code (\"fips\"); shown without grouping, Excel format 0; --format 'fips=decimal' groups them",
                "typing: column \"Kontonummer\": identifiers: whole numbers under a title that names a code (\"nummer\"); shown without grouping, Excel format 0; --format 'Kontonummer=decimal' groups them",
                "typing: column \"DepTime\": clock times written as HHMM: whole numbers within 0–2400 (5–2003) whose last two digits are minutes, under a title that names a time; shown without grouping, Excel format 0",
                "typing: column \"CRSArrTime\": clock times written as HHMM: whole numbers within 0–2400 (45–1955) whose last two digits are minutes, under a title that names a time; shown without grouping, Excel format 0",
            ])
    }

    @Test("a time-titled column with a value that is no HHMM time (1975) is an amount")
    func notClockTimes() throws {
        let file = try inspectTemporaryFile("laps.csv", "LapTime\n1975\n950\n")
        let result = try run(["render", file, "--width", "40"])
        #expect(result.stdout.contains("│   1,975 │"))
    }

    @Test("nycflights13: flight numbers and HHMM times ungrouped, in the terminal and as 0 in the sheet")
    func nycflights() throws {
        let csv = "Tests/RealData/nycflights.csv"
        let shown = try run(["render", csv, "--width", "250"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(
            shown.stdout.contains(
                "│     2003 │           2000 │         3 │     2302 │           2311 │        -9 │ UA      │   1680 │"))
        #expect(!shown.stdout.contains("2,003") && !shown.stdout.contains("1,545"))
        #expect(shown.stdout.contains("│    1,085 │"), "distance is an amount")
        let book = try temporaryFolder().appendingPathComponent("flights.xlsx").path
        #expect(try run(["export", csv, "-o", book]).status == 0)
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            titles = [c.value for c in sheet[1]]
            row = sheet[9]
            print(json.dumps({t: [row[i].value, row[i].number_format] for i, t in enumerate(titles)
                              if t in ("dep_time", "arr_time", "flight", "distance")}))
            """
        let cells = try #require(try openpyxlJSON(script, book) as? [String: [Any]])
        #expect(cells["dep_time"]?.first as? Int == 2003 && cells["dep_time"]?.last as? String == "0")
        #expect(cells["arr_time"]?.last as? String == "0")
        #expect(cells["flight"]?.first as? Int == 1680 && cells["flight"]?.last as? String == "0")
        #expect(cells["distance"]?.last as? String == "#,##0")
    }
}
