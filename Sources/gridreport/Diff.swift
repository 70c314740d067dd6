import ArgumentParser
import GridReport

/// `gridreport diff OLD NEW`: what changed between two versions of a report, drawn as `render`
/// draws any report — it is `render NEW --diff OLD`, with every option of render.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what changed between two versions of a report (render NEW --diff OLD).",
        discussion: """
            Rows are matched by --key (default: the first column unique and non-empty in both), \
            values compared as their column's type (1.50 = 1.5, dates whatever their pattern). A \
            summary line comes first; added rows are marked +, removed −, changed → with each \
            changed cell as old → new. Exit status: 0 the same, 1 different, 64 and up an error.

            Examples:
              gridreport diff Samples/products.csv Samples/products.csv
              gridreport diff Samples/products.csv Samples/products-new.csv || echo changed
              gridreport diff Samples/products.csv Samples/products-new.csv --quiet || true
            """
    )

    @Argument(help: "The older version of the report.", completion: .file())
    var old: String

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Sections and totals") var sections: SectionOptions
    @OptionGroup(title: "View") var view: ViewOptions
    @OptionGroup(title: "Status rules") var ruleOptions: RuleOptions
    @OptionGroup(title: "Bars, scales and icons") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Diff") var diffFlags: DiffFlags

    func run() throws {
        try runReporting {
            if diffFlags.old != nil {
                throw GridReportError.usage("--diff", "is diff's first argument here: gridreport diff OLD NEW")
            }
        }
        var render = try Render.parse([input.file])
        render.input = input
        render.shape = shape
        render.format = format
        render.layout = layout
        render.sections = sections
        render.view = view
        render.ruleOptions = ruleOptions
        render.encodingOptions = encodingOptions
        render.output = output
        render.diffFlags = diffFlags
        render.diffFlags.old = old
        try render.run()
    }
}
