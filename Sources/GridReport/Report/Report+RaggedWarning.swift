extension Report {
    /// The warnings every output gives about what the first pass found: an encoding guessed,
    /// identifiers and numbers out of range kept as text, rows a ragged policy changed, a full sheet
    /// whose next sheet is not marked as its continuation.
    public func warnAboutInput(_ warnings: WarningLog, naming: SettingNaming) {
        warnAboutEncoding(warnings)
        warnAboutFormulas(warnings)
        warnAboutUnmarkedNextSheet(warnings, naming: naming)
        warnAboutIdentifiers(warnings)
        warnAboutOutOfRangeNumbers(warnings)
        warnAboutRaggedRows(warnings, naming: naming)
        warnAboutTableBounds(warnings, naming: naming)
        warnAboutLeftOutColumns(warnings)
        warnAboutShortHeader(warnings)
        warnAboutFooterPastTable(warnings, naming: naming)
        warnAboutSharedTitles(warnings)
    }

    /// Says that `--skip-footer` asked for more rows than the table had, so that it left out every
    /// row: a count meant for other files (or a typo) must not empty a report without a word.
    func warnAboutFooterPastTable(_ warnings: WarningLog, naming: SettingNaming) {
        let asked = rows.records.options.csv.skipFooter
        let rowCount = rows.records.footerRows
        guard rowCount < asked else { return }
        warnings.warn(
            "footer",
            "\(displayName): \(naming(.skipFooter)) \(asked) is more than the table's \(Self.count(rowCount, "row")), so every row is left out"
        )
    }

    /// Says that the header was one title short of the rows, and which column has none; not when
    /// that column is empty and left out, which its own note says.
    func warnAboutShortHeader(_ warnings: WarningLog) {
        guard let untitled = rows.records.untitledColumn, !leftOutFields.contains(untitled) else { return }
        let fields = rows.records.fieldCount
        let which = untitled == 0 ? "first" : "last"
        warnings.warn(
            "header",
            "\(displayName): the header has \(fields - 1) titles and the rows \(fields) fields; the \(which) column has no title"
        )
    }

    /// Says what a ragged policy did, always: rows it padded or cut, and how many fields they
    /// gained or lost; and, when lines above the table or rows below it disagree, that skipping
    /// them is the fix.
    public func warnAboutRaggedRows(_ warnings: WarningLog, naming: SettingNaming) {
        let tally = rows.records.raggedTally
        // The header's fields, whichever of them are shown.
        let expected = rows.records.fieldCount
        var parts: [String] = []
        if tally.truncatedRows > 0 {
            parts.append(
                "\(Self.count(tally.truncatedRows, "row")) had more fields than the header's \(expected) and lost \(Self.count(tally.droppedFields, "field"))"
            )
        }
        if tally.paddedRows > 0 {
            parts.append(
                "\(Self.count(tally.paddedRows, "row")) had fewer fields than the header's \(expected) and gained \(Self.count(tally.addedFields, "empty field"))"
            )
        }
        guard !parts.isEmpty else { return }
        let policy = rows.records.options.csv.ragged
        var sentence = "\(displayName): \(naming(.ragged)) \(policy.rawValue): " + parts.joined(separator: "; ")
        if let bounds = tableBounds() { sentence += "; " + bounds.advice.named(naming) }
        warnings.warn("ragged", sentence)
    }

    /// Says what `inspect` finds about the lines above the table and the rows below it when no
    /// row was ragged to say it (a workbook's notes are as wide as its table): the header is a
    /// note with the titles below, or notes end the table. Only looked for when a column is text
    /// only because of a few values, as titles and notes in a typed column make it, so a clean
    /// input is not read again.
    func warnAboutTableBounds(_ warnings: WarningLog, naming: SettingNaming) {
        let tally = rows.records.raggedTally
        guard tally.truncatedRows == 0, tally.paddedRows == 0, !typingExplanations().isEmpty,
            let bounds = tableBounds()
        else { return }
        warnings.warn("ragged", "\(displayName): " + bounds.advice.named(naming))
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(CSVReader.grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }
}
