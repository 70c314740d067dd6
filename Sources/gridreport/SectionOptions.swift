import ArgumentParser
import GridReport

/// Sections and totals; the same for render, export and inspect.
struct SectionOptions: ParsableArguments {
    @Option(
        name: .customLong("group-by"),
        help: ArgumentHelp(
            "Group rows into sections by these columns (headers or 1-based numbers), outermost first: COL[,COL…].",
            valueName: "columns"))
    var groupBy: String?

    @Flag(help: "A sum of every number column under each section and at the end.")
    var totals = false

    @Option(
        name: .customLong("total"),
        help: ArgumentHelp("A total of one column: COLUMN=sum|avg|min|max|count. Repeatable.", valueName: "column=kind")
    )
    var total: [String] = []

    @Flag(
        name: .customLong("sort-groups"),
        help: "Sections in the order of their values (default: in order of first appearance).")
    var sortGroups = false

    @Flag(help: "Only section headers and totals (a sheet's outline comes collapsed).")
    var collapsed = false

    @Option(name: .customLong("max-groups"), help: "The most distinct groups allowed (default 1,000,000).")
    var maxGroups: Int?

    @Option(
        name: .customLong("max-group-index"),
        help: "The most memory, in MB, the index of an unsorted input's groups may take (default 256).")
    var maxGroupIndex: Int?

    /// The request: the spec's, with what is given here laid over it.
    func request(spec: ReportSpec) throws -> SectionRequest {
        var request = spec.sections ?? SectionRequest()
        if let groupBy {
            request.groupBy = groupBy.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            request.groupByOrigin = "--group-by"
        }
        if totals { request.sumNumberColumns = true }
        for text in total {
            request.totals.append(try TotalRequest.parse(text, origin: "--total"))
        }
        if sortGroups { request.sortGroups = true }
        if collapsed { request.collapsed = true }
        request.maxGroupsOrigin = "--max-groups"
        request.maxIndexBytesOrigin = "--max-group-index"
        if let maxGroups {
            guard maxGroups > 0 else {
                throw GridReportError.usage("--max-groups", "must be a positive number, not \(maxGroups)")
            }
            request.maxGroups = maxGroups
        }
        if let maxGroupIndex {
            guard maxGroupIndex > 0, maxGroupIndex < 1 << 30 else {
                throw GridReportError.usage(
                    "--max-group-index", "must be a positive number of MB, not \(maxGroupIndex)")
            }
            request.maxIndexBytes = maxGroupIndex << 20
        }
        return request
    }

    /// The plan for the report, or nil when nothing is asked.
    func plan(for report: Report, spec: ReportSpec) throws -> SectionPlan? {
        let plan = try SectionPlan.resolve(try request(spec: spec), schema: report.schema)
        report.sectionPlan = plan
        return plan
    }

    /// Sections show every row, so an option that shows a subset (`--limit`, `--scroll`) cannot
    /// come with them.
    static func refuseSubset(_ plan: SectionPlan?, shownBy option: String?) throws {
        guard plan != nil, let option else { return }
        throw GridReportError.usage(
            option, "shows a subset of the rows, and sections (--group-by, --totals) show them all",
            hint: "leave it out to show every row in its section")
    }
}
