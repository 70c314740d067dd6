import Foundation
import Testing

@testable import GridReport

@Suite("Column plan: the spec that reproduces it")
struct ColumnPlanSpecTests {
    func context(_ report: Report, locale: String = "en_US", mode: DisplayMode? = nil) -> ColumnPlan.SpecContext {
        ColumnPlan.SpecContext(
            title: nil, mode: mode, locale: locale, read: report.rows.records.options,
            delimiter: report.rows.records.delimiter)
    }

    func plan(_ report: Report, geometry: TableGeometry = TableGeometry(), bind: [String] = []) throws -> ColumnPlan {
        try report.columnPlan(geometry: geometry, totalCells: 100, fit: .error, bindOptions: bind, mode: .regular)
    }

    @Test("reading, geometry and locale are written out, defaults included")
    func topLevel() throws {
        let report = try planReport(
            sample: "european.csv", read: ReadOptions(inputLocale: "de_DE"), settings: ReportSettings(locale: "de_DE"))
        let geometry = TableGeometry(border: .ascii, accessory: .disclosure, pointsPerCell: 10, spacingPoints: 20)
        let spec = try plan(report, geometry: geometry).reproducingSpec(context(report, locale: "de_DE", mode: .auto))
        #expect(spec.locale == "de_DE")
        #expect(spec.inputLocale == "de_DE")
        #expect(spec.delimiter == ";")
        #expect(spec.header == true)
        #expect(spec.accessory == .disclosure && spec.border == .ascii && spec.mode == .auto)
        #expect(spec.pointsPerCell == 10 && spec.spacing == 20)
        #expect(spec.columns.map(\.column) == ["Artikelnr", "Bezeichnung", "Lager", "Menge", "Einzelpreis", "Umsatz"])
    }

    @Test("each column's type and whole format; widths only when given")
    func columns() throws {
        let report = try planReport(
            sample: "stocks.csv",
            widths: [.flexible, .fraction(0.2), .hidden, .points(120), .fraction(0.1), .fraction(0.1)])
        let spec = try plan(report).reproducingSpec(context(report))
        #expect(spec.columns.map(\.settings.type) == [.image, .text, .number, .number, .number, .number])
        #expect(
            spec.columns.map(\.settings.width) == [
                .flexible, .fraction(0.2), .hidden, .points(120), .fraction(0.1), .fraction(0.1),
            ])
        let open = spec.columns[2].settings
        #expect(open.style == .decimal && open.locale == "en_US" && open.grouping == true)
        #expect(open.minimumFractionDigits == 2 && open.maximumFractionDigits == 2)
        #expect(spec.columns[0].settings.style == nil)
        let natural = try planReport(sample: "stocks.csv")
        #expect(try plan(natural).reproducingSpec(context(natural)).columns.allSatisfy { $0.settings.width == nil })
    }

    @Test("bindings are written only when explicit: the default rule comes back by itself")
    func bindings() throws {
        let report = try planReport(sample: "products.csv")
        let byDefault = try plan(report).reproducingSpec(context(report))
        #expect(byDefault.columns.allSatisfy { $0.settings.binding == nil })
        let explicit = try plan(report, bind: ["Product Name=headline", "Price=status"]).reproducingSpec(
            context(report))
        #expect(explicit.columns.map(\.settings.binding) == [nil, .headline, nil, nil, nil, .status])
    }

    @Test("the written spec gives the same schema again")
    func schemaRoundTrip() throws {
        let settings = ReportSettings(
            locale: "fr_FR", currencyCode: "EUR",
            columns: [
                ColumnSettingsEntry(
                    column: "Open",
                    settings: {
                        var s = ColumnSettings()
                        s.style = .currency
                        return s
                    }(), origin: "--format"),
                ColumnSettingsEntry(
                    column: "Low",
                    settings: {
                        var s = ColumnSettings()
                        s.style = .percent
                        s.maximumFractionDigits = 1
                        return s
                    }(), origin: "--format"),
                ColumnSettingsEntry(
                    column: "Close",
                    settings: {
                        var s = ColumnSettings()
                        s.pattern = "#,##0.0;(#,##0.0)"
                        s.rounding = .halfUp
                        s.alignment = .center
                        return s
                    }(), origin: "spec"),
            ])
        let report = try planReport(
            sample: "stocks.csv", settings: settings,
            widths: [.flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .hidden])
        let spec = try plan(report).reproducingSpec(context(report, locale: "fr_FR"))
        let again = try planReport(
            sample: "stocks.csv", settings: spec.reportSettings(currencyCode: nil, environment: [:]))
        #expect(again.schema == report.schema)
    }

    @Test("a column is named by its header, by its number when the header is repeated")
    func keys() throws {
        let schema = Schema(
            columns: ["x", "x", "Price", ""].enumerated().map {
                Column(index: $0.offset, name: $0.element, type: .text)
            })
        #expect(try ColumnPlan.key(for: 0, in: schema) == "x")
        #expect(try ColumnPlan.key(for: 1, in: schema) == "2")
        #expect(try ColumnPlan.key(for: 2, in: schema) == "Price")
        #expect(try ColumnPlan.key(for: 3, in: schema) == "")
    }

    @Test("a repeated header whose number is another column's header cannot be named: an error, not a wrong spec")
    func unnameable() {
        let schema = Schema(
            columns: ["x", "x", "2"].enumerated().map { Column(index: $0.offset, name: $0.element, type: .text) })
        let error = gridError { _ = try ColumnPlan.key(for: 1, in: schema) }
        #expect(error?.exitCode == 64)
        #expect(error?.location == ErrorText(.yaml))
    }

    @Test(
        "the delimiter as the spec reads it back",
        arguments: [
            (UInt8(ascii: "\t"), "tab"), (UInt8(ascii: ","), ","), (UInt8(ascii: "|"), "|"), (UInt8(ascii: ";"), ";"),
        ])
    func delimiter(byte: UInt8, name: String) throws {
        #expect(ColumnPlan.delimiterName(byte) == name)
        #expect(try CSVOptions.parseDelimiter(name) == byte)
    }
}
