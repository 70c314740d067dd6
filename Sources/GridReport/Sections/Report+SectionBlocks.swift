extension Report {
    /// What a block view does with a section's rows: `row` writes one (told whether it is the
    /// first of its section), `endSection` writes what the view still holds before a title or a
    /// totals line (the cards of an unfinished line).
    struct SectionBlockBody {
        var row: (_ row: GridRow, _ isFirst: Bool, _ out: inout String) -> Void
        var endSection: (_ out: inout String) -> Void = { _ in }
        /// A rule under each section's title: views whose rows carry no frame of their own.
        var ruleUnderTitle = true
    }

    /// The frame the compact, records and cards views share in sections: each section's title
    /// line above its rows, its totals as a footer line (`Total Torgersen: body_mass_g 7,550 ·
    /// sex 2`) under a rule, the grand total under a double rule. `plan.collapsed` shows titles
    /// and totals only.
    func renderSectionBlocks(
        _ plan: SectionPlan, totalCells: Int, color: Bool, asciiOnly: Bool, body: SectionBlockBody,
        to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let totalRenderers = NumberRenderer.shared(for: plan.totalFormats(schema: schema, locale: defaultLocale))
        let rule = String(repeating: asciiOnly ? "-" : "─", count: totalCells)
        let double = String(repeating: asciiOnly ? "=" : "═", count: totalCells)
        var text = ""
        var isFirst = true
        var wroteAny = false
        func line(_ content: String, bold: Bool = false, cut: Bool = true) {
            // Cut to the width, not padded: no line ends in spaces. Totals are wrapped to the
            // width instead, and a number wider than the view is never cut.
            let cut = cut ? TerminalText.truncate(content, toWidth: totalCells) : content
            text += bold && color ? TerminalStyle.bold.apply(cut) : cut
            text += "\n"
            wroteAny = true
        }
        /// A totals line, wrapped at the parts so no total is cut (`TotalsLine`).
        func totals(_ label: String, level: Int, _ values: [Double?]) {
            let parts = plan.totals.enumerated().compactMap { k, total -> TotalsLine.Part? in
                guard let value = values[k], let renderer = totalRenderers[total.column] else { return nil }
                let name = schema.columns[total.column].name
                return TotalsLine.Part(name: TerminalText.sanitize(name), value: renderer.string(value))
            }
            let indent = String(repeating: "  ", count: level)
            for wrapped in TotalsLine.wrap(
                label: indent + label, parts: parts, width: totalCells, indent: indent + "  ")
            {
                line(wrapped, bold: true, cut: false)
            }
        }
        try forEachSectionEvent(plan) { event in
            switch event {
            case .header(let section):
                body.endSection(&text)
                if wroteAny && section.level == 0 { line("") }
                line(String(repeating: "  ", count: section.level) + TerminalText.sanitize(section.title), bold: true)
                if body.ruleUnderTitle { line(rule) }
                isFirst = true
            case .row(let row):
                guard !plan.collapsed else { return }
                body.row(row, isFirst, &text)
                isFirst = false
                wroteAny = true
                if text.utf8.count >= 1 << 16 {
                    out.write(text)
                    text = ""
                    if stop() { throw OutputClosed() }
                }
            case .footer(let section, let values):
                body.endSection(&text)
                guard plan.hasTotals else { return }
                if !plan.collapsed || !isFirst { line(rule) }
                totals(plan.footerLabel(for: section), level: section.level, values)
                isFirst = true
            case .grandTotal(let values):
                body.endSection(&text)
                guard plan.hasTotals else { return }
                line(double)
                totals(plan.grandTotalLabel(), level: 0, values)
            }
        }
        out.write(text)
    }

    /// Compact mode in sections: object cells under each section's title.
    public func renderCompactSections(
        _ plan: SectionPlan, binding: BindingPlan, totalCells: Int, accessory: Accessory, color: Bool,
        asciiOnly: Bool = false, theme: TerminalTheme? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        let renderer = CompactRenderer(
            schema: schema, plan: binding, width: totalCells, accessory: accessory, color: color,
            numberRenderers: renderers, separator: asciiOnly ? "-" : "─", theme: theme, neverCut: neverCutColumns,
            status: statusPainter, encodings: encodingPainter)
        let body = SectionBlockBody(row: { row, isFirst, text in renderer.render(row, isFirst: isFirst, to: &text) })
        try renderSectionBlocks(
            plan, totalCells: totalCells, color: color, asciiOnly: asciiOnly, body: body, to: &out, stop: stop)
    }

    /// The records view in sections: each row's `title: value` block under its section's title,
    /// numbered within the report as the rows are shown.
    public func renderRecordsSections(
        _ plan: SectionPlan, totalCells: Int, color: Bool, asciiOnly: Bool = false,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let renderer = RecordsRenderer(
            schema: schema, width: totalCells, numberRenderers: renderers,
            rowIndexColumn: rowIndexColumn, color: color, asciiOnly: asciiOnly, neverCut: neverCutColumns,
            status: statusPainter, encodings: encodingPainter)
        var number = 0
        var body = SectionBlockBody(row: { row, _, text in
            number += 1
            text += renderer.ruleLine(label: renderer.label(of: row) ?? String(number))
            text += "\n"
            renderer.render(row, to: &text)
        })
        body.ruleUnderTitle = false
        try renderSectionBlocks(
            plan, totalCells: totalCells, color: color, asciiOnly: asciiOnly, body: body, to: &out, stop: stop)
    }

    /// The card grid in sections: each section's cards in lines of their own under its title.
    public func renderCardSections(
        _ plan: SectionPlan, binding: BindingPlan, totalCells: Int, pointsPerCell: Double, columns: Int?,
        color: Bool, asciiOnly: Bool = false, theme: TerminalTheme? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let layout = try CardGridLayout.flow(
            width: totalCells, pointsPerCell: pointsPerCell, columns: columns,
            contentCells: cardContentCells(plan: binding))
        let renderer = CardGridRenderer(
            schema: schema, plan: binding, layout: layout, color: color, numberRenderers: renderers,
            asciiOnly: asciiOnly, theme: theme, neverCut: neverCutColumns, status: statusPainter)
        var pending = [CardGridRenderer.Card]()
        var linesInSection = 0
        // Lines of one section are apart by a blank line, as in the plain grid; the last one is
        // followed by the totals or the next title.
        func writePending(_ text: inout String) {
            guard !pending.isEmpty else { return }
            if linesInSection > 0 { text += "\n" }
            renderer.writeLine(pending, isLast: true, to: &text)
            pending.removeAll(keepingCapacity: true)
            linesInSection += 1
        }
        var body = SectionBlockBody(
            row: { row, _, text in
                pending.append(renderer.card(for: row))
                if pending.count == layout.cardsPerLine { writePending(&text) }
            },
            endSection: { text in
                writePending(&text)
                linesInSection = 0
            })
        body.ruleUnderTitle = false
        try renderSectionBlocks(
            plan, totalCells: totalCells, color: color, asciiOnly: asciiOnly, body: body, to: &out, stop: stop)
    }
}
