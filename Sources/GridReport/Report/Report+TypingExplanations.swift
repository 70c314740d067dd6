extension Report {
    /// The text columns that a few values keep from being numbers or dates, and what they are.
    public func typingExplanations() -> [TypingExplanation] {
        // A stage typed its own columns: there is no reading of the input to explain.
        guard !isMadeByStage else { return [] }
        return schema.columns.compactMap { column in
            guard column.type == .text else { return nil }
            return TypingExplanation(
                column: column.shownName, profile: profile.columns[column.index],
                missingValues: rows.records.options.missingValues)
        }
    }

    /// A number style or pattern given for a column typed text is an error, never ignored: with
    /// the values that make it text when they are few.
    static func checkNumberFormats(schema: Schema, profile: DataProfile, settings: ReportSettings, read: ReadOptions)
        throws
    {
        for entry in settings.columns where entry.settings.style != nil || entry.settings.pattern != nil {
            guard let column = schema.column(named: entry.column), column.type == .text else { continue }
            let explanation = TypingExplanation(
                column: column.shownName, profile: profile.columns[column.index], missingValues: read.missingValues)
            throw GridReportError(
                SchemaError.numberFormatOnTextColumn(
                    column: column.shownName, origin: entry.origin, explanation: explanation))
        }
    }
}
