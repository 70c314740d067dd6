import GridReport

/// A status rule's whole condition (`Delay:negative:Delay > 30 and Carrier == "AA"`) as a
/// conditional format's formula over the row's cells (`AND(IF($G2="",FALSE,$G2>30),$C2="aa")`),
/// written from the same expression tree as the added columns' formulas (`ExcelFormula`), so the
/// colour follows when a cell is edited. It holds as `--where` holds: a comparison with a
/// missing operand (an empty cell, a division by zero) holds for `!=` only, `~` never and `!~`
/// always; a spreadsheet would compare an empty cell as 0, so each comparison is guarded.
/// Nil when the condition uses what a formula would compute otherwise than the report (text
/// order, `&`, `IF`, `MIN`, a date's text): its cells are then coloured as written (static).
struct ExcelCondition {
    private let formula: ExcelFormula

    /// `types`: the sheet's columns' types, by position.
    init?(_ node: ExpressionNode, types: [ColumnType]) {
        guard let parts = Self.condition(node, types) else { return nil }
        formula = ExcelFormula(parts: parts)
    }

    /// The formula for the conditional format whose first cell is in the 0-based sheet row `row`
    /// (its references relative to that row, their columns fixed: `$G2`).
    func text(row: UInt32) -> String { formula.text(row: row, anchored: true) }

    private typealias Part = ExcelFormula.Part

    private static func condition(_ node: ExpressionNode, _ types: [ColumnType]) -> [Part]? {
        switch node {
        case .and(let left, let right): return call("AND", [left, right], types)
        case .or(let left, let right): return call("OR", [left, right], types)
        case .not(let inner): return call("NOT", [inner], types)
        case .criterion(let column, let criterion):
            guard column < types.count else { return nil }
            let cell: [Part] = [.cell(column: column)]
            let isText = types[column] == .text || types[column] == .image
            switch criterion {
            case .empty(let wanted): return cell + [.text(wanted ? "=\"\"" : "<>\"\"")]
            case .contains(let needle, let negated):
                // FIND has no wildcards (SEARCH's `*` and `?`); the needle is lowercased already.
                guard isText, fits(needle) else { return nil }
                let found = [.text("ISNUMBER(FIND(" + quoted(needle) + ",LOWER(")] + cell + [.text(")))")]
                return negated ? [.text("NOT(")] + found + [.text(")")] : found
            case .compare(let comparison, let operand):
                let value: String
                switch operand {
                case .number(let number):
                    guard !isText else { return nil }
                    value = ExcelNumber.text(number)
                case .text(let text):
                    guard isText, fits(text) else { return nil }
                    value = quoted(text)
                }
                let body = cell + [.text(symbol(comparison) + value)]
                return guarded(body, cells: [column], divisors: [], holdsWhenMissing: comparison == .notEqual)
            }
        case .compareNumbers(let comparison, let left, let right):
            return compared(comparison, left, right, types, text: false)
        case .compareTexts(let comparison, let left, let right) where comparison.comparesText:
            return compared(comparison, left, right, types, text: true)
        default:
            return nil
        }
    }

    private static func call(_ name: String, _ nodes: [ExpressionNode], _ types: [ColumnType]) -> [Part]? {
        var parts: [Part] = [.text(name + "(")]
        for (k, node) in nodes.enumerated() {
            guard let inner = condition(node, types) else { return nil }
            parts += (k > 0 ? [.text(",")] : []) + inner
        }
        return parts + [.text(")")]
    }

    /// Two values compared, each side's missing operands guarding the comparison.
    private static func compared(
        _ comparison: RuleComparison, _ left: ExpressionNode, _ right: ExpressionNode, _ types: [ColumnType],
        text: Bool
    ) -> [Part]? {
        guard isWritable(left, types, text: text), isWritable(right, types, text: text) else { return nil }
        var guards = ExcelFormula.Guards()
        guard let a = ExcelFormula.parts(left, columns: types.count, guarding: true, guards: &guards),
            let b = ExcelFormula.parts(right, columns: types.count, guarding: true, guards: &guards)
        else { return nil }
        return guarded(
            a + [.text(symbol(comparison))] + b, cells: guards.cells, divisors: guards.divisors,
            holdsWhenMissing: comparison == .notEqual)
    }

    /// Whether a value's formula computes as the report does, missing values included: a
    /// column, a constant, arithmetic, `-`, and functions whose every missing argument empties
    /// the result (`ROUND`, `ABS`, `YEAR`, `MONTH`, `DAY`), as `ExcelFormula` guards them.
    private static func isWritable(_ node: ExpressionNode, _ types: [ColumnType], text: Bool) -> Bool {
        switch node {
        case .constant(.number): return !text
        case .constant(.text(let value)): return text && fits(value)
        case .numberColumn(let column):
            return !text && column < types.count && (types[column] == .number || types[column].isTemporal)
        case .textColumn(let column):
            return text && column < types.count && (types[column] == .text || types[column] == .image)
        case .negate(let inner): return !text && isWritable(inner, types, text: false)
        case .arithmetic(_, let left, let right):
            return !text && isWritable(left, types, text: false) && isWritable(right, types, text: false)
        case .call(let function, let arguments):
            switch function {
            case .round, .abs, .year, .month, .day:
                return !text && arguments.allSatisfy { isWritable($0, types, text: false) }
            default: return false
            }
        default: return false
        }
    }

    /// `body`, or when an operand may be missing, `IF(OR(G2="",…),FALSE,body)` (`TRUE` for `!=`):
    /// IF computes only the branch taken, so a division by zero in `body` is never reached.
    private static func guarded(_ body: [Part], cells: [Int], divisors: [[Part]], holdsWhenMissing: Bool) -> [Part] {
        var conditions: [[Part]] = cells.map { [.cell(column: $0), .text("=\"\"")] }
        conditions += divisors.map { [.text("(")] + $0 + [.text(")=0")] }
        guard !conditions.isEmpty else { return body }
        let state: [Part] = [.text(",\(holdsWhenMissing ? "TRUE" : "FALSE"),")] + body + [.text(")")]
        if conditions.count == 1 { return [.text("IF(")] + conditions[0] + state }
        let joined = conditions.enumerated().flatMap { k, condition in (k > 0 ? [Part.text(",")] : []) + condition }
        return [.text("IF(OR(")] + joined + [.text(")")] + state
    }

    /// Whether a text can be a formula's string: at most 255 characters, none that the sheet's
    /// XML cannot hold.
    private static func fits(_ text: String) -> Bool {
        text.utf16.count <= 255
            && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    private static func symbol(_ comparison: RuleComparison) -> String {
        switch comparison {
        case .equal: return "="
        case .notEqual: return "<>"
        default: return comparison.rawValue
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
