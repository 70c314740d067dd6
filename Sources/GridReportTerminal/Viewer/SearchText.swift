/// What `/` looks for: the text as typed, without regard to case unless it has a capital letter
/// (as less, vim and ripgrep's smart case do).
struct SearchText {
    let needle: [String]
    let caseSensitive: Bool

    init(_ text: String) {
        let caseSensitive = text.contains { $0.isUppercase }
        self.caseSensitive = caseSensitive
        needle = text.map { Self.fold(String($0), caseSensitive) }
    }

    private static func fold(_ text: String, _ caseSensitive: Bool) -> String {
        caseSensitive ? text : text.lowercased()
    }

    func matches(_ text: String) -> Bool {
        !ranges(in: text.map(String.init)).isEmpty
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
