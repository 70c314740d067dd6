extension Report {
    /// Fails as render and export would when a column typed number (by a spec or a format option)
    /// holds another value. The first pass knows whether there is one; only then is the input
    /// read again to say where, with the message render gives. For `inspect`, which reads no
    /// second pass otherwise.
    public func checkTypedValues() throws {
        let mismatch = schema.columns.contains { column in
            column.type == .number && profile.columns[column.index].numbers < profile.columns[column.index].nonMissing
        }
        if mismatch { try rows.forEach { _ in } }
    }
}
