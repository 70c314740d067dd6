/// Status rules checked against a report's columns, ready to decide each cell's state: the
/// value is read as the column's type (a number in the C locale, an ISO 8601 date or time, or
/// text), and the rules are kept per column in the order given, the first match winning.
public struct StatusRules: Sendable, Equatable {
    /// A rule with its column found and its value read.
    public struct Resolved: Sendable, Equatable {
        /// The column's 0-based index.
        public var column: Int
        public var comparison: RuleComparison
        public var operand: Operand
        public var state: StatusState
        public var rule: StatusRule
        /// For `COLUMN:STATUS:CONDITION`, the condition checked against the report's columns
        /// (texts folded for comparing); nil for a rule on the cell's value (`operand`).
        public var condition: ExpressionNode?
    }

    /// What a cell is compared with: a number (a date's serial for date columns) or a text.
    public enum Operand: Sendable, Equatable {
        case number(Double)
        case text(String)
    }

    /// Every rule, in the order given.
    public let rules: [Resolved]
    /// Per schema column, its rules in order; empty for a column without any, and for a column
    /// with a whole condition among its rules (its states are the rows' marks, `mark(_:)`).
    private let byColumn: [[Resolved]]
    /// The columns with a whole condition among their rules, each with all its rules in order.
    private let rowColumns: [(column: Int, rules: [Resolved])]

    /// No rules: nothing is coloured.
    public static let none = StatusRules(rules: [], columnCount: 0)

    private init(rules: [Resolved], columnCount: Int) {
        self.rules = rules
        var byColumn = [[Resolved]](repeating: [], count: columnCount)
        for rule in rules { byColumn[rule.column].append(rule) }
        rowColumns = byColumn.indices.filter { column in byColumn[column].contains { $0.condition != nil } }.map {
            ($0, byColumn[$0])
        }
        for (column, _) in rowColumns { byColumn[column] = [] }
        self.byColumn = byColumn
    }

    public static func == (left: StatusRules, right: StatusRules) -> Bool { left.rules == right.rules }

    /// Whether a rule is a whole condition, which reads the row: its states are marks on the rows
    /// (`mark(_:)`), made once per row where the rows are handed out.
    public var hasWholeConditions: Bool { !rowColumns.isEmpty }

    /// The columns whose states are the rows' marks (those with a whole condition).
    public var markedColumns: [Int] { rowColumns.map(\.column) }

    /// Only the rules of `columns` (0-based), in their order.
    public func restricted(to columns: Set<Int>) -> StatusRules {
        StatusRules(rules: rules.filter { columns.contains($0.column) }, columnCount: byColumn.count)
    }

    public var isEmpty: Bool { rules.isEmpty }

    /// Whether the column (0-based) has a rule.
    public func hasRules(column: Int) -> Bool { column < byColumn.count && !byColumn[column].isEmpty }

    /// `rules` checked against `schema`; a rule naming a column the schema lacks is an error, or
    /// with `skippingMissing` left out and returned, for a workbook whose inputs differ. A whole
    /// condition reads the columns of `conditionSchema` (the shown ones and those kept hidden,
    /// `RowSource.fullSchema`), `schema` when nil.
    public static func resolve(
        _ rules: [StatusRule], schema: Schema, conditionSchema: Schema? = nil, skippingMissing: Bool = false
    ) throws -> (rules: StatusRules, skipped: [StatusRule]) {
        var resolved: [Resolved] = []
        var skipped: [StatusRule] = []
        let conditionColumns = (conditionSchema ?? schema).columns
        let keywordTitles = ExpressionParser.titlesWithKeywords(conditionColumns.map(\.name))
        for rule in rules {
            guard let column = schema.column(named: rule.column) else {
                if skippingMissing {
                    skipped.append(rule)
                    continue
                }
                throw GridReportError(
                    RuleError.unknownColumn(
                        rule.column, columns: schema.columns.map(\.shownName), rule: rule.text, origin: rule.origin))
            }
            if let start = rule.conditionStart {
                var parser = ExpressionParser(rule.text, origin: rule.origin, mode: .condition, start: start)
                parser.titlesWithKeywords = keywordTitles
                let node = try ExpressionChecker(columns: conditionColumns, text: rule.text, origin: rule.origin)
                    .condition(try parser.parse())
                resolved.append(
                    Resolved(
                        column: column.index, comparison: .equal, operand: .text(""), state: rule.state, rule: rule,
                        condition: node.folded()))
                continue
            }
            resolved.append(
                Resolved(
                    column: column.index, comparison: rule.comparison, operand: try operand(rule, column: column),
                    state: rule.state, rule: rule))
        }
        return (StatusRules(rules: resolved, columnCount: schema.columns.count), skipped)
    }

    /// The rule's value as the column's values are compared.
    private static func operand(_ rule: StatusRule, column: Column) throws -> Operand {
        try operand(
            rule.comparison, value: rule.value, quoted: rule.quoted, column: column, text: rule.text,
            origin: rule.origin)
    }

    /// A condition's value (a rule's or a row filter's) as the column's values are compared: a
    /// number in the C locale, an ISO 8601 date or time as its serial, or text for `==` and `!=`.
    static func operand(
        _ comparison: RuleComparison, value: String, quoted: Bool, column: Column, text: String, origin: String
    ) throws -> Operand {
        let wrong = GridReportError(
            RuleError.wrongValue(
                column: column.shownName, value: value, type: column.type, rule: text, origin: origin))
        switch column.type {
        case .text, .image:
            guard comparison.comparesText else {
                throw GridReportError(
                    RuleError.orderOnText(
                        column: column.shownName, comparison: comparison, type: column.type, rule: text,
                        origin: origin))
            }
            return .text(value)
        case .number:
            // Digits in the C locale only: Double also reads hexadecimal (`0x10`), `nan` and `inf`.
            guard !quoted, value.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                let number = Double(value), number.isFinite
            else { throw wrong }
            return .number(number)
        case .date, .dateTime, .time:
            var written = value
            let parsed = quoted ? nil : written.withUTF8 { DateParser.parse($0) }
            guard let parsed, (parsed.kind == .time) == (column.type == .time) else { throw wrong }
            if let zone = RuleError.writtenZone(value) {
                throw GridReportError(RuleError.zonedValue(value, zone: zone, rule: text, origin: origin))
            }
            return .number(parsed.serial)
        }
    }

    /// The state of `item` in column `column` (0-based): the first rule of the column that holds
    /// for it, nil when none does. An empty cell never matches; text compares without regard to
    /// case, as Excel's `cellIs` does.
    @inline(__always)
    public func state(of item: GridItem, column: Int) -> StatusState? {
        guard column < byColumn.count else { return nil }
        let rules = byColumn[column]
        if rules.isEmpty { return nil }
        switch item {
        case .number(let value): return Self.first(rules, value)
        case .date(let date): return Self.first(rules, date.serial)
        case .text(let text): return Self.first(rules, text: text)
        case .image(let image): return Self.first(rules, text: image.reference)
        case .empty, .header: return nil
        }
    }

    /// Marks the states of the columns with a whole condition on `row` (its items as shown): per
    /// such column the first of its rules that holds, a whole condition for the row, another for
    /// the cell. Rule states are made here once per row, as a diff's marks are, so that every
    /// view, the sheet and the page draw them where they draw marks, with no painter needing the
    /// whole row; a row where none holds is left without marks (and pays no array). A mark a
    /// stage set (a diff's state) is kept.
    @inline(__always)
    public func mark(_ row: inout GridRow) {
        let items = row.items
        mark(&row, reading: items)
    }

    /// `mark(_:)` with the conditions reading `items`: the row's decoded items, the columns kept
    /// hidden (`conditionSchema`) among them, of which `row` holds the shown ones.
    @inline(__always)
    public func mark(_ row: inout GridRow, reading items: [GridItem]) {
        for (column, rules) in rowColumns {
            guard let state = Self.first(rules, items) else { continue }
            if row.marks.count < row.items.count {
                row.marks += Array(repeating: CellMark(), count: row.items.count - row.marks.count)
            }
            if row.marks[column].state == nil { row.marks[column].state = state }
        }
    }

    /// The first of a column's rules that holds in the row.
    private static func first(_ rules: [Resolved], _ items: [GridItem]) -> StatusState? {
        for rule in rules {
            if let condition = rule.condition {
                if condition.holds(items) { return rule.state }
                continue
            }
            guard rule.column < items.count else { continue }
            let state: StatusState?
            switch items[rule.column] {
            case .number(let value): state = first([rule], value)
            case .date(let date): state = first([rule], date.serial)
            case .text(let text): state = first([rule], text: text)
            case .image(let image): state = first([rule], text: image.reference)
            case .empty, .header: state = nil
            }
            if let state { return state }
        }
        return nil
    }

    private static func first(_ rules: [Resolved], _ value: Double) -> StatusState? {
        for rule in rules {
            if case .number(let operand) = rule.operand, rule.comparison.holds(value, operand) { return rule.state }
        }
        return nil
    }

    private static func first(_ rules: [Resolved], text: String) -> StatusState? {
        let folded = text.lowercased()
        for rule in rules {
            if case .text(let operand) = rule.operand, rule.comparison.holds(folded, operand.lowercased()) {
                return rule.state
            }
        }
        return nil
    }
}
