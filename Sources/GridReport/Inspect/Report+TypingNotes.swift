extension Report {
    /// Why number columns read as they do where the data, not the user, decided something a
    /// reader may not expect: years, yyyyMMdd dates and HHMM times (`NumberReading`), identifiers
    /// shown without grouping (`IdentifierTitle`), numbers written with
    /// grouping separators, and separators that read otherwise in another locale (`1,234`),
    /// which follow the input locale. One sentence per column, settings named by `naming`.
    public func typingNotes(naming: SettingNaming = \.specKey) -> [String] {
        guard !isMadeByStage else { return [] }
        let parser = rows.records.options.numberParser
        let decimal = String(decoding: parser.decimalSeparator, as: UTF8.self)
        let grouping = parser.groupingSeparator.map { String(decoding: $0, as: UTF8.self) }
        let locale = rows.records.options.inputLocale
        let localeName = locale.map { "the input locale \($0)" } ?? "the default input (C, with comma grouping)"
        var notes: [String] = []
        for column in schema.columns {
            let profile = profile.columns[column.index]
            let name = "column \"\(TerminalText.sanitize(column.shownName))\": "
            if let reading = column.numberReading {
                notes.append(name + NumberReading.reason(reading, profile: profile, name: column.name))
            }
            guard column.type == .number else { continue }
            if column.readsCurrency {
                let symbol = CurrencyAmount.symbols[profile.currencySymbol - 1]
                let example = TerminalText.sanitize(profile.firstValue ?? symbol.text)
                notes.append(
                    name
                        + "currency amounts: every value a number, \(profile.currencyAmounts) written with \(symbol.text) ('\(example)'); read as numbers and shown in the currency format, \(symbol.text) taken for \(symbol.code)"
                )
            }
            // Said only where grouping would have shown (a `day` of 1–31 looks the same either way).
            if column.numberReading == nil, profile.holdsIntegers, column.format?.grouping == false,
                profile.maximum >= 1000 || profile.minimum <= -1000,
                let word = IdentifierTitle.codeWord(column.name)
            {
                let text: ErrorText =
                    "identifiers: whole numbers under a title that names a code (\"\(word)\"); shown without grouping, Excel format 0; \(Setting.format) '\(TerminalText.sanitize(column.name))=decimal' groups them"
                notes.append(name + text.named(naming))
            }
            let traits = profile.numberTraits
            if traits.grouped > 0, let grouping {
                // Grouped values that would read as fractions with the separators swapped, and
                // nothing that settles it (a second separator, a decimal part).
                guard traits.grouped == traits.ambiguousGrouped, profile.maxFractionDigits == 0 else { continue }
                let example = Self.grouped(traits.ambiguousExample ?? 0, separator: grouping)
                let other: ErrorText =
                    locale == nil
                    ? "read it with \(Setting.inputLocale) de_DE" : "read it with \(Setting.inputLocale) en_US"
                let text: ErrorText =
                    "\(example) is read as a whole number: '\(grouping)' groups digits in \(localeName); if '\(grouping)' is the decimal separator, \(other)"
                notes.append(name + text.named(naming))
            } else if decimal == ",", traits.grouped == 0, profile.minFractionDigits == 3,
                profile.maxFractionDigits == 3,
                let first = profile.firstValue
            {
                let text: ErrorText =
                    "\(TerminalText.sanitize(first).trimmingSpaces) is read with a decimal comma, as \(localeName) writes it; if ',' groups thousands, read it without \(Setting.inputLocale)"
                notes.append(name + text.named(naming))
            }
        }
        return notes
    }

    /// A whole number with `separator` between groups of three digits (`1,234`), as written.
    static func grouped(_ value: Double, separator: String) -> String {
        let digits = Array(String(Int64(value.magnitude)))
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return text
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
