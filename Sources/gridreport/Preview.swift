import ArgumentParser
import Foundation
import GridReport
import GridReportHTML
import GridReportXLSX

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a CSV report as one HTML page: the grid as an iPad shows it, compact cells as an iPhone does.",
        discussion: """
            The page is self-contained (pictures inlined, no script, nothing loaded)
            and adapts to its width: the regular grid at or above --compact-below
            points (one CSS pixel each, default 600), compact object cells below,
            with the widths and bindings render uses. It goes to standard output
            unless -o names a file, which appears whole or not at all.

            Examples:
              gridreport preview Samples/stocks.csv -o stocks.html
              gridreport preview Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1
              gridreport preview Samples/penguins.csv --group-by island --totals
              gridreport preview Samples/products.csv --mode cards --limit 6
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
        name: [.customShort("o"), .customLong("output")], help: "The HTML file to write (default: standard output).",
        completion: .file(extensions: ["html"]))
    var outputPath: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    @Option(
        name: .customLong("image-root"),
        help: "The folder pictures are found in (and may not leave). Default: the CSV's folder.")
    var imageRoot: String?

    @Option(help: ArgumentHelp("The message an empty result shows (default: no rows).", valueName: "text"))
    var empty: String?

    /// The most rows a page holds before the preview warns that it is large.
    static let largePageRows = 50_000

    func run() throws {
        try runReporting {
            let warnings = output.warningLog()
            defer { warnings.flush() }
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: layout)
            let effective = assembly.effective
            let limit = try view.parsedLimit()
            assembly.limit = limit
            assembly.rules = try ruleOptions.parsed(spec: effective.spec)
            assembly.sections = sections
            assembly.encodings = encodingOptions.parsed(spec: effective.spec)
            assembly.chart = chartOptions.parsed(spec: effective.spec)
            assembly.diff = try diffFlags.request(keys: layout.key)
            let mode = effective.spec.mode ?? .auto
            if mode == .records {
                throw GridReportError.usage(
                    "--mode", "records is a terminal view; the preview shows regular, compact, cards or auto",
                    hint: "use --mode auto (the grid, compact cells below --compact-below)")
            }
            let arrangement = try view.cardArrangement(mode: mode)
            if arrangement != .flow(columns: nil) {
                throw GridReportError.usage(
                    view.scroll ? "--scroll" : "--columns",
                    "only applies to the terminal's cards; the page fits as many cards a line as its width holds")
            }
            let source = try input.open(effective.read)
            let destination = try outputPath.map {
                try OutputFile.open($0, force: force, input: source, path: input.file)
            }
            let assembled = try assembly.assemble(source, warnings: warnings)
            let (report, sectionPlan, plan) = (assembled.report, assembled.sectionPlan, assembled.bindings)
            assembly.note(assembled, mode: nil, output: output)
            let header = report.collectionHeader(title: view.title ?? effective.spec.title, limit: limit)
            // Every row is in the page: past some tens of thousands a browser takes long to open it.
            if header.shownCount > Self.largePageRows {
                warnings.warn(
                    "large-page",
                    "the page holds \(CollectionHeader.grouped(header.shownCount)) rows, which a browser is slow to open: show fewer with --limit 1000, or choose them with --where"
                )
            }
            try SectionOptions.refuseSubset(sectionPlan, shownBy: header.isSubset ? "--limit" : nil)
            var options = HTMLPageOptions(
                header: header, geometry: effective.geometry, compactBelowPoints: effective.compactBelow,
                labels: layout.labels ?? (mode != .cards && !plan.isExplicit), sourceName: report.displayName,
                imageBaseDirectory: input.file == "-"
                    ? FileManager.default.currentDirectoryPath
                    : URL(fileURLWithPath: input.file).deletingLastPathComponent().path)
            options.sourcePlaces = report.inputPlaces
            options.layout = mode == .cards ? .cards : mode == .compact ? .compact : .adaptive
            options.fit = effective.fit
            options.wrap = effective.wrap
            options.theme = try loadTheme(view.theme ?? effective.spec.theme, warnings: warnings)
            options.emptyText = empty
            options.statusRules = assembled.statusRules
            report.markStatusStates(assembled.statusRules)
            options.encodings = assembled.encodings
            options.chart = assembled.chart
            options.imageRoot = imageRoot
            // The phone's cells leave out what no slot holds: the page and stderr say so, with the
            // --bind that would show a column, as render does for compact.
            if options.layout != .adaptive || options.compactBelowPoints > 0 {
                options.unboundNote = report.unboundNote(
                    plan, mode: mode == .cards ? .cards : .compact, naming: FlagNames.name)
                output.note(options.unboundNote)
            }
            if let destination {
                try OutputFile.write(to: destination) { write in
                    try HTMLPage.write(
                        report: report, plan: plan, sections: sectionPlan, options: options, warnings: warnings,
                        to: write)
                }
            } else {
                let out = StandardOutput()
                defer { out.flush() }
                do {
                    try HTMLPage.write(
                        report: report, plan: plan, sections: sectionPlan, options: options, warnings: warnings
                    ) { bytes in
                        out.write(utf8: bytes)
                        if out.closed { throw OutputClosed() }
                    }
                } catch is OutputClosed {
                    // A closed pipe ends quietly; a failed write is reported below.
                }
                out.flush()
                if let failure = out.failure { throw failure }
            }
        }
    }
}
