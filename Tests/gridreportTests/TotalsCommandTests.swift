import Foundation
import Testing

@Suite("gridreport: exact totals, years and dates written as numbers")
struct TotalsCommandTests {
    static let data = "Tests/GridReportTests/Golden/data/"

    /// The sheet keeps SUBTOTAL formulas, and their stored results are the sums Python's
    /// `decimal` module computes from the CSV's text.
    @Test("export: SUBTOTAL formulas whose stored results are the exact decimal sums")
    func sheetTotals() throws {
        let output = try temporaryFolder().appendingPathComponent("sales.xlsx").path
        let csv = Self.data + "sales-4dp.csv"
        let result = try run(["export", csv, "-o", output, "--group-by", "Region", "--totals"])
        #expect(result.status == 0, "\(result.stderr)")
        let script = """
            import csv, json, sys, openpyxl
            from decimal import Decimal
            formulas = openpyxl.load_workbook(sys.argv[1]).active
            stored = openpyxl.load_workbook(sys.argv[1], data_only=True).active
            last = stored.max_row
            rows = list(csv.DictReader(open(sys.argv[2])))
            out = []
            for column, name in (("D", "Sales"), ("G", "Profit")):
                expected = sum(Decimal(r[name]) for r in rows)
                out.append([formulas[column + str(last)].value, stored[column + str(last)].value == float(expected),
                            stored[column + str(last)].number_format])
            print(json.dumps(out))
            """
        let answer = try #require(try openpyxlJSON(script, output, [csv]) as? [[Any]])
        #expect(answer.count == 2)
        for column in answer {
            #expect((column[0] as? String)?.hasPrefix("=SUBTOTAL(9,") == true)
            #expect(column[1] as? Bool == true)
        }
        #expect(answer[0][2] as? String == "#,##0.0000")
    }

    @Test("export: pandas' float-written years are whole numbers with format 0; yyyyMMdd integers dates")
    func sheetYearsAndDates() throws {
        let folder = try temporaryFolder()
        let years = folder.appendingPathComponent("years.xlsx").path
        #expect(try run(["export", Self.data + "years-pandas.csv", "-o", years]).status == 0)
        let dates = folder.appendingPathComponent("dates.xlsx").path
        #expect(try run(["export", Self.data + "dates-int.csv", "-o", dates]).status == 0)
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            print(json.dumps([[str(sheet.cell(row=2, column=c).value), sheet.cell(row=2, column=c).number_format]
                              for c in (1, 2)]))
            """
        let yearCells = try #require(try openpyxlJSON(script, years) as? [[String]])
        #expect(yearCells[1] == ["1952", "0"])
        let dateCells = try #require(try openpyxlJSON(script, dates) as? [[String]])
        #expect(dateCells[1] == ["1958-03-29 00:00:00", "yyyymmdd"])
    }

    @Test("render: --format overrides a year column; --no-header finds years by their values")
    func overrides() throws {
        let csv = Self.data + "years-pandas.csv"
        let given = try run(["render", csv, "--format", "year=decimal:1", "--limit", "1", "--width", "60"])
        #expect(given.stdout.contains("1,952.0"))
        let headless = try run(["render", "-", "--no-header", "--width", "40"], stdin: "1950.0,Brazil\n2009.0,Chile\n")
        #expect(headless.stdout.contains("│ 2009 │"))
        let inspect = try run(["inspect", csv, "--width", "200"])
        #expect(
            inspect.stdout.contains(
                "typing: column \"year\": years: whole numbers (written with a fraction of 0), all within 1000–2999 (1952–2007)"
            ))
    }

    @Test("inspect names --input-locale for separators that read either way")
    func ambiguous() throws {
        let result = try run(["inspect", "-", "--width", "200"], stdin: "n\n\"1,234\"\n\"2,500\"\n")
        #expect(
            result.stdout.contains(
                "typing: column \"n\": 1,234 is read as a whole number: ',' groups digits in the default input (C, with comma grouping); if ',' is the decimal separator, read it with --input-locale de_DE\n"
            ))
        let json = try run(["inspect", "-", "--json"], stdin: "n\n\"1,234\"\n\"2,500\"\n")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let typing = try #require(plan["typing"] as? [String])
        #expect(typing.count == 1 && typing[0].hasPrefix("column \"n\": 1,234 is read as a whole number"))
        let plain = try run(["inspect", "-", "--json"], stdin: "n\n1\n2\n")
        #expect(plain.stdout.contains("\"typing\" : [\n\n  ]") || plain.stdout.contains("\"typing\" : []"))
    }
}
