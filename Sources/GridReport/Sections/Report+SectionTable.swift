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
        let options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap,
            color: color)
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
        let renderer = RegularTableRenderer(
            schema: schema, columns: columns, cells: cells, renderers: renderers, options: options, warnings: warnings)
        let totalFormats = plan.totalFormats(schema: schema, locale: defaultLocale)
        let totalRenderers = NumberRenderer.shared(for: totalFormats).enumerated().map { $1 ?? renderers[$0] }
        let totalsRenderer = renderer.forThread(renderers: totalRenderers, warnings: warnings)
        let visible = columns.indices.filter { cells[$0] > 0 }.map { columns[$0] }
        var drawn = cells.filter { $0 > 0 }
        if geometry.accessory != .none { drawn.append(1) }
        let rules = SectionRules(
            style: geometry.border, widths: drawn, spacing: geometry.spacingCells, lineWidth: renderer.lineWidth)
        let totaled = Set(plan.totals.map(\.column))
        // The label spans the leading columns that hold no total (markdown: the first cell).
        let leading = visible.prefix { !totaled.contains($0) }.count
        let labelCells: Int? =
            leading == 0
            ? nil
            : {
                let bar = geometry.border == .none ? 0 : 1
                let start = geometry.border == .none ? 0 : 1 + geometry.outerPadding
                return start + drawn.prefix(leading).reduce(0, +) + (leading - 1) * (geometry.spacingCells + bar)
            }()
        let labelColumn = geometry.border == .markdown ? visible.first { !totaled.contains($0) } : nil
        let rowStart =
            geometry.border == .none
            ? "" : (geometry.border == .unicode ? "│" : "|") + String(repeating: " ", count: geometry.outerPadding)

        // The header without its rule: what follows it decides the rule's shape.
        var header = ""
        renderer.renderHeader(to: &header)
        var headerRule: Substring?
        if geometry.border != .none, let cut = header.dropLast().lastIndex(of: "\n") {
            headerRule = header[header.index(after: cut)...].dropLast()
            header = String(header[...cut])
        }
        out.write(header)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        var previous = SectionRules.Kind.columns
        var atHeader = true
        func line(_ text: String) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(0x0A)
        }
        func begin(_ kind: SectionRules.Kind, rule: Bool, double: Bool = false) {
            if atHeader {
                atHeader = false
                if let headerRule {
                    if kind == .span, geometry.border == .unicode,
                        let merged = rules.rule(from: .columns, to: .span, double: false)
                    {
                        line(merged)
                    } else {
                        line(String(headerRule))
                    }
                }
            } else if rule || previous != kind, !(previous == .span && kind == .span),
                let text = rules.rule(from: previous, to: kind, double: double)
            {
                line(text)
            }
            previous = kind
        }
        func flush() throws {
            guard !bytes.isEmpty else { return }
            out.write(String(decoding: bytes, as: UTF8.self))
            bytes.removeAll(keepingCapacity: true)
            if stop() { throw OutputClosed() }
        }
        func totalsRow(label: String, _ values: [Double?]) -> GridRow {
            var items = [GridItem](repeating: .empty, count: schema.columns.count)
            if let labelColumn { items[labelColumn] = .text(label) }
            for (k, total) in plan.totals.enumerated() {
                if let value = values[k] { items[total.column] = .number(value) }
            }
            return GridRow(items: items, line: 0)
        }
        func totalsLine(label: String, _ values: [Double?]) {
            var row = ""
            totalsRenderer.render(totalsRow(label: label, values), to: &row)
            if labelColumn == nil, let labelCells, row.count > labelCells {
                let width = labelCells - TerminalText.displayWidth(rowStart)
                let text = TerminalText.pad(
                    TerminalText.truncate(TerminalText.sanitize(label), toWidth: width), toWidth: width,
                    alignment: .leading)
                row = rowStart + text + String(row.dropFirst(labelCells))
            }
            bytes.append(contentsOf: row.utf8)
        }
        func spanLine(_ title: String, level: Int) {
            let text = String(repeating: "  ", count: level) + TerminalText.sanitize(title)
            if geometry.border == .markdown {
                // A row of its own whose first cell holds the title, unpadded: Markdown tables
                // need not line up, and the title is never cut.
                line(
                    "| **" + text.trimmingPrefixSpaces + "** |"
                        + String(repeating: " |", count: max(0, drawn.count - 1)))
            } else {
                line(rules.span(text, bold: options.color))
            }
        }

        func closeTable() throws {
            if atHeader, let headerRule { line(String(headerRule)) }
            if previous == .span, let bottom = rules.bottomUnderSpan {
                line(bottom)
                try flush()
            } else {
                try flush()
                renderer.renderFooter(to: &out)
            }
        }
        var openSections: [SectionHeader] = []
        var linesOnPage = 0
        /// Starts a new page when this one is full, the titles of `open` repeated on it. A title
        /// needs a line under it on its page (`reserve`), so no page ends with one.
        func turnPageIfFull(open: ArraySlice<SectionHeader>, reserve: Int = 0) throws {
            guard let pageRows, linesOnPage > 0, linesOnPage + reserve >= pageRows else { return }
            try closeTable()
            out.write("\n")
            out.write(header)
            atHeader = true
            previous = .columns
            linesOnPage = 0
            for section in open {
                begin(.span, rule: false)
                spanLine(section.title + " (continued)", level: section.level)
            }
        }

        try forEachSectionEvent(plan) { event in
            switch event {
            case .header(let section):
                openSections.removeLast(max(0, openSections.count - section.level))
                try turnPageIfFull(open: openSections[...], reserve: 1)
                openSections.append(section)
                begin(.span, rule: false)
                spanLine(section.title, level: section.level)
            case .row(let row):
                guard !plan.collapsed else { return }
                try turnPageIfFull(open: openSections[...])
                begin(.columns, rule: false)
                renderer.render(row, into: &bytes)
                if bytes.count >= 1 << 16 { try flush() }
            case .footer(let section, let totals):
                defer { openSections.removeLast(max(0, openSections.count - section.level)) }
                guard plan.hasTotals else { return }
                try turnPageIfFull(open: openSections[...])
                begin(.columns, rule: true)
                totalsLine(label: section.footerLabel, totals)
            case .grandTotal(let totals):
                guard plan.hasTotals else { return }
                try turnPageIfFull(open: [])
                begin(.columns, rule: true, double: true)
                totalsLine(label: plan.grandTotalLabel(), totals)
            }
            linesOnPage += 1
        }
        try closeTable()
    }

    /// The locale of the report's numbers (of its first number column), for counts.
    var defaultLocale: String {
        schema.columns.lazy.compactMap(\.format).first?.locale ?? "en_US"
    }
}

extension String {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
