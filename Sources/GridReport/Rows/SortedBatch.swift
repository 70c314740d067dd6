/// Sorted records read back together: their bytes one after the other, each ending in a line
/// break, and each one's line in the file.
struct SortedBatch {
    var bytes: [UInt8] = []
    var lines: [Int] = []

    var count: Int { lines.count }

    /// Appends a record as the sort carried it; the file's last record may have no line break,
    /// and is given one.
    mutating func append(_ record: UnsafeRawBufferPointer, line: Int) {
        bytes.append(contentsOf: record.bindMemory(to: UInt8.self))
        if let last = record.last, last != UInt8(ascii: "\n") && last != UInt8(ascii: "\r") {
            bytes.append(UInt8(ascii: "\n"))
        }
        lines.append(line)
    }
}
