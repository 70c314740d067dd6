import GridReport

/// Streams a report into an XLSX workbook: `init` checks everything that can be checked up front
/// and writes the header, `append` writes one row, `finish` closes the workbook and publishes the
/// file. Any error, or dropping the writer unfinished, leaves no file (and an existing one as it was).
public final class XLSXReportWriter {
    let path: String
    private(set) var options: XLSXOptions
    let warnings: WarningLog
    private(set) var plans: [ColumnPlan]
    /// The header's text per column: the titles, or with a table its unique column names.
    private(set) var headerNames: [String]
    private(set) var traits: [ColumnTraits]
    private(set) var maxRows: UInt32
    private(set) var imageRowPixels: Int
    private(set) var hasImageColumns: Bool
    private(set) var locator: ImageLocator?
    let output: AtomicOutputFile
    let workbook: Workbook
    let styles: FormatCache
    /// Per column: text formats [centre, centre+wrap, top, top+wrap], number formats [centre, top].
    /// Unmanaged memory, as is `scans`: the per-cell path then pays neither retains nor
    /// exclusivity checks for them.
    private(set) var formatSlots: UnsafeMutableBufferPointer<FormatHandle?>
    /// Per shortest-digits column: a number format per kind of value [centre, top]; empty when
    /// no column shows shortest digits.
    private(set) var shortestSlots: UnsafeMutableBufferPointer<FormatHandle?>
    var sheet: Worksheet
    var sheetCount = 1
    /// The current report's first sheet, 1-based: a workbook holds one report per input.
    private(set) var reportFirstSheet = 1
    /// Each sheet's name, the first sheet's first: formulas refer to earlier sheets by them.
    var sheetNames: [String] = []
    /// The next row of the current sheet, 0-based.
    var nextRow: UInt32 = 0
    /// The header's row: 0, or 1 under a title row.
    var headerRow: UInt32 { options.titleRow == nil ? 0 : 1 }
    var dataRows = 0
    var images = 0
    /// Links on the current sheet, and whether the warning about Excel's limit was given.
    var sheetLinks = 0
    var warnedAboutLinks = false
    /// The current sheet's runs of data rows (first, last), kept only when there are status rules:
    /// their ranges leave out section headers and totals rows.
    var dataRuns: [(first: UInt32, last: UInt32)] = []
    private(set) var tracksDataRuns = false
    var warnedAboutRuns = false
    /// By sheet number (1-based in the workbook), then rule priority: the `<cfvo>` elements of the
    /// icon sets whose thresholds are not Excel's default (see `IconSetThresholds`).
    var iconThresholds: [Int: [Int: [UInt8]]] = [:]
    /// The charts added, and the numbers of those whose categories are text (see
    /// `chartsWithTextCategories`).
    var charts = 0
    var textCategoryCharts: [Int] = []
    var state = State.open
    /// The sparkline columns the current report's sheets draw, and the sheets finished with them.
    private(set) var sparkColumns: [SparkColumn] = []
    var sparkSheets: [SparkSheet] = []

    // Scratch space for one row, kept to spare an allocation per row.
    private(set) var scans: UnsafeMutableBufferPointer<TextScan>
    var substitutes: [String?]
    var pictures: [PendingImage?]
    /// The added columns' formulas, by column; nil writes the value.
    var formulas: [ExcelFormula?] = []
    /// The aggregate columns' formulas (`XLSXOptions.aggregatedRows`); nil writes values.
    var aggregates: AggregatedRows?
    /// The row being written's aggregate formulas, by column; empty where there are none.
    var rowAggregates: [AggregateFormula?] = []
    /// The marks of the row being written (a diff's); empty for a file's rows.
    var rowMarks: [CellMark] = []
    /// The status rules' whole conditions as formulas, by the rule's place (`statusRulePlan`).
    var ruleConditions: [Int: ExcelCondition] = [:]
    /// The columns whose status rules are coloured cell by cell as written, not as conditional
    /// formats, and those rules: each row is marked with them (`StatusRules.mark`).
    var staticRuleColumns = Set<Int>()
    var staticRuleMarks: StatusRules?

    enum State { case open, finished, failed }

    struct PendingImage {
        var path: String
        var placement: ImagePlacement
        var reference: String
    }

    public init(path: String, schema: Schema, options: XLSXOptions, warnings: WarningLog) throws {
        let columns = schema.columns
        try Self.validate(options, columns: columns)
        self.path = path
        self.options = options
        self.warnings = warnings
        plans = Self.columnPlans(columns, options: options)
        traits = plans.map(\.traits)
        headerNames = Self.headerNames(plans, options: options)
        maxRows = UInt32(options.maxRowsPerSheet)
        imageRowPixels = options.imageHeightPixels
        hasImageColumns = plans.contains { $0.placesImages && !$0.hidden }
        locator = hasImageColumns ? try Self.imageLocator(options) : nil
        sparkColumns = Self.sparkColumns(options, sheetName: options.sheetName, warnings: warnings)
        tracksDataRuns =
            !options.statusRules.isEmpty || !options.encodings.isEmpty || options.chart != nil
            || !sparkColumns.isEmpty

        output = try AtomicOutputFile(
            destination: path, overwrite: options.overwrite, protecting: options.protectedFiles,
            strategy: options.temporaryFileStrategy)
        workbook = try Workbook(writingTo: output.writePath, file: path, spoolDirectory: options.spoolDirectory)
        styles = FormatCache(workbook: workbook)
        do {
            sheet = try Self.openFirstSheet(of: workbook, options: options, warnings: warnings)
        } catch {
            output.discard()
            throw error
        }
        sheetNames.append(sheet.name)
        (formatSlots, shortestSlots, scans) = Self.scratch(plans)
        substitutes = Array(repeating: nil, count: plans.count)
        pictures = Array(repeating: nil, count: plans.count)
        formulas = Self.formulas(options, columns: plans.count)
        (ruleConditions, staticRuleColumns, staticRuleMarks) = Self.statusRulePlan(
            options.statusRules, columns: columns)
        aggregates = Self.aggregates(options, sheetName: sheet.name, warnings: warnings)
        // Fully initialized from here: on an error, deinit discards the output and frees the buffers.
        try setUpSheet()
        warnAboutFormats()
    }

    static func formulas(_ options: XLSXOptions, columns: Int) -> [ExcelFormula?] {
        (0..<columns).map { column in options.formulas[column].flatMap { ExcelFormula($0, columns: columns) } }
    }

    /// The aggregated rows when their formulas can be written: nil when there are no rows, or
    /// when they do not fit on one sheet (said in a warning: the formulas would see only the
    /// first sheet's rows).
    static func aggregates(_ options: XLSXOptions, sheetName: String, warnings: WarningLog) -> AggregatedRows? {
        guard let rows = options.aggregatedRows, rows.origins.sourceRowCount > 0 else { return nil }
        let room = options.maxRowsPerSheet - rows.headerRow - 1
        guard rows.origins.sourceRowCount <= room else {
            warnings.warn(
                "aggregate-values",
                "sheet \(sheetName): its counts and totals are written as values, not formulas: the \(grouped(rows.origins.sourceRowCount)) rows they come from do not fit on one sheet (\(grouped(room)) below its header)"
            )
            return nil
        }
        var result = rows
        let distinct = rows.origins.columns.contains {
            if case .aggregate(.distinct, _, _) = $0 { return true } else { return false }
        }
        if distinct, rows.origins.sourceRowCount > options.maximumDistinctFormulaRows {
            result.distinctAsFormulas = false
            warnings.warn(
                "distinct-values",
                "sheet \(sheetName): its distinct counts are written as values, not formulas: a distinct count's formula compares each of the \(grouped(rows.origins.sourceRowCount)) rows with every other, which spreadsheets take minutes for past \(grouped(options.maximumDistinctFormulaRows))"
            )
        }
        return result
    }

    /// The next report of the workbook (the next input), on a sheet of its own named
    /// `options.sheetName` (made unique among the sheets before it). The options' output
    /// settings (overwrite, spool, properties) are the first report's.
    public func beginReport(schema: Schema, options next: XLSXOptions) throws {
        try ensureOpen()
        do {
            try Self.validate(next, columns: schema.columns)
            try finishSheet()
            let nextPlans = Self.columnPlans(schema.columns, options: next)
            let nextLocator =
                nextPlans.contains { $0.placesImages && !$0.hidden } ? try Self.imageLocator(next) : nil
            releaseScratch()
            options = next
            plans = nextPlans
            traits = plans.map(\.traits)
            headerNames = Self.headerNames(plans, options: next)
            maxRows = UInt32(next.maxRowsPerSheet)
            imageRowPixels = next.imageHeightPixels
            hasImageColumns = nextLocator != nil
            locator = nextLocator
            sparkColumns = Self.sparkColumns(next, sheetName: next.sheetName, warnings: warnings)
            tracksDataRuns =
                !next.statusRules.isEmpty || !next.encodings.isEmpty || next.chart != nil || !sparkColumns.isEmpty
            (formatSlots, shortestSlots, scans) = Self.scratch(plans)
            substitutes = Array(repeating: nil, count: plans.count)
            pictures = Array(repeating: nil, count: plans.count)
            formulas = Self.formulas(next, columns: plans.count)
            (ruleConditions, staticRuleColumns, staticRuleMarks) = Self.statusRulePlan(
                next.statusRules, columns: schema.columns)
            sheetCount += 1
            reportFirstSheet = sheetCount
            sheet = try workbook.addWorksheet(named: uniqueSheetName(next.sheetName, number: 1))
            sheetNames.append(sheet.name)
            aggregates = Self.aggregates(next, sheetName: sheet.name, warnings: warnings)
            try setUpSheet()
            warnAboutFormats()
        } catch {
            fail()
            throw error
        }
    }

    private func warnAboutFormats() {
        for plan in plans where plan.formatCodeTooLong {
            warnings.warn(
                "number-format",
                "column \"\(plan.name)\": its Excel number format is longer than \(ColumnPlan.maximumFormatCodeBytes) bytes; its numbers are written as formatted text"
            )
        }
    }

    private static func headerNames(_ plans: [ColumnPlan], options: XLSXOptions) -> [String] {
        options.table == nil ? plans.map(\.name) : TableColumnNames.names(for: plans.map(\.name))
    }

    /// The per-cell scratch space and format slots for `plans`, all empty.
    private static func scratch(_ plans: [ColumnPlan]) -> (
        UnsafeMutableBufferPointer<FormatHandle?>, UnsafeMutableBufferPointer<FormatHandle?>,
        UnsafeMutableBufferPointer<TextScan>
    ) {
        let formats = UnsafeMutableBufferPointer<FormatHandle?>.allocate(capacity: plans.count * 6)
        formats.initialize(repeating: nil)
        let shortest = UnsafeMutableBufferPointer<FormatHandle?>.allocate(
            capacity: plans.contains(where: \.shortestDigits) ? plans.count * Self.shortestKinds * 2 : 0)
        shortest.initialize(repeating: nil)
        let scans = UnsafeMutableBufferPointer<TextScan>.allocate(capacity: plans.count)
        scans.initialize(repeating: [])
        return (formats, shortest, scans)
    }

    private func releaseScratch() {
        formatSlots.deallocate()
        shortestSlots.deallocate()
        scans.deallocate()
    }

    /// `base` for a report's first sheet (`number` 1), `base (N)` for its continuations; either
    /// way the next free name, without regard to case, as Excel compares them. A continuation
    /// leaves the later reports' names free too.
    private func uniqueSheetName(_ base: String, number: Int) -> String {
        let reserved = number == 1 ? [] : options.laterSheetNames
        let taken = Set((sheetNames + reserved).map { $0.lowercased() })
        var candidate = number == 1 ? base : XLSXSheetName.continuation(of: base, number: number)
        var next = max(number, 1) + 1
        while taken.contains(candidate.lowercased()) {
            candidate = XLSXSheetName.continuation(of: base, number: next)
            next += 1
        }
        return candidate
    }

    /// Everything about the options and the columns that can be refused before a file is opened.
    private static func validate(_ options: XLSXOptions, columns: [Column]) throws {
        if columns.count > XLSXLimits.maximumColumns {
            throw GridReportError(
                .data, at: options.sourceName,
                "the report has \(Self.grouped(columns.count)) columns; Excel allows at most \(Self.grouped(XLSXLimits.maximumColumns))",
                hint: "leave columns out or split the CSV")
        }
        if !options.columnWidthsPoints.isEmpty, options.columnWidthsPoints.count != columns.count {
            throw GridReportError(
                .usage, at: .widths,
                "\(options.columnWidthsPoints.count) widths given for \(columns.count) column\(columns.count == 1 ? "" : "s")"
            )
        }
        if !XLSXLimits.imageHeightPixels.contains(options.imageHeightPixels) {
            throw GridReportError(
                .usage, at: .imageHeight,
                "\(options.imageHeightPixels) pixels is not a row height Excel can show",
                hint: "give \(XLSXLimits.imageHeightPixels.lowerBound) to \(XLSXLimits.imageHeightPixels.upperBound)")
        }
        _ = try XLSXSheetName.validated(options.sheetName)
        try validateStatusRules(options.statusRules)
        guard (2...XLSXLimits.maximumRows).contains(options.maxRowsPerSheet) else {
            throw GridReportError(.usage, at: nil, "rows per sheet must be 2 to \(XLSXLimits.maximumRows)")
        }
    }

    private static func columnPlans(_ columns: [Column], options: XLSXOptions) -> [ColumnPlan] {
        let renderers = NumberRenderer.shared(for: columns.map { $0.format ?? NumberFormat() })
        var plans = columns.enumerated().map { index, column in
            var plan = ColumnPlan(
                column: column, renderer: renderers[index] ?? NumberRenderer(column.format ?? NumberFormat()),
                points: options.columnWidthsPoints.isEmpty ? nil : options.columnWidthsPoints[index],
                mayWrap: options.wrapColumns?.contains(index) ?? true)
            plan.keepsCellTypes = column.type == .text && options.cellTypedFields.contains(column.index)
            return plan
        }
        var before: HorizontalAlignment?
        for k in plans.indices where !plans[k].hidden {
            plans[k].indent = plans[k].horizontal == .leading && before == .trailing
            before = plans[k].horizontal
        }
        return plans
    }

    /// Pictures are found, and must stay, under the image root when given, else the CSV's folder.
    private static func imageLocator(_ options: XLSXOptions) throws -> ImageLocator {
        let root = options.imageRoot ?? (options.imageBaseDirectory.isEmpty ? "." : options.imageBaseDirectory)
        return try ImageLocator(root: root, option: options.imageRoot == nil ? nil : .imageRoot)
    }

    /// The title and the first sheet; when either fails, the caller discards the output.
    private static func openFirstSheet(of workbook: Workbook, options: XLSXOptions, warnings: WarningLog) throws
        -> Worksheet
    {
        var title = options.title
        if let given = title, let escaped = ExcelText.escapedForProperty(given) {
            warnings.warn("xml-character", "the title: characters XML cannot hold written in OOXML's _xHHHH_ form")
            title = escaped
        }
        try workbook.setProperties(title: title, created: options.creationTime)
        return try workbook.addWorksheet(named: options.sheetName)
    }

    deinit {
        if state == .open { output.discard() }
        releaseScratch()
    }

    /// Writes one data row; past the sheet's last row the data continues on `NAME (2)`….
    public func append(_ row: GridRow) throws {
        try ensureOpen()
        do {
            if nextRow >= maxRows { try startNextSheet() }
            try write(row)
        } catch {
            fail()
            throw error
        }
    }

    /// Closes the workbook and puts the file in place.
    public func finish() throws -> XLSXSummary {
        try ensureOpen()
        do {
            try finishSheet()
            let minimumSizes = try workbook.close()
            try checkComplete(minimumSizes)
            try editFinishedSheets()
            try nameTheApplication()
            try output.commit()
        } catch {
            fail()
            throw error
        }
        state = .finished
        return XLSXSummary(path: path, rows: dataRows, sheets: sheetCount, images: images)
    }

    func ensureOpen() throws {
        switch state {
        case .open: return
        case .finished: throw GridReportError(.io, at: path, "the workbook is already finished")
        case .failed: throw GridReportError(.io, at: path, "the export already failed; nothing was written")
        }
    }

    /// The most parts a workbook's zip holds: its end record's count is 16 bits, and 0xFFFF says ZIP64.
    static let maximumZipMembers = 0xFFFF - 1

    /// libxlsxwriter reports success even when a temporary copy of a sheet ran out of room; the
    /// zip's own record of each sheet's size tells.
    private func checkComplete(_ minimumSizes: [String: Int]) throws {
        // From 65,535 parts on (each distinct picture is one) libxlsxwriter's zip cuts its member
        // count to 0xFFFF, which readers take for ZIP64 or for fewer parts: a broken workbook.
        // Refused whole, with the count, not blamed on the temporary folder.
        if let parts = output.zipMemberCountPastLimit() {
            throw GridReportError(
                .data, at: path,
                "the workbook would hold \(parts) parts, more than the \(Self.maximumZipMembers) its zip can count; each distinct picture is one (\(images) pictures were placed)",
                hint:
                    "export fewer pictures to a workbook: fewer rows with --where or --limit, or the pictures as references with a spec's type: text for their column"
            )
        }
        let sizes = output.zipMemberSizes()
        let complete =
            sizes.map { sizes in minimumSizes.allSatisfy { sizes[$0.key, default: -1] >= $0.value } } ?? false
        if !complete {
            let folder = options.spoolDirectory ?? SpoolSpace.defaultDirectory
            throw GridReportError(
                .io, at: path,
                "the workbook came out incomplete: a temporary file in \(folder) could not be written in full",
                hint: "free some space there, or set TMPDIR to a folder with more room")
        }
    }

    /// libxlsxwriter names "Microsoft Excel" as the application; the file names gridreport. And it
    /// reads a creation time of 0 as "now", so the epoch itself (SOURCE_DATE_EPOCH=0, as
    /// reproducible builds often set it) is given to it as one second later and written back here
    /// as asked.
    private func nameTheApplication() throws {
        let properties = AppProperties(application: "gridreport", sheetNames: sheetNames).xml
        var replacements = ["docProps/app.xml": Array(properties.utf8)]
        guard let charts = chartsWithTextCategories() else {
            throw GridReportError(.io, at: path, "cannot read the chart back")
        }
        replacements.merge(charts) { $1 }
        if options.creationTime == 0 {
            guard var core = output.zipMember(named: "docProps/core.xml") else {
                throw GridReportError(.io, at: path, "cannot read the document's creation time back")
            }
            // Created and modified: the second's last digit, 1, back to 0.
            let written = Array("1970-01-01T00:00:01Z".utf8)
            var at = 0
            while at + written.count <= core.count {
                if core[at..<(at + written.count)].elementsEqual(written) {
                    core[at + written.count - 2] = UInt8(ascii: "0")
                }
                at += 1
            }
            replacements["docProps/core.xml"] = core
        }
        guard output.replaceZipMembers(replacements) else {
            throw GridReportError(.io, at: path, "cannot write the document's application property")
        }
    }

    func fail() {
        state = .failed
        output.discard()
    }

    func startNextSheet() throws {
        try finishSheet()
        sheetCount += 1
        let previous = sheet.name
        sheet = try workbook.addWorksheet(
            named: uniqueSheetName(options.sheetName, number: sheetCount - reportFirstSheet + 1))
        sheetNames.append(sheet.name)
        let mark = ContinuationMark(number: sheetCount, sheet: sheet.name, continues: previous)
        try workbook.defineName(mark.name, formula: mark.formula)
        try setUpSheet()
    }

    /// Widths, frozen header, row height for pictures, and the header row itself.
    private func setUpSheet() throws {
        for (index, plan) in plans.enumerated() {
            guard let pixels = plan.pixels else { continue }
            try sheet.setColumnWidth(column: UInt16(index), pixels: UInt32(pixels), hidden: plan.hidden)
        }
        if hasImageColumns {
            // Constant-memory mode forgets row heights before libxlsxwriter places the pictures,
            // so the picture height is every row's height there, and the anchors come out right.
            sheet.setDefaultRowHeight(points: Double(imageRowPixels) * 0.75)
        }
        nextRow = 0
        sheetLinks = 0
        dataRuns.removeAll()
        if let title = options.titleRow {
            try writeTitleRow(title)
        }
        if !plans.isEmpty {
            sheet.freezeRows(headerRow + 1)
            try writeHeader()
        }
        nextRow = headerRow + 1
        try setUpPrinting()
    }

    /// Every sheet prints the same way: its header (and title) rows repeated on each page.
    private func setUpPrinting() throws {
        let layout = PageLayout(
            options.printSetup, columnPixels: plans.filter { !$0.hidden }.map(\.cellWidthPixels),
            title: options.title)
        sheet.setLandscape(layout.landscape)
        sheet.setPaper(layout.paperCode)
        if layout.fitToWidth { sheet.fitToOnePageWide() }
        if !plans.isEmpty { try sheet.repeatRows(0, through: headerRow) }
        if layout.printsPagesWide, !plans.isEmpty {
            try sheet.repeatColumns(0, through: 0)
            let percent = Int((layout.fitScale * 100).rounded(.down))
            warnings.warn(
                "print-width",
                "sheet \(sheet.name): \(plans.filter { !$0.hidden }.count) columns would print one page wide at \(percent)%; they print several pages wide at full size, the first column repeated on each"
            )
        }
        if let header = layout.header { try sheet.setPageHeader(header) }
        try sheet.setPageFooter(PageLayout.footer)
    }

    /// The filter, or the table, covers the header and every data row; only now is the last row
    /// known. A table needs a row below its header, so an empty report's table has one empty row.
    private func finishSheet() throws {
        guard !plans.isEmpty else { return }
        if let style = options.table {
            try sheet.addTable(
                firstRow: headerRow, lastRow: max(nextRow - 1, headerRow + 1), names: headerNames, style: style)
        } else {
            try sheet.setAutofilter(firstRow: headerRow, lastRow: nextRow - 1, lastColumn: UInt16(plans.count - 1))
            if let filter = options.sheetFilter {
                for (column, rules) in try SheetFilterRules.rules(filter) {
                    try sheet.filterColumn(UInt16(column), rules: rules)
                }
            }
        }
        try addStatusRules()
        try addChart()
        noteSparkSheet()
    }

    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
