import GridReport
import Testing

@testable import GridReportSpec

@Suite("Spec: date keys")
struct DateSpecTests {
    func settings(_ spec: ReportSpec) -> [ColumnSettings] { spec.columns.map(\.settings) }

    @Test("format: PATTERN types a date column's reading; a mapping gives its pattern with a locale")
    func columnForms() throws {
        let spec = try SpecLoader.parse(
            """
            columns:
              - column: Datum
                type: date
                format: dd.MM.yyyy
              - column: Monat
                type: date
                format: {pattern: "d. MMMM yyyy", locale: de_DE}
              - column: Preis
                format: {pattern: "#,##0.00"}

            """, name: "s.yaml")
        let columns = settings(spec)
        #expect(columns[0].datePattern == "dd.MM.yyyy")
        #expect(columns[0].pattern == nil)
        #expect(columns[1].datePattern == "d. MMMM yyyy")
        #expect(columns[1].locale == "de_DE")
        #expect(columns[2].pattern == "#,##0.00")
        #expect(columns[2].datePattern == nil)
    }

    @Test("dateStyle and dateFormat at the top; one or the other")
    func display() throws {
        #expect(try SpecLoader.parse("dateStyle: long\n", name: "s.yaml").dateDisplay == .style(.long))
        #expect(try SpecLoader.parse("dateFormat: \"d MMM y\"\n", name: "s.yaml").dateDisplay == .pattern("d MMM y"))
    }

    @Test(
        "bad date keys are exit 64 at their place",
        arguments: [
            ("dateStyle: huge\n", "s.yaml:1:12: dateStyle: 'huge' is not one of short, medium, long"),
            (
                "dateStyle: short\ndateFormat: d.M.y\n",
                "s.yaml:2:1: dateFormat: dates are shown in one way (give dateStyle or dateFormat, not both)"
            ),
            (
                "dateFormat: \"\"\n",
                "s.yaml:1:13: dateFormat: the date pattern is empty (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"
            ),
            (
                "columns:\n  - column: d\n    format: \"'at' --\"\n",
                "s.yaml:3:13: columns.format: ''at' --' has no date or time fields"
            ),
            (
                "columns:\n  - column: d\n    type: date\n    format: {pattern: \"-\"}\n",
                "s.yaml:4:23: columns.format.pattern: '-' has no date or time fields"
            ),
        ])
    func errors(yaml: String, message: String) {
        do {
            _ = try SpecLoader.parse(yaml, name: "s.yaml")
            Issue.record("no error for \(yaml)")
        } catch let error as GridReportError {
            #expect(error.exitCode == 64)
            #expect(error.description.hasPrefix(message), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("the writer's date keys read back the same")
    func roundTrip() throws {
        for display in [DateDisplay.style(.short), .pattern("EEE, d 'de' MMMM")] {
            var spec = ReportSpec()
            spec.locale = "es_ES"
            spec.dateDisplay = display
            var plain = ColumnSettings()
            plain.type = .date
            plain.datePattern = "dd.MM.yyyy"
            var named = ColumnSettings()
            named.type = .dateTime
            named.datePattern = "d MMM yyyy H:mm"
            named.locale = "de_DE"
            spec.columns = [
                ReportSpec.ColumnEntry(column: "a", settings: plain, origin: ""),
                ReportSpec.ColumnEntry(column: "b", settings: named, origin: ""),
            ]
            let yaml = SpecWriter.yaml(spec)
            var back = try SpecLoader.parse(yaml, name: "w.yaml")
            back.columns = back.columns.map {
                ReportSpec.ColumnEntry(column: $0.column, settings: $0.settings, origin: "")
            }
            #expect(back == spec, "\(yaml)")
        }
    }
}
