import Foundation

/// An option that shapes a report (its columns chosen, rows filtered and sorted) that cannot be
/// used, or a sort that could not spill to disk. `origin` is where it was said: the flag as the
/// command names it (`--where`), or a spec's `file:line:column`. `GridReportError(_:)` words it.
public enum ShapeError: Error, Sendable, Equatable {
    public enum ConditionProblem: Sendable, Equatable {
        case noColumn, noOperator, noValue, unclosedQuote, textAfterQuote
    }

    /// Not `COLUMN OP VALUE`.
    case condition(String, problem: ConditionProblem, origin: String)
    /// No column has this title or number; `suggestion` is the closest title, if one is close.
    case unknownColumn(String, suggestion: String?, columnCount: Int, origin: String)
    /// A column list with a quote not closed (`"Net, EUR`).
    case unclosedQuoteInList(String, origin: String)
    /// A list with nothing in it (`--select ''`, `--sort ,`).
    case emptyList(origin: String)
    /// A range of column numbers (`2-9`) past the columns there are, or backwards.
    case badRange(String, columnCount: Int, origin: String)
    /// A column named twice in a list.
    case namedTwice(String, origin: String)
    /// Every column dropped.
    case nothingLeft(origin: String)
    /// `~` or `!~` on a column whose values are not text (numbers, pictures).
    case containsOnType(column: String, type: ColumnType, condition: String, origin: String)
    /// `COLUMN:WHAT` in a sort list, where WHAT is not `asc` or `desc`.
    case sortDirection(String, origin: String)
    /// A sort's run could not be written to or read from the temporary folder.
    case spill(folder: String, errno: Int32)
}

extension GridReportError {
    public init(_ error: ShapeError) {
        switch error {
        case .condition(let text, let problem, let origin):
            self = .usage(
                Self.shapePlace(origin, text), Self.sentence(problem),
                hint: "write \(ShapeError.conditionForm)")
        case .unknownColumn(let name, let suggestion, let count, let origin):
            let shown = TerminalText.sanitize(name)
            self = .usage(
                ErrorText(origin),
                suggestion.map { "no column \"\(shown)\"; did you mean \"\(TerminalText.sanitize($0))\"?" }
                    ?? "no column \"\(shown)\"",
                hint: "name a column by its title or by its number 1–\(count)")
        case .unclosedQuoteInList(let list, let origin):
            self = .usage(
                ErrorText(origin), "a quote is not closed in '\(TerminalText.sanitize(list))'",
                hint: "write a title holding a comma in double quotes, \"Net, EUR\"")
        case .emptyList(let origin):
            self = .usage(ErrorText(origin), "the list is empty", hint: "name at least one column")
        case .badRange(let range, let count, let origin):
            self = .usage(
                ErrorText(origin), "the range \(range) is not within the columns 1–\(count)",
                hint: "give FIRST-LAST with FIRST ≤ LAST ≤ \(count)")
        case .namedTwice(let column, let origin):
            self = .usage(
                ErrorText(origin), "\"\(TerminalText.sanitize(column))\" is named twice",
                hint: "name each column once")
        case .nothingLeft(let origin):
            self = .usage(ErrorText(origin), "no column is left to show", hint: "drop fewer columns")
        case .containsOnType(let column, let type, let condition, let origin):
            self = .usage(
                Self.shapePlace(origin, condition),
                "\(column) is \(type == .image ? "an image" : "a \(type.rawValue)") column, so ~ and !~ cannot test it",
                hint: type == .number
                    ? "compare numbers with < <= > >= == or !=" : "give == or != and the picture's name")
        case .sortDirection(let item, let origin):
            self = .usage(
                ErrorText(origin), "'\(TerminalText.sanitize(item))' does not end in :asc or :desc",
                hint: "write COLUMN or COLUMN:desc, separated by commas")
        case .spill(let folder, let code):
            self = GridReportError(
                .io, at: folder, "a sort's temporary file failed: \(String(cString: strerror(code)))",
                hint: "free space there, or set TMPDIR to a folder with room")
        }
        reason = .shape(error)
    }

    private static func shapePlace(_ origin: String, _ text: String) -> ErrorText {
        RuleError.place(origin: origin, rule: text)
    }

    private static func sentence(_ problem: ShapeError.ConditionProblem) -> ErrorText {
        switch problem {
        case .noColumn: return "no column before the operator"
        case .noOperator: return "no operator after the column (<, <=, >, >=, ==, !=, ~, !~, is empty)"
        case .noValue: return "no value after the operator"
        case .unclosedQuote: return "a quote is not closed"
        case .textAfterQuote: return "text after the closing quote"
        }
    }
}

extension ShapeError {
    /// The condition's form, as hints show it.
    public static let conditionForm =
        "COLUMN OP VALUE, e.g. Price > 100, Status == \"On hold\", Name ~ berlin or Note is empty"
}
