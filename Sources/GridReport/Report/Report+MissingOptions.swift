extension Report {
    /// The records looked at for `missingOptionFindings`: enough to be sure of a column's form,
    /// few enough that inspect stays instant on any file.
    static let optionSampleRecords = 500

    /// Text columns whose every value (among the first records) is a number or a date that an
    /// option would read: decimal commas (`100,00`, `-63,89`) read with the input locale de_DE,
    /// and US dates (`06/30/2000`, `2/20/19`, `1/5/2011 00:00:00`) read with a date pattern. One
    /// sentence per column, naming what to pass; nothing when the first pass already explains the
    /// column (`typingExplanations`).
    public func missingOptionFindings() -> [ErrorText] {
        let explained = Set(typingExplanations().map(\.column))
        let candidates = schema.columns.filter {
            $0.type == .text && !$0.isHidden && !explained.contains($0.shownName) && $0.dateInput == nil
        }
        guard !candidates.isEmpty else { return [] }
        let classifier = rows.records.options.classifier
        var values = [[String]](repeating: [], count: candidates.count)
        var read = 0
        records: for chunk in rows.records.chunks {
            guard let reader = try? rows.records.reader(for: chunk) else { break }
            while (try? reader.next()) == true {
                for (k, column) in candidates.enumerated() where column.index < reader.fieldCount {
                    let value: String? = reader.withField(column.index) { bytes in
                        classifier.isMissing(bytes) ? nil : String(decoding: bytes, as: UTF8.self)
                    }
                    if let value { values[k].append(value) }
                }
                read += 1
                if read >= Self.optionSampleRecords { break records }
            }
        }
        var findings: [ErrorText] = []
        for (k, column) in candidates.enumerated() where !values[k].isEmpty {
            let name = TerminalText.sanitize(column.shownName)
            let example = TerminalText.sanitize(values[k][0])
            if rows.records.options.inputLocale == nil, Self.allDecimalComma(values[k]) {
                findings.append(
                    "column \"\(name)\" is text, but its values are numbers with a decimal comma ('\(example)'): pass \(Setting.inputLocale) de_DE to read them as numbers"
                )
            } else if let pattern = Self.datePattern(readingAll: values[k]) {
                let kind = pattern.contains("H") ? "datetime" : "date"
                findings.append(
                    "column \"\(name)\" is text, but its values are \(kind == "date" ? "dates" : "date-times") written \(pattern) ('\(example)'): pass \(Setting.format) '\(name)=\(kind):\(pattern)' to read them as \(kind == "date" ? "dates" : "date-times")"
                )
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

    /// US dates, with or without a time, in two- or four-digit years: the first of these
    /// patterns that reads every value, or nil.
    static let usDatePatterns = ["M/d/yyyy H:mm:ss", "M/d/yyyy H:mm", "M/d/yyyy", "M/d/yy"]

    static func datePattern(readingAll values: [String]) -> String? {
        // A four-digit year pattern reads `19` as the year 19, a two-digit one `2000` as 2000:
        // the year's digits decide, and must agree.
        let yearDigits = Set(
            values.map { value in
                value.split(separator: " ").first.map { $0.split(separator: "/").last?.count ?? 0 } ?? 0
            })
        guard yearDigits == [4] || yearDigits == [2] else { return nil }
        for text in usDatePatterns where text.contains("yyyy") == (yearDigits == [4]) {
            guard let pattern = try? DatePattern(text, origin: "date"),
                case let form = DateForm(pattern: pattern, locale: "en_US_POSIX")
            else { continue }
            let readsAll = values.allSatisfy { value in
                Array(value.utf8).withUnsafeBufferPointer { form.read($0) != nil }
            }
            if readsAll { return text }
        }
        return nil
    }
}
