import GridReport

/// An added column's expression as a sheet formula of its row's cells (`=G2*H2`), so the sheet
/// recalculates when a cell is edited. Missing values are as the report has them: arithmetic on
/// an empty cell, or a division by zero, is an empty cell (`=IF(OR(G2="",H2=""),"",G2*H2)`).
/// Made once per column with the row left open, and written for each row.
struct ExcelFormula {
    enum Part {
        case text(String)
        case cell(column: Int)
    }

    private var parts: [Part] = []

    /// A formula of parts made elsewhere (`ExcelCondition`).
    init(parts: [Part]) { self.parts = parts }

    /// The formula of `node` over the sheet's `columns` columns; nil when it reads a column the
    /// sheet does not show, or uses what a formula would compute otherwise than the report (a
    /// comparison, `IF`, a missing value's test): the values are written then.
    init?(_ node: ExpressionNode, columns: Int) {
        var guards = Guards()
        guard let body = Self.parts(node, columns: columns, guarding: true, guards: &guards) else { return nil }
        var conditions: [[Part]] = guards.cells.map { [.cell(column: $0), .text("=\"\"")] }
        conditions += guards.divisors.map { [.text("(")] + $0 + [.text(")=0")] }
        if conditions.isEmpty {
            parts = [.text("=")] + body
        } else {
            let joined = conditions.enumerated().flatMap { k, condition in (k > 0 ? [.text(",")] : []) + condition }
            parts = [.text("=IF(OR(")] + joined + [.text("),\"\",")] + body + [.text(")")]
        }
    }

    /// The formula for the 0-based sheet row `row`; `anchored`, each column fixed (`$G2`).
    func text(row: UInt32, anchored: Bool = false) -> String {
        let number = String(row + 1)
        var text = ""
        for part in parts {
            switch part {
            case .text(let written): text += written
            case .cell(let column):
                text += (anchored ? "$" : "") + SheetPlace.letters(ofColumn: column + 1) + number
            }
        }
        return text
    }

    /// The cells whose emptiness empties the result, and the divisors whose zero does.
    struct Guards {
        var cells: [Int] = []
        var divisors: [[Part]] = []
    }

    static func parts(_ node: ExpressionNode, columns: Int, guarding: Bool, guards: inout Guards)
        -> [Part]?
    {
        func inner(_ node: ExpressionNode, guarding: Bool = guarding) -> [Part]? {
            parts(node, columns: columns, guarding: guarding, guards: &guards)
        }
        switch node {
        case .constant(.number(let value)): return [.text(ExcelNumber.text(value))]
        case .constant(.text(let text)): return [.text("\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"")]
        case .constant(.empty): return [.text("\"\"")]
        case .numberColumn(let column), .textColumn(let column):
            guard column < columns else { return nil }
            if guarding, !guards.cells.contains(column) { guards.cells.append(column) }
            return [.cell(column: column)]
        case .negate(let value):
            guard let value = inner(value) else { return nil }
            return [.text("-(")] + value + [.text(")")]
        case .arithmetic(let operation, let left, let right):
            guard let a = inner(left), let b = inner(right) else { return nil }
            let symbol: String
            switch operation {
            case .add: symbol = "+"
            case .subtract: symbol = "-"
            case .multiply: symbol = "*"
            case .divide:
                symbol = "/"
                if guarding { guards.divisors.append(b) }
            }
            return [.text("(")] + a + [.text(symbol)] + b + [.text(")")]
        case .join(let left, let right):
            guard let a = inner(left, guarding: false), let b = inner(right, guarding: false) else { return nil }
            return a + [.text("&")] + b
        case .text(let value, let type):
            guard type == .number, let value = inner(value, guarding: false) else { return nil }
            return value
        case .call(let function, let arguments):
            switch function {
            case .round, .abs, .year, .month, .day:
                break
            case .min, .max, .upper, .lower, .len:
                // Excel passes over empty cells in these, as the report does.
                let written = arguments.map { inner($0, guarding: false) }
                guard written.allSatisfy({ $0 != nil }) else { return nil }
                return call(function, written.compactMap { $0 })
            case .if:
                return nil
            }
            let written = arguments.map { inner($0) }
            guard written.allSatisfy({ $0 != nil }) else { return nil }
            return call(function, written.compactMap { $0 })
        default:
            return nil
        }
    }

    private static func call(_ function: ExpressionFunction, _ arguments: [[Part]]) -> [Part] {
        let joined = arguments.enumerated().flatMap { k, argument in (k > 0 ? [Part.text(",")] : []) + argument }
        return [.text(function.rawValue + "(")] + joined + [.text(")")]
    }
}

/// A number as a formula writes it: its shortest form, in the C locale.
enum ExcelNumber {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
