internal import CXlsxWriter
import GridReport

/// A row filter as the conditions of a sheet's autofilter, column by column: Excel's custom
/// filter holds at most two conditions a column, both to hold; "contains" is `*text*`, its
/// wildcards in the text itself escaped with `~`. Excel compares text without regard to case,
/// as the filter does, and dates by their serial.
enum SheetFilterRules {
    static func rules(_ filter: RowFilter) throws -> [(column: Int, rules: [Worksheet.FilterRule])] {
        if let condition = filter.beyondCriteria {
            throw GridReportError(SheetFilterError.beyondCriteria(condition: condition.text))
        }
        var byColumn: [(column: Int, rules: [Worksheet.FilterRule])] = []
        var names: [Int: String] = [:]
        for (column, title, criterion) in filter.criteria {
            names[column] = title
            let rule = self.rule(criterion)
            if let index = byColumn.firstIndex(where: { $0.column == column }) {
                byColumn[index].rules.append(rule)
            } else {
                byColumn.append((column, [rule]))
            }
        }
        if let crowded = byColumn.first(where: { $0.rules.count > 2 }) {
            throw GridReportError(
                SheetFilterError.tooManyConditions(column: names[crowded.column] ?? "", count: crowded.rules.count))
        }
        return byColumn
    }

    private static func rule(_ criterion: RowFilter.Criterion) -> Worksheet.FilterRule {
        switch criterion {
        case .empty(let wanted):
            return Worksheet.FilterRule(
                criteria: wanted ? LXW_FILTER_CRITERIA_BLANKS : LXW_FILTER_CRITERIA_NON_BLANKS, text: nil)
        case .contains(let text, let negated):
            return Worksheet.FilterRule(
                criteria: negated ? LXW_FILTER_CRITERIA_NOT_EQUAL_TO : LXW_FILTER_CRITERIA_EQUAL_TO,
                text: "*" + escaped(text) + "*")
        case .compare(let comparison, .text(let text)):
            return Worksheet.FilterRule(criteria: criteria(comparison), text: escaped(text))
        case .compare(let comparison, .number(let number)):
            return Worksheet.FilterRule(criteria: criteria(comparison), text: nil, number: number)
        }
    }

    private static func criteria(_ comparison: RuleComparison) -> lxw_filter_criteria {
        switch comparison {
        case .less: return LXW_FILTER_CRITERIA_LESS_THAN
        case .lessOrEqual: return LXW_FILTER_CRITERIA_LESS_THAN_OR_EQUAL_TO
        case .greater: return LXW_FILTER_CRITERIA_GREATER_THAN
        case .greaterOrEqual: return LXW_FILTER_CRITERIA_GREATER_THAN_OR_EQUAL_TO
        case .equal: return LXW_FILTER_CRITERIA_EQUAL_TO
        case .notEqual: return LXW_FILTER_CRITERIA_NOT_EQUAL_TO
        }
    }

    /// `*`, `?` and `~` stand for themselves.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "*" || character == "?" || character == "~" { out.append("~") }
            out.append(character)
        }
        return out
    }
}

/// A filter a sheet's autofilter cannot hold.
public enum SheetFilterError: Error, Sendable, Equatable {
    /// More than two conditions on one column (as the conditions name it).
    case tooManyConditions(column: String, count: Int)
    /// A condition that is more than columns each against a value (`or`, `not`, arithmetic).
    case beyondCriteria(condition: String)
}

extension GridReportError {
    public init(_ error: SheetFilterError) {
        switch error {
        case .tooManyConditions(let column, let count):
            self = .usage(
                .filterInSheet,
                "\(count) conditions on \(TerminalText.sanitize(column)); a sheet's filter holds at most two a column",
                hint: "leave out \(Setting.filterInSheet) to write only the rows that remain")
        case .beyondCriteria(let condition):
            self = .usage(
                .filterInSheet,
                "'\(TerminalText.sanitize(condition))' is more than a sheet's filter holds (columns each against a value, joined with and)",
                hint: "leave out \(Setting.filterInSheet) to write only the rows that remain")
        }
        reason = .other(error)
    }
}
