/// The views with a collection header (title, See All) and a row limit. Without a limit they run
/// the parallel second pass of `renderRegular` / `renderCompact`; with one they read on this
/// thread and stop reading after the last row shown.
extension Report {
    /// The data rows of the report, counted by the first pass (standard input: its spooled copy);
    /// once filtered, the rows that remain, counted by a pass of their own the first time asked.
    public var rowCount: Int {
        if let shapedRowCount { return shapedRowCount }
        guard rows.filter != nil else { return profile.rowCount }
        var count = 0
        do {
            try rows.forEachChunk(
                transform: { chunk in
                    var rows = 0
                    try chunk.forEach { _ in rows += 1 }
                    return rows
                }, consume: { count += $0 })
        } catch {
            // A row that cannot be read is reported by the read that shows it; count those before.
        }
        shapedRowCount = count
        return count
    }

    /// The header for a title and a limit (nil: every row). Without a limit a filtered report's
    /// rows are not counted ahead (a pass of their own): the header then counts every row, as
    /// only a view that lays out by the count needs it exact (`exactHeader`, cards).
    public func collectionHeader(title: String?, limit: Int?) -> CollectionHeader {
        CollectionHeader(
            title: title, shown: limit, total: limit == nil ? shapedRowCount ?? profile.rowCount : rowCount)
    }

    /// The header with the rows that remain counted, limit or not.
    func exactHeader(title: String?, limit: Int?) -> CollectionHeader {
        CollectionHeader(title: title, shown: limit, total: rowCount)
    }

    /// The regular table under its collection header, at most `header.shown` rows, laid out as
    /// without a limit (natural widths, blocks of columns); with colour and a theme, painted by
    /// `ThemedTableStream`.
    public func renderRegular(
        header: CollectionHeader, geometry: TableGeometry, totalCells: Int, fit: FitPolicy, wrap: Bool, color: Bool,
        theme: TerminalTheme? = nil, warnings: WarningLog? = nil, keys: [Int]? = nil, pageRows: Int? = nil,
        emptyText: String? = nil, to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        let layout = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit, keys: keys)
        var options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap,
            color: color, status: color ? statusPainter : nil, encodings: encodingPainter)
        options.places = inputPlaces
        // The label sits at the (first) table's right edge, as the header sits on the collection.
        let first = RegularTableRenderer(
            schema: schema, columns: layout.blocks[0].columns, cells: layout.blocks[0].cells, renderers: renderers,
            options: options)
        // A Markdown table goes into a document, where `See All ›` is no link: the title and
        // `first N of M rows` in words instead, as the sheet's title row says it.
        if let line = geometry.border == .markdown
            ? header.sheetTitle
            : header.line(width: min(totalCells, first.lineWidth), color: color, asciiOnly: geometry.border == .ascii)
        {
            out.write(line)
            out.write("\n")
        }
        let limit = header.isSubset ? header.shownCount : nil
        if color, let theme {
            var cells = [Int](repeating: 0, count: schema.columns.count)
            for (k, column) in layout.blocks[0].columns.enumerated() { cells[column] = layout.blocks[0].cells[k] }
            var painted = ThemedTableStream(
                base: out, theme: theme, border: geometry.border,
                kinds: themedColumnKinds(
                    widths: ResolvedWidths(cells: cells, pointsPerCell: geometry.pointsPerCell),
                    accessory: geometry.accessory))
            defer {
                painted.flush()
                out = painted.base
            }
            try renderRegular(
                layout, geometry: geometry, totalCells: totalCells, wrap: wrap, color: color, warnings: warnings,
                pageRows: pageRows, emptyText: emptyText, limit: limit, to: &painted, stop: stop)
        } else {
            try renderRegular(
                layout, geometry: geometry, totalCells: totalCells, wrap: wrap, color: color, warnings: warnings,
                pageRows: pageRows, emptyText: emptyText, limit: limit, to: &out, stop: stop)
        }
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
