extension Report {
    /// The regular-mode table in sections: the column header, then for each section a line
    /// spanning the table (`Island: Torgersen (52)`), its rows, and its subtotals under a rule;
    /// the grand total under a double rule. `plan.collapsed` shows headers and footers only.
    /// With `pageRows`, the table is closed after that many lines of rows, titles and totals and
    /// opened again with the column header and the open sections' titles, `(continued)`: sticky
    /// headers for a pager.
    ///
    /// A table too wide for `totalCells` even at its narrowest comes in blocks of columns, as the
    /// plain table does (`columns 1–7 of 17`, the `keys` repeated), each block a sectioned table
    /// of its own: the input is read once per block, so numbers, dates and totals stay whole.
    public func renderRegularSections(
        _ plan: SectionPlan, geometry: TableGeometry, totalCells: Int, fit: FitPolicy, wrap: Bool, color: Bool,
        warnings: WarningLog? = nil, keys: [Int]? = nil, pageRows: Int? = nil, to out: inout some TextOutputStream,
        stop: () -> Bool = { false }
    ) throws {
        var options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap,
            color: color, status: color ? statusPainter : nil, encodings: encodingPainter)
        options.places = inputPlaces
        let layout = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit, keys: keys)
        guard !layout.isSingleTable else {
            let widths = try resolveWidths(geometry: geometry, totalCells: totalCells, fit: fit)
            let shown = schema.columns.indices.filter { widths.cells[$0] > 0 }
            try renderSectionTable(
                plan, columns: shown, cells: shown.map { widths.cells[$0] }, geometry: geometry, options: options,
                warnings: warnings, pageRows: pageRows, to: &out, stop: stop)
            return
        }
        for (number, block) in layout.blocks.enumerated() {
            if number > 0 { out.write("\n") }
            if let caption = block.caption { out.write(TerminalText.truncate(caption, toWidth: totalCells) + "\n") }
            try renderSectionTable(
                plan, columns: block.columns, cells: block.cells, geometry: geometry, options: options,
                warnings: warnings, pageRows: pageRows, to: &out, stop: stop)
        }
    }

    /// One sectioned table of the schema columns `columns`, `cells` wide each.
    private func renderSectionTable(
        _ plan: SectionPlan, columns: [Int], cells: [Int], geometry: TableGeometry,
        options: RegularTableRenderer.Options, warnings: WarningLog?, pageRows: Int?,
        to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        var table = SectionTableWriter(
            plan, of: self, columns: columns, cells: cells, geometry: geometry, options: options, warnings: warnings,
            pageRows: pageRows)
        out.write(table.header)
        try forEachSectionEvent(plan) { event in try table.write(event, to: &out, stop: stop) }
        try table.close(to: &out, stop: stop)
    }

    /// The locale of the report's numbers (of its first number column), for counts.
    public var defaultLocale: String {
        schema.columns.lazy.compactMap(\.format).first?.locale ?? "en_US"
    }
}
