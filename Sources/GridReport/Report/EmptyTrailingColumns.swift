/// The untitled, empty columns at the end of a header: what a file gets when every line ends with
/// a delimiter (`a,b,` then `1,2,`). Such a column has nothing to show in any view, and shown it
/// was a bare `:` line in records and compact cells and an empty column everywhere else, so it is
/// left out, with a note. A titled empty column stays (its title says it is there on purpose),
/// and so does an untitled one with a value, or one before a titled column (numbering by column
/// counts it).
enum EmptyTrailingColumns {
    /// The positions of the trailing run of columns whose title is empty and whose every value is
    /// empty or a missing-value word, in order; never every column.
    static func positions(in columns: ArraySlice<Column>, profile: DataProfile) -> [Int] {
        let empty = columns.reversed().prefix { column in
            column.name.isEmpty && profile.columns[column.index].nonMissing == 0
        }
        guard empty.count < columns.count else { return [] }
        return empty.map(\.index).reversed()
    }
}

extension Report {
    /// `data.csv: column 6 has no title and no values (its lines end with a delimiter); it is left
    /// out`, when a column was; column numbers count the file's columns.
    public var leftOutColumnsNote: String? {
        guard !leftOutColumns.isEmpty else { return nil }
        let numbers = leftOutFields.map { String($0 + 1) }
        let one = numbers.count == 1
        return
            "\(displayName): column\(one ? "" : "s") \(WidthResolver.list(numbers)) \(one ? "has" : "have") no title and no values (every line ends with a delimiter); \(one ? "it is" : "they are") left out"
    }

    /// The left-out columns' places among the file's fields, from 0.
    var leftOutFields: [Int] {
        let fields = rows.records.projection?.fields
        return leftOutColumns.compactMap { rows.field(of: $0) }.map { fields?[$0] ?? $0 }
    }

    /// Says, once, that empty untitled columns were left out.
    public func warnAboutLeftOutColumns(_ warnings: WarningLog) {
        if let note = leftOutColumnsNote { warnings.warn("empty-column", note) }
    }
}
