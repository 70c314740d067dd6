internal import CXlsxWriter
import GridReport

/// Conditional formats: the status rules' `cellIs` rules.
extension Worksheet {
    /// A `cellIs` rule over the rows `runs` (each first to last, 0-based) of `column` that gives
    /// matching cells `format`. With stop-if-true a cell that one rule matches is not tried against
    /// the rules added after it, which Excel ranks below it: the first match wins, as in the terminal.
    func addCellRule(
        column: Int, runs: [(first: UInt32, last: UInt32)], comparison: RuleComparison,
        operand: StatusRules.Operand, format: Format
    ) throws {
        var criterion: String?
        var number = 0.0
        switch operand {
        case .number(let value): number = value
        case .text(let text): criterion = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var rule = lxw_conditional_format()
        rule.type = UInt8(LXW_CONDITIONAL_TYPE_CELL.rawValue)
        rule.criteria = UInt8(Self.criteria(comparison).rawValue)
        rule.value = number
        rule.format = format.handle
        rule.stop_if_true = 1
        try add(rule, text: criterion, column: column, runs: runs, what: "a status rule's conditional format")
    }

    /// A formula rule (a status rule's whole condition, `ExcelCondition`) over the rows `runs` of
    /// `column`: `formula` is written for the first run's first row, and Excel moves its relative
    /// rows with each cell it tests. Stop-if-true as for `addCellRule`.
    func addFormulaRule(column: Int, runs: [(first: UInt32, last: UInt32)], formula: String, format: Format) throws {
        var rule = lxw_conditional_format()
        rule.type = UInt8(LXW_CONDITIONAL_TYPE_FORMULA.rawValue)
        rule.format = format.handle
        rule.stop_if_true = 1
        try add(rule, text: formula, column: column, runs: runs, what: "a status rule's conditional format")
    }

    /// Adds `rule` over the rows `runs` of `column`, its `value_string` set to `text` and its
    /// ranges to the runs' (see `rangeList`); `what` names it in the error. Its priority in the
    /// sheet's XML, nil when there are no rows to add it to.
    @discardableResult
    func add(
        _ rule: lxw_conditional_format, text: String? = nil, column: Int, runs: [(first: UInt32, last: UInt32)],
        what: String
    ) throws -> Int? {
        guard let primary = runs.first else { return nil }
        var rule = rule
        let ranges = Self.rangeList(column: column, runs: runs)
        let code = withOptionalCString(text) { cText in
            withOptionalCString(ranges) { cRanges in
                rule.value_string = cText
                rule.multi_range = cRanges
                return worksheet_conditional_format_range(
                    handle, primary.first, lxw_col_t(column), primary.last, lxw_col_t(column), &rule)
            }
        }
        try check(code, .io, "cannot add " + what, at: place(row: Int(primary.first), column: column))
        conditionalFormats += 1
        return conditionalFormats
    }

    /// Several runs of rows (sections between totals rows) as one rule's list of ranges
    /// (`C3:C5 C8:C13`); nil for one run, which the rule's own range states.
    static func rangeList(column: Int, runs: [(first: UInt32, last: UInt32)]) -> String? {
        guard runs.count > 1 else { return nil }
        return runs.map {
            CellName.a1(row: Int($0.first), column: column) + ":" + CellName.a1(row: Int($0.last), column: column)
        }.joined(separator: " ")
    }

    private static func criteria(_ comparison: RuleComparison) -> lxw_conditional_criteria {
        switch comparison {
        case .less: return LXW_CONDITIONAL_CRITERIA_LESS_THAN
        case .lessOrEqual: return LXW_CONDITIONAL_CRITERIA_LESS_THAN_OR_EQUAL_TO
        case .greater: return LXW_CONDITIONAL_CRITERIA_GREATER_THAN
        case .greaterOrEqual: return LXW_CONDITIONAL_CRITERIA_GREATER_THAN_OR_EQUAL_TO
        case .equal: return LXW_CONDITIONAL_CRITERIA_EQUAL_TO
        case .notEqual: return LXW_CONDITIONAL_CRITERIA_NOT_EQUAL_TO
        }
    }
}

/// `body` with a C string of `text`, or nil.
func withOptionalCString<R>(_ text: String?, _ body: (UnsafeMutablePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body(UnsafeMutablePointer(mutating: $0)) }
}
