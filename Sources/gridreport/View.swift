import ArgumentParser
import Foundation
import GridReport
import GridReportTerminal

struct View: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore a report in a full-screen viewer that lays itself out again as the window changes.",
        discussion: """
            The rows are drawn as render draws them (types, formats, widths, bindings, rules and \
            themes), the header and the key columns frozen; --mode auto (the default) switches \
            between the table and compact cards at --compact-below as the window is resized. Press ? \
            for the keys, q to leave. When standard output is not a terminal, view prints what render \
            prints.

            Examples:
              gridreport view Samples/stocks.csv
              gridreport view Samples/weather.csv --key Station
              gridreport view Samples/products.csv --rule 'Price < 100:positive'
              gridreport view - < Samples/stocks.csv
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "View") var view: ViewOptions
    @OptionGroup(title: "Status rules") var ruleOptions: RuleOptions
    @OptionGroup(title: "Bars, scales and icons") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Chart") var chartOptions: ChartOptions
    @OptionGroup(title: "Summaries") var sections: SectionOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Diff") var diffFlags: DiffFlags

    func run() throws {
        try runReporting {
            // Read once: a spec given as /dev/stdin or a FIFO has nothing left for a second read.
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: layout)
            if try sections.summaryOnly(spec: assembly.spec, drawer: "the viewer") {
                assembly.sections = sections
            } else {
                try refuseSections(assembly.effective)
            }
            guard isatty(STDOUT_FILENO) == 1 else { return try renderInstead(assembly.effective) }
            assembly.rules = try ruleOptions.parsed(spec: assembly.spec)
            assembly.encodings = encodingOptions.parsed(spec: assembly.spec)
            assembly.chart = chartOptions.parsed(spec: assembly.spec)
            assembly.diff = try diffFlags.request(keys: layout.key)
            for (given, option) in [(view.limit, "--limit"), (view.columns, "--columns")] where given != nil {
                throw GridReportError.usage(option, "does not apply to the viewer, which shows every row")
            }
            let terminal: RawTerminal
            do {
                terminal = try RawTerminal()
            } catch let error as TerminalError {
                throw Self.sentence(for: error)
            }
            let warnings = output.warningLog()
            defer { warnings.flush() }
            let feed = try startReading(assembly, warnings: warnings)
            let size = terminal.size()
            let viewer: Viewer
            switch feed.first() {
            case .failed(let error): throw error
            case .early(let content):
                viewer = try Viewer(
                    report: content.report, settings: content.settings, width: size?.columns ?? 80,
                    height: size?.rows ?? 24, isFinal: false)
            case .final(let content):
                // Read whole before the first screen: its warnings show before the screen does.
                content.report.warnAboutInput(warnings, naming: FlagNames.name)
                warnings.flush()
                viewer = try Viewer(
                    report: content.report, settings: content.settings, width: size?.columns ?? 80,
                    height: size?.rows ?? 24)
            }
            let wasFinal = viewer.isFinal
            let status: Int32
            do {
                status = try ViewerLoop.run(viewer, on: terminal, feed: feed)
            } catch let error as TerminalError {
                throw Self.sentence(for: error)
            }
            // Read whole while the screen was up: its warnings once the screen is gone.
            if !wasFinal && viewer.isFinal { viewer.report.warnAboutInput(warnings, naming: FlagNames.name) }
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// The viewer draws no sections: `--group-by` and `--totals` are a summary's options here, and
    /// a spec's section keys without `summary` are refused as they are, rather than dropped
    /// without a word.
    private func refuseSections(_ effective: EffectiveSpec) throws {
        guard let sections = effective.spec.sections, sections != SectionRequest() else { return }
        let place = sections.groupBy.isEmpty ? sections.totals.first?.origin ?? input.spec : sections.groupByOrigin
        throw GridReportError.usage(
            place, "the viewer shows no sections, so a spec's groupBy, totals, sortGroups and collapsed do not apply",
            hint: "use render, export or preview for sections, or add summary: true for a summary")
    }

    /// What `less` does when its output is not a terminal: the report as `render` prints it
    /// (with view's default, --mode auto).
    private func renderInstead(_ effective: EffectiveSpec) throws {
        var arguments = TableFlagSpelling.joiningStyle(
            CommandLineSpelling.joiningNegativeValues(Array(CommandLine.arguments.dropFirst())))
        if let word = arguments.firstIndex(of: "view") { arguments.remove(at: word) }
        if effective.spec.mode == nil { arguments += ["--mode", "auto"] }
        let render = try Render.parse(arguments)
        try render.run()
    }

    /// The first pass started on a thread of its own: the report read and laid out as `render` does
    /// it, with the viewer's settings for it, handed over for the first chunks and for the whole file.
    /// The options are checked here, before the pass starts.
    private func startReading(_ assembly: ReportAssembly, warnings: WarningLog) throws -> ReportFeed {
        let effective = assembly.effective
        let source = try input.open(effective.read, asItComes: true)
        let color = output.useColor(isTerminal: true)
        let depth = ColorDepth.from(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"])
        let theme = try loadTheme(view.theme ?? effective.spec.theme, warnings: warnings).map {
            TerminalTheme(theme: $0, depth: depth)
        }
        let sorted = !effective.spec.rowShape.sortKeys.isEmpty
        // A sorted view waits for the whole file, so its progress line shows on standard error before
        // the screen replaces it; otherwise the screen comes with the first chunks, over any line.
        let progress = sorted ? output.progressLine(label: "view", source: source, outputIsTerminal: false) : nil
        let labels = layout.labels
        let name = view.title ?? effective.spec.title ?? input.file
        let quiet = output.quiet
        func content(_ report: Report) throws -> ReportFeed.Content {
            let assembled = try assembly.resolve(report)
            let (plan, keys) = (assembled.bindings, assembled.keys)
            report.encodingPainter = EncodingOptions.painter(
                assembled.encodings, for: report, color: color, ascii: effective.geometry.border == .ascii)
            if color {
                report.statusPainter = StatusPainter(
                    rules: assembled.statusRules, theme: theme ?? TerminalTheme(theme: Theme(), depth: depth),
                    drawsMarks: report.hasMarks)
                report.markStatusStates(assembled.statusRules)
            }
            let settings = ViewerSettings(
                geometry: effective.geometry, fit: effective.fit, color: color, theme: theme, plan: plan,
                labels: labels ?? !plan.isExplicit, keys: keys, mode: effective.spec.mode ?? .auto,
                compactBelowPoints: effective.compactBelow, name: name, shape: effective.spec.rowShape,
                sortBudget: EffectiveSpec.sortBudget,
                describe: { error in
                    // The status line's sentence for a filter the viewer cannot use: ours, on one line.
                    guard let error = error as? GridReportError else { return String(describing: error) }
                    return TerminalText.sanitize(error.sentence(naming: FlagNames.name))
                })
            var noted = settings
            (noted.chart, noted.colorDepth) = (assembled.chart, depth)
            noted.noChartMessage = "no chart: start the viewer with --chart TYPE:X=COL,Y=COL to see one here"
            noted.note = quiet ? nil : report.missingOptionNote(naming: FlagNames.name).map { "note: " + $0 }
            return ReportFeed.Content(report: report, settings: noted)
        }
        return ReportFeed { early in
            let report = try assembly.report(
                source, progress: progress,
                early: { report in
                    if let made = try? content(report) { early(made) }
                })
            return try content(report)
        }
    }

    /// The terminal's errors as sentences: no terminal for keys is a usage error (64), a terminal
    /// lost midway an I/O error (74).
    static func sentence(for error: TerminalError) -> GridReportError {
        switch error {
        case .noTerminal(let code), .settings(let code):
            return GridReportError(
                .usage, at: "view", "no terminal can be opened for keys (/dev/tty: \(String(cString: strerror(code))))",
                hint: "run it in a terminal, or send its output to a file or a pipe to print the report as render does")
        case .read(let code):
            return GridReportError(
                .io, at: "view", "reading keys from the terminal failed (\(String(cString: strerror(code))))")
        }
    }
}
