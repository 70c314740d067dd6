import GridReport

/// Status rules as conditional formats, added when a sheet is finished and its rows are known.
extension XLSXReportWriter {
    /// More ranges than this in one rule (a sheet of many small sections) and the rule covers
    /// every row from the first data row to the last, totals rows included, with one warning:
    /// Excel's range list is meant for a few ranges, not thousands.
    static let maximumRuleRanges = 1_000

    /// Excel's longest text in a formula, which a text rule's criterion is.
    static let maximumRuleText = 255

    /// Notes a data row for the rules' ranges.
    @inline(__always)
    func noteDataRow(_ row: UInt32) {
        if let last = dataRuns.last, last.last + 1 == row {
            dataRuns[dataRuns.count - 1].last = row
        } else {
            dataRuns.append((row, row))
        }
    }

    /// Text criteria are formulas in the sheet's XML: at most 255 characters, none that XML
    /// cannot hold (C0 controls, U+FFFE, U+FFFF). Refused before a file is made.
    static func validateStatusRules(_ rules: StatusRules) throws {
        for rule in rules.rules where rule.condition == nil {
            guard case .text(let text) = rule.operand else { continue }
            let place = RuleError.place(origin: rule.rule.origin, rule: rule.rule.text)
            if text.utf16.count > maximumRuleText {
                throw GridReportError(
                    .usage, origin: place,
                    "the text has \(text.utf16.count) characters; Excel's conditional formats hold at most \(maximumRuleText)"
                )
            }
            if let bad = text.unicodeScalars.first(where: {
                $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF
            }) {
                throw GridReportError(
                    .usage, origin: place,
                    "the text holds U+\(HexDigits.hex(bad.value, digits: 4)), which a conditional format in the sheet cannot hold"
                )
            }
        }
    }

    /// One conditional format per rule, in the order given, on the current sheet's data rows, then
    /// the encodings'.
    func addStatusRules() throws {
        guard tracksDataRuns, !dataRuns.isEmpty else { return }
        var runs = dataRuns
        if runs.count > Self.maximumRuleRanges {
            runs = [(runs[0].first, runs[runs.count - 1].last)]
            if !warnedAboutRuns {
                warnedAboutRuns = true
                warnings.warn(
                    "status-rules",
                    "sheet \(sheet.name): more than \(Self.grouped(Self.maximumRuleRanges)) sections, so the status rules cover every row from the first to the last, totals rows too"
                )
            }
        }
        let theme = options.theme ?? Theme()
        for (index, rule) in options.statusRules.rules.enumerated() {
            if staticRuleColumns.contains(rule.column) { continue }
            let style = theme.style(of: rule.state)
            let format = try styles.statusFormat(color: style.color?.rgb, bold: style.bold == true)
            if let condition = ruleConditions[index] {
                try sheet.addFormulaRule(
                    column: rule.column, runs: runs, formula: condition.text(row: runs[0].first), format: format)
                continue
            }
            try sheet.addCellRule(
                column: rule.column, runs: runs, comparison: rule.comparison, operand: rule.operand, format: format)
        }
        try addEncodings(runs: runs)
    }

    /// The status rules' whole conditions as formulas (by the rule's place in the rules), and the
    /// columns whose rules are coloured as written instead (`staticMarks`): those with a whole
    /// condition a formula cannot state. Such a column's rules are all written so, not some as
    /// conditional formats, so that the first rule that holds wins as in every other output.
    static func statusRulePlan(_ rules: StatusRules, columns: [Column]) -> (
        conditions: [Int: ExcelCondition], staticColumns: Set<Int>, staticMarks: StatusRules?
    ) {
        let types = columns.map(\.type)
        var conditions: [Int: ExcelCondition] = [:]
        var staticColumns = Set<Int>()
        for (index, rule) in rules.rules.enumerated() {
            guard let node = rule.condition else { continue }
            if let condition = ExcelCondition(node, types: types) {
                conditions[index] = condition
            } else {
                staticColumns.insert(rule.column)
            }
        }
        let marks = staticColumns.isEmpty ? nil : rules.restricted(to: staticColumns)
        return (conditions, staticColumns, marks)
    }
}
