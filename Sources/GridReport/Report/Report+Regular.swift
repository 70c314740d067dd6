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
        // Standard output takes the common rows as bytes, without a String per line.
        let standardOutput = out as? StandardOutput
        try forEachRow { row in
            var written = false
            standardOutput?.append { written = renderer.renderFast(row, into: &$0) }
            if !written { renderer.render(row, to: &out) }
            if stop() { throw OutputClosed() }
        }
        renderer.renderFooter(to: &out)
    }
}
