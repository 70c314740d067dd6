import ArgumentParser
import Foundation
import GridReport
import GridReportXLSX

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a CSV report as an XLSX spreadsheet.",
        discussion: """
            Numbers stay numbers with an Excel format equal to their NumberFormatter; text is never a
            formula; the header is bold and frozen with a filter; pictures are placed in their cells.
            The file appears whole or not at all.

            Examples:
              gridreport export Samples/stocks.csv -o stocks.xlsx
              gridreport export Samples/products.csv -o products.xlsx --image-height 48
              gridreport export Samples/penguins.csv -o p.xlsx --group-by island --totals
              gridreport export Samples/european.csv -o lager.xlsx --input-locale de_DE
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Numbers and dates") var format: FormatOptions
    @OptionGroup(title: "Spreadsheet") var sheet: SheetOptions
    @OptionGroup(title: "Sections and totals") var sections: SectionOptions
    @OptionGroup(title: "View") var view: ExportViewOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func run() throws {
        try runReporting {
            let warnings = output.warningLog()
            defer { warnings.flush() }
            let effective = try EffectiveSpec(input: input, format: format, layout: nil)
            let widths = try sheet.parsedWidths()
            let sheetWidth = try sheet.checkedSheetWidth()
            let limit = try view.parsedLimit()
            let sheetName =
                try sheet.sheet.map { try XLSXSheetName.validated($0) }
                ?? XLSXSheetName.defaultName(forInputPath: input.file == "-" ? nil : input.file)
            let source = try input.open(effective.read)
            let progress = output.progressLine(label: "export", source: source, outputIsTerminal: false)
            let report = try Report(
                source: source, read: effective.read, settings: effective.settings, widths: widths, progress: progress)
            report.warnAboutInput(warnings)
            let sectionPlan = try sections.plan(for: report, spec: effective.spec)
            let header = report.collectionHeader(title: sheet.title ?? effective.spec.title, limit: limit)
            try SectionOptions.refuseSubset(sectionPlan, shownBy: header.isSubset ? "--limit" : nil)
            var options = XLSXOptions(
                sheetName: sheetName, title: sheet.title ?? effective.spec.title, sourceName: report.displayName,
                columnWidthsPoints: try report.sheetColumnPoints(
                    sheetWidthPoints: sheetWidth, fit: sheet.fit ?? effective.spec.fit ?? .error,
                    imageHeightPixels: sheet.imageHeight),
                imageBaseDirectory: input.file == "-"
                    ? FileManager.default.currentDirectoryPath
                    : URL(fileURLWithPath: input.file).deletingLastPathComponent().path,
                imageRoot: sheet.imageRoot, imageHeightPixels: sheet.imageHeight, overwrite: sheet.force)
            options.spoolDirectory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
            options.titleRow = header.sheetTitle
            options.theme = try loadTheme(view.theme ?? effective.spec.theme, warnings: warnings)
            options.protectedFiles = [
                FileIdentity(fileDescriptor: source.fileDescriptor),
                input.file == "-" ? FileIdentity(fileDescriptor: STDIN_FILENO) : nil,
            ].compactMap { $0 }
            let writer = try XLSXReportWriter(
                path: sheet.output, schema: report.schema, options: options, warnings: warnings)
            // libxlsxwriter takes most of the time on this thread; rows are decoded on the others.
            if let sectionPlan {
                let sectionWriter = XLSXSectionWriter(
                    writer: writer, plan: sectionPlan, schema: report.schema, locale: effective.settings.locale)
                try report.forEachSectionEvent(sectionPlan) { try sectionWriter.handle($0) }
            } else if header.isSubset {
                try report.rows.forEach(limit: header.shownCount) { try writer.append($0) }
            } else {
                try report.rows.forEach(decodingAhead: true) { try writer.append($0) }
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
}
