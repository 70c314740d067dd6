extension ColumnPlan {
    /// The plan as a terminal table, one row per column, drawn by the regular table renderer so
    /// that names in any script line up and are sanitized like report cells.
    ///
    /// The table takes its natural widths, so nothing it says is cut, and leaves out the columns
    /// that say nothing for this file (no widths given, no numbers, no bindings). With `maxCells`
    /// (`--width`, else the terminal's) its text columns shrink to fit, as a report's would, and
    /// when even their narrowest does not fit, each column of the report is a record of its own
    /// (`── 3 Island ──`, then `Type: text` …), as in the records view.
    public func writeTable(border: BorderStyle, color: Bool, maxCells: Int? = nil, to out: inout some TextOutputStream)
    {
        let allTitles = ["#", "Column", "Type", "Format", "Example", "Width", "Points", "Cells", "Binding"]
        let allRows = entries.map { entry in
            [
                String(entry.index + 1), entry.name, entry.type.rawValue,
                entry.format.map(Self.describeShort) ?? Self.describeDates(entry) ?? "—",
                entry.example ?? "—", entry.width.map { Self.number($0.value) } ?? "—",
                resolvedPoints(entry).map(Self.number) ?? "—", entry.resolvedCells.map(String.init) ?? "—",
                entry.binding?.rawValue ?? "—",
            ]
        }
        // The number and the name always; the others when some column has something to say.
        let kept = allTitles.indices.filter { k in k < 3 || allRows.contains { $0[k] != "—" } }
        let titles = kept.map { allTitles[$0] }
        let rows = allRows.map { row in kept.map { row[$0] } }
        let trailing = Set(kept.indices.filter { [0, 4, 5, 6, 7].contains(kept[$0]) })
        // Only the names shrink (cut with …): a format or a binding cut short would say another.
        let whole = Set(kept.indices.filter { kept[$0] != 1 })
        let schema = Schema(
            columns: titles.enumerated().map { index, title in
                Column(
                    index: index, name: title, type: .text, alignment: trailing.contains(index) ? .trailing : .leading)
            })
        let geometry = TableGeometry(border: border)
        guard
            let widths = tableWidths(
                titles: titles, rows: rows, whole: whole, geometry: geometry, maxCells: maxCells)
        else {
            writeRecords(
                schema: schema, rows: rows, width: maxCells ?? 0, color: color, asciiOnly: border == .ascii, to: &out)
            return
        }
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

    /// Each column of the report as a record: a rule with its number and name, then the plan's
    /// other fields as `title: value` lines.
    private func writeRecords(
        schema: Schema, rows: [[String]], width: Int, color: Bool, asciiOnly: Bool,
        to out: inout some TextOutputStream
    ) {
        var fields = schema
        for k in 0..<2 { fields.columns[k].width = .hidden }
        let renderer = RecordsRenderer(
            schema: fields, width: width, numberRenderers: [], color: color, asciiOnly: asciiOnly)
        for row in rows {
            out.write(renderer.ruleLine(label: row[1].isEmpty ? row[0] : row[0] + " " + row[1]) + "\n")
            renderer.render(GridRow(items: row.map(GridItem.text), line: 0), to: &out)
        }
    }

    /// Natural widths (each column's widest line, split and sanitized as `CellLayout` does),
    /// fitted like a report's when there is a limit: the `whole` columns are never cut, the others
    /// shrink; nil when even that does not fit.
    private func tableWidths(
        titles: [String], rows: [[String]], whole: Set<Int>, geometry: TableGeometry, maxCells: Int?
    ) -> [Int]? {
        let natural = titles.indices.map { column in
            ([titles[column]] + rows.map { $0[column] })
                .flatMap(CellLines.split)
                .map { TerminalText.displayWidth(TerminalText.sanitize($0)) }
                .max() ?? 1
        }
        guard let maxCells else { return natural }
        let available = geometry.contentCells(totalCells: maxCells, visibleColumns: titles.count)
        return NaturalWidths.fit(
            natural: natural, keepsWhole: natural.indices.map(whole.contains), available: available)
    }

    /// A line of the plan's text (the summary, a note) wrapped at `maxCells` when there is one.
    public static func writeWrapped(_ line: String, maxCells: Int?, to out: inout some TextOutputStream) {
        for part in maxCells.map({ TerminalText.wrap(line, toWidth: $0) }) ?? [line] {
            out.write(part + "\n")
        }
    }

    /// The lines below the table: what `auto` picks and why, and each finding.
    public var notes: [String] {
        (reason.map { [$0] } ?? []) + typing.map { "typing: " + $0 } + findings.map { "finding: " + $0 }
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

    /// A width value as a Fiori array shows it: `-1`, `0.2`, `120`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
