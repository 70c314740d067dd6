extension Report {
    /// Compact mode in sections: each section's title line above its object cells, its totals as
    /// a footer line (`Total Torgersen: body_mass_g 7,550 · sex 2`), the grand total under a
    /// double rule. `plan.collapsed` shows titles and totals only.
    public func renderCompactSections(
        _ plan: SectionPlan, binding: BindingPlan, totalCells: Int, accessory: Accessory, color: Bool,
        asciiOnly: Bool = false,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let renderer = CompactRenderer(
            schema: schema, plan: binding, width: totalCells, accessory: accessory, color: color,
            numberRenderers: renderers, separator: asciiOnly ? "-" : "─")
        let totalRenderers = NumberRenderer.shared(for: plan.totalFormats(schema: schema, locale: defaultLocale))
        let rule = String(repeating: asciiOnly ? "-" : "─", count: totalCells)
        let double = String(repeating: asciiOnly ? "=" : "═", count: totalCells)
        var text = ""
        var firstCard = true
        var wroteAny = false
        func line(_ content: String, bold: Bool = false) {
            let cut = TerminalText.pad(
                TerminalText.truncate(content, toWidth: totalCells), toWidth: totalCells, alignment: .leading)
            text += bold && color ? TerminalStyle.bold.apply(cut) : cut
            text += "\n"
            wroteAny = true
        }
        func totals(_ label: String, _ values: [Double?]) -> String {
            let parts = plan.totals.enumerated().compactMap { k, total -> String? in
                guard let value = values[k], let renderer = totalRenderers[total.column] else { return nil }
                let name = schema.columns[total.column].name
                return "\(TerminalText.sanitize(name)) \(renderer.string(value))"
            }
            return label + ": " + parts.joined(separator: " · ")
        }
        try forEachSectionEvent(plan) { event in
            switch event {
            case .header(let section):
                if wroteAny && section.level == 0 { line("") }
                line(String(repeating: "  ", count: section.level) + TerminalText.sanitize(section.title), bold: true)
                line(rule)
                firstCard = true
            case .row(let row):
                guard !plan.collapsed else { return }
                renderer.render(row, isFirst: firstCard, to: &text)
                firstCard = false
                wroteAny = true
                if text.utf8.count >= 1 << 16 {
                    out.write(text)
                    text = ""
                    if stop() { throw OutputClosed() }
                }
            case .footer(let section, let values):
                guard plan.hasTotals else { return }
                if !plan.collapsed || firstCard == false { line(rule) }
                line(String(repeating: "  ", count: section.level) + totals(section.footerLabel, values), bold: true)
                firstCard = true
            case .grandTotal(let values):
                guard plan.hasTotals else { return }
                line(double)
                line(totals(plan.grandTotalLabel(), values), bold: true)
            }
        }
        out.write(text)
    }
}
