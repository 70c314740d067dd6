extension Report {
    /// The message an empty result shows in compact and records views.
    public static let defaultEmptyText = "no rows"

    /// Writes each row as a block of `title: value` lines under a rule with its number (the row
    /// index column's value when there is one, else its position), rows as they are read. With no
    /// rows, writes `emptyText`. With a `limit`, reading stops after that many rows.
    public func renderRecords(
        totalCells: Int, color: Bool, asciiOnly: Bool = false, emptyText: String? = nil, limit: Int? = nil,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let renderer = RecordsRenderer(
            schema: schema, width: totalCells, numberRenderers: renderers,
            rowIndexColumn: rowIndexColumn, color: color, asciiOnly: asciiOnly, neverCut: neverCutColumns,
            status: statusPainter, encodings: encodingPainter)
        var number = 0
        // A filter may leave no rows: the empty text then shows.
        defer { if number == 0 { out.write(TerminalText.sanitize(emptyText ?? Self.defaultEmptyText) + "\n") } }
        do {
            try layOutChunks(
                { rows, numberRenderers in
                    let local = renderer.forThread(numberRenderers: numberRenderers)
                    var records: [(label: String?, body: String)] = []
                    try rows.forEach { row in
                        var body = ""
                        local.render(row, to: &body)
                        records.append((local.label(of: row), body))
                    }
                    return records
                },
                write: { records in
                    for record in records {
                        if let limit, number >= limit { throw RecordLimitReached() }
                        number += 1
                        out.write(renderer.ruleLine(label: record.label ?? String(number)))
                        out.write("\n")
                        out.write(record.body)
                    }
                    if stop() { throw OutputClosed() }
                })
        } catch is RecordLimitReached {
            return
        }
    }

    /// A leading column with an empty title whose values count 1, 2, 3 … (or 0, 1, 2 …), as R and
    /// pandas write the row index: not bound in compact mode by default, and the records view
    /// shows it as the row's number.
    public var rowIndexColumn: Int? {
        guard let first = schema.columns.first, first.type == .number,
            first.name.allSatisfy(\.isWhitespace), profile.rowCount > 0
        else { return nil }
        let data = profile.columns[0]
        guard data.numbers == profile.rowCount, data.countsUp, let start = data.example, start == 0 || start == 1,
            data.maxFractionDigits == 0
        else { return nil }
        return 0
    }
}

extension Report {
    /// Schema indices of columns named by header or 1-based number; `origin` says where they were
    /// named, for the error about a name that finds no column.
    public func columns(named names: [String], origin: String) throws -> [Int] {
        try names.map { name in
            guard let column = schema.column(named: name) else {
                throw SchemaBuilder.unknownColumn(name, origin: origin, schema: schema)
            }
            return column.index
        }
    }
}

/// Ends a records view with a limit once its last row is written.
private struct RecordLimitReached: Error {}
