/// What a row filter tests a cell with: a comparison of the status rules' grammar, "contains"
/// (`~`) and "does not contain" (`!~`) without regard to case, or whether the cell is empty.
public enum ConditionTest: Sendable, Equatable {
    case compare(RuleComparison)
    case contains, notContains
    case isEmpty, isNotEmpty

    /// As a user writes it.
    public var text: String {
        switch self {
        case .compare(let comparison): return comparison.rawValue
        case .contains: return "~"
        case .notContains: return "!~"
        case .isEmpty: return "is empty"
        case .isNotEmpty: return "is not empty"
        }
    }
}

/// A row filter as a user writes it, `COLUMN OP VALUE` (`Price > 100`, `Status == "Open"`,
/// `Name ~ berlin`) or `COLUMN is empty` / `COLUMN is not empty`: the status rule's grammar
/// without its `:STATUS`, so the value runs to the end.
public struct RowCondition: Sendable, Equatable {
    /// The column's title or 1-based number, as written.
    public var column: String
    public var test: ConditionTest
    /// The value as written, without quotes ("" for the emptiness tests).
    public var value: String
    /// Whether the value was quoted, which makes it text whatever it looks like.
    public var quoted: Bool
    /// The condition as written, for messages.
    public var text: String
    /// Where it was said: the flag as the command names it, or `spec.yaml:12:5`.
    public var origin: String

    public init(column: String, test: ConditionTest, value: String, quoted: Bool, text: String, origin: String) {
        self.column = column
        self.test = test
        self.value = value
        self.quoted = quoted
        self.text = text
        self.origin = origin
    }

    /// Reads a condition; a malformed one is a `ShapeError.condition` naming what is missing.
    public static func parse(_ text: String, origin: String) throws -> RowCondition {
        func fail(_ problem: ShapeError.ConditionProblem) -> GridReportError {
            GridReportError(ShapeError.condition(text, problem: problem, origin: origin))
        }
        if let (column, test) = emptinessTest(text) {
            guard !column.isEmpty else { throw fail(.noColumn) }
            return RowCondition(column: column, test: test, value: "", quoted: false, text: text, origin: origin)
        }
        var scanner = ConditionScanner(Array(text))
        scanner.skipSpaces()
        let column: String
        if scanner.current == "\"" {
            guard let quoted = scanner.quoted() else { throw fail(.unclosedQuote) }
            column = quoted
        } else {
            column = scanner.columnUpToOperator(operators: "<>=!~")
        }
        guard !column.isEmpty else { throw fail(.noColumn) }
        scanner.skipSpaces()
        guard let test = scanner.filterTest() else { throw fail(.noOperator) }
        scanner.skipSpaces()
        let quoted = scanner.current == "\""
        let value: String
        if quoted {
            guard let inner = scanner.quoted() else { throw fail(.unclosedQuote) }
            scanner.skipSpaces()
            guard scanner.atEnd else { throw fail(.textAfterQuote) }
            value = inner
        } else {
            value = scanner.rest.trimmingSpacesAndTabs
            guard !value.isEmpty else { throw fail(.noValue) }
        }
        return RowCondition(column: column, test: test, value: value, quoted: quoted, text: text, origin: origin)
    }

    /// `COLUMN is empty` or `COLUMN is not empty` (the words in any case), the column unquoted or
    /// quoted.
    private static func emptinessTest(_ text: String) -> (String, ConditionTest)? {
        // A space first, so that `is empty` alone is a condition without a column.
        let trimmed = " " + text.trimmingSpacesAndTabs
        let lower = trimmed.lowercased()
        for (suffix, test) in [(" is not empty", ConditionTest.isNotEmpty), (" is empty", .isEmpty)]
        where lower.hasSuffix(suffix) {
            var column = String(trimmed.dropLast(suffix.count)).trimmingSpacesAndTabs
            // `Note == x is empty` compares with the text "x is empty".
            if !column.hasPrefix("\""), column.contains(where: { "<>=!~".contains($0) }) { return nil }
            if column.count >= 2, column.hasPrefix("\""), column.hasSuffix("\"") {
                var scanner = ConditionScanner(Array(column))
                guard let inner = scanner.quoted(), scanner.atEnd else { return nil }
                column = inner
            }
            return (column, test)
        }
        return nil
    }
}
