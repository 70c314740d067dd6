/// Regular column layout, compact object view, records (key–value), cards (the horizontal flow of
/// object cells), or a choice by the data and the available width.
public enum DisplayMode: String, Sendable, Codable, CaseIterable {
    case regular, compact, auto, records, cards
}

/// A report spec file's content: how to read, type, format, size and bind a report's columns.
/// Every field is optional; command-line options override it.
public struct ReportSpec: Sendable, Equatable {
    /// A column's settings as the spec names them, with the entry's place for errors.
    public typealias ColumnEntry = ColumnSettingsEntry

    public var title: String?
    /// A `.nss` theme file (a spec's relative path is read from the spec's folder).
    public var theme: String?
    public var locale: String?
    /// `dateStyle` and `dateFormat`: how dates are shown (one or the other).
    public var dateDisplay: DateDisplay?
    public var inputLocale: String?
    public var delimiter: String?
    /// The text encoding (`ReadOptions.encoding`).
    public var encoding: TextEncoding?
    /// The sheet of a workbook input, by name or number (`ReadOptions.sheet`).
    public var sheet: String?
    public var header: Bool?
    public var accessory: Accessory?
    public var mode: DisplayMode?
    public var border: BorderStyle?
    public var pointsPerCell: Double?
    public var spacing: Double?
    public var ragged: RaggedPolicy?
    public var missingValues: [String]?
    public var fit: FitPolicy?
    public var wrap: Bool?
    public var compactBelow: Double?
    /// The largest field in bytes (`CSVOptions.maxFieldBytes`).
    public var maxFieldSize: Int?
    /// The most fields a row may have (`CSVOptions.maxFields`).
    public var maxColumns: Int?
    /// The dialect (`CSVOptions`): lines skipped before the header, spaces skipped after a
    /// delimiter, the escape and comment characters.
    public var skipLines: Int?
    /// Rows at the end left out (`CSVOptions.skipFooter`): notes below the table.
    public var skipFooter: Int?
    public var skipInitialSpace: Bool?
    public var escape: String?
    public var comment: String?
    /// The character that quotes fields, or `none` (`CSVOptions.quote`); nil: `"`, and a tab
    /// file may turn quoting off by itself.
    public var quote: String?
    public var columns: [ColumnEntry] = []
    /// `groupBy`, `totals`, `sortGroups`, `collapsed` and columns' `total`.
    public var sections: SectionRequest?
    /// `summary` and `pivot`: the section keys make a summary (a report of its own) instead.
    public var summary: SummaryChoice?
    /// `print`: orientation, paper and fitting of the spreadsheet's printed pages.
    public var print: PrintSetup?
    /// `table`: the sheet as an Excel table in this style (`true` for the standard one); `false` or absent for none.
    public var table: TableStyle?
    /// `sheets`: the workbook's sheet names, one per input in order (the rest by file name).
    public var sheets: [String]?
    /// `rules`: status rules as `--rule` writes them (`Change < 0:negative`), after the command's own.
    public var rules: [StatusRule]?
    /// `bar`, `scale` and `icons`: encodings as the flags write them (`Stock:lights:10,50`), a
    /// text or a list each, before the command's own.
    public var encodings: [EncodingRule]?
    /// `chart`: a chart as `--chart` writes it (`column:X=carrier,Y=Count`).
    public var chart: ChartRequest?
    /// `select` or `drop`: the columns shown, in order, or those left out.
    public var columnChoice: ColumnChoice?
    /// `add`: columns computed from the others (`Total = Units * [Unit Price]`), after the command's own.
    public var added: [AddedColumn]?
    /// `where`: conditions every row shown must meet, after the command's own.
    public var conditions: [RowCondition]?
    /// `sort`: the keys rows are sorted by (the command's `--sort` replaces them).
    public var sortKeys: [SortKey]?

    /// The filters and sort keys, as the rows go through them.
    public var rowShape: RowShape { RowShape(conditions: conditions ?? [], sortKeys: sortKeys ?? []) }

    public init() {}
}
