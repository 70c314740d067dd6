/// Guesses the delimiter among `,` `;` TAB `|` from the first lines of a file.
enum DelimiterSniffer {
    static let maxLines = 20

    /// The candidate that appears on the first line and the same number of times on most of the
    /// lines (outside quotes); ties go to the one that appears more often, then to list order.
    /// With no evidence at all: a comma.
    /// Lines that start with `comment` are not looked at.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>, comment: UInt8? = nil) -> UInt8 {
        let candidates = CSVOptions.sniffedDelimiters
        var counts = [[Int]](repeating: [], count: candidates.count)
        var current = [Int](repeating: 0, count: candidates.count)
        var inQuotes = false
        var lines = 0
        var i = 0
        while i < bytes.count && lines < maxLines {
            let c = bytes[i]
            if let comment, c == comment, !inQuotes, i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D {
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                if i < bytes.count && bytes[i] == 0x0D { i += 1 }
                if i < bytes.count && bytes[i] == 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "\"") {
                inQuotes.toggle()
            } else if !inQuotes && (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) {
                if current.contains(where: { $0 > 0 }) || lines > 0 {
                    for k in candidates.indices { counts[k].append(current[k]) }
                    lines += 1
                }
                current = [Int](repeating: 0, count: candidates.count)
                if c == UInt8(ascii: "\r"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            } else if !inQuotes, let k = candidates.firstIndex(of: c) {
                current[k] += 1
            }
            i += 1
        }
        if lines < maxLines && current.contains(where: { $0 > 0 }) {
            for k in candidates.indices { counts[k].append(current[k]) }
        }
        var best: (index: Int, consistent: Int, count: Int)?
        for k in candidates.indices {
            guard let first = counts[k].first, first > 0 else { continue }
            let consistent = counts[k].filter { $0 == first }.count
            guard let kept = best else {
                best = (k, consistent, first)
                continue
            }
            if consistent > kept.consistent || (consistent == kept.consistent && first > kept.count) {
                best = (k, consistent, first)
            }
        }
        return candidates[best?.index ?? 0]
    }
}
