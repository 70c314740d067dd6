import Foundation

extension ColumnPlan {
    /// The plan as a JSON object: `columns`, an array of one object per column; `mode`, the view
    /// (`auto` resolved); `reason`, why auto picked it (or null); `findings`, what does not fit.
    /// Each column object has exactly the keys `index` (1-based),
    /// `column`, `type`, `format` (null for text and image columns), `width` (the given Fiori
    /// value, or null), `resolvedPoints`, `resolvedCells` and `binding`. Absent values are written
    /// as null, never left out, so every object has every key; keys are sorted for stable output.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(JSONPlan(columns: entries.map { JSONColumn(entry: $0, points: resolvedPoints($0)) },
                                               mode: mode.rawValue, reason: reason, findings: findings))
        } catch {
            // Only a NaN or an infinity can fail, and the plan holds finite numbers; say so if not.
            throw GridReportError(.io, at: "--json", "cannot write the plan as JSON: \(error)")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The JSON plan, every key present.
private struct JSONPlan: Encodable {
    let columns: [JSONColumn]
    let mode: String
    let reason: String?
    let findings: [String]

    enum Key: String, CodingKey { case columns, mode, reason, findings }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(columns, forKey: .columns)
        try container.encode(mode, forKey: .mode)
        try container.encode(reason, forKey: .reason)
        try container.encode(findings, forKey: .findings)
    }
}

/// One column of the JSON plan.
private struct JSONColumn: Encodable {
    let entry: ColumnPlan.Entry
    let points: Double?

    enum Key: String, CodingKey {
        case index, column, type, format, width, resolvedPoints, resolvedCells, binding
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(entry.index + 1, forKey: .index)
        try container.encode(entry.name, forKey: .column)
        try container.encode(entry.type.rawValue, forKey: .type)
        try container.encode(entry.format.map { JSONFormat(format: $0, example: entry.example) }, forKey: .format)
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
        case style, locale, minimumFractionDigits, maximumFractionDigits, grouping, currencyCode, rounding, pattern, example
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
