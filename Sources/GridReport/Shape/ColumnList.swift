/// A list of columns as `--select`, `--drop` and `--sort` take it: items separated by commas,
/// each a title, a 1-based number, a range of numbers (`2-5`), or a title in double quotes
/// (`"Net, EUR"`, `""` standing for a quote) when it holds a comma.
struct ColumnList {
    struct Item: Equatable {
        var text: String
        var quoted: Bool
    }

    /// The items as written, spaces around each dropped; an empty list is an error.
    static func split(_ text: String, origin: String) throws -> [Item] {
        var items: [Item] = []
        var scanner = ConditionScanner(Array(text))
        while true {
            scanner.skipSpaces()
            if scanner.current == "\"" {
                guard let inner = scanner.quoted() else {
                    throw GridReportError(ShapeError.unclosedQuoteInList(text, origin: origin))
                }
                // A suffix after the quote (`"Net, EUR":desc`) stays with the item.
                let suffix = scanner.take(while: { $0 != "," }).trimmingSpacesAndTabs
                items.append(Item(text: inner + suffix, quoted: true))
            } else {
                let item = scanner.take(while: { $0 != "," }).trimmingSpacesAndTabs
                if !item.isEmpty { items.append(Item(text: item, quoted: false)) }
            }
            if scanner.atEnd { break }
            scanner.index += 1
        }
        guard !items.isEmpty else { throw GridReportError(ShapeError.emptyList(origin: origin)) }
        return items
    }

    /// The 0-based columns the items name, in order: a title first, then a number or a range.
    static func resolve(_ items: [Item], names: [String], origin: String) throws -> [Int] {
        var columns: [Int] = []
        for item in items {
            if !item.quoted, ColumnLookup.index(of: item.text, in: names) == nil, let range = range(item.text) {
                guard range.first >= 1, range.first <= range.last, range.last <= names.count else {
                    throw GridReportError(ShapeError.badRange(item.text, columnCount: names.count, origin: origin))
                }
                columns += (range.first - 1)..<range.last
            } else {
                columns.append(
                    item.quoted
                        ? try quotedTitle(item.text, names: names, origin: origin)
                        : try ColumnLookup.find(item.text, in: names, origin: origin))
            }
        }
        var seen = Set<Int>()
        for column in columns where !seen.insert(column).inserted {
            throw GridReportError(ShapeError.namedTwice(names[column], origin: origin))
        }
        return columns
    }

    /// A quoted item names a title, never a number.
    private static func quotedTitle(_ title: String, names: [String], origin: String) throws -> Int {
        if let found = ColumnLookup.titleIndex(of: title, in: names) { return found }
        throw GridReportError(
            ShapeError.unknownColumn(
                title, suggestion: ColumnLookup.closest(to: title, in: names), columnCount: names.count,
                origin: origin))
    }

    /// `FIRST-LAST`, both whole numbers.
    private static func range(_ text: String) -> (first: Int, last: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(String(parts[0]).trimmingSpacesAndTabs),
            let last = Int(String(parts[1]).trimmingSpacesAndTabs)
        else { return nil }
        return (first, last)
    }
}
