import GridReport

/// An Excel table's column names, from the report's column titles: one line each (control
/// characters become spaces), at most 255 characters, never empty (`Column 3`), and unique
/// without regard to case (`Name`, `Name 2`). The header cells show these names, since Excel
/// requires a table's header cells to hold exactly its column names.
enum TableColumnNames {
    static let maximumLength = 255

    static func names(for titles: [String]) -> [String] {
        var taken = Set<String>()
        var names: [String] = []
        names.reserveCapacity(titles.count)
        for (index, title) in titles.enumerated() {
            var base = ExcelText.prefix(ExcelText.withoutControlCharacters(title), units: maximumLength)
            if base.allSatisfy({ $0 == " " }) { base = "Column \(index + 1)" }
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                let suffix = " \(number)"
                name = ExcelText.prefix(base, units: maximumLength - suffix.utf16.count) + suffix
                number += 1
            }
            taken.insert(name.lowercased())
            names.append(name)
        }
        return names
    }
}
