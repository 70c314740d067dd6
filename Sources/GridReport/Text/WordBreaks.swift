/// Where a line of text may break: at runs of spaces, and after a few punctuation characters
/// inside a word (`check-` / `cashing`, `transportation_` / `and_` / `warehousing`), as UAX #14
/// breaks after a hyphen.
///
/// A character breaks a word after it only between two other characters of the word: not at
/// the word's start (`-5`, `/usr`), not before a digit (`2024-03-05`, `SKU-0999`, `7/16/2019`,
/// `3.5` stay whole: numbers, dates and identifiers are never split), not before another break
/// character (`http://` stays one piece), and only with `minimumPart` letters or digits on each
/// side.
public enum WordBreaks {
    /// The characters a title breaks after (`_`, `-`, `/`, `.`).
    public static let title: Set<Character> = ["_", "-", "/", "."]
    /// The characters Excel and LibreOffice break a wrapped cell's words after (a hyphen, as
    /// UAX #14 does; never `_` or `.`), for a sheet's header: a title laid out for the sheet must
    /// break where the spreadsheet will break it.
    public static let sheetTitle: Set<Character> = ["-"]
    /// The characters wrapped text breaks after (`-`, `/`, `_`); a full stop ends sentences, where
    /// the space after it breaks anyway.
    public static let text: Set<Character> = ["-", "/", "_"]

    /// The fewest letters and digits on each side of a break inside a word, as hyphenation keeps
    /// a few letters together: `and_` / `or`, `riot-` / `related`, but `(o/oo)`, `m³/m³`, `e-mail`
    /// stay whole.
    static let minimumPart = 3

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Whether `minimumPart` letters or digits come before the next break character: reads at
    /// most that far.
    private static func hasMinimumPart(_ rest: Substring, breaks: Set<Character>) -> Bool {
        var count = 0
        for character in rest {
            if breaks.contains(character) { return false }
            if isAlphanumeric(character) {
                count += 1
                if count >= minimumPart { return true }
            }
        }
        return false
    }

    /// A piece of a line: text without spaces, and the spaces before it (0 when it goes on the
    /// word of the piece before; the first piece's are the line's indentation).
    public struct Piece: Equatable {
        public var text: Substring
        public var spaces: Int
    }

    /// The pieces of a line (no line breaks in it), in order; trailing spaces are dropped.
    public static func pieces(_ line: Substring, breakingAfter breaks: Set<Character>) -> [Piece] {
        var result: [Piece] = []
        var spaces = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == " " {
                spaces += 1
                index = line.index(after: index)
                continue
            }
            let wordEnd = line[index...].firstIndex(of: " ") ?? line.endIndex
            var start = index
            // Letters and digits since `start`, counted as the word is read (a 16 MB word of
            // `a-a-a…` must not be read again at every hyphen).
            var before = isAlphanumeric(line[index]) ? 1 : 0
            var position = line.index(after: index)
            while position < wordEnd {
                let next = line.index(after: position)
                let character = line[position]
                if next < wordEnd, breaks.contains(character), before >= minimumPart,
                    !breaks.contains(line[line.index(before: position)]), !breaks.contains(line[next]),
                    !line[next].isNumber, hasMinimumPart(line[next..<wordEnd], breaks: breaks)
                {
                    result.append(Piece(text: line[start..<next], spaces: spaces))
                    spaces = 0
                    start = next
                    before = 0
                } else if isAlphanumeric(character) {
                    before += 1
                }
                position = next
            }
            result.append(Piece(text: line[start..<wordEnd], spaces: spaces))
            spaces = 0
            index = wordEnd
        }
        return result
    }
}
