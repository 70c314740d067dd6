/// Evaluation over a row's typed items, as a spreadsheet computes: arithmetic in double precision;
/// a missing operand, or a division by zero, gives a missing value. A comparison with a missing
/// value holds for `!=` only, as `--where` has always compared (it is not equal to anything); `~`
/// with one holds for `!~` only.
extension ExpressionNode {
    /// Whether a condition holds for the row (`items`, every column the node reads decoded).
    @inline(__always)
    public func holds(_ items: [GridItem]) -> Bool {
        switch self {
        case .criterion(let column, let criterion): return Self.holds(criterion, items[column])
        case .and(let left, let right): return left.holds(items) && right.holds(items)
        case .or(let left, let right): return left.holds(items) || right.holds(items)
        case .not(let inner): return !inner.holds(items)
        default:
            if case .boolean(let value) = evaluate(items) { return value }
            return false
        }
    }

    public func evaluate(_ items: [GridItem]) -> ExpressionValue {
        switch self {
        case .constant(let value): return value
        case .numberColumn(let column):
            switch items[column] {
            case .number(let value): return .number(value)
            case .date(let date): return .number(date.serial)
            default: return .empty
            }
        case .textColumn(let column):
            guard let text = Self.text(of: items[column]) else { return .empty }
            return .text(text)
        case .criterion, .and, .or, .not, .compareNumbers, .compareTexts, .compareBooleans, .contains, .isEmpty:
            return .boolean(holdsComparison(items))
        case .negate(let inner):
            guard case .number(let value) = inner.evaluate(items) else { return .empty }
            return .number(-value)
        case .arithmetic(let operation, let left, let right):
            guard case .number(let a) = left.evaluate(items), case .number(let b) = right.evaluate(items) else {
                return .empty
            }
            switch operation {
            case .add: return .number(a + b)
            case .subtract: return .number(a - b)
            case .multiply: return .number(a * b)
            case .divide: return b == 0 ? .empty : .number(a / b)
            }
        case .join(let left, let right):
            let joined = Self.joinable(left.evaluate(items)) + Self.joinable(right.evaluate(items))
            return joined.isEmpty ? .empty : .text(joined)
        case .text(let inner, let type):
            return ExpressionText.text(of: inner.evaluate(items), type: type)
        case .call(let function, let arguments):
            return function.evaluate(arguments, items)
        }
    }

    private func holdsComparison(_ items: [GridItem]) -> Bool {
        switch self {
        case .criterion, .and, .or, .not: return holds(items)
        case .compareNumbers(let comparison, let left, let right):
            guard case .number(let a) = left.evaluate(items), case .number(let b) = right.evaluate(items) else {
                return comparison == .notEqual
            }
            return comparison.holds(a, b)
        case .compareTexts(let comparison, let left, let right):
            guard case .text(let a) = left.evaluate(items), case .text(let b) = right.evaluate(items) else {
                return comparison == .notEqual
            }
            switch comparison {
            case .equal: return FoldedText.equalsIgnoringCase(a, b)
            case .notEqual: return !FoldedText.equalsIgnoringCase(a, b)
            default: return comparison.holds(a.lowercased(), b.lowercased())
            }
        case .compareBooleans(let comparison, let left, let right):
            guard case .boolean(let a) = left.evaluate(items), case .boolean(let b) = right.evaluate(items) else {
                return comparison == .notEqual
            }
            return (a == b) == (comparison == .equal)
        case .contains(let inner, let folded, let negated):
            guard case .text(let text) = inner.evaluate(items) else { return negated }
            return FoldedText.contains(text, folded) != negated
        case .isEmpty(let inner, let wanted):
            switch inner.evaluate(items) {
            case .empty: return wanted
            case .text(let text): return text.isEmpty == wanted
            default: return !wanted
            }
        default: return false
        }
    }

    /// A value as `&` joins it: a missing one is no text.
    private static func joinable(_ value: ExpressionValue) -> String {
        if case .text(let text) = value { return text }
        return ""
    }

    /// Today's condition on one cell (`RowFilter.Criterion`, its texts lowercased).
    @inline(__always)
    static func holds(_ test: RowFilter.Criterion, _ item: GridItem) -> Bool {
        switch test {
        case .empty(let wanted):
            return item.isEmpty == wanted
        case .contains(let needle, let negated):
            guard let text = text(of: item) else { return negated }
            return FoldedText.contains(text, needle) != negated
        case .compare(let comparison, let operand):
            switch (item, operand) {
            case (.empty, _): return comparison == .notEqual
            case (.number(let value), .number(let wanted)): return comparison.holds(value, wanted)
            case (.date(let date), .number(let wanted)): return comparison.holds(date.serial, wanted)
            case (_, .text(let wanted)):
                guard let text = text(of: item) else { return comparison == .notEqual }
                return (FoldedText.equals(text, wanted) == (comparison == .equal))
            default: return false
            }
        }
    }

    /// The text a cell shows, for text tests: nil for an empty cell.
    static func text(of item: GridItem) -> String? {
        switch item {
        case .text(let text), .header(let text): return text
        case .date(let date): return date.text
        case .image(let image): return image.reference
        case .number, .empty: return nil
        }
    }
}
