/// Checks an ICU decimal pattern the way ICU reads one, because NumberFormatter drops a pattern
/// ICU refuses without a word (the column falls back to the style's format), and the XLSX
/// translation then has nothing to translate. The grammar is ICU's: `prefix number exponent?
/// suffix`, optionally `;` and a negative subpattern, affixes with `'quoted'` literals and one
/// `*` pad character each.
///
/// ICU also accepts a few shapes that are certainly mistakes; these are refused too: an empty
/// pattern (ICU silently resets to its defaults) and an `E` with no `0` after it.
public enum ICUPatternSyntax {
    /// Why `pattern` is not one, with the 1-based character where reading stopped; nil when it is.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "it is empty" }
        var scanner = Scanner(characters: Array(pattern))
        if let problem = scanner.subpattern() { return problem }
        if scanner.peek == ";" {
            scanner.index += 1
            // A trailing `;` with nothing after it is allowed.
            if scanner.peek != nil, let problem = scanner.subpattern() { return problem }
        }
        if let extra = scanner.peek {
            return "unexpected \(quoted(extra)) at character \(scanner.index + 1)"
        }
        return nil
    }

    static func quoted(_ character: Character) -> String {
        character == "'" ? "\"'\"" : "'\(character)'"
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var padded = false
        /// Whether the number part had grouping commas, which an exponent cannot have.
        var commaSeen = false

        init(characters: [Character]) { self.characters = characters }

        var peek: Character? { index < characters.count ? characters[index] : nil }
        var position: Int { index + 1 }

        static let digits: Set<Character> = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        static let special: Set<Character> = digits.union(["#", "@", ";", "*", ".", ","])

        mutating func subpattern() -> String? {
            padded = false
            return padding() ?? affix() ?? padding() ?? number() ?? exponent() ?? padding() ?? affix() ?? padding()
        }

        mutating func padding() -> String? {
            guard peek == "*" else { return nil }
            if padded { return "a second pad character ('*') at character \(position)" }
            padded = true
            index += 1
            guard peek != nil else { return "'*' at the end has no pad character after it" }
            return literal()
        }

        mutating func affix() -> String? {
            while let c = peek, !Self.special.contains(c) {
                if let problem = literal() { return problem }
            }
            return nil
        }

        mutating func literal() -> String? {
            guard peek == "'" else {
                index += 1
                return nil
            }
            let start = position
            index += 1
            while let c = peek, c != "'" { index += 1 }
            guard peek != nil else { return "the quote at character \(start) is never closed" }
            index += 1
            return nil
        }

        mutating func number() -> String? {
            var zeros = 0
            var atSigns = 0
            var hashesAfterAt = 0
            // Commas so far, and the digit characters since the last one.
            var commas = 0
            var group = 0
            integer: while let c = peek {
                switch c {
                case ",":
                    if commas > 0 && group == 0 {
                        return "two grouping commas next to each other at character \(position)"
                    }
                    commas += 1
                    group = 0
                case "#":
                    if zeros > 0 { return "'#' at character \(position) follows a '0' before the decimal point" }
                    if atSigns > 0 { hashesAfterAt += 1 }
                    group += 1
                case "@":
                    if zeros > 0 { return "'@' at character \(position) follows a digit; '@' and '0' do not mix" }
                    if hashesAfterAt > 0 { return "'@' at character \(position) follows a '#' inside a run of '@'" }
                    atSigns += 1
                    group += 1
                default:
                    guard Self.digits.contains(c) else { break integer }
                    if atSigns > 0 {
                        return
                            "\(ICUPatternSyntax.quoted(c)) at character \(position) follows '@'; '@' and '0' do not mix"
                    }
                    zeros += 1
                    group += 1
                }
                index += 1
            }
            if commas > 0 && group == 0 {
                return "a grouping comma ends the integer part at character \(index)"
            }
            commaSeen = commas > 0
            guard peek == "." else { return nil }
            index += 1
            var hashes = 0
            while let c = peek {
                if c == "#" {
                    hashes += 1
                } else if Self.digits.contains(c) {
                    if hashes > 0 {
                        return
                            "\(ICUPatternSyntax.quoted(c)) at character \(position) follows a '#' after the decimal point"
                    }
                } else {
                    break
                }
                index += 1
            }
            return nil
        }

        mutating func exponent() -> String? {
            guard peek == "E" else { return nil }
            let at = position
            if commaSeen { return "an exponent ('E' at character \(at)) cannot go with grouping commas" }
            index += 1
            if peek == "+" { index += 1 }
            var zeros = 0
            while peek == "0" {
                zeros += 1
                index += 1
            }
            return zeros == 0 ? "'E' at character \(at) has no '0' after it (write 0.00E0)" : nil
        }
    }
}
