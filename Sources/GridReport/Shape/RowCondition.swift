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

/// A row filter as a user writes it: an expression that is true or false for each row (see
/// `ExpressionParser`), most often one `COLUMN OP VALUE` (`Price > 100`, `Status == "Open"`,
/// `Name ~ berlin`) or `COLUMN is empty` / `COLUMN is not empty`, and any of them joined with
/// `and`, `or`, `not` and parentheses (`Region == West and (Total > 10000 or Units > 50)`).
public struct RowCondition: Sendable, Equatable {
    /// The column's title or 1-based number, as written (for a condition that is more than one
    /// `COLUMN OP VALUE`, the first title it names).
    public var column: String
    /// For one `COLUMN OP VALUE` (`isSimple`): its test, its value as written without quotes (""
    /// for the emptiness tests) and whether it was quoted, which makes it text whatever it looks
    /// like.
    public var test: ConditionTest
    public var value: String
    public var quoted: Bool
    /// The condition as written, for messages.
    public var text: String
    /// Where it was said: the flag as the command names it, or `spec.yaml:12:5`.
    public var origin: String
    /// The condition as read.
    public var syntax: ExpressionSyntax

    /// Whether it is one `COLUMN OP VALUE` or `COLUMN is [not] empty`.
    public var isSimple: Bool { Self.simple(syntax) != nil }

    /// The titles it names, as written.
    public var names: [String] { syntax.names }

    /// Reads a condition; a malformed one is an error pointing at what is missing.
    public static func parse(_ text: String, origin: String) throws -> RowCondition {
        try parse(text, origin: origin, titles: [])
    }

    /// Read again against a report's titles: one holding `and` or `or` (`Profit and Loss`) may
    /// be written bare.
    func reread(titles: [String]) throws -> RowCondition {
        let keywordTitles = ExpressionParser.titlesWithKeywords(titles)
        guard !keywordTitles.isEmpty else { return self }
        return try Self.parse(text, origin: origin, titles: keywordTitles)
    }

    private static func parse(_ text: String, origin: String, titles: [String]) throws -> RowCondition {
        var parser = ExpressionParser(text, origin: origin, mode: .condition)
        parser.titlesWithKeywords = titles
        let syntax = try parser.parse()
        if let (column, test, value, quoted) = simple(syntax) {
            return RowCondition(
                column: column, test: test, value: value, quoted: quoted, text: text, origin: origin, syntax: syntax)
        }
        return RowCondition(
            column: syntax.names.first ?? "", test: .isNotEmpty, value: "", quoted: false, text: text, origin: origin,
            syntax: syntax)
    }

    /// The parts of one `COLUMN OP VALUE`.
    private static func simple(_ syntax: ExpressionSyntax) -> (String, ConditionTest, String, Bool)? {
        switch syntax {
        case .isEmpty(.name(let column, .bare, _), let negated, _),
            .isEmpty(.quoted(let column, _), let negated, _):
            return (column, negated ? .isNotEmpty : .isEmpty, "", false)
        case .binary(let operation, let left, let right, _):
            let column: String
            switch left {
            case .name(let name, .bare, _), .quoted(let name, _): column = name
            default: return nil
            }
            let value: String
            let quoted: Bool
            switch right {
            case .bare(let text, _) where !text.hasPrefix("["): (value, quoted) = (text, false)
            case .quoted(let text, _): (value, quoted) = (text, true)
            default: return nil
            }
            switch operation {
            case .compare(let comparison): return (column, .compare(comparison), value, quoted)
            case .contains(let negated): return (column, negated ? .notContains : .contains, value, quoted)
            default: return nil
            }
        default:
            return nil
        }
    }
}
