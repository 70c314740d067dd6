import Testing

@testable import GridReport

@Suite("Years, yyyyMMdd dates and grouped numbers")
struct NumberReadingTests {
    func report(_ text: String, read: ReadOptions = ReadOptions(), settings: ReportSettings = ReportSettings()) throws
        -> Report
    {
        try Report(source: try source(text), read: read, settings: settings)
    }

    func dataPath(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/GridReportTests/Golden/data/\(name)").path
    }

    @Test("pandas' float-written years show as 1952, format 0, with or without a header")
    func pandasYears() throws {
        let path = dataPath("years-pandas.csv")
        try expectGolden(try renderTable(path, width: 60), "readings-years-pandas-60")
        let report = try Report(
            source: try ByteSource(path: path, displayName: "y.csv"), read: ReadOptions(), settings: ReportSettings())
        let year = report.schema.columns[1]
        #expect(year.numberReading == .year)
        #expect(
            year.format
                == NumberFormat(
                    style: .decimal, locale: "en_US", minimumFractionDigits: 0, maximumFractionDigits: 0,
                    grouping: false))
        #expect(ExcelNumberFormat.code(for: try #require(year.format)) == "0")
        let headless = try self.report("1950.0,Brazil,1234\n2009.0,Chile,88\n", read: ReadOptions(hasHeader: false))
        #expect(headless.schema.columns[0].numberReading == .year)
        #expect(headless.renderers[0]?.string(2009) == "2009")
        #expect(headless.schema.columns[2].numberReading == nil)
    }

    @Test("years by title: year, yr, fy, birthyear; whole numbers only, never grouped ones")
    func yearTitles() throws {
        let titled = try report(
            "fy,yr,birthyear,amount,grouped,fraction\n850,3001,1066,1200,\"1,200\",1950.5\n1066,2020,1492,2999,\"2,000\",1990\n"
        )
        #expect(titled.schema.columns.map(\.numberReading) == [.year, .year, .year, .year, nil, nil])
        #expect(titled.renderers[3]?.string(2999) == "2999")
        #expect(titled.renderers[4]?.string(2000) == "2,000")
        // A total of all number columns leaves years out; asked for, one still counts.
        let plan = try #require(try SectionPlan.resolve(try sectionRequest(totals: true), schema: titled.schema))
        #expect(plan.totals.map(\.column) == [4, 5])
    }

    @Test("the built-in yyyyMMdd pattern is the one its text parses to")
    func yyyymmddPattern() throws {
        #expect(DatePattern.yyyymmdd == (try DatePattern("yyyyMMdd", origin: "yyyyMMdd")))
    }

    @Test("8-digit integers that are all valid yyyyMMdd dates are a date column")
    func yyyymmdd() throws {
        let report = try report(try String(contentsOfFile: dataPath("dates-int.csv"), encoding: .utf8))
        let date = report.schema.columns[1]
        #expect(date.type == .date)
        #expect(date.numberReading == .yyyymmdd)
        #expect(date.dateInput?.pattern.text == "yyyyMMdd")
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        // 1958-03-29 is serial 21273; 1960-02-29 (a leap day) is 21975.
        #expect(rows[0].items[1] == .date(DateItem(text: "19580329", serial: 21273)))
        #expect(rows[2].items[1] == .date(DateItem(text: "19600229", serial: 21975)))
        // Not a date: 19580230, a 30 February; 1958032 has 7 digits; a fraction.
        for text in ["d\n19580230\n19580101\n", "d\n1958032\n", "d\n19580329.5\n"] {
            #expect(try self.report(text).schema.columns[0].type == .number)
        }
        // Titled date but not all dates: a number, not grouped.
        let titled = try self.report("Date\n20230231\n20230101\n")
        #expect(titled.renderers[0]?.string(20_230_231) == "20230231")
    }

    @Test("a format or a type given for the column wins over the reading")
    func overrides() throws {
        var settings = ReportSettings()
        var decimal = ColumnSettings()
        decimal.style = .decimal
        decimal.minimumFractionDigits = 1
        decimal.maximumFractionDigits = 1
        var grouping = ColumnSettings()
        grouping.grouping = true
        settings.columns = [
            ColumnSettingsEntry(column: "year", settings: decimal, origin: "--format"),
            ColumnSettingsEntry(column: "date", settings: decimal, origin: "--format"),
            ColumnSettingsEntry(column: "yr", settings: grouping, origin: "spec"),
        ]
        let report = try report("year,date,yr\n1950,19580329,1960\n", settings: settings)
        #expect(report.schema.columns.map(\.type) == [.number, .number, .number])
        #expect(report.schema.columns.map(\.numberReading) == [nil, nil, .year])
        #expect(report.renderers[0]?.string(1950) == "1,950.0")
        #expect(report.renderers[2]?.string(1960) == "1,960")
    }

    @Test("inspect says why: years, dates, grouped and ambiguous separators by the input locale")
    func notes() throws {
        let years = try Report(
            source: try ByteSource(path: dataPath("years-pandas.csv"), displayName: "y.csv"), read: ReadOptions(),
            settings: ReportSettings())
        #expect(
            years.typingNotes() == [
                "column \"year\": years: whole numbers (written with a fraction of 0), all within 1000–2999 (1952–2007); shown without grouping, Excel format 0"
            ])
        let dates = try report("d\n19580329\n20011231\n")
        #expect(
            dates.typingNotes() == [
                "column \"d\": dates: 8-digit integers that are all valid yyyyMMdd dates (19580329–20011231); read with the pattern yyyyMMdd"
            ])
        let grouped = try report("n,m\n\"1,234\",\"23,288  \"\n\"2,500\",\"1,234,567\"\n")
        #expect(
            grouped.typingNotes() == [
                "column \"n\": 1,234 is read as a whole number: ',' groups digits in the default input (C, with comma grouping); if ',' is the decimal separator, read it with inputLocale de_DE"
            ])
        let german = try report("n;m\n1,234;2\n2,500;3\n", read: ReadOptions(inputLocale: "de_DE"))
        #expect(german.renderers[0]?.string(1.234) == "1.234")
        #expect(
            german.typingNotes(naming: { $0 == .inputLocale ? "--input-locale" : $0.specKey }) == [
                "column \"n\": 1,234 is read with a decimal comma, as the input locale de_DE writes it; if ',' groups thousands, read it without --input-locale"
            ])
    }

    @Test("grouped numbers with padding are numbers, spaces trimmed, golden")
    func grouped() throws {
        let path = dataPath("grouped-stats.csv")
        let report = try Report(
            source: try ByteSource(path: path, displayName: "g.csv"), read: ReadOptions(), settings: ReportSettings())
        #expect(report.schema.columns.map(\.type) == [.text, .number, .number, .number])
        try expectGolden(try renderTable(path, width: 60), "readings-grouped-60")
    }
}
