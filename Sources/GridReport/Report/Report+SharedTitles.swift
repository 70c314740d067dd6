extension Report {
    /// Says when a condition or a sort key names a title that several columns have: the first of
    /// them is used, and the warning says how to name another (`Name (2)`, or its number), rather
    /// than leaving the choice unsaid.
    func warnAboutSharedTitles(_ warnings: WarningLog) {
        let names = rows.fullSchema.columns.map(\.name)
        var said = Set<String>()
        let named =
            (rows.filter?.conditions.map { ($0.column, RuleError.place(origin: $0.origin, rule: $0.text).description) }
                ?? [])
            + (sortRequest?.keys.map { ($0.column, $0.origin) } ?? [])
        for (key, origin) in named where said.insert(key.lowercased()).inserted {
            let columns = ColumnLookup.sharedTitle(key, in: names)
            guard columns.count > 1 else { continue }
            let title = TerminalText.sanitize(names[columns[0]])
            let numbers = columns.map { String($0 + 1) }
            let listed = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
            warnings.warn(
                "shared-title",
                "\(TerminalText.sanitize(origin)): \(columns.count) columns are titled \"\(title)\" (\(listed)); the first is used: name the second \"\(title) (2)\" or by its number, \(columns[1] + 1)"
            )
        }
    }
}
