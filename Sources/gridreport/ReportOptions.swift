import ArgumentParser
import Foundation
import GridReport

/// The spec file with the command line laid over it.
struct EffectiveSpec {
    var spec: ReportSpec
    var read: ReadOptions
    var settings: ReportSettings
    var geometry: TableGeometry

    init(input: InputOptions, format: FormatOptions, layout: LayoutOptions?) throws {
        var options = ReportSpec()
        try input.apply(to: &options)
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
    var wrap: Bool { spec.wrap ?? false }
    var compactBelow: Double { spec.compactBelow ?? ReportSpec.defaultCompactBelow }
}
