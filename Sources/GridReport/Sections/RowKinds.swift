/// How a stage's rows fall into kinds, read from one of their cells (a diff's change column:
/// `+` added, `−` removed, `→` changed, empty unchanged), so a section says what it holds by kind
/// (`Region: West — 2 added, 1 changed`) rather than by a count alone. The stage that made the
/// rows says it; sections know nothing of what the kinds mean.
public struct RowKinds: Sendable, Equatable {
    /// The column whose text names a row's kind.
    public var column: Int
    /// Each kind's text in that column and its name in a section's title, in the order titles
    /// list them.
    public var kinds: [(text: String, name: String)]

    public init(column: Int, kinds: [(text: String, name: String)]) {
        self.column = column
        self.kinds = kinds
    }

    public static func == (a: RowKinds, b: RowKinds) -> Bool {
        a.column == b.column && a.kinds.map(\.text) == b.kinds.map(\.text) && a.kinds.map(\.name) == b.kinds.map(\.name)
    }

    /// The place of `row`'s kind among `kinds`; nil for a row of none.
    func kind(of row: GridRow) -> Int? {
        guard column < row.items.count else { return nil }
        let text: String
        switch row.items[column] {
        case .text(let value), .header(let value): text = value
        case .empty: text = ""
        default: return nil
        }
        return kinds.firstIndex { $0.text == text }
    }

    /// `2 added, 1 changed`: the kinds counted, those with none left out.
    func tally(_ counts: [Int]) -> String {
        zip(kinds, counts).filter { $0.1 > 0 }.map { "\(SectionError.grouped($0.1)) \($0.0.name)" }.joined(
            separator: ", ")
    }
}
