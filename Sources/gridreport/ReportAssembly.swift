import Foundation
import GridReport

/// The way from a subcommand's options to what it draws, made once and drawn by every subcommand
/// (render, view, export, preview, handoff, inspect): the effective spec, then for each input the
/// report through every stage (read, shaped), and what is resolved against the report's columns
/// (status rules, sections, bindings, key columns). A new stage is added here, once, for all of
/// them; each subcommand only says which of the parts it takes.
struct ReportAssembly {
    /// The spec file with the command line laid over it, read once.
    let effective: EffectiveSpec
    /// The widths given (`--widths`, or the sheet's), checked against each report's columns.
    var widths: [ColumnWidth]?
    /// The first rows kept (`--limit`), when a sort can stop at them.
    var limit: Int?
    /// The status rules read, checked against each report's columns; empty where none apply.
    var rules: [StatusRule] = []
    /// The bars, scales and icons read, resolved against each report's columns and range; empty
    /// where none apply.
    var encodings: [EncodingRule] = []
    /// The chart asked for, checked against each report's columns; nil for none.
    var chart: ChartRequest?
    /// The sections asked for; nil where the subcommand draws none.
    var sections: SectionOptions?
    /// `--bind` as given (the default bindings where the subcommand takes none).
    var bindOptions: [String] = []
    /// `--key` as given.
    var keyNames: [String] = []
    /// `--diff OLD`: the report becomes the diff of OLD and the input (see `diffed`).
    var diff: DiffRequest?

    init(input: InputOptions, shape: ShapeOptions, format: FormatOptions, layout: LayoutOptions?) throws {
        effective = try EffectiveSpec(input: input, shape: shape, format: format, layout: layout)
        if let layout {
            widths = try layout.parsedWidths()
            bindOptions = layout.bindings
            keyNames = layout.key
        }
    }

    var spec: ReportSpec { effective.spec }

    /// The report of one input through every stage: its first pass, then its rows filtered and
    /// sorted (the first `limit` when sorted). `keepingFilteredRows`: sorted, not filtered (the
    /// sheet's filter hides the rows instead). `early` (the viewer's) hears of the first chunks'
    /// report, shaped, while the pass goes on; not when sorted, as a sorted first screen needs
    /// every row.
    func report(
        _ source: ByteSource, progress: (any ProgressObserver)? = nil, keepingFilteredRows: Bool = false,
        early: ((Report) -> Void)? = nil
    ) throws -> Report {
        let summary = try sections?.summaryRequest(spec: spec)
        var shape = spec.rowShape
        if keepingFilteredRows && summary == nil { shape.conditions = [] }
        var (read, settings, limit, budget) = (effective.read, effective.settings, limit, EffectiveSpec.sortBudget)
        let groupNames = summary == nil ? try sections?.request(spec: spec).groupBy ?? [] : []
        let ruleNames = rules.flatMap(\.conditionNames)
        if !ruleNames.isEmpty || !groupNames.isEmpty, var choice = read.columnChoice {
            // A whole condition or a section may read a column the choice leaves out: kept,
            // hidden, as a filter's.
            choice.needed += ruleNames + groupNames
            choice.neededTexts += rules.filter(\.isWholeCondition).map(\.text)
            read.columnChoice = choice
        }
        var sparklines: [AddedColumn] = []
        if summary != nil {
            // The choice of columns, the sort and the limit shape the summary, not its input;
            // sparklines draw the summary's columns, computed after it.
            (read.columnChoice, shape.sortKeys, limit) = (nil, [], nil)
            sparklines = read.added.filter { $0.spark != nil }
            read.added.removeAll { $0.spark != nil }
        }
        if diff != nil {
            guard summary == nil else {
                throw GridReportError.usage(
                    "--diff", "cannot be combined with --summary", hint: "summarize each version apart")
            }
            // A diff puts its inputs in key order and shows its rows whole.
            (shape.sortKeys, limit) = ([], nil)
        }
        let hearEarly = shape.sortKeys.isEmpty && summary == nil && diff == nil ? early : nil
        // A sorted top N is kept by the first pass as it goes, so the rows are read once.
        let topRows =
            shape.sortKeys.isEmpty ? nil : limit.map { TopRowsRequest(shape: shape, limit: $0, sortBudget: budget) }
        let report = try Report(
            source: source, read: read, settings: settings, widths: widths, progress: progress,
            early: hearEarly.map { hear in
                { report in
                    if (try? report.shape(shape, limit: limit, sortBudget: budget)) != nil { hear(report) }
                }
            }, topRows: topRows)
        do {
            try report.shape(shape, limit: limit, sortBudget: budget)
        } catch var error as GridReportError {
            // `Order Date > 2024-06-01` on dates left text: the hint gives the --format the finding knows.
            // A few values that are not numbers: the --na that reads them as missing. Advice is
            // given only where following it works (issue 49.10).
            if case .rule(.orderOnText(let column, _, .text, _, _)) = error.reason {
                if let finding = report.missingOptionFindings().first(where: { $0.column == column }) {
                    let sentence = finding.text.named(FlagNames.name)
                    let cut =
                        sentence.range(of: " is text, but ").map { String(sentence[$0.upperBound...]) } ?? sentence
                    error.hint = ErrorText(cut)
                } else if let explanation = report.typingExplanations().first(where: { $0.column == column }) {
                    error.hint = explanation.sentence
                } else if let index = report.schema.columns.first(where: { $0.shownName == column })?.index,
                    report.profile.columns[index].isIdentifierColumn
                {
                    error.hint =
                        "its values look numeric but have leading zeros or more than 15 digits, so they are kept as text; give == or != and a text"
                }
            }
            throw error
        }
        if let summary { return try summarized(report, summary, sparklines: sparklines) }
        return try diffed(report, shape: shape)
    }

    /// The summary stage: the rows as filtered, summarized into a report of their own, whose
    /// columns `--select` chooses (`--spark`'s among them) and whose rows `--sort` and `--limit`
    /// order and cut.
    private func summarized(_ input: Report, _ request: SummaryRequest, sparklines: [AddedColumn]) throws -> Report {
        let plan: SummaryPlan
        do throws(SummaryError) {
            plan = try SummaryPlan.resolve(request, schema: input.schema)
        } catch {
            throw error.reported
        }
        let sortKeys = spec.sortKeys ?? []
        let choice = spec.columnChoice.map { choice in
            var choice = choice
            choice.needed = RowShape(sortKeys: sortKeys).namedColumns
            return choice
        }
        let summary = try input.summaryReport(plan, columns: choice, sparklines: sparklines)
        try summary.shape(RowShape(sortKeys: sortKeys), limit: limit, sortBudget: EffectiveSpec.sortBudget)
        return summary
    }

    /// With `--diff OLD`, the diff of OLD and `new` as a report (else `new`): OLD read with its
    /// own sniffing, typed and shaped by the same options, both matched by the key.
    private func diffed(_ new: Report, shape: RowShape) throws -> Report {
        guard let diff else { return new }
        let old = try Report(
            source: try InputOptions.open(diff.old, effective.read), read: effective.read, settings: effective.settings)
        try old.shape(shape, limit: nil, sortBudget: EffectiveSpec.sortBudget)
        // The summary line is printed after the table's report is made: its one merge counts.
        let made = try ReportDiff(old: old, new: new, options: diff.options, countsFirst: false)
        diff.made = made
        return try DiffTable(made, includesUnchanged: diff.includesUnchanged, showsDelta: diff.showsDelta).report()
    }

    /// What is resolved against a report's columns, in the order its errors come: status rules
    /// (`statusRules` when the caller resolved them already, as export does over several inputs),
    /// sections, bindings, key columns.
    func resolve(_ report: Report, statusRules: StatusRules? = nil) throws -> AssembledReport {
        let rules = try statusRules ?? RuleOptions.resolve(rules, for: report)
        let encodings = try Encodings.resolve(encodings, schema: report.schema, profile: report.profile)
        let drawsSections = sections?.summaryChoice(spec: spec).isOn == false
        let sectionPlan = drawsSections ? try sections?.plan(for: report, spec: spec) : nil
        let chart = try self.chart.map { try Chart.resolve($0, schema: report.schema) }
        if let chart = self.chart, sectionPlan?.isGrouped == true {
            // Totals rows would sit among the charted rows, in the sheet's ranges.
            throw GridReportError(ChartError.sections(text: chart.text, origin: chart.origin))
        }
        let bindings = try report.bindingPlan(bindOptions: bindOptions, origin: "--bind")
        let keys = keyNames.isEmpty ? nil : try report.columns(named: keyNames, origin: "--key")
        return AssembledReport(
            report: report, statusRules: rules, encodings: encodings, chart: chart, sectionPlan: sectionPlan,
            bindings: bindings, keys: keys)
    }

    /// `report` and `resolve` for a subcommand of one input, with the input's warnings said between
    /// them (after the read, before a mistake in the options against its columns).
    func assemble(_ source: ByteSource, progress: (any ProgressObserver)? = nil, warnings: WarningLog) throws
        -> AssembledReport
    {
        let report = try report(source, progress: progress)
        report.warnAboutInput(warnings, naming: FlagNames.name)
        return try resolve(report)
    }

    /// The notes said of a report drawn in `mode` (nil: not a view of its own), under the note
    /// rule (standard error a terminal, or `--verbose`): columns the cards leave out, and columns
    /// that stay text only because an option is missing.
    func note(_ assembled: AssembledReport, mode: DisplayMode?, output: OutputOptions) {
        if let mode {
            output.note(assembled.report.unboundNote(assembled.bindings, mode: mode, naming: FlagNames.name))
        }
        // Reads the first records again: only when the note is shown.
        if output.showsNotes { output.note(assembled.report.missingOptionNote(naming: FlagNames.name)) }
    }
}

/// One input's report made ready to draw.
struct AssembledReport {
    let report: Report
    let statusRules: StatusRules
    let encodings: Encodings
    let chart: Chart?
    let sectionPlan: SectionPlan?
    let bindings: BindingPlan
    /// The key columns (`--key`), by schema index; nil when none are given.
    let keys: [Int]?
}
