import Foundation

/// The key of a row as bytes that compare with memcmp in the order its report's rows come in: the
/// shaping stage's sort order (`SortOrder`: numbers by value, dates by serial, text by the
/// locale's collation) when the diff sorted them, or, for inputs said to be sorted already, text
/// by its code points — the order `sort` in the C locale and most programs write.
struct DiffKeyOrder {
    /// The key's positions among the rows' items.
    let columns: [Int]
    private let order: SortOrder?
    private let collation: Collation?

    /// `columns`: positions among `schema`'s columns; `sorted`: the rows come in file order.
    init(columns: [Int], schema: Schema, sorted: Bool, locale: String) throws {
        self.columns = columns
        if sorted {
            order = nil
            collation = nil
        } else {
            let keys = columns.map { SortKey(column: schema.columns[$0].name, origin: "key") }
            let order = try SortOrder(keys, schema: schema, locale: locale)
            self.order = order
            collation = order.needsCollation ? Collation(locale: locale) : nil
        }
    }

    /// The sort keys that put the rows in this order.
    func sortKeys(schema: Schema) -> [SortKey] {
        columns.map { SortKey(column: schema.columns[$0].name, origin: "key") }
    }

    /// Replaces `out` with the key of `row`.
    func key(of row: GridRow, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        if let order {
            order.appendKey(of: row, start: 0, collation: collation, to: &out)
            // The record's place that ends a sort's key is not part of the row's key.
            out.removeLast(8)
            return
        }
        for column in columns {
            let item = row.items[column]
            // Present values before missing ones, as the sort puts them.
            out.append(item.isEmpty ? 2 : 1)
            switch item {
            case .number(let value): SortOrder.appendNumber(value, to: &out)
            case .date(let date): SortOrder.appendNumber(date.serial, to: &out)
            case .text(let text), .header(let text): Self.appendText(text, to: &out)
            case .image(let image): Self.appendText(image.reference, to: &out)
            case .empty: break
            }
        }
    }

    /// UTF-8 orders as code points do; a 0 byte ends the text, so no text's key holds another's.
    private static func appendText(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 { out.append(byte == 0 ? 1 : byte) }
        out.append(0)
    }

    /// The key's values as a message shows them: `PO-7`, or `(2024, North)` for several.
    func shown(_ row: GridRow) -> String {
        let values = columns.map { column -> String in
            let item = row.items[column]
            return item.isEmpty ? "(missing)" : "'\(TerminalText.sanitize(DiffComparison.text(of: item)))'"
        }
        return values.count == 1 ? values[0] : "(" + values.joined(separator: ", ") + ")"
    }
}

/// One report's rows in key order, each with its key, checked as they come: two rows with one
/// key are an error when the key must be unique, and a row whose key comes before the one above
/// it is an error when the input was said to be sorted (a sort's own order is never checked).
struct KeyedRows {
    private let pump: RowPump
    private let order: DiffKeyOrder
    private let file: String
    private let unique: Bool
    private let checksOrder: Bool
    /// The row at hand and its key; nil after the last.
    private(set) var row: GridRow?
    private(set) var key: [UInt8] = []
    private var previousKey: [UInt8] = []
    private var previousLine = 0

    init(_ rows: RowSource, order: DiffKeyOrder, file: String, unique: Bool, checksOrder: Bool) {
        pump = RowPump(rows)
        self.order = order
        self.file = file
        self.unique = unique
        self.checksOrder = checksOrder
    }

    /// Moves to the next row.
    mutating func advance() throws {
        swap(&previousKey, &key)
        if let row { previousLine = row.line }
        let hadRow = row != nil
        row = try pump.next()
        guard let row else { return }
        order.key(of: row, into: &key)
        guard hadRow else { return }
        let comparison = compareKeys(key, previousKey)
        if comparison == 0 && unique {
            throw GridReportError(
                DiffError.duplicateKey(order.shown(row), file: file, first: previousLine, second: row.line))
        }
        if comparison < 0 && checksOrder {
            throw GridReportError(
                DiffError.notSorted(order.shown(row), file: file, line: row.line, previous: previousLine))
        }
    }

    /// Stops reading (the thread behind it ends).
    func close() { pump.close() }
}

/// memcmp's order of two keys, a shorter key first when one begins the other.
@inline(__always)
func compareKeys(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let common = min(a.count, b.count)
    let order = a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in common == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, common)) }
    }
    return order != 0 ? order : a.count - b.count
}
