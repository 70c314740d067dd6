import GridReport

/// A sheet's header row as the records stream writes it (CSV bytes), so a continuation sheet is
/// read on only when it repeats the first sheet's header: sheets whose headers differ are two
/// reports, never merged.
struct HeaderRow {
    let strings: SharedStrings
    let styles: CellStyles
    let date1904: Bool
    /// A header longer than this is compared by its first bytes: enough to tell two apart.
    static let comparedBytes = 1 << 16

    /// The first record of the table of `sheet`, whose `shape` the first pass found and whose
    /// rows it kept on `tape`.
    func record(of tape: SheetTape, sheet: String, shape: SheetShape) throws -> [UInt8] {
        guard !shape.isEmpty else { return [] }
        let stream = SheetRecordsStream(
            parts: [.init(rows: tape.rows(), shape: shape, skipThrough: shape.headerRow - 1)], strings: strings,
            styles: styles, date1904: date1904,
            places: SheetPlaces(sheets: [sheet], firstColumn: shape.firstColumn),
            cellTypes: SheetCellTypes(width: shape.width))
        var record: [UInt8] = []
        var quotes = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while record.count < Self.comparedBytes {
            let count = try buffer.withUnsafeMutableBufferPointer {
                try stream.read(into: $0.baseAddress!, count: $0.count)
            }
            if count == 0 { break }
            for byte in buffer[..<count] {
                if byte == UInt8(ascii: "\"") { quotes += 1 }
                // A line break outside quotes (quotes inside a field come doubled) ends the record.
                if byte == 0x0A && quotes % 2 == 0 { return record }
                record.append(byte)
            }
        }
        return record
    }
}
