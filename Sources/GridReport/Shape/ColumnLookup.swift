/// How every option finds a column by what a user wrote: its title exactly, then its title
/// ignoring case, then its 1-based number.
public enum ColumnLookup {
    public static func index(of key: String, in names: [String]) -> Int? {
        if let found = titleIndex(of: key, in: names) { return found }
        if let number = Int(key), number >= 1, number <= names.count { return number - 1 }
        return nil
    }

    /// The column titled `title`, exactly, then ignoring case; never by number. A title that
    /// several columns have names the first; `Name (2)` names the second (see `nthOfTitle`).
    static func titleIndex(of title: String, in names: [String]) -> Int? {
        if let exact = names.firstIndex(of: title) { return exact }
        let folded = title.lowercased()
        if let found = names.firstIndex(where: { $0.lowercased() == folded }) { return found }
        return nthOfTitle(title, in: names)
    }

    /// `Name (2)`: the second column titled `Name`, when no column is titled `Name (2)` itself.
    static func nthOfTitle(_ key: String, in names: [String]) -> Int? {
        guard key.hasSuffix(")"), let open = key.lastIndex(of: "("), open > key.startIndex,
            let n = Int(key[key.index(after: open)..<key.index(before: key.endIndex)]), n >= 1
        else { return nil }
        let title = String(key[..<open]).trimmingSpacesAndTabs.lowercased()
        let holding = names.indices.filter { names[$0].lowercased() == title }
        return n <= holding.count ? holding[n - 1] : nil
    }

    /// The columns (0-based) titled `key` when more than one is: the first is the one taken.
    public static func sharedTitle(_ key: String, in names: [String]) -> [Int] {
        let exact = names.indices.filter { names[$0] == key }
        if !exact.isEmpty { return exact.count > 1 ? exact : [] }
        let folded = key.lowercased()
        let holding = names.indices.filter { names[$0].lowercased() == folded }
        return holding.count > 1 ? holding : []
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

    /// The title nearest to `key` by edits (ignoring case, two letters swapped counting as one
    /// edit: `Totla`), when it is near enough to be a slip: at most a third of its letters, and at
    /// least one, differ, and not all of them (`a` is no slip for `3`).
    static func closest(to key: String, in names: [String]) -> String? {
        let target = Array(key.lowercased())
        var best: (name: String, distance: Int)?
        for name in names where !name.isEmpty {
            let distance = editDistance(target, Array(name.lowercased()))
            if distance <= max(1, target.count / 3), distance < target.count, distance < (best?.distance ?? .max) {
                best = (name, distance)
            }
        }
        if let best { return best.name }
        // A word of a longer title (`Name` for `Product Name`), when only one title has it.
        let holding = names.filter { $0.lowercased().contains(key.lowercased()) }
        return !key.isEmpty && holding.count == 1 ? holding[0] : nil
    }

    /// Edits from `a` to `b` (optimal string alignment: insertions, deletions, substitutions and
    /// swaps of two neighbours).
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Titles are short; a text too long to be a slip is not compared letter by letter.
        guard abs(a.count - b.count) <= max(1, a.count / 3), a.count <= 256, b.count <= 256 else { return .max }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
