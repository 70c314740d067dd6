/// What a user asks of a summary, with columns named as they named them (a title or a 1-based
/// number) and, for errors, where they said it (an option or a spec file's place).
public struct SummaryRequest: Sendable, Equatable {
    /// Group-by columns: one summary row per combination of their values. None: the column
    /// profile, or one row over all rows when totals are asked.
    public var groupBy: [String] = []
    public var groupByOrigin = "group-by"
    /// A sum for every number column that is not a group-by column, as sections' totals.
    public var sumNumberColumns = false
    /// Each `COLUMN=AGG`, in the order given.
    public var totals: [AggregateRequest] = []
    /// Groups (and a pivot's columns) by value instead of in order of first appearance.
    public var sortGroups = false
    /// The column whose values become columns.
    public var pivot: String?
    public var pivotOrigin = "pivot"
    /// The most values a pivot may spread into columns.
    public var maxPivotColumns = SummaryRequest.defaultMaxPivotColumns

    public static let defaultMaxPivotColumns = 256

    public init() {}
}

/// `COLUMN=AGG`, as a totals option or a spec's `total:` says it.
public struct AggregateRequest: Sendable, Equatable {
    public var column: String
    public var function: AggregateFunction
    public var origin: String

    public init(column: String, function: AggregateFunction, origin: String) {
        self.column = column
        self.function = function
        self.origin = origin
    }

    /// Reads `Delay=p90`; the column is everything before the last `=`.
    public static func parse(_ text: String, origin: String) throws(SummaryError) -> AggregateRequest {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw .notColumnEqualsAggregate(text, origin: origin)
        }
        let function: AggregateFunction
        do throws(AggregateNameError) {
            function = try AggregateFunction.parse(String(text[text.index(after: equals)...]))
        } catch {
            switch error {
            case .unknown(let name): throw .unknownAggregate(name, origin: origin)
            case .percentileOutOfRange(let n): throw .percentileOutOfRange(n, origin: origin)
            }
        }
        return AggregateRequest(column: String(text[..<equals]), function: function, origin: origin)
    }
}
