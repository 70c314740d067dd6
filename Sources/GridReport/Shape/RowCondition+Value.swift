extension RowCondition {
    /// The condition that keeps the rows whose column `column` (of a schema with these `names`)
    /// holds `item`, written as a user writes one (`Carrier == "AA"`, `Price == 12.5`,
    /// `Day == 2024-03-01`, `Note is empty`), so that the viewer shows it and `f` edits it: what a
    /// frequency table's row filters to. The column is named by its title bare when that reads
    /// back as the column, else in brackets, else by number.
    public static func holding(_ item: GridItem, in column: Column, names: [String], origin: String) throws
        -> RowCondition
    {
        let test = Self.test(holding: item, type: column.type)
        let references = [column.name, column.name.contains("]") ? nil : "[\(column.name)]", "$\(column.index + 1)"]
        for reference in references.compactMap({ $0 }) where !reference.isEmpty {
            guard let condition = try? parse("\(reference) \(test)", origin: origin),
                let named = condition.names.first,
                ColumnLookup.index(of: named, in: names) == column.index
            else { continue }
            return condition
        }
        return try parse("$\(column.index + 1) \(test)", origin: origin)
    }

    /// `== VALUE` or `is empty`: a number in the C locale with its every digit, a date or time in
    /// ISO 8601, text and pictures quoted (a quote doubled).
    private static func test(holding item: GridItem, type: ColumnType) -> String {
        switch item {
        case .empty:
            return "is empty"
        case .number(let value):
            if value == value.rounded(), Swift.abs(value) < 1e15 { return "== \(Int64(value))" }
            return "== \(value)"
        case .date(let date):
            return "== \(isoText(date, type: type))"
        case .text(let text), .header(let text):
            return "== \(quoted(text))"
        case .image(let image):
            return "== \(quoted(image.reference))"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The date as written when that is ISO 8601 (a filter reads no other form), else its serial
    /// written so.
    private static func isoText(_ date: DateItem, type: ColumnType) -> String {
        var written = date.text
        if let parsed = written.withUTF8({ DateParser.parse($0) }), parsed.serial == date.serial,
            !written.contains(" ")
        {
            return written
        }
        let pattern: String
        switch type {
        case .time: pattern = "HH:mm:ss"
        case .dateTime: pattern = "yyyy-MM-dd'T'HH:mm:ss"
        default: pattern = "yyyy-MM-dd"
        }
        guard let form = try? DatePattern(pattern, origin: "") else { return date.text }
        return DateForm(pattern: form, locale: "en_US_POSIX").write(date.serial)
    }
}
