/// An encoding (`--bar`, `--scale`, `--icons`) that cannot be used, with what was written and
/// where (`origin`: the flag as the command names it, or a spec's `file:line:column: key`). A
/// library user matches it through `GridReportError.reason` (`.encoding(…)`); exit 64.
public enum EncodingError: Error, Sendable, Equatable {
    /// No column has the title or number `column`; `columns` are the shown names of those there are.
    case unknownColumn(String, columns: [String], text: String, origin: String)
    /// Bars, scales and icons encode numbers: the column is text, a picture or a date.
    case notNumbers(column: String, type: ColumnType, text: String, origin: String)
    case unknownPalette(String, text: String, origin: String)
    case unknownIconSet(String, text: String, origin: String)
    /// Icon thresholds are two numbers, the lower first.
    case badThresholds(String, text: String, origin: String)
    case thresholdsOutOfOrder(low: Double, high: Double, text: String, origin: String)
}

extension GridReportError {
    public init(_ error: EncodingError) {
        switch error {
        case .unknownColumn(let key, let columns, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "no column '\(key)'",
                hint:
                    "name a column by its header (\(columns.joined(separator: ", "))) or by its number 1–\(columns.count)"
            )
        case .notNumbers(let column, let type, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "\(column) is \(type == .image ? "an" : "a") \(type.rawValue) column, and only numbers are encoded",
                hint: "name a number column, or type this one as a number with --format")
        case .unknownPalette(let name, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "'\(name)' is not a palette",
                hint: "give \(ScalePalette.choices)")
        case .unknownIconSet(let name, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "'\(name)' is not an icon set",
                hint: "give \(IconSet.choices), e.g. Stock:lights or Stock:lights:10,50")
        case .badThresholds(let written, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "'\(written)' is not two thresholds",
                hint: "give two numbers LOW,HIGH in the C locale, e.g. Stock:lights:10,50")
        case .thresholdsOutOfOrder(let low, let high, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "the thresholds \(Self.shown(low)),\(Self.shown(high)) are not in order",
                hint: "give the lower threshold first")
        }
        reason = .encoding(error)
    }

    private static func shown(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
