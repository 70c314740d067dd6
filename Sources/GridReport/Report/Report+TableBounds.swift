extension Report {
    /// The lines above the table and the rows below it that the input seems to have (a title and
    /// notes, a source line and a copyright), nil when it has none: the start is read again, and
    /// the last chunks the first pass cut.
    public func tableBounds() -> TableBounds? {
        TableBounds(
            preamble: Preamble.find(in: rows.records.source, options: rows.records.options.csv),
            footer: Footer.find(in: rows.records))
    }
}
