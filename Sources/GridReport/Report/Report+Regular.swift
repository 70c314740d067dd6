extension Report {
    /// Writes the regular-mode table: header, rows as they are read, footer.
    public func renderRegular(
        geometry: TableGeometry, totalCells: Int, fit: FitPolicy, wrap: Bool, color: Bool,
        warnings: WarningLog? = nil, to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        let widths = try resolveWidths(geometry: geometry, totalCells: totalCells, fit: fit)
        let options = RegularTableRenderer.Options(
            border: geometry.border, accessory: geometry.accessory, spacingCells: geometry.spacingCells, wrap: wrap, color: color)
        let renderer = RegularTableRenderer(schema: schema, widths: widths, renderers: renderers, options: options, warnings: warnings)
        renderer.renderHeader(to: &out)
        // Each chunk's warnings are collected on its thread and passed on in file order.
        let byteOutput = out as? any UTF8OutputStream
        try layOutChunks({ rows, numberRenderers in
            let log = warnings.map { _ in WarningLog.collecting() }
            let local = renderer.forThread(renderers: numberRenderers, warnings: log)
            var bytes = [UInt8]()
            // A table line is about twice its CSV record or more (padding, box drawing).
            bytes.reserveCapacity(rows.byteCount * 3)
            try rows.forEach { local.render($0, into: &bytes) }
            return (bytes: bytes, log: log)
        }, write: { part in
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
}
