/// The card grid view: rows as cards in the horizontal flow layout, or one Horizontal Scroll line.
extension Report {
    /// How the cards are laid out.
    public enum CardArrangement: Sendable, Equatable {
        /// As many cards per line as fit, or `columns` (numberOfColumns).
        case flow(columns: Int?)
        /// One line of as many cards as fit the width, at most 20, then See All.
        case scroll

        /// The fixed number of cards per line, if one was given.
        public var columns: Int? {
            if case .flow(let columns) = self { return columns }
            return nil
        }
    }

    /// The header the card view shows: with `.scroll`, a subset of at most 20 rows.
    public func cardHeader(title: String?, limit: Int?, arrangement: CardArrangement) throws -> CollectionHeader {
        guard arrangement == .scroll else { return exactHeader(title: title, limit: limit) }
        let maximum = CardGridLayout.maximumScrollCards
        if let limit, limit > maximum {
            throw GridReportError.usage(
                .limit, "\(limit) cards do not make one Horizontal Scroll line; it shows at most \(maximum)",
                hint: "give \(Setting.limit) \(maximum) or less, or leave out \(Setting.scroll)")
        }
        return exactHeader(title: title, limit: limit ?? maximum)
    }

    /// Writes the cards under the collection header, lines as the rows are read: without a
    /// limit the cards are laid out on every core, with one the reading stops after the last.
    public func renderCards(
        header: CollectionHeader, plan: BindingPlan, totalCells: Int, pointsPerCell: Double,
        arrangement: CardArrangement,
        color: Bool, asciiOnly: Bool = false, theme: TerminalTheme? = nil, emptyText: String? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let layout: CardGridLayout
        var header = header
        let content = cardContentCells(plan: plan)
        switch arrangement {
        case .flow(let columns):
            layout = try CardGridLayout.flow(
                width: totalCells, pointsPerCell: pointsPerCell, columns: columns, contentCells: content)
        case .scroll:
            layout = CardGridLayout.scroll(
                count: header.shownCount, width: totalCells, pointsPerCell: pointsPerCell, contentCells: content)
            // The line shows the cards that fit; the header says how many more there are.
            header = header.showing(layout.cardsPerLine)
        }
        let renderer = CardGridRenderer(
            schema: schema, plan: plan, layout: layout, color: color,
            numberRenderers: renderers, asciiOnly: asciiOnly, theme: theme, neverCut: neverCutColumns,
            status: statusPainter)
        if let line = header.line(width: totalCells, color: color, asciiOnly: asciiOnly) {
            out.write(line)
            out.write("\n")
        }
        if header.shownCount == 0 {
            renderer.writeEmpty(emptyText, to: &out)
            return
        }
        let perLine = layout.cardsPerLine
        let last = header.shownCount
        var pending = [CardGridRenderer.Card]()
        pending.reserveCapacity(perLine)
        var written = 0
        func take(_ card: CardGridRenderer.Card, into out: inout some TextOutputStream) throws {
            pending.append(card)
            written += 1
            if pending.count == perLine || written == last {
                renderer.writeLine(pending, isLast: written == last, to: &out)
                pending.removeAll(keepingCapacity: true)
                if stop() { throw OutputClosed() }
            }
        }
        do {
            if header.isSubset {
                try rows.forEach(limit: last) { row in try take(renderer.card(for: row), into: &out) }
            } else {
                try layOutChunks(
                    { rows, numberRenderers in
                        let local = renderer.forThread(numberRenderers: numberRenderers)
                        var cards = [CardGridRenderer.Card]()
                        try rows.forEach { cards.append(local.card(for: $0)) }
                        return cards
                    },
                    write: { cards in
                        for card in cards { try take(card, into: &out) }
                    })
            }
        } catch {
            // The cards laid out before a bad row are shown before the error.
            if !(error is OutputClosed) { renderer.writeLine(pending, isLast: true, to: &out) }
            throw error
        }
        renderer.writeLine(pending, isLast: true, to: &out)
    }
}
