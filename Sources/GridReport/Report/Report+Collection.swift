/// The views with a collection header (title, See All) and a row limit. Without a limit they run
/// the parallel second pass of `renderRegular` / `renderCompact`; with one they read on this
/// thread and stop reading after the last row shown.
extension Report {
    /// The data rows of the report, counted by the first pass (standard input: its spooled copy).
    public var rowCount: Int { profile.rowCount }

    /// The header for a title and a limit (nil: every row).
    public func collectionHeader(title: String?, limit: Int?) -> CollectionHeader {
        CollectionHeader(title: title, shown: limit, total: rowCount)
    }

    /// The regular table under its collection header, at most `header.shown` rows; with colour
    /// and a theme, painted by `ThemedTableStream`.
    public func renderRegular(
        header: CollectionHeader, geometry: TableGeometry, totalCells: Int, fit: FitPolicy, wrap: Bool, color: Bool,
        theme: TerminalTheme? = nil, warnings: WarningLog? = nil, keys: [Int]? = nil, pageRows: Int? = nil,
        emptyText: String? = nil, to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        let widths = try resolveWidths(geometry: geometry, totalCells: totalCells, fit: fit)
        let options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap,
            color: color)
        let renderer = RegularTableRenderer(
            schema: schema, widths: widths, renderers: renderers, options: options, warnings: warnings)
        // The label sits at the table's right edge, as the header sits on the collection.
        if let line = header.line(
            width: min(totalCells, renderer.lineWidth), color: color, asciiOnly: geometry.border == .ascii)
        {
            out.write(line)
            out.write("\n")
        }
        if color, let theme {
            var painted = ThemedTableStream(
                base: out, theme: theme, border: geometry.border,
                kinds: themedColumnKinds(widths: widths, accessory: geometry.accessory))
            defer {
                painted.flush()
                out = painted.base
            }
            try renderRegularTable(
                header: header, renderer: renderer, geometry: geometry, totalCells: totalCells, fit: fit, wrap: wrap,
                color: color, warnings: warnings, keys: keys, pageRows: pageRows, emptyText: emptyText,
                to: &painted, stop: stop)
        } else {
            try renderRegularTable(
                header: header, renderer: renderer, geometry: geometry, totalCells: totalCells, fit: fit, wrap: wrap,
                color: color, warnings: warnings, keys: keys, pageRows: pageRows, emptyText: emptyText,
                to: &out, stop: stop)
        }
    }

    private func renderRegularTable(
        header: CollectionHeader, renderer: RegularTableRenderer, geometry: TableGeometry, totalCells: Int,
        fit: FitPolicy,
        wrap: Bool, color: Bool, warnings: WarningLog?, keys: [Int]?, pageRows: Int?, emptyText: String?,
        to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        guard header.isSubset else {
            try renderRegular(
                geometry: geometry, totalCells: totalCells, fit: fit, wrap: wrap, color: color,
                warnings: warnings, keys: keys, pageRows: pageRows, emptyText: emptyText, to: &out, stop: stop)
            return
        }
        renderer.renderHeader(to: &out)
        try rows.forEach(limit: header.shownCount) { row in
            var bytes = [UInt8]()
            renderer.render(row, into: &bytes)
            out.write(String(decoding: bytes, as: UTF8.self))
            if stop() { throw OutputClosed() }
        }
        renderer.renderFooter(to: &out)
    }

    /// Compact object cells under the collection header, at most `header.shown` rows.
    public func renderCompact(
        header: CollectionHeader, plan: BindingPlan, totalCells: Int, accessory: Accessory, color: Bool,
        asciiOnly: Bool = false, labels: Bool = false, emptyText: String? = nil, theme: TerminalTheme? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        if let line = header.line(width: totalCells, color: color, asciiOnly: asciiOnly) {
            out.write(line)
            out.write("\n")
        }
        try renderCompact(
            plan: plan, totalCells: totalCells, accessory: accessory, color: color, asciiOnly: asciiOnly,
            labels: labels, emptyText: emptyText, limit: header.isSubset ? header.shownCount : nil, theme: theme,
            to: &out, stop: stop)
    }

    /// Records under the collection header, at most `header.shown` rows.
    public func renderRecords(
        header: CollectionHeader, totalCells: Int, color: Bool, asciiOnly: Bool = false, emptyText: String? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        if let line = header.line(width: totalCells, color: color, asciiOnly: asciiOnly) {
            out.write(line)
            out.write("\n")
        }
        try renderRecords(
            totalCells: totalCells, color: color, asciiOnly: asciiOnly, emptyText: emptyText,
            limit: header.isSubset ? header.shownCount : nil, to: &out, stop: stop)
    }
}
