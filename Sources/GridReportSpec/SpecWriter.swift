import GridReport

/// Writes a report spec as YAML that `SpecLoader` reads back to the same spec.
///
/// Written by hand rather than through Yams' emitter so that the key order is the loader's
/// documented order and the file reads like one a person would write. Every free-form string
/// (column names, locales, the delimiter, patterns, the title) is double-quoted with escapes, so
/// no header can be taken for a number, a boolean, null, a comment or a mapping; names of
/// choices (`decimal`, `headline`…) and numbers are plain, as the loader's typed values need.
public enum SpecWriter {
    /// The spec as a YAML document; `notes` become comment lines at the top.
    public static func yaml(_ spec: ReportSpec, notes: [String] = []) -> String {
        var lines = notes.map { "# " + oneLine($0) }
        if let title = spec.title { lines.append("title: " + quoted(title)) }
        if let locale = spec.locale { lines.append("locale: " + quoted(locale)) }
        switch spec.dateDisplay {
        case .style(let style): lines.append("dateStyle: " + style.rawValue)
        case .pattern(let pattern): lines.append("dateFormat: " + quoted(pattern))
        case nil: break
        }
        if let inputLocale = spec.inputLocale { lines.append("inputLocale: " + quoted(inputLocale)) }
        if let delimiter = spec.delimiter { lines.append("delimiter: " + quoted(delimiter)) }
        if let encoding = spec.encoding { lines.append("encoding: " + encoding.rawValue) }
        if let sheet = spec.sheet { lines.append("sheet: " + quoted(sheet)) }
        if let header = spec.header { lines.append("header: \(header)") }
        if let accessory = spec.accessory { lines.append("accessory: " + accessory.rawValue) }
        if let mode = spec.mode { lines.append("mode: " + mode.rawValue) }
        if let border = spec.border { lines.append("border: " + border.rawValue) }
        if let pointsPerCell = spec.pointsPerCell { lines.append("pointsPerCell: " + number(pointsPerCell)) }
        if let spacing = spec.spacing { lines.append("spacing: " + number(spacing)) }
        if let ragged = spec.ragged { lines.append("ragged: " + ragged.rawValue) }
        if let skipLines = spec.skipLines, skipLines > 0 { lines.append("skipLines: \(skipLines)") }
        if let skipFooter = spec.skipFooter, skipFooter > 0 { lines.append("skipFooter: \(skipFooter)") }
        if spec.skipInitialSpace == true { lines.append("skipInitialSpace: true") }
        if let escape = spec.escape { lines.append("escape: " + quoted(escape)) }
        if let comment = spec.comment { lines.append("comment: " + quoted(comment)) }
        if let quote = spec.quote { lines.append("quote: " + quoted(quote)) }
        if let missingValues = spec.missingValues {
            lines.append("missingValues: [" + missingValues.map(quoted).joined(separator: ", ") + "]")
        }
        if let fit = spec.fit { lines.append("fit: " + fit.rawValue) }
        if let wrap = spec.wrap { lines.append("wrap: \(wrap)") }
        if let compactBelow = spec.compactBelow { lines.append("compactBelow: " + number(compactBelow)) }
        if let choice = spec.columnChoice {
            lines.append((choice.kind == .select ? "select: " : "drop: ") + quoted(choice.list))
        }
        let computed = (spec.added ?? []).filter { $0.spark == nil }
        if !computed.isEmpty {
            lines.append("add: [" + computed.map { quoted($0.text) }.joined(separator: ", ") + "]")
        }
        let sparks = (spec.added ?? []).filter { $0.spark != nil }
        if !sparks.isEmpty {
            lines.append("spark: [" + sparks.map { quoted($0.text) }.joined(separator: ", ") + "]")
        }
        if let conditions = spec.conditions, !conditions.isEmpty {
            lines.append("where: [" + conditions.map { quoted($0.text) }.joined(separator: ", ") + "]")
        }
        if let keys = spec.sortKeys, !keys.isEmpty {
            let list = keys.map { key in
                "\"" + key.column.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (key.descending ? ":desc" : "")
            }
            lines.append("sort: " + quoted(list.joined(separator: ",")))
        }
        if !spec.columns.isEmpty {
            lines.append("columns:")
            for entry in spec.columns { lines.append(contentsOf: column(entry)) }
        }
        if let sections = spec.sections { lines.append(contentsOf: sectionLines(sections)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The section keys: totals one by one (never `totals: true`, which would pick its columns
    /// again from the data it is used with).
    static func sectionLines(_ request: SectionRequest) -> [String] {
        var lines: [String] = []
        if !request.groupBy.isEmpty {
            lines.append("groupBy: [" + request.groupBy.map(quoted).joined(separator: ", ") + "]")
        }
        if !request.totals.isEmpty {
            lines.append("totals:")
            for total in request.totals { lines.append("  " + quoted(total.column) + ": " + total.function.name) }
        }
        if request.sortGroups { lines.append("sortGroups: true") }
        if request.collapsed { lines.append("collapsed: true") }
        return lines
    }

    /// One `columns:` entry, its keys in the loader's order.
    static func column(_ entry: ReportSpec.ColumnEntry) -> [String] {
        let settings = entry.settings
        var lines = ["  - column: " + quoted(entry.column)]
        if let type = settings.type { lines.append("    type: " + type.rawValue) }
        if let width = settings.width { lines.append("    width: " + number(width.value)) }
        let format = formatLines(settings)
        if let datePattern = settings.datePattern, format.isEmpty {
            lines.append("    format: " + quoted(datePattern))
        } else if !format.isEmpty {
            lines.append("    format:")
            lines.append(contentsOf: format.map { "      " + $0 })
        }
        if let binding = settings.binding { lines.append("    binding: " + binding.rawValue) }
        if let alignment = settings.alignment { lines.append("    alignment: " + alignment.rawValue) }
        return lines
    }

    static func formatLines(_ settings: ColumnSettings) -> [String] {
        var lines: [String] = []
        if let style = settings.style { lines.append("style: " + style.rawValue) }
        if let locale = settings.locale { lines.append("locale: " + quoted(locale)) }
        if let minimum = settings.minimumFractionDigits { lines.append("minimumFractionDigits: \(minimum)") }
        if let maximum = settings.maximumFractionDigits { lines.append("maximumFractionDigits: \(maximum)") }
        if let grouping = settings.grouping { lines.append("grouping: \(grouping)") }
        if let code = settings.currencyCode { lines.append("currencyCode: " + quoted(code)) }
        if let rounding = settings.rounding { lines.append("rounding: " + rounding.rawValue) }
        if let pattern = settings.pattern ?? (lines.isEmpty ? nil : settings.datePattern) {
            lines.append("pattern: " + quoted(pattern))
        }
        return lines
    }

    /// A plain YAML number that reads back as the same Double: whole numbers without `.0`, the
    /// rest in Swift's shortest round-trip form (`0.2`, `1e-05`, which Yams reads as a float).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A YAML double-quoted scalar. Escaped: the quote and backslash, control characters, C1
    /// codes, the characters YAML treats as line breaks (NEL, U+2028, U+2029, which would be
    /// folded), the byte-order mark and the non-characters YAML does not allow in a document.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar.value) {
                    result +=
                        scalar.value > 0xFFFF
                        ? "\\U" + HexDigits.hex(scalar.value, digits: 8)
                        : "\\u" + HexDigits.hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Outside YAML's printable set (c-printable), or a line break inside it.
    static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E: return false
        case 0x85, 0x2028, 0x2029, 0xFEFF: return true
        // Bidi controls: printable for YAML, but they reorder a terminal's line.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return false
        default: return true
        }
    }

    /// A note on one comment line: a line break would end the comment and start YAML.
    static func oneLine(_ text: String) -> String {
        String(
            text.unicodeScalars.map {
                needsEscape($0.value) || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : Character($0)
            })
    }
}
