/// Parses a Fiori width list (`-1,0.2,0.1,0.1,0.1,0.1`).
public enum WidthList {
    public static func parse(_ text: String, option: ErrorText = ErrorText(.widths)) throws -> [ColumnWidth] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.enumerated().map { position, part in
            try parseValue(part.trimmingCharacters(in: " "), position: position + 1, option: option)
        }
    }

    public static func parseValue(_ text: String, position: Int, option: ErrorText) throws -> ColumnWidth {
        guard !text.isEmpty else {
            throw GridReportError(.emptyValue(position: position, origin: option))
        }
        guard let value = Double(text), value.isFinite, text.lowercased() != "nan",
            !text.lowercased().contains("inf"), !text.lowercased().hasPrefix("0x")
        else {
            throw GridReportError(.notAFiniteNumber(position: position, text: text, origin: option))
        }
        return try width(value, position: position, option: option)
    }

    /// The width a Fiori value stands for.
    public static func width(_ value: Double, position: Int, option: ErrorText) throws -> ColumnWidth {
        if value == -1 { return .flexible }
        if value < 0 {
            throw GridReportError(.negative(position: position, value: value, origin: option))
        }
        if value == 0 { return .hidden }
        if value < 1 { return .fraction(value) }
        guard UserNumberRange.columnPoints.bounds.contains(value) else {
            throw GridReportError(.tooWide(position: position, value: value, origin: option))
        }
        return .points(value)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = self
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
