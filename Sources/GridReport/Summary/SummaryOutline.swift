/// What `inspect` says of a report a summary made: its form, its groups and each aggregate, named
/// by the columns of the report it summarized (which the summary's own schema no longer has).
public struct SummaryOutline: Sendable, Equatable, Encodable {
    /// One computed column (or, in a pivot, what every cell holds): the column summarized (nil
    /// for the groups' rows), the aggregate's name (`count`, `share`, `avg`, `p90`…) and the
    /// title it shows under (nil for a pivot's cells, titled by their values).
    public struct Aggregate: Sendable, Equatable, Encodable {
        public var column: String?
        public var aggregate: String
        public var title: String?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(column, forKey: .column)
            try container.encode(aggregate, forKey: .aggregate)
            try container.encode(title, forKey: .title)
        }

        enum Key: String, CodingKey { case column, aggregate, title }
    }

    /// `groups`, `profile` or `pivot`.
    public var form: String
    public var groupBy: [String]
    public var pivot: String?
    public var sortGroups: Bool
    public var aggregates: [Aggregate]
    /// Sparklines computed after the summary from its columns (`Trend=Jan..Mar`), as written.
    public var sparklines: [String] = []

    public init(plan: SummaryPlan, schema: Schema) {
        let name = { (column: Int) in schema.columns[column].shownName }
        groupBy = plan.groupColumns.map(name)
        sortGroups = plan.sortGroups
        let totals = plan.totals.map {
            Aggregate(
                column: name($0.column), aggregate: $0.function.name, title: "\(name($0.column)) (\($0.function.name))")
        }
        switch plan.form {
        case .groups:
            form = "groups"
            aggregates =
                [
                    Aggregate(column: nil, aggregate: "count", title: "Count"),
                    Aggregate(column: nil, aggregate: "share", title: "%"),
                ]
                + totals
        case .profile:
            form = "profile"
            aggregates = ["count", "missing", "distinct", "min", "max", "mean", "median"].map {
                Aggregate(column: nil, aggregate: $0, title: $0.prefix(1).uppercased() + $0.dropFirst())
            }
        case .pivot(let column):
            form = "pivot"
            pivot = name(column)
            let cell = plan.pivotTotal.map {
                Aggregate(column: name($0.column), aggregate: $0.function.name, title: nil)
            }
            aggregates = [cell ?? Aggregate(column: nil, aggregate: "count", title: nil)]
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(form, forKey: .form)
        try container.encode(groupBy, forKey: .groupBy)
        try container.encode(pivot, forKey: .pivot)
        try container.encode(sortGroups, forKey: .sortGroups)
        try container.encode(aggregates, forKey: .aggregates)
        if !sparklines.isEmpty { try container.encode(sparklines, forKey: .sparklines) }
    }

    enum Key: String, CodingKey { case form, groupBy, pivot, sortGroups, aggregates, sparklines }

    /// One line: `summary: one row per group of Carrier (in order of first appearance): Count, %,
    /// Delay (avg)`, then the sparklines drawn after it from its columns.
    public var sentence: String {
        let drawn = sparklines.map { TerminalText.sanitize($0) }.joined(separator: ", ")
        return sparklines.isEmpty
            ? aggregation : aggregation + "; then, from the summary's columns, the sparklines " + drawn
    }

    /// The sentence of the summary's own columns.
    private var aggregation: String {
        let groups = groupBy.map(TerminalText.sanitize).joined(separator: " › ")
        let order = sortGroups ? "sorted by value" : "in order of first appearance"
        let titles = aggregates.compactMap(\.title).map(TerminalText.sanitize).joined(separator: ", ")
        switch form {
        case "profile":
            return "summary: the column profile, one row per column: \(titles)"
        case "pivot":
            let cell =
                aggregates.first.map { aggregate in
                    aggregate.column.map { "\(TerminalText.sanitize($0)) \(aggregate.aggregate)" } ?? "the rows' count"
                } ?? "the rows' count"
            return
                "summary: a pivot of \(TerminalText.sanitize(pivot ?? "")) (its values as columns, \(order)) by \(groups), each cell \(cell), with a total column and row"
        default:
            guard !groupBy.isEmpty else { return "summary: one row of all rows: \(titles)" }
            return "summary: one row per group of \(groups) (\(order)): \(titles)"
        }
    }
}
