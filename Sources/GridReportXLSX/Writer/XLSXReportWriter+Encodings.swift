import GridReport

/// Bars, scales and icons as the sheet's own conditional formats, added with the status rules
/// on the same data rows, from the same resolved encodings the terminal draws: an icon set's
/// thresholds are the terminal's (0 for arrows, those given), or Excel's default 33 % and 67 % of
/// the range for lights by thirds, which the terminal computes from the first pass's range.
extension XLSXReportWriter {
    func addEncodings(runs: [(first: UInt32, last: UInt32)]) throws {
        for column in options.encodings.columns {
            if column.bar != nil {
                try sheet.addEncoding(
                    .bar(positive: Encodings.Bar.positiveColor.rgb, negative: Encodings.Bar.negativeColor.rgb),
                    column: column.index, runs: runs)
            }
            if let scale = column.scale {
                try sheet.addEncoding(
                    .scale(colors: scale.stops.map(\.color.rgb), midpointIsZero: scale.midpointIsZero),
                    column: column.index, runs: runs)
            }
            if let icons = column.icons,
                let priority = try sheet.addEncoding(.icons(icons.set), column: column.index, runs: runs),
                icons.given || icons.set == .arrows
            {
                // Lights by thirds are Excel's default thresholds, which libxlsxwriter writes;
                // others are set in the sheet's XML once it is written.
                iconThresholds[sheetCount, default: [:]][priority] = IconSetThresholds.cfvo(
                    low: icons.low, high: icons.high, highInclusive: icons.highInclusive)
            }
        }
    }
}
