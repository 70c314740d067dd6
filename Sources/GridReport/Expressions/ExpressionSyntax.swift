/// An expression as written, before its names are looked up: what `--where`, the viewer's filter
/// and `--add` are parsed into. Every node keeps where it was written (`span`, 0-based character
/// offsets into the text), so an error can point at the place.
public indirect enum ExpressionSyntax: Sendable, Equatable {
    case number(Double, span: Range<Int>)
    /// An ISO 8601 date or date-time (`2024-06-01`, `2024-06-01T10:30`), as written.
    case date(String, span: Range<Int>)
    /// `"…"`: a column's title when one has it, otherwise text.
    case quoted(String, span: Range<Int>)
    /// A column: a bare title (`Units`, `Unit Price` on a comparison's left), `[Unit Price]`, or
    /// `$3` by number.
    case name(String, form: NameForm, span: Range<Int>)
    /// A value after a comparison as today's conditions write it, unquoted, up to the next `and`,
    /// `or` or closing parenthesis (`West`, `Berlin Mitte`, `2024-03-01T10:30`, `x is empty`):
    /// text when the other side is a text column, otherwise read as an expression.
    case bare(String, span: Range<Int>)
    case negate(ExpressionSyntax, span: Range<Int>)
    case not(ExpressionSyntax, span: Range<Int>)
    case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax, span: Range<Int>)
    /// `… is empty` (`negated`: `is not empty`).
    case isEmpty(ExpressionSyntax, negated: Bool, span: Range<Int>)
    case call(String, [ExpressionSyntax], span: Range<Int>)

    public enum NameForm: Sendable, Equatable {
        case bare, bracketed, number
    }

    public enum BinaryOperator: Sendable, Equatable {
        case add, subtract, multiply, divide, join, and, or
        case compare(RuleComparison)
        case contains(negated: Bool)
    }

    public var span: Range<Int> {
        switch self {
        case .number(_, let span), .date(_, let span), .quoted(_, let span), .name(_, _, let span),
            .bare(_, let span), .negate(_, let span), .not(_, let span), .binary(_, _, _, let span),
            .isEmpty(_, _, let span), .call(_, _, let span):
            return span
        }
    }

    /// Whether it is a condition by its form (a comparison, a test, `and`/`or`/`not`), as the
    /// operands of `and` and `or` must be; a function call may be one too.
    var isConditionShaped: Bool {
        switch self {
        case .isEmpty, .not, .call: return true
        case .binary(let operation, _, _, _):
            switch operation {
            case .and, .or, .compare, .contains: return true
            default: return false
            }
        default: return false
        }
    }

    /// The titles it names, as written (`$3` as `3`), for the columns a choice must keep.
    public var names: [String] {
        switch self {
        case .name(let name, _, _), .quoted(let name, _): return [name]
        case .number, .date, .bare: return []
        case .negate(let inner, _), .not(let inner, _), .isEmpty(let inner, _, _): return inner.names
        case .binary(_, let left, let right, _): return left.names + right.names
        case .call(_, let arguments, _): return arguments.flatMap(\.names)
        }
    }
}
