import ArgumentParser
import Foundation
import GridReport
import GridReportHandoff

/// The code an app's grid starts from.
enum HandoffTarget: String, CaseIterable, ExpressibleByArgument {
    case uikit, mdk
}

struct Handoff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the Swift for SAPFiori's grid cell, or an MDK GridTable page, from a report.",
        discussion: """
            Takes the options of render. --to uikit writes one Swift file (import SAPFiori and UIKit): \
            a Decodable row type whose coding keys are the CSV titles, and an enum with the column \
            widths, the accessory type, the header and row items with their number formatters and \
            compact-mode bindings, and with --sample N the first N rows. --to mdk writes an MDK page \
            with one Section.Type.GridTable section; its Target names --entity-set, or a placeholder \
            entity set to replace. Widths that were given pass through exactly; otherwise the \
            terminal's natural widths at --width, in points.

            Examples:
              gridreport handoff Samples/stocks.csv --to uikit --widths=-1,0.2,0.1,0.1,0.1,0.1 --sample 3
              gridreport handoff Samples/products.csv --spec Samples/products.yaml --to mdk --entity-set Products
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Option(help: "What to write: uikit (Swift for FUIGridTableViewCell) or mdk (an MDK page, JSON).")
    var to: HandoffTarget

    @Option(
        name: [.customShort("o"), .customLong("output")], help: "The file to write (default: standard output).",
        completion: .file())
    var outputFile: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    @Option(
        help: "The name the Swift types start with (NAMERow, NAMEGrid), or the MDK page's. Default: from the file name."
    )
    var name: String?

    @Option(
        help: "With --to uikit: the first N rows as sampleRows, for Xcode previews (default 0: none; at most 1000).")
    var sample: Int = 0

    static let maximumSample = 1000

    @Option(name: .customLong("entity-set"), help: "With --to mdk: the entity set the section's Target reads.")
    var entitySet: String?

    @Option(help: "With --to mdk: the service the section's Target reads (default /MDKApp/Services/Main.service).")
    var service: String?

    func run() throws {
        try runReporting {
            let warnings = output.warningLog()
            defer { warnings.flush() }
            // Sample rows are for Xcode previews: a few hundred at most, each a line of Swift
            // literals; millions would make a file no compiler takes (and hold them all in memory).
            guard (0...Self.maximumSample).contains(sample) else {
                throw GridReportError.usage(
                    "--sample", "must be from 0 to \(Self.maximumSample) rows, not \(sample)",
                    hint: "sample rows are for previews; read the data in the app")
            }
            if to != .mdk, entitySet != nil || service != nil {
                throw GridReportError.usage(
                    entitySet != nil ? "--entity-set" : "--service", "is for --to mdk")
            }
            if to != .uikit, sample > 0 {
                throw GridReportError.usage("--sample", "is for --to uikit")
            }
            let effective = try EffectiveSpec(input: input, format: format, layout: layout)
            let totalCells = try layout.totalCells()
            let source = try input.open(effective.read)
            let destination = try outputFile.map {
                try OutputFile.open($0, force: force, input: source, path: input.file)
            }
            let report = try Report(
                source: source, read: effective.read, settings: effective.settings, widths: try layout.parsedWidths())
            report.warnAboutInput(warnings, naming: FlagNames.name)
            let bindings = try report.bindingPlan(bindOptions: layout.bindings, origin: "--bind")
            let handoff: GridReportHandoff.Handoff
            let text: String
            do {
                handoff = try GridReportHandoff.Handoff(
                    report: report, bindings: bindings, geometry: effective.geometry, totalCells: totalCells,
                    fit: effective.fit, name: name, sampleCount: sample)
                switch to {
                case .uikit: text = try UIKitWriter.swift(handoff, sampleRows: sample > 0)
                case .mdk:
                    text = try MDKWriter.page(handoff, target: MDKWriter.Target(entitySet: entitySet, service: service))
                }
            } catch let error as HandoffError {
                throw error.reported
            }
            if let destination {
                try OutputFile.write(to: destination) { write in try write(Array(text.utf8)) }
            } else {
                let out = StandardOutput()
                var sink = out
                sink.write(text)
                out.flush()
                if let failure = out.failure { throw failure }
            }
        }
    }
}
