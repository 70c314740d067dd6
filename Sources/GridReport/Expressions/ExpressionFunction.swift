/// The functions an expression can call: Excel's, under Excel's names, so the sheet's formula
/// is the same call. No `TODAY`: a report must not change by itself.
public enum ExpressionFunction: String, Sendable, Equatable, CaseIterable {
    case abs = "ABS"
    case day = "DAY"
    case `if` = "IF"
    case len = "LEN"
    case lower = "LOWER"
    case max = "MAX"
    case min = "MIN"
    case month = "MONTH"
    case round = "ROUND"
    case upper = "UPPER"
    case year = "YEAR"

    /// How each is called, for hints.
    static func usage(_ name: String) -> String {
        switch ExpressionFunction(rawValue: name) {
        case .abs: return "ABS(number)"
        case .day: return "DAY(date)"
        case .if: return "IF(condition, value, value)"
        case .len: return "LEN(text)"
        case .lower: return "LOWER(text)"
        case .max: return "MAX(number, …)"
        case .min: return "MIN(number, …)"
        case .month: return "MONTH(date)"
        case .round: return "ROUND(number, digits)"
        case .upper: return "UPPER(text)"
        case .year: return "YEAR(date)"
        case nil: return name
        }
    }

    /// Called with `arguments`, for a row. A missing argument gives a missing value, except as
    /// Excel has it: `MIN` and `MAX` pass over missing values (0 when all are), `LEN` counts 0.
    func evaluate(_ arguments: [ExpressionNode], _ items: [GridItem]) -> ExpressionValue {
        switch self {
        case .if:
            if arguments[0].holds(items) { return arguments[1].evaluate(items) }
            return arguments.count > 2 ? arguments[2].evaluate(items) : .empty
        case .min, .max:
            var best: Double?
            for argument in arguments {
                guard case .number(let value) = argument.evaluate(items) else { continue }
                if let current = best {
                    best = self == .min ? Swift.min(current, value) : Swift.max(current, value)
                } else {
                    best = value
                }
            }
            return .number(best ?? 0)
        case .len:
            guard case .text(let text) = arguments[0].evaluate(items) else { return .number(0) }
            return .number(Double(text.count))
        case .upper, .lower:
            guard case .text(let text) = arguments[0].evaluate(items) else { return .empty }
            return .text(self == .upper ? text.uppercased() : text.lowercased())
        case .abs:
            guard case .number(let value) = arguments[0].evaluate(items) else { return .empty }
            return .number(Swift.abs(value))
        case .round:
            guard case .number(let value) = arguments[0].evaluate(items) else { return .empty }
            var digits = 0.0
            if case .number(let given) = arguments[1].evaluate(items) { digits = given.rounded(.towardZero) }
            return .number(Self.round(value, digits: digits))
        case .year, .month, .day:
            guard case .number(let serial) = arguments[0].evaluate(items) else { return .empty }
            let date = ExpressionText.civil(serial: serial)
            return .number(Double(self == .year ? date.year : self == .month ? date.month : date.day))
        }
    }

    /// Excel's ROUND: halves away from zero; negative digits round to tens, hundreds, ….
    static func round(_ value: Double, digits: Double) -> Double {
        let factor = roundingFactor(Swift.abs(digits))
        if digits >= 0 { return (value * factor).rounded(.toNearestOrAwayFromZero) / factor }
        return (value / factor).rounded(.toNearestOrAwayFromZero) * factor
    }

    /// 10 to the `exponent`, multiplied up, as ROUND scales by: the handoff's Swift writes the
    /// same double.
    public static func roundingFactor(_ exponent: Double) -> Double {
        var result = 1.0
        var remaining = Swift.min(exponent, 308)
        while remaining >= 1 {
            result *= 10
            remaining -= 1
        }
        return result
    }
}
