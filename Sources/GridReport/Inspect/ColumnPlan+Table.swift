extension ColumnPlan {
    /// The plan as a terminal table, one row per column, drawn by the regular table renderer so
    /// that names in any script line up and are sanitized like report cells.
    ///
    /// The table takes its natural widths, so nothing it says is cut; with `maxCells` (a terminal's
    /// width) its text columns shrink to fit, as a report's would. It is not fitted to the terminal width:
    /// that is the report's width, which the table describes.
    public func writeTable(border: BorderStyle, color: Bool, maxCells: Int? = nil, to out: inout some TextOutputStream)
    {
        let titles = ["#", "Column", "Type", "Format", "Example", "Width", "Points", "Cells", "Binding"]
        let trailing: Set<Int> = [0, 4, 5, 6, 7]
        let schema = Schema(
            columns: titles.enumerated().map { index, title in
                Column(
                    index: index, name: title, type: .text, alignment: trailing.contains(index) ? .trailing : .leading)
            })
        let rows = entries.map { entry in
            [
                String(entry.index + 1), entry.name, entry.type.rawValue,
                entry.format.map(Self.describe) ?? Self.describeDates(entry) ?? "—",
                entry.example ?? "—", entry.width.map { Self.number($0.value) } ?? "—",
                resolvedPoints(entry).map(Self.number) ?? "—", entry.resolvedCells.map(String.init) ?? "—",
                entry.binding?.rawValue ?? "—",
            ]
        }
        let geometry = TableGeometry(border: border)
        let widths = tableWidths(titles: titles, rows: rows, trailing: trailing, geometry: geometry, maxCells: maxCells)
        let options = RegularTableRenderer.Options(border: border, spacingCells: geometry.spacingCells, color: color)
        let renderer = RegularTableRenderer(
            schema: schema, widths: ResolvedWidths(cells: widths, pointsPerCell: geometry.pointsPerCell),
            renderers: titles.map { _ in nil }, options: options)
        renderer.renderHeader(to: &out)
        for (line, row) in rows.enumerated() {
            renderer.render(GridRow(items: row.map(GridItem.text), line: line + 2), to: &out)
        }
        renderer.renderFooter(to: &out)
    }

    /// Natural widths (each column's widest line, split and sanitized as `CellLayout` does),
    /// fitted like a report's when there is a limit: numeric columns are never cut, the widest
    /// text ones shrink first; if even that does not fit, the natural widths stay.
    private func tableWidths(
        titles: [String], rows: [[String]], trailing: Set<Int>, geometry: TableGeometry, maxCells: Int?
    ) -> [Int] {
        let natural = titles.indices.map { column in
            ([titles[column]] + rows.map { $0[column] })
                .flatMap(CellLines.split)
                .map { TerminalText.displayWidth(TerminalText.sanitize($0)) }
                .max() ?? 1
        }
        guard let maxCells else { return natural }
        let available = geometry.contentCells(totalCells: maxCells, visibleColumns: titles.count)
        return NaturalWidths.fit(
            natural: natural, keepsWhole: natural.indices.map(trailing.contains), available: available) ?? natural
    }

    /// The lines below the table: what `auto` picks and why, and each finding.
    public var notes: [String] {
        (reason.map { [$0] } ?? []) + findings.map { "finding: " + $0 }
    }

    /// The line above the table: what was read and what the widths and bindings are for.
    /// With `reading`, the source is followed by how it was read: `data.txt (UTF-16LE, byte order
    /// mark, gzip)`.
    public func summary(source: String, rows: Int, reading: InputReading? = nil) -> String {
        let read = reading.map { " (\($0.summary))" } ?? ""
        let columns = "\(entries.count) column\(entries.count == 1 ? "" : "s")"
        let bindings = bindingsAreExplicit ? "explicit bindings" : "default bindings"
        return
            "\(TerminalText.sanitize(source))\(read): \(columns), \(rows) row\(rows == 1 ? "" : "s"); \(mode.rawValue) at \(totalCells) cells of \(Self.number(geometry.pointsPerCell)) pt; \(bindings)"
    }

    /// `decimal en_US 2 digits grouping`, `currency de_DE EUR`, `pattern #,##0.00;(#,##0.00)`…
    public static func describe(_ format: NumberFormat) -> String {
        var parts = [format.style.rawValue, format.locale]
        switch (format.minimumFractionDigits, format.maximumFractionDigits) {
        case (let minimum?, let maximum?) where minimum == maximum: parts.append("\(minimum) digits")
        case (let minimum?, let maximum?): parts.append("\(minimum)–\(maximum) digits")
        case (let minimum?, nil): parts.append("≥\(minimum) digits")
        case (nil, let maximum?): parts.append("≤\(maximum) digits")
        case (nil, nil): if format.shortestDigits != nil { parts.append("shortest digits") }
        }
        if let grouping = format.grouping { parts.append(grouping ? "grouping" : "no grouping") }
        if let code = format.currencyCode { parts.append(code) }
        if let rounding = format.rounding { parts.append("rounding \(rounding.rawValue)") }
        if let pattern = format.pattern { parts.append("pattern \(pattern)") }
        return parts.joined(separator: " ")
    }

    /// `ISO 8601, as written`, `dd.MM.yyyy, shown MMM d, y en_US`; nil for other columns.
    public static func describeDates(_ entry: Entry) -> String? {
        guard entry.type.isTemporal else { return nil }
        let input = entry.dateInput?.pattern.text ?? "ISO 8601"
        let shown = entry.dateDisplay.map { "shown \($0.pattern.text) \($0.names.locale)" } ?? "as written"
        return input + ", " + shown
    }

    /// A width value as a Fiori array shows it: `-1`, `0.2`, `120`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
