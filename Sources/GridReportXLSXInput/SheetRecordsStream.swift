import GridReport

/// A sheet's rows as UTF-8 CSV records (`CSVOptions`' default dialect: `,`, `"`), made as they are
/// read: what the CSV reader, and so every view, export and check, reads.
///
/// Each cell becomes the text the core types as a CSV file's: a number its shortest digits, a
/// number in a date or time format ISO 8601 (`ExcelSerial`), a boolean `TRUE` or `FALSE`, a string
/// itself, an error (`#N/A`) and a formula without a stored result an empty field (missing). Rows
/// the sheet skips are empty records; every record has the table's width. A report split over
/// several sheets (`Data`, `Data (2)`…) goes on with the next sheet's rows after its header.
///
/// The rows come from the first pass's tape (`SheetTape`), not from the sheet's XML again.
final class SheetRecordsStream: ByteStream {
    struct Part {
        var rows: any SheetRowSource
        var shape: SheetShape
        /// Rows up to this one are not records (the header of a continuation sheet).
        var skipThrough: Int
    }

    // One thread at a time reads the stream (its source's producer): its state goes without
    // dynamic exclusivity checks, which cost per field.
    @exclusivity(unchecked) private var parts: [Part]
    private let strings: SharedStrings
    private let styles: CellStyles
    private let date1904: Bool
    private let firstColumn: Int
    private let width: Int
    @exclusivity(unchecked) private var out: [UInt8] = []
    @exclusivity(unchecked) private var outStart = 0
    @exclusivity(unchecked) private var nextRecordRow = 0
    /// The cell of each column in the current row, by index into `rows.cells`; -1 for none.
    @exclusivity(unchecked) private var slots: [Int]
    /// Where the records are in the workbook, noted as they are made.
    private let places: SheetPlaces
    /// The columns whose string cells read as numbers or dates, noted as they are made.
    private let cellTypes: SheetCellTypes
    /// The line the next record starts at, and the part (sheet) being read.
    @exclusivity(unchecked) private var line = 1
    @exclusivity(unchecked) private var partNumber = 0
    /// Line breaks in the current record's fields, which make it take more than one line.
    @exclusivity(unchecked) private var breaks = 0

    init(
        parts: [Part], strings: SharedStrings, styles: CellStyles, date1904: Bool, places: SheetPlaces,
        cellTypes: SheetCellTypes
    ) {
        self.parts = parts
        self.places = places
        self.cellTypes = cellTypes
        self.strings = strings
        self.styles = styles
        self.date1904 = date1904
        let shape = parts[0].shape
        firstColumn = shape.firstColumn
        width = shape.width
        slots = [Int](repeating: -1, count: max(width, 0))
        nextRecordRow = shape.headerRow
        places.startRun(line: 1, row: shape.headerRow, sheet: 0)
        out.reserveCapacity(1 << 17)
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while out.count - outStart < count, try makeRow() {}
        let n = min(count, out.count - outStart)
        guard n > 0 else { return 0 }
        out.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + outStart, count: n) }
        outStart += n
        if outStart == out.count {
            out.removeAll(keepingCapacity: true)
            outStart = 0
        } else if outStart > 1 << 16 {
            out.removeFirst(outStart)
            outStart = 0
        }
        return n
    }

    /// Writes the next row's record (and empty ones for rows the sheet skipped before it);
    /// false after the last row of the last sheet.
    private func makeRow() throws -> Bool {
        guard width > 0, let part = parts.first else { return false }
        let rows = part.rows
        guard try rows.next() else {
            parts.removeFirst()
            if let next = parts.first {
                nextRecordRow = next.skipThrough + 1
                partNumber += 1
                places.startRun(line: line, row: nextRecordRow, sheet: partNumber)
            }
            return !parts.isEmpty
        }
        let row = rows.row
        guard row >= nextRecordRow, row > part.skipThrough, row <= part.shape.lastRow else { return true }
        while nextRecordRow < row {
            emptyRecord()
            nextRecordRow += 1
        }
        nextRecordRow = row + 1
        for index in slots.indices { slots[index] = -1 }
        breaks = 0
        let cells = rows.cells
        for (index, cell) in cells.enumerated() {
            let column = cell.column - firstColumn
            if column >= 0 && column < width { slots[column] = index }
        }
        let recordStart = out.count
        try rows.text.withUnsafeBufferPointer { text in
            for column in 0..<width {
                if column > 0 { out.append(0x2C) }
                let index = slots[column]
                if index >= 0 { try writeField(cells[index], column: column, text: text, rows: rows) }
            }
        }
        // A one-column record with nothing in it (no cell, an error, a formula without a result)
        // is `""`, as an empty line is no record.
        if out.count == recordStart { out.append(contentsOf: [0x22, 0x22]) }
        out.append(0x0A)
        if breaks > 0 {
            places.startRun(line: line, row: row, sheet: partNumber, isOneRecord: true)
            line += breaks
            places.startRun(line: line + 1, row: row + 1, sheet: partNumber)
        }
        line += 1
        return true
    }

    /// A row of empty fields; a one-column table's is `""`, as an empty line is no record.
    private func emptyRecord() {
        if width == 1 {
            out.append(contentsOf: [0x22, 0x22])
        } else {
            out.append(contentsOf: repeatElement(UInt8(0x2C), count: width - 1))
        }
        out.append(0x0A)
        line += 1
    }

    private func writeField(
        _ cell: SheetRows.Cell, column: Int, text all: UnsafeBufferPointer<UInt8>, rows: any SheetRowSource
    ) throws {
        // A formula without a stored result: missing, as the warning says.
        guard cell.hasValue else { return }
        let value = UnsafeBufferPointer(rebasing: all[cell.start..<cell.end])
        switch cell.type {
        case .number:
            let kind = styles.kind(cell.style)
            if kind == .number, NumberText.appendPlain(value, to: &out) { return }
            guard let number = NumberText.parse(value) else {
                writeString(value, column: column)
                return
            }
            if kind != .number, ExcelSerial.append(number, kind: kind, date1904: date1904, to: &out) { return }
            NumberText.append(number, to: &out)
        case .shared:
            let index = NumberText.trimmed(value)
            guard let number = SheetRows.integer(index),
                strings.withString(number, { writeString($0, column: column) }) != nil
            else {
                throw GridReportError(
                    WorkbookError.damagedPart(
                        file: rows.file, part: rows.part,
                        detail:
                            "cell \(SheetRows.name(column: cell.column, row: rows.row)) names shared string \(String(decoding: index.prefix(12), as: UTF8.self)), and there are \(strings.count)"
                    ))
            }
        case .text, .isoDate:
            // An ISO date cell (`t="d"`) is a date cell, noted as no string.
            let column = cell.type == .text ? column : nil
            if XMLText.hasEscape(all[cell.start..<cell.end]) {
                XMLText.unescaped(all[cell.start..<cell.end]).withUnsafeBufferPointer {
                    writeString($0, column: column)
                }
            } else {
                writeString(value, column: column)
            }
        case .boolean:
            let isTrue = value.count == 1 && value[0] == 0x31 || value.elementsEqual("true".utf8)
            out.append(contentsOf: (isTrue ? "TRUE" : "FALSE").utf8)
        case .error:
            return
        }
    }

    /// A string cell's text, noted for `cellTypes` (by its `column`; nil for a date cell's ISO
    /// text) when it reads as a number or a date.
    private func writeString(_ value: UnsafeBufferPointer<UInt8>, column: Int?) {
        if let column { cellTypes.noteString(value, column: column, line: line) }
        writeText(value)
    }

    /// Text as a CSV field: quoted when it holds a delimiter, a quote or a line end.
    private func writeText(_ value: UnsafeBufferPointer<UInt8>) {
        var needsQuotes = value.isEmpty
        for byte in value where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D {
            needsQuotes = true
            break
        }
        guard needsQuotes else {
            out.append(contentsOf: value)
            return
        }
        out.append(0x22)
        for (index, byte) in value.enumerated() {
            out.append(byte)
            if byte == 0x22 { out.append(0x22) }
            // A line ends as the CSV reader counts it: at LF, and at a CR no LF follows.
            if byte == 0x0A || byte == 0x0D && (index + 1 == value.count || value[index + 1] != 0x0A) { breaks += 1 }
        }
        out.append(0x22)
    }
}
