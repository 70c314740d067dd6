extension Report {
    /// The records looked at for `missingOptionFindings`: enough to be sure of a column's form,
    /// few enough that inspect stays instant on any file.
    static let optionSampleRecords = 500

    /// Text columns whose every value (among the first records) is a number or a date that an
    /// option would read: decimal commas (`100,00`, `-63,89`) read with the input locale de_DE,
    /// US dates (`06/30/2000`, `2/20/19`, `1/5/2011 00:00:00`) and times without a leading zero
    /// (`7:45`) read with a pattern. One sentence per column (by its shown name), naming what to
    /// pass; where the first pass explains the column too (`typingExplanations`), this finding
    /// replaces its advice to read the values as missing.
    public func missingOptionFindings() -> [(column: String, text: ErrorText)] {
        let candidates = schema.columns.filter { $0.type == .text && !$0.isHidden && $0.dateInput == nil }
        // A stage's columns are not the input's fields: their text is the stage's to explain.
        guard !candidates.isEmpty, !isMadeByStage else { return [] }
        let classifier = rows.records.options.classifier
        var values = [[String]](repeating: [], count: candidates.count)
        var read = 0
        records: for chunk in rows.records.chunks {
            guard let reader = try? rows.records.reader(for: chunk) else { break }
            while (try? reader.next()) == true {
                for (k, column) in candidates.enumerated() {
                    // An added column has no field: it reads the others.
                    guard let field = rows.field(of: column.index), field < reader.fieldCount else { continue }
                    let value: String? = reader.withField(field) { bytes in
                        classifier.isMissing(bytes) ? nil : String(decoding: bytes, as: UTF8.self)
                    }
                    if let value { values[k].append(value) }
                }
                read += 1
                if read >= Self.optionSampleRecords { break records }
            }
        }
        var findings: [(column: String, text: ErrorText)] = []
        for (k, column) in candidates.enumerated() where !values[k].isEmpty {
            let name = TerminalText.sanitize(column.shownName)
            let example = TerminalText.sanitize(values[k][0])
            if rows.records.options.inputLocale == nil, Self.allDecimalComma(values[k]) {
                findings.append(
                    (
                        column.shownName,
                        "column \"\(name)\" is text, but its values are numbers with a decimal comma ('\(example)'): pass \(Setting.inputLocale) de_DE to read them as numbers"
                    ))
            } else if let pattern = Self.datePattern(readingAll: values[k]) {
                let (kind, plural) =
                    !pattern.contains("y")
                    ? ("time", "times") : pattern.contains("H") ? ("datetime", "date-times") : ("date", "dates")
                findings.append(
                    (
                        column.shownName,
                        "column \"\(name)\" is text, but its values are \(plural) written \(pattern) ('\(example)'): pass \(Setting.format) '\(name)=\(kind):\(pattern)' to read them as \(plural)"
                    ))
            }
        }
        return findings
    }

    /// Every value a number in de_DE, and one at least with a decimal comma (else `1.234` alone
    /// is a C number too, and the column would not be text).
    static func allDecimalComma(_ values: [String]) -> Bool {
        let german = NumberParser(locale: "de_DE")
        var sawComma = false
        for value in values {
            let isNumber = Array(value.utf8).withUnsafeBufferPointer { bytes in
                if case .number = german.parse(bytes) { return true }
                return false
            }
            guard isNumber else { return false }
            sawComma = sawComma || value.contains(",")
        }
        return sawComma
    }

    /// Times of day without a leading zero (`7:45` among `14:05`), which ISO 8601 does not read.
    static let timePatterns = ["H:mm", "H:mm:ss"]

    /// The orders of a date's fields, by the separator they are written with, tried in turn: US
    /// month-first before day-first for `/` (`06/30/2000`, then `31/12/2019`), day-first for `.`
    /// (`31.12.2019`) and `-` (`31-12-2019`, which ISO 8601 does not read). A year written first
    /// (`2012/01/01`) leaves one order.
    static let dateOrders: [Character: [String]] = ["/": ["M/d", "d/M"], ".": ["d.M"], "-": ["d-M", "M-d"]]

    /// The time a date may be followed by, longest first.
    static let timeSuffixes = [" H:mm:ss", " H:mm", ""]

    /// The first pattern that reads every value (`M/d/yyyy`, `d.M.yy`, `yyyy/M/d H:mm`), or nil:
    /// every value's date part has one separator and three fields, and the year's digits agree.
    static func datePattern(readingAll values: [String]) -> String? {
        if values.allSatisfy({ !$0.contains("/") && !$0.contains(" ") && $0.contains(":") }) {
            return timePatterns.first { text in Self.pattern(text, readsAll: values) }
        }
        let dateParts = values.map { $0.split(separator: " ").first ?? "" }
        guard let separator = dateParts.first?.first(where: { !$0.isNumber }), let orders = dateOrders[separator]
        else { return nil }
        let fields = dateParts.map { $0.split(separator: separator, omittingEmptySubsequences: false) }
        guard fields.allSatisfy({ $0.count == 3 }) else { return nil }
        let candidates: [String]
        // A four-digit year pattern reads `19` as the year 19, a two-digit one `2000` as 2000:
        // the year's digits decide, and must agree.
        if fields.allSatisfy({ $0[0].count == 4 }) {
            candidates = ["yyyy\(separator)M\(separator)d"]
        } else {
            let yearDigits = Set(fields.map { $0[2].count })
            guard yearDigits == [4] || yearDigits == [2] else { return nil }
            let year = yearDigits == [4] ? "yyyy" : "yy"
            candidates = orders.map { "\($0)\(separator)\(year)" }
        }
        for date in candidates {
            for suffix in timeSuffixes where Self.pattern(date + suffix, readsAll: values) { return date + suffix }
        }
        return nil
    }

    static func pattern(_ text: String, readsAll values: [String]) -> Bool {
        guard let pattern = try? DatePattern(text, origin: "date") else { return false }
        let form = DateForm(pattern: pattern, locale: "en_US_POSIX")
        return values.allSatisfy { value in Array(value.utf8).withUnsafeBufferPointer { form.read($0) != nil } }
    }
}

extension Report {
    /// One line for `render`'s notes: the first column an option would read, and how many more
    /// `inspect` names; nil when there is none.
    public func missingOptionNote(naming: SettingNaming) -> String? {
        let findings = missingOptionFindings()
        guard let first = findings.first else { return nil }
        let more = findings.count - 1
        guard more > 0 else { return first.text.named(naming) }
        return first.text.named(naming)
            + "; \(more) more column\(more == 1 ? "" : "s") too: gridreport inspect names what to pass"
    }
}
