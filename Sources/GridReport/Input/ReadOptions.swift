/// How a CSV report is read.
public struct ReadOptions: Sendable, Equatable {
    public var csv: CSVOptions
    /// Row 0 holds the column titles; without it columns are named `1`, `2`, ….
    public var hasHeader: Bool
    /// The locale numbers are written in; nil is the C locale (`1234.5`).
    public var inputLocale: String?
    public var missingValues: [String]
    /// The text encoding; `auto` lets a byte order mark decide, else reads UTF-8, falling back to
    /// Windows-1252 (see `InputFile.open`, which decodes).
    public var encoding: TextEncoding = .auto
    /// The sheet of a workbook input, by name or 1-based number; nil reads the first.
    public var sheet: String?
    /// The columns shown and their order (`--select`, `--drop`); nil shows every column.
    public var columnChoice: ColumnChoice?
    /// Columns computed from the others for each row (`--add`), in order: after the shown ones.
    public var added: [AddedColumn] = []
    /// Sparklines (`--spark`) in the ASCII ramp (`Sparkline.asciiGlyphs`), as an ASCII frame
    /// (`--border ascii`) wants: a sparkline is a cell's text, made as the row is decoded.
    public var asciiSparklines = false
    /// The size the input is cut at into chunks of records, one per thread at a time. Tests lower
    /// it (1: one record a chunk) to see that no output depends on where the input is cut.
    var chunkBytes = RecordChunk.defaultSize

    public init(
        csv: CSVOptions = CSVOptions(), hasHeader: Bool = true, inputLocale: String? = nil,
        missingValues: [String] = CellClassifier.defaultMissingValues
    ) {
        self.csv = csv
        self.hasHeader = hasHeader
        self.inputLocale = inputLocale
        self.missingValues = missingValues
    }

    /// These options for a workbook's records, which its reader writes in one dialect and with
    /// numbers in the C locale: the dialect settings and the input locale are the CSV file's, not
    /// the workbook's. Limits, the header, the missing values and skipped lines still hold.
    func forWorkbook() -> ReadOptions {
        var options = self
        options.csv.delimiter = UInt8(ascii: ",")
        options.csv.skipInitialSpace = false
        options.csv.escape = nil
        options.csv.comment = nil
        options.csv.quote = CSVOptions.doubleQuote
        options.csv.quoteGiven = true
        options.inputLocale = nil
        return options
    }

    /// How numbers are read.
    var numberParser: NumberParser { inputLocale.map(NumberParser.init(locale:)) ?? .c }
    var classifier: CellClassifier { CellClassifier(missingValues: missingValues) }
    var chunkSize: Int { max(1, chunkBytes) }
}
