import ArgumentParser
import Foundation
import GridReport

/// The collection header and subset of the terminal views: title, See All, cards.
struct ViewOptions: ParsableArguments {
    @Option(help: "The report's title, shown above the table or cards (and `title:` in a spec).")
    var title: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Show the first N rows; the header line then ends with See All (total) ›.", valueName: "n"))
    var limit: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --mode cards: N cards per line (numberOfColumns) instead of as many as fit.", valueName: "n"))
    var columns: String?

    @Flag(help: "With --mode cards: one Horizontal Scroll line of at most 20 cards, then See All.")
    var scroll = false

    @Option(
        help: ArgumentHelp(
            "A .nss theme file: colours and font weights for the views (with colour only).", valueName: "file"),
        completion: .file(extensions: ["nss"]))
    var theme: String?

    func parsedLimit() throws -> Int? { try Self.parsedLimit(limit) }

    /// `--limit N` as every subcommand that takes it reads it.
    static func parsedLimit(_ text: String?) throws -> Int? {
        try text.map { try positiveCount($0, option: "--limit", what: "rows") }
    }

    /// The card arrangement; --columns and --scroll only with cards, and not together.
    func cardArrangement(mode: DisplayMode) throws -> Report.CardArrangement {
        let columns = try self.columns.map { try Self.positiveCount($0, option: "--columns", what: "cards") }
        if mode != .cards, columns != nil || scroll {
            throw GridReportError.usage(
                columns != nil ? "--columns" : "--scroll", "only applies to cards", hint: "add --mode cards")
        }
        if scroll, columns != nil {
            throw GridReportError.usage(
                "--columns", "cannot be used with --scroll (a Horizontal Scroll line has one card per row shown)")
        }
        return scroll ? .scroll : .flow(columns: columns)
    }

    /// A whole number from 1 up, or a usage error that quotes the value.
    static func positiveCount(_ text: String, option: String, what: String) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Int(trimmed), value >= 1 else {
            throw GridReportError.usage(option, "must be a whole number of \(what) from 1 up, not \"\(text)\"")
        }
        return value
    }
}

/// The subset of an export: `--limit` writes only the first rows; `--theme` styles the cells.
struct ExportViewOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("A .nss theme file: fills, fonts and border colours for the cells.", valueName: "file"),
        completion: .file(extensions: ["nss"]))
    var theme: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Write only the first N rows; the title row then says \"first N of M\".", valueName: "n"))
    var limit: String?

    func parsedLimit() throws -> Int? { try ViewOptions.parsedLimit(limit) }
}

/// Reads a theme file; its warnings (unknown classes, properties) go to the log, one per line.
func loadTheme(_ path: String?, warnings: WarningLog) throws -> Theme? {
    guard let path else { return nil }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes, (attributes[.type] as? FileAttributeType) != .typeDirectory else {
        throw GridReportError(
            .noInput, at: path, attributes == nil ? "no such theme file" : "the theme is a folder, not a file",
            hint: "check the path given to --theme")
    }
    if let size = attributes[.size] as? Int, size > ThemeParser.maximumBytes {
        throw GridReportError(.usage, at: path, "the theme file is larger than 1 MB; a theme is a few dozen lines")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw GridReportError(.noInput, at: path, "cannot read the theme file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw GridReportError(.usage, at: path, "the theme file is not UTF-8 text", hint: "save it as UTF-8")
    }
    let (theme, found) = try ThemeParser.parse(text, file: path)
    for warning in found {
        warnings.warn("theme:\(warning.location.line)", warning.description)
    }
    return theme
}
