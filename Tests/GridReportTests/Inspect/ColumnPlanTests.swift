import Foundation
import Testing

@testable import GridReport

/// A report over a sample or over CSV text, for plan tests.
func planReport(
    sample: String? = nil, csv: String? = nil, read: ReadOptions = ReadOptions(),
    settings: ReportSettings = ReportSettings(), widths: [ColumnWidth]? = nil
) throws -> Report {
    let bytes = try sample.map { try ByteSource(path: samplePath($0), displayName: $0) } ?? source(csv ?? "")
    return try Report(source: bytes, read: read, settings: settings, widths: widths)
}

@Suite("Column plan")
struct ColumnPlanTests {
    let fiori: [ColumnWidth] = [
        .flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1),
    ]

    @Test("the Fiori stock example at 100 cells without a border: types, widths, formats and default bindings")
    func fioriStocks() throws {
        let report = try planReport(sample: "stocks.csv", widths: fiori)
        let plan = try report.columnPlan(
            geometry: TableGeometry(border: .none), totalCells: 100, fit: .error, bindOptions: [], mode: .regular)
        #expect(plan.entries.map(\.name) == ["Logo", "Symbol", "Open", "High", "Low", "Close"])
        #expect(plan.entries.map(\.type) == [.image, .text, .number, .number, .number, .number])
        #expect(plan.entries.map(\.width) == fiori.map { Optional($0) })
        #expect(plan.entries.map(\.resolvedCells) == [36, 18, 9, 9, 9, 9])
        #expect(plan.entries.map { plan.resolvedPoints($0) } == [288, 144, 72, 72, 72, 72])
        #expect(plan.entries.map(\.binding) == [.detailImage, .headline, .subheadline, .footnote, .status, .substatus])
        #expect(!plan.bindingsAreExplicit)
        #expect(
            plan.entries[2].format
                == NumberFormat(
                    style: .decimal, locale: "en_US", minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: true
                ))
        // The first number of each column, through the column's renderer (row 1 is the seed's SAP row).
        #expect(plan.entries.map(\.example) == [nil, nil, "114.23", "114.84", "113.92", "114.76"])
    }

    @Test("natural widths are the ones the regular table resolves; none is given")
    func naturalWidths() throws {
        let report = try planReport(sample: "stocks.csv")
        let geometry = TableGeometry()
        let plan = try report.columnPlan(
            geometry: geometry, totalCells: 80, fit: .error, bindOptions: [], mode: .regular)
        #expect(plan.entries.allSatisfy { $0.width == nil })
        #expect(
            plan.entries.map(\.resolvedCells)
                == (try report.resolveWidths(geometry: geometry, totalCells: 80, fit: .error)).cells.map {
                    Optional($0)
                })
    }

    @Test("--bind makes the bindings explicit and shows only bound columns")
    func explicitBindings() throws {
        let report = try planReport(sample: "products.csv")
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 120, fit: .error,
            bindOptions: ["Product Name=headline", "6=status"], mode: .compact)
        #expect(plan.bindingsAreExplicit)
        #expect(plan.entries.map(\.binding) == [nil, .headline, nil, nil, nil, .status])
    }

    @Test("a binding error is the same error as render's")
    func bindingError() throws {
        let report = try planReport(sample: "products.csv")
        let error = gridError {
            _ = try report.columnPlan(
                geometry: TableGeometry(), totalCells: 120, fit: .error, bindOptions: ["Price=detailImage"],
                bindOrigin: "--bind", mode: .regular)
        }
        #expect(error?.exitCode == 64)
        #expect(error?.location == "--bind")
    }

    @Test("widths that do not fit: unresolved and a finding, in regular and compact mode")
    func unresolvableWidths() throws {
        let report = try planReport(sample: "stocks.csv", widths: fiori.map { _ in .points(200) })
        let regular = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 40, fit: .error, bindOptions: [], mode: .regular)
        #expect(regular.entries.allSatisfy { $0.resolvedCells == nil })
        #expect(regular.findings.count == 1 && regular.findings[0].hasPrefix("widths: "))
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 40, fit: .error, bindOptions: [], mode: .compact)
        #expect(plan.entries.allSatisfy { $0.resolvedCells == nil && plan.resolvedPoints($0) == nil })
        #expect(plan.entries.first?.binding == .detailImage)
    }

    @Test("a number column with no numbers has a format but no example")
    func noExample() throws {
        let report = try planReport(
            csv: "a,b\nx,NA\ny,\n",
            settings: ReportSettings(columns: [
                ColumnSettingsEntry(
                    column: "b",
                    settings: {
                        var s = ColumnSettings()
                        s.type = .number
                        return s
                    }(), origin: "test")
            ]))
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 80, fit: .error, bindOptions: [], mode: .regular)
        #expect(plan.entries[1].format != nil)
        #expect(plan.entries[1].example == nil)
    }

    @Test(
        "formats described in few cells, as a NumberFormatter pattern with the locale",
        arguments: [
            (
                NumberFormat(
                    style: .decimal, locale: "en_US", minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: true
                ), "#,##0.00 en_US"
            ),
            (
                NumberFormat(
                    style: .decimal, locale: "de_DE", minimumFractionDigits: 0, maximumFractionDigits: 3,
                    grouping: false), "0.### de_DE"
            ),
            (NumberFormat(style: .currency, locale: "de_DE", currencyCode: "EUR"), "¤#,##0.00 EUR de_DE"),
            (NumberFormat(style: .currency, locale: "ja_JP", currencyCode: "JPY"), "¤#,##0 JPY ja_JP"),
            (
                NumberFormat(style: .percent, locale: "en_US", maximumFractionDigits: 1, rounding: .halfUp),
                "#,##0.#% en_US halfUp"
            ),
            (NumberFormat(style: .scientific, locale: "en_US", maximumFractionDigits: 2), "0.##E0 en_US"),
            (NumberFormat(style: .spellout, locale: "fr_FR"), "spellout fr_FR"),
            (
                {
                    var shortest = NumberFormat(style: .decimal, locale: "en_US")
                    shortest.shortestDigits = NumberFormat.ShortestDigits(alignedFractionDigits: 2)
                    return shortest
                }(), "#,##0.#… en_US"
            ),
            (
                NumberFormat(style: .decimal, locale: "en_US", pattern: "#,##0.00;(#,##0.00)"),
                "#,##0.00;(#,##0.00) en_US"
            ),
        ])
    func describe(format: NumberFormat, expected: String) {
        #expect(ColumnPlan.describeShort(format) == expected)
    }

    @Test("formats described in words (the handoff's comments)")
    func describeInWords() {
        #expect(
            ColumnPlan.describe(
                NumberFormat(
                    style: .decimal, locale: "de_DE", minimumFractionDigits: 0, maximumFractionDigits: 3,
                    grouping: false)) == "decimal de_DE 0–3 digits no grouping")
        #expect(
            ColumnPlan.describe(
                NumberFormat(style: .percent, locale: "en_US", maximumFractionDigits: 1, rounding: .halfUp))
                == "percent en_US ≤1 digits rounding halfUp")
    }
}
