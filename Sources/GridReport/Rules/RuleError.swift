/// A status rule that cannot be used, with the rule as written and where it was said (`origin`:
/// the flag as the command names it, or a spec's `file:line:column`). A library user can match
/// it through `GridReportError.reason` (`.rule(…)`); `GridReportError(_:)` words it, exit 64.
public enum RuleError: Error, Sendable, Equatable {
    public enum SyntaxProblem: Sendable, Equatable {
        case noColumn, noOperator, noValue, noStatus, unclosedQuote, textAfterQuote
        /// `COLUMN:STATUS:` with nothing after it.
        case noCondition
    }

    /// Not `COLUMN OP VALUE:STATUS` (nor `COLUMN:STATUS:CONDITION`).
    case syntax(rule: String, problem: SyntaxProblem, origin: String)
    /// A status that is not one of Fiori's states.
    case unknownState(String, rule: String, origin: String)
    /// No column has the title or number `column`; `columns` are the shown names of those there are.
    case unknownColumn(String, columns: [String], rule: String, origin: String)
    /// `<`, `<=`, `>` or `>=` on a column whose values have no order (text, pictures).
    case orderOnText(column: String, comparison: RuleComparison, type: ColumnType, rule: String, origin: String)
    /// A value the column's values cannot be compared with: text or a date against numbers, a
    /// number or text against dates, an impossible date.
    case wrongValue(column: String, value: String, type: ColumnType, rule: String, origin: String)
    /// A date-time written with a zone (`Z`, `+02:00`): values are compared at their wall time,
    /// as they are shown, so a zone would be read and silently dropped.
    case zonedValue(String, zone: String, rule: String, origin: String)
}

extension GridReportError {
    public init(_ error: RuleError) {
        switch error {
        case .syntax(let rule, let problem, let origin):
            let form = problem == .noCondition ? RuleError.wholeForm : RuleError.form
            self = .usage(Self.place(origin, rule), Self.sentence(problem), hint: "write \(form)")
        case .unknownState(let state, let rule, let origin):
            self = .usage(
                Self.place(origin, rule), "'\(state)' is not a status", hint: "give \(StatusState.choices)")
        case .unknownColumn(let key, let columns, let rule, let origin):
            self = .usage(
                Self.place(origin, rule), "no column '\(key)'",
                hint:
                    "name a column by its header (\(columns.joined(separator: ", "))) or by its number 1–\(columns.count)"
            )
        case .orderOnText(let column, let comparison, let type, let rule, let origin):
            self = .usage(
                Self.place(origin, rule),
                "\(column) is \(type == .image ? "an" : "a") \(type.rawValue) column, so \(comparison.rawValue) cannot compare it",
                hint: "give == or != and a text")
        case .wrongValue(let column, let value, let type, let rule, let origin):
            self = .usage(
                Self.place(origin, rule),
                "'\(value)' is not \(Self.article(type)), and \(column) is a \(type.rawValue) column",
                hint: ErrorText(Self.example(type)))
        case .zonedValue(let value, let zone, let rule, let origin):
            self = .usage(
                Self.place(origin, rule),
                "'\(value)' has the zone \(zone), and dates and times are compared at their wall time, as they are shown, whatever zone they were written in",
                hint: ErrorText("write it without the zone: \(value.dropLast(zone.count))"))
        }
        reason = .rule(error)
    }

    private static func place(_ origin: String, _ rule: String) -> ErrorText {
        RuleError.place(origin: origin, rule: rule)
    }

    private static func sentence(_ problem: RuleError.SyntaxProblem) -> ErrorText {
        switch problem {
        case .noColumn: return "no column before the operator"
        case .noOperator: return "no operator after the column (<, <=, >, >=, == or !=)"
        case .noValue: return "no value after the operator"
        case .noStatus: return "no :STATUS after the value"
        case .unclosedQuote: return "a quote is not closed"
        case .textAfterQuote: return "text after the closing quote, where :STATUS belongs"
        case .noCondition: return "no condition after COLUMN:STATUS:"
        }
    }

    private static func article(_ type: ColumnType) -> String {
        switch type {
        case .number: return "a number"
        case .date, .dateTime: return "a date"
        case .time: return "a time"
        case .text, .image: return "a text"
        }
    }

    private static func example(_ type: ColumnType) -> String {
        switch type {
        case .number: return "give a number such as -1.5 or 1e6, with a point for decimals"
        case .date: return "give an ISO 8601 date such as 2024-01-31"
        case .dateTime: return "give an ISO 8601 date or date-time such as 2024-01-31T09:30"
        case .time: return "give a time such as 13:45"
        case .text, .image: return "give == or != and a text"
        }
    }
}

extension RuleError {
    /// Where a rule or a row condition was said, as a sentence starts: its origin names the flag
    /// (`--rule 'Change < x:negative'`, `--where 'Price > x'`) or a spec's place and key
    /// (`rules.yaml:3:5: rule 'Change < x:negative'`, `s.yaml:2:8: where 'Price > x'`).
    /// A rule longer than `shownCharacters` is cut with `…`: a 100 KB rule is no 100 KB line.
    public static func place(origin: String, rule: String) -> ErrorText {
        let shown = rule.count > shownCharacters ? rule.prefix(shownCharacters) + "…" : rule
        return ErrorText("\(origin) '\(shown)'")
    }

    static let shownCharacters = 80

    /// The zone a date-time value is written with (`Z`, `+02:00`, `-0500`), nil for none: what
    /// follows its time, past the date's own hyphens.
    static func writtenZone(_ value: String) -> String? {
        let characters = Array(value)
        guard characters.count > 13, characters[10] == "T" || characters[10] == " " else { return nil }
        if characters.last == "Z" { return "Z" }
        guard let sign = characters[11...].lastIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        return String(characters[sign...])
    }

    /// The rule's form, as hints show it.
    public static let form = "COLUMN OP VALUE:STATUS, e.g. Change < 0:negative or Status == \"On hold\":critical"

    /// The whole condition's form, as hints show it.
    public static let wholeForm = "COLUMN:STATUS:CONDITION, e.g. Delay:negative:Delay > 30 and Carrier == \"AA\""
}
