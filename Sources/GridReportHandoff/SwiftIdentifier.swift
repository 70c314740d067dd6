import Foundation

/// Swift names for column titles and report names: ASCII (the house's swift-format rules want
/// ASCII identifiers), camel case, never a leading digit, keywords in backticks, and unique among
/// their neighbours. The titles themselves stay as header texts and coding keys.
enum SwiftIdentifier {
    /// The longest a property name is, before a collision's number (`unique`): a 200-character
    /// title makes a name a reader can take in, and an MDK binding's OData property name (at most
    /// 128 characters) whatever the title.
    static let maximumLength = 40

    /// `Open ($)` → `open`, `naïve` → `naive`, `2019` → `column2019`, `a b` → `aB`, `東京` → `column3`
    /// (its 1-based position, when nothing ASCII is left). A long title is cut after its last word
    /// that fits `maximumLength` (`Percentage of households whose income…` →
    /// `percentageOfHouseholdsWhoseIncome`); a first word longer than that is cut inside.
    static func property(for title: String, position: Int) -> String {
        let words = asciiWords(title)
        guard let first = words.first else { return "column\(position)" }
        let head = lowerCamel(first)
        var name = head.first!.isNumber ? "column" + capitalized(head) : head
        name = String(name.prefix(maximumLength))
        for word in words.dropFirst() {
            guard name.count + word.count <= maximumLength else { break }
            name += capitalized(word)
        }
        return name
    }

    /// `stocks.csv` → `Stocks`, `penguins-raw` → `PenguinsRaw`, `2019 sales` → `Report2019Sales`.
    static func typeName(for text: String) -> String {
        let name = asciiWords(text).map(capitalized).joined()
        guard let first = name.first else { return "Report" }
        return first.isNumber ? "Report" + name : name
    }

    /// Names made unique in order: a name seen before gets the lowest free number after it
    /// (`aB`, `aB2`), and a name in `taken` is never given.
    static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var used = taken
        return names.map { name in
            var candidate = name
            var number = 2
            while used.contains(candidate) {
                candidate = name + String(number)
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// The name as written in code: keywords in backticks. `self`, `Self`, `init`, `Type` and the
    /// like cannot name a stored property even in backticks, so they were given a suffix already
    /// (see `avoidingReserved`).
    static func spelled(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label: only `inout`, `var` and `let` need backticks there.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// A name that backticks cannot save gets `Value` after it.
    static func avoidingReserved(_ name: String) -> String {
        unusable.contains(name) ? name + "Value" : name
    }

    /// Words of ASCII letters and digits, diacritics folded (`ï` → `i`), everything else a break.
    private static func asciiWords(_ text: String) -> [String] {
        let folded = text.folding(
            options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US"))
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A first word as a property starts: its leading capitals lower case, except one that starts
    /// a next word inside it (`CodingKeys` → `codingKeys`, `URLValue` → `urlValue`, `URL` → `url`,
    /// `Open` → `open`); the rest as written.
    private static func lowerCamel(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        let next = capitals < characters.count ? characters[capitals] : nil
        let lowered = next?.isLowercase == true && capitals > 1 ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The first letter upper case, the rest as written (`pH` → `PH`, `URL` → `URL`).
    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords (The Swift Programming Language, Lexical Structure), which need backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "actor", "macro", "package", "some", "any",
    ]

    /// Names a stored property or enum case cannot have, backticks or not.
    static let unusable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "super", "Type", "Protocol"]
}
