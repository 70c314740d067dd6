import GridReport

/// Sparkline columns as Excel's own sparkline groups (the x14 extension of Excel 2010, which
/// libxlsxwriter 1.1.4 does not write): the groups are added to each sheet's XML once the
/// workbook is written (`ZipSheetExtension`), one sparkline per data row over that row's cells.
extension XLSXReportWriter {
    /// A sparkline column drawn by the sheet: its column and the first and last column it draws.
    struct SparkColumn {
        var column: Int
        var first: Int
        var last: Int
    }

    /// A finished sheet's sparklines: its place among the workbook's sheets (1-based), its name
    /// and its runs of data rows.
    struct SparkSheet {
        var number: Int
        var name: String
        var runs: [(first: UInt32, last: UInt32)]
        var columns: [SparkColumn]
    }

    /// The sparkline columns the sheet can draw: those whose columns are shown side by side, in
    /// order. The others keep their text, with one warning each.
    static func sparkColumns(_ options: XLSXOptions, sheetName: String, warnings: WarningLog) -> [SparkColumn] {
        options.sparklines.keys.sorted().compactMap { column in
            guard let drawn = options.sparklines[column] ?? nil, let first = drawn.first, let last = drawn.last,
                drawn == Array(first...last)
            else {
                warnings.warn(
                    "sparkline-text",
                    "sheet \(sheetName): column \(column + 1)'s sparkline is written as its text: the columns it draws are not all shown, side by side in their order, for Excel's sparkline to point at"
                )
                return nil
            }
            return SparkColumn(column: column, first: first, last: last)
        }
    }

    /// Whether a sparkline of the sheet draws column `column`. An empty aggregate there (a
    /// pivot's group without rows for a value) is written as an empty cell, not as a formula
    /// whose result is "": the group's `displayEmptyCellsAs="gap"` is for empty cells only
    /// (LibreOffice draws a formula's "" as 0), and the terminal and the page draw a gap.
    func drawsSparkline(_ column: Int) -> Bool {
        sparkColumns.contains { $0.first <= column && column <= $0.last }
    }

    /// `items` with the sparkline columns' cells empty: Excel draws the sparkline there.
    @inline(__always)
    func withoutSparklineText(_ items: [GridItem]) -> [GridItem] {
        var items = items
        for spark in sparkColumns where spark.column < items.count { items[spark.column] = .empty }
        return items
    }

    /// Notes the current sheet's sparklines when it is finished.
    func noteSparkSheet() {
        guard !sparkColumns.isEmpty, !dataRuns.isEmpty else { return }
        sparkSheets.append(SparkSheet(number: sheetCount, name: sheet.name, runs: dataRuns, columns: sparkColumns))
    }

    /// Each noted sheet's sparkline groups, as the extension of its XML.
    func sparklineExtensions() -> [String: ZipSheetExtension.Writer] {
        var extensions: [String: ZipSheetExtension.Writer] = [:]
        for spark in sparkSheets {
            extensions["xl/worksheets/sheet\(spark.number).xml"] = { sink in try Self.writeGroups(spark, to: sink) }
        }
        return extensions
    }

    /// Edits the finished sheets' XML, each in one pass: the sparkline groups added, the icon
    /// sets' thresholds set.
    func editFinishedSheets() throws {
        var edits: [String: ZipSheetExtension.Edit] = [:]
        for (name, writer) in sparklineExtensions() { edits[name, default: .init()].extensionWriter = writer }
        for (number, cfvo) in iconThresholds {
            edits["xl/worksheets/sheet\(number).xml", default: .init()].iconThresholds = cfvo
        }
        guard !edits.isEmpty else { return }
        do {
            try output.editSheets(edits, spoolDirectory: options.spoolDirectory ?? SpoolSpace.defaultDirectory)
        } catch ZipSheetExtension.Problem.failed(let reason) {
            let what =
                sparkSheets.isEmpty
                ? "set the icon sets' thresholds"
                : iconThresholds.isEmpty ? "add the sparklines" : "add the sparklines and set the icon sets' thresholds"
            throw GridReportError(.io, at: path, "cannot \(what): \(reason)")
        }
    }

    /// The extension: a group per sparkline column, a sparkline per data row, written a row at a
    /// time. Each sparkline's axis is its own (Excel's default), as the terminal draws it.
    static func writeGroups(_ spark: SparkSheet, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        func put(_ text: String) throws {
            var text = text
            try text.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
        }
        let sheet = XLSXSectionWriter.quotedSheetName(spark.name)
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        try put(
            "<ext xmlns:x14=\"http://schemas.microsoft.com/office/spreadsheetml/2009/9/main\" uri=\"{05C60535-1F16-4fd2-B633-F4F36F0B64E0}\"><x14:sparklineGroups xmlns:xm=\"http://schemas.microsoft.com/office/excel/2006/main\">"
        )
        let series = HexDigits.hex(Encodings.Bar.positiveColor.rgb, digits: 6)
        for column in spark.columns {
            try put(
                "<x14:sparklineGroup displayEmptyCellsAs=\"gap\" lineWeight=\"1.25\"><x14:colorSeries rgb=\"FF\(series)\"/><x14:colorNegative rgb=\"FFD20A0A\"/><x14:colorAxis rgb=\"FF000000\"/><x14:colorMarkers rgb=\"FF\(series)\"/><x14:colorFirst rgb=\"FF\(series)\"/><x14:colorLast rgb=\"FF\(series)\"/><x14:colorHigh rgb=\"FF\(series)\"/><x14:colorLow rgb=\"FF\(series)\"/><x14:sparklines>"
            )
            let first = CellName.a1(row: 0, column: column.first).filter(\.isLetter)
            let last = CellName.a1(row: 0, column: column.last).filter(\.isLetter)
            let at = CellName.a1(row: 0, column: column.column).filter(\.isLetter)
            for run in spark.runs {
                for row in run.first...run.last {
                    let number = row + 1
                    try put(
                        "<x14:sparkline><xm:f>\(sheet)!\(first)\(number):\(last)\(number)</xm:f><xm:sqref>\(at)\(number)</xm:sqref></x14:sparkline>"
                    )
                }
            }
            try put("</x14:sparklines></x14:sparklineGroup>")
        }
        try put("</x14:sparklineGroups></ext>")
    }
}
