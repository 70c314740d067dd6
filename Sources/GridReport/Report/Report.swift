/// A CSV report after its first pass: the typed columns, their formatters and what sizes them.
/// Rows are read again, streaming, for each output (`rows`).
public final class Report {
    public let profile: DataProfile
    public let schema: Schema
    /// The second pass, as often as an output needs it: filtered and sorted once shaped (`shape`).
    public internal(set) var rows: RowSource
    /// The rows that remain after shaping, counted when first asked (nil: not yet, or every row).
    var shapedRowCount: Int?
    /// What a summary made this report of (`summaryReport`), for `inspect`; nil for a file's.
    public internal(set) var summaryOutline: SummaryOutline?
    /// Where a summary's numbers came from, for writers that can write them as computations
    /// over the rows summarized; nil for a file's report (and a column profile).
    public internal(set) var aggregateOrigins: AggregateOrigins?
    /// The report whose rows a summary aggregated, as shaped (filtered): what `aggregateOrigins`
    /// refers to, when there are origins; nil for a file's report.
    public internal(set) var aggregatedReport: Report?
    /// Sparkline columns the stage that made the report computed over its rows (a summary's);
    /// empty for a file's, whose sparklines are added columns (`shownSparklines`).
    public internal(set) var stageSparklines: [StageSparkline] = []
    /// The top rows the first pass kept for a requested sort (`TopRowsAhead`), until `shape`.
    var topRowsAhead: TopRowsAhead?
    /// Whether what a later stage needs of the rows was made in the first pass, the file read
    /// once for it (`FirstPassRider`): the added columns' profiles, or a requested top N.
    var workedInFirstPass = false
    /// The sort the rows went through, done again within sections (`forEachSectionEvent`).
    var sortRequest: (keys: [SortKey], budget: Int)?
    /// One per column; nil for text and image columns.
    public let renderers: [NumberRenderer?]
    /// Sections and totals, when asked: totals widen their columns' natural widths.
    public var sectionPlan: SectionPlan?
    /// The locale a sort orders text in: the one numbers are shown in.
    public let collationLocale: String
    /// Status rules' colours for the terminal views (with colour on); nil colours nothing.
    public var statusPainter: StatusPainter?
    /// Bars, scales and icons for the terminal views (with or without colour); nil draws none.
    /// Their cells widen the encoded columns (`numberWidths`, `tableNaturalCells`).
    public var encodingPainter: EncodingPainter?
    /// Columns left out of every view because they hold nothing (see `EmptyTrailingColumns`):
    /// their positions among the decoded columns, after the shown ones.
    public let leftOutColumns: [Int]
    /// For a stage's rows that carry marks (`CellMark`), the cells of each column's widest
    /// `old → new` (`MarkedCell`), 0 where none is changed; nil when no row is marked, as for
    /// every file's rows.
    public let markedCells: [Int]?
    /// How a stage's rows fall into kinds that sections count (a diff's changes); nil for a file's.
    public internal(set) var rowKinds: RowKinds?
    /// Runs the first pass and builds the schema. `widths` (the widths setting) wins over widths in
    /// the settings.
    ///
    /// `early` hears of the report of the first chunks alone (`FirstPass.earlyChunks`), once, while the pass goes on (on the
    /// pass's thread); first chunks whose report cannot be made (a format that does not suit its
    /// types) is not heard of.
    ///
    /// `topRows`: the sorted, limited shape the caller will ask for (`shape`), whose top rows the
    /// first pass then keeps as it goes, so that the rows are read once (`TopRowsAhead`). The
    /// added columns' profiles are learnt in the first pass too (`AddedProfilesAhead`).
    public convenience init(
        source: ByteSource, read: ReadOptions, settings: ReportSettings, widths: [ColumnWidth]? = nil,
        progress: (any ProgressObserver)? = nil, early: ((Report) -> Void)? = nil, topRows: TopRowsRequest? = nil
    ) throws {
        let rider = Self.rider(read: read, settings: settings, topRows: topRows)
        // Progress is shown across both passes, whose bytes add up to twice the input.
        let firstPass = try FirstPass(
            source, options: read,
            progress: progress.map { line in { bytes, rows in line.update(bytes: bytes, rows: rows) } },
            early: early.map { hear in
                { pass in
                    if let report = try? Report(firstPass: pass, read: read, settings: settings, widths: widths) {
                        hear(report)
                    }
                }
            }, rider: rider)
        try self.init(
            firstPass: firstPass, read: read, settings: settings, widths: widths, progress: progress, rider: rider)
    }

    /// What the first pass does beside profiling: the added columns' profiles (the sparklines'
    /// are learnt after it), else a requested top N without added columns; nil for neither.
    private static func rider(read: ReadOptions, settings: ReportSettings, topRows: TopRowsRequest?)
        -> (any FirstPassRider)?
    {
        if !read.added.isEmpty {
            guard !read.added.contains(where: { $0.spark != nil }) else { return nil }
            return AddedProfilesAhead(read: read, settings: settings)
        }
        return topRows.map { TopRowsAhead($0, settings: settings, locale: settings.locale) }
    }

    /// The report of a first pass made already (or of its first chunks, `FirstPass`'s `early`).
    public convenience init(
        firstPass: FirstPass, read: ReadOptions, settings: ReportSettings, widths: [ColumnWidth]? = nil,
        progress: (any ProgressObserver)? = nil
    ) throws {
        try self.init(
            firstPass: firstPass, read: read, settings: settings, widths: widths, progress: progress, rider: nil)
    }

    /// The same, with what `rider` did in the first pass (`FirstPassRider`) to be used where the
    /// final schema agrees with it.
    init(
        firstPass: FirstPass, read: ReadOptions, settings: ReportSettings, widths: [ColumnWidth]?,
        progress: (any ProgressObserver)?, rider: (any FirstPassRider)?
    ) throws {
        var profile = firstPass.profile
        collationLocale = settings.locale
        let file = try FileColumns(profile: profile, records: firstPass.records, read: read, settings: settings)
        var schema = file.schema
        try Self.checkNumberFormats(schema: schema, profile: profile, settings: file.settings, read: read)
        var leftOut = file.leftOut
        var shown = file.shown
        var added: AddedColumnPlan?
        if !read.added.isEmpty {
            // Added columns are shown after the file's (or where --select puts them), before
            // those read only to filter or sort by.
            let built = try AddedColumnBuilder.build(
                read.added, places: firstPass.records.projection?.addedPlaces, schema: schema, profile: profile,
                shown: shown, given: file.addedSettings, settings: settings, records: firstPass.records,
                ahead: rider as? AddedProfilesAhead)
            (schema, profile, added, shown) = (built.schema, built.profile, built.plan, built.shown)
            workedInFirstPass = built.profiledAhead
            leftOut = leftOut.map { built.positions[$0] }
        }
        self.profile = profile
        leftOutColumns = leftOut
        if var widths {
            // Widths written before the empty columns were left out (one for each) still fit.
            if widths.count == shown + leftOutColumns.count { widths = Array(widths.prefix(shown)) }
            _ = try WidthResolver.checkCount(widths, names: schema.columns.prefix(shown).map(\.name))
            for index in 0..<shown { schema.columns[index].width = widths[index] }
        }
        self.schema = Schema(columns: Array(schema.columns.prefix(shown)))
        rows = RowSource(
            records: firstPass.records, schema: schema, shown: shown, progress: progress,
            progressOffset: profile.byteCount, added: added)
        renderers = NumberRenderer.shared(for: schema.columns.map(\.format))
        markedCells = nil
        topRowsAhead = rider as? TopRowsAhead
    }

    /// `report` showing its first `count` decoded columns, more than it shows: the added
    /// columns' operands a sheet writes hidden (`showingFormulaOperands`). The same rows, shaped
    /// as they are; nothing is read again.
    init(widening report: Report, toShow count: Int) {
        profile = report.profile
        rows = report.rows.showing(count)
        schema = rows.schema
        shapedRowCount = report.shapedRowCount
        summaryOutline = report.summaryOutline
        stageSparklines = report.stageSparklines
        sortRequest = report.sortRequest
        renderers = report.renderers
        sectionPlan = report.sectionPlan
        collationLocale = report.collationLocale
        leftOutColumns = report.leftOutColumns.filter { $0 >= count }
        markedCells = report.markedCells
        rowKinds = report.rowKinds
    }

    /// A report of rows a stage made (a summary's groups, a diff's changes): `schema` types them,
    /// with the stage's formats, and their profile is learnt from them (`RowProfiler`), so every
    /// view, writer and handoff draws it as it draws a file's. `input` is the report the stage
    /// read: the new one is named after it, and collates text in its locale. `shown`: the first
    /// columns shown, the rest kept only to sort by (as a column choice keeps a file's).
    public convenience init(store: any RowStore, schema: Schema, madeFrom input: Report, shown: Int? = nil) throws {
        let schema = Self.numbered(schema)
        let renderers = NumberRenderer.shared(for: schema.columns.map(\.format))
        try self.init(
            store: store, numbered: schema, madeFrom: input, shown: shown,
            profile: RowProfiler.profile(store, schema: schema),
            markedCells: MarkedCell.widths(of: store, columns: schema.columns.count, renderers: renderers),
            renderers: renderers)
    }

    /// A report of a stage's rows whose profile and marked cells (`markedCells`) the stage learnt
    /// as it made them (`RowProfiler.Rows`, `MarkedCell.Widths`), so the rows are not read twice
    /// more for them. `schema`'s columns are numbered in order already (`numbered`).
    init(
        store: any RowStore, numbered schema: Schema, madeFrom input: Report, shown: Int? = nil,
        profile: DataProfile, markedCells: [Int]?, renderers: [NumberRenderer?]
    ) {
        self.profile = profile
        self.schema = Schema(columns: Array(schema.columns.prefix(shown ?? schema.columns.count)))
        collationLocale = input.collationLocale
        leftOutColumns = []
        rows = RowSource(store: store, schema: schema, madeFrom: input.rows.records, shown: shown)
        self.renderers = renderers
        self.markedCells = markedCells
    }

    /// `schema` with each column's index its position, as a stage's rows hold their items.
    static func numbered(_ schema: Schema) -> Schema {
        Schema(
            columns: schema.columns.enumerated().map { index, column in
                var column = column
                column.index = index
                return column
            })
    }

    /// Has every row handed out marked with the states of `rules`' whole conditions
    /// (`StatusRules.mark`), which every view, the sheet and the page draw as they draw a diff's
    /// marks; rules without whole conditions mark nothing (their cells are judged as drawn).
    public func markStatusStates(_ rules: StatusRules) {
        rows.decoder.statusMarks = rules.hasWholeConditions ? rules : nil
    }

    /// Whether rows carry marks (a diff's), which views draw in their states.
    public var hasMarks: Bool { markedCells != nil }

    /// Whether the rows are a stage's (`RowStore`) rather than the input file's records: what
    /// reads the input's records again (its typing notes, its sections' index) does not apply.
    public var isMadeByStage: Bool { rows.store != nil }

    public var displayName: String { rows.records.displayName }

    /// True when widths were given for the columns (the widths setting or a spec).
    public var hasGivenWidths: Bool { schema.columns.contains { $0.width != nil } }

    /// The width of each column's numbers and dates as shown, nil for other columns (numbers and
    /// dates are never cut).
    public var numberWidths: [Int?] {
        widenedForMarks(
            withEncodings(
                widenedForTotals(
                    schema.columns.map { column in
                        guard column.type == .number || column.type.isTemporal else { return nil }
                        return NaturalWidths.contentWidth(
                            column, profile.columns[column.index], renderers[column.index])
                    }, numbersOnly: true)))
    }

    /// `widths` wide enough for each column's changed cells (`old → new`).
    private func widenedForMarks(_ widths: [Int?]) -> [Int?] {
        guard let markedCells else { return widths }
        return widths.enumerated().map { index, width in
            width.map { Swift.max($0, index < markedCells.count ? markedCells[index] : 0) }
        }
    }

    /// `widths` with the cells each column's encodings add (an icon, a bar).
    private func withEncodings(_ widths: [Int?]) -> [Int?] {
        guard let encodingPainter else { return widths }
        return widths.enumerated().map { index, width in width.map { $0 + encodingPainter.extraCells(column: index) } }
    }

    /// The natural width of each column in a terminal table, titles wrapped (see `NaturalWidths`).
    public var tableNaturalCells: [Int] {
        widenedForMarks(
            withEncodings(
                widenedForTotals(NaturalWidths.natural(schema: schema, profile: profile, renderers: renderers)))
        ).map { $0 ?? 0 }
    }

    /// Whether each column's values are kept whole in the table: numbers, dates and times (see
    /// `Column.keepsWholeValues`), and identifier-like text (`neverCutColumns`) up to
    /// `ColumnBlocks.longestKeyCells`, past which it shrinks like other text.
    public var keepsWholeValues: [Bool] {
        let never = neverCutColumns
        let natural = tableNaturalCells
        return schema.columns.map { column in
            column.keepsWholeValues || (never[column.index] && natural[column.index] <= ColumnBlocks.longestKeyCells)
        }
    }

    /// Widths for a terminal `totalCells` wide: the given ones resolved by the Fiori rules
    /// (a column with none takes its natural width in points), else natural widths fitted, squeezed
    /// into the width when even their minimums do not fit (see `tableLayout` for blocks instead).
    public func resolveWidths(geometry: TableGeometry, totalCells: Int, fit: FitPolicy) throws -> ResolvedWidths {
        try TableGeometry.checkTotalCells(totalCells)
        if hasGivenWidths { return try resolveGivenWidths(geometry: geometry, totalCells: totalCells, fit: fit) }
        let visible = schema.columns.indices.filter { !schema.columns[$0].isHidden }
        var cells = [Int](repeating: 0, count: schema.columns.count)
        let layout = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit)
        if layout.isSingleTable {
            for (k, column) in layout.blocks[0].columns.enumerated() { cells[column] = layout.blocks[0].cells[k] }
            return ResolvedWidths(cells: cells, pointsPerCell: geometry.pointsPerCell)
        }
        let available = geometry.contentCells(totalCells: totalCells, visibleColumns: visible.count)
        let natural = tableNaturalCells
        let keeps = keepsWholeValues
        let words = NaturalWidths.titleWords(schema: schema)
        let fitted = NaturalWidths.squeeze(
            natural: visible.map { natural[$0] }, keepsWhole: visible.map { keeps[$0] },
            titleWords: visible.map { words[$0] }, available: max(visible.count, available))
        for (k, column) in visible.enumerated() { cells[column] = fitted[k] }
        return ResolvedWidths(cells: cells, pointsPerCell: geometry.pointsPerCell)
    }

    private func resolveGivenWidths(geometry: TableGeometry, totalCells: Int, fit: FitPolicy) throws -> ResolvedWidths {
        let natural = tableNaturalCells
        let widths = schema.columns.map { $0.width ?? .points(Double(natural[$0.index]) * geometry.pointsPerCell) }
        return try WidthResolver.resolve(
            widths, names: schema.columns.map(\.name), geometry: geometry, totalCells: totalCells, fit: fit)
    }

    /// How the regular table is drawn at `totalCells`: given widths resolved (an error when they do
    /// not fit), else natural widths in one table, or in blocks of columns each repeating `keys`
    /// (schema indices; default the first shown column) when even the minimums do not fit.
    public func tableLayout(geometry: TableGeometry, totalCells: Int, fit: FitPolicy, keys: [Int]? = nil) throws
        -> TableLayout
    {
        try TableGeometry.checkTotalCells(totalCells)
        let visible = schema.columns.indices.filter { !schema.columns[$0].isHidden }
        if hasGivenWidths {
            let widths = try resolveGivenWidths(geometry: geometry, totalCells: totalCells, fit: fit)
            let shown = schema.columns.indices.filter { widths.cells[$0] > 0 }
            return TableLayout(
                blocks: [TableBlock(columns: shown, cells: shown.map { widths.cells[$0] })], minimumCells: totalCells)
        }
        let titleCells = schema.columns.map { TerminalText.displayWidth(TerminalText.sanitize($0.name)) }
        return ColumnBlocks.layout(
            natural: tableNaturalCells, keepsWhole: keepsWholeValues, columns: visible,
            keys: keys ?? Array(visible.prefix(1)), geometry: geometry, totalCells: totalCells,
            titleCells: titleCells, titleWords: NaturalWidths.titleWords(schema: schema))
    }

    /// The second pass laid out on every core: `layOut` runs on a worker thread with a chunk's
    /// rows and number renderers of its own (a NumberRenderer is for one thread at a time),
    /// `write` here with what it made, in file order.
    func layOutChunks<Output>(
        _ layOut: @escaping (RowChunk, [NumberRenderer?]) throws -> Output,
        write: (Output) throws -> Void
    ) throws {
        let pool = NumberRendererPool(formats: schema.columns.map(\.format), first: renderers)
        try rows.forEachChunk(transform: { rows in try pool.borrow { try layOut(rows, $0) } }, consume: write)
    }
}
