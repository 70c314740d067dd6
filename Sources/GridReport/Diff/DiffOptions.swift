/// How two reports are compared.
public struct DiffOptions: Sendable, Equatable {
    /// The key columns by title or number, as written; nil: the first column unique and
    /// non-empty in both, else whole rows.
    public var key: [String]?
    /// Where the key was said (the flag as the command names it, or a spec's place).
    public var keyOrigin: String
    /// Text compared without regard to case (key values still match exactly).
    public var ignoreCase: Bool
    /// Both inputs are in key order already (text by code point): no sort, the order is checked
    /// as the rows are read.
    public var sorted: Bool
    /// The most bytes each sort holds before it spills a run to disk.
    public var sortBudget: Int

    public init(
        key: [String]? = nil, keyOrigin: String = "key", ignoreCase: Bool = false, sorted: Bool = false,
        sortBudget: Int = Report.defaultSortBudget
    ) {
        self.key = key
        self.keyOrigin = keyOrigin
        self.ignoreCase = ignoreCase
        self.sorted = sorted
        self.sortBudget = sortBudget
    }
}
