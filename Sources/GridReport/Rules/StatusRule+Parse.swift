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
///
/// Or `COLUMN:STATUS:CONDITION`: a title (quoted when it holds a `:` or an operator) or a number,
/// a state's name, and a whole condition in `--where`'s language, which may name any column of
/// the row. A rule is read so when its first `:` follows a column and a state's name follows it
/// up to the next `:`; no rule of the first form starts so (its first `:` comes after an
/// operator, or inside a title that no state's name follows), so every such rule keeps its meaning.
extension StatusRule {
    public static func parse(_ text: String, origin: String) throws -> StatusRule {
        if let whole = wholeConditionParts(text) {
            if let state = StatusState(rawValue: whole.state.lowercased()) {
                return try wholeCondition(text, column: whole.column, state: state, start: whole.start, origin: origin)
            }
            // `Delay:red:Delay > 30`: not a rule of the first form either, so say what is wrong.
            do { return try valueRule(text, origin: origin) } catch {
                throw GridReportError(RuleError.unknownState(whole.state, rule: text, origin: origin))
            }
        }
        return try valueRule(text, origin: origin)
    }

    /// `COLUMN:STATUS:CONDITION`, the condition read (without the report's titles, so that a
    /// mistake in it is said before any file is read; it is read again against them).
    private static func wholeCondition(
        _ text: String, column: String, state: StatusState, start: Int, origin: String
    ) throws -> StatusRule {
        guard !column.isEmpty else {
            throw GridReportError(RuleError.syntax(rule: text, problem: .noColumn, origin: origin))
        }
        guard !String(Array(text)[start...]).trimmingSpacesAndTabs.isEmpty else {
            throw GridReportError(RuleError.syntax(rule: text, problem: .noCondition, origin: origin))
        }
        var parser = ExpressionParser(text, origin: origin, mode: .condition, start: start)
        _ = try parser.parse()
        return StatusRule(
            column: column, comparison: .equal, value: "", state: state, text: text, origin: origin,
            conditionStart: start)
    }

    /// The column, the word after its `:` and where the condition starts, when `text` starts as
    /// `COLUMN:WORD:` with WORD one word; nil otherwise (a rule of the first form).
    static func wholeConditionParts(_ text: String) -> (column: String, state: String, start: Int)? {
        var scanner = ConditionScanner(Array(text))
        scanner.skipSpaces()
        let column: String
        if scanner.current == "\"" {
            guard let quoted = scanner.quoted() else { return nil }
            column = quoted
            scanner.skipSpaces()
        } else {
            column = scanner.take(while: { !":<>=!~\"".contains($0) }).trimmingSpacesAndTabs
        }
        guard scanner.current == ":" else { return nil }
        scanner.index += 1
        let word = scanner.take(while: { $0 != ":" }).trimmingSpacesAndTabs
        guard scanner.current == ":", !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        return (column, word, scanner.index + 1)
    }

    /// `COLUMN OP VALUE:STATUS`.
    private static func valueRule(_ text: String, origin: String) throws -> StatusRule {
        var scanner = ConditionScanner(Array(text))
        func fail(_ problem: RuleError.SyntaxProblem) -> GridReportError {
            GridReportError(RuleError.syntax(rule: text, problem: problem, origin: origin))
        }
        guard let column = scanner.column(operators: "<>=!") else { throw fail(.unclosedQuote) }
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
