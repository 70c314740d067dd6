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
    }

    /// Says what a ragged policy did, always: rows it padded or cut, and how many fields they
    /// gained or lost; and, when only the first lines disagree, that skipping them is the fix.
    public func warnAboutRaggedRows(_ warnings: WarningLog, naming: SettingNaming) {
        let tally = rows.records.raggedTally
        let expected = schema.columns.count
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
        if let preamble = Preamble.find(in: rows.records.source, options: rows.records.options.csv) {
            sentence += "; " + preamble.advice.named(naming)
        }
        warnings.warn("ragged", sentence)
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(CSVReader.grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }
}
