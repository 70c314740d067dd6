import Foundation
import Testing

@testable import GridReport

@Suite("Status rules: syntax, errors, and which cells they match")
struct StatusRuleTests {
    static let csv = """
        Name,Change,Status,Day,At
        Alpha,-1.5,Open,2024-01-31,09:30
        Beta,2.25,On hold: 2,2024-03-01,17:45
        Gamma,0,on HOLD: 2,,12:00
        """

    static func report() throws -> Report {
        try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
    }

    static func resolved(_ rules: [String]) throws -> StatusRules {
        try StatusRules.resolve(
            rules.map { try StatusRule.parse($0, origin: "--rule") }, schema: try report().schema
        ).rules
    }

    @Test(
        "the parts: column, operator, value up to the last colon or quoted, status in any case",
        arguments: [
            ("Change < 0:negative", "Change", RuleComparison.less, "0", false, StatusState.negative),
            ("Change<=-1.5:CRITICAL", "Change", .lessOrEqual, "-1.5", false, .critical),
            ("  Change  >=  1e3 : positive ", "Change", .greaterOrEqual, "1e3", false, .positive),
            ("Change > 2:neutral", "Change", .greater, "2", false, .neutral),
            ("Status == Open:information", "Status", .equal, "Open", false, .information),
            ("Status != \"On hold: 2\":critical", "Status", .notEqual, "On hold: 2", true, .critical),
            ("\"Net <x>\" == \"say \"\"hi\"\"\":positive", "Net <x>", .equal, "say \"hi\"", true, .positive),
            ("At >= 2024-05-01T10:30:negative", "At", .greaterOrEqual, "2024-05-01T10:30", false, .negative),
            ("2 == \"\":neutral", "2", .equal, "", true, .neutral),
        ])
    func parses(
        text: String, column: String, comparison: RuleComparison, value: String, quoted: Bool, state: StatusState
    ) throws {
        let rule = try StatusRule.parse(text, origin: "--rule")
        #expect(rule.column == column)
        #expect(rule.comparison == comparison)
        #expect(rule.value == value)
        #expect(rule.quoted == quoted)
        #expect(rule.state == state)
        #expect(rule.text == text)
    }

    @Test(
        "syntax errors and unknown states: each sentence, with the rule and the place",
        arguments: [
            (
                "< 0:negative",
                "--rule '< 0:negative': no column before the operator (write \(RuleError.form))"
            ),
            (
                "Change 0:negative",
                "--rule 'Change 0:negative': no operator after the column (<, <=, >, >=, == or !=) (write \(RuleError.form))"
            ),
            (
                "Change = 0:negative",
                "--rule 'Change = 0:negative': no operator after the column (<, <=, >, >=, == or !=) (write \(RuleError.form))"
            ),
            ("Change <", "--rule 'Change <': no value after the operator (write \(RuleError.form))"),
            (
                "Change < :negative",
                "--rule 'Change < :negative': no value after the operator (write \(RuleError.form))"
            ),
            ("Change < 0", "--rule 'Change < 0': no :STATUS after the value (write \(RuleError.form))"),
            ("Change < 0:", "--rule 'Change < 0:': no :STATUS after the value (write \(RuleError.form))"),
            (
                "Status == \"On hold:critical",
                "--rule 'Status == \"On hold:critical': a quote is not closed (write \(RuleError.form))"
            ),
            (
                "Status == \"On\" hold:critical",
                "--rule 'Status == \"On\" hold:critical': text after the closing quote, where :STATUS belongs (write \(RuleError.form))"
            ),
            (
                "Change < 0:red",
                "--rule 'Change < 0:red': 'red' is not a status (give negative, critical, positive, neutral or information)"
            ),
        ])
    func syntax(text: String, sentence: String) {
        #expect(throws: GridReportError.self) { try StatusRule.parse(text, origin: "--rule") }
        do {
            _ = try StatusRule.parse(text, origin: "--rule")
        } catch let error as GridReportError {
            #expect(error.sentence(naming: \.specKey) == sentence)
            #expect(error.exitCode == 64)
            if case .rule = error.reason {
            } else {
                Issue.record("not a rule error: \(String(describing: error.reason))")
            }
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(
        "rules that do not fit the columns: the column and the reason",
        arguments: [
            (
                "Chnage < 0:negative",
                "--rule 'Chnage < 0:negative': no column 'Chnage' (name a column by its header (Name, Change, Status, Day, At) or by its number 1–5)"
            ),
            (
                "Status < 3:negative",
                "--rule 'Status < 3:negative': Status is a text column, so < cannot compare it (give == or != and a text)"
            ),
            (
                "Change == abc:negative",
                "--rule 'Change == abc:negative': 'abc' is not a number, and Change is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
            (
                "Change == \"1\":negative",
                "--rule 'Change == \"1\":negative': '1' is not a number, and Change is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
            (
                "Change > 1,5:negative",
                "--rule 'Change > 1,5:negative': '1,5' is not a number, and Change is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
            (
                "Day > 2024-02-30:negative",
                "--rule 'Day > 2024-02-30:negative': '2024-02-30' is not a date, and Day is a date column (give an ISO 8601 date such as 2024-01-31)"
            ),
            (
                "Day > 12:00:negative",
                "--rule 'Day > 12:00:negative': '12:00' is not a date, and Day is a date column (give an ISO 8601 date such as 2024-01-31)"
            ),
            (
                "At < 2024-01-01:negative",
                "--rule 'At < 2024-01-01:negative': '2024-01-01' is not a time, and At is a time column (give a time such as 13:45)"
            ),
        ])
    func columns(text: String, sentence: String) throws {
        do {
            _ = try Self.resolved([text])
            Issue.record("accepted \(text)")
        } catch let error as GridReportError {
            #expect(error.sentence(naming: \.specKey) == sentence)
            #expect(error.exitCode == 64)
        }
    }

    @Test("a spec's place and key name the rule (the origin the spec reader gives)")
    func specPlace() throws {
        do {
            _ = try StatusRule.parse("Change < 0", origin: "spec.yaml:3:5: rule")
            Issue.record("a rule without a status is refused")
        } catch let error as GridReportError {
            #expect(
                error.description
                    == "spec.yaml:3:5: rule 'Change < 0': no :STATUS after the value (write \(RuleError.form))")
        }
    }

    @Test("numbers, dates and times compare as values; text without regard to case; empty cells never match")
    func matching() throws {
        let rules = try Self.resolved([
            "Change < 0:negative", "Change >= 2:positive", "Status == \"on hold: 2\":critical",
            "Day > 2024-02-01:neutral",
            "At >= 12:00:information", "Status != open:neutral",
        ])
        let report = try Self.report()
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        func states(_ column: Int) -> [StatusState?] { rows.map { rules.state(of: $0.items[column], column: column) } }
        #expect(states(1) == [.negative, .positive, nil])
        #expect(states(2) == [nil, .critical, .critical], "the first rule that matches wins; Open is open")
        #expect(states(3) == [nil, .neutral, nil])
        #expect(states(4) == [nil, .information, .information])
        #expect(states(0) == [nil, nil, nil])
        #expect(rules.hasRules(column: 1) && !rules.hasRules(column: 0))
    }

    @Test("several inputs: a rule on a column an input lacks can be left out and is returned")
    func skipping() throws {
        let schema = try Self.report().schema
        let rules = try ["Price > 1:positive", "Change < 0:negative"].map { try StatusRule.parse($0, origin: "--rule") }
        let (found, skipped) = try StatusRules.resolve(rules, schema: schema, skippingMissing: true)
        #expect(found.rules.map(\.rule) == [rules[1]])
        #expect(skipped == [rules[0]])
    }

    @Test("a theme's status classes set the colours; the rest keep Fiori's; a bad colour is refused")
    func theme() throws {
        let (theme, warnings) = try ThemeParser.parse(
            "fdlFUIGridRowTextItem_statusNegative { font-color: #FF0000; font-weight: bold; }", file: "t.nss")
        #expect(warnings.isEmpty)
        #expect(
            theme.style(of: .negative) == ThemeTextStyle(color: ThemeColor(red: 255, green: 0, blue: 0), bold: true))
        #expect(theme.style(of: .positive).color == ThemeColor(red: 0x25, green: 0x6F, blue: 0x3A))
        #expect(StatusState.critical.fioriColor.hex == "#E76500")
        #expect(StatusState.information.fioriColor.hex == "#0070F2")
        #expect(StatusState.neutral.fioriColor.hex == "#788FA6")
        #expect(StatusState.negative.fioriColor.hex == "#AA0808")
        #expect(throws: GridReportError.self) {
            try ThemeParser.parse("fdlFUIGridRowTextItem_statusCritical { font-color: orangey; }", file: "t.nss")
        }
        do {
            _ = try ThemeParser.parse("fdlFUIGridRowTextItem_statusCritical { font-color: orangey; }", file: "t.nss")
        } catch let error as GridReportError {
            #expect(
                error.description
                    == "t.nss:1:52: font-color: \"orangey\" is not a colour (give #RGB, #RRGGBB, rgb(r, g, b), a name such as white, or clear)"
            )
        }
    }

    @Test("the terminal: a matching cell in its state's colour, at either colour depth; the hue kept in 256 colours")
    func painter() throws {
        let rules = try Self.resolved(["Change < 0:negative", "Change > 0:positive"])
        let painter = try #require(
            StatusPainter(rules: rules, theme: TerminalTheme(theme: Theme(), depth: .palette256)))
        #expect(painter.paint("-1.5", item: .number(-1.5), column: 1) == "\u{1B}[38;5;124m-1.5\u{1B}[22;39m")
        #expect(painter.paint("2.25", item: .number(2.25), column: 1) == "\u{1B}[38;5;23m2.25\u{1B}[22;39m")
        #expect(painter.paint("0", item: .number(0), column: 1) == "0")
        let true24 = try #require(StatusPainter(rules: rules, theme: TerminalTheme(theme: Theme(), depth: .trueColor)))
        #expect(true24.paint("x", item: .number(-1), column: 1) == "\u{1B}[38;2;170;8;8mx\u{1B}[22;39m")
        #expect(StatusPainter(rules: .none, theme: TerminalTheme(theme: Theme(), depth: .trueColor)) == nil)
    }
}
