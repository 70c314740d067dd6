import ArgumentParser
import GridReport

/// Status rules: `--rule 'COLUMN OP VALUE:STATUS'` or `--rule 'COLUMN:STATUS:CONDITION'`,
/// repeatable, before the spec's `rules:`.
struct RuleOptions: ParsableArguments {
    @Option(
        name: .customLong("rule"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A status rule, COLUMN OP VALUE:STATUS: cells of COLUMN whose value compares true are shown in a Fiori state's colour (terminal, sheet, page). OP: < <= > >= == !=; VALUE: a number, an ISO date, or text for == and != (quoted \"…\" for any characters); STATUS: negative, critical, positive, neutral or information. E.g. 'Change < 0:negative'. Or COLUMN:STATUS:CONDITION, a whole condition over the row as --where takes it: 'Delay:negative:Delay > 30 and Carrier == \"AA\"'. Repeatable; on one column the first rule that matches wins.",
            valueName: "rule"))
    var rules: [String] = []

    /// The flag's rules, then the spec's, read but not yet checked against a report's columns.
    func parsed(spec: ReportSpec) throws -> [StatusRule] {
        try rules.map { try StatusRule.parse($0, origin: "--rule") } + (spec.rules ?? [])
    }

    /// `rules` checked against the report's columns; a whole condition may read the columns kept
    /// hidden too (a stage's report keeps only its sort keys, so there it reads the shown ones).
    static func resolve(_ rules: [StatusRule], for report: Report, skippingMissing: Bool = false) throws -> (
        rules: StatusRules, skipped: [StatusRule]
    ) {
        try StatusRules.resolve(
            rules, schema: report.schema, conditionSchema: report.isMadeByStage ? nil : report.rows.fullSchema,
            skippingMissing: skippingMissing)
    }

    static func resolve(_ rules: [StatusRule], for report: Report) throws -> StatusRules {
        try resolve(rules, for: report, skippingMissing: false).rules
    }
}
