/// Row filters checked against a report's columns: a row is kept when every condition holds.
/// Values compare as the column's type (numbers by value, dates and times by their serial, text
/// without regard to case, as status rules compare them). An empty cell holds for `!=`, `!~` and
/// `is empty` only: it is not equal to, and does not contain, any value. Each condition is an
/// expression (`ExpressionNode`), checked once here and evaluated for each row.
public struct RowFilter: Sendable, Equatable {
    /// The conditions as written, in order.
    public let conditions: [RowCondition]
    /// The conditions checked, texts lowercased, as rows are tested.
    private let tests: [ExpressionNode]
    /// The same laid out flat, as each row is tested (`ExpressionProgram`).
    private let programs: [ExpressionProgram]
    /// The conditions that are one column against a value, or several joined with `and`,
    /// resolved, each on its column (0-based) with its title, the values as written: what a
    /// spreadsheet's filter states.
    public let criteria: [(column: Int, title: String, criterion: Criterion)]
    /// The first condition a spreadsheet's filter cannot state (`or`, `not`, arithmetic, two
    /// columns compared).
    public let beyondCriteria: RowCondition?

    /// A condition on one column.
    public enum Criterion: Sendable, Equatable {
        /// A comparison with a number (a date's or a time's serial) or a text.
        case compare(RuleComparison, StatusRules.Operand)
        case contains(String, negated: Bool)
        /// `is empty` (true) or `is not empty`.
        case empty(Bool)
    }

    public static func == (left: RowFilter, right: RowFilter) -> Bool { left.conditions == right.conditions }

    /// `conditions` checked against `schema`: an unknown column, an operator its type cannot take
    /// or a value of the wrong type is an error.
    public init(_ conditions: [RowCondition], schema: Schema) throws {
        self.conditions = conditions
        let titles = schema.columns.map(\.name)
        let checked = try conditions.map { condition in
            try ExpressionChecker(columns: schema.columns, text: condition.text, origin: condition.origin)
                .condition(condition.reread(titles: titles).syntax)
        }
        var criteria: [(column: Int, title: String, criterion: Criterion)] = []
        var beyond: RowCondition?
        for (condition, node) in zip(conditions, checked) {
            if let found = node.criteria {
                criteria += found.map { ($0.column, schema.columns[$0.column].shownName, $0.criterion) }
            } else if beyond == nil {
                beyond = condition
            }
        }
        self.criteria = criteria
        beyondCriteria = beyond
        // Texts compare without regard to case: folded once here, not for every row.
        tests = checked.map { $0.folded() }
        programs = tests.map { ExpressionProgram($0, asNumber: false) }
    }

    /// Whether `other` tests rows as this one does: the same conditions checked alike (against
    /// columns of the same types), which `==` does not look at.
    func testsEqual(_ other: RowFilter) -> Bool { tests == other.tests }

    /// The columns the conditions read (0-based), each once.
    public var columns: [Int] {
        var found: [Int] = []
        for test in tests { for column in test.columns where !found.contains(column) { found.append(column) } }
        return found
    }

    /// Whether every condition holds for `row`.
    public func accepts(_ row: GridRow) -> Bool {
        test.accepts(row)
    }

    /// What tests the rows, without the conditions as written and their criteria: a pass holds
    /// it in a local and tests row after row with it (binding the whole filter for each row
    /// copied it, and its conditions: a third of a filtered pass's filtering, issue 48).
    var test: Test { Test(programs: programs) }

    struct Test {
        fileprivate let programs: [ExpressionProgram]

        /// Whether every condition holds for `row`.
        @inline(__always)
        func accepts(_ row: GridRow) -> Bool {
            for program in programs where !program.holds(row.items) { return false }
            return true
        }
    }
}
