/// Whether bytes are all printable ASCII (0x20–0x7E), eight at a time: the check every text cell
/// of a table and every text value of the first pass goes through, where a loop of a byte at a
/// time was a fifth of filling a table's row.
enum PrintableASCII {
    @inline(__always)
    static func contains(only bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var p = bytes.baseAddress else { return true }
        var left = bytes.count
        while left >= 8 {
            let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
            // A byte's high bit: below 0x20 (it borrows), from 0x7F (adding one, or already set).
            // A borrow or carry reaches the next byte only from a byte that is flagged itself.
            let flagged = ((word &- 0x2020_2020_2020_2020) & ~word) | (word &+ 0x0101_0101_0101_0101) | word
            if flagged & 0x8080_8080_8080_8080 != 0 { return false }
            p += 8
            left -= 8
        }
        while left > 0 {
            if p.pointee &- 0x20 >= 0x5F { return false }
            p += 1
            left -= 1
        }
        return true
    }
}
