import Foundation
import Testing

@testable import GridReport

/// The fast path must print exactly what the renderer's NumberFormatter prints, value for value.
@Suite("Format: fast path against NumberFormatter")
struct FormatFastPathTests {
    static let locales = ["en_US", "de_DE", "fr_FR", "ja_JP"]
    static let fastStyles: [NumberFormat.Style] = [.none, .decimal, .currency, .percent]

    /// The variations a column can ask for; every combination of style and locale is tried with each.
    static func variations(_ style: NumberFormat.Style, _ locale: String) -> [NumberFormat] {
        [
            NumberFormat(style: style, locale: locale),
            NumberFormat(style: style, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 0),
            NumberFormat(style: style, locale: locale, minimumFractionDigits: 2, maximumFractionDigits: 2),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 3, maximumFractionDigits: 3, grouping: false),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 1, maximumFractionDigits: 4, grouping: true),
            NumberFormat(style: style, locale: locale, minimumFractionDigits: 6, maximumFractionDigits: 6),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 2, maximumFractionDigits: 2, rounding: .halfUp),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 1, maximumFractionDigits: 1, rounding: .halfDown),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 2, maximumFractionDigits: 2, rounding: .down),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 2, maximumFractionDigits: 2, rounding: .up),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 3, rounding: .ceiling),
            NumberFormat(
                style: style, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 3, rounding: .floor),
        ]
    }

    static let combinations: [(NumberFormat.Style, String)] = fastStyles.flatMap { style in locales.map { (style, $0) }
    }

    @Test("20,000 seeded random values per style and locale", arguments: combinations)
    func randomValues(style: NumberFormat.Style, locale: String) {
        let renderers = Self.variations(style, locale).map(NumberRenderer.init)
        for renderer in renderers {
            #expect(renderer.usesFastPath, "\(renderer.format)")
        }
        var generator = SeededGenerator(named: style.rawValue + locale)
        var covered = 0
        var mismatches: [String] = []
        let count = 20_000
        for index in 0..<count {
            let renderer = renderers[index % renderers.count]
            let value = generator.reportValue(digits: renderer.format.maximumFractionDigits ?? 2)
            guard let fast = renderer.fastString(value) else { continue }
            covered += 1
            let reference = renderer.formatterString(value)
            if fast != reference && mismatches.count < 10 {
                mismatches.append(
                    "\(renderer.format) \(value): fast \(visible(fast)), NumberFormatter \(visible(reference))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // Most values must actually take the fast path (the rest is large magnitudes at 6 digits).
        #expect(covered > count * 9 / 10, "fast path covered \(covered) of \(count)")
    }

    static let edgeValues: [Double] =
        [
            0, -0.0, 0.5, -0.5, 1.5, 2.5, 2.675, -2.675, 1.005, 1.015, 0.125, 0.375, 0.29, -0.29, 0.001, -0.001,
            0.0049999999999999999, 0.005, -0.005, 0.015, 999.995, 999.9949999999999, 1_234_567.891, 123_456_789.125,
            5e-324, -5e-324, Double.leastNormalMagnitude, 1e-300, 0.1, 0.2, 0.3, 0.7, 1.0 / 3.0, 2.0 / 3.0,
            1024.0.nextUp, 1024.0.nextDown, 0.5.nextDown, 0.5.nextUp, 4_503_599_627_370_495.5, 2_251_799_813_685_247.5,
            1e15, 9.999_999_999_999_999e14, 4.5e14, 4.5e13, 4.5e12, 4.5e11, 4.5e8, 1e20, -1e20, 1e300,
            .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
        ] + ShortestDecimalRounding.limits.flatMap { [$0.nextDown, $0, $0.nextUp, -$0.nextDown] }

    @Test("hand-picked edge values", arguments: fastStyles)
    func edgeValues(style: NumberFormat.Style) {
        for locale in Self.locales {
            for format in Self.variations(style, locale) {
                let renderer = NumberRenderer(format)
                for value in Self.edgeValues {
                    let shown = renderer.string(value)
                    // A currency's -0 is a zero (`$0.00`, issue 47.4); the formatter writes `-$0.00`.
                    let reference = renderer.formatterString(style == .currency && value == 0 ? 0 : value)
                    #expect(shown == reference, "\(format) \(value): \(visible(shown)) vs \(visible(reference))")
                }
            }
        }
    }

    @Test func explicitPatternsAndCurrencyCodesTakeTheFastPath() {
        let formats = [
            NumberFormat(style: .decimal, locale: "en_US", pattern: "#,##0.00;(#,##0.00)"),
            NumberFormat(style: .decimal, locale: "de_DE", pattern: "#,##0.0##"),
            NumberFormat(style: .decimal, locale: "en_US", pattern: "0.0%"),
            NumberFormat(style: .decimal, locale: "fr_FR", pattern: "'EUR' #,##0.00"),
            NumberFormat(style: .currency, locale: "en_US", currencyCode: "CHF"),
            NumberFormat(style: .currency, locale: "en_US", currencyCode: "JPY"),
            NumberFormat(style: .currency, locale: "de_CH", minimumFractionDigits: 2, maximumFractionDigits: 2),
            NumberFormat(style: .decimal, locale: "hi_IN", minimumFractionDigits: 2, maximumFractionDigits: 2),
            NumberFormat(style: .decimal, locale: "es_ES", minimumFractionDigits: 2, maximumFractionDigits: 2),
        ]
        var generator = SeededGenerator(seed: 77)
        for format in formats {
            let renderer = NumberRenderer(format)
            #expect(renderer.usesFastPath, "\(format)")
            for _ in 0..<2_000 {
                let value = generator.reportValue(digits: 2)
                let shown = renderer.string(value)
                let reference = renderer.formatterString(value)
                #expect(shown == reference, "\(format) \(value): \(visible(shown)) vs \(visible(reference))")
                if shown != reference { break }
            }
        }
    }

    @Test func scientificAndSpelloutAlwaysUseTheFormatter() {
        for style in [NumberFormat.Style.scientific, .spellout] {
            for locale in Self.locales {
                let renderer = NumberRenderer(
                    NumberFormat(style: style, locale: locale, minimumFractionDigits: 2, maximumFractionDigits: 2))
                #expect(!renderer.usesFastPath)
                #expect(renderer.string(1234.5) == renderer.formatterString(1234.5))
            }
        }
    }

    /// An independent reference: swift-foundation's FormatStyle reaches ICU through its number
    /// skeleton API, not through NumberFormatter or our pattern.
    @Test("decimal and currency agree with FormatStyle", arguments: locales + ["hi_IN", "es_ES", "de_CH"])
    func agreesWithFormatStyle(locale: String) {
        var generator = SeededGenerator(seed: 2024)
        let identifier = Locale(identifier: locale)
        for digits in [0, 2, 3] {
            let decimal = NumberRenderer(.inferred(fractionDigits: digits, locale: locale))
            let decimalStyle = FloatingPointFormatStyle<Double>(locale: identifier).precision(.fractionLength(digits))
                .rounded(rule: .toNearestOrAwayFromZero)
            let currency = NumberRenderer(
                NumberFormat(
                    style: .currency, locale: locale, minimumFractionDigits: digits,
                    maximumFractionDigits: digits, currencyCode: "EUR"))
            let currencyStyle = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: identifier)
                .precision(.fractionLength(digits)).rounded(rule: .toNearestOrAwayFromZero)
            for _ in 0..<1_000 {
                let value = (Double(generator.next() % 2_000_000_000_000) - 1e12) / 1000
                let decimalAgrees = decimal.string(value) == value.formatted(decimalStyle)
                let currencyAgrees = currency.string(value) == value.formatted(currencyStyle)
                #expect(
                    visible(decimal.string(value)) == visible(value.formatted(decimalStyle)),
                    "\(locale) \(digits) \(value)")
                #expect(
                    visible(currency.string(value)) == visible(value.formatted(currencyStyle)),
                    "\(locale) \(digits) \(value)")
                if !decimalAgrees || !currencyAgrees { break }
            }
        }
    }
}
