/// Row filters checked against a report's columns: a row is kept when every condition holds.
/// Values compare as the column's type (numbers by value, dates and times by their serial, text
/// without regard to case, as status rules compare them). An empty cell holds for `!=`, `!~` and
/// `is empty` only: it is not equal to, and does not contain, any value.
public struct RowFilter: Sendable, Equatable {
    /// The conditions as written, in order.
    public let conditions: [RowCondition]
    /// `criteria` with texts lowercased, as rows are tested.
    private let tests: [(column: Int, test: Criterion)]
    /// The conditions resolved, each on its column (0-based), the values as written: what a
    /// spreadsheet's filter states.
    public let criteria: [(column: Int, criterion: Criterion)]

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
        let names = schema.columns.map(\.name)
        criteria = try conditions.map { condition in
            let place = RuleError.place(origin: condition.origin, rule: condition.text).description
            let column = schema.columns[try ColumnLookup.find(condition.column, in: names, origin: place)]
            switch condition.test {
            case .compare(let comparison):
                let operand = try StatusRules.operand(
                    comparison, value: condition.value, quoted: condition.quoted, column: column,
                    text: condition.text, origin: condition.origin)
                return (column.index, .compare(comparison, operand))
            case .contains, .notContains:
                guard column.type == .text || column.type.isTemporal else {
                    throw GridReportError(
                        ShapeError.containsOnType(
                            column: column.shownName, type: column.type, condition: condition.text,
                            origin: condition.origin))
                }
                return (column.index, .contains(condition.value, negated: condition.test == .notContains))
            case .isEmpty: return (column.index, .empty(true))
            case .isNotEmpty: return (column.index, .empty(false))
            }
        }
        // Texts compare without regard to case: folded once here, not for every row.
        tests = criteria.map { column, criterion in
            switch criterion {
            case .compare(let comparison, .text(let text)):
                return (column, .compare(comparison, .text(text.lowercased())))
            case .compare(let comparison, let operand): return (column, .compare(comparison, operand))
            case .contains(let text, let negated): return (column, .contains(text.lowercased(), negated: negated))
            case .empty(let wanted): return (column, .empty(wanted))
            }
        }
    }

    /// The columns the conditions read.
    public var columns: [Int] { tests.map(\.column) }

    /// Whether every condition holds for `row`.
    public func accepts(_ row: GridRow) -> Bool {
        for (column, test) in tests where !Self.holds(test, row.items[column]) { return false }
        return true
    }

    private static func holds(_ test: Criterion, _ item: GridItem) -> Bool {
        switch test {
        case .empty(let wanted):
            return item.isEmpty == wanted
        case .contains(let needle, let negated):
            guard let text = text(of: item) else { return negated }
            return text.lowercased().contains(needle) != negated
        case .compare(let comparison, let operand):
            switch (item, operand) {
            case (.empty, _): return comparison == .notEqual
            case (.number(let value), .number(let wanted)): return comparison.holds(value, wanted)
            case (.date(let date), .number(let wanted)): return comparison.holds(date.serial, wanted)
            case (_, .text(let wanted)):
                guard let text = text(of: item) else { return comparison == .notEqual }
                return comparison.holds(text.lowercased(), wanted)
            default: return false
            }
        }
    }

    /// The text a cell shows, for text tests: nil for an empty cell.
    private static func text(of item: GridItem) -> String? {
        switch item {
        case .text(let text), .header(let text): return text
        case .date(let date): return date.text
        case .image(let image): return image.reference
        case .number, .empty: return nil
        }
    }
}
