import ArgumentParser
import GridReport

/// Sections, totals and summaries; the same for every subcommand that draws a report. With
/// `--summary` the group-by columns, totals and the groups' order make a summary instead of
/// sections.
struct SectionOptions: ParsableArguments {
    @Flag(
        help:
            "One row per group of --group-by (Count, %, then each total), or without --group-by one row per column (what it holds): a report of its own, which --sort, --limit and --select then shape."
    )
    var summary = false

    @Option(
        help: ArgumentHelp(
            "With --summary and --group-by: this column's values become columns, each cell the group's count (or its one --total), with a total column and row.",
            valueName: "column"))
    var pivot: String?

    @Option(
        name: .customLong("group-by"),
        help: ArgumentHelp(
            "Group rows into sections (with --summary: a summary's groups) by these columns (headers or 1-based numbers), outermost first: COL[,COL…].",
            valueName: "columns"))
    var groupBy: String?

    @Flag(help: "A sum of every number column under each section and at the end.")
    var totals = false

    @Option(
        name: .customLong("total"),
        help: ArgumentHelp(
            "A total of one column: COLUMN=sum|avg|min|max|count, and with --summary also distinct, median or pN (p1 to p99). Repeatable.",
            valueName: "column=kind"))
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

    /// The summary chosen: the spec's, with `--summary` and `--pivot` laid over it.
    func summaryChoice(spec: ReportSpec) -> SummaryChoice {
        var given = SummaryChoice()
        if summary { (given.isOn, given.origin) = (true, "--summary") }
        if let pivot { (given.pivot, given.pivotOrigin) = (pivot, "--pivot") }
        return (spec.summary ?? SummaryChoice()).overridden(by: given)
    }

    /// The summary asked for, or nil when sections are (or nothing is). Options that only
    /// sections have are refused with it, as a pivot without a summary is.
    func summaryRequest(spec: ReportSpec) throws -> SummaryRequest? {
        let choice = summaryChoice(spec: spec)
        guard choice.isOn else {
            guard choice.pivot == nil else {
                throw GridReportError.usage(
                    choice.pivotOrigin, "spreads a summary's groups into columns, and no summary is asked",
                    hint: "add --summary")
            }
            return nil
        }
        let sectionOnly: [(Bool, String)] = [
            (collapsed, "--collapsed"), (!collapsed && spec.sections?.collapsed == true, "collapsed"),
            (maxGroups != nil, "--max-groups"), (maxGroupIndex != nil, "--max-group-index"),
        ]
        if let (_, option) = sectionOnly.first(where: \.0) {
            throw GridReportError.usage(
                option, "is for sections, and a summary has none",
                hint: "leave it out, or ask for sections instead of a summary")
        }
        return SummaryRequest(sections: try request(spec: spec, summary: true), choice: choice)
    }

    /// The request: the spec's, with what is given here laid over it. `summary`: the totals
    /// may be any aggregate, and a mistake in one is said as a summary's.
    func request(spec: ReportSpec, summary: Bool = false) throws -> SectionRequest {
        var request = spec.sections ?? SectionRequest()
        if summary && request.groupBy.isEmpty { request.groupByOrigin = "--group-by" }
        if let groupBy {
            request.groupBy = groupBy.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            request.groupByOrigin = "--group-by"
        }
        if totals { request.sumNumberColumns = true }
        for text in total {
            if summary {
                do throws(SummaryError) {
                    let aggregate = try AggregateRequest.parse(text, origin: "--total")
                    request.totals.append(
                        TotalRequest(column: aggregate.column, function: aggregate.function, origin: "--total"))
                } catch {
                    throw error.reported
                }
            } else {
                request.totals.append(try TotalRequest.parse(text, origin: "--total"))
            }
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

    /// For a subcommand that draws no sections (`drawer`: "the viewer", "a handoff"): these
    /// options only with a summary. True when a summary is asked.
    func summaryOnly(spec: ReportSpec, drawer: String) throws -> Bool {
        if try summaryRequest(spec: spec) != nil { return true }
        let given: [(Bool, String)] = [
            (groupBy != nil, "--group-by"), (totals, "--totals"), (!total.isEmpty, "--total"),
            (sortGroups, "--sort-groups"), (collapsed, "--collapsed"), (maxGroups != nil, "--max-groups"),
            (maxGroupIndex != nil, "--max-group-index"),
        ]
        if let (_, option) = given.first(where: \.0) {
            throw GridReportError.usage(
                option, "\(drawer) shows no sections, so here it applies to a summary only", hint: "add --summary")
        }
        return false
    }

    /// The plan for the report, or nil when nothing is asked.
    func plan(for report: Report, spec: ReportSpec) throws -> SectionPlan? {
        let plan = try SectionPlan.resolve(
            try request(spec: spec), schema: report.schema,
            groupSchema: report.isMadeByStage ? nil : report.rows.fullSchema)
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
