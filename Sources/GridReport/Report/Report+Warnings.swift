extension Report {
    /// Tells the user that the input, taken for UTF-8 because no byte order mark said otherwise,
    /// is not UTF-8 and was read as Windows-1252, and where it first showed.
    public func warnAboutEncoding(_ warnings: WarningLog) {
        let reading = rows.records.source.reading
        guard let location = reading.notUTF8At else { return }
        warnings.warn(
            "encoding",
            "\(location.file):\(location.line): not UTF-8 (first at column \(location.column)); read as \(reading.encoding.displayName)"
        )
    }

    /// Tells the user, once, that formulas of the workbook's sheet hold no stored result (a
    /// workbook written by a program that does not calculate), and so are missing values.
    public func warnAboutFormulas(_ warnings: WarningLog) {
        guard let workbook = rows.records.source.reading.workbook, workbook.formulasWithoutResult > 0 else { return }
        let count = workbook.formulasWithoutResult
        warnings.warn(
            "formula",
            "\(displayName): sheet \"\(workbook.sheet)\": \(count) formula\(count == 1 ? " has" : "s have") no stored result and \(count == 1 ? "is a missing value" : "are missing values"); open and save the workbook in Excel or LibreOffice to calculate \(count == 1 ? "it" : "them")"
        )
    }

    /// Tells the user that the sheet read is full to Excel's last row and the next sheet, not
    /// marked as its continuation, was left unread: another report, or the rest of a report split
    /// by a gridreport that did not mark continuations yet, which cannot be told apart.
    public func warnAboutUnmarkedNextSheet(_ warnings: WarningLog, naming: SettingNaming) {
        guard let sheets = rows.records.source.reading.workbook?.unmarkedNextSheet else { return }
        let full = TerminalText.sanitize(sheets.full)
        let next = TerminalText.sanitize(sheets.next)
        warnings.warn(
            "unmarked-sheet",
            "\(displayName): sheet \"\(full)\" is full to Excel's last row, and the next sheet \"\(next)\" is not marked as its continuation, so it is not read as part of this report (read it with \(naming(.sheet)) \"\(next)\"; a split report exported before continuations were marked: export its CSV again)"
        )
    }

    /// Tells the user which columns look numeric but are kept as text so that no digit is lost
    /// (`007`, ZIP codes, 16-digit account numbers), unless they typed the columns themselves.
    public func warnAboutIdentifiers(_ warnings: WarningLog) {
        let names = schema.columns
            .filter { $0.type == .text && profile.columns[$0.index].isIdentifierColumn }
            .map(\.shownName)
        guard !names.isEmpty else { return }
        let list = WidthResolver.list(names)
        let subject = names.count == 1 ? "column \(list) looks" : "columns \(list) look"
        warnings.warn(
            "identifier",
            "\(displayName): \(subject) numeric but \(names.count == 1 ? "has" : "have") leading zeros or more than 15 digits; kept as text so no digit is lost"
        )
    }

    /// Tells the user which columns are written as numbers but hold one a double cannot (`1e-400`
    /// would be 0, `1e400` infinite), and are kept as text so that no value is changed.
    public func warnAboutOutOfRangeNumbers(_ warnings: WarningLog) {
        for column in schema.columns where column.type == .text {
            let profile = profile.columns[column.index]
            guard profile.holdsOutOfRangeNumbers, let example = profile.outOfRangeExample else { continue }
            let name = column.shownName
            let place =
                profile.outOfRangeLine.map { rows.records.source.place(line: $0, field: column.index) } ?? displayName
            let change =
                profile.outOfRangeTooSmall
                ? "too small for a number (it would be 0)" : "too large for a number (it would be infinite)"
            warnings.warn(
                "out-of-range",
                "\(place): column \"\(name)\": \(example) is \(change); the column is kept as text"
            )
        }
    }
}
