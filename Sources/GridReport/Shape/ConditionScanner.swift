/// A cursor over the characters of a condition (`COLUMN OP VALUE`), the grammar status rules
/// and row filters share.
struct ConditionScanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }
    var current: Character? { atEnd ? nil : characters[index] }
    var rest: String { String(characters[min(index, characters.count)...]) }

    mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" { index += 1 }
    }

    mutating func take(while accept: (Character) -> Bool) -> String {
        let start = index
        while let character = current, accept(character) { index += 1 }
        return String(characters[start..<index])
    }

    /// An unquoted column: everything up to the first of `operators`, spaces around it dropped.
    mutating func columnUpToOperator(operators: String) -> String {
        take(while: { !operators.contains($0) }).trimmingSpacesAndTabs
    }

    /// A `"…"` text with `""` for a quote; nil when it is not closed.
    mutating func quoted() -> String? {
        index += 1
        var text = ""
        while let character = current {
            index += 1
            if character == "\"" {
                if current == "\"" {
                    text.append("\"")
                    index += 1
                    continue
                }
                return text
            }
            text.append(character)
        }
        return nil
    }

    /// The longest comparison operator here.
    mutating func comparison() -> RuleComparison? {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if let found = RuleComparison(rawValue: two), two.count == 2 {
            index += 2
            return found
        }
        guard let character = current, let found = RuleComparison(rawValue: String(character)) else { return nil }
        index += 1
        return found
    }

    /// The longest row-filter operator here: a comparison, `~` or `!~`.
    mutating func filterTest() -> ConditionTest? {
        if current == "~" {
            index += 1
            return .contains
        }
        if current == "!", index + 1 < characters.count, characters[index + 1] == "~" {
            index += 2
            return .notContains
        }
        return comparison().map(ConditionTest.compare)
    }
}
