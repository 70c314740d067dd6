/// A sparkline column (`--spark`, a spec's `spark:`) that cannot be made, with what was written
/// and where (`origin`). A library user matches it through `GridReportError.reason`
/// (`.spark(…)`); exit 64.
public enum SparkError: Error, Sendable, Equatable {
    /// Not `NAME=FROM..TO`.
    case malformed(text: String, origin: String)
    /// No column of the file has this title; `suggestion` is the closest title, if one is close.
    case unknownColumn(String, suggestion: String?, text: String, origin: String)
    /// A column between FROM and TO (or one of them) that is not a number column.
    case notNumbers(column: String, type: ColumnType, text: String, origin: String)
    /// TO comes before FROM in the file.
    case backwards(from: String, to: String, text: String, origin: String)
    /// NAME is a title taken already (a column of the file or one added before it).
    case nameTaken(String, text: String, origin: String)
    /// NAME holds a control or bidirectional formatting character, which would reorder or hide
    /// what a terminal, a sheet's header or a page shows around it.
    case controlInName(text: String, origin: String)
}

extension GridReportError {
    public init(_ error: SparkError) {
        switch error {
        case .malformed(let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "not a sparkline", hint: "write \(SparkRange.form)")
        case .unknownColumn(let name, let suggestion, let text, let origin):
            let shown = TerminalText.sanitize(name)
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                suggestion.map { "no column \"\(shown)\"; did you mean \"\(TerminalText.sanitize($0))\"?" }
                    ?? "no column \"\(shown)\"",
                hint: "name the first and last columns of the range by their titles")
        case .notNumbers(let column, let type, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "\(TerminalText.sanitize(column)) is \(type == .image ? "an" : "a") \(type.rawValue) column, and a sparkline draws numbers",
                hint: "give a range of number columns, or type this one as a number with --format")
        case .backwards(let from, let to, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "the range runs backwards: \(TerminalText.sanitize(to)) comes before \(TerminalText.sanitize(from)) in the file",
                hint: "give the first column first (\(TerminalText.sanitize(to))..\(TerminalText.sanitize(from)))")
        case .nameTaken(let name, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "there is a column \"\(TerminalText.sanitize(name))\" already",
                hint: "give the sparkline a name of its own")
        case .controlInName(let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: TerminalText.sanitize(text)),
                "the name holds a control or bidirectional formatting character",
                hint: "give the sparkline a name of visible characters")
        }
        reason = .spark(error)
    }
}
