/// An expression checked against a report's columns: names resolved to column indices, every
/// operation chosen for its operands' types, texts that are compared folded once. It is built once
/// and evaluated for every row without allocating (text joins and case changes aside).
public indirect enum ExpressionNode: Sendable, Equatable {
    case constant(ExpressionValue)
    /// A column's value as a number: a number, or a date's serial.
    case numberColumn(Int)
    /// A column's value as text: text, a picture's reference, a date as written.
    case textColumn(Int)
    /// Today's condition, a column against a value as written: what a sheet's filter can state.
    case criterion(Int, RowFilter.Criterion)
    case negate(ExpressionNode)
    case arithmetic(Arithmetic, ExpressionNode, ExpressionNode)
    /// `&`, each side as text.
    case join(ExpressionNode, ExpressionNode)
    /// A value of `type` as text (`&` of a number or a date).
    case text(ExpressionNode, ExpressionType)
    case compareNumbers(RuleComparison, ExpressionNode, ExpressionNode)
    /// Texts compared without regard to case.
    case compareTexts(RuleComparison, ExpressionNode, ExpressionNode)
    case compareBooleans(RuleComparison, ExpressionNode, ExpressionNode)
    /// `~` (`!~` negated) with a lowercased text.
    case contains(ExpressionNode, folded: String, negated: Bool)
    /// `is empty` (true) or `is not empty`.
    case isEmpty(ExpressionNode, Bool)
    case and(ExpressionNode, ExpressionNode)
    case or(ExpressionNode, ExpressionNode)
    case not(ExpressionNode)
    case call(ExpressionFunction, [ExpressionNode])

    public enum Arithmetic: Sendable, Equatable {
        case add, subtract, multiply, divide
    }

    /// The columns it reads (0-based), in order, each once: what a row must have decoded.
    public var columns: [Int] {
        var found: [Int] = []
        collectColumns(into: &found)
        return found
    }

    private func collectColumns(into found: inout [Int]) {
        func add(_ column: Int) { if !found.contains(column) { found.append(column) } }
        switch self {
        case .constant: return
        case .numberColumn(let column), .textColumn(let column), .criterion(let column, _): add(column)
        case .negate(let inner), .text(let inner, _), .contains(let inner, _, _), .isEmpty(let inner, _),
            .not(let inner):
            inner.collectColumns(into: &found)
        case .arithmetic(_, let left, let right), .join(let left, let right), .compareNumbers(_, let left, let right),
            .compareTexts(_, let left, let right), .compareBooleans(_, let left, let right), .and(let left, let right),
            .or(let left, let right):
            left.collectColumns(into: &found)
            right.collectColumns(into: &found)
        case .call(_, let arguments):
            for argument in arguments { argument.collectColumns(into: &found) }
        }
    }

    /// The same with the criteria's texts lowercased, as rows are tested.
    func folded() -> ExpressionNode {
        switch self {
        case .criterion(let column, .compare(let comparison, .text(let text))):
            return .criterion(column, .compare(comparison, .text(text.lowercased())))
        case .criterion(let column, .contains(let text, let negated)):
            return .criterion(column, .contains(text.lowercased(), negated: negated))
        case .and(let left, let right): return .and(left.folded(), right.folded())
        case .or(let left, let right): return .or(left.folded(), right.folded())
        case .not(let inner): return .not(inner.folded())
        case .call(let function, let arguments): return .call(function, arguments.map { $0.folded() })
        default: return self
        }
    }

    /// The criteria joined by `and` at the top, when it is nothing else: what a sheet's
    /// autofilter can hold. Nil when it is more (an `or`, a `not`, arithmetic).
    public var criteria: [(column: Int, criterion: RowFilter.Criterion)]? {
        switch self {
        case .criterion(let column, let criterion): return [(column, criterion)]
        case .and(let left, let right):
            guard let left = left.criteria, let right = right.criteria else { return nil }
            return left + right
        default: return nil
        }
    }
}
