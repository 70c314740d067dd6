/// The profile of rows typed already (a store's, `RowStore`): what the first pass learns of a
/// file's records, learnt from items instead of text, so that the widths, alignment and formats
/// of a report made by a stage follow its values as a file's do. A number's digits are those of
/// its shortest form (`ShortestDecimal`), as a number written that way would have.
public enum RowProfiler {
    public static func profile(_ store: any RowStore, schema: Schema) throws -> DataProfile {
        var profiler = Rows(schema: schema)
        try store.forEachBatch(from: 0) { rows in
            for row in rows { profiler.add(row) }
            return true
        }
        return profiler.profile
    }

    /// The profile learnt a row at a time: for a stage that makes its rows in one pass and keeps
    /// them nowhere it could read twice cheaply (a diff's merge, spilled as it goes).
    struct Rows {
        private let schema: Schema
        private var columns: [ColumnProfile]
        private var count = 0

        init(schema: Schema) {
            self.schema = schema
            columns = schema.columns.map { ColumnProfile(name: $0.name) }
        }

        mutating func add(_ row: GridRow) {
            for (index, item) in row.items.enumerated() where index < columns.count {
                note(item, type: schema.columns[index].type, into: &columns[index], isFirstColumn: index == 0)
            }
            count += 1
        }

        var profile: DataProfile { DataProfile(columns: columns, rowCount: count, byteCount: 0) }
    }

    static func note(_ item: GridItem, type: ColumnType, into column: inout ColumnProfile, isFirstColumn: Bool) {
        if item.isEmpty { return }
        column.nonMissing += 1
        switch item {
        case .number(let value):
            noteNumber(value, into: &column, isFirstColumn: isFirstColumn)
            return
        case .date(let date):
            switch type {
            case .time: column.times += 1
            case .dateTime: column.dateTimes += 1
            default: column.dates += 1
            }
            if column.dateExample == nil { column.dateExample = date.text }
            noteText(date.text, into: &column)
        case .image(let image):
            column.images += 1
            let width = TerminalText.displayWidth(ImagePlaceholder.text(for: image))
            if width > column.maxImageWidth { column.maxImageWidth = width }
            noteText(image.reference, into: &column)
        case .text(let text), .header(let text):
            noteText(text, into: &column)
        case .empty:
            return
        }
        if column.firstTextLine == nil { column.firstTextLine = 0 }
    }

    /// `note` of a number column's cell whose value is `value`, empty when it is not finite.
    @inline(__always)
    static func note(number value: Double, into column: inout ColumnProfile) {
        guard value.isFinite else { return }
        column.nonMissing += 1
        noteNumber(value, into: &column, isFirstColumn: false)
    }

    private static func noteText(_ text: String, into column: inout ColumnProfile) {
        if column.firstValue == nil { column.firstValue = text }
        let measure = TextMeasure.measure(text)
        if measure.width > column.maxTextWidth { column.maxTextWidth = measure.width }
        if measure.lines > column.maxLines { column.maxLines = measure.lines }
    }

    private static func noteNumber(_ value: Double, into column: inout ColumnProfile, isFirstColumn: Bool) {
        column.numbers += 1
        column.numberTraits.note(value)
        if ShortestDecimal.isExtreme(value) {
            column.noteExtreme(value)
        } else {
            // Its digits are not made: their number and place are what is noted.
            let (digits, exponent) =
                ShortestDecimal.fixedLayout(value)
                ?? {
                    let decimal = ShortestDecimal(value)
                    return (decimal.fractionDigits, decimal.exponent)
                }()
            if digits > column.maxFractionDigits { column.maxFractionDigits = digits }
            if digits < column.minFractionDigits { column.minFractionDigits = digits }
            if value < column.minimum { column.minimum = value }
            if value > column.maximum { column.maximum = value }
            // As written plainly: a sign, the integer digits, a point and the fraction.
            let width = (value.sign == .minus && value != 0 ? 1 : 0) + max(1, exponent) + (digits > 0 ? 1 + digits : 0)
            if width > column.maxTextWidth { column.maxTextWidth = width }
        }
        if column.example == nil { column.example = value }
        if isFirstColumn {
            if let last = column.lastNumber, value != last + 1 { column.countsUp = false }
            column.lastNumber = value
        }
    }
}
