import GridReport
import GridReportXLSX

/// `export --diff`'s second sheet: the summary line's counts (`ReportDiff.summaryReport`), after
/// the diff's own sheet.
enum ExportDiffSummary {
    /// The second sheet's name.
    static let sheetName = "Summary"

    static func write(_ diff: ReportDiff, to writer: XLSXReportWriter, after names: [String], force: Bool) throws {
        let report = try diff.summaryReport()
        var name = sheetName
        var number = 2
        while names.contains(where: { $0.lowercased() == name.lowercased() }) {
            name = "\(sheetName) (\(number))"
            number += 1
        }
        let options = XLSXOptions(
            sheetName: name, sourceName: report.displayName,
            columnWidthsPoints: try report.sheetColumnPoints(sheetWidthPoints: 0, fit: .error, imageHeightPixels: 40),
            overwrite: force)
        try writer.beginReport(schema: report.schema, options: options)
        try report.rows.forEach { try writer.append($0) }
    }
}
