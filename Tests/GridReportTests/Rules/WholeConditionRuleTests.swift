import Foundation
import Testing

@testable import GridReport

/// `COLUMN:STATUS:CONDITION`: a rule whose condition is a whole expression over the row, read by
/// `--where`'s parser, checked once, and marked once per row where the rows are handed out.
@Suite("Status rules with whole conditions: syntax, errors, and which rows they mark")
struct WholeConditionRuleTests {
    static let csv = """
        Order,Region,Units,Cost,Day
        A-1,West,12,30,2024-06-01
        A-2,East,40,45,2024-06-02
        A-3,West,,10,
        A-4,west,31,0,2024-06-09
        """

    static func report() throws -> Report {
        try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
    }

    static func resolved(_ rules: [String]) throws -> StatusRules {
        try StatusRules.resolve(
            rules.map { try StatusRule.parse($0, origin: "--rule") }, schema: try report().schema
        ).rules
    }

    /// Per row, the state of each column as every view reads it: the row's mark, else the cell's rule.
    static func states(_ rules: [String]) throws -> [[StatusState?]] {
        let rules = try resolved(rules)
        let report = try report()
        report.markStatusStates(rules)
        var found: [[StatusState?]] = []
        try report.rows.forEach { row in
            found.append(
                row.items.indices.map { column in
                    (column < row.marks.count ? row.marks[column].state : nil)
                        ?? rules.state(of: row.items[column], column: column)
                })
        }
        return found
    }

    static func sentence(_ body: () throws -> Void) -> String? {
        do {
            try body()
        } catch let error as GridReportError {
            #expect(error.exitCode == 64)
            return error.sentence(naming: \.specKey)
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test("the parts: column, state in any case, and where the condition starts; a quoted title holds a colon")
    func parts() throws {
        let rule = try StatusRule.parse("Units:Negative:Units > 10 and Region == West", origin: "--rule")
        #expect(rule.column == "Units")
        #expect(rule.state == .negative)
        #expect(rule.conditionStart == 15)
        #expect(rule.isWholeCondition)
        let quoted = try StatusRule.parse("\"Time: start\" : critical : Units > 1", origin: "--rule")
        #expect(quoted.column == "Time: start")
        #expect(quoted.state == .critical)
    }

    @Test(
        "every rule of the first form keeps its meaning, colons in values and titles too",
        arguments: [
            ("At >= 2024-05-01T10:30:negative", "At", "2024-05-01T10:30"),
            ("Status == On hold: 2:critical", "Status", "On hold: 2"),
            ("\"a:b\" == x:positive", "a:b", "x"),
            ("Ratio:Percent > 3:negative", "Ratio:Percent", "3"),
            ("Time == 10:30:neutral", "Time", "10:30"),
        ])
    func firstForm(text: String, column: String, value: String) throws {
        let rule = try StatusRule.parse(text, origin: "--rule")
        #expect(!rule.isWholeCondition)
        #expect(rule.column == column)
        #expect(rule.value == value)
    }

    @Test("a whole condition colours the column's cell in the rows where it holds, as --where keeps them")
    func marks() throws {
        let states = try Self.states(["Units:negative:Units > 10 and Region == West"])
        #expect(states.map { $0[2] } == [.negative, nil, nil, .negative])
        #expect(states.allSatisfy { $0[0] == nil && $0[1] == nil && $0[3] == nil })
    }

    @Test(
        "a missing operand: a comparison holds for != only, as in --where; a division by zero is missing too",
        arguments: [
            ("Order:critical:Units > 0", [StatusState.critical, .critical, nil, .critical]),
            ("Order:critical:Units != 12", [nil, .critical, .critical, .critical]),
            ("Order:critical:Units / Cost > 0.5", [nil, .critical, nil, nil]),
            ("Order:critical:Units / Cost != 1", [.critical, .critical, .critical, .critical]),
            ("Order:critical:Units is empty", [nil, nil, .critical, nil]),
        ])
    func missing(rule: String, expected: [StatusState?]) throws {
        #expect(try Self.states([rule]).map { $0[0] } == expected)
    }

    @Test("over text and date columns: text without regard to case, dates in days, contains")
    func textAndDates() throws {
        #expect(
            try Self.states(["Order:positive:Region == \"WEST\""]).map { $0[0] } == [
                .positive, nil, .positive, .positive,
            ])
        #expect(try Self.states(["Order:positive:Day > 2024-06-01"]).map { $0[0] } == [nil, .positive, nil, .positive])
        #expect(
            try Self.states(["Order:positive:Day - 2024-06-01 >= 7 or Region ~ as"]).map { $0[0] } == [
                nil, .positive, nil, .positive,
            ])
    }

    @Test("on one column the first rule that holds wins, whole conditions and cell rules in the order given")
    func order() throws {
        let states = try Self.states(["Units > 35:positive", "Units:negative:Region == West", "Units > 0:neutral"])
        #expect(states.map { $0[2] } == [.negative, .positive, .negative, .negative])
        // A column without a whole condition is judged cell by cell, as before.
        let plain = try Self.states(["Cost > 20:critical", "Units:negative:Cost == 0"])
        #expect(plain.map { $0[3] } == [.critical, .critical, nil, nil])
        #expect(plain.map { $0[2] } == [nil, nil, nil, .negative])
    }

    @Test(
        "bad rules: each sentence, with the rule and the place",
        arguments: [
            (
                "Units:negative:",
                "--rule 'Units:negative:': no condition after COLUMN:STATUS: (write \(RuleError.wholeForm))"
            ),
            (
                "Units:red:Units > 3",
                "--rule 'Units:red:Units > 3': 'red' is not a status (give negative, critical, positive, neutral or information)"
            ),
            (
                "Units:negative:(Units > 3",
                "--rule 'Units:negative:(Units > 3': no \")\" for the \"(\" at 16 (close each ( with a ))"
            ),
            (
                "Units:negative:Units > 3 and",
                "--rule 'Units:negative:Units > 3 and': nothing after \"and\" at 26 (write \(ExpressionError.form))"
            ),
        ])
    func syntax(text: String, expected: String) {
        #expect(Self.sentence { _ = try StatusRule.parse(text, origin: "--rule") } == expected)
    }

    @Test(
        "rules that do not fit the columns: the closest title, both operands, a value that is no condition",
        arguments: [
            (
                "Units:negative:Unist > 3",
                "--rule 'Units:negative:Unist > 3': no column \"Unist\"; did you mean \"Units\"? (name a column by its title or by its number 1–5)"
            ),
            (
                "Units:negative:Region * Units > 3",
                "--rule 'Units:negative:Region * Units > 3': \"Region\" is text, so it cannot be multiplied by \"Units\""
            ),
            (
                "Units:negative:Units * 2",
                "--rule 'Units:negative:Units * 2': \"Units * 2\" is a number, not a condition (compare it, e.g. Units * 2 > 0)"
            ),
            (
                "Unit:negative:Units > 3",
                "--rule 'Unit:negative:Units > 3': no column 'Unit' (name a column by its header (Order, Region, Units, Cost, Day) or by its number 1–5)"
            ),
            (
                "Units:negative:FOO(Units) > 3",
                "--rule 'Units:negative:FOO(Units) > 3': no function \"FOO\" (the functions are ABS, DAY, IF, LEN, LOWER, MAX, MIN, MONTH, ROUND, UPPER, YEAR)"
            ),
        ])
    func columns(text: String, expected: String) {
        #expect(Self.sentence { _ = try Self.resolved([text]) } == expected)
    }
}
