import GridReport

/// The Swift that both Swift handoffs (`UIKitWriter`, `SwiftUIWriter`) write alike, written here
/// once: the row type `NAMERow`, the formatters (one per distinct format, from the same
/// `NumberFormatterSettings`) and the sample rows, so the two files cannot drift apart.
enum SwiftRowWriter {
    static func rowType(_ handoff: Handoff) -> String { handoff.typeName + "Row" }

    /// `struct NAMERow: Decodable`, its coding keys the CSV titles.
    static func writeRow(_ handoff: Handoff, to out: inout Lines) {
        out.add("/// One row of the report. Numbers are Double: the report reads and formats them as doubles, so")
        out.add("/// a Double shows exactly the digits the preview showed (Decimal would need its own rounding).")
        out.add("/// Dates and times are Dates at their wall time in UTC; images are the image names or paths.")
        out.add("struct \(rowType(handoff)): Decodable {")
        for column in handoff.columns where column.computed == nil {
            if let definition = column.definition, let reason = column.storedBecause {
                out.add("")
                out.addComment(
                    "    /// ",
                    "Computed by the report (`\(commentCode(definition))`) and stored here: Swift would not compute it as the report does, since \(reason)."
                )
            }
            out.add("    var \(SwiftIdentifier.spelled(column.identifier)): \(propertyType(column))")
        }
        writeComputed(handoff, to: &out)
        out.add("")
        out.add("    enum CodingKeys: String, CodingKey {")
        for column in handoff.columns where column.computed == nil {
            out.add("        case \(SwiftIdentifier.spelled(column.identifier)) = \(SwiftLiteral.string(column.title))")
        }
        out.add("    }")
        writeDecoder(handoff, to: &out)
        out.add("}")
    }

    /// The added columns Swift computes, as the report defines them: the app cannot drift from it.
    private static func writeComputed(_ handoff: Handoff, to out: inout Lines) {
        var usesCalendar = handoff.rulesUseCalendar
        for column in handoff.columns {
            guard let computed = column.computed, let definition = column.definition else { continue }
            usesCalendar = usesCalendar || computed.usesCalendar
            out.add("")
            out.addComment("    /// ", "`\(commentCode(definition))`, computed as the report computes it.")
            let name = SwiftIdentifier.spelled(column.identifier)
            if computed.body.count == 1, !computed.body[0].hasPrefix("return ") {
                out.add("    var \(name): \(computed.type) { \(computed.body[0]) }")
                continue
            }
            out.add("    var \(name): \(computed.type) {")
            for line in computed.body { out.add("        " + line) }
            out.add("    }")
        }
        guard usesCalendar else { return }
        out.add("")
        out.add("    /// YEAR, MONTH and DAY of the dates at their wall time in UTC, as the report reads them.")
        out.add("    static let utcCalendar: Calendar = {")
        out.add("        var calendar = Calendar(identifier: .gregorian)")
        out.add("        calendar.timeZone = TimeZone(identifier: \"UTC\")!")
        out.add("        return calendar")
        out.add("    }()")
    }

    /// `static func decoder()`: a JSONDecoder whose date strategy reads each date column in the
    /// pattern the report's values are written in, so `"7/4/2019"` decodes as the report read it.
    private static func writeDecoder(_ handoff: Handoff, to out: inout Lines) {
        let dated = handoff.columns.filter { $0.readFormat != nil && $0.computed == nil }
        guard let first = dated.first?.readFormat else { return }
        let others = dated.filter { $0.readFormat != first }
        out.add("")
        out.add("    /// Decodes rows written with the report's values (JSON objects keyed by the titles): each date")
        out.add("    /// column in its pattern, at its wall time in UTC, as the report read it.")
        out.add("    static func decoder() -> JSONDecoder {")
        out.add("        let decoder = JSONDecoder()")
        out.add("        decoder.dateDecodingStrategy = .custom { decoder in")
        out.add("            let container = try decoder.singleValueContainer()")
        out.add("            let text = try container.decode(String.self)")
        // A formatter per value: DateFormatter is not Sendable everywhere, and the strategy is.
        out.add("            let formatter = DateFormatter()")
        out.add("            formatter.timeZone = TimeZone(identifier: \"UTC\")")
        out.add("            formatter.gregorianStartDate = Date.distantPast")
        func set(_ settings: DateFormatterSettings, indent: String) {
            out.add(indent + "formatter.locale = Locale(identifier: \(SwiftLiteral.string(settings.locale)))")
            out.add(indent + "formatter.dateFormat = \(SwiftLiteral.string(settings.pattern))")
        }
        if others.isEmpty {
            set(first, indent: "            ")
        } else {
            out.add("            switch decoder.codingPath.last?.stringValue {")
            for column in others {
                out.add("            case \(SwiftLiteral.string(column.title)):")
                set(column.readFormat ?? first, indent: "                ")
            }
            out.add("            default:")
            set(first, indent: "                ")
            out.add("            }")
        }
        out.add("            guard let date = formatter.date(from: text) else {")
        out.add("                throw DecodingError.dataCorruptedError(")
        out.add(
            "                    in: container, debugDescription: \"not a date written \\(formatter.dateFormat ?? \"\"): \\(text)\")"
        )
        out.add("            }")
        out.add("            return date")
        out.add("        }")
        out.add("        return decoder")
        out.add("    }")
    }

    private static func propertyType(_ column: Handoff.Column) -> String {
        let base: String
        switch column.kind {
        case .text, .image: base = "String"
        case .number: base = "Double"
        case .date: base = "Date"
        }
        return column.isOptional ? base + "?" : base
    }

    /// The formatter of the column at `position`: columns with the same format share the first
    /// such column's formatter (`formatter2` for Open, High, Low and Close).
    /// A number as the app's formatter is given it: in a currency column -0 is 0, so the app
    /// shows `$0.00` as the report does, where the formatter writes `-$0.00` (issue 47).
    static func shownNumber(_ value: String, _ column: Handoff.Column) -> String {
        column.numberFormat?.style == .currency ? "\(value) == 0 ? 0 : \(value)" : value
    }

    static func formatterName(_ position: Int, in handoff: Handoff) -> String {
        let kind = handoff.columns[position].kind
        let first = handoff.columns.firstIndex { $0.kind == kind } ?? position
        return "formatter\(first)"
    }

    /// Every number and date formatter, each made once (a `static let`), in column order.
    static func writeFormatters(_ handoff: Handoff, to out: inout Lines) {
        for (position, column) in handoff.columns.enumerated()
        where formatterName(position, in: handoff) == "formatter\(position)" {
            writeFormatter(column, position: position, in: handoff, to: &out)
        }
    }

    private static func writeFormatter(
        _ column: Handoff.Column, position: Int, in handoff: Handoff, to out: inout Lines
    ) {
        let users = handoff.columns.indices.filter { formatterName($0, in: handoff) == "formatter\(position)" }
        let titles = users.map {
            handoff.columns[$0].title.isEmpty ? "(untitled)" : commentText(handoff.columns[$0].title)
        }
        .joined(separator: ", ")
        switch column.kind {
        case .number(let settings, let summary):
            out.add("")
            out.addComment("    /// ", "\(titles): \(commentText(summary)).")
            if settings.maximumSignificantDigits != nil {
                out.add(
                    "    /// Each value with its own digits, at most 15 significant; the terminal writes values below")
                out.add("    /// 10^-6 and from 10^15 on in scientific notation, which one NumberFormatter cannot.")
            }
            out.add("    static let \(formatterName(position, in: handoff)): NumberFormatter = {")
            out.add("        let formatter = NumberFormatter()")
            out.add("        formatter.locale = Locale(identifier: \(SwiftLiteral.string(settings.locale)))")
            out.add("        formatter.numberStyle = .\(styleCase(settings.style))")
            if let code = settings.currencyCode {
                out.add("        formatter.currencyCode = \(SwiftLiteral.string(code))")
            }
            out.add("        formatter.roundingMode = .\(settings.rounding.rawValue)")
            if let grouping = settings.usesGroupingSeparator {
                out.add("        formatter.usesGroupingSeparator = \(grouping)")
            }
            if let significant = settings.maximumSignificantDigits {
                out.add("        formatter.usesSignificantDigits = true")
                out.add("        formatter.minimumSignificantDigits = 1")
                out.add("        formatter.maximumSignificantDigits = \(significant)")
            }
            if let positive = settings.positiveFormat {
                out.add("        // Digits and grouping as an ICU pattern, set last so that it is honoured as written.")
                out.add("        formatter.positiveFormat = \(SwiftLiteral.string(positive))")
            }
            if let negative = settings.negativeFormat {
                out.add("        formatter.negativeFormat = \(SwiftLiteral.string(negative))")
            }
            out.add("        return formatter")
            out.add("    }()")
        case .date(let settings):
            out.add("")
            out.addComment("    /// ", "\(titles): shown as the terminal shows it.")
            out.add("    static let \(formatterName(position, in: handoff)): DateFormatter = {")
            out.add("        let formatter = DateFormatter()")
            out.add("        formatter.locale = Locale(identifier: \(SwiftLiteral.string(settings.locale)))")
            out.add("        formatter.timeZone = TimeZone(identifier: \"UTC\")")
            // Dates before 1582-10-15 as written, not in the Julian calendar DateFormatter uses there.
            out.add("        formatter.gregorianStartDate = Date.distantPast")
            out.add("        formatter.dateFormat = \(SwiftLiteral.string(settings.pattern))")
            out.add("        return formatter")
            out.add("    }()")
        case .text, .image:
            break
        }
    }

    /// `static let sampleRows`, the report's first rows as row values.
    static func writeSamples(_ handoff: Handoff, to out: inout Lines) {
        let row = rowType(handoff)
        let count = handoff.sampleRows.count
        out.add("    /// The report's first \(count == 1 ? "row" : "\(count) rows"), for previews.")
        guard !handoff.sampleRows.isEmpty else {
            out.add("    static let sampleRows: [\(row)] = []")
            return
        }
        out.add("    static let sampleRows: [\(row)] = [")
        for items in handoff.sampleRows {
            out.add("        \(row)(")
            let stored = handoff.columns.indices.filter { handoff.columns[$0].computed == nil }
            for position in stored {
                let column = handoff.columns[position]
                let separator = position == stored.last ? "" : ","
                let label = SwiftIdentifier.label(column.identifier)
                out.add("            \(label): \(literal(items[position]))\(separator)")
            }
            out.add("        ),")
        }
        out.add("    ]")
    }

    private static func literal(_ item: GridItem) -> String {
        switch item {
        case .empty: return "nil"
        case .text(let text), .header(let text): return SwiftLiteral.string(text)
        case .image(let image): return SwiftLiteral.string(image.reference)
        case .number(let value): return SwiftLiteral.double(value)
        case .date(let date): return dateLiteral(serial: date.serial)
        }
    }

    /// A date serial as a `Date` at its wall time in UTC, to the millisecond.
    static func dateLiteral(serial: Double) -> String {
        // Serials count days from 1899-12-30; 25,569 of them come before 1970-01-01.
        let seconds = ((serial - 25_569) * 86_400 * 1000).rounded() / 1000
        return "Date(timeIntervalSince1970: \(SwiftLiteral.double(seconds)))"
    }

    private static func styleCase(_ style: NumberFormat.Style) -> String {
        style == .spellout ? "spellOut" : style.rawValue
    }

    /// A text or image column's value in `row` as a String: "" when it is missing.
    static func text(_ column: Handoff.Column) -> String {
        column.isOptional ? "row.\(column.identifier) ?? \"\"" : "row.\(column.identifier)"
    }

    /// The comment over a column's item: its title, or `(untitled column)`.
    static func columnComment(_ column: Handoff.Column) -> String {
        column.title.isEmpty ? "(untitled column)" : commentText(column.title)
    }

    /// A title or summary inside a `//` comment: one line, its controls escaped as in a literal.
    static func commentText(_ text: String) -> String {
        let literal = SwiftLiteral.string(text)
        return String(literal.dropFirst().dropLast())
    }

    /// An expression inside a comment: one line, its controls escaped, its quotes as written.
    static func commentCode(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || SwiftLiteral.needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
