extension Report {
    /// The compact-mode plan: explicit bindings from the spec and binding options, else the default rule.
    /// `origin` names the options in errors.
    public func bindingPlan(bindOptions: [String], origin: String = BindingResolver.optionsOrigin) throws
        -> BindingPlan
    {
        let options = try bindOptions.map { try BindingResolver.parse($0, schema: schema, origin: origin) }
        return try BindingResolver.resolve(
            schema: schema, options: options, optionsOrigin: origin, rowIndex: rowIndexColumn)
    }

    /// Writes each row as an object cell, rows as they are read: on every core, or with a
    /// `limit` on this thread, reading stopped after the last row shown.
    public func renderCompact(
        plan: BindingPlan, totalCells: Int, accessory: Accessory, color: Bool, asciiOnly: Bool = false,
        labels: Bool = false, emptyText: String? = nil, limit: Int? = nil, theme: TerminalTheme? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let renderer = CompactRenderer(
            schema: schema, plan: plan, width: totalCells, accessory: accessory, color: color,
            numberRenderers: renderers, separator: asciiOnly ? "-" : "─", labels: labels, theme: theme,
            neverCut: neverCutColumns, status: statusPainter, encodings: encodingPainter)
        // Whether a row was written: the next has a separator above it, and without any the
        // empty text shows (a filter may leave no rows, and any chunk's rows may all be left out).
        var wroteAny = false
        defer { if !wroteAny { out.write(TerminalText.sanitize(emptyText ?? Self.defaultEmptyText) + "\n") } }
        if let limit {
            try rows.forEach(limit: limit) { row in
                var text = ""
                renderer.render(row, isFirst: !wroteAny, to: &text)
                wroteAny = true
                out.write(text)
                if stop() { throw OutputClosed() }
            }
            return
        }
        try layOutChunks(
            { rows, numberRenderers in
                let local = renderer.forThread(numberRenderers: numberRenderers)
                // The chunk's first row both ways, as only the writer knows whether it is the report's first.
                var first: (alone: String, separated: String)?
                var text = ""
                try rows.forEach { row in
                    if first == nil {
                        var alone = ""
                        var separated = ""
                        local.render(row, isFirst: true, to: &alone)
                        local.render(row, isFirst: false, to: &separated)
                        first = (alone, separated)
                    } else {
                        local.render(row, isFirst: false, to: &text)
                    }
                }
                return (first, text)
            },
            write: { part in
                guard let first = part.0 else { return }
                out.write(wroteAny ? first.separated : first.alone)
                wroteAny = true
                out.write(part.1)
                if stop() { throw OutputClosed() }
            })
    }
}

/// The view a report is shown in, and why (what `inspect` says about `auto`).
public struct ViewChoice: Sendable, Equatable {
    public var mode: DisplayMode
    public var reason: String

    public init(mode: DisplayMode, reason: String) {
        self.mode = mode
        self.reason = reason
    }
}

extension Report {
    /// The narrowest width a compact card is chosen for by `auto`.
    public static let minimumCompactCells = 30

    /// The view for `mode` at `totalCells`. `auto` picks, using the data: compact cards below the
    /// compact breakpoint when a card shows every column; else the table when its narrowest widths
    /// fit (given widths: when they resolve); else compact cards when a card shows every column;
    /// else records, which fit any width.
    public func chooseView(
        _ mode: DisplayMode, geometry: TableGeometry, totalCells: Int, fit: FitPolicy,
        compactBelowPoints: Double, plan: BindingPlan
    ) -> ViewChoice {
        guard mode == .auto else { return ViewChoice(mode: mode, reason: "\(mode.rawValue) as asked") }
        let shown = schema.columns.indices.filter { !schema.columns[$0].isHidden && $0 != rowIndexColumn }
        let unbound = shown.filter { plan.slot(forColumn: $0) == nil }
        let cardShowsAll = plan.isExplicit || unbound.isEmpty
        let cardFits = totalCells >= Self.minimumCompactCells
        let card =
            cardShowsAll
            ? (plan.isExplicit ? "a card shows the bound columns" : "a card shows all \(shown.count) columns")
            : "a card would show \(shown.count - unbound.count) of \(shown.count) columns"
        let points = Double(totalCells) * geometry.pointsPerCell
        if points < compactBelowPoints && cardShowsAll && cardFits {
            return ViewChoice(
                mode: .compact,
                reason:
                    "\(WidthResolver.trim(points)) pt is below the compact breakpoint (\(WidthResolver.trim(compactBelowPoints)) pt) and \(card)"
            )
        }
        let table: String
        if hasGivenWidths {
            do {
                _ = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit)
                return ViewChoice(mode: .regular, reason: "the given widths fit in \(totalCells) cells")
            } catch {
                table = "the given widths do not fit in \(totalCells) cells"
            }
        } else {
            let minimum =
                (try? tableLayout(geometry: geometry, totalCells: totalCells, fit: fit).minimumCells) ?? Int.max
            if minimum <= totalCells {
                return ViewChoice(
                    mode: .regular, reason: "the table fits: it needs at least \(minimum) of \(totalCells) cells")
            }
            table = "the table needs at least \(minimum) cells, \(totalCells) are available"
        }
        if cardShowsAll && cardFits { return ViewChoice(mode: .compact, reason: "\(table); \(card)") }
        return ViewChoice(
            mode: .records, reason: "\(table); \(cardFits ? card : "a card needs \(Self.minimumCompactCells) cells")")
    }
}

extension DisplayMode {
    /// Regular or compact for a terminal `totalCells` wide: auto picks compact below the breakpoint
    /// (the horizontal size class of the available width).
    public func resolved(totalCells: Int, pointsPerCell: Double, compactBelowPoints: Double) -> DisplayMode {
        guard self == .auto else { return self }
        return CompactRenderer.prefersCompact(
            widthInCells: totalCells, pointsPerCell: pointsPerCell, compactBelowPoints: compactBelowPoints)
            ? .compact : .regular
    }
}
