internal import CXlsxWriter
import GridReport

/// A native Excel chart beside the table, whose series point at the sheet's own ranges, so that
/// editing a value redraws it.
extension Worksheet {
    /// What the chart draws, in the sheet's cells (rows 0-based).
    struct ChartPlacement {
        var type: ChartType
        var title: String
        var xName: String
        /// The X column and the Y columns.
        var xColumn: Int
        var yColumns: [Int]
        /// The header row, which names each series, and the data rows.
        var headerRow: UInt32
        var firstRow: UInt32
        var lastRow: UInt32
        /// The top-left cell of the chart.
        var anchorRow: UInt32
        var anchorColumn: Int
        /// Each series' colour (0xRRGGBB); a pie's slices keep Excel's own.
        var colors: [UInt32]
    }

    func insertChart(_ placement: ChartPlacement) throws {
        let anchor = place(row: Int(placement.anchorRow), column: placement.anchorColumn)
        guard let chart = try workbook.addChart(type: Self.libraryType(placement.type)) else {
            throw GridReportError(.io, at: workbook.file, "cannot add the chart (out of memory)")
        }
        chart_title_set_name(chart, placement.title)
        for (position, column) in placement.yColumns.enumerated() {
            guard let series = chart_add_series(chart, nil, nil) else {
                throw GridReportError(.io, at: workbook.file, "cannot add the chart's series (out of memory)")
            }
            chart_series_set_categories(
                series, name, placement.firstRow, lxw_col_t(placement.xColumn), placement.lastRow,
                lxw_col_t(placement.xColumn))
            chart_series_set_values(
                series, name, placement.firstRow, lxw_col_t(column), placement.lastRow, lxw_col_t(column))
            chart_series_set_name_range(series, name, placement.headerRow, lxw_col_t(column))
            guard placement.type != .pie, position < placement.colors.count else { continue }
            let color = placement.colors[position]
            switch placement.type {
            case .line:
                var line = lxw_chart_line()
                line.color = color
                line.width = 2.25
                chart_series_set_line(series, &line)
            case .scatter:
                var fill = lxw_chart_fill()
                fill.color = color
                var border = lxw_chart_line()
                border.color = color
                chart_series_set_marker_type(series, UInt8(LXW_CHART_MARKER_CIRCLE.rawValue))
                chart_series_set_marker_fill(series, &fill)
                chart_series_set_marker_line(series, &border)
            default:
                var fill = lxw_chart_fill()
                fill.color = color
                chart_series_set_fill(series, &fill)
            }
        }
        if placement.type != .pie {
            // A bar chart's categories are on its vertical axis, which libxlsxwriter calls y.
            chart_axis_set_name(
                placement.type == .bar ? chart.pointee.y_axis : chart.pointee.x_axis, placement.xName)
            if placement.yColumns.count == 1 { chart_legend_set_position(chart, UInt8(LXW_CHART_LEGEND_NONE.rawValue)) }
        }
        var options = lxw_chart_options()
        options.x_offset = 0
        options.y_offset = 0
        options.x_scale = 1.25
        options.y_scale = 1.25
        options.object_position = UInt8(LXW_OBJECT_MOVE_DONT_SIZE.rawValue)
        let code = placement.title.withCString { title in
            options.description = UnsafeMutablePointer(mutating: title)
            return worksheet_insert_chart_opt(
                handle, placement.anchorRow, lxw_col_t(placement.anchorColumn), chart, &options)
        }
        try check(code, .io, "cannot place the chart", at: anchor)
    }

    private static func libraryType(_ type: ChartType) -> UInt8 {
        switch type {
        case .column: return UInt8(LXW_CHART_COLUMN.rawValue)
        case .bar: return UInt8(LXW_CHART_BAR.rawValue)
        case .line: return UInt8(LXW_CHART_LINE.rawValue)
        case .pie: return UInt8(LXW_CHART_PIE.rawValue)
        case .scatter: return UInt8(LXW_CHART_SCATTER.rawValue)
        }
    }
}

extension Workbook {
    /// A chart of `type` (an `lxw_chart_type`), owned by the workbook; nil when memory ran out.
    func addChart(type: UInt8) throws -> UnsafeMutablePointer<lxw_chart>? {
        workbook_add_chart(try open(), type)
    }
}
