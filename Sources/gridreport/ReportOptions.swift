import ArgumentParser
import Foundation
import GridReport

/// The spec file with the command line laid over it.
struct EffectiveSpec {
    var spec: ReportSpec
    var read: ReadOptions
    var settings: ReportSettings
    var geometry: TableGeometry

    init(input: InputOptions, shape: ShapeOptions, format: FormatOptions, layout: LayoutOptions?) throws {
        var options = ReportSpec()
        try input.apply(to: &options)
        try shape.apply(to: &options)
        try format.apply(to: &options)
        layout?.apply(to: &options)
        if let below = options.compactBelow {
            _ = try UserNumberRange.compactBelow.checked(below, ErrorText(.compactBelow))
        }
        spec = try input.fileSpec().overridden(by: options)
        read = try spec.readOptions()
        settings = spec.reportSettings(
            currencyCode: try format.currencyCode(), environment: ProcessInfo.processInfo.environment)
        geometry = try spec.geometry()
    }

    var fit: FitPolicy { spec.fit ?? .error }

    /// The report of `source`: its first pass, then its rows filtered and sorted (the first
    /// `limit` when sorted, if given).
    /// `keepingFilteredRows`: sorted, not filtered (the sheet's filter hides the rows instead).
    /// `early` (the viewer's) hears of the first chunks' report, filtered, while the pass goes
    /// on; not when sorted, as a sorted first screen needs every row.
    func report(
        source: ByteSource, widths: [ColumnWidth]?, limit: Int? = nil, progress: (any ProgressObserver)? = nil,
        keepingFilteredRows: Bool = false, early: ((Report) -> Void)? = nil
    ) throws -> Report {
        var shape = spec.rowShape
        if keepingFilteredRows { shape.conditions = [] }
        let hearEarly = shape.sortKeys.isEmpty ? early : nil
        let report = try Report(
            source: source, read: read, settings: settings, widths: widths, progress: progress,
            early: hearEarly.map { hear in
                { report in
                    if (try? report.shape(shape, limit: limit, sortBudget: Self.sortBudget)) != nil { hear(report) }
                }
            })
        do {
            try report.shape(shape, limit: limit, sortBudget: Self.sortBudget)
        } catch var error as GridReportError {
            // `Order Date > 2024-06-01` on dates left text: the hint gives the --format the finding knows.
            if case .rule(.orderOnText(let column, _, .text, _, _)) = error.reason,
                let finding = report.missingOptionFindings().first(where: { $0.column == column })
            {
                let sentence = finding.text.named(FlagNames.name)
                let cut = sentence.range(of: " is text, but ").map { String(sentence[$0.upperBound...]) } ?? sentence
                error.hint = ErrorText(cut)
            }
            throw error
        }
        return report
    }

    /// The sort's memory budget: `GRIDREPORT_SORT_BUDGET` bytes (tests lower it to see runs
    /// spill to disk), else the library's.
    static var sortBudget: Int {
        ProcessInfo.processInfo.environment["GRIDREPORT_SORT_BUDGET"].flatMap { Int($0) }.map { max(1, $0) }
            ?? Report.defaultSortBudget
    }
    var wrap: Bool { spec.wrap ?? false }
    var compactBelow: Double { spec.compactBelow ?? ReportSpec.defaultCompactBelow }
}
