extension Report {
    /// The compact-mode plan: explicit bindings from the spec and `--bind`, else the default rule.
    public func bindingPlan(bindOptions: [String]) throws -> BindingPlan {
        let options = try bindOptions.map { try BindingResolver.parse($0, schema: schema) }
        return try BindingResolver.resolve(schema: schema, options: options)
    }

    /// Writes each row as an object cell, rows as they are read.
    public func renderCompact(
        plan: BindingPlan, totalCells: Int, accessory: Accessory, color: Bool, asciiOnly: Bool = false,
        to out: inout some TextOutputStream, stop: () -> Bool = { false }
    ) throws {
        try TableGeometry.checkTotalCells(totalCells)
        let renderer = CompactRenderer(schema: schema, plan: plan, width: totalCells, accessory: accessory, color: color,
                                       numberRenderers: renderers, separator: asciiOnly ? "-" : "─")
        try layOutChunks({ rows, numberRenderers in
            let local = renderer.forThread(numberRenderers: numberRenderers)
            var text = ""
            var first = rows.isFirst
            try rows.forEach { row in
                local.render(row, isFirst: first, to: &text)
                first = false
            }
            return text
        }, write: { text in
            out.write(text)
            if stop() { throw OutputClosed() }
        })
    }
}

extension DisplayMode {
    /// Regular or compact for a terminal `totalCells` wide: auto picks compact below the breakpoint
    /// (the horizontal size class of the available width).
    public func resolved(totalCells: Int, pointsPerCell: Double, compactBelowPoints: Double) -> DisplayMode {
        guard self == .auto else { return self }
        return CompactRenderer.prefersCompact(widthInCells: totalCells, pointsPerCell: pointsPerCell, compactBelowPoints: compactBelowPoints)
            ? .compact : .regular
    }
}
