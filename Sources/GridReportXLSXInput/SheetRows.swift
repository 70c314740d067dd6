import GridReport

/// A worksheet's rows, read one at a time from its XML (`<sheetData>`): each row's number and its
/// cells, with each cell's column, type, style, formula flag and value text. Cells without a value
/// (styled blanks) are left out.
final class SheetRows: SheetRowSource {
    /// A cell's `t`: what its value text is.
    enum ValueType: UInt8 {
        /// `n` or none: a number.
        case number
        /// `s`: an index into the shared strings.
        case shared
        /// `inlineStr`, `str` (a formula's text result): text.
        case text
        /// `b`: 1 or 0.
        case boolean
        /// `e`: `#N/A`, `#DIV/0!`…
        case error
        /// `d`: an ISO 8601 date-time as text.
        case isoDate
    }

    struct Cell {
        var column: Int
        var type: ValueType
        var style: Int
        var hasFormula: Bool
        var hasValue: Bool
        /// The value's bytes in `text`.
        var start: Int
        var end: Int
    }

    let scanner: XMLScanner
    let sheet: String
    private let maxCellBytes: Int
    /// The current row's number (1-based) and cells, after `next` returned true.
    // Read by one thread at a time, per cell: without dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var row = 0
    @exclusivity(unchecked) private(set) var cells: [Cell] = []
    var text: [UInt8] { scanner.text }
    var file: String { scanner.file }
    var part: String { scanner.part }
    @exclusivity(unchecked) private var inSheetData = false
    @exclusivity(unchecked) private var ended = false

    init(_ scanner: XMLScanner, sheet: String, maxCellBytes: Int) {
        self.scanner = scanner
        self.sheet = sheet
        self.maxCellBytes = maxCellBytes
        // A row may hold four times the largest cell, as a CSV row may hold four fields' worth.
        scanner.textLimit = maxCellBytes > Int.max / 4 ? Int.max : maxCellBytes * 4
    }

    /// Reads the next row; false after the last.
    func next() throws -> Bool {
        guard !ended else { return false }
        cells.removeAll(keepingCapacity: true)
        scanner.text.removeAll(keepingCapacity: true)
        scanner.collectsText = false
        // To the row's start.
        while true {
            let token = try scanner.next()
            switch token {
            case .endOfInput:
                ended = true
                return false
            case .end:
                if scanner.isNamed("sheetData") {
                    ended = true
                    try scanner.drain()
                    return false
                }
            case .start(let selfClosing):
                if scanner.isNamed("sheetData") {
                    inSheetData = !selfClosing
                    if selfClosing {
                        ended = true
                        try scanner.drain()
                        return false
                    }
                } else if inSheetData && scanner.isNamed("row") {
                    let previous = row
                    let number = scanner.attributeBytes("r").flatMap(Self.integer) ?? 0
                    // A number that is no row (`0`, too long) counts as none: the next row.
                    row = (1...Self.maximumRow).contains(number) ? number : row + 1
                    // Read in order or not at all: a row out of order or repeated would take
                    // another's place or be dropped without a word.
                    if row <= previous {
                        throw GridReportError(
                            WorkbookError.rowOutOfOrder(file: scanner.file, sheet: sheet, row: row, after: previous))
                    }
                    if !selfClosing { try readCells() }
                    return true
                }
            }
        }
    }

    /// The cells up to `</row>`.
    private func readCells() throws {
        var cell: Cell?
        var inValue = false
        var inInline = false
        var phonetic = 0
        var lastColumn = 0
        while true {
            let token = try scanner.next()
            switch token {
            case .endOfInput:
                throw GridReportError(
                    WorkbookError.damagedPart(
                        file: scanner.file, part: scanner.part, detail: "it ends inside row \(row)"))
            case .start(let selfClosing):
                if scanner.isNamed("c") {
                    let attributes = scanner.cellAttributes()
                    let reference = attributes.r
                    let column = reference.flatMap(Self.column) ?? lastColumn + 1
                    if column > Self.maximumColumn {
                        throw GridReportError(
                            WorkbookError.columnPastLast(
                                file: scanner.file, sheet: sheet, cell: reference.map(Self.text) ?? ""))
                    }
                    lastColumn = column
                    let type = attributes.t.map(Self.valueType) ?? .number
                    let style = attributes.s.flatMap(Self.integer) ?? 0
                    if selfClosing { continue }
                    cell = Cell(
                        column: column, type: type, style: style, hasFormula: false, hasValue: false,
                        start: scanner.text.count, end: scanner.text.count)
                } else if cell != nil {
                    if scanner.isNamed("v") {
                        inValue = !selfClosing
                        cell?.hasValue = true
                        scanner.collectsText = inValue && !inInline
                    } else if scanner.isNamed("f") {
                        cell?.hasFormula = true
                        scanner.collectsText = false
                    } else if scanner.isNamed("is") {
                        inInline = !selfClosing
                        cell?.type = .text
                        cell?.hasValue = true
                    } else if scanner.isNamed("rPh") {
                        if !selfClosing { phonetic += 1 }
                    } else if inInline && phonetic == 0 && scanner.isNamed("t") {
                        scanner.collectsText = !selfClosing
                    }
                }
            case .end:
                if scanner.isNamed("c") {
                    if var finished = cell {
                        finished.end = scanner.text.count
                        if finished.end - finished.start > maxCellBytes || scanner.textLimitHit {
                            throw GridReportError(
                                WorkbookError.cellTooLarge(
                                    file: scanner.file, sheet: sheet,
                                    cell: Self.name(column: finished.column, row: row),
                                    limit: maxCellBytes))
                        }
                        // A formula's empty `<v></v>` (openpyxl's) is no stored result, unless the
                        // result is text (`t="str"`), which may be empty.
                        if finished.hasFormula && finished.end == finished.start && finished.type != .text {
                            finished.hasValue = false
                        }
                        if finished.hasValue || finished.hasFormula { cells.append(finished) }
                    }
                    cell = nil
                    inValue = false
                    inInline = false
                    scanner.collectsText = false
                } else if scanner.isNamed("v") {
                    inValue = false
                    scanner.collectsText = false
                } else if scanner.isNamed("t") {
                    scanner.collectsText = false
                } else if scanner.isNamed("rPh") {
                    phonetic -= 1
                } else if scanner.isNamed("is") {
                    inInline = false
                } else if scanner.isNamed("row") {
                    return
                }
            }
        }
    }

    static func valueType(_ bytes: UnsafeBufferPointer<UInt8>) -> ValueType {
        guard let first = bytes.first else { return .number }
        switch first {
        case UInt8(ascii: "s"): return bytes.count == 1 ? .shared : .text  // s, str
        case UInt8(ascii: "i"): return .text  // inlineStr
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "e"): return .error
        case UInt8(ascii: "d"): return .isoDate
        default: return .number
        }
    }

    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count < 10 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Excel's last row and column (XFD).
    static let maximumRow = 1_048_576
    static let maximumColumn = 16_384

    /// The 1-based column of a reference (`B12` → 2), read whole: one to three letters, then a row
    /// number from 1 to Excel's last; nil for anything else (`A0`, `A-1`, `1A`, `A99999999999`),
    /// which counts as a cell without a reference. `XFE2`'s column is returned, for its caller to refuse.
    static func column(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var letters = 0
        for byte in bytes {
            let upper = byte & 0xDF
            guard upper >= 0x41 && upper <= 0x5A else { break }
            value = value * 26 + Int(upper - 0x40)
            letters += 1
            if letters > 3 { return nil }
        }
        guard letters > 0, let row = integer(UnsafeBufferPointer(rebasing: bytes[letters...])),
            (1...maximumRow).contains(row)
        else { return nil }
        return value
    }

    /// A reference as text for a message, its bytes cut to a sane length.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes.prefix(16), as: UTF8.self)
    }

    /// `B12`.
    static func name(column: Int, row: Int) -> String { SheetPlace.letters(ofColumn: column) + String(row) }
}
