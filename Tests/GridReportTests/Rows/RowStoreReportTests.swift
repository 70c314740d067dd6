import Foundation
import Testing

@testable import GridReport

/// A report built from rows a stage made (`RowStore`), not from a file's records: every view,
/// the shaping stage and the viewer's index draw it as they draw a file's.
@Suite("Report of a row store")
struct RowStoreReportTests {
    /// Each stock's spread (High − Low) and whether it closed above its open: rows made from the
    /// rows of Samples/stocks.csv, with a schema of their own.
    func spreads() throws -> Report {
        let input = try Report(
            source: try ByteSource(path: samplePath("stocks.csv"), displayName: "stocks.csv"), read: ReadOptions(),
            settings: ReportSettings())
        var rows: [GridRow] = []
        try input.rows.forEach { row in
            guard case .text(let symbol) = row.items[1], case .number(let open) = row.items[2],
                case .number(let high) = row.items[3], case .number(let low) = row.items[4],
                case .number(let close) = row.items[5]
            else { return }
            let spread = ((high - low) * 100).rounded() / 100
            rows.append(
                GridRow(items: [.text(symbol), .number(spread), .text(close > open ? "up" : "down")], line: row.line))
        }
        let schema = Schema(columns: [
            Column(index: 0, name: "Symbol", type: .text),
            Column(
                index: 1, name: "Spread", type: .number, format: .inferred(fractionDigits: 2, locale: "en_US_POSIX")),
            Column(index: 2, name: "Day", type: .text),
        ])
        return try Report(store: RowTable(rows: rows), schema: schema, madeFrom: input)
    }

    @Test("its profile, count and name come from its own rows and its input")
    func profile() throws {
        let report = try spreads()
        #expect(report.isMadeByStage)
        #expect(report.rowCount == 12)
        #expect(report.displayName == "stocks.csv")
        #expect(report.profile.columns[1].maximum == 49.17)
        #expect(report.profile.columns[0].maxTextWidth == 5)
        #expect(report.missingOptionFindings().isEmpty)
    }

    @Test("the regular table at 40 cells")
    func regular() throws {
        let report = try spreads()
        try report.shape(RowShape(sortKeys: try SortKey.parseList("Spread:desc", origin: "--sort")), limit: 3)
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: 3), geometry: TableGeometry(), totalCells: 40,
            fit: .error, wrap: false, color: false, to: &out)
        #expect(
            out == """
                            See All (12) ›
                ┌────────┬────────┬──────┐
                │ Symbol │ Spread │ Day  │
                ├────────┼────────┼──────┤
                │ BKNG   │  49.17 │ up   │
                │ NVDA   │  14.39 │ up   │
                │ ADBE   │  10.57 │ up   │
                └────────┴────────┴──────┘

                """)
    }

    @Test("filtered and sorted: the conditions and keys of a file's report, on the store's rows")
    func shaped() throws {
        let report = try spreads()
        try report.shape(
            RowShape(
                conditions: [try RowCondition.parse("Day == down", origin: "--where")],
                sortKeys: try SortKey.parseList("Spread", origin: "--sort")))
        var symbols: [String] = []
        try report.rows.forEach { row in
            if case .text(let symbol) = row.items[0] { symbols.append(symbol) }
        }
        #expect(report.rowCount == symbols.count)
        #expect(symbols == ["INTC", "IBM", "ORCL"])
        // Shaped again from the stage's rows, not from the last shape's.
        try report.shape(RowShape())
        #expect(report.rowCount == 12)
        var all = 0
        try report.rows.forEach { _ in all += 1 }
        #expect(all == 12)
    }

    @Test("compact cards and records at 40 cells")
    func compactAndRecords() throws {
        let report = try spreads()
        let plan = try report.bindingPlan(bindOptions: [], origin: "--bind")
        var compact = ""
        try report.renderCompact(
            header: report.collectionHeader(title: nil, limit: 1), plan: plan, totalCells: 40, accessory: .none,
            color: false, labels: true, to: &compact)
        #expect(compact.contains("SAP"))
        #expect(compact.contains("Spread: 0.92"))
        var records = ""
        try report.renderRecords(
            header: report.collectionHeader(title: nil, limit: 1), totalCells: 40, color: false, to: &records)
        #expect(records.contains("Symbol: SAP"))
        #expect(records.contains("Spread: 0.92"))
        #expect(records.contains("Day:    up"))
    }

    @Test("the viewer's index reads any range of the store, shaped or not")
    func index() throws {
        let report = try spreads()
        let index = RowIndex(rows: report.rows, stride: 4)
        #expect(index.isComplete)
        #expect(index.indexedRows == 12)
        #expect(try index.rows(10..<20).count == 2)
        try report.shape(RowShape(conditions: [try RowCondition.parse("Day == up", origin: "--where")]))
        let shaped = try RowIndex(shaped: report.rows, stride: 4)
        #expect(shaped.isShaped)
        #expect(shaped.indexedRows == 9)
        #expect(try shaped.rows(0..<1).first?.items[2] == .text("up"))
    }
}
