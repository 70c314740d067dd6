/// How the cells of a column matched in both reports are compared: as the type both give it —
/// numbers by value (`1.50` = `1.5`), dates, times and date-times by their serial whatever the
/// pattern they were written in — or as text when the two type it differently (a number in one,
/// text in the other), or when both hold text or pictures. A missing value equals only a missing
/// value.
public enum DiffComparison: String, Sendable, Equatable {
    case number, temporal, text

    /// What two columns of these types are compared as.
    init(old: ColumnType, new: ColumnType) {
        switch (old, new) {
        case (.number, .number): self = .number
        case _ where old.isTemporal && new.isTemporal: self = .temporal
        default: self = .text
        }
    }

    /// Whether the two columns' types differ in a way that makes their cells compared as text.
    static func typedDifferently(_ old: ColumnType, _ new: ColumnType) -> Bool {
        DiffComparison(old: old, new: new) == .text
            && (old == .number || new == .number || old.isTemporal != new.isTemporal)
    }

    /// Whether `old` and `new` hold the same value; text compared without case when `ignoreCase`.
    func same(_ old: GridItem, _ new: GridItem, ignoreCase: Bool) -> Bool {
        switch (old, new) {
        case (.empty, .empty): return true
        case (.empty, _), (_, .empty): return false
        case (.number(let a), .number(let b)) where self != .text: return a == b
        case (.date(let a), .date(let b)) where self != .text: return a.serial == b.serial
        // A column typed a number in one report and text in the other: its text equals a
        // number when it is that number written otherwise (`399.00` and 399).
        case (.number(let value), .text(let text)), (.text(let text), .number(let value)):
            return Self.readsAsNumber(text) == value
        default:
            let a = Self.text(of: old)
            let b = Self.text(of: new)
            return a == b || (ignoreCase && FoldedText.equals(a, b.lowercased()))
        }
    }

    /// `text` as a plain decimal number (`-1.50`, `2e3`), nil when it is anything else.
    private static func readsAsNumber(_ text: String) -> Double? {
        guard
            text.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 }
            )
        else { return nil }
        return Double(text)
    }

    /// A cell's value as text: a number in its shortest faithful form, a date as written.
    static func text(of item: GridItem) -> String {
        switch item {
        case .text(let text), .header(let text): return text
        case .number(let value):
            // Swift's shortest form, without a fraction for whole numbers (`3`, not `3.0`).
            return value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : value.description
        case .date(let date): return date.text
        case .image(let image): return image.reference
        case .empty: return ""
        }
    }
}
