/// A typed row as bytes and back, for a stage's rows spilled to disk (`SpilledRows`): its line,
/// its items and their marks, each value exactly (a number's bits, a text's UTF-8).
///
/// A row is `[length: 4][line: 8][items: 4][marks: 4]` then each item, then each mark; `length`
/// counts what follows it, so a reader skips a row without decoding it. An item is a tag byte
/// and its value (a text: `[bytes: 4][UTF-8]`; a number: its 8 bytes; a date: its serial, then
/// its text); a mark is its state (0 for none, else 1 + its place in `StatusState.allCases`), a
/// byte of flags and, when flagged, the previous item.
enum GridRowBytes {
    private enum Tag: UInt8 {
        case empty, text, header, number, date, image
    }

    private enum Flag {
        static let showsDifference: UInt8 = 1
        static let isRemoved: UInt8 = 2
        static let hasPrevious: UInt8 = 4
    }

    /// Appends `row`, its length first.
    static func append(_ row: GridRow, to bytes: inout [UInt8]) {
        let lengthAt = bytes.count
        put(UInt32(0), to: &bytes)
        put(Int64(row.line), to: &bytes)
        put(UInt32(row.items.count), to: &bytes)
        put(UInt32(row.marks.count), to: &bytes)
        for item in row.items { put(item, to: &bytes) }
        for mark in row.marks {
            bytes.append(mark.state.map { UInt8(StatusState.allCases.firstIndex(of: $0)! + 1) } ?? 0)
            var flags: UInt8 = 0
            if mark.showsDifference { flags |= Flag.showsDifference }
            if mark.isRemoved { flags |= Flag.isRemoved }
            if mark.previous != nil { flags |= Flag.hasPrevious }
            bytes.append(flags)
            if let previous = mark.previous { put(previous, to: &bytes) }
        }
        let length = UInt32(bytes.count - lengthAt - 4).littleEndian
        withUnsafeBytes(of: length) { value in
            for k in 0..<4 { bytes[lengthAt + k] = value[k] }
        }
    }

    /// The length of the row that starts at `bytes`' first byte (what follows its length).
    static func length(_ bytes: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
    }

    /// The row of `bytes`: one row as `append` wrote it, its length first.
    static func row(_ bytes: UnsafeRawBufferPointer) -> GridRow {
        var reader = Reader(bytes: bytes, at: 4)
        let line = Int(reader.take(Int64.self))
        let itemCount = Int(reader.take(UInt32.self))
        let markCount = Int(reader.take(UInt32.self))
        var items: [GridItem] = []
        items.reserveCapacity(itemCount)
        for _ in 0..<itemCount { items.append(reader.item()) }
        var marks: [CellMark] = []
        marks.reserveCapacity(markCount)
        for _ in 0..<markCount {
            let state = Int(reader.byte())
            let flags = reader.byte()
            marks.append(
                CellMark(
                    state: state == 0 ? nil : StatusState.allCases[state - 1],
                    previous: flags & Flag.hasPrevious != 0 ? reader.item() : nil,
                    showsDifference: flags & Flag.showsDifference != 0, isRemoved: flags & Flag.isRemoved != 0))
        }
        return GridRow(items: items, line: line, marks: marks)
    }

    private static func put<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func put(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            put(UInt32(utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    private static func put(_ item: GridItem, to bytes: inout [UInt8]) {
        switch item {
        case .empty:
            bytes.append(Tag.empty.rawValue)
        case .text(let text):
            bytes.append(Tag.text.rawValue)
            put(text, to: &bytes)
        case .header(let text):
            bytes.append(Tag.header.rawValue)
            put(text, to: &bytes)
        case .number(let value):
            bytes.append(Tag.number.rawValue)
            put(value.bitPattern, to: &bytes)
        case .date(let date):
            bytes.append(Tag.date.rawValue)
            put(date.serial.bitPattern, to: &bytes)
            put(date.text, to: &bytes)
        case .image(let image):
            bytes.append(Tag.image.rawValue)
            put(image.reference, to: &bytes)
        }
    }

    /// Reads values in order from a row's bytes, which `append` wrote whole.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at: Int

        mutating func take<Value: FixedWidthInteger>(_: Value.Type) -> Value {
            defer { at += MemoryLayout<Value>.size }
            return Value(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: Value.self))
        }

        mutating func byte() -> UInt8 {
            defer { at += 1 }
            return bytes[at]
        }

        mutating func text() -> String {
            let count = Int(take(UInt32.self))
            defer { at += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<at + count]), as: UTF8.self)
        }

        mutating func item() -> GridItem {
            switch Tag(rawValue: byte()) {
            case .text: return .text(text())
            case .header: return .header(text())
            case .number: return .number(Double(bitPattern: take(UInt64.self)))
            case .date:
                let serial = Double(bitPattern: take(UInt64.self))
                return .date(DateItem(text: text(), serial: serial))
            case .image: return .image(ImageReference(text()))
            case .empty, nil: return .empty
            }
        }
    }
}
