/// One aggregate of one column, running over a group's rows (or a section's, or the whole
/// report's): the value a section's total and a summary's column both keep.
///
/// Missing values are skipped. A count counts every other value; sums, averages and the least
/// and greatest take numbers (and the least and greatest, dates and times, by their serials);
/// a sum is exact in decimal (`ExactSum`). Distinct counts and percentiles keep the group's
/// values: they grow with the distinct values, and percentiles with the rows, so their owner
/// spills them past a budget (`KeptValueSpill`) and settles them from the spilled runs.
public struct Aggregator: Sendable, Equatable {
    public let function: AggregateFunction
    /// The non-missing values seen.
    public private(set) var count = 0
    private(set) var sum: ExactSum
    private var minimum = Double.infinity
    private var maximum = -Double.infinity
    /// The least and greatest dates, when the values are dates.
    private var minimumDate: DateItem?
    private var maximumDate: DateItem?
    /// The numbers, for a percentile.
    private var numbers: [Double] = []
    /// The different values, for a distinct count.
    private var seen: Set<ItemKey> = []
    /// About how many bytes the numbers and values kept take.
    private(set) var keptBytes = 0
    /// A percentile or distinct count settled from spilled values.
    private var settled: Double?

    /// `fractionDigits`: the most fraction digits the column's values are written with (the
    /// units its sum is kept in; see `ExactSum`).
    public init(_ function: AggregateFunction, fractionDigits: Int = 0) {
        self.function = function
        sum = ExactSum(fractionDigits: fractionDigits)
    }

    @inline(__always)
    public mutating func add(_ item: GridItem) {
        switch item {
        case .number(let value):
            count += 1
            switch function {
            case .sum, .avg: sum.add(value)
            case .min: if value < minimum { minimum = value }
            case .max: if value > maximum { maximum = value }
            case .count: break
            case .percentile:
                numbers.append(value)
                keptBytes += 8
            case .distinct:
                keep(item)
            }
        case .empty:
            return
        case .date(let date):
            count += 1
            switch function {
            case .min:
                if date.serial < minimumDate?.serial ?? .infinity { minimumDate = date }
            case .max:
                if date.serial > maximumDate?.serial ?? -.infinity { maximumDate = date }
            case .distinct: keep(item)
            default: break
            }
        case .text, .header, .image:
            count += 1
            if case .distinct = function { keep(item) }
        }
    }

    private mutating func keep(_ item: GridItem) {
        guard seen.insert(ItemKey(item)).inserted else { return }
        // A set's entry with its share of the table; text past 15 bytes is stored apart.
        keptBytes += 48
        if case .text(let text) = item, text.utf8.count > 15 { keptBytes += 32 + text.utf8.count }
    }

    /// Whether it keeps values (a percentile or a distinct count).
    var keepsValues: Bool { function.keepsValues }

    /// Writes the values kept, in order, to `run` as `slot`'s, and lets them go.
    mutating func spill(slot: UInt64, to run: inout KeptValueSpill.Run) throws {
        switch function {
        case .percentile:
            for number in numbers.sorted() { try run.append(slot: slot) { KeptValue.append(.number(number), to: &$0) } }
            numbers = []
        case .distinct:
            for key in seen.map({ KeptValue.bytes($0.item) }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                try run.append(slot: slot) { $0.append(contentsOf: key) }
            }
            seen = []
        default:
            return
        }
        keptBytes = 0
    }

    /// Takes the value a spill's merge settled (`KeptValueSpill.settle`).
    mutating func settle(_ value: Double) { settled = value }

    /// Takes in another's values (of the same column and function): a pivot's margins made from
    /// its cells. Not for the aggregates that keep values (see `keepsValues`).
    mutating func add(_ other: Aggregator) {
        precondition(!keepsValues, "a percentile or distinct count is not merged")
        count += other.count
        sum.add(other.sum)
        minimum = Swift.min(minimum, other.minimum)
        maximum = Swift.max(maximum, other.maximum)
        if let date = other.minimumDate, date.serial < minimumDate?.serial ?? .infinity { minimumDate = date }
        if let date = other.maximumDate, date.serial > maximumDate?.serial ?? -.infinity { maximumDate = date }
    }

    /// The aggregate as a number: nil where there was no value to average, to take the least or
    /// greatest or a percentile of (a sum of nothing is 0, a count of nothing 0), or where the
    /// least or greatest is a date (see `item`). A sum is the double nearest its exact decimal.
    public var value: Double? {
        switch function {
        case .sum: return sum.value
        case .count: return Double(count)
        case .avg: return count == 0 ? nil : sum.value / Double(count)
        case .min: return count == 0 || minimumDate != nil ? nil : minimum
        case .max: return count == 0 || maximumDate != nil ? nil : maximum
        case .distinct: return settled ?? Double(seen.count)
        case .percentile(let n): return settled ?? Self.percentile(n, of: numbers)
        }
    }

    /// The aggregate as a cell: a number, the least or greatest date, or empty.
    public var item: GridItem {
        switch function {
        case .min where minimumDate != nil: return .date(minimumDate!)
        case .max where maximumDate != nil: return .date(maximumDate!)
        default: return value.map(GridItem.number) ?? .empty
        }
    }

    /// The `n`th percentile of `values` as numpy's `percentile(method='linear')` computes it
    /// (Excel's `PERCENTILE.INC`, the same interpolation): the rank (count - 1) × n/100 between
    /// the two values around it, interpolated from the nearer end so the result is the one
    /// numpy gives to the last bit.
    static func percentile(_ n: Int, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let ranks = Ranks(n, count: sorted.count)
        return ranks.interpolate(sorted[ranks.lower], sorted[ranks.upper])
    }

    /// Where the `n`th percentile of `count` sorted values lies: between the values at `lower`
    /// and `upper`, a fraction `t` of the way.
    struct Ranks {
        let lower: Int
        let upper: Int
        let t: Double

        init(_ n: Int, count: Int) {
            let rank = Double(count - 1) * (Double(n) / 100)
            let below = rank.rounded(.down)
            lower = Int(below)
            upper = Swift.min(lower + 1, count - 1)
            t = rank - below
        }

        func interpolate(_ a: Double, _ b: Double) -> Double {
            let difference = b - a
            return t >= 0.5 ? b - difference * (1 - t) : a + difference * t
        }
    }
}
