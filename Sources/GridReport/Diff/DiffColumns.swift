/// One column of a diff: a title matched in both reports, or found in one only (added in the new,
/// removed from the old), with where it is in each report's shown columns.
public struct DiffColumn: Sendable, Equatable {
    public var name: String
    /// Its position among the old report's shown columns; nil: added.
    public var old: Int?
    /// Its position among the new report's shown columns; nil: removed.
    public var new: Int?
    /// How its cells are compared (columns in one report only are not compared).
    public var comparison: DiffComparison

    public var isAdded: Bool { old == nil }
    public var isRemoved: Bool { new == nil }
}

/// The columns of two reports matched by title: the new report's in its order, each column only
/// in the old one after the column it followed there (as daff aligns them), so a removed column
/// stays near its neighbours.
public struct DiffColumns: Sendable, Equatable {
    public let columns: [DiffColumn]
    /// Titles matched whose types differ, so their cells are compared as text.
    public let typedDifferently: [String]

    public var added: [String] { columns.filter(\.isAdded).map(\.name) }
    public var removed: [String] { columns.filter(\.isRemoved).map(\.name) }
    public var matched: [DiffColumn] { columns.filter { $0.old != nil && $0.new != nil } }

    /// A title repeated in a report is matched in turn: its first with the other's first, and so on.
    public init(old: Schema, new: Schema) {
        var unused = Array(old.columns.indices)
        var matchOfOld = [Int?](repeating: nil, count: old.columns.count)
        var columns: [DiffColumn] = []
        var retyped: [String] = []
        for (index, column) in new.columns.enumerated() {
            if let at = unused.firstIndex(where: { old.columns[$0].name == column.name }) {
                let oldIndex = unused.remove(at: at)
                let oldType = old.columns[oldIndex].type
                matchOfOld[oldIndex] = columns.count
                if DiffComparison.typedDifferently(oldType, column.type) { retyped.append(column.name) }
                columns.append(
                    DiffColumn(
                        name: column.name, old: oldIndex, new: index,
                        comparison: DiffComparison(old: oldType, new: column.type)))
            } else {
                columns.append(
                    DiffColumn(
                        name: column.name, old: nil, new: index,
                        comparison: DiffComparison(old: column.type, new: column.type)))
            }
        }
        // Each removed column goes after the last column before it in the old report that is kept
        // (and after removed ones placed there already), or first.
        var insertions: [(after: Int, column: DiffColumn)] = []
        var previous = -1
        for (oldIndex, column) in old.columns.enumerated() {
            if let placed = matchOfOld[oldIndex] {
                previous = placed
                continue
            }
            insertions.append(
                (
                    previous,
                    DiffColumn(
                        name: column.name, old: oldIndex, new: nil,
                        comparison: DiffComparison(old: column.type, new: column.type))
                ))
        }
        var merged: [DiffColumn] = insertions.filter { $0.after < 0 }.map(\.column)
        for (position, column) in columns.enumerated() {
            merged.append(column)
            merged.append(contentsOf: insertions.filter { $0.after == position }.map(\.column))
        }
        self.columns = merged
        typedDifferently = retyped
    }
}
