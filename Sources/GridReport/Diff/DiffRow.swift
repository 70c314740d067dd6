/// What became of a row between two versions of a report.
public enum DiffChange: String, Sendable, Equatable, CaseIterable {
    case added, removed, changed, unchanged

    /// The mark a change column shows: `+`, `−`, `→`, or nothing.
    public var mark: String {
        switch self {
        case .added: return "+"
        case .removed: return "−"
        case .changed: return "→"
        case .unchanged: return ""
        }
    }

    /// The Fiori state it is drawn in (added positive, removed negative, changed critical);
    /// nil for an unchanged row, drawn greyed where it is shown at all.
    public var state: StatusState? {
        switch self {
        case .added: return .positive
        case .removed: return .negative
        case .changed: return .critical
        case .unchanged: return nil
        }
    }
}

/// A row of a diff: the old and the new version of a row matched by its key (either missing when
/// the row was added or removed), and which of the diff's columns (`DiffColumns.columns`) hold
/// different values.
public struct DiffRow: Sendable, Equatable {
    public var change: DiffChange
    public var old: GridRow?
    public var new: GridRow?
    /// Per column of the diff, whether its two cells differ (always false for added or removed
    /// rows, and for columns in one report only).
    public var changed: [Bool]

    /// The row's cell in a diff column: the new value, or the old one where there is no new.
    public func item(_ column: DiffColumn) -> GridItem {
        if let new, let index = column.new { return new.items[index] }
        if let old, let index = column.old { return old.items[index] }
        return .empty
    }

    /// The old value of a column, where the row and the column were in the old report.
    public func oldItem(_ column: DiffColumn) -> GridItem? {
        guard let old, let index = column.old else { return nil }
        return old.items[index]
    }
}

/// The counts a diff's summary line gives.
public struct DiffSummary: Sendable, Equatable {
    public var added = 0
    public var removed = 0
    public var changed = 0
    public var unchanged = 0
    public var addedColumns: [String] = []
    public var removedColumns: [String] = []

    public init() {}

    /// True when the reports hold the same rows and columns.
    public var isSame: Bool { added + removed + changed == 0 && addedColumns.isEmpty && removedColumns.isEmpty }

    /// `3 added, 2 removed, 5 changed, 990 unchanged; columns: +Margin, −Fax`.
    public var line: String {
        var text = "\(added) added, \(removed) removed, \(changed) changed, \(unchanged) unchanged"
        let columns =
            addedColumns.map { "+" + TerminalText.sanitize($0) }
            + removedColumns.map { "−" + TerminalText.sanitize($0) }
        if !columns.isEmpty { text += "; columns: " + columns.joined(separator: ", ") }
        return text
    }

    /// The columns added and removed, no row counted.
    var columnsOnly: DiffSummary {
        var summary = DiffSummary()
        summary.addedColumns = addedColumns
        summary.removedColumns = removedColumns
        return summary
    }

    mutating func count(_ change: DiffChange) {
        switch change {
        case .added: added += 1
        case .removed: removed += 1
        case .changed: changed += 1
        case .unchanged: unchanged += 1
        }
    }
}

extension GridRow {
    /// Whether a stage marked the row as a change: a mark in a state other than neutral (a diff's
    /// added, removed or changed row; its unchanged rows, shown with `--all`, are neutral).
    public var isChange: Bool { marks.contains { $0.state != nil && $0.state != .neutral } }
}
