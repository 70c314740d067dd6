import ArgumentParser
import Foundation
import GridReport
import GridReportSpec

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the column plan: types, number formats, widths and compact bindings.",
        discussion: """
            Takes the options of render and prints, for each column, what render would do with it: \
            its type, its number format with an example from the data, its width as given and as \
            resolved at --width, and its compact-mode binding. --json prints the same as a JSON \
            array; --yaml prints a report spec that gives the same output through render --spec.

            Examples:
              gridreport inspect Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1
              gridreport inspect Samples/products.csv --bind Price=status --json
              gridreport inspect Samples/european.csv --input-locale de_DE --yaml
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Sections, totals and summaries") var sections: SectionOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup var diffRefusal: DiffRefusal

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The first N rows, as render --limit shows them; the shaping line says so.", valueName: "n"))
    var limit: String?

    @Flag(help: "Print the plan as a JSON array, one object per column.")
    var json = false

    @Flag(help: "Print a report spec (YAML) that reproduces the plan with render --spec.")
    var yaml = false

    func run() throws {
        try runReporting {
            try diffRefusal.check("inspect", "describes one report's columns and bindings")
            guard !(json && yaml) else {
                throw GridReportError.usage(
                    "--json, --yaml", "the plan is printed in one form at a time",
                    hint: "give only one of --json and --yaml")
            }
            let out = StandardOutput()
            let warnings = output.warningLog()
            defer { warnings.flush() }
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: layout)
            let effective = assembly.effective
            let totalCells = try layout.totalCells()
            assembly.sections = sections
            assembly.limit = try ViewOptions.parsedLimit(limit)
            let report = try assembly.report(try input.open(effective.read))
            if yaml, report.summaryOutline != nil {
                throw GridReportError.usage(
                    "--yaml", "writes a spec for a file's columns, and a summary's columns are its own",
                    hint: "leave out --yaml to see the summary's plan, or give --json")
            }
            report.warnAboutEncoding(warnings)
            report.warnAboutUnmarkedNextSheet(warnings, naming: FlagNames.name)
            try report.checkTypedValues()
            report.warnAboutRaggedRows(warnings, naming: FlagNames.name)
            let assembled = try assembly.resolve(report)
            let (sectionPlan, keys) = (assembled.sectionPlan, assembled.keys)
            var shapeSummary = report.shapeSummary
            if let limit = assembly.limit {
                shapeSummary = shapeSummary ?? ShapeSummary(rows: report.rowCount, totalRows: report.profile.rowCount)
                shapeSummary?.limit = limit
            }
            let plan = try report.columnPlan(
                geometry: effective.geometry, totalCells: totalCells, fit: effective.fit,
                bindOptions: layout.bindings, bindOrigin: "--bind", mode: effective.spec.mode ?? .regular,
                compactBelowPoints: effective.compactBelow, keys: keys, naming: FlagNames.name)
            var sink = out
            if json {
                sink.write(try plan.json(input: report.rows.records.source.reading, shape: .some(shapeSummary)))
            } else if yaml {
                // A guess that fell back to Windows-1252 is pinned, so the spec reads the file
                // without the warning that guess gives on every run.
                var read = effective.read
                let reading = report.rows.records.source.reading
                if read.encoding == .auto, reading.notUTF8At != nil { read.encoding = reading.encoding }
                var context = ColumnPlan.SpecContext(
                    title: effective.spec.title, mode: effective.spec.mode,
                    locale: effective.settings.locale, read: read,
                    delimiter: report.rows.records.delimiter, fit: effective.fit,
                    wrap: effective.wrap, compactBelow: effective.compactBelow,
                    dateDisplay: effective.settings.dateDisplay)
                context.shape = effective.spec.rowShape
                sink.write(SpecWriter.yaml(try plan.reproducingSpec(context), notes: notes + plan.notes))
            } else {
                let maxCells = layout.width ?? Terminal.columns()
                ColumnPlan.writeWrapped(
                    plan.summary(
                        source: report.displayName, rows: report.rowCount,
                        reading: report.rows.records.source.reading),
                    maxCells: maxCells, to: &sink)
                if let shape = shapeSummary {
                    ColumnPlan.writeWrapped(shape.sentence, maxCells: maxCells, to: &sink)
                }
                plan.writeTable(
                    border: effective.geometry.border, color: output.useColor(isTerminal: out.isTerminal),
                    maxCells: maxCells, to: &sink)
                for note in plan.notes { ColumnPlan.writeWrapped(note, maxCells: maxCells, to: &sink) }
                if let summary = plan.summaryOutline {
                    ColumnPlan.writeWrapped(summary.sentence, maxCells: maxCells, to: &sink)
                }
                if let sectionPlan {
                    ColumnPlan.writeWrapped(
                        sectionPlan.summary(schema: report.schema, locale: effective.settings.locale),
                        maxCells: maxCells, to: &sink)
                }
            }
            out.flush()
            if let failure = out.failure { throw failure }
        }
    }

    private var notes: [String] {
        let command = (["gridreport"] + CommandLine.arguments.dropFirst()).map(Self.shellQuoted).joined(separator: " ")
        return [
            "Written by: \(command)",
            "gridreport render FILE --spec THIS-FILE gives the output of render with those options.",
        ]
    }

    /// An argument as a shell reads it back, so the note can be copied and run.
    static func shellQuoted(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_=.,/:+@%".unicodeScalars.contains($0))
            }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
