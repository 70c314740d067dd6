import GridReport

/// How one column goes into the sheet, worked out once so that the per-cell path only looks up.
struct ColumnPlan {
    var name: String
    var horizontal: HorizontalAlignment
    /// The Excel format code for the column's numbers; nil writes them as formatted text (spell-out).
    var numberFormatCode: String?
    /// Formats numbers as text: for spell-out columns, and for values Excel cannot store (NaN, ∞).
    var renderer: NumberRenderer
    var placesImages: Bool
    /// A text column (the theme's first text item is the first of them).
    var isText: Bool
    /// Times of day alone: their serials are fractions of a day, not dates of 1899.
    var isTimeOfDay: Bool
    /// Width in pixels; nil leaves Excel's default.
    var pixels: Int?
    var hidden: Bool
    /// Characters a line of the column holds; text wider than this wraps. `Int.max`: never by width.
    var lineCapacity: Int
    /// The Excel code exists but libxlsxwriter would cut it; the numbers go in as text instead.
    var formatCodeTooLong: Bool
    /// Numbers show their own shortest digits: each cell gets the format of its kind of value.
    var shortestDigits: Bool
    var grouping: Bool
    /// A text column of a workbook's records whose numbers and dates came from number and date
    /// cells (`RecordCellTypes`): they go in as numbers and dates, as the source had them.
    var keepsCellTypes = false
    /// Starts one indent in: a left-aligned column right after a right-aligned one, whose values
    /// would otherwise touch it in print (`$2,605.90 USD`, `RevPARSource`), as the sheet has no
    /// cell padding of its own.
    var indent = false

    /// libxlsxwriter keeps format codes in a 128-byte field and silently cuts longer ones.
    static let maximumFormatCodeBytes = 127

    /// Excel's default column, 8.43 characters of Calibri 11.
    static let defaultPixels = 64
    /// Excel's widest column, 255 characters.
    static let maximumPixels = 255 * 7 + 5

    /// `renderer` formats `column.format` (or the default format); columns with the same format share one.
    init(column: Column, renderer: NumberRenderer, points: Double?, mayWrap: Bool) {
        name = column.name
        horizontal = column.effectiveAlignment
        (numberFormatCode, formatCodeTooLong) = Self.usable(
            ExcelDateFormat.code(for: column) ?? ExcelNumberFormat.code(for: renderer.format))
        self.renderer = renderer
        shortestDigits = renderer.format.shortestDigits != nil
        grouping = renderer.format.grouping ?? true
        placesImages = column.type == .image
        isText = column.type == .text
        isTimeOfDay = column.type == .time
        if let points {
            // Points to pixels at 96 dpi, 4/3; 0 hides the column.
            hidden = points <= 0 || column.isHidden
            pixels = hidden ? 0 : CheckedInteger.clamped(points * 4 / 3, to: 1...Self.maximumPixels)
        } else {
            hidden = column.isHidden
            pixels = hidden ? 0 : nil
        }
        // Excel fits (pixels − 5) / 7 characters of its default font in a column.
        if let pixels, mayWrap, !hidden {
            lineCapacity = max(1, (pixels - 5) / 7)
        } else {
            lineCapacity = .max
        }
    }

    /// The code when libxlsxwriter can store it whole; nil (numbers as text) when it cannot.
    static func usable(_ code: String?) -> (code: String?, tooLong: Bool) {
        guard let code, code.utf8.count > maximumFormatCodeBytes else { return (code, false) }
        return (nil, true)
    }

    var cellWidthPixels: Int { pixels ?? Self.defaultPixels }

    var traits: ColumnTraits {
        ColumnTraits(
            lineCapacity: lineCapacity, numbersAsText: numberFormatCode == nil, shortestDigits: shortestDigits,
            keepsCellTypes: keepsCellTypes)
    }
}

/// What the per-cell path needs of a column, free of references so that reading it costs nothing.
struct ColumnTraits {
    var lineCapacity: Int
    var numbersAsText: Bool
    var shortestDigits: Bool
    var keepsCellTypes: Bool

    /// Whether text takes more than one line here: it holds a line break, or is wider than the column.
    @inline(__always)
    func isMultiLine(_ text: String, _ scan: TextScan) -> Bool {
        if scan.contains(.lineBreak) { return true }
        // UTF-8 bytes never undercount display cells, so short byte counts settle it cheaply.
        guard text.utf8.count > lineCapacity else { return false }
        // Only what Excel keeps (32,767 UTF-16 units, so no more code points) can make the cell
        // wrap; a 16 MB value, or one cluster of millions of combining marks, is not measured whole.
        let kept =
            text.utf8.count > ExcelText.maximumLength
            ? String(text.unicodeScalars.prefix(ExcelText.maximumLength)) : text
        return TerminalText.displayWidth(kept, exceeds: lineCapacity)
    }
}
