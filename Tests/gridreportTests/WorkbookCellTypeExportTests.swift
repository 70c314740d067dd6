import Foundation
import Testing

/// Issue 38, 4: a workbook's column that a footnote makes text keeps each cell's own type in the
/// export (a number cell a number, a date cell a date), as pandas' read_excel + to_excel does,
/// while the terminal shows the column as text.
@Suite("gridreport export: a workbook's cells keep their types")
struct WorkbookCellTypeExportTests {
    /// Tests/RealData/seattle-weather.csv's first 4 days written by openpyxl as typed cells (dates
    /// as dates, measurements as numbers), a `station` column of strings that look like numbers
    /// (NOAA's WBAN 24233, Seattle-Tacoma), and a footnote row under the table.
    static let makeWorkbook = """
        import csv, datetime, sys, openpyxl
        rows = list(csv.reader(open(sys.argv[2])))
        book = openpyxl.Workbook()
        sheet = book.active
        sheet.append((sys.argv[3:] or rows[0][:3]) + ["station"])
        for row in rows[1:5]:
            sheet.append([datetime.datetime.strptime(row[0], "%Y/%m/%d"), float(row[1]), float(row[2]), "24233"])
            sheet.cell(sheet.max_row, 1).number_format = "yyyy-mm-dd"
        sheet.append(["Source: NOAA, Seattle-Tacoma", "* in mm", None, "WBAN"])
        book.save(sys.argv[1])
        print("[]")
        """

    static let readBack = """
        import json, sys, openpyxl
        sheet = openpyxl.load_workbook(sys.argv[1]).active
        print(json.dumps([[[c.data_type, c.number_format, str(c.value)] for c in row] for row in sheet.iter_rows(min_row=2)]))
        """

    @Test("a footnote under a date and a number column: the sheet keeps dates and numbers, the terminal shows text")
    func footnote() throws {
        let folder = try temporaryFolder()
        let source = folder.appendingPathComponent("weather.xlsx").path
        let csv = repositoryRoot.appendingPathComponent("Tests/RealData/seattle-weather.csv").path
        _ = try openpyxlJSON(Self.makeWorkbook, source, [csv])
        let shown = try run(["render", source, "--width", "80"])
        #expect(
            shown.stdout == """
                ┌──────────────────────────────┬───────────────┬──────────┬─────────┐
                │ date                         │ precipitation │ temp_max │ station │
                ├──────────────────────────────┼───────────────┼──────────┼─────────┤
                │ 2012-01-01                   │ 0             │     12.8 │ 24233   │
                │ 2012-01-02                   │ 10.9          │     10.6 │ 24233   │
                │ 2012-01-03                   │ 0.8           │     11.7 │ 24233   │
                │ 2012-01-04                   │ 20.3          │     12.2 │ 24233   │
                │ Source: NOAA, Seattle-Tacoma │ * in mm       │          │ WBAN    │
                └──────────────────────────────┴───────────────┴──────────┴─────────┘

                """)
        let book = folder.appendingPathComponent("out.xlsx").path
        #expect(try run(["export", source, "-o", book]).status == 0)
        let cells = try #require(try openpyxlJSON(Self.readBack, book) as? [[[String]]])
        #expect(
            cells[0] == [
                ["d", "yyyy-mm-dd", "2012-01-01 00:00:00"], ["n", "General", "0"], ["n", "#,##0.0", "12.8"],
                ["s", "General", "24233"],
            ])
        #expect(cells[1][0] == ["d", "yyyy-mm-dd", "2012-01-02 00:00:00"] && cells[1][1] == ["n", "General", "10.9"])
        // The footnote stays text; the strings that look like numbers stay strings (their column
        // has string cells that read as numbers, so none of its values is taken for a number cell).
        #expect(
            cells[4] == [
                ["s", "General", "Source: NOAA, Seattle-Tacoma"], ["s", "General", "* in mm"],
                ["n", "General", "None"], ["s", "General", "WBAN"],
            ])
        #expect(cells[2][3] == ["s", "General", "24233"])
    }

    @Test("a title that reads as a number (2012) is the header's, no string of the column; --no-header counts it")
    func numberTitle() throws {
        let folder = try temporaryFolder()
        let source = folder.appendingPathComponent("titled.xlsx").path
        let csv = repositoryRoot.appendingPathComponent("Tests/RealData/seattle-weather.csv").path
        _ = try openpyxlJSON(Self.makeWorkbook, source, [csv, "date", "2012", "temp_max"])
        let book = folder.appendingPathComponent("out.xlsx").path
        #expect(try run(["export", source, "-o", book]).status == 0)
        let cells = try #require(try openpyxlJSON(Self.readBack, book) as? [[[String]]])
        #expect(cells[0][1] == ["n", "General", "0"] && cells[1][1] == ["n", "General", "10.9"])
        #expect(try run(["export", source, "-o", book, "--no-header", "--force"]).status == 0)
        let untitled = try #require(try openpyxlJSON(Self.readBack, book) as? [[[String]]])
        #expect(untitled[0][1] == ["s", "General", "2012"] && untitled[1][1] == ["s", "General", "0"])
    }

    @Test("a date-time cell keeps the fraction of a second the terminal shows: hh:mm:ss.000")
    func fractions() throws {
        let folder = try temporaryFolder()
        let source = folder.appendingPathComponent("stamps.xlsx").path
        let script = """
            import datetime, sys, openpyxl
            book = openpyxl.Workbook()
            sheet = book.active
            sheet.append(["When"])
            sheet.append([datetime.datetime(2002, 2, 2, 2, 2, 2, 20000)])
            sheet.cell(2, 1).number_format = "yyyy-mm-dd hh:mm:ss.000"
            sheet.append(["* local time"])
            book.save(sys.argv[1])
            print("[]")
            """
        _ = try openpyxlJSON(script, source)
        let shown = try run(["render", source, "--width", "40"])
        #expect(shown.stdout.contains("│ 2002-02-02 02:02:02.020 │"))
        let book = folder.appendingPathComponent("out.xlsx").path
        #expect(try run(["export", source, "-o", book]).status == 0)
        let cells = try #require(try openpyxlJSON(Self.readBack, book) as? [[[String]]])
        #expect(cells[0] == [["d", "yyyy-mm-dd hh:mm:ss.000", "2002-02-02 02:02:02.020000"]])
    }

    @Test("a CSV's text column keeps its numbers and dates as text: only a workbook's cells have types")
    func csvUnchanged() throws {
        let csv = try inspectTemporaryFile(
            "noted.csv", "date,precipitation\n2012-01-01,0.0\n2012-01-02,10.9\nSource: NOAA,* in mm\n")
        let book = try temporaryFolder().appendingPathComponent("out.xlsx").path
        #expect(try run(["export", csv, "-o", book]).status == 0)
        let cells = try #require(try openpyxlJSON(Self.readBack, book) as? [[[String]]])
        #expect(cells[0] == [["s", "General", "2012-01-01"], ["s", "General", "0.0"]])
    }
}
