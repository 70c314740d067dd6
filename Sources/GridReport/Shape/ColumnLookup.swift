/// How every option finds a column by what a user wrote: its title exactly, then its title
/// ignoring case, then its 1-based number.
public enum ColumnLookup {
    public static func index(of key: String, in names: [String]) -> Int? {
        if let found = titleIndex(of: key, in: names) { return found }
        if let number = Int(key), number >= 1, number <= names.count { return number - 1 }
        return nil
    }

    /// The column titled `title`, exactly, then ignoring case; never by number.
    static func titleIndex(of title: String, in names: [String]) -> Int? {
        if let exact = names.firstIndex(of: title) { return exact }
        let folded = title.lowercased()
        return names.firstIndex { $0.lowercased() == folded }
    }

    /// The column `key` names, or an error naming the closest title.
    static func find(_ key: String, in names: [String], origin: String) throws -> Int {
        guard let index = index(of: key, in: names) else {
            throw GridReportError(
                ShapeError.unknownColumn(
                    key, suggestion: closest(to: key, in: names), columnCount: names.count, origin: origin))
        }
        return index
    }

    /// The title nearest to `key` by edits (ignoring case), when it is near enough to be a slip:
    /// at most a third of its letters, and at least one, differ.
    static func closest(to key: String, in names: [String]) -> String? {
        let target = Array(key.lowercased())
        var best: (name: String, distance: Int)?
        for name in names where !name.isEmpty {
            let distance = editDistance(target, Array(name.lowercased()))
            if distance <= max(1, target.count / 3), distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        if let best { return best.name }
        // A word of a longer title (`Name` for `Product Name`), when only one title has it.
        let holding = names.filter { $0.lowercased().contains(key.lowercased()) }
        return !key.isEmpty && holding.count == 1 ? holding[0] : nil
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Titles are short; a text too long to be a slip is not compared letter by letter.
        guard abs(a.count - b.count) <= max(1, a.count / 3), a.count <= 256, b.count <= 256 else { return .max }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
