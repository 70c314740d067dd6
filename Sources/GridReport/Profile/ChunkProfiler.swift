/// Profiles the records of one chunk of the first pass, on a worker thread: what each column's
/// values are (numbers, dates, identifiers, text, pictures), their digits and widths. The
/// chunks' profiles are merged in file order into the report's (`ColumnProfile.append`).
struct ChunkProfiler: Sendable {
    /// A chunk's profile; its columns are unnamed, as only the merged one's names are used.
    struct Part {
        var columns: [ColumnProfile]
        var rows: Int
    }

    private let parser: NumberParser
    private let classifier: CellClassifier
    private let columnCount: Int

    init(options: ReadOptions, columnCount: Int) {
        parser = options.numberParser
        classifier = options.classifier
        self.columnCount = columnCount
    }

    /// `watcher` (a `FirstPassRider`'s) is shown each record after it is profiled.
    func profile(_ reader: CSVReader, watcher: (any RecordWatcher)? = nil) throws -> Part {
        var part = Part(columns: Array(repeating: ColumnProfile(name: ""), count: columnCount), rows: 0)
        if let watcher {
            try watcher.watch(reader) { reader, numbers in
                try withUnsafeMutablePointer(to: &numbers) { numbers in
                    try profileRecord(reader, into: &part.columns, numbers: numbers)
                }
                part.rows += 1
            }
            return part
        }
        while try reader.next() {
            try profileRecord(reader, into: &part.columns, numbers: nil)
            part.rows += 1
        }
        return part
    }

    /// `numbers`, when a rider watches, hears of each number parsed. A pointer, not a generic
    /// parameter: specialised twice, the path without a rider was inlined differently and
    /// took 0.7 % more instructions.
    private func profileRecord(
        _ reader: CSVReader, into columns: inout [ColumnProfile], numbers: UnsafeMutablePointer<RecordNumbers>?
    ) throws {
        let line = reader.line
        for index in 0..<reader.columnCount {
            try reader.withField(index) { bytes in
                if classifier.isMissing(bytes) {
                    if !bytes.isBlank { columns[index].noteMarker(bytes) }
                    return
                }
                try profileValue(
                    bytes, column: index, line: line, reader: reader, into: &columns[index], numbers: numbers)
            }
        }
    }

    /// A value that is not missing, into its column's profile.
    @inline(__always)
    private func profileValue(
        _ bytes: UnsafeBufferPointer<UInt8>, column index: Int, line: Int, reader: CSVReader,
        into column: inout ColumnProfile, numbers: UnsafeMutablePointer<RecordNumbers>?
    ) throws {
        if column.nonMissing == 0 { column.firstValue = String(decoding: bytes, as: UTF8.self) }
        column.nonMissing += 1
        // Once a column holds a value that is neither a number nor an identifier, no later
        // value can make it a number column: stop parsing its values (the common case for
        // text columns). Identifiers and numbers out of range are still counted, to say why
        // a column became text.
        if column.numbers + column.identifiers + column.outOfRange == column.nonMissing - 1,
            profileNumber(bytes, line: line, column: index, into: &column, numbers: numbers)
        {
            if column.tokens == column.nonMissing - 1 { column.tokens += 1 }
            return
        }
        if column.tokens == column.nonMissing - 1, UTF8Text.isToken(bytes) { column.tokens += 1 }
        if column.temporal == column.nonMissing - 1, let value = DateParser.parse(bytes) {
            switch value.kind {
            case .date: column.dates += 1
            case .time: column.times += 1
            case .dateTime: column.dateTimes += 1
            }
            if column.dateExample == nil { column.dateExample = String(decoding: bytes, as: UTF8.self) }
            if value.kind != .date {
                column.secondFractionDigits = max(
                    column.secondFractionDigits, DateParser.secondFractionDigits(bytes, kind: value.kind))
            }
        } else if !column.offending.gaveUp {
            noteOffending(bytes, into: &column.offending)
        }
        if column.firstTextLine == nil { column.firstTextLine = line }
        let measure = try TextMeasure.measure(bytes) { throw reader.invalidUTF8Error(inField: index) }
        if measure.width > column.maxTextWidth { column.maxTextWidth = measure.width }
        if measure.lines > column.maxLines { column.maxLines = measure.lines }
        // Likewise a value that names no picture rules the image type out.
        if column.images == column.nonMissing - 1, CellClassifier.isImageReference(bytes) {
            column.images += 1
            let image = ImageReference(String(decoding: bytes, as: UTF8.self))
            let width = TerminalText.displayWidth(ImagePlaceholder.text(for: image))
            if width > column.maxImageWidth { column.maxImageWidth = width }
        }
    }

    /// A value of a column no longer all numbers or all dates, for `OffendingValues`: out of line,
    /// so that the per-cell path every value takes stays as small as before it.
    @inline(never)
    private func noteOffending(_ bytes: UnsafeBufferPointer<UInt8>, into offending: inout OffendingValues) {
        offending.note(bytes, parser: parser)
    }

    /// Parses a value of a column that may still be a number column; true when it is a number,
    /// which is then all there is to learn from it.
    @inline(__always)
    private func profileNumber(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, column index: Int, into column: inout ColumnProfile,
        numbers: UnsafeMutablePointer<RecordNumbers>?
    ) -> Bool {
        let isFirstColumn = index == 0
        var separators = 0
        switch parser.parse(bytes, groupingSeparators: &separators) {
        case .number(let value, let digits):
            numbers?.pointee.note(value, field: index)
            noteNumber(
                value, digits: digits, separators: separators, bytes, isFirstColumn: isFirstColumn, into: &column)
            return true
        case .identifier:
            column.identifiers += 1
        case .longInteger(let value):
            // An identifier, unless the column's other values are measurements: noted as the
            // number it then is.
            column.identifiers += 1
            column.longIntegers += 1
            column.noteExtreme(value)
            let width = UTF8Text.scalarCount(bytes)
            if width > column.maxTextWidth { column.maxTextWidth = width }
        case .outOfRange(let tooSmall):
            if column.outOfRange == 0 {
                column.outOfRangeExample = String(decoding: bytes.prefix(40), as: UTF8.self)
                column.outOfRangeLine = line
                column.outOfRangeTooSmall = tooSmall
            }
            column.outOfRange += 1
        case .notANumber:
            return profileCurrency(bytes, isFirstColumn: isFirstColumn, into: &column)
        }
        return false
    }

    /// A value that is no plain number: a number all the same when it is an amount (`$878.47`).
    /// One with another symbol than the column's counts too, and marks the column as mixing
    /// them, as joining two chunks does: whatever the cut, the profile is the same. Out of line: a
    /// column meets it once unless it is one.
    @inline(never)
    private func profileCurrency(
        _ bytes: UnsafeBufferPointer<UInt8>, isFirstColumn: Bool, into column: inout ColumnProfile
    ) -> Bool {
        guard let amount = CurrencyAmount.parse(bytes, parser: parser) else { return false }
        if column.currencySymbol != 0 && column.currencySymbol != amount.symbol + 1 {
            column.currencySymbolsDiffer = true
        }
        column.currencyAmounts += 1
        if column.currencySymbol == 0 { column.currencySymbol = amount.symbol + 1 }
        noteNumber(
            amount.value, digits: amount.fractionDigits, separators: amount.groupingSeparators, bytes,
            isFirstColumn: isFirstColumn, into: &column)
        return true
    }

    /// Counts a number of the column and what it tells: its digits, range, grouping and width.
    @inline(__always)
    private func noteNumber(
        _ value: Double, digits: Int, separators: Int, _ bytes: UnsafeBufferPointer<UInt8>, isFirstColumn: Bool,
        into column: inout ColumnProfile
    ) {
        column.numbers += 1
        if digits > 0 { column.measurements += 1 }
        column.numberTraits.note(value)
        if separators > 0 {
            column.numberTraits.noteGrouping(value, separators: separators, fractionDigits: digits)
        }
        if ShortestDecimal.isExtreme(value) {
            column.noteExtreme(value)
        } else {
            if digits > column.maxFractionDigits { column.maxFractionDigits = digits }
            if digits < column.minFractionDigits { column.minFractionDigits = digits }
            if digits == 2 { column.twoFractionDigitNumbers += 1 }
            if value < column.minimum { column.minimum = value }
            if value > column.maximum { column.maximum = value }
        }
        if column.example == nil { column.example = value }
        if isFirstColumn {
            if let last = column.lastNumber, value != last + 1 { column.countsUp = false }
            column.lastNumber = value
        }
        // Counted as the text measure counts it (a locale's grouping space is one cell in two
        // or three bytes): a chunk that starts after its column turned text counts such a
        // value here, where one reader would measure it as text, and the two must agree.
        let width = UTF8Text.scalarCount(bytes)
        if width > column.maxTextWidth { column.maxTextWidth = width }
    }
}
