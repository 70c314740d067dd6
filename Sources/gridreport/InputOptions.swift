import ArgumentParser
import GridReport
import GridReportGzip
import GridReportSpec
import GridReportXLSXInput

/// Where the report comes from and how its CSV is read; the same for every subcommand.
struct InputOptions: ParsableArguments {
    @Argument(help: "The CSV file or XLSX workbook, or - for standard input.", completion: .file())
    var file: String

    @Option(
        help: ArgumentHelp(
            "The sheet of an XLSX input to read, by name or number (1 is the first). Default: the first.",
            valueName: "name|n"))
    var sheet: String?

    @Option(
        help: "A report spec file (YAML or JSON): types, formats, widths, bindings. Options given here win over it.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var spec: String?

    @Option(help: "The field delimiter (one character, or tab). Default: sniffed among , ; tab |.")
    var delimiter: String?

    @Option(
        help: ArgumentHelp(
            "The text encoding: auto (default: a byte order mark decides, else UTF-8, else Windows-1252 with a warning), utf-8, utf-16, utf-16le, utf-16be, windows-1252 or latin1.",
            valueName: "name"))
    var encoding: EncodingName?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Whether the first row holds the column titles (default) or data; without titles columns are named 1, 2, …."
    )
    var header: Bool?

    @Option(
        help:
            "Rows with another field count than the header: error, pad (fill short rows) or truncate (cut long rows, fill short ones)."
    )
    var ragged: RaggedPolicy?

    @Option(
        name: .customLong("input-locale"),
        help: "The locale numbers are written in (de_DE reads 1.234,5). Default: the C locale (1234.5).")
    var inputLocale: String?

    @Option(
        name: .customLong("na"),
        help: "Comma-separated values that mean 'missing'. Default: \"\",NA,N/A,null,NULL,NaN,-")
    var missingValues: String?

    @Option(
        name: .customLong("max-field-size"),
        help: ArgumentHelp(
            "The largest field read, in bytes (16M, 64M, 1G…); a row may hold four times this. Default: 16M.",
            valueName: "size"))
    var maxFieldSize: String?

    @Option(name: .customLong("max-columns"), help: "The most fields a row may have. Default: 131072.")
    var maxColumns: Int?

    @Option(
        name: .customLong("skip-lines"),
        help: ArgumentHelp("Lines to skip before the header (a title or metadata above the table).", valueName: "n"))
    var skipLines: Int?

    @Option(
        name: .customLong("skip-footer"),
        help: ArgumentHelp(
            "Rows to leave out at the end (notes, a source line or a copyright below the table).", valueName: "n"))
    var skipFooter: Int?

    @Flag(
        name: .customLong("skip-initial-space"),
        help: "Ignore spaces after a delimiter, so a quoted field may follow them: \"JAM\",   \"GOLD\",   9.63.")
    var skipInitialSpace = false

    @Option(
        help: ArgumentHelp(
            "A character that escapes the quote inside quoted fields: \\ reads \"H. \\\"Barney\\\" Ewell\".",
            valueName: "char"))
    var escape: String?

    @Option(help: ArgumentHelp("Skip the lines that start with this character (# usually).", valueName: "char"))
    var comment: String?

    @Option(
        help: ArgumentHelp(
            "The character that quotes fields (default: \", or none in a tab file whose quotes are not CSV quotes).",
            valueName: "char"))
    var quote: String?

    @Flag(
        name: .customLong("no-quote"),
        help: "Read every field as written, quotes included: a tab file's \"?\" written in nematode column.")
    var noQuote = false

    /// The input, decompressed (gzip) and decoded into UTF-8 as `read` says.
    /// `asItComes`: standard input spooled as it is read (the viewer's first screen comes early).
    func open(_ read: ReadOptions, asItComes: Bool = false) throws -> ByteSource {
        try Self.open(file, read, asItComes: asItComes)
    }

    /// Another input (export's further files), read as `read` says.
    static func open(_ path: String, _ read: ReadOptions, asItComes: Bool = false) throws -> ByteSource {
        try InputFile.open(
            path, read: read, decompressors: [GzipDecompressor()], workbooks: [XLSXWorkbookReader()],
            asItComes: asItComes)
    }

    /// The spec file, if any.
    func fileSpec() throws -> ReportSpec {
        try spec.map { try SpecLoader.load(path: $0) } ?? ReportSpec()
    }

    func apply(to spec: inout ReportSpec) throws {
        spec.delimiter = delimiter
        spec.encoding = try encoding?.parse()
        if let sheet, sheet.isEmpty {
            throw GridReportError.usage(.sheet, "needs a sheet's name or number, not an empty text")
        }
        spec.sheet = sheet
        spec.header = header
        spec.inputLocale = try inputLocale.map { try FormatOption.parseLocale($0, option: "--input-locale") }
        spec.ragged = ragged
        spec.maxFieldSize = try maxFieldSize.map { try CSVOptions.parseByteSize($0, option: "--max-field-size") }
        if let maxColumns, maxColumns < 1 {
            throw GridReportError.usage("--max-columns", "must be a positive number of fields, not \(maxColumns)")
        }
        spec.maxColumns = maxColumns
        if let skipLines, skipLines < 0 {
            throw GridReportError.usage(.skipLines, "must be zero or a positive number of lines, not \(skipLines)")
        }
        spec.skipLines = skipLines
        if let skipFooter, !(0...CSVOptions.maximumSkipFooter).contains(skipFooter) {
            throw GridReportError.usage(
                .skipFooter, "must be from 0 to \(CSVOptions.maximumSkipFooter) rows, not \(skipFooter)")
        }
        spec.skipFooter = skipFooter
        spec.skipInitialSpace = skipInitialSpace ? true : nil
        spec.escape = try escape.map {
            _ = try CSVOptions.parseDialectCharacter($0, setting: .escape)
            return $0
        }
        spec.comment = try comment.map {
            _ = try CSVOptions.parseDialectCharacter($0, setting: .comment)
            return $0
        }
        if noQuote && quote != nil {
            throw GridReportError.usage(
                .noQuote, "cannot be given with --quote", hint: "give one of them")
        }
        spec.quote = try (noQuote ? "none" : quote).map {
            _ = try CSVOptions.parseQuote($0)
            return $0
        }
        spec.missingValues = missingValues.map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }
}

extension RaggedPolicy: ExpressibleByArgument {}
