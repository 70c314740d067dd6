import ArgumentParser
import Foundation
import GridReport
import GridReportHandoff

/// The code an app's grid starts from.
enum HandoffTarget: String, CaseIterable, ExpressibleByArgument {
    case uikit, swiftui, mdk
}

struct Handoff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the Swift for SAPFiori's grid cell or SAP's SwiftUI DataTable, or an MDK page, from a report.",
        discussion: """
            Takes the options of render. --to uikit writes one Swift file (import SAPFiori and UIKit): \
            a Decodable row type whose coding keys are the CSV titles, and an enum with the column \
            widths, the accessory type, the header and row items with their number formatters and \
            compact-mode bindings, and with --sample N the first N rows. --to swiftui writes one Swift \
            file for SAP's DataTable (import SwiftUI and FioriSwiftUICore): the same row type, a \
            TableModel with its column attributes, items, bindings and the status rules' colours, the \
            list layout below --compact-below or in a compact size class, a view, and with --sample N \
            a #Preview. --to mdk writes an MDK page \
            with one Section.Type.GridTable section; its Target names --entity-set, or a placeholder \
            entity set to replace. Widths that were given pass through exactly; otherwise the \
            terminal's natural widths at --width (default 128 cells, an iPad's 1024 points, as the \
            preview), in points; a grid that does not fit even at its narrowest readable widths \
            gets fractions of the content width that sum below 1, with a comment that says so.

            Examples:
              gridreport handoff Samples/stocks.csv --to uikit --widths=-1,0.2,0.1,0.1,0.1,0.1 --sample 3
              gridreport handoff Samples/products.csv --to swiftui --rule 'Price > 1000:critical' --sample 5
              gridreport handoff Samples/products.csv --spec Samples/products.yaml --to mdk --entity-set Products
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup var diffRefusal: DiffRefusal
    @OptionGroup(title: "Status rules") var ruleOptions: RuleOptions
    @OptionGroup(title: "Bars, scales and icons") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Summaries") var sections: SectionOptions

    @Option(
        help:
            "What to write: uikit (Swift for FUIGridTableViewCell), swiftui (Swift for SAP's DataTable) or mdk (an MDK page, JSON)."
    )
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
        help:
            "With --to uikit or swiftui: the first N rows as sampleRows, for Xcode previews (default 0: none; at most 1000)."
    )
    var sample: Int = 0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --to uikit or swiftui: the sample rows are the first N (after --where and --sort); alone, --sample N.",
            valueName: "n"))
    var limit: String?

    static let maximumSample = 1000

    @Option(name: .customLong("entity-set"), help: "With --to mdk: the entity set the section's Target reads.")
    var entitySet: String?

    @Option(help: "With --to mdk: the service the section's Target reads (default /MDKApp/Services/Main.service).")
    var service: String?

    func run() throws {
        try runReporting {
            try diffRefusal.check("handoff", "writes code for one report's columns")
            let warnings = output.warningLog()
            defer { warnings.flush() }
            // Sample rows are for Xcode previews: a few hundred at most, each a line of Swift
            // literals; millions would make a file no compiler takes (and hold them all in memory).
            guard (0...Self.maximumSample).contains(self.sample) else {
                throw GridReportError.usage(
                    "--sample", "must be from 0 to \(Self.maximumSample) rows, not \(self.sample)",
                    hint: "sample rows are for previews; read the data in the app")
            }
            if to != .mdk, entitySet != nil || service != nil {
                throw GridReportError.usage(
                    entitySet != nil ? "--entity-set" : "--service", "is for --to mdk")
            }
            if to == .mdk, self.sample > 0 || self.limit != nil {
                throw GridReportError.usage(
                    self.sample > 0 ? "--sample" : "--limit", "is for --to uikit or swiftui",
                    hint: "an MDK page reads its rows from the entity set")
            }
            // `--sort Total:desc --limit 5` asks for the top five as the preview's rows.
            let limit = try ViewOptions.parsedLimit(self.limit)
            let given = self.sample
            let sample = limit.map { given > 0 ? min(given, $0) : min($0, Self.maximumSample) } ?? given
            if to != .swiftui, !ruleOptions.rules.isEmpty {
                throw GridReportError.usage("--rule", "is for --to swiftui")
            }
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: layout)
            let effective = assembly.effective
            if try sections.summaryOnly(spec: effective.spec, drawer: "a handoff") { assembly.sections = sections }
            // Only the SwiftUI handoff writes rules; the others leave a spec's rules out (docs/handoff.md).
            if to == .swiftui {
                assembly.rules = try ruleOptions.parsed(spec: effective.spec)
            }
            // The Swift handoffs carry scales and icons (a bar is said in a comment); an MDK page
            // leaves a spec's out, and refuses the flags.
            if to == .mdk {
                if let flag = encodingOptions.parsed(spec: ReportSpec()).first {
                    throw GridReportError.usage(flag.origin, "is for --to uikit or swiftui")
                }
            } else {
                assembly.encodings = encodingOptions.parsed(spec: effective.spec)
            }
            // Only DataTable has a sticky key column; the other targets leave --key alone, as before.
            if to != .swiftui { assembly.keyNames = [] }
            assembly.limit = limit
            // An app's grid is not the terminal's: without --width, the iPad's width.
            let totalCells = layout.width == nil ? GridReportHandoff.Handoff.defaultCells : try layout.totalCells()
            let source = try input.open(effective.read)
            let destination = try outputFile.map {
                try OutputFile.open($0, force: force, input: source, path: input.file)
            }
            let assembled = try assembly.assemble(source, warnings: warnings)
            let (report, bindings, rules, keys) = (
                assembled.report, assembled.bindings, assembled.statusRules, assembled.keys ?? []
            )
            var handoff: GridReportHandoff.Handoff
            let text: String
            do {
                handoff = try GridReportHandoff.Handoff(
                    report: report, bindings: bindings, geometry: effective.geometry, totalCells: totalCells,
                    fit: effective.fit, name: name, sampleCount: sample, rules: rules,
                    encodings: assembled.encodings)
                // A column left text for want of an option: on stderr as render says it, and in the
                // Swift, where `var orderDate: String` would otherwise be the only trace.
                let findings = report.missingOptionFindings().map { $0.text.named(FlagNames.name) }
                handoff.notes = findings
                assembly.note(assembled, mode: nil, output: output)
                switch to {
                case .uikit: text = try UIKitWriter.swift(handoff, sampleRows: sample > 0)
                case .swiftui:
                    let options = SwiftUIWriter.Options(
                        sampleRows: sample > 0, compactBelow: effective.compactBelow,
                        firstColumnSticky: try SwiftUIWriter.firstColumnSticky(keys: keys, in: handoff))
                    text = try SwiftUIWriter.swift(handoff, options: options)
                case .mdk:
                    text = try MDKWriter.page(handoff, target: MDKWriter.Target(entitySet: entitySet, service: service))
                    // Without these lines in the app, MDK shows the key where the title belongs.
                    for (key, title) in MDKWriter.localizedTitles(handoff) {
                        warnings.warn(
                            "mdk-title",
                            "column '\(title)' is shown as $(L,\(key)), since MDK would read the title as a path; add \(key)=\(title) to the app's i18n.properties"
                        )
                    }
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
