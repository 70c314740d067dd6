import Glibc
import GridReport

/// Excel's limits that the export enforces.
public enum XLSXLimits {
    public static let maximumRows = 1_048_576
    public static let maximumColumns = 16_384
    /// UTF-16 code units in one cell.
    public static let maximumCellLength = 32_767
    /// Excel's tallest row, 409 points.
    public static let imageHeightPixels = 1...545
}

/// How a report becomes a workbook. The caller resolves widths (the same layout model as the
/// terminal), the sheet name (`XLSXSheetName`) and where pictures are looked up.
public struct XLSXOptions: Sendable {
    public var sheetName: String
    /// The document title in the file's properties.
    public var title: String?
    /// The document's creation time in its properties, in seconds since 1970; nil is now. The
    /// command passes `SOURCE_DATE_EPOCH`, so the same input gives the same bytes.
    public var creationTime: Int?
    /// The text of a title row above the column header (bold, larger), nil for none; the
    /// header, the frozen pane and the filter then start one row lower.
    public var titleRow: String?
    /// Cell fills, fonts and border colours from a `.nss` theme; nil for the plain sheet.
    public var theme: Theme?
    /// The input as messages name it: `data.csv`, `<stdin>`.
    public var sourceName: String
    /// For a workbook's records, where each is in it, so that warnings name its row.
    public var sourcePlaces: (any RecordPlaces)?
    /// For a workbook's records, the text columns (by field) whose numbers and dates go in as
    /// their cells had them (`Report.cellTypedFields`).
    public var cellTypedFields: Set<Int> = []
    /// Added columns (`Report.shownAddedColumns`), by column: written as formulas of their row's
    /// cells with the computed results stored, where a formula computes as the report does.
    public var formulas: [Int: ExpressionNode] = [:]
    /// Columns computed from the rows of a later sheet of the workbook (a summary's, from
    /// `Report.aggregateOrigins`): written as formulas over that sheet's ranges with their
    /// computed results stored; as values when the rows do not fit on one sheet (a warning says
    /// so) or there are none.
    public var aggregatedRows: AggregatedRows?
    /// One width in points per column, 0 hiding the column; empty leaves Excel's default widths.
    public var columnWidthsPoints: [Double]
    /// Columns whose text may wrap when wider than the column (nil: all). Text with line breaks
    /// always wraps.
    public var wrapColumns: Set<Int>?
    /// The CSV's folder: relative picture paths start here, and pictures must stay inside it.
    public var imageBaseDirectory: String
    /// Replaces `imageBaseDirectory` as the start and the boundary for pictures.
    public var imageRoot: String?
    /// The height of rows in a report with a picture column.
    public var imageHeightPixels: Int
    /// Replace an existing output file.
    public var overwrite: Bool
    /// Orientation, paper and scaling of the printed pages; the header rows always repeat on
    /// every page, with "Page N of M" in the footer and the title in the page header.
    public var printSetup = PrintSetup()
    /// Each sheet's header and rows as an Excel table in this style, instead of the autofilter;
    /// nil for the plain filter. Not for sections: a table cannot hold their rows.
    public var table: TableStyle?
    /// Status rules, each a conditional format on its column's data rows (the header, the title
    /// and totals rows left out), in the state's font colour from `theme` or Fiori's.
    public var statusRules = StatusRules.none
    /// Bars, scales and icons, each a conditional format on its column's data rows that Excel
    /// computes from the cells.
    public var encodings = Encodings.none
    /// Sparkline columns (`Report.shownSparklines`), by column: the columns each draws, or nil
    /// when they are not all shown. Each becomes an Excel sparkline group over its row's cells,
    /// its cells left empty; one whose columns are not shown side by side keeps its text.
    public var sparklines: [Int: [Int]?] = [:]
    /// A chart of the data rows, native to Excel, beside the table on the report's first sheet.
    public var chart: Chart?
    /// Rows the sheet's filter shows (`--filter-in-sheet`): every row is written, those the
    /// filter leaves out hidden, and its conditions become the autofilter's state, so the person
    /// who opens the sheet sees the filtered report and can clear the filter. Not with a table
    /// or sections.
    public var sheetFilter: RowFilter?
    /// Files the output must never replace, whatever the path that names them (the input).
    public var protectedFiles: [FileIdentity] = []

    /// The sheet names of the reports still to come in this workbook (the later inputs' names,
    /// `Full (2)` for a second input `Full (2).csv`): a continuation sheet never takes one, so
    /// each input keeps the name it was given.
    public var laterSheetNames: [String] = []
    /// The most rows a distinct count's formula is written over: it compares every row with
    /// every other (`AggregateFormula`), which LibreOffice takes about 0.4 s a cell for at 10,000
    /// rows and quadratically longer past them; more rows write distinct counts as values.
    /// Lowered by tests.
    var maximumDistinctFormulaRows = 10_000
    /// Rows per sheet, the header included; lowered by tests to see the data continue on the next sheet.
    var maxRowsPerSheet = XLSXLimits.maximumRows
    /// Where libxlsxwriter spools rows; nil is /tmp (glibc's tmpfile()). The command passes `$TMPDIR`.
    public var spoolDirectory: String?
    /// Lets tests take the fallback path used where anonymous temporary files are not available.
    var temporaryFileStrategy = AtomicOutputFile.Strategy.anonymousIfPossible

    public init(
        sheetName: String, title: String? = nil, sourceName: String, columnWidthsPoints: [Double] = [],
        wrapColumns: Set<Int>? = nil, imageBaseDirectory: String = ".", imageRoot: String? = nil,
        imageHeightPixels: Int = 40, overwrite: Bool = false
    ) {
        self.sheetName = sheetName
        self.title = title
        self.sourceName = sourceName
        self.columnWidthsPoints = columnWidthsPoints
        self.wrapColumns = wrapColumns
        self.imageBaseDirectory = imageBaseDirectory
        self.imageRoot = imageRoot
        self.imageHeightPixels = imageHeightPixels
        self.overwrite = overwrite
    }
}

/// What an export wrote.
public struct XLSXSummary: Sendable, Equatable {
    public var path: String
    /// Data rows, headers not counted.
    public var rows: Int
    public var sheets: Int
    /// Pictures embedded (references kept as text not counted).
    public var images: Int
}
