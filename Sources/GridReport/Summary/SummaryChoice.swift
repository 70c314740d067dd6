/// Whether the section keys (group-by columns, totals, the groups' order) make a summary rather
/// than sections, and the column a summary pivots: the spec's `summary` and `pivot`, the command's
/// `--summary` and `--pivot`.
public struct SummaryChoice: Sendable, Equatable {
    public var isOn = false
    /// Where the summary was asked, for the errors of options it cannot take.
    public var origin = "summary"
    public var pivot: String?
    public var pivotOrigin = "pivot"

    public init() {}

    /// The choice with `other`'s settings laid over it (the command's over a spec's).
    public func overridden(by other: SummaryChoice?) -> SummaryChoice {
        guard let other else { return self }
        var result = self
        if other.isOn { (result.isOn, result.origin) = (true, other.origin) }
        if let pivot = other.pivot { (result.pivot, result.pivotOrigin) = (pivot, other.pivotOrigin) }
        return result
    }
}

extension SummaryRequest {
    /// The summary that the sections' request asks for when a summary is chosen: its group-by
    /// columns, `--totals`' sums, each total and the groups' order, with `choice`'s pivot.
    public init(sections: SectionRequest, choice: SummaryChoice) {
        self.init()
        groupBy = sections.groupBy
        groupByOrigin = sections.groupByOrigin
        sumNumberColumns = sections.sumNumberColumns
        totals = sections.totals.map(\.aggregate)
        sortGroups = sections.sortGroups
        pivot = choice.pivot
        pivotOrigin = choice.pivotOrigin
    }
}
