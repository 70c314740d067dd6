import GridReport
import GridReportXLSX

/// `export --summary`: the summary on a sheet of its own, first, whose counts and totals are
/// formulas over the rows it summarized (`Report.aggregateOrigins`), written after it on their
/// own sheet under the input's sheet name.
enum ExportSummaryRows {
    /// The summary sheet's name.
    static let sheetName = "Summary"

    /// The summary sheet's options: `options` renamed, its aggregates over the rows' sheet
    /// (none for a column profile, or a summary whose `--select` left out a group-by column:
    /// values then).
    static func summaryOptions(
        _ options: XLSXOptions, origins: AggregateOrigins?, summaryName: String, rowsName: String
    ) -> XLSXOptions {
        var summary = options
        summary.sheetName = summaryName
        summary.aggregatedRows = origins.map { AggregatedRows(origins: $0, sheetName: rowsName) }
        return summary
    }

    /// The rows summarized, on the sheet `options.sheetName` names (the rows' sheet the summary's
    /// formulas refer to): the shaped columns with their widths and added columns' formulas, and
    /// none of the summary's title, rules, encodings, chart or sparklines: those name the summary's
    /// columns, and drawn here they would point at the rows' columns of the same places.
    static func write(
        _ rows: Report, to writer: XLSXReportWriter, options: XLSXOptions, sheetWidth: Double, fit: FitPolicy
    ) throws {
        var data = options
        data.sourceName = rows.displayName
        data.columnWidthsPoints = try rows.sheetColumnPoints(
            sheetWidthPoints: sheetWidth, fit: fit, imageHeightPixels: options.imageHeightPixels)
        data.sourcePlaces = rows.inputPlaces
        data.cellTypedFields = rows.cellTypedFields
        data.formulas = rows.shownAddedColumns
        data.titleRow = nil
        data.statusRules = .none
        data.encodings = .none
        data.chart = nil
        data.sparklines = rows.shownSparklines
        data.aggregatedRows = nil
        try writer.beginReport(schema: rows.schema, options: data)
        try rows.rows.forEach(decodingAhead: true) { try writer.append($0) }
    }
}
