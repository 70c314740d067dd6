import ArgumentParser
import GridReport

/// How the spreadsheet prints; each flag overrides the spec's `print` key.
struct PrintOptions: ParsableArguments {
    @Option(
        help:
            "Page orientation: auto (landscape when the columns are wider than a portrait page), portrait or landscape."
    )
    var orientation: PrintSetup.Orientation?

    @Option(help: "Paper: letter, legal, tabloid, a3, a4 or a5. Default: the printer's.")
    var paper: PrintSetup.Paper?

    @Flag(name: .customLong("no-fit-width"), help: "Print at 100% instead of scaling the sheet to one page wide.")
    var noFitWidth = false

    func setup(spec: PrintSetup?) -> PrintSetup {
        PrintSetup(orientation: orientation, paper: paper, fitToWidth: noFitWidth ? false : nil).overriding(spec)
    }
}

extension PrintSetup.Orientation: ExpressibleByArgument {}
extension PrintSetup.Paper: ExpressibleByArgument {}
