import ArgumentParser
import Foundation
import GridReport
import GridReportXLSX

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a CSV report as an XLSX spreadsheet.",
        discussion: """
            Numbers stay numbers with an Excel format equal to their NumberFormatter; text is never a \
            formula; the header is bold and frozen with a filter; pictures are placed in their cells. \
            The file appears whole or not at all.

            Examples:
              gridreport export Samples/stocks.csv -o stocks.xlsx
              gridreport export Samples/products.csv -o products.xlsx --image-height 48
              gridreport export Samples/penguins.csv -o p.xlsx --group-by island --totals
              gridreport export Samples/european.csv -o lager.xlsx --input-locale de_DE
              gridreport export Samples/products.csv -o p.xlsx --rule 'Price>1000:critical'
              gridreport export Samples/stocks.csv Samples/products.csv -o pack.xlsx --table
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Rows and columns") var shape: ShapeOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Spreadsheet") var sheet: SheetOptions
    @OptionGroup(title: "Sections, totals and summaries") var sections: SectionOptions
    @OptionGroup(title: "Printing") var printing: PrintOptions
    @OptionGroup(title: "View") var view: ExportViewOptions
    @OptionGroup(title: "Status rules") var ruleOptions: RuleOptions
    @OptionGroup(title: "Bars, scales and icons") var encodingOptions: EncodingOptions
    @OptionGroup(title: "Chart") var chartOptions: ChartOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Diff") var diffFlags: DiffFlags
    @OptionGroup(title: "Diff") var diffKey: DiffKeyOption

    @Flag(
        name: .customLong("filter-in-sheet"),
        help:
            "Write every row and set --where as the sheet's filter: the rows it leaves out are hidden, and whoever opens the sheet can clear the filter."
    )
    var filterInSheet = false

    @Argument(
        help: "More CSV files (or one -): each becomes a sheet of the same workbook, in the order given.",
        completion: .file())
    var moreFiles: [String] = []

    /// Every input, in order.
    var files: [String] { [input.file] + moreFiles }

    func run() throws {
        try runReporting {
            let warnings = output.warningLog()
            defer { warnings.flush() }
            var assembly = try ReportAssembly(input: input, shape: shape, format: format, layout: nil)
            let effective = assembly.effective
            try sheet.refuseTextExtension()
            assembly.widths = try sheet.parsedWidths()
            let sheetWidth = try sheet.checkedSheetWidth()
            let limit = try view.parsedLimit()
            assembly.limit = limit
            assembly.sections = sections
            assembly.encodings = encodingOptions.parsed(spec: effective.spec)
            assembly.chart = chartOptions.parsed(spec: effective.spec)
            assembly.diff = try diffFlags.request(keys: diffKey.key)
            let sheetNames = try ExportInputs.sheetNames(
                files: files, flag: sheet.sheetName, spec: effective.spec.sheets)
            let table = try sheet.tableStyle(spec: effective.spec.table)
            let theme = try loadTheme(view.theme ?? effective.spec.theme, warnings: warnings)
            let creationTime = try SourceDateEpoch.seconds()
            let rules = try ruleOptions.parsed(spec: effective.spec)
            // Resolved per input below (`statusRules`), over several inputs; here for the columns read.
            assembly.rules = rules
            if filterInSheet {
                if effective.spec.conditions?.isEmpty ?? true {
                    throw GridReportError.usage(.filterInSheet, "needs a --where to set as the sheet's filter")
                }
                if table != nil {
                    throw GridReportError.usage(
                        .filterInSheet, "cannot be given with --table: a table has a filter of its own",
                        hint: "leave out --table or --filter-in-sheet")
                }
                if sections.summaryChoice(spec: effective.spec).isOn {
                    throw GridReportError.usage(
                        .filterInSheet,
                        "cannot be given with --summary: --where filters the rows before they are summarized",
                        hint: "leave out --filter-in-sheet")
                }
                if limit != nil {
                    throw GridReportError.usage(
                        .filterInSheet, "cannot be given with --limit: the first rows written could all be hidden",
                        hint: "leave out --limit, or --filter-in-sheet to write only the rows that remain")
                }
            }
            // Every input is opened and read once (types, widths) before anything is written: a
            // missing or bad one leaves no workbook behind.
            var reports: [Report] = []
            var sources: [ByteSource] = []
            for file in files {
                let source = try InputOptions.open(file, effective.read)
                let progress = output.progressLine(label: "export", source: source, outputIsTerminal: false)
                let report: Report
                do {
                    report = try assembly.report(source, progress: progress, keepingFilteredRows: filterInSheet)
                } catch var error as GridReportError where files.count > 1 && error.kind == .usage {
                    // A column one input lacks: the error says which input.
                    error.location = ErrorText("\(TerminalText.sanitize(file)): ") + (error.location ?? "")
                    throw error
                }
                report.warnAboutInput(warnings, naming: FlagNames.name)
                // Reads the first records again: only when the note is shown (as render). With
                // several inputs, the note names its file.
                if output.showsNotes, let note = report.missingOptionNote(naming: FlagNames.name) {
                    output.note(files.count > 1 ? "\(TerminalText.sanitize(file)): \(note)" : note)
                }
                reports.append(report)
                sources.append(source)
            }
            let statusRules = try Self.statusRules(rules, reports: reports, files: files, warnings: warnings)
            let protected =
                sources.compactMap { FileIdentity(fileDescriptor: $0.fileDescriptor) }
                + files.filter { $0 != "-" }.compactMap { FileIdentity(path: $0) }
                + (files.contains("-") ? [FileIdentity(fileDescriptor: STDIN_FILENO)].compactMap { $0 } : [])
            let summaryNames = ExportInputs.summarySheetNames(avoiding: sheetNames)
            var writer: XLSXReportWriter?
            for (index, shown) in reports.enumerated() {
                let file = files[index]
                // An added column's formula and a rule's condition refer to their row's cells: the
                // columns they read that are not shown are written too, hidden, so they stay live.
                let report = shown.showingFormulaOperands(rules: statusRules[index]) ?? shown
                let hiddenColumns = report.schema.columns.count - shown.schema.columns.count
                let assembled = try assembly.resolve(report, statusRules: statusRules[index])
                let sectionPlan = assembled.sectionPlan
                let header = report.collectionHeader(title: sheet.title ?? effective.spec.title, limit: limit)
                try SectionOptions.refuseSubset(sectionPlan, shownBy: header.isSubset ? "--limit" : nil)
                if filterInSheet, sectionPlan != nil {
                    throw GridReportError.usage(
                        .filterInSheet, "cannot be given with --group-by: sections' rows would break the filter",
                        hint: "leave out --group-by or --filter-in-sheet")
                }
                if table != nil, sectionPlan != nil {
                    throw GridReportError.usage(
                        "--table", "an Excel table cannot hold sections: their header and totals rows would break it",
                        hint: "leave out --table or --group-by")
                }
                var options = XLSXOptions(
                    sheetName: sheetNames[index], title: sheet.title ?? effective.spec.title,
                    sourceName: report.displayName,
                    columnWidthsPoints: try shown.sheetColumnPoints(
                        sheetWidthPoints: sheetWidth, fit: sheet.fit ?? effective.spec.fit ?? .error,
                        imageHeightPixels: sheet.imageHeight) + Array(repeating: 0, count: hiddenColumns),
                    imageBaseDirectory: file == "-"
                        ? FileManager.default.currentDirectoryPath
                        : URL(fileURLWithPath: file).deletingLastPathComponent().path,
                    imageRoot: sheet.imageRoot, imageHeightPixels: sheet.imageHeight, overwrite: sheet.force)
                options.sourcePlaces = report.inputPlaces
                options.laterSheetNames = Array(sheetNames[(index + 1)...]) + Array(summaryNames[(index + 1)...])
                options.cellTypedFields = report.cellTypedFields
                options.formulas = report.shownAddedColumns
                options.sparklines = report.shownSparklines
                options.spoolDirectory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
                    $0.isEmpty ? nil : $0
                }
                options.titleRow = header.sheetTitle
                options.theme = theme
                options.printSetup = printing.setup(spec: effective.spec.print)
                options.creationTime = creationTime
                options.table = table
                options.statusRules = statusRules[index]
                options.encodings = assembled.encodings
                options.chart = assembled.chart
                options.protectedFiles = protected
                if filterInSheet {
                    let conditions = effective.spec.conditions ?? []
                    let shown = report.schema.columns.map(\.name)
                    if let hidden = conditions.first(where: { ColumnLookup.index(of: $0.column, in: shown) == nil }),
                        report.rows.fullSchema.column(named: hidden.column) != nil
                    {
                        throw GridReportError.usage(
                            .filterInSheet,
                            "the sheet's filter can only test a column the sheet shows, and \(TerminalText.sanitize(hidden.column)) is left out",
                            hint: "show it too, or leave out --filter-in-sheet")
                    }
                    options.sheetFilter = try RowFilter(conditions, schema: report.schema)
                }
                let rowsOptions = options
                if report.aggregatedReport != nil {
                    options = ExportSummaryRows.summaryOptions(
                        options, origins: report.aggregateOrigins, summaryName: summaryNames[index],
                        rowsName: sheetNames[index])
                }
                let sheetWriter: XLSXReportWriter
                if let writer {
                    try writer.beginReport(schema: report.schema, options: options)
                    sheetWriter = writer
                } else {
                    sheetWriter = try XLSXReportWriter(
                        path: sheet.output, schema: report.schema, options: options, warnings: warnings)
                    writer = sheetWriter
                }
                // libxlsxwriter takes most of the time on this thread; rows are decoded on the others.
                if let sectionPlan {
                    let sectionWriter = XLSXSectionWriter(
                        writer: sheetWriter, plan: sectionPlan, schema: report.schema,
                        locale: effective.settings.locale)
                    try report.forEachSectionEvent(sectionPlan) { try sectionWriter.handle($0) }
                } else if header.isSubset {
                    try report.rows.forEach(limit: header.shownCount) { try sheetWriter.append($0) }
                } else {
                    try report.rows.forEach(decodingAhead: true) { try sheetWriter.append($0) }
                }
                if let rows = report.aggregatedReport {
                    try ExportSummaryRows.write(
                        rows, to: sheetWriter, options: rowsOptions, sheetWidth: sheetWidth,
                        fit: sheet.fit ?? effective.spec.fit ?? .error)
                }
            }
            guard let writer else { return }
            if let made = assembly.diff?.made {
                try ExportDiffSummary.write(made, to: writer, after: sheetNames, force: sheet.force)
            }
            let summary = try writer.finish()
            if !output.quiet {
                let sheets = summary.sheets == 1 ? "1 sheet" : "\(summary.sheets) sheets"
                let images = summary.images > 0 ? ", \(summary.images) picture\(summary.images == 1 ? "" : "s")" : ""
                StandardError.write(
                    "gridreport: wrote \(TerminalText.sanitize(summary.path)): \(summary.rows) row\(summary.rows == 1 ? "" : "s"), \(sheets)\(images)\n"
                )
            }
        }
    }

    /// The rules for each input. With several inputs, a rule on a column that some inputs lack
    /// is left out of their sheets, with one warning per rule naming them; a column no input has
    /// is an error.
    static func statusRules(_ rules: [StatusRule], reports: [Report], files: [String], warnings: WarningLog) throws
        -> [StatusRules]
    {
        guard reports.count > 1 else { return try reports.map { try RuleOptions.resolve(rules, for: $0) } }
        var resolved: [StatusRules] = []
        var lacking = rules.map { _ in [String]() }
        for (index, report) in reports.enumerated() {
            let (found, skipped) = try RuleOptions.resolve(rules, for: report, skippingMissing: true)
            resolved.append(found)
            for (k, rule) in rules.enumerated() where skipped.contains(rule) { lacking[k].append(files[index]) }
        }
        for (k, rule) in rules.enumerated() where !lacking[k].isEmpty {
            // A column no input has is a mistake, worded as for one input.
            if lacking[k].count == reports.count { _ = try RuleOptions.resolve([rule], for: reports[0]) }
            let names = lacking[k].map { TerminalText.sanitize($0) }.joined(separator: ", ")
            warnings.warn(
                "rule-column",
                "\(TerminalText.sanitize(rule.origin)) '\(TerminalText.sanitize(rule.text))': no column '\(TerminalText.sanitize(rule.column))' in \(names); the rule is left out of \(lacking[k].count == 1 ? "its sheet" : "their sheets")"
            )
        }
        return resolved
    }
}
