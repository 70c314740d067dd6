/// What `/` looks for: the text as typed, without regard to case unless it has a capital letter
/// (as less, vim and ripgrep's smart case do).
struct SearchText {
    let needle: [String]
    let caseSensitive: Bool

    /// The needle's bytes, folded, when it is ASCII: an ASCII line is then searched byte by byte.
    /// A search reads every row of a file of millions; a String per character of each line was
    /// 9 µs a row.
    private let asciiNeedle: [UInt8]?

    init(_ text: String) {
        let caseSensitive = text.contains { $0.isUppercase }
        self.caseSensitive = caseSensitive
        needle = text.map { Self.fold(String($0), caseSensitive) }
        asciiNeedle = text.utf8.allSatisfy { $0 < 0x80 } ? Array(needle.joined().utf8) : nil
    }

    private static func fold(_ text: String, _ caseSensitive: Bool) -> String {
        caseSensitive ? text : text.lowercased()
    }

    func matches(_ text: String) -> Bool {
        if let asciiNeedle {
            var text = text
            // A line with any other character is matched by characters (`ranges`): a combining
            // mark after a letter makes one character of the two.
            let found = text.withUTF8 { line -> Bool? in
                line.allSatisfy { $0 < 0x80 } ? Self.contains(line, asciiNeedle, folding: !caseSensitive) : nil
            }
            if let found { return found }
        }
        return !ranges(in: text.map(String.init)).isEmpty
    }

    /// Whether ASCII `line` holds `needle`, capitals read as small letters when `folding`.
    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], folding: Bool) -> Bool {
        guard !needle.isEmpty, needle.count <= line.count else { return false }
        @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
            folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        }
        let first = needle[0]
        for start in 0...(line.count - needle.count) where folded(line[start]) == first {
            var matched = 1
            while matched < needle.count && folded(line[start + matched]) == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    /// Where the needle starts and ends in `characters` (a screen line's cells: one character each,
    /// "" for a wide character's second half, skipped).
    func ranges(in characters: [String]) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        let folded = characters.map { Self.fold($0, caseSensitive) }
        var found: [Range<Int>] = []
        var start = 0
        while start < folded.count {
            var position = start
            var matched = 0
            while matched < needle.count && position < folded.count {
                if folded[position].isEmpty && position > start {
                    position += 1
                    continue
                }
                guard folded[position] == needle[matched] else { break }
                matched += 1
                position += 1
            }
            if matched == needle.count {
                found.append(start..<position)
                start = position
            } else {
                start += 1
            }
        }
        return found
    }
}
