import GridReport

/// The views `render` draws, with what every one of them takes: the report, where it is drawn,
/// colour and theme, the compact bindings and when to stop (a closed pipe).
struct TerminalViews {
    let report: Report
    let geometry: TableGeometry
    let totalCells: Int
    let fit: FitPolicy
    let wrap: Bool
    let color: Bool
    let theme: TerminalTheme?
    let binding: BindingPlan
    let warnings: WarningLog
    let stop: () -> Bool

    private var asciiOnly: Bool { geometry.border == .ascii }

    /// The rows in `mode`, under the collection header.
    func rows(
        mode: DisplayMode, header: CollectionHeader, arrangement: Report.CardArrangement, labels: Bool, keys: [Int]?,
        pageRows: Int?, emptyText: String?, to sink: inout some TextOutputStream
    ) throws {
        switch mode {
        case .cards:
            try report.renderCards(
                header: header, plan: binding, totalCells: totalCells, pointsPerCell: geometry.pointsPerCell,
                arrangement: arrangement, color: color, asciiOnly: asciiOnly, theme: theme, emptyText: emptyText,
                to: &sink, stop: stop)
        case .compact:
            try report.renderCompact(
                header: header, plan: binding, totalCells: totalCells, accessory: geometry.accessory, color: color,
                asciiOnly: asciiOnly, labels: labels, emptyText: emptyText, theme: theme, to: &sink, stop: stop)
        case .records:
            try report.renderRecords(
                header: header, totalCells: totalCells, color: color, asciiOnly: asciiOnly, emptyText: emptyText,
                to: &sink, stop: stop)
        case .regular, .auto:
            try report.renderRegular(
                header: header, geometry: geometry, totalCells: totalCells, fit: fit, wrap: wrap, color: color,
                theme: theme, warnings: warnings, keys: keys, pageRows: pageRows, emptyText: emptyText, to: &sink,
                stop: stop)
        }
    }

    /// The rows in sections in `mode`, under the collection header.
    func sections(
        _ plan: SectionPlan, mode: DisplayMode, header: CollectionHeader, columns: Int?, keys: [Int]?,
        pageRows: Int?, to sink: inout some TextOutputStream
    ) throws {
        if let line = header.line(width: totalCells, color: color, asciiOnly: asciiOnly) {
            sink.write(line + "\n")
        }
        switch mode {
        case .compact:
            try report.renderCompactSections(
                plan, binding: binding, totalCells: totalCells, accessory: geometry.accessory, color: color,
                asciiOnly: asciiOnly, theme: theme, to: &sink, stop: stop)
        case .records:
            try report.renderRecordsSections(
                plan, totalCells: totalCells, color: color, asciiOnly: asciiOnly, to: &sink, stop: stop)
        case .cards:
            try report.renderCardSections(
                plan, binding: binding, totalCells: totalCells, pointsPerCell: geometry.pointsPerCell, columns: columns,
                color: color, asciiOnly: asciiOnly, theme: theme, to: &sink, stop: stop)
        case .regular, .auto:
            try report.renderRegularSections(
                plan, geometry: geometry, totalCells: totalCells, fit: fit, wrap: wrap, color: color,
                warnings: warnings, keys: keys, pageRows: pageRows, to: &sink, stop: stop)
        }
    }
}
