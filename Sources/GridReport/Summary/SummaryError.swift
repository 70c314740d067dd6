/// Every mistake in a summary request, and a pivot too wide to draw. The command turns each
/// into a sentence that names its option and an exit code (`reported`).
public enum SummaryError: Error, Sendable, Equatable {
    case notColumnEqualsAggregate(String, origin: String)
    case unknownAggregate(String, origin: String)
    /// `p0`, `p100`: percentiles go from 1 to 99.
    case percentileOutOfRange(Int, origin: String)
    /// A group-by, total or pivot column that does not exist; `suggestion` is the closest title.
    case unknownColumn(String, suggestion: String?, columnCount: Int, origin: String)
    /// An aggregate a column of this type cannot take (`avg` of text, `median` of pictures).
    case notForType(column: String, function: AggregateFunction, type: ColumnType, origin: String)
    /// A pivot without group-by columns, whose rows it would spread.
    case pivotWithoutGroupBy(origin: String, groupByOrigin: String)
    /// A pivot column that is also a group-by column.
    case pivotIsGroupColumn(String, origin: String)
    /// A pivot's cells show one aggregate: more than one total was asked.
    case pivotTakesOneTotal(count: Int, origin: String, totalOrigin: String)
    /// More values in the pivot column than the limit.
    case tooManyPivotValues(count: Int, limit: Int, column: String, origin: String)

    /// The error as the command prints it.
    public var reported: GridReportError {
        switch self {
        case .notColumnEqualsAggregate(let text, let origin):
            return .usage(
                origin, "\"\(TerminalText.sanitize(text))\" is not COLUMN=AGG",
                hint: "for example Delay=avg; aggregates: \(Self.aggregateList)")
        case .unknownAggregate(let name, let origin):
            return .usage(
                origin, "unknown aggregate \"\(TerminalText.sanitize(name))\"",
                hint: "aggregates: \(Self.aggregateList)")
        case .percentileOutOfRange(let n, let origin):
            return .usage(origin, "p\(n) is not a percentile from p1 to p99", hint: "median is p50")
        case .unknownColumn(let name, let suggestion, let count, let origin):
            return GridReportError(
                ShapeError.unknownColumn(name, suggestion: suggestion, columnCount: count, origin: origin))
        case .notForType(let column, let function, let type, let origin):
            let holds = type == .image ? "pictures" : type == .text ? "text" : "\(type.rawValue)s"
            return .usage(
                origin, "column \"\(TerminalText.sanitize(column))\" holds \(holds), which have no \(function.name)",
                hint: type.isTemporal
                    ? "count, distinct, min and max take dates and times" : "count and distinct take any column")
        case .pivotWithoutGroupBy(let origin, let groupByOrigin):
            return .usage(
                origin, "a pivot spreads the groups' rows into columns, and no group-by column is given",
                hint: "add \(groupByOrigin) COLUMN")
        case .pivotIsGroupColumn(let column, let origin):
            return .usage(
                origin, "\"\(TerminalText.sanitize(column))\" is a group-by column, whose values are rows already",
                hint: "pivot a column that is not grouped by")
        case .pivotTakesOneTotal(let count, let origin, let totalOrigin):
            return .usage(
                origin, "a pivot's cells show one aggregate, and \(count) are asked",
                hint: "give one \(totalOrigin) COLUMN=AGG, or none for counts")
        case .tooManyPivotValues(let count, let limit, let column, let origin):
            return .usage(
                origin,
                "\"\(TerminalText.sanitize(column))\" has \(SectionError.grouped(count)) different values, more columns than the \(limit) a pivot takes",
                hint: "pivot a column with fewer values")
        }
    }

    static let aggregateList = AggregateFunction.names.joined(separator: ", ")
}
