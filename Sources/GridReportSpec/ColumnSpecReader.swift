import GridReport
import Yams

/// Reads one entry of a spec's `columns:` list.
enum ColumnSpecReader {
    static let keys = ["column", "type", "width", "hidden", "format", "binding", "alignment"]
    static let formatKeys = [
        "style", "locale", "minimumFractionDigits", "maximumFractionDigits", "grouping", "currencyCode", "rounding",
        "pattern",
    ]

    static func read(_ node: Node, reader: SpecNodeReader) throws -> ReportSpec.ColumnEntry {
        var column: String?
        var settings = ColumnSettings()
        var hidden = false
        var formatNode: Node?
        for (keyNode, value) in try reader.settings(node, key: "columns") {
            let key = try reader.key(keyNode)
            let path = "columns.\(key)"
            switch key {
            case "column": column = try reader.string(value, key: path)
            case "type": settings.type = try reader.choice(value, key: path, ColumnType.self)
            case "width":
                let number = try reader.number(value, key: path)
                do {
                    settings.width = try WidthList.width(number, position: 1, option: ErrorText(path))
                } catch let error as GridReportError {
                    throw reader.invalidValue(value, path, value.scalar?.string ?? "", error)
                }
            case "hidden": hidden = try reader.bool(value, key: path)
            case "binding": settings.binding = try reader.choice(value, key: path, BindingSlot.self)
            case "alignment": settings.alignment = try reader.choice(value, key: path, HorizontalAlignment.self)
            case "format":
                // `format: dd.MM.yyyy` is the pattern a date column is written in; a mapping is a
                // number format, or a date column's pattern and the locale of its names.
                if value.scalar != nil {
                    settings.datePattern = try reader.datePattern(value, key: path).text
                } else {
                    try readFormat(value, into: &settings, reader: reader)
                    formatNode = value
                }
            default: throw reader.unknownKey(path, at: keyNode, known: keys)
            }
        }
        guard let column else {
            throw GridReportError(SpecError.missingColumnKey(at: reader.place(node)))
        }
        if hidden { settings.width = .hidden }
        if let type = settings.type, type.isTemporal, settings.pattern != nil, let formatNode {
            settings.datePattern = try reader.datePattern(
                formatNode.mapping?["pattern"] ?? formatNode, key: "columns.format.pattern"
            ).text
            settings.pattern = nil
        }
        return ReportSpec.ColumnEntry(column: column, settings: settings, origin: reader.location(node))
    }

    static func readFormat(_ node: Node, into settings: inout ColumnSettings, reader: SpecNodeReader) throws {
        for (keyNode, value) in try reader.settings(node, key: "columns.format") {
            let key = try reader.key(keyNode)
            let path = "columns.format.\(key)"
            switch key {
            case "style": settings.style = try reader.choice(value, key: path, NumberFormat.Style.self)
            case "locale": settings.locale = try reader.locale(value, key: path)
            case "minimumFractionDigits":
                settings.minimumFractionDigits = try reader.int(value, key: path, range: 0...15)
            case "maximumFractionDigits":
                settings.maximumFractionDigits = try reader.int(value, key: path, range: 0...15)
            case "grouping": settings.grouping = try reader.bool(value, key: path)
            case "currencyCode":
                let code = try reader.string(value, key: path)
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw reader.invalidValue(
                        value, path, code, "'\(code)' is not a three-letter currency code",
                        hint: "use an ISO 4217 code such as USD, EUR or JPY")
                }
                settings.currencyCode = code.uppercased()
            case "rounding": settings.rounding = try reader.choice(value, key: path, NumberFormat.Rounding.self)
            case "pattern":
                let pattern = try reader.string(value, key: path)
                if let problem = ICUPatternSyntax.problem(in: pattern) {
                    throw reader.invalidValue(
                        value, path, pattern, "'\(pattern)' is not a number pattern: \(problem)",
                        hint: "write it like #,##0.00 or 0.0% or 0.00E0, with literal text in 'quotes'")
                }
                settings.pattern = pattern
            default: throw reader.unknownKey(path, at: keyNode, known: formatKeys)
            }
        }
        // NumberFormatter would quietly raise the maximum; a spec that says both means both.
        if let minimum = settings.minimumFractionDigits, let maximum = settings.maximumFractionDigits,
            minimum > maximum
        {
            throw GridReportError(
                SpecError.minimumAboveMaximum(minimum: minimum, maximum: maximum, at: reader.place(node)))
        }
    }
}
