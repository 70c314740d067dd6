import Foundation
import Testing

/// The sheet's date format carries the fraction of a second the terminal shows.
@Suite("gridreport export: fractions of seconds")
struct SecondFractionExportTests {
    @Test("date-times and times with fractions: hh:mm:ss.000 in the sheet (the most digits, at most 3), none without")
    func fractions() throws {
        let csv = try inspectTemporaryFile(
            "stamps.csv",
            "When,At,Day,Plain\n2002-02-02 02:02:02.020,13:45:30.5,2002-02-02,2002-02-02T02:02:02\n2003-03-03T03:03:03.1234,08:00:00,2003-03-03,2003-03-03T03:03:03\n"
        )
        let shown = try run(["render", csv, "--width", "100"])
        #expect(shown.stdout.contains("│ 2002-02-02 02:02:02.020  │ 13:45:30.5 │"))
        let book = try temporaryFolder().appendingPathComponent("stamps.xlsx").path
        #expect(try run(["export", csv, "-o", book]).status == 0)
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            print(json.dumps([[c.number_format for c in row] for row in sheet.iter_rows(min_row=2)]
                             + [[sheet["A2"].value.microsecond, sheet["B2"].value.microsecond]]))
            """
        let formats = try #require(try openpyxlJSON(script, book) as? [[Any]])
        let expected = ["yyyy-mm-dd hh:mm:ss.000", "hh:mm:ss.0", "yyyy-mm-dd", "yyyy-mm-dd hh:mm:ss"]
        #expect(formats[0] as? [String] == expected)
        #expect(formats[1] as? [String] == expected)
        #expect(formats[2] as? [Int] == [20000, 500000])
    }
}
