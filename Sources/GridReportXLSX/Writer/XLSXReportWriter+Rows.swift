import GridReport

/// The per-row path. Two passes: the first finds whether the row is multi-line (the Fiori rule:
/// centred when every item is one line of text, top-aligned otherwise) and resolves pictures,
/// the second writes the cells with that alignment.
extension XLSXReportWriter {
    /// Marks text that takes more than one line in its column; kept beside the byte flags.
    private static let multiLine = TextScan(rawValue: 0x80)

    func write(_ row: GridRow) throws {
        let items = sparkColumns.isEmpty ? row.items : withoutSparklineText(row.items)
        guard items.count <= traits.count else {
            throw GridReportError(
                .data, at: sourcePlace(row.line),
                "the row has \(items.count) values but the header has \(traits.count) columns")
        }
        let (rowIsMultiLine, usedScratch) = prepare(items, line: row.line)
        let rowNumber = nextRow
        if let filter = options.sheetFilter, !filter.accepts(row) {
            try sheet.hideRow(rowNumber, points: hasImageColumns ? Double(imageRowPixels) * 0.75 : nil)
        }
        rowMarks = row.marks
        if let staticRuleMarks {
            var marked = row
            staticRuleMarks.mark(&marked)
            rowMarks = marked.marks
        }
        defer { rowMarks = [] }
        if let aggregates {
            rowAggregates = items.indices.map { column in
                if case .empty = items[column], drawsSparkline(column) { return nil }
                return AggregateFormula.cell(aggregates, row: row, column: column)
            }
        }
        defer { rowAggregates = [] }
        try writeCells(items, row: rowNumber, top: rowIsMultiLine, usedScratch: usedScratch, line: row.line)
        if !row.marks.isEmpty { try writeNotes(row, row: rowNumber) }
        if usedScratch {
            for index in items.indices {
                substitutes[index] = nil
                pictures[index] = nil
            }
        }
        if tracksDataRuns { noteDataRow(rowNumber) }
        nextRow = rowNumber + 1
        dataRows += 1
    }

    /// The first pass: scans the texts, turns numbers Excel cannot store into text (`substitutes`)
    /// and resolves pictures (`pictures`). Tells whether the row takes more than one line, and
    /// whether the scratch space needs clearing after it.
    @inline(__always)
    private func prepare(_ items: [GridItem], line: Int) -> (isMultiLine: Bool, usedScratch: Bool) {
        var rowIsMultiLine = false
        var usedScratch = false
        for index in items.indices {
            switch items[index] {
            case .text(let text), .header(let text):
                rowIsMultiLine = classify(text, column: index) || rowIsMultiLine
            case .number(let value):
                if traits[index].numbersAsText || !value.isFinite {
                    let text = numberAsText(value, column: index, line: line)
                    substitutes[index] = text
                    usedScratch = true
                    rowIsMultiLine = classify(text, column: index) || rowIsMultiLine
                }
            case .image(let image):
                usedScratch = true
                if let picture = resolvePicture(image.reference, column: index, line: line) {
                    pictures[index] = picture
                    rowIsMultiLine = true
                } else {
                    substitutes[index] = image.reference
                    rowIsMultiLine = classify(image.reference, column: index) || rowIsMultiLine
                }
            case .empty, .date:
                continue
            }
        }
        return (rowIsMultiLine, usedScratch)
    }

    /// The second pass: every cell of the row, `top`-aligned when the row is multi-line.
    @inline(__always)
    private func writeCells(_ items: [GridItem], row rowNumber: UInt32, top: Bool, usedScratch: Bool, line: Int)
        throws
    {
        let sheet = self.sheet
        for index in items.indices {
            if !rowAggregates.isEmpty, let aggregate = rowAggregates[index] {
                try writeFormula(
                    aggregate.text, isArray: aggregate.isArray, items[index], row: rowNumber, column: index, top: top)
                continue
            }
            if let formula = formulas[index] {
                try writeFormula(formula.text(row: rowNumber), items[index], row: rowNumber, column: index, top: top)
                continue
            }
            switch items[index] {
            case .text(let text), .header(let text):
                if traits[index].keepsCellTypes,
                    try writeCellValue(text, to: sheet, row: rowNumber, column: index, top: top)
                {
                    continue
                }
                if CellLink.isLink(text), try writeLink(text, to: sheet, row: rowNumber, column: index, top: top) {
                    continue
                }
                try writeText(text, to: sheet, row: rowNumber, column: index, top: top, line: line)
            case .number(let value):
                if usedScratch, let text = substitutes[index] {
                    try writeText(text, to: sheet, row: rowNumber, column: index, top: top, line: line)
                } else {
                    try writeNumber(value, to: sheet, row: rowNumber, column: index, top: top)
                }
            case .date(let date):
                guard let serial = excelSerial(date, column: index, line: line) else {
                    try writeText(date.text, to: sheet, row: rowNumber, column: index, top: top, line: line)
                    continue
                }
                try sheet.writeNumber(
                    row: rowNumber, column: UInt16(truncatingIfNeeded: index), serial,
                    format: try numberFormat(column: index, top: top))
            case .image:
                if let picture = pictures[index] {
                    try insert(picture, to: sheet, row: rowNumber, column: index, top: top, line: line)
                } else if let text = substitutes[index] {
                    try writeText(text, to: sheet, row: rowNumber, column: index, top: top, line: line)
                }
            case .empty:
                continue
            }
        }
    }

    /// A formula with its value stored: a number or a date's serial as a number, text and an
    /// empty cell as text. An array formula stores a number only (a missing value as 0).
    private func writeFormula(
        _ formula: String, isArray: Bool = false, _ item: GridItem, row: UInt32, column index: Int, top: Bool
    )
        throws
    {
        let column = UInt16(truncatingIfNeeded: index)
        let format = try numberFormat(column: index, top: top)
        if isArray {
            let value: Double
            switch item {
            case .number(let number): value = number
            case .date(let date): value = date.serial
            default: value = 0
            }
            try sheet.writeArrayFormula(row: row, column: column, formula, result: value, format: format)
            return
        }
        switch item {
        case .number(let value):
            try sheet.writeFormula(row: row, column: column, formula, result: value, format: format)
        case .date(let date):
            try sheet.writeFormula(row: row, column: column, formula, result: date.serial, format: format)
        case .text(let text), .header(let text):
            try sheet.writeFormula(row: row, column: column, formula, text: text, format: format)
        case .image(let image):
            try sheet.writeFormula(row: row, column: column, formula, text: image.reference, format: format)
        case .empty:
            try sheet.writeFormula(row: row, column: column, formula, text: "", format: format)
        }
    }

    @inline(__always)
    private func writeNumber(_ value: Double, to sheet: Worksheet, row: UInt32, column index: Int, top: Bool) throws {
        let shortestKind = traits[index].shortestDigits ? ShortestDecimal.displayKind(value) : nil
        let format: FormatHandle
        if value < 0 && themesNegatives {
            let code = shortestKind.map {
                ExcelNumberFormat.shortestCode(kind: $0, grouping: plans[index].grouping)
            }
            format = try negativeNumberFormat(column: index, top: top, code: code)
        } else if let shortestKind {
            format = try shortestFormat(column: index, kind: shortestKind, top: top)
        } else {
            format = try numberFormat(column: index, top: top)
        }
        try sheet.writeNumber(row: row, column: UInt16(truncatingIfNeeded: index), value, format: format)
    }

    func writeHeader() throws {
        var rowIsMultiLine = false
        for (index, name) in headerNames.enumerated() {
            rowIsMultiLine = classify(name, column: index) || rowIsMultiLine
        }
        if rowIsMultiLine, !hasImageColumns {
            // LibreOffice keeps a row's stored height rather than fitting it to wrapped text, so the
            // header is given the height of its longest title's lines. (With pictures every row is
            // the picture's height: libxlsxwriter anchors them by the default height alone.)
            let lines = headerNames.indices.map { index in
                TitleLines.lineCount(
                    headerNames[index], width: traits[index].lineCapacity, breaks: WordBreaks.sheetTitle)
            }
            try sheet.setRowHeight(row: headerRow, pixels: UInt32(Self.linePixels * (lines.max() ?? 1)))
        }
        for (index, plan) in plans.enumerated() {
            let wrap = scans[index].contains(Self.multiLine)
            let style = themed(
                CellStyle(header: true, horizontal: plan.horizontal, top: rowIsMultiLine, wrap: wrap), column: index)
            let format = try styles.format(for: style)
            if headerNames[index].isEmpty {
                // A blank cell with the header format keeps the header's border unbroken.
                try sheet.writeBlank(row: headerRow, column: UInt16(index), format: format)
            } else {
                try writeText(
                    headerNames[index], to: sheet, row: headerRow, column: index, format: format.handle, line: 1,
                    warn: sheetCount == reportFirstSheet)
            }
        }
    }

    /// A line of Calibri 11, Excel's default row (15 points).
    static let linePixels = 20

    /// Scans the text for its cell and tells whether it takes more than one line.
    @inline(__always)
    private func classify(_ text: String, column: Int) -> Bool {
        var scan = ExcelText.scan(text)
        let isMultiLine = traits[column].isMultiLine(text, scan)
        if isMultiLine { scan.insert(Self.multiLine) }
        scans[column] = scan
        return isMultiLine
    }

    @inline(__always)
    private func writeText(_ text: String, to sheet: Worksheet, row: UInt32, column: Int, top: Bool, line: Int) throws {
        if text.isEmpty { return }
        let format = try textFormat(column: column, top: top, wrap: scans[column].contains(Self.multiLine))
        try writeText(text, to: sheet, row: row, column: column, format: format, line: line, warn: true)
    }

    /// Always a string cell, never a formula, whatever the text starts with.
    @inline(__always)
    private func writeText(
        _ text: String, to sheet: Worksheet, row: UInt32, column: Int,
        format: FormatHandle, line: Int, warn: Bool
    ) throws {
        let scan = scans[column]
        let cellColumn = UInt16(truncatingIfNeeded: column)
        guard ExcelText.needsPreparation(text, scan), let prepared = ExcelText.prepared(text, scan) else {
            try text.withCString { try sheet.writeString(row: row, column: cellColumn, $0, format: format) }
            return
        }
        if warn {
            let place =
                "\(sourcePlace(line)): column \"\(plans[column].name)\" (cell \(CellName.a1(row: Int(row), column: column)) of sheet \"\(sheet.name)\")"
            if let length = prepared.cutFrom {
                warnings.warn(
                    "long-text",
                    "\(place): text of \(Self.grouped(length)) characters cut to Excel's limit of \(Self.grouped(ExcelText.maximumLength))"
                )
            }
            if prepared.replacedNUL {
                warnings.warn(
                    "nul-character", "\(place): NUL characters replaced by U+FFFD, since Excel cannot store them")
            }
            if prepared.escapedNonCharacters {
                warnings.warn(
                    "xml-character",
                    "\(place): U+FFFE or U+FFFF, which XML cannot hold, written as _xFFFE_ / _xFFFF_ (readers decode them back)"
                )
            }
        }
        try prepared.text.withCString { try sheet.writeString(row: row, column: cellColumn, $0, format: format) }
    }

    /// A date's serial in Excel's 1900 system; nil (with a warning) before 1900-01-01, which Excel
    /// cannot show as a date: the cell keeps the date's text, which reads back as the same date.
    private func excelSerial(_ date: DateItem, column: Int, line: Int) -> Double? {
        if plans[column].isTimeOfDay { return date.serial }
        if let serial = ExcelDateSystem.excelSerial(date.serial) { return serial }
        warnings.warn(
            "date-as-text",
            "\(sourcePlace(line)): column \"\(plans[column].name)\": \(TerminalText.sanitize(date.text)) is before 1900-01-01, Excel's first date; it is written as text"
        )
        return nil
    }

    private func numberAsText(_ value: Double, column: Int, line: Int) -> String {
        let text = plans[column].renderer.string(value)
        if !value.isFinite {
            warnings.warn(
                "number-as-text",
                "\(sourcePlace(line)): column \"\(plans[column].name)\": \(TerminalText.sanitize(text)) is not a number Excel can store; it is written as text"
            )
        }
        return text
    }

    private func resolvePicture(_ reference: String, column: Int, line: Int) -> PendingImage? {
        let plan = plans[column]
        guard plan.placesImages, !plan.hidden, !reference.isEmpty, let locator else { return nil }
        switch locator.locate(reference) {
        case .success(let image):
            if image.info.isTopDown {
                warnings.warn(
                    "image",
                    "\(sourcePlace(line)): image \(Self.shown(reference)) is a top-down BMP (its height is negative), which the XLSX writer cannot place; the cell keeps the reference as text"
                )
                return nil
            }
            guard
                let placement = ImagePlacement(
                    fitting: image.info, cellWidth: plan.cellWidthPixels, cellHeight: imageRowPixels)
            else {
                return nil
            }
            return PendingImage(path: image.path, placement: placement, reference: reference)
        case .failure(let refusal):
            warnings.warn(
                "image", "\(sourcePlace(line)): image \(Self.shown(reference)) \(refusal.explanation)")
            return nil
        }
    }

    private func insert(_ picture: PendingImage, to sheet: Worksheet, row: UInt32, column: Int, top: Bool, line: Int)
        throws
    {
        let description = ExcelText.withoutControlCharacters(String(picture.reference.prefix(200)))
        let insertion = try sheet.insertImage(
            row: row, column: UInt16(column), path: picture.path, placement: picture.placement,
            description: description, action: "cannot insert the image \(Self.shown(picture.reference))")
        guard case .refused(let reason) = insertion else {
            images += 1
            try markPicture(row: row, column: column, top: top)
            return
        }
        warnings.warn(
            "image",
            "\(sourcePlace(line)): image \(Self.shown(picture.reference)) could not be embedded (\(reason)); the cell keeps the reference as text"
        )
        scans[column] = ExcelText.scan(picture.reference)
        try writeText(picture.reference, to: sheet, row: row, column: column, top: top, line: line)
    }

    /// `data.csv:7`, or a workbook's `book.xlsx: sheet "Data", row 8`.
    private func sourcePlace(_ line: Int) -> String {
        InputPlace.name(options.sourceName, line: line, places: options.sourcePlaces)
    }

    @inline(__always)
    private func textFormat(column: Int, top: Bool, wrap: Bool) throws -> FormatHandle {
        if !rowMarks.isEmpty,
            let marked = try markedFormat(
                CellStyle(horizontal: plans[column].horizontal, top: top, wrap: wrap), column: column)
        {
            return marked
        }
        let slot = column * 6 + (top ? 2 : 0) + (wrap ? 1 : 0)
        if let format = formatSlots[slot] { return format }
        let format = try styles.format(
            for: themed(CellStyle(horizontal: plans[column].horizontal, top: top, wrap: wrap), column: column)
        ).handle
        formatSlots[slot] = format
        return format
    }

    @inline(__always)
    private func numberFormat(column: Int, top: Bool) throws -> FormatHandle {
        let plan = plans[column]
        if !rowMarks.isEmpty,
            let marked = try markedFormat(
                CellStyle(numberFormat: plan.numberFormatCode, horizontal: plan.horizontal, top: top, wrap: false),
                column: column)
        {
            return marked
        }
        let slot = column * 6 + 4 + (top ? 1 : 0)
        if let format = formatSlots[slot] { return format }
        let style = themed(
            CellStyle(numberFormat: plan.numberFormatCode, horizontal: plan.horizontal, top: top, wrap: false),
            column: column)
        let format = try styles.format(for: style).handle
        formatSlots[slot] = format
        return format
    }

    /// The format of one kind of value in a shortest-digits column (its fraction digits, or its
    /// scientific mantissa's), so that each cell shows the digits the terminal shows.
    @inline(__always)
    private func shortestFormat(column: Int, kind: Int, top: Bool) throws -> FormatHandle {
        let plan = plans[column]
        let code = ExcelNumberFormat.shortestCode(kind: kind, grouping: plan.grouping)
        if !rowMarks.isEmpty,
            let marked = try markedFormat(
                CellStyle(numberFormat: code, horizontal: plan.horizontal, top: top, wrap: false), column: column)
        {
            return marked
        }
        let slot = (column * Self.shortestKinds + kind) * 2 + (top ? 1 : 0)
        if let format = shortestSlots[slot] { return format }
        let format = try styles.format(
            for: themed(
                CellStyle(numberFormat: code, horizontal: plan.horizontal, top: top, wrap: false), column: column)
        ).handle
        shortestSlots[slot] = format
        return format
    }

    /// Kinds of `ShortestDecimal.displayKind`: 21 fixed, 15 scientific.
    static let shortestKinds = ShortestDecimal.scientificKindBase + 15

    /// A reference as a warning shows it: quoted, safe for a terminal, and short.
    static func shown(_ reference: String) -> String {
        let image = ImageReference(reference)
        let limit = image.isDataURI ? 32 : 160
        let cut = reference.count > limit ? String(reference.prefix(limit)) + "…" : reference
        return "\"" + TerminalText.sanitize(cut) + "\""
    }
}
