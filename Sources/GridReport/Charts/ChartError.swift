/// A chart (`--chart`, a spec's `chart:`) that cannot be drawn, with what was written and where
/// (`origin`). A library user matches it through `GridReportError.reason` (`.chart(…)`); exit 64.
public enum ChartError: Error, Sendable, Equatable {
    /// Not `TYPE:X=COL,Y=COL[,COL…]`.
    case malformed(text: String, origin: String)
    case unknownType(String, text: String, origin: String)
    /// No column has this title or number; `suggestion` is the closest title, if one is close.
    case unknownColumn(String, suggestion: String?, columnCount: Int, text: String, origin: String)
    /// A Y column (or a scatter's X) that is not a number column.
    case notNumbers(column: String, type: ColumnType, axis: String, text: String, origin: String)
    /// A pie draws one series.
    case pieSeries(count: Int, text: String, origin: String)
    /// A chart of rows drawn in sections, where totals rows sit among them.
    case sections(text: String, origin: String)
}

extension GridReportError {
    public init(_ error: ChartError) {
        switch error {
        case .malformed(let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "not a chart", hint: "write \(ChartRequest.form)")
        case .unknownType(let name, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "'\(TerminalText.sanitize(name))' is not a chart type", hint: "give \(ChartType.choices)")
        case .unknownColumn(let name, let suggestion, let count, let text, let origin):
            let shown = TerminalText.sanitize(name)
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                suggestion.map { "no column \"\(shown)\"; did you mean \"\(TerminalText.sanitize($0))\"?" }
                    ?? "no column \"\(shown)\"",
                hint: "name a column by its title or by its number 1–\(count)")
        case .notNumbers(let column, let type, let axis, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text),
                "\(axis) column \(column) is \(type == .image ? "an" : "a") \(type.rawValue) column, not numbers",
                hint: axis == "the X"
                    ? "a scatter's X is a number column; draw a line chart for categories"
                    : "give number columns for Y, or type this one as a number with --format")
        case .pieSeries(let count, let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "a pie draws one Y column, not \(count)",
                hint: "give one Y column, or draw a column chart")
        case .sections(let text, let origin):
            self = .usage(
                RuleError.place(origin: origin, rule: text), "a chart is not drawn over sections",
                hint: "chart a summary instead: --group-by … --summary")
        }
        reason = .chart(error)
    }
}
