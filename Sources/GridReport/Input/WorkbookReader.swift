/// Reads a workbook's sheet as the records of a report, for `InputFile` to find by the input's
/// first bytes. The core names no zip or XML library: a module that has them supplies it (the
/// command passes GridReportXLSXInput's).
///
/// A reader hands the sheet on as UTF-8 CSV in one fixed dialect (`CSVOptions.workbookDialect`),
/// so every view, export and check reads a workbook as it reads a CSV file.
public protocol WorkbookReader: Sendable {
    /// Whether an input starting with `prefix` (up to 16 bytes) is in this reader's format (its
    /// container's magic bytes; the reader says later if the container holds no workbook).
    func recognizes(_ prefix: [UInt8]) -> Bool
    /// The records of the sheet named or numbered by `sheet` (nil: the first) of the workbook
    /// open on `source`, which can be read at any offset. No cell may hold more than
    /// `maxCellBytes` bytes.
    func records(of source: ByteSource, sheet: String?, maxCellBytes: Int) throws -> WorkbookRecords
}

/// A sheet as records: the CSV bytes and what `inspect` and the warnings say about them.
public struct WorkbookRecords {
    public var stream: any ByteStream
    public var reading: WorkbookReading
    /// Where each record is in the workbook, for errors and warnings to name its cell.
    public var places: (any RecordPlaces)?
    /// Which columns' numbers and dates came from number and date cells, for an export to keep.
    public var cellTypes: (any RecordCellTypes)?

    public init(
        stream: any ByteStream, reading: WorkbookReading, places: (any RecordPlaces)? = nil,
        cellTypes: (any RecordCellTypes)? = nil
    ) {
        self.stream = stream
        self.reading = reading
        self.places = places
        self.cellTypes = cellTypes
    }
}

/// Which sheet of which kind of workbook an input was read from.
public struct WorkbookReading: Sendable, Equatable {
    /// `XLSX`.
    public var format: String
    /// The sheet read, by its name in the workbook.
    public var sheet: String
    /// Formula cells that hold no stored result (a workbook saved without calculating): missing
    /// values, which a warning counts.
    public var formulasWithoutResult: Int
    /// The sheets a split report continues on, read after `sheet` as the same report (`Data (2)`…).
    public var continuationSheets: [String]
    /// Set when the last sheet read is full to Excel's last row and the next sheet is not marked
    /// as its continuation (another report, or a split exported before the marks), for a warning
    /// that the report may go on there unread.
    public var unmarkedNextSheet: UnmarkedNextSheet?

    public struct UnmarkedNextSheet: Sendable, Equatable {
        /// The full sheet, and the sheet after it.
        public var full: String
        public var next: String

        public init(full: String, next: String) {
            self.full = full
            self.next = next
        }
    }

    public init(
        format: String, sheet: String, formulasWithoutResult: Int = 0, continuationSheets: [String] = [],
        unmarkedNextSheet: UnmarkedNextSheet? = nil
    ) {
        self.format = format
        self.sheet = sheet
        self.formulasWithoutResult = formulasWithoutResult
        self.continuationSheets = continuationSheets
        self.unmarkedNextSheet = unmarkedNextSheet
    }
}
