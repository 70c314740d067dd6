import Testing

@testable import GridReport

@Suite("Dates, times and date-times")
struct DateTypeTests {
    func parse(_ text: String) -> DateParser.Value? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { DateParser.parse(UnsafeBufferPointer($0)) }
    }

    /// Serials as Excel counts them: 1900-03-01 is 61, 2007-11-11 is 39397.
    static let isoForms: [(String, DateParser.Kind, Double)] = [
        ("2007-11-11", .date, 39_397), ("1900-03-01", .date, 61), ("2020-02-29", .date, 43_890),
        ("2019-01-01 00:00:00", .dateTime, 43_466), ("2019-01-01T12:00:00Z", .dateTime, 43_466.5),
        ("2019-01-01T18:00+02:00", .dateTime, 43_466.75), ("2019-01-01T06:00:00-0530", .dateTime, 43_466.25),
        ("13:45", .time, 825.0 / 1440), ("00:00:30", .time, 30.0 / 86_400), ("12:00:00.5", .time, 43_200.5 / 86_400),
    ]

    /// Serials as Excel counts them: 1900-03-01 is 61, 2007-11-11 is 39397.
    @Test("ISO 8601 forms and their serials", arguments: isoForms)
    func forms(text: String, kind: DateParser.Kind, serial: Double) throws {
        let value = try #require(parse(text))
        #expect(value.kind == kind)
        #expect(abs(value.serial - serial) < 1e-9)
    }

    @Test(
        "impossible or other forms are not dates",
        arguments: [
            "2007-13-45", "2019-02-29", "2007-11-31", "24:00", "12:60", "2007/11/11", "11.11.2007", "2007-11-11T",
            "2007-11-11 25:00", "20071111", "2007-1-1", "Jan 1 2000", "2019-01-01T00:00:00+15:00", "1992",
        ])
    func notDates(text: String) {
        #expect(parse(text) == nil)
    }

    func report(_ text: String, settings: ReportSettings = ReportSettings()) throws -> (Schema, [GridRow]) {
        let report = try Report(source: try source(text), read: ReadOptions(), settings: settings)
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        return (report.schema, rows)
    }

    @Test("columns are typed date, time or datetime; one impossible date keeps a column text")
    func inference() throws {
        let (schema, rows) = try report(
            """
            d,t,dt,mixed,bad,year
            2007-11-11,13:45,2019-01-01 00:00:00,2019-01-01,2007-11-11,2007
            1992-04-30,07:05:30,2019-01-01T08:30:00+02:00,2019-01-02 10:00,2007-13-45,1992
            NA,,2019-06-30T23:59:59Z,,x,2001

            """)
        #expect(schema.columns.map(\.type) == [.date, .time, .dateTime, .dateTime, .text, .number])
        #expect(rows[0].items[0] == .date(DateItem(text: "2007-11-11", serial: 39_397)))
        #expect(rows[2].items[0] == .empty)
        #expect(rows[1].items[4] == .text("2007-13-45"))
    }

    @Test("a spec-typed date column with a value that is not a date is a located error")
    func typedError() throws {
        var settings = ColumnSettings()
        settings.type = .date
        let spec = ReportSettings(columns: [ColumnSettingsEntry(column: "d", settings: settings, origin: "spec")])
        #expect(throws: GridReportError.self) { try report("d\n2007-11-11\n11.11.2007\n", settings: spec) }
        do {
            _ = try report("d\n2007-11-11\n11.11.2007\n", settings: spec)
        } catch let error as GridReportError {
            #expect(error.kind == .data)
            #expect("\(error)".contains("data.csv:3:1"), "\(error)")
        }
    }

    @Test("a date is never cut, and is a text item in compact bindings")
    func shown() throws {
        let csv = "Name,Date Egg,Note\nAdelie Penguin with a long name,2007-11-11,Not enough blood for isotopes\n"
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .none), totalCells: 30, fit: .error, wrap: false, color: false, to: &out)
        #expect(out.contains("2007-11-11"), "\(out)")
        let plan = try report.bindingPlan(bindOptions: [])
        #expect(plan.slot(forColumn: 1) == .subheadline)
    }
}
