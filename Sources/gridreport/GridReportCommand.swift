import ArgumentParser
import Foundation
import GridReport

@main
struct GridReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gridreport",
        abstract: "Turn CSV reports into grid reports: terminal tables, compact object views and XLSX.",
        discussion: """
        Columns are typed from the data (text, number, image), numbers are shown through a
        NumberFormatter, and widths follow the SAP Fiori grid rules (-1 flexible, 0 hidden,
        fractions of the width, or points). `gridreport FILE` is `gridreport render FILE`.
        """,
        version: GridReportVersion.current,
        subcommands: [Render.self, Export.self, Inspect.self],
        defaultSubcommand: Render.self
    )
}

enum GridReportVersion {
    static let current = "0.1.0"
}
