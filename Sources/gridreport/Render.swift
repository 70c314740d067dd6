import ArgumentParser
import Foundation
import GridReport

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a CSV report as a table in the terminal.",
        discussion: """
            Examples:
              gridreport render Samples/stocks.csv
              gridreport render Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1
              gridreport render Samples/european.csv --input-locale de_DE --locale de_DE
              gridreport render Samples/stocks.csv --mode compact --accessory disclosure
              gridreport render Samples/products.csv --mode compact --bind Price=status
              gridreport render Samples/penguins.csv --group-by island --totals
              gridreport render Samples/penguins-raw.csv --mode records --width 60
              gridreport render Samples/weather.csv --width 100 --key Station
              gridreport render Samples/lieferungen.csv --spec Samples/lieferungen.yaml
              gridreport render Samples/products.csv --rule 'Price < 100:positive'
              gridreport render Samples/penguins.xlsx --sheet Employment --width 100
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Sections, totals and summaries") var sections: SectionOptions
    @OptionGroup(title: "View") var view: ViewOptions
    @OptionGroup(title: "Status rules") var ruleOptions: RuleOptions
    @OptionGroup(title: "Bars, scales and icons") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Chart") var chartOptions: ChartOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Diff") var diffFlags: DiffFlags

    @Option(
        help: ArgumentHelp(
            "The message an empty result shows (default: no rows; a table shows its header).", valueName: "text"))
    var empty: String?

    @Option(
        name: .customLong("page-rows"),
        help:
            "Rows per page: a wide table's blocks of columns (default: a screen on a terminal, else each chunk read), and sections' sticky column header (default: none)."
    )
    var pageRows: Int?

    // Long, but one pass from the options to the output, in the order its errors must come
    // (options, the input, bindings and sections, all before the first line is written); in
    // pieces, the pieces would hand a dozen values to one another.
    func run() throws {
        try runReporting {
            let out = StandardOutput()
            let warnings = output.warningLog()
            defer { warnings.flush() }
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: layout)
            let effective = assembly.effective
            let geometry = effective.geometry
            let totalCells = try layout.totalCells()
            let limit = try view.parsedLimit()
            if let pageRows, pageRows < 1 {
                throw GridReportError.usage("--page-rows", "must be a positive number of rows, not \(pageRows)")
            }
            assembly.limit = limit
            assembly.rules = try ruleOptions.parsed(spec: effective.spec)
            assembly.sections = sections
            assembly.encodings = encodingOptions.parsed(spec: effective.spec)
            assembly.chart = chartOptions.parsed(spec: effective.spec)
            assembly.diff = try diffFlags.request(keys: layout.key)
            let source = try input.open(effective.read)
            let progress = output.progressLine(label: "render", source: source, outputIsTerminal: out.isTerminal)
            // Bindings are checked in regular mode too: a mistake should not wait for a narrow terminal.
            let assembled = try assembly.assemble(source, progress: progress, warnings: warnings)
            let (report, sectionPlan, plan, keys) = (
                assembled.report, assembled.sectionPlan, assembled.bindings, assembled.keys
            )
            var sink = out
            // A diff's summary line comes first; the same reports show nothing else (as diff(1)).
            if let diff = assembly.diff, let made = diff.made {
                DiffFlags.say(made, output: output, to: out)
                if output.quiet || (made.summary.isSame && !diff.includesUnchanged) {
                    out.flush()
                    if let failure = out.failure { throw failure }
                    return try DiffFlags.exit(made)
                }
            }
            let color = output.useColor(isTerminal: out.isTerminal)
            // Clickable addresses only where a person reads the output in colour.
            out.links = color && out.isTerminal
            let mode = report.chooseView(
                effective.spec.mode ?? .regular, geometry: geometry, totalCells: totalCells, fit: effective.fit,
                compactBelowPoints: effective.compactBelow, plan: plan
            ).mode
            let arrangement = try view.cardArrangement(mode: mode)
            assembly.note(assembled, mode: mode, output: output)
            if mode == .regular, sectionPlan == nil, pageRows == nil, output.showsNotes,
                let screen = Terminal.pageRows(), report.rowCount > screen
            {
                // Each screen of rows comes once per block: say so once, with the ways out.
                let blocks = try report.tableLayout(geometry: geometry, totalCells: totalCells, fit: effective.fit)
                    .blocks.count
                if blocks > 1 {
                    output.note(
                        "\(report.schema.columns.filter { !$0.isHidden }.count) columns need \(blocks) blocks at \(totalCells) cells, so each screen of rows is shown once per block; gridreport view scrolls sideways, --mode auto shows cards, --select picks columns"
                    )
                }
            }
            let theme = try loadTheme(view.theme ?? effective.spec.theme, warnings: warnings).map {
                TerminalTheme(
                    theme: $0, depth: ColorDepth.from(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"]))
            }
            if color {
                report.statusPainter = StatusPainter(
                    rules: assembled.statusRules,
                    theme: theme
                        ?? TerminalTheme(
                            theme: Theme(),
                            depth: ColorDepth.from(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"])),
                    drawsMarks: report.hasMarks)
                report.markStatusStates(assembled.statusRules)
            }
            report.encodingPainter = EncodingOptions.painter(
                assembled.encodings, for: report, color: color, ascii: geometry.border == .ascii)
            let title = view.title ?? effective.spec.title
            let header =
                mode == .cards
                ? try report.cardHeader(title: title, limit: limit, arrangement: arrangement)
                : report.collectionHeader(title: title, limit: limit)
            try SectionOptions.refuseSubset(
                sectionPlan, shownBy: arrangement == .scroll ? "--scroll" : header.isSubset ? "--limit" : nil)
            let views = TerminalViews(
                report: report, geometry: geometry, totalCells: totalCells, fit: effective.fit, wrap: effective.wrap,
                color: color, theme: theme, binding: plan, warnings: warnings, stop: { out.closed })
            // What was laid out before a bad row is shown, however much of it the buffer held.
            defer { out.flush() }
            do {
                if let sectionPlan {
                    try views.sections(
                        sectionPlan, mode: mode, header: header, columns: arrangement.columns, keys: keys,
                        pageRows: pageRows, to: &sink)
                } else {
                    try views.rows(
                        mode: mode, header: header, arrangement: arrangement,
                        labels: layout.labels ?? !plan.isExplicit, keys: keys,
                        pageRows: pageRows ?? Terminal.pageRows(), emptyText: empty, to: &sink)
                }
                if let chart = assembled.chart {
                    try ChartOptions.draw(
                        chart, report: report, limit: limit, width: totalCells, color: color,
                        ascii: geometry.border == .ascii, to: &sink)
                }
            } catch is OutputClosed {
                // A closed pipe ends quietly; a failed write is reported below.
            }
            out.flush()
            if let failure = out.failure { throw failure }
            if let made = assembly.diff?.made { try DiffFlags.exit(made) }
        }
    }
}
