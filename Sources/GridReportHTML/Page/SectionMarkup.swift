import GridReport

/// A report in sections (`Report.forEachSectionEvent`): each section a `<details open>` whose
/// `<summary>` is its title (`island: Torgersen (52)`), so it collapses without script; its rows
/// in groups as elsewhere; its totals a footer row (`Total Torgersen`) inside it; the grand total
/// a last row after every section. `plan.collapsed` leaves the sections closed.
struct SectionMarkup {
    let page: PageParts
    let plan: SectionPlan
    private let totalRenderers: [NumberRenderer?]

    init(page: PageParts, plan: SectionPlan) {
        self.page = page
        self.plan = plan
        let report = page.report
        totalRenderers = NumberRenderer.shared(
            for: plan.totalFormats(schema: report.schema, locale: report.defaultLocale)
        ).enumerated().map { $1 ?? report.renderers[$0] }
    }

    func write(to write: ([UInt8]) throws -> Void) throws {
        var bytes = [UInt8]()
        var groups = RowGroups()
        try page.report.forEachSectionEvent(plan) { event in
            switch event {
            case .header(let section):
                groups.close(&bytes)
                bytes.append(
                    contentsOf:
                        "<details class=\"sec\" data-level=\"\(section.level)\"\(plan.collapsed ? "" : " open")><summary>"
                        .utf8)
                HTMLEscape.append(TerminalText.sanitize(section.title), to: &bytes)
                bytes.append(contentsOf: "</summary>\n".utf8)
            case .row(let row):
                groups.append(row, page.rows, to: &bytes)
            case .footer(let section, let totals):
                groups.close(&bytes)
                if plan.hasTotals {
                    appendTotals(label: plan.footerLabel(for: section), totals, grand: false, to: &bytes)
                }
                bytes.append(contentsOf: "</details>\n".utf8)
            case .grandTotal(let totals):
                groups.close(&bytes)
                if plan.hasTotals { appendTotals(label: plan.grandTotalLabel(), totals, grand: true, to: &bytes) }
            }
            if bytes.count >= 1 << 16 {
                try write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        groups.close(&bytes)
        try write(bytes)
    }

    /// A totals row: the label in the plan's label column, each total in its column's place.
    private func appendTotals(label: String, _ values: [Double?], grand: Bool, to out: inout [UInt8]) {
        var shown = [String?](repeating: nil, count: page.tags.columnAttributes.count)
        for (k, total) in plan.totals.enumerated() {
            guard let value = values[k], let renderer = totalRenderers[total.column] else { continue }
            shown[total.column] = renderer.string(value)
        }
        let labelColumn = plan.labelColumn ?? 0
        out.append(contentsOf: "<div class=\"r tot\(grand ? " gt" : "")\" data-total>".utf8)
        for (index, attribute) in page.tags.columnAttributes.enumerated() {
            let isLabel = index == labelColumn && shown[index] == nil
            out.append(contentsOf: (isLabel ? "<span class=\"lbl\"" : "<span").utf8)
            out.append(contentsOf: attribute)
            out.append(0x3E)
            if isLabel {
                HTMLEscape.append(TerminalText.sanitize(label), to: &out)
            } else if let text = shown[index] {
                HTMLEscape.append(text, to: &out)
            }
            out.append(contentsOf: "</span>".utf8)
        }
        if page.options.geometry.accessory != .none { out.append(contentsOf: "<span class=\"acc\"></span>".utf8) }
        out.append(contentsOf: "</div>\n".utf8)
    }
}
