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

    /// How numbers are read.
    var numberParser: NumberParser { inputLocale.map(NumberParser.init(locale:)) ?? .c }
    var classifier: CellClassifier { CellClassifier(missingValues: missingValues) }
    var chunkSize: Int { max(1, chunkBytes) }
}
