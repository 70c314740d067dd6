/// Reads `COLUMN OP VALUE:STATUS`:
///
/// - COLUMN is a title or a 1-based number, up to the operator; quoted (`"Net <x>"`) when the
///   title holds `<`, `>`, `=` or `!`.
/// - OP is `<`, `<=`, `>`, `>=`, `==` or `!=`.
/// - VALUE is everything up to the last `:` (so `2024-05-01T10:30` needs no quotes), or a quoted
///   text with any characters, `""` standing for a quote: `Status == "On hold: 2":critical`.
/// - STATUS is a state's name, in any case.
///
/// Spaces around each part are dropped.
extension StatusRule {
    public static func parse(_ text: String, origin: String) throws -> StatusRule {
        var scanner = ConditionScanner(Array(text))
        func fail(_ problem: RuleError.SyntaxProblem) -> GridReportError {
            GridReportError(RuleError.syntax(rule: text, problem: problem, origin: origin))
        }
        scanner.skipSpaces()
        let column: String
        if scanner.current == "\"" {
            guard let quoted = scanner.quoted() else { throw fail(.unclosedQuote) }
            column = quoted
        } else {
            column = scanner.columnUpToOperator(operators: "<>=!")
        }
        guard !column.isEmpty else { throw fail(.noColumn) }
        scanner.skipSpaces()
        guard let comparison = scanner.comparison() else { throw fail(.noOperator) }
        scanner.skipSpaces()
        let value: String
        let quoted = scanner.current == "\""
        let statusText: String
        if quoted {
            guard let inner = scanner.quoted() else { throw fail(.unclosedQuote) }
            value = inner
            scanner.skipSpaces()
            guard scanner.current == ":" else { throw fail(scanner.atEnd ? .noStatus : .textAfterQuote) }
            statusText = String(scanner.rest.dropFirst()).trimmingSpacesAndTabs
        } else {
            let rest = scanner.rest
            guard let colon = rest.lastIndex(of: ":") else {
                throw fail(rest.trimmingSpacesAndTabs.isEmpty ? .noValue : .noStatus)
            }
            value = String(rest[..<colon]).trimmingSpacesAndTabs
            statusText = String(rest[rest.index(after: colon)...]).trimmingSpacesAndTabs
        }
        guard quoted || !value.isEmpty else { throw fail(.noValue) }
        guard !statusText.isEmpty else { throw fail(.noStatus) }
        guard let state = StatusState(rawValue: statusText.lowercased()) else {
            throw GridReportError(RuleError.unknownState(statusText, rule: text, origin: origin))
        }
        return StatusRule(
            column: column, comparison: comparison, value: value, quoted: quoted, state: state, text: text,
            origin: origin)
    }
}
