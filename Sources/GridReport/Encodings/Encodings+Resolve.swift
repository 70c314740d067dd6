import Foundation

extension Encodings {
    /// `rules` checked against `schema`, each column's range taken from `profile` (the first
    /// pass's). A later rule of the same kind on a column replaces an earlier one, so a flag
    /// overrides the spec when given after it.
    public static func resolve(_ rules: [EncodingRule], schema: Schema, profile: DataProfile) throws -> Encodings {
        var byColumn: [Int: Column] = [:]
        for rule in rules {
            let (column, option) = try split(rule, schema: schema)
            guard column.type == .number else {
                throw GridReportError(
                    EncodingError.notNumbers(
                        column: column.shownName, type: column.type, text: rule.text, origin: rule.origin))
            }
            let range = Self.range(profile.columns[column.index])
            var encoded = byColumn[column.index] ?? Column(index: column.index)
            switch rule.kind {
            case .bar:
                encoded.bar = Bar(negative: max(0, -range.lowerBound), positive: max(0, range.upperBound))
            case .scale:
                encoded.scale = try scale(option, range: range, rule: rule)
            case .icons:
                encoded.icons = try icons(option, range: range, rule: rule)
            }
            byColumn[column.index] = encoded
        }
        return Encodings(columns: Array(byColumn.values), columnCount: schema.columns.count)
    }

    /// The column the rule names and what follows it: the whole text when it names a column
    /// (a title may hold `:`), else the text before the first `:`.
    private static func split(_ rule: EncodingRule, schema: Schema) throws -> (
        column: GridReport.Column, option: String?
    ) {
        let text = rule.text.trimmingSpacesAndTabs
        if let column = schema.column(named: text) { return (column, nil) }
        var key = text
        var option: String?
        if let colon = text.firstIndex(of: ":") {
            key = String(text[..<colon]).trimmingSpacesAndTabs
            option = String(text[text.index(after: colon)...]).trimmingSpacesAndTabs
        }
        guard let column = schema.column(named: key) else {
            throw GridReportError(
                EncodingError.unknownColumn(
                    key, columns: schema.columns.map(\.shownName), text: rule.text, origin: rule.origin))
        }
        return (column, option)
    }

    /// The column's numbers from the smallest to the largest; 0…0 for a column without any.
    static func range(_ profile: ColumnProfile) -> ClosedRange<Double> {
        let low = min(profile.minimum, profile.extremeMinimum)
        let high = max(profile.maximum, profile.extremeMaximum)
        return low.isFinite && high.isFinite && low <= high ? low...high : 0...0
    }

    private static func scale(_ option: String?, range: ClosedRange<Double>, rule: EncodingRule) throws -> Scale {
        let spansZero = range.lowerBound < 0 && range.upperBound > 0
        let palette: ScalePalette
        if let option, !option.isEmpty {
            guard let named = ScalePalette.named(option) else {
                throw GridReportError(EncodingError.unknownPalette(option, text: rule.text, origin: rule.origin))
            }
            palette = named
        } else {
            // Values either side of 0 read as gains and losses; others as amounts.
            palette = spansZero ? .diverging : .sequential
        }
        let middle = spansZero ? 0 : (range.lowerBound + range.upperBound) / 2
        let colors: [ThemeColor]
        switch palette {
        case .diverging: colors = ScalePalette.divergingColors
        case .sequential: colors = ScalePalette.sequentialColors
        case .colors(let given): colors = given
        }
        let values =
            colors.count == 3 ? [range.lowerBound, middle, range.upperBound] : [range.lowerBound, range.upperBound]
        return Scale(
            stops: zip(values, colors).map { Scale.Stop(value: $0, color: $1) }, palette: palette,
            midpointIsZero: spansZero)
    }

    private static func icons(_ option: String?, range: ClosedRange<Double>, rule: EncodingRule) throws -> Icons {
        var set = IconSet.lights
        var thresholds: (Double, Double)?
        if let option, !option.isEmpty {
            let name: Substring
            if let colon = option.firstIndex(of: ":") {
                name = option[..<colon]
                let written = String(option[option.index(after: colon)...])
                let parts = written.split(separator: ",", omittingEmptySubsequences: false).map {
                    Self.number(String($0).trimmingSpacesAndTabs)
                }
                guard parts.count == 2, let low = parts[0], let high = parts[1] else {
                    throw GridReportError(EncodingError.badThresholds(written, text: rule.text, origin: rule.origin))
                }
                guard low <= high else {
                    throw GridReportError(
                        EncodingError.thresholdsOutOfOrder(low: low, high: high, text: rule.text, origin: rule.origin))
                }
                thresholds = (low, high)
            } else {
                name = option[...]
            }
            guard let named = IconSet(rawValue: String(name).trimmingSpacesAndTabs.lowercased()) else {
                throw GridReportError(
                    EncodingError.unknownIconSet(
                        String(name).trimmingSpacesAndTabs, text: rule.text, origin: rule.origin))
            }
            set = named
        }
        if case (let low, let high)? = thresholds {
            return Icons(set: set, low: low, high: high, highInclusive: true, given: true)
        }
        switch set {
        case .arrows:
            return Icons(set: set, low: 0, high: 0, highInclusive: false, given: false)
        case .lights:
            let span = range.upperBound - range.lowerBound
            return Icons(
                set: set, low: range.lowerBound + span * Icons.lowPercent / 100,
                high: range.lowerBound + span * Icons.highPercent / 100, highInclusive: true, given: false)
        }
    }

    /// A threshold in the C locale, finite.
    private static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }
}

extension Encodings.Icons {
    /// Excel's default thresholds of a three-icon set, as percentages of the range.
    public static let lowPercent = 33.0
    public static let highPercent = 67.0
}

extension ScalePalette {
    /// Fiori's chart semantic colours for bad, neutral and good (`sapChart_Sem_Bad`,
    /// `sapChart_Sem_Neutral`'s light neighbour, `sapChart_Sem_Good`), as backgrounds.
    public static let divergingColors = [
        ThemeColor(red: 0xF5, green: 0x8B, blue: 0x89), ThemeColor(red: 0xF5, green: 0xF6, blue: 0xF7),
        ThemeColor(red: 0x7F, green: 0xC6, blue: 0x8F),
    ]
    /// Fiori's blue, light to dark.
    public static let sequentialColors = [
        ThemeColor(red: 0xEB, green: 0xF8, blue: 0xFF), ThemeColor(red: 0x00, green: 0x57, blue: 0xD2),
    ]
}

extension ThemeColor {
    /// `a` to `b` at `t` (0…1), channel by channel.
    public static func mix(_ a: ThemeColor, _ b: ThemeColor, _ t: Double) -> ThemeColor {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * t).rounded())))
        }
        return ThemeColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue))
    }

    /// Whether dark text reads better than light text on this background (WCAG's relative
    /// luminance against the contrast of black and white).
    public var prefersDarkText: Bool {
        let linear = Self.linearChannels
        let luminance = 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
        return luminance > Self.darkTextLuminance
    }

    /// The luminance above which dark text reads better: the contrast with black (L+0.05)/0.05
    /// and with white 1.05/(L+0.05) are equal at L ≈ 0.179.
    static let darkTextLuminance = 0.179

    /// Each channel value's linear light (sRGB's transfer function), worked out once: a scale's
    /// text colour is chosen per cell.
    static let linearChannels: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
