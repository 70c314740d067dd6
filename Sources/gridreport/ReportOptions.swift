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

    /// The sort's memory budget: `GRIDREPORT_SORT_BUDGET` bytes (tests lower it to see runs
    /// spill to disk), else the library's.
    static var sortBudget: Int {
        ProcessInfo.processInfo.environment["GRIDREPORT_SORT_BUDGET"].flatMap { Int($0) }.map { max(1, $0) }
            ?? Report.defaultSortBudget
    }
    var wrap: Bool { spec.wrap ?? false }
    var compactBelow: Double { spec.compactBelow ?? ReportSpec.defaultCompactBelow }
}
