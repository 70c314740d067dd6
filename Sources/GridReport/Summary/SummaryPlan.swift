/// One column of a summary's aggregates: a column of the report and what is computed of it.
public struct SummaryTotal: Sendable, Equatable, Hashable {
    public var column: Int
    public var function: AggregateFunction

    public init(column: Int, function: AggregateFunction) {
        self.column = column
        self.function = function
    }
}

/// A summary request resolved against a report's columns.
public struct SummaryPlan: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        /// One row per group: the group-by columns, `Count`, `%`, then the totals.
        case groups
        /// One row per column of the report: what it holds (no group-by, no totals).
        case profile
        /// One row per group, a column per value of `column`, a total column and row.
        case pivot(column: Int)
    }

    public var form: Form
    public var groupColumns: [Int]
    /// `--totals`' sums in column order, then each asked total in the order given (once each).
    public var totals: [SummaryTotal]
    public var sortGroups: Bool
    public var maxPivotColumns: Int
    /// Where the pivot was asked, for its limit's error.
    public var pivotOrigin: String

    /// The cells of a pivot: its one total, or the groups' row counts (nil).
    public var pivotTotal: SummaryTotal? { totals.first }

    public static func resolve(_ request: SummaryRequest, schema: Schema) throws(SummaryError) -> SummaryPlan {
        let names = schema.columns.map(\.name)
        func index(_ name: String, origin: String) throws(SummaryError) -> Int {
            guard let found = ColumnLookup.index(of: name, in: names) else {
                throw .unknownColumn(
                    name, suggestion: ColumnLookup.closest(to: name, in: names), columnCount: names.count,
                    origin: origin)
            }
            return found
        }
        var groups: [Int] = []
        for name in request.groupBy {
            let column = try index(name, origin: request.groupByOrigin)
            if !groups.contains(column) { groups.append(column) }
        }
        var totals: [SummaryTotal] = []
        if request.sumNumberColumns {
            // The columns sections sum: no years, no identifiers.
            for column in schema.columns
            where column.type == .number && column.numberReading == nil && !groups.contains(column.index)
                && IdentifierTitle.codeWord(column.name) == nil
            {
                totals.append(SummaryTotal(column: column.index, function: .sum))
            }
        }
        for total in request.totals {
            let column = try index(total.column, origin: total.origin)
            let type = schema.columns[column].type
            guard total.function.accepts(type) else {
                throw .notForType(column: names[column], function: total.function, type: type, origin: total.origin)
            }
            let resolved = SummaryTotal(column: column, function: total.function)
            if !totals.contains(resolved) { totals.append(resolved) }
        }
        var form = Form.groups
        if let pivot = request.pivot {
            let column = try index(pivot, origin: request.pivotOrigin)
            guard !groups.isEmpty else {
                throw .pivotWithoutGroupBy(origin: request.pivotOrigin, groupByOrigin: request.groupByOrigin)
            }
            guard !groups.contains(column) else {
                throw .pivotIsGroupColumn(names[column], origin: request.pivotOrigin)
            }
            guard totals.count <= 1 else {
                throw .pivotTakesOneTotal(
                    count: totals.count, origin: request.pivotOrigin,
                    totalOrigin: request.totals.first?.origin ?? "total")
            }
            form = .pivot(column: column)
        } else if groups.isEmpty && totals.isEmpty {
            form = .profile
        }
        return SummaryPlan(
            form: form, groupColumns: groups, totals: totals, sortGroups: request.sortGroups,
            maxPivotColumns: request.maxPivotColumns, pivotOrigin: request.pivotOrigin)
    }
}
