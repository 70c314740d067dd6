import GridReport

/// Bars, scales and icons as the sheet's own conditional formats, added with the status rules
/// on the same data rows, from the same resolved encodings the terminal draws.
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
            if let icons = column.icons {
                // libxlsxwriter 1.1.4 writes an icon set with Excel's default thresholds alone.
                guard icons.set == .lights, !icons.given else {
                    if !warnedAboutIcons {
                        warnedAboutIcons = true
                        warnings.warn(
                            "icons",
                            "sheet \(sheet.name): icons by 0 (arrows) or by thresholds given are not drawn in the sheet; only lights by thirds of the range are"
                        )
                    }
                    continue
                }
                try sheet.addEncoding(.lights, column: column.index, runs: runs)
            }
        }
    }
}
