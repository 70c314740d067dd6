/// A status rule as a user writes it, `COLUMN OP VALUE:STATUS` (`Change < 0:negative`,
/// `Status == "On hold":critical`): cells of the column whose value compares true are shown in
/// the state's colour. Several rules may name one column; the first that matches a cell wins.
public struct StatusRule: Sendable, Equatable {
    /// The column's title or 1-based number, as written.
    public var column: String
    public var comparison: RuleComparison
    /// The value as written, without quotes.
    public var value: String
    /// Whether the value was quoted, which makes it text whatever it looks like.
    public var quoted: Bool
    public var state: StatusState
    /// The rule as written, for messages.
    public var text: String
    /// Where it was said: the flag as the command names it, or `spec.yaml:12:5`.
    public var origin: String
    /// For `COLUMN:STATUS:CONDITION`, where the condition starts in `text` (0-based characters,
    /// so that an error in it points at its place in the whole rule); nil for `COLUMN OP
    /// VALUE:STATUS`, whose `comparison` and `value` then say it.
    public var conditionStart: Int?

    /// Whether it is `COLUMN:STATUS:CONDITION`, a condition over the row.
    public var isWholeCondition: Bool { conditionStart != nil }

    /// The titles a whole condition names, as written (a column choice keeps them, hidden, as it
    /// keeps a filter's); none for `COLUMN OP VALUE:STATUS`.
    public var conditionNames: [String] {
        guard let conditionStart else { return [] }
        var parser = ExpressionParser(text, origin: origin, mode: .condition, start: conditionStart)
        // Read once without error when the rule was made (`StatusRule.parse`).
        return (try? parser.parse())?.names ?? []
    }

    public init(
        column: String, comparison: RuleComparison, value: String, quoted: Bool = false, state: StatusState,
        text: String, origin: String, conditionStart: Int? = nil
    ) {
        self.column = column
        self.comparison = comparison
        self.value = value
        self.quoted = quoted
        self.state = state
        self.text = text
        self.origin = origin
        self.conditionStart = conditionStart
    }
}

/// `< <= > >= == !=`, Excel's `cellIs` operators less than … not equal.
public enum RuleComparison: String, Sendable, Equatable, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="

    /// Only these compare text: order is for numbers and dates.
    public var comparesText: Bool { self == .equal || self == .notEqual }

    @inline(__always)
    func holds<T: Comparable>(_ left: T, _ right: T) -> Bool {
        switch self {
        case .less: return left < right
        case .lessOrEqual: return left <= right
        case .greater: return left > right
        case .greaterOrEqual: return left >= right
        case .equal: return left == right
        case .notEqual: return left != right
        }
    }
}
