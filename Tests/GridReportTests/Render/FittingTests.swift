import Foundation
import Testing

@testable import GridReport

/// Renders a report in a view as `gridreport render` does: auto resolved with the data, compact
/// cards labelled when their bindings are the default ones.
func renderView(
    _ report: Report, mode: DisplayMode, width: Int, geometry: TableGeometry = TableGeometry(),
    keys: [Int]? = nil, pageRows: Int? = nil, emptyText: String? = nil
) throws -> String {
    let plan = try report.bindingPlan(bindOptions: [])
    let choice = report.chooseView(
        mode, geometry: geometry, totalCells: width, fit: .error,
        compactBelowPoints: ReportSpec.defaultCompactBelow, plan: plan)
    var out = ""
    switch choice.mode {
    case .compact:
        try report.renderCompact(
            plan: plan, totalCells: width, accessory: geometry.accessory, color: false,
            labels: !plan.isExplicit, emptyText: emptyText, to: &out)
    case .records:
        try report.renderRecords(totalCells: width, color: false, emptyText: emptyText, to: &out)
    case .cards:
        try report.renderCards(
            header: report.collectionHeader(title: nil, limit: nil), plan: plan, totalCells: width,
            pointsPerCell: geometry.pointsPerCell, arrangement: .flow(columns: nil), color: false, to: &out)
    case .regular, .auto:
        try report.renderRegular(
            geometry: geometry, totalCells: width, fit: .error, wrap: false, color: false,
            warnings: WarningLog(quiet: true), keys: keys, pageRows: pageRows, emptyText: emptyText, to: &out)
    }
    return out
}

func sampleReport(_ name: String) throws -> Report {
    var read = ReadOptions()
    // The World Bank's download has four lines of notes above its header (Samples/README.md).
    if name == "worldbank-population.csv" { read.csv.skipLines = 4 }
    return try Report(
        source: try ByteSource(path: samplePath(name), displayName: name), read: read,
        settings: ReportSettings(locale: "en_US"))
}

@Suite("Fitting: any CSV at any width")
struct FittingTests {
    static let wideSamples = ["penguins-raw.csv", "penguins-raw-ja.csv", "weather.csv", "weather-ja.csv"]
    static let goldenWidths = [40, 80, 120, 200]
    static let views: [DisplayMode] = [.regular, .compact, .records, .auto]

    @Test("wide samples at 40, 80, 120 and 200 cells in every view", arguments: wideSamples)
    func goldens(sample: String) throws {
        let report = try sampleReport(sample)
        let stem = sample.replacingOccurrences(of: ".csv", with: "")
        for width in Self.goldenWidths {
            for view in Self.views {
                let text = try renderView(report, mode: view, width: width)
                #expect(
                    text.split(separator: "\n").allSatisfy { TerminalText.displayWidth(String($0)) <= width },
                    "\(sample) \(view) at \(width): a line is wider than asked")
                try expectGolden(text, "fitting/\(stem)-\(view.rawValue)-\(width)")
            }
        }
    }

    @Test("every sample at every width from 20 to 200, in every view: nothing fails, no line is wider than asked")
    func sweep() throws {
        let samples = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Samples").path
        )
        // olympics.csv is read only with its dialect options (see CSVDialectTests).
        .filter { $0.hasSuffix(".csv") && $0 != "olympics.csv" }.sorted()
        #expect(samples.count >= 9)
        for sample in samples {
            let report = try sampleReport(sample)
            for width in 20...200 {
                // Not `.auto`: at each width it draws one of the other three, already drawn here.
                for view in Self.views where view != .auto {
                    let text: String
                    do {
                        text = try renderView(report, mode: view, width: width)
                    } catch {
                        Issue.record("\(sample) \(view) at \(width): \(error)")
                        continue
                    }
                    for line in text.split(separator: "\n") where TerminalText.displayWidth(String(line)) > width {
                        Issue.record(
                            "\(sample) \(view) at \(width): a line of \(TerminalText.displayWidth(String(line))) cells: \(line)"
                        )
                        break
                    }
                }
            }
        }
    }

    @Test("auto: the table when it fits, else compact cards when a card shows every column, else records")
    func autoChoice() throws {
        let stocks = try sampleReport("stocks.csv")
        let plan = try stocks.bindingPlan(bindOptions: [])
        func choice(_ report: Report, _ width: Int) throws -> ViewChoice {
            report.chooseView(
                .auto, geometry: TableGeometry(), totalCells: width, fit: .error,
                compactBelowPoints: 600, plan: try report.bindingPlan(bindOptions: []))
        }
        #expect(
            stocks.chooseView(
                .auto, geometry: TableGeometry(), totalCells: 100, fit: .error, compactBelowPoints: 600, plan: plan
            ).mode == .regular)
        #expect(try choice(stocks, 60).mode == .compact)
        let penguins = try sampleReport("penguins-raw.csv")
        let wide = try choice(penguins, 80)
        #expect(wide.mode == .records)
        #expect(wide.reason.hasPrefix("the table needs at least "))
        #expect(wide.reason.hasSuffix("a card would show 5 of 16 columns"))
        #expect(try choice(penguins, 200).mode == .regular)
    }

    @Test("an unnamed leading column counting 1, 2, 3 … is a row index: not bound, the records' row number")
    func rowIndex() throws {
        let penguins = try sampleReport("penguins-raw.csv")
        #expect(penguins.rowIndexColumn == 0)
        #expect(try penguins.bindingPlan(bindOptions: []).column(for: .headline) == 1)
        let records = try renderView(penguins, mode: .records, width: 60)
        #expect(records.hasPrefix("── 1 ──"))
        #expect(!records.contains("\n:"))
        let gap = try Report(source: try source(",a\n1,x\n3,y\n"), read: ReadOptions(), settings: ReportSettings())
        #expect(gap.rowIndexColumn == nil)
        #expect(try sampleReport("stocks.csv").rowIndexColumn == nil)
    }

    @Test("a header-only file: the header in a table, no rows in cards and records, or the given text")
    func empty() throws {
        let report = try Report(
            source: try source("Name,Price (EUR)\n"), read: ReadOptions(), settings: ReportSettings())
        #expect(
            try renderView(report, mode: .regular, width: 40)
                == "┌──────┬─────────────┐\n│ Name │ Price (EUR) │\n├──────┼─────────────┤\n└──────┴─────────────┘\n")
        #expect(try renderView(report, mode: .compact, width: 40) == "no rows\n")
        #expect(try renderView(report, mode: .records, width: 40, emptyText: "nothing today") == "nothing today\n")
    }

    @Test("blocks repeat the key column, are captioned, and come again for every page of rows")
    func blocks() throws {
        let report = try sampleReport("weather.csv")
        let text = try renderView(report, mode: .regular, width: 80, keys: [1], pageRows: 4)
        let captions = text.split(separator: "\n").filter { $0.hasPrefix("column") }
        #expect(captions.first?.hasPrefix("columns 1–") == true)
        #expect(captions.last?.hasSuffix(" of 40") == true)
        // 6 rows in pages of 4: every block twice.
        #expect(captions.count % 2 == 0 && Set(captions).count == captions.count / 2)
        #expect(text.components(separatedBy: "│ Station").count - 1 == captions.count)
    }
}
