import GridReport
import GridReportXLSX

/// Writes a report as one self-contained HTML page: the regular grid and, below the compact
/// breakpoint, compact object cells (or the card grid), from the report's schema, rows, widths,
/// binding plan and sections, the way the XLSX writer takes them.
///
/// The page loads nothing (no script, font or picture from elsewhere; pictures are `data:` URIs)
/// and its Content-Security-Policy allows no script at all, so nothing from the data can run.
/// Rows are written as they are read, on every core, in groups of `rowsPerGroup` that a browser
/// skips laying out while they are off screen (`content-visibility: auto`): memory stays flat
/// however many rows there are.
public enum HTMLPage {
    /// Rows in a group the browser may skip while off screen.
    static let rowsPerGroup = 100

    /// `write` receives the page in order, in pieces.
    public static func write(
        report: Report, plan: BindingPlan, sections: SectionPlan?, options: HTMLPageOptions, warnings: WarningLog,
        to write: ([UInt8]) throws -> Void
    ) throws {
        let page = try PageParts(report: report, plan: plan, options: options, warnings: warnings)
        try write(page.head())
        if let sections {
            try SectionMarkup(page: page, plan: sections).write(to: write)
        } else if options.header.isSubset {
            var bytes = [UInt8]()
            var groups = RowGroups()
            try report.rows.forEach(limit: options.header.shownCount) { row in
                guard groups.append(row, page.rows, to: &bytes) else { return }
                try write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
            groups.close(&bytes)
            try write(bytes)
        } else {
            let pool = NumberRendererPool(formats: report.schema.columns.map(\.format), first: report.renderers)
            let rows = page.rows
            let buffers = ByteBuffers()
            try report.rows.forEachChunk(
                transform: { chunk in
                    try pool.borrow { renderers in
                        let local = rows.forThread(renderers: renderers)
                        // A row of the page is about five times its CSV record.
                        var bytes = buffers.take(capacity: chunk.byteCount * 6)
                        var groups = RowGroups()
                        try chunk.forEach { groups.append($0, local, to: &bytes) }
                        groups.close(&bytes)
                        return bytes
                    }
                },
                consume: { bytes in
                    var written = bytes
                    try write(written)
                    buffers.give(&written)
                })
        }
        // The chart follows the table (or the cards), outside their grid.
        var chart = [UInt8]()
        if let request = options.chart {
            let limit = options.header.isSubset ? options.header.shownCount : nil
            let data = try ChartData.collect(request, report: report, limit: limit)
            chart = ChartSVG(chart: request, data: data, report: report).markup()
        }
        try write(page.tail(chart: chart))
    }
}
