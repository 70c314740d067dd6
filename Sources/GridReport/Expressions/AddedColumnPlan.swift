/// A report's added columns (`AddedColumn`) checked against its columns: where each stands among
/// the decoded columns, what it computes, and which record field every other column reads. The
/// row decoder computes them after a row's fields, so they stream with the rows: nothing is kept
/// from one row to the next.
public struct AddedColumnPlan: Sendable {
    /// Each decoded column's record field; nil for an added column.
    let fields: [Int?]
    /// The added columns in the order they are defined: each reads only fields and the added
    /// columns before it.
    public let columns: [ComputedColumn]
    /// For each decoded column, the added column there (its index in `columns`); nil for a field.
    private let computedAt: [Int?]

    init(fields: [Int?], columns: [ComputedColumn]) {
        self.fields = fields
        self.columns = columns
        var computedAt = [Int?](repeating: nil, count: fields.count)
        for (k, column) in columns.enumerated() where column.position < computedAt.count {
            computedAt[column.position] = k
        }
        self.computedAt = computedAt
    }

    /// The added column at `position` among the decoded columns.
    func column(at position: Int) -> ComputedColumn {
        columns[computedAt[position]!]
    }

    /// The added column at `position`, nil for a field: looked up per row by a pass that decodes
    /// some columns.
    @inline(__always)
    func computed(at position: Int) -> ComputedColumn? {
        position < computedAt.count ? computedAt[position].map { columns[$0] } : nil
    }

    /// The record field of the decoded column at `position`; nil for an added column.
    public func field(of position: Int) -> Int? { position < fields.count ? fields[position] : position }

    /// `wanted` with what the added columns among them read, fields first and added columns in the
    /// order they are defined, so that each is computed from decoded items.
    func withOperands(_ wanted: [Int]) -> [Int] {
        guard wanted.contains(where: { fields[$0] == nil }) else { return wanted }
        var needed = Set(wanted)
        for column in columns.reversed() where needed.contains(column.position) {
            needed.formUnion(column.reads)
        }
        let fieldsFirst = needed.filter { fields[$0] != nil }.sorted()
        return fieldsFirst + columns.map(\.position).filter { needed.contains($0) }
    }
}

/// One added column: its place among the decoded columns and its checked expression. A class:
/// a row's pass hands it from one column to the next without copying its parts.
public final class ComputedColumn: Sendable {
    public let position: Int
    public let definition: AddedColumn
    /// The expression checked against the columns before it, its texts folded for comparing.
    public let node: ExpressionNode
    public let type: ExpressionType
    /// How a date result is shown (a date-time when an operand has a time of day).
    let dateDisplay: DateForm?
    let hasTime: Bool
    /// For a sparkline column, the positions of the columns it draws, in the file's order; nil
    /// for a computed one.
    public let spark: [Int]?
    /// A sparkline in the ASCII ramp.
    let asciiSpark: Bool
    /// A number's or a date's expression laid out flat, as rows evaluate it; nil for the others.
    private let program: ExpressionProgram?

    init(
        position: Int, definition: AddedColumn, node: ExpressionNode, type: ExpressionType, dateDisplay: DateForm?,
        hasTime: Bool, spark: [Int]? = nil, asciiSpark: Bool = false
    ) {
        self.position = position
        self.definition = definition
        self.node = node
        self.type = type
        self.dateDisplay = dateDisplay
        self.hasTime = hasTime
        self.spark = spark
        self.asciiSpark = asciiSpark
        program = spark == nil && (type == .number || type == .date) ? ExpressionProgram(node, asNumber: true) : nil
    }

    /// Its program when it is a number computed by arithmetic alone (`ExpressionProgram.isArithmetic`):
    /// its cell is then the program's value when finite, else empty.
    var arithmetic: ExpressionProgram? {
        guard type == .number, spark == nil, let program, program.isArithmetic else { return nil }
        return program
    }

    /// The columns it reads: those its expression names, or those its sparkline draws.
    var reads: [Int] { spark ?? node.columns }

    /// The cell of a row whose items before it are decoded: a missing value, an infinite or
    /// impossible number and a division by zero are an empty cell; true and false are the texts
    /// `TRUE` and `FALSE`, as a spreadsheet shows them.
    @inline(__always)
    func item(of items: [GridItem]) -> GridItem {
        if let spark { return Self.sparkline(spark, of: items, ascii: asciiSpark) }
        // NaN, the program's missing value, is not finite either.
        if let program { return numberItem(program.number(items)) }
        switch node.evaluate(items) {
        case .empty: return .empty
        case .number(let value): return numberItem(value)
        case .text(let text): return text.isEmpty ? .empty : .text(text)
        case .boolean(let flag): return .text(flag ? "TRUE" : "FALSE")
        }
    }

    /// A number's or a date's cell.
    @inline(__always)
    private func numberItem(_ value: Double) -> GridItem {
        guard value.isFinite else { return .empty }
        guard type == .date else { return .number(value) }
        let text = dateDisplay?.write(value) ?? ExpressionText.iso(serial: hasTime ? value : value.rounded(.down))
        return .date(DateItem(text: text, serial: value))
    }

    /// A sparkline's cell: its text (`Sparkline.text`), empty when the row has no number there.
    static func sparkline(_ positions: [Int], of items: [GridItem], ascii: Bool) -> GridItem {
        let text = Sparkline.text(
            positions.map { position in
                if case .number(let value) = items[position] { return value }
                return nil
            }, ascii: ascii)
        return text.isEmpty ? .empty : .text(text)
    }
}
