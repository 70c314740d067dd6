extension Report {
    /// Writes the regular-mode table: header, rows as they are read, footer. When the columns do
    /// not fit even at their narrowest, the table is written in blocks of columns stacked one under
    /// another, each repeating the `keys` (schema indices; default the first column) and captioned
    /// `columns 1–7 of 17`; the blocks are written for each chunk of rows read, or every `pageRows`
    /// rows, so rows still stream. With no rows the header is shown, then `emptyText` if given.
    /// With a `limit`, the same layout (natural widths from the whole first pass, blocks) shows
    /// the first `limit` rows, read on this thread, and the reading stops after the last.
    public func renderRegular(
        geometry: TableGeometry, totalCells: Int, fit: FitPolicy, wrap: Bool, color: Bool,
        warnings: WarningLog? = nil, keys: [Int]? = nil, pageRows: Int? = nil, emptyText: String? = nil,
        limit: Int? = nil, to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        let layout = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit, keys: keys)
        try renderRegular(
            layout, geometry: geometry, totalCells: totalCells, wrap: wrap, color: color, warnings: warnings,
            pageRows: pageRows, emptyText: emptyText, limit: limit, to: &out, stop: stop)
    }

    /// The table in `layout` (see `renderRegular(geometry:…)`).
    func renderRegular(
        _ layout: TableLayout, geometry: TableGeometry, totalCells: Int, wrap: Bool, color: Bool,
        warnings: WarningLog?, pageRows: Int?, emptyText: String?, limit: Int?,
        to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        var options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap,
            color: color, status: color ? statusPainter : nil, encodings: encodingPainter)
        options.places = inputPlaces
        if layout.isSingleTable {
            let block = layout.blocks[0]
            let renderer = RegularTableRenderer(
                schema: schema, columns: block.columns, cells: block.cells, renderers: renderers,
                options: options, warnings: warnings)
            if let limit {
                try renderSingleTable(renderer, limit: limit, to: &out, stop: stop)
            } else {
                try renderSingleTable(renderer, warnings: warnings, to: &out, stop: stop)
            }
        } else {
            try renderBlocks(
                layout, options: options, totalCells: totalCells, pageRows: pageRows, warnings: warnings,
                limit: limit, to: &out, stop: stop)
        }
        if let emptyText, rowCount == 0 { out.write(TerminalText.sanitize(emptyText) + "\n") }
    }

    private func renderSingleTable(
        _ renderer: RegularTableRenderer, warnings: WarningLog?, to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        renderer.renderHeader(to: &out)
        // Each chunk's warnings are collected on its thread and passed on in file order.
        let byteOutput = out as? any UTF8OutputStream
        try layOutChunks(
            { rows, numberRenderers in
                let log = warnings.map { _ in WarningLog.collecting() }
                let local = renderer.forThread(renderers: numberRenderers, warnings: log)
                var bytes = [UInt8]()
                // A table line is about twice its CSV record or more (padding, box drawing).
                bytes.reserveCapacity(rows.byteCount * 3)
                try rows.forEach { local.render($0, into: &bytes) }
                return (bytes: bytes, log: log)
            },
            write: { part in
                if let log = part.log { warnings?.append(log) }
                if let byteOutput {
                    byteOutput.write(utf8: part.bytes)
                } else {
                    out.write(String(decoding: part.bytes, as: UTF8.self))
                }
                if stop() { throw OutputClosed() }
            })
        renderer.renderFooter(to: &out)
    }

    /// The first `limit` rows on this thread, the reading stopped after the last.
    private func renderSingleTable(
        _ renderer: RegularTableRenderer, limit: Int, to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        renderer.renderHeader(to: &out)
        var bytes = [UInt8]()
        try rows.forEach(limit: limit) { row in
            bytes.removeAll(keepingCapacity: true)
            renderer.render(row, into: &bytes)
            out.write(String(decoding: bytes, as: UTF8.self))
            if stop() { throw OutputClosed() }
        }
        renderer.renderFooter(to: &out)
    }

    /// The blocks of a wide table, each a table of its own, written for every page of rows. With
    /// a `limit`, the first `limit` rows, read on this thread.
    private func renderBlocks(
        _ layout: TableLayout, options: RegularTableRenderer.Options, totalCells: Int, pageRows: Int?,
        warnings: WarningLog?, limit: Int?, to out: inout some TextOutputStream, stop: () -> Bool
    ) throws {
        let tables = layout.blocks.map { block in
            RegularTableRenderer(
                schema: schema, columns: block.columns, cells: block.cells, renderers: renderers,
                options: options, warnings: warnings)
        }
        var pending = tables.map { _ in [UInt8]() }
        var pendingRows = 0
        var wroteAny = false
        func flush(_ out: inout some TextOutputStream) {
            for (b, table) in tables.enumerated() {
                if wroteAny { out.write("\n") }
                if let caption = layout.blocks[b].caption {
                    out.write(TerminalText.truncate(caption, toWidth: totalCells) + "\n")
                }
                table.renderHeader(to: &out)
                out.write(String(decoding: pending[b], as: UTF8.self))
                table.renderFooter(to: &out)
                pending[b].removeAll(keepingCapacity: true)
                wroteAny = true
            }
            pendingRows = 0
        }
        func write(_ part: BlockRows) throws {
            if let log = part.log { warnings?.append(log) }
            let count = part.ends.first?.count ?? 0
            var starts = tables.map { _ in 0 }
            var row = 0
            while row < count {
                let take = pageRows.map { min(max(1, $0) - pendingRows, count - row) } ?? (count - row)
                for b in tables.indices {
                    let end = part.ends[b][row + take - 1]
                    pending[b].append(contentsOf: part.parts[b][starts[b]..<end])
                    starts[b] = end
                }
                pendingRows += take
                row += take
                if let pageRows, pendingRows >= max(1, pageRows) { flush(&out) }
            }
            // Without pages, each chunk's rows are a page; the rows of a limit are one page
            // (as much as a chunk's would be at most).
            if pageRows == nil && pendingRows > 0
                && (limit == nil || pending.reduce(0, { $0 + $1.count }) >= Self.limitedPageBytes)
            {
                flush(&out)
            }
            if stop() { throw OutputClosed() }
        }
        if let limit {
            try rows.forEach(limit: limit) { row in
                try write(Self.renderBlockRows(tables: tables, log: nil) { try $0(row) })
            }
        } else {
            try layOutChunks(
                { rows, numberRenderers in
                    let log = warnings.map { _ in WarningLog.collecting() }
                    let locals = tables.map { $0.forThread(renderers: numberRenderers, warnings: log) }
                    return try Self.renderBlockRows(tables: locals, log: log, rows.forEach)
                },
                write: write)
        }
        if pendingRows > 0 || !wroteAny { flush(&out) }
    }

    /// The most bytes of limited rows held for one page of blocks without `pageRows`.
    private static let limitedPageBytes = 1 << 20

    /// Rows in every block: each block's lines, and where each row ends in them, so that the
    /// writer can cut pages at any row.
    private typealias BlockRows = (parts: [[UInt8]], ends: [[Int]], log: WarningLog?)

    /// The rows `forEach` visits (a chunk's, on its thread, or one row) in every table of `tables`.
    private static func renderBlockRows(
        tables: [RegularTableRenderer], log: WarningLog?, _ forEach: ((GridRow) throws -> Void) throws -> Void
    ) throws -> BlockRows {
        var parts = tables.map { _ in [UInt8]() }
        var ends = tables.map { _ in [Int]() }
        try forEach { row in
            for b in tables.indices {
                tables[b].render(row, into: &parts[b])
                ends[b].append(parts[b].count)
            }
        }
        return (parts: parts, ends: ends, log: log)
    }
}
