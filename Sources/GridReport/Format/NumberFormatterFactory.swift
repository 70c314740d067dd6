import Foundation

/// Builds the NumberFormatter that shows a NumberFormat the way Foundation on Apple platforms does.
///
/// swift-corelibs-foundation (measured with Swift 6.3 on Linux) gets two things wrong that matter here:
/// - it passes `maximumFractionDigits` to ICU only when `minimumFractionDigits` is 0, so
///   min = max = 2 keeps the style's own maximum (decimal: 3 → `1,234,567.891`; currency: 2, so
///   min = max = 1 shows `$1.55`; scientific: `1.2E6`). The order of setting does not matter (the
///   properties are stored and applied together when the formatter is first used), and
///   `usesSignificantDigits` is already off;
/// - it always sets ICU's secondary grouping size to 0, so hi_IN shows `12,345,678` instead of
///   `1,23,45,678`.
/// Both are avoided by giving the formatter an explicit ICU pattern: the style's own pattern for the
/// locale (its affixes, currency placement, negative subpattern) with the number part rebuilt from
/// the digits and grouping asked for. The pattern is applied after every other attribute, so it is
/// the one configuration that is honoured as written. (Infinities, NaN and large spell-outs are
/// corrected in `NumberRenderer`.)
enum NumberFormatterFactory {
    static func make(_ format: NumberFormat) -> NumberFormatter {
        NumberFormatterSettings(format).makeFormatter()
    }

    /// The style's pattern for the locale with the number part NumberFormat asks for, or nil when the
    /// formatter's own defaults are already right.
    static func rebuiltPattern(for format: NumberFormat, base formatter: NumberFormatter) -> (
        positive: String, negative: String?
    )? {
        let digitsGiven = format.minimumFractionDigits != nil || format.maximumFractionDigits != nil
        let positiveText = formatter.positiveFormat ?? "#"
        let negativeText = formatter.negativeFormat ?? positiveText
        let base = ICUSubpattern(positiveText)
        // An explicit negative subpattern (de_CH currency: `¤-#,##0.00`) must survive the rebuild.
        let negative = negativeText == positiveText ? nil : ICUSubpattern(negativeText)

        let grouping = format.grouping ?? format.style.groupsByDefault
        let secondary = grouping && format.style != .scientific ? secondaryGroupingSize(locale: format.locale) : 0
        switch format.style {
        case .spellout:
            return nil
        case .scientific:
            guard digitsGiven else { return nil }
        case .none, .decimal, .currency, .percent:
            guard digitsGiven || format.grouping != nil || secondary > 0 else { return nil }
        }

        let (minimum, maximum) = fractionDigits(
            minimum: format.minimumFractionDigits, maximum: format.maximumFractionDigits,
            defaults: (base.minimumFractionDigits, base.maximumFractionDigits))
        var number: String
        if format.style == .scientific {
            number = "0"
        } else if grouping {
            let primary = base.primaryGrouping > 0 ? base.primaryGrouping : 3
            number =
                "#," + (secondary > 0 ? String(repeating: "#", count: secondary) + "," : "")
                + String(repeating: "#", count: primary - 1) + "0"
        } else {
            let integer = base.number.prefix { $0 != "." && $0 != "E" }.filter { $0 != "," }
            number = integer.isEmpty || !integer.contains("0") ? "0" : String(integer)
        }
        if maximum > 0 {
            number += "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
        }
        if format.style == .scientific { number += "E0" }
        return (base.replacingNumber(with: number), negative?.replacingNumber(with: number))
    }

    /// Apple's NumberFormatter semantics: a minimum above the maximum raises the maximum, a maximum
    /// below the minimum lowers the minimum; the style's defaults fill what is not given.
    static func fractionDigits(minimum: Int?, maximum: Int?, defaults: (Int, Int)) -> (Int, Int) {
        let lower = max(0, minimum ?? defaults.0)
        let upper = max(0, maximum ?? defaults.1)
        switch (minimum, maximum) {
        case (.some, .some): return (lower, max(lower, upper))
        case (.some, nil): return (lower, max(lower, upper))
        case (nil, .some): return (min(lower, upper), upper)
        case (nil, nil): return (lower, upper)
        }
    }

    /// The locale's secondary grouping size (2 for hi_IN and en_IN; 0 when it is the primary size),
    /// read through FormatStyle, which uses ICU's pattern unchanged.
    static func secondaryGroupingSize(locale: String) -> Int {
        let style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale))
            .grouping(.automatic).precision(.fractionLength(0))
        let groups = 1_234_567_890.0.formatted(style)
            .split { !$0.isWholeNumber }
            .map(\.count)
        guard groups.count >= 3 else { return 0 }
        let primary = groups[groups.count - 1]
        let secondary = groups[groups.count - 2]
        return secondary == primary ? 0 : secondary
    }
}

extension NumberFormat.Style {
    var formatterStyle: NumberFormatter.Style {
        switch self {
        case .none: return .none
        case .decimal: return .decimal
        case .currency: return .currency
        case .percent: return .percent
        case .scientific: return .scientific
        case .spellout: return .spellOut
        }
    }

    /// Whether NumberFormatter groups digits for the style when not told.
    var groupsByDefault: Bool {
        switch self {
        case .decimal, .currency, .percent: return true
        case .none, .scientific, .spellout: return false
        }
    }
}

extension NumberFormat.Rounding {
    var formatterMode: NumberFormatter.RoundingMode {
        switch self {
        case .halfEven: return .halfEven
        case .halfUp: return .halfUp
        case .halfDown: return .halfDown
        case .up: return .up
        case .down: return .down
        case .ceiling: return .ceiling
        case .floor: return .floor
        }
    }
}
