/// What the first pass learns about one column, enough to type it and size it without keeping
/// its values.
public struct ColumnProfile: Sendable, Equatable {
    public var name: String
    public var nonMissing = 0
    public var numbers = 0
    public var identifiers = 0
    public var images = 0
    /// The most fraction digits a number in the column shows.
    public var maxFractionDigits = 0
    public var minimum = Double.infinity
    public var maximum = -Double.infinity
    /// The first number seen, as an example for `inspect`.
    public var example: Double?
    /// The widest value as text, in terminal cells (sanitized), and the most lines one value has.
    public var maxTextWidth = 0
    public var maxLines = 1
    /// The widest image placeholder (`▣ stem`).
    public var maxImageWidth = 0
    /// The first line where a value was not a number, for explaining a text column.
    public var firstTextLine: Int?
    /// Whether each number so far is the one before plus 1 (tracked for the first column only,
    /// to find a row index), and the last number seen.
    public var countsUp = true
    public var lastNumber: Double?

    public init(name: String) { self.name = name }

    /// Every value looks like a number, but some would lose digits (`007`, 16+ digits): the
    /// column is text so they keep them.
    public var isIdentifierColumn: Bool {
        identifiers > 0 && numbers + identifiers == nonMissing
    }

    /// Takes in the profile of the values that follow this one's in the file (the next chunk), so
    /// that the result is exactly what one pass over both would give: number and image statistics
    /// count only while every value so far is of that kind, so a later part's count only when
    /// this part's values all were.
    public mutating func append(_ later: ColumnProfile) {
        if numbers + identifiers == nonMissing {
            numbers += later.numbers
            identifiers += later.identifiers
            maxFractionDigits = max(maxFractionDigits, later.maxFractionDigits)
            minimum = min(minimum, later.minimum)
            maximum = max(maximum, later.maximum)
            if let last = lastNumber, let next = later.example, later.numbers > 0, next != last + 1 { countsUp = false }
            countsUp = countsUp && later.countsUp
            lastNumber = later.lastNumber ?? lastNumber
            example = example ?? later.example
        }
        if images == nonMissing {
            images += later.images
            maxImageWidth = max(maxImageWidth, later.maxImageWidth)
        }
        nonMissing += later.nonMissing
        maxTextWidth = max(maxTextWidth, later.maxTextWidth)
        maxLines = max(maxLines, later.maxLines)
        firstTextLine = firstTextLine ?? later.firstTextLine
    }

    /// The type the values call for.
    public var inferredType: ColumnType {
        if nonMissing == 0 { return .text }
        if numbers == nonMissing { return .number }
        if images == nonMissing { return .image }
        return .text
    }
}

/// The result of the first pass over a report.
public struct DataProfile: Sendable, Equatable {
    public var columns: [ColumnProfile]
    public var rowCount: Int
    public var byteCount: Int

    public init(columns: [ColumnProfile], rowCount: Int, byteCount: Int) {
        self.columns = columns
        self.rowCount = rowCount
        self.byteCount = byteCount
    }
}
