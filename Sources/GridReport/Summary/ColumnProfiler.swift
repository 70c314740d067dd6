/// What one column holds, over every row: the row of a column profile (`Column`, `Type`,
/// `Count`, `Missing`, `Distinct`, `Min`, `Max`, `Mean`, `Median`, as csvstat and `qsv stats`).
struct ColumnProfiler {
    let column: Column
    private(set) var missing = 0
    private var distinct = Aggregator(.distinct)
    private var minimum: Aggregator
    private var maximum: Aggregator
    private var mean: Aggregator
    private var median = Aggregator(.median)
    /// Text's least and greatest, by the locale's collation, with their sort keys.
    private var leastText: (text: String, key: [UInt8])?
    private var greatestText: (text: String, key: [UInt8])?
    private var key: [UInt8] = []

    init(_ column: Column, fractionDigits: Int) {
        self.column = column
        minimum = Aggregator(.min, fractionDigits: fractionDigits)
        maximum = Aggregator(.max, fractionDigits: fractionDigits)
        mean = Aggregator(.avg, fractionDigits: fractionDigits)
    }

    /// Adds a value; what its distinct count and median come to keep is added to `held`.
    mutating func add(_ item: GridItem, collation: Collation, held: inout Int) {
        let before = distinct.keptBytes + median.keptBytes
        defer { held += distinct.keptBytes + median.keptBytes - before }
        switch item {
        case .empty:
            missing += 1
            return
        case .number:
            mean.add(item)
            median.add(item)
            minimum.add(item)
            maximum.add(item)
        case .date:
            minimum.add(item)
            maximum.add(item)
        case .text(let text):
            key.removeAll(keepingCapacity: true)
            collation.appendKey(of: text, to: &key)
            if leastText.map({ key.lexicographicallyPrecedes($0.key) }) ?? true { leastText = (text, key) }
            if greatestText.map({ $0.key.lexicographicallyPrecedes(key) }) ?? true { greatestText = (text, key) }
        case .header, .image:
            break
        }
        distinct.add(item)
    }

    /// Writes the values its distinct count and median keep to `run`, as the slots of `slot`
    /// and `slot + 1`.
    mutating func spill(slot: UInt64, to run: inout KeptValueSpill.Run) throws {
        try distinct.spill(slot: slot, to: &run)
        try median.spill(slot: slot + 1, to: &run)
    }

    /// The function and the count of values of its slot `offset` (0 or 1, see `spill`).
    func slot(_ offset: UInt64) -> (function: AggregateFunction, count: Int) {
        offset == 0 ? (distinct.function, distinct.count) : (median.function, median.count)
    }

    mutating func settle(_ offset: UInt64, _ value: Double) {
        if offset == 0 { distinct.settle(value) } else { median.settle(value) }
    }

    /// The profile's row for the column: min and max as the column shows them.
    func items() -> [GridItem] {
        let count = distinct.count
        var least = GridItem.empty
        var greatest = GridItem.empty
        switch column.type {
        case .number:
            let renderer = column.format.map(NumberRenderer.init)
            func shown(_ value: Double?) -> GridItem {
                guard let value else { return .empty }
                return .text(renderer?.string(value) ?? value.description)
            }
            least = shown(minimum.value)
            greatest = shown(maximum.value)
        case .date, .time, .dateTime:
            func shown(_ item: GridItem) -> GridItem {
                guard case .date(let date) = item else { return .empty }
                return .text(column.dateDisplay?.write(date.serial) ?? date.text)
            }
            least = shown(minimum.item)
            greatest = shown(maximum.item)
        case .text:
            least = leastText.map { .text($0.text) } ?? .empty
            greatest = greatestText.map { .text($0.text) } ?? .empty
        case .image:
            break
        }
        let numbers = column.type == .number
        return [
            .text(column.shownName), .text(column.type.rawValue), .number(Double(count)), .number(Double(missing)),
            .number(distinct.value ?? 0), least, greatest, numbers ? mean.item : .empty, numbers ? median.item : .empty,
        ]
    }

    /// The profile's columns; `fractionDigits` is the most any number column is written with,
    /// two more of which its means and medians show.
    static func columns(locale: String, fractionDigits: Int) -> [Column] {
        let digits = min(fractionDigits + 2, 6)
        let measure = NumberFormat(
            style: .decimal, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: digits, grouping: true)
        return [
            Column(index: 0, name: "Column", type: .text), Column(index: 1, name: "Type", type: .text),
            SummaryColumns.count("Count", at: 2, locale: locale),
            SummaryColumns.count("Missing", at: 3, locale: locale),
            SummaryColumns.count("Distinct", at: 4, locale: locale), Column(index: 5, name: "Min", type: .text),
            Column(index: 6, name: "Max", type: .text), Column(index: 7, name: "Mean", type: .number, format: measure),
            Column(index: 8, name: "Median", type: .number, format: measure),
        ]
    }
}
