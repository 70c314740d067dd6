import ArgumentParser
import GridReport

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a CSV report as a table in the terminal.",
        discussion: """
        Examples:
          gridreport render Samples/stocks.csv
          gridreport render Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1 --width 100
          gridreport render Samples/european.csv --input-locale de_DE --locale de_DE
        """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Numbers") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func run() throws {
        try runReporting {
            let out = StandardOutput()
            let warnings = output.warningLog()
            defer { warnings.flush() }
            let widths = try layout.parsedWidths()
            let geometry = try layout.geometry()
            let totalCells = try layout.totalCells(output: out)
            let source = try InputFile.open(input.file)
            let report = try Report(source: source, read: try input.readOptions(), settings: try format.settings(), widths: widths)
            let resolved = try report.resolveWidths(geometry: geometry, totalCells: totalCells, fit: layout.fit)
            var sink = out
            let options = RegularTableRenderer.Options(
                border: layout.border, accessory: layout.accessory, spacingCells: geometry.spacingCells,
                wrap: layout.wrap, color: output.useColor(isTerminal: out.isTerminal))
            let renderer = RegularTableRenderer(schema: report.schema, widths: resolved, renderers: report.renderers, options: options, warnings: warnings)
            renderer.renderHeader(to: &sink)
            try report.forEachRow { row in
                renderer.render(row, to: &sink)
                if out.closed { throw OutputClosed() }
            }
            renderer.renderFooter(to: &sink)
            out.flush()
            if let failure = out.failure { throw failure }
        }
    }
}
