/// Sort keys checked against a report's columns, and each row's key as bytes that compare with
/// memcmp in the order asked: numbers by value, dates and times by their serial, text and picture
/// names by the locale's collation; a descending key's bytes inverted; an empty cell after every
/// value whichever the direction. The record's place in the file follows the keys, so rows that
/// tie keep their order (a stable sort) and every key is distinct.
///
/// A number's key is 8 bytes, an empty number cell's 8 bytes of 0xFF (no finite value's key is
/// all ones either way round), so a key of numbers alone has a fixed width and its first 8 bytes
/// decide most comparisons. A text key is a byte (1: a value, 2: empty) and the value's
/// collation key.
struct SortOrder {
    struct Key: Equatable {
        var column: Int
        var descending: Bool
        var isText: Bool
    }

    let keys: [Key]
    /// The locale text is collated in.
    let locale: String

    init(_ keys: [SortKey], schema: Schema, locale: String) throws {
        let names = schema.columns.map(\.name)
        self.keys = try keys.map { key in
            let (index, descending) = try key.resolve(in: names)
            let column = schema.columns[index]
            return Key(
                column: column.index, descending: descending,
                isText: column.type == .text || column.type == .image)
        }
        self.locale = locale
    }

    var needsCollation: Bool { keys.contains(where: \.isText) }

    /// The bytes of a key of numbers and dates alone (its start included), nil when a key is
    /// text: such a key has one width, and is written in place (`writeNumberKey`).
    var numberKeyWidth: Int? { needsCollation ? nil : 8 * keys.count + 8 }

    /// The columns the keys read.
    var columns: [Int] { keys.map(\.column) }

    private static let present: UInt8 = 1
    private static let missing: UInt8 = 2
    private static let missingNumber = UInt64.max

    /// Appends the key of `row`, whose record starts at `start` in the file.
    func appendKey(of row: GridRow, start: Int, collation: Collation?, to out: inout [UInt8]) {
        for key in keys {
            let item = row.items[key.column]
            guard key.isText else {
                let ordered: UInt64
                switch item {
                case .number(let value): ordered = Self.ordered(value)
                case .date(let date): ordered = Self.ordered(date.serial)
                default: ordered = Self.missingNumber
                }
                Self.appendBigEndian(
                    key.descending && ordered != Self.missingNumber ? ~ordered : ordered, to: &out)
                continue
            }
            if item.isEmpty {
                out.append(Self.missing)
                continue
            }
            out.append(Self.present)
            let from = out.count
            switch item {
            case .text(let text), .header(let text): collation?.appendKey(of: text, to: &out)
            case .image(let image): collation?.appendKey(of: image.reference, to: &out)
            default: break
            }
            if key.descending {
                for index in from..<out.count { out[index] = ~out[index] }
            }
        }
        Self.appendBigEndian(UInt64(start), to: &out)
    }

    /// The key of `row` as `appendKey` makes it, when `numberKeyWidth` is not nil: written at
    /// `target` without growing an array value by value.
    func writeNumberKey(of row: GridRow, start: Int, to target: UnsafeMutableRawPointer) {
        var offset = 0
        for key in keys {
            let ordered: UInt64
            switch row.items[key.column] {
            case .number(let value): ordered = Self.ordered(value)
            case .date(let date): ordered = Self.ordered(date.serial)
            default: ordered = Self.missingNumber
            }
            let bytes = key.descending && ordered != Self.missingNumber ? ~ordered : ordered
            target.storeBytes(of: bytes.bigEndian, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        target.storeBytes(of: UInt64(start).bigEndian, toByteOffset: offset, as: UInt64.self)
    }

    /// A double as 8 bytes in the order of its value: negatives' bits inverted, positives' sign
    /// set. A finite value never comes out all ones or all zeros.
    private static func ordered(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// A double's 8 bytes in the order of its value (`ordered`), appended to a key.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        appendBigEndian(ordered(value), to: &out)
    }

    static func appendBigEndian(_ value: UInt64, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.bigEndian) { out.append(contentsOf: $0) }
    }
}
