import Foundation

/// How the terminal shows dates, times and date-times: as written (no display), in one of the
/// locale's styles, or in a pattern. The XLSX keeps serials and shows them the same way.
public enum DateDisplay: Sendable, Equatable {
    case style(DateStyle)
    case pattern(String)

    /// The form a column of `type` is shown in, in `locale`; nil shows it as written. A pattern
    /// with date fields shows date and date-time columns, one with only time fields time columns;
    /// a style shows each kind in the locale's form of it.
    public func form(for type: ColumnType, locale: String) throws -> DateForm? {
        switch self {
        case .style(let style):
            let pattern = try DatePattern(
                style.icuPattern(for: type, locale: locale), origin: ErrorText(Setting.dateStyle))
            return DateForm(pattern: pattern, locale: locale)
        case .pattern(let text):
            let pattern = try DatePattern(text, origin: ErrorText(Setting.dateFormat))
            guard pattern.hasDate ? type != .time : type == .time else { return nil }
            return DateForm(pattern: pattern, locale: locale)
        }
    }
}

/// The locale's own date forms, as DateFormatter's `dateStyle` and `timeStyle` give them.
public enum DateStyle: String, Sendable, CaseIterable {
    case short, medium, long

    var formatterStyle: DateFormatter.Style {
        switch self {
        case .short: return .short
        case .medium: return .medium
        case .long: return .long
        }
    }

    /// The ICU pattern of this style for a column of `type`, without the time zone the long time
    /// style names: a value here keeps its wall time and has none.
    public func icuPattern(for type: ColumnType, locale: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.dateStyle = type == .time ? .none : formatterStyle
        formatter.timeStyle = type == .date ? .none : formatterStyle
        return Self.removingZone(formatter.dateFormat ?? "yyyy-MM-dd")
    }

    /// The pattern without its zone fields and the spaces before them.
    static func removingZone(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, "zZvVOXx".contains(character) {
                while result.last == " " || result.last == "\u{202F}" || result.last == "\u{00A0}" {
                    result.removeLast()
                }
                continue
            }
            result.append(character)
        }
        return result
    }
}
