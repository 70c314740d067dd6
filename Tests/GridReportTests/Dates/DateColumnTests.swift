import Testing

@testable import GridReport

/// Date columns typed by a pattern and shown in a style, through the report: typing, located
/// errors, widths, the terminal table.
@Suite("Date columns: patterns and display")
struct DateColumnTests {
    static let german = "Lieferung,Datum,Zeit\nL-1,07.03.2019,7:45\nL-2,15.11.2020,14:05\nL-3,,\n"

    func entry(_ column: String, type: ColumnType? = nil, pattern: String) -> ColumnSettingsEntry {
        var settings = ColumnSettings()
        settings.type = type
        settings.datePattern = pattern
        return ColumnSettingsEntry(column: column, settings: settings, origin: "spec.yaml:3:5")
    }

    func report(_ text: String, _ entries: [ColumnSettingsEntry], display: DateDisplay? = nil) throws -> Report {
        try Report(
            source: try source(text), read: ReadOptions(),
            settings: ReportSettings(locale: "en_US", columns: entries, dateDisplay: display))
    }

    @Test("a pattern types its column by its fields and reads the values into serials")
    func typing() throws {
        let report = try report(
            Self.german, [entry("Datum", pattern: "dd.MM.yyyy"), entry("Zeit", type: .time, pattern: "H:mm")])
        #expect(report.schema.columns.map(\.type) == [.text, .date, .time])
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        #expect(rows[0].items[1] == .date(DateItem(text: "07.03.2019", serial: 43_531)))
        #expect(rows[1].items[2] == .date(DateItem(text: "14:05", serial: 845.0 / 1440)))
        #expect(rows[2].items[1] == .empty)
    }

    @Test("a value not in the pattern: file:line:column, the column, the value, the pattern; exit 65")
    func valueError() throws {
        let csv = "Lieferung,Datum\nL-1,07.03.2019\nL-2,2019-03-07\n"
        let report = try report(csv, [entry("Datum", type: .date, pattern: "dd.MM.yyyy")])
        let error = gridError { try report.rows.forEach { _ in } }
        #expect(error?.exitCode == 65)
        #expect(
            error?.description
                == "data.csv:3:5: '2019-03-07' in column Datum is not a date in the pattern dd.MM.yyyy (fix the value, or give the pattern the column is written in)"
        )
    }

    @Test("a pattern for a column typed other than a date, or without the fields its type needs: exit 64")
    func patternErrors() throws {
        let number = gridError { _ = try report("a,n\nx,1\n", [entry("n", type: .number, pattern: "dd.MM.yyyy")]) }
        #expect(number?.exitCode == 64)
        #expect(
            number?.description
                == "spec.yaml:3:5: the date pattern 'dd.MM.yyyy' is for a date column, and n is number (give the column type: date, datetime or time, or leave out the pattern)"
        )
        let time = gridError { _ = try report("a,t\nx,7:45\n", [entry("t", type: .time, pattern: "dd.MM.yyyy")]) }
        #expect(
            time?.description
                == "spec.yaml:3:5: the date pattern 'dd.MM.yyyy' has no time (H, h, m, s) fields for the time column t (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"
        )
        let date = gridError { _ = try report("a,d\nx,7:45\n", [entry("d", type: .date, pattern: "H:mm")]) }
        #expect(date?.exitCode == 64)
    }

    @Test("a style shows every kind in the locale's form; a pattern its own kind; widths never cut")
    func display() throws {
        let csv = "d,t,dt\n2019-03-07,07:45,2019-03-07 14:05:00\n2020-11-15,23:05,2020-11-15T09:30:00\n"
        let medium = try report(csv, [], display: .style(.medium))
        var rows: [GridRow] = []
        try medium.rows.forEach { rows.append($0) }
        // ICU puts a narrow no-break space before AM and PM.
        let texts = rows.map { row in row.items.map { item in if case .date(let date) = item { date.text } else { "" } }
        }
        #expect(
            texts == [
                ["Mar 7, 2019", "7:45:00\u{202F}AM", "Mar 7, 2019 at 2:05:00\u{202F}PM"],
                ["Nov 15, 2020", "11:05:00\u{202F}PM", "Nov 15, 2020 at 9:30:00\u{202F}AM"],
            ])
        // Sep 16, 2000: the widest month and a two-digit day.
        #expect(medium.numberWidths[0] == "Sep 16, 2000".count)
        let pattern = try report(csv, [], display: .pattern("dd.MM.yyyy"))
        rows = []
        try pattern.rows.forEach { rows.append($0) }
        #expect(rows[0].items[0] == .date(DateItem(text: "07.03.2019", serial: 43_531)))
        // A date pattern leaves a time column as written.
        #expect(rows[0].items[1] == .date(DateItem(text: "07:45", serial: 465.0 / 1440)))
    }

    @Test("terminal goldens at 80 cells: German and Excel-exported samples, as written and in styles")
    func goldens() throws {
        let german = [
            entry("Lieferdatum", type: .date, pattern: "dd.MM.yyyy"), entry("Uhrzeit", type: .time, pattern: "H:mm"),
        ]
        let read = ReadOptions(inputLocale: "de_DE")
        for (name, display) in [
            ("dates-lieferungen-written", nil), ("dates-lieferungen-long", DateDisplay.style(.long)),
            ("dates-lieferungen-pattern", DateDisplay.pattern("EEE d.M.yy")),
        ] as [(String, DateDisplay?)] {
            try expectGolden(
                renderTable(
                    samplePath("lieferungen.csv"), read: read,
                    settings: ReportSettings(locale: "de_DE", columns: german, dateDisplay: display), width: 80),
                name)
        }
        let us = [
            entry("Order Date", type: .date, pattern: "M/d/yyyy"),
            entry("Shipped", type: .dateTime, pattern: "M/d/yyyy H:mm"),
        ]
        for (name, display) in [("dates-orders-written", nil), ("dates-orders-medium", DateDisplay.style(.medium))]
            as [(String, DateDisplay?)]
        {
            try expectGolden(
                renderTable(
                    samplePath("orders-us.csv"),
                    settings: ReportSettings(locale: "en_US", columns: us, dateDisplay: display),
                    width: 80),
                name)
        }
    }
}
