/// One sectioned table being written (see `Report.renderRegularSections`): its lines gathered in
/// `bytes` and written out 64 KB at a time; the rule above a line depends on the line before it.
struct SectionTableWriter {
    private let plan: SectionPlan
    private let border: BorderStyle
    private let color: Bool
    private let pageRows: Int?
    private let schemaColumns: Int
    private let renderer: RegularTableRenderer
    private let totalsRenderer: RegularTableRenderer
    private let rules: SectionRules
    /// The drawn columns, the accessory's included.
    private let drawnColumns: Int
    /// The cells a totals line's label takes when it spans the leading columns (nil: none lead).
    private let labelCells: Int?
    /// The column the label is written in instead (markdown: the first cell).
    private let labelColumn: Int?
    /// What a line starts with before its first cell.
    private let rowStart: String
    /// The column header without its rule: what follows it decides the rule's shape.
    let header: String
    private let headerRule: Substring?

    private var bytes: [UInt8] = []
    private var previous = SectionRules.Kind.columns
    private var atHeader = true
    private var openSections: [SectionHeader] = []
    private var linesOnPage = 0

    init(
        _ plan: SectionPlan, of report: Report, columns: [Int], cells: [Int], geometry: TableGeometry,
        options: RegularTableRenderer.Options, warnings: WarningLog?, pageRows: Int?
    ) {
        self.plan = plan
        border = geometry.border
        color = options.color
        self.pageRows = pageRows
        schemaColumns = report.schema.columns.count
        renderer = RegularTableRenderer(
            schema: report.schema, columns: columns, cells: cells, renderers: report.renderers, options: options,
            warnings: warnings)
        let totalFormats = plan.totalFormats(schema: report.schema, locale: report.defaultLocale)
        let totalRenderers = NumberRenderer.shared(for: totalFormats).enumerated().map { $1 ?? report.renderers[$0] }
        totalsRenderer = renderer.forThread(renderers: totalRenderers, warnings: warnings).withoutStatus
        let visible = columns.indices.filter { cells[$0] > 0 }.map { columns[$0] }
        var drawn = cells.filter { $0 > 0 }
        if geometry.accessory != .none { drawn.append(1) }
        drawnColumns = drawn.count
        rules = SectionRules(
            style: geometry.border, widths: drawn, spacing: geometry.spacingCells, lineWidth: renderer.lineWidth)
        let totaled = Set(plan.totals.map(\.column))
        labelCells = Self.labelCells(
            leading: visible.prefix { !totaled.contains($0) }.count, drawn: drawn, geometry: geometry)
        // Without room before the first total (a number column comes first), the label goes in
        // the first column without one, as a Markdown table always has it.
        labelColumn =
            geometry.border == .markdown || labelCells == nil ? visible.first { !totaled.contains($0) } : nil
        rowStart =
            geometry.border == .none
            ? "" : (geometry.border == .unicode ? "│" : "|") + String(repeating: " ", count: geometry.outerPadding)
        var header = ""
        renderer.renderHeader(to: &header)
        if geometry.border != .none, let cut = header.dropLast().lastIndex(of: "\n") {
            headerRule = header[header.index(after: cut)...].dropLast()
            header = String(header[...cut])
        } else {
            headerRule = nil
        }
        self.header = header
    }

    /// The cells the `leading` drawn columns span, from the line's start; nil for none.
    private static func labelCells(leading: Int, drawn: [Int], geometry: TableGeometry) -> Int? {
        guard leading > 0 else { return nil }
        let bar = geometry.border == .none ? 0 : 1
        let start = geometry.border == .none ? 0 : 1 + geometry.outerPadding
        return start + drawn.prefix(leading).reduce(0, +) + (leading - 1) * (geometry.spacingCells + bar)
    }

    /// Writes one event's line, turning the page first when it is full.
    mutating func write(_ event: SectionEvent, to out: inout some TextOutputStream, stop: () -> Bool) throws {
        switch event {
        case .header(let section):
            openSections.removeLast(max(0, openSections.count - section.level))
            try turnPageIfFull(open: openSections[...], reserve: 1, to: &out, stop: stop)
            openSections.append(section)
            begin(.span, rule: false)
            spanLine(section.title, level: section.level)
        case .row(let row):
            guard !plan.collapsed else { return }
            try turnPageIfFull(open: openSections[...], to: &out, stop: stop)
            begin(.columns, rule: false)
            renderer.render(row, into: &bytes)
            if bytes.count >= 1 << 16 { try flush(to: &out, stop: stop) }
        case .footer(let section, let totals):
            defer { openSections.removeLast(max(0, openSections.count - section.level)) }
            guard plan.hasTotals else { return }
            try turnPageIfFull(open: openSections[...], to: &out, stop: stop)
            begin(.columns, rule: true)
            totalsLine(labels: plan.footerLabels(for: section), totals)
        case .grandTotal(let totals):
            guard plan.hasTotals else { return }
            try turnPageIfFull(open: [], to: &out, stop: stop)
            begin(.columns, rule: true, double: true)
            totalsLine(labels: plan.grandTotalLabels(), totals)
        }
        linesOnPage += 1
    }

    /// Ends the table: the header's rule if nothing came under it, then the bottom rule.
    mutating func close(to out: inout some TextOutputStream, stop: () -> Bool) throws {
        if atHeader, let headerRule { line(String(headerRule)) }
        if previous == .span, let bottom = rules.bottomUnderSpan {
            line(bottom)
            try flush(to: &out, stop: stop)
        } else {
            try flush(to: &out, stop: stop)
            renderer.renderFooter(to: &out)
        }
    }

    private mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    /// The rule above a line of `kind`, where one is due: under the column header, one shaped
    /// for what follows it.
    private mutating func begin(_ kind: SectionRules.Kind, rule: Bool, double: Bool = false) {
        if atHeader {
            atHeader = false
            if let headerRule {
                if kind == .span, border == .unicode, let merged = rules.rule(from: .columns, to: .span, double: false)
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

    private mutating func flush(to out: inout some TextOutputStream, stop: () -> Bool) throws {
        guard !bytes.isEmpty else { return }
        out.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
        if stop() { throw OutputClosed() }
    }

    private func totalsRow(label: String, _ values: [Double?]) -> GridRow {
        var items = [GridItem](repeating: .empty, count: schemaColumns)
        if let labelColumn { items[labelColumn] = .text(label) }
        for (k, total) in plan.totals.enumerated() {
            if let value = values[k] { items[total.column] = .number(value) }
        }
        return GridRow(items: items, line: 0)
    }

    /// A totals row. Its label spans the columns before the first total, as the first of
    /// `labels` (longest first) that fits there.
    private mutating func totalsLine(labels: [String], _ values: [Double?]) {
        var row = ""
        // In a column's cell the section's value alone would read as a data row's: the whole
        // label, cut if it must be.
        totalsRenderer.render(totalsRow(label: labels[0], values), to: &row)
        if labelColumn == nil, let labelCells, row.count > labelCells {
            let width = labelCells - TerminalText.displayWidth(rowStart)
            let text = TerminalText.pad(
                TerminalText.truncate(Self.fitting(labels, width: width), toWidth: width), toWidth: width,
                alignment: .leading)
            row = rowStart + text + String(row.dropFirst(labelCells))
        }
        bytes.append(contentsOf: row.utf8)
    }

    /// The first label that fits `width` cells, else the shortest (cut where it is drawn): a
    /// section's value says more than a cut `Tot…`.
    private static func fitting(_ labels: [String], width: Int) -> String {
        let labels = labels.map(TerminalText.sanitize)
        return labels.first { TerminalText.displayWidth($0) <= width } ?? labels[labels.count - 1]
    }

    private mutating func spanLine(_ title: String, level: Int) {
        let text = String(repeating: "  ", count: level) + TerminalText.sanitize(title)
        if border == .markdown {
            // A row of its own whose first cell holds the title, unpadded: Markdown tables
            // need not line up, and the title is never cut.
            line(
                "| **" + text.trimmingPrefixSpaces + "** |" + String(repeating: " |", count: max(0, drawnColumns - 1)))
        } else {
            line(rules.span(text, bold: color))
        }
    }

    /// Starts a new page when this one is full, the titles of `open` repeated on it. A title
    /// needs a line under it on its page (`reserve`), so no page ends with one.
    private mutating func turnPageIfFull(
        open: ArraySlice<SectionHeader>, reserve: Int = 0, to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        guard let pageRows, linesOnPage > 0, linesOnPage + reserve >= pageRows else { return }
        try close(to: &out, stop: stop)
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
}

extension String {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
