import Foundation

extension ColumnPlan {
    /// The plan as a JSON object: `columns`, an array of one object per column; `mode`, the view
    /// (`auto` resolved); `reason`, why auto picked it (or null); `findings`, what does not fit;
    /// `typing`, how the data typed its number columns where it is not plain (the `typing:` notes of
    /// the text plan, an empty array when there are none); `sections`, the grouping and totals (or null): `groupBy` (column names, outermost first),
    /// `sortGroups`, `collapsed` and `totals`, one object per total with `column`, `kind`,
    /// `format` (its Excel number format, or null) and `subtotalFunction`.
    /// Each column object has exactly the keys `index` (1-based),
    /// `column`, `type`, `format` (null for text and image columns), `date` (how a date, time or
    /// date-time column is read and shown, null for the others), `width` (the given Fiori
    /// value, or null), `resolvedPoints`, `resolvedCells` and `binding`. Absent values are written
    /// as null, never left out, so every object has every key; keys are sorted for stable output.
    /// With `input`, the object also has `input`: `encoding`, `byteOrderMark`, `compression` (or
    /// null), `notUTF8At` (where a guessed UTF-8 input showed it was not, or null), and for a
    /// workbook its `format` (`XLSX`), the `sheet` read and the `continuationSheets` a split report
    /// went on in (null for a CSV file).
    /// With `shape`, the object also has `shape` (see `ShapeSummary`; null when not shaped).
    /// A summary's plan also has `summary`: its `form` (`groups`, `profile`, `pivot`), `groupBy`,
    /// `pivot` (or null), `sortGroups` and `aggregates`, one object per computed column with
    /// `column` (the column summarized, or null), `aggregate` (`count`, `share`, `avg`, `p90`…) and
    /// `title` (or null for a pivot's cells).
    public func json(input: InputReading? = nil, shape: ShapeSummary?? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(
                JSONPlan(
                    columns: entries.map { JSONColumn(entry: $0, points: resolvedPoints($0)) },
                    mode: mode.rawValue, reason: reason, findings: findings, typing: typing,
                    sections: sections.map { JSONSections(plan: $0, schema: schema, locale: numberLocale) },
                    input: input.map(JSONInput.init), shape: shape, summary: summaryOutline))
        } catch {
            // Only a NaN or an infinity can fail, and the plan holds finite numbers; say so if not.
            throw GridReportError(.io, at: .json, "cannot write the plan as JSON: \(error)")
        }
        return Self.escapingTerminalControls(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// JSONEncoder escapes C0 controls only; DEL, the C1 controls and the bidi controls and line
    /// separators (which can drive or reorder a terminal) become `\uXXXX` too. They can only
    /// stand inside strings, where the escape means the same character.
    static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isTerminalControl) else { return json }
        var out: [UInt8] = []
        out.reserveCapacity(json.utf8.count + 64)
        for scalar in json.unicodeScalars {
            if isTerminalControl(scalar) {
                out.append(contentsOf: ("\\u" + HexDigits.hex(scalar.value, digits: 4)).utf8)
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

/// The JSON plan, every key present.
private struct JSONPlan: Encodable {
    let columns: [JSONColumn]
    let mode: String
    let reason: String?
    let findings: [String]
    let typing: [String]
    let sections: JSONSections?
    let input: JSONInput?
    let shape: ShapeSummary??
    let summary: SummaryOutline?

    enum Key: String, CodingKey { case columns, mode, reason, findings, typing, sections, input, shape, summary }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(columns, forKey: .columns)
        try container.encode(mode, forKey: .mode)
        try container.encode(reason, forKey: .reason)
        try container.encode(findings, forKey: .findings)
        try container.encode(typing, forKey: .typing)
        try container.encode(sections, forKey: .sections)
        if let input { try container.encode(input, forKey: .input) }
        if let shape { try container.encode(shape, forKey: .shape) }
        if let summary { try container.encode(summary, forKey: .summary) }
    }
}

/// How the input was read, in the JSON plan.
private struct JSONInput: Encodable {
    let encoding: String
    let byteOrderMark: Bool
    let compression: String?
    let notUTF8At: String?
    let format: String?
    let sheet: String?
    let continuationSheets: [String]?

    init(_ reading: InputReading) {
        format = reading.workbook?.format
        sheet = reading.workbook?.sheet
        continuationSheets = reading.workbook.map(\.continuationSheets)
        encoding = reading.encoding.rawValue
        byteOrderMark = reading.byteOrderMark
        compression = reading.compression
        notUTF8At = reading.notUTF8At?.description
    }

    enum Key: String, CodingKey {
        case encoding, byteOrderMark, compression, notUTF8At, format, sheet, continuationSheets
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(encoding, forKey: .encoding)
        try container.encode(byteOrderMark, forKey: .byteOrderMark)
        try container.encode(compression, forKey: .compression)
        try container.encode(notUTF8At, forKey: .notUTF8At)
        try container.encode(format, forKey: .format)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(continuationSheets, forKey: .continuationSheets)
    }
}

/// The sections and totals of the JSON plan.
private struct JSONSections: Encodable {
    struct Total: Encodable {
        let column: String
        let kind: String
        let format: String?
        let subtotalFunction: Int

        enum Key: String, CodingKey { case column, kind, format, subtotalFunction }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(column, forKey: .column)
            try container.encode(kind, forKey: .kind)
            try container.encode(format, forKey: .format)
            try container.encode(subtotalFunction, forKey: .subtotalFunction)
        }
    }

    let groupBy: [String]
    let sortGroups: Bool
    let collapsed: Bool
    let totals: [Total]

    init(plan: SectionPlan, schema: Schema, locale: String) {
        let formats = plan.totalFormats(schema: schema, locale: locale)
        groupBy = plan.groupNames
        sortGroups = plan.sortGroups
        collapsed = plan.collapsed
        totals = plan.totals.map { total in
            Total(
                column: schema.columns[total.column].name, kind: total.kind.rawValue,
                format: formats[total.column].flatMap(ExcelNumberFormat.code(for:)),
                subtotalFunction: total.kind.subtotalFunction(
                    numberColumn: schema.columns[total.column].type == .number))
        }
    }
}

extension ColumnPlan {
    /// The columns as a schema, for what is said of them by index (sections, totals).
    var schema: Schema {
        Schema(columns: entries.map { Column(index: $0.index, name: $0.name, type: $0.type, format: $0.format) })
    }

    /// The locale of the first number column's format: a count's, as the report shows it.
    var numberLocale: String { entries.lazy.compactMap(\.format).first?.locale ?? "en_US" }
}

/// One column of the JSON plan.
private struct JSONColumn: Encodable {
    let entry: ColumnPlan.Entry
    let points: Double?

    enum Key: String, CodingKey {
        case index, column, type, format, date, width, resolvedPoints, resolvedCells, binding
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(entry.index + 1, forKey: .index)
        try container.encode(entry.name, forKey: .column)
        try container.encode(entry.type.rawValue, forKey: .type)
        try container.encode(entry.format.map { JSONFormat(format: $0, example: entry.example) }, forKey: .format)
        try container.encode(entry.type.isTemporal ? JSONDates(entry: entry) : nil, forKey: .date)
        try container.encode(entry.width?.value, forKey: .width)
        try container.encode(points, forKey: .resolvedPoints)
        try container.encode(entry.resolvedCells, forKey: .resolvedCells)
        try container.encode(entry.binding?.rawValue, forKey: .binding)
    }
}

/// A number column's format with its example, every key present.
private struct JSONFormat: Encodable {
    let format: NumberFormat
    let example: String?

    enum Key: String, CodingKey {
        case style, locale, minimumFractionDigits, maximumFractionDigits, grouping, currencyCode, rounding, pattern,
            example
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(format.style.rawValue, forKey: .style)
        try container.encode(format.locale, forKey: .locale)
        try container.encode(format.minimumFractionDigits, forKey: .minimumFractionDigits)
        try container.encode(format.maximumFractionDigits, forKey: .maximumFractionDigits)
        try container.encode(format.grouping, forKey: .grouping)
        try container.encode(format.currencyCode, forKey: .currencyCode)
        try container.encode(format.rounding?.rawValue, forKey: .rounding)
        try container.encode(format.pattern, forKey: .pattern)
        try container.encode(example, forKey: .example)
    }
}

/// A date column's forms, every key present: `input` (the pattern its values are read in, null
/// for ISO 8601), `display` (the pattern they are shown in, null as written), `locale` (of the
/// names shown, null as written), `excel` (the sheet's number format) and `example`.
private struct JSONDates: Encodable {
    let entry: ColumnPlan.Entry

    enum Key: String, CodingKey { case input, display, locale, excel, example }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var column = Column(index: entry.index, name: entry.name, type: entry.type)
        column.dateInput = entry.dateInput
        column.dateDisplay = entry.dateDisplay
        try container.encode(entry.dateInput?.pattern.text, forKey: .input)
        try container.encode(entry.dateDisplay?.pattern.text, forKey: .display)
        try container.encode(entry.dateDisplay?.names.locale, forKey: .locale)
        try container.encode(ExcelDateFormat.code(for: column), forKey: .excel)
        try container.encode(entry.example, forKey: .example)
    }
}
