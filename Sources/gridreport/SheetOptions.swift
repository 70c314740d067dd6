import ArgumentParser
import GridReport

/// Where and how the spreadsheet is written.
struct SheetOptions: ParsableArguments {
    @Option(
        name: [.customShort("o"), .customLong("output")], help: "The XLSX file to write.",
        completion: .file(extensions: ["xlsx"]))
    var output: String

    @Flag(help: "Replace OUT if it exists.")
    var force = false

    @Option(
        name: .customLong("sheet-name"),
        help: ArgumentHelp(
            "The written sheet's name (at most 31 characters, none of []:*?/\\). Default: the input's name.",
            valueName: "name"))
    var sheetName: String?

    @Option(help: "The document title in the file's properties. Default: the spec's title.")
    var title: String?

    @Option(
        help: ArgumentHelp(
            "Fiori column widths, as for render; flexible and fractions are of --sheet-width.", valueName: "list"))
    var widths: String?

    @Option(name: .customLong("sheet-width"), help: "The width in points that flexible and fraction columns share.")
    var sheetWidth: Double = 1024

    @Option(help: "Given widths that do not fit: error, or shrink them proportionally.")
    var fit: FitPolicy?

    @Option(
        name: .customLong("image-root"),
        help: "The folder pictures are found in (and may not leave). Default: the CSV's folder.",
        completion: .directory)
    var imageRoot: String?

    @Option(name: .customLong("image-height"), help: "The height in pixels of rows in a report with pictures.")
    var imageHeight: Int = 40

    @Option(
        help: ArgumentHelp(
            "Make header and rows an Excel table, in STYLE (light1–21, medium1–28, dark1–11; default medium2), instead of the filter.",
            valueName: "style"))
    var table: String?

    /// The table's style from `--table`, else the spec's; nil for none.
    func tableStyle(spec: TableStyle?) throws -> TableStyle? {
        guard let table else { return spec }
        guard let style = TableStyle(name: table) else {
            throw GridReportError.usage(
                "--table", "'\(TerminalText.sanitize(table))' is not a table style",
                hint: ErrorText("give " + TableStyle.choices))
        }
        return style
    }

    func parsedWidths() throws -> [ColumnWidth]? {
        try widths.map { try WidthList.parse($0) }
    }

    /// Text files' extensions, which a workbook must not be named with: `-o s.csv` would write an
    /// XLSX that a CSV reader (or a person) takes for text.
    static let textExtensions: Set<String> = ["csv", "tsv", "txt", "tab", "json", "html", "htm", "md"]

    /// Refuses an output named as a text file: the workbook is written under no other name.
    func refuseTextExtension() throws {
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
        let suffix = name[name.index(after: dot)...].lowercased()
        guard Self.textExtensions.contains(suffix) else { return }
        let stem = String(output.dropLast(suffix.count + 1))
        throw GridReportError.usage(
            "-o",
            "export writes an XLSX workbook, not a .\(suffix) file: '\(TerminalText.sanitize(output))' would hide that",
            hint: ErrorText("name it '\(TerminalText.sanitize(stem)).xlsx'"))
    }

    func checkedSheetWidth() throws -> Double {
        try UserNumberRange.sheetWidth.checked(sheetWidth, "--sheet-width")
    }
}
