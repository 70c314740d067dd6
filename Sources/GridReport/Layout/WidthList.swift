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
            throw GridReportError.usage(
                option, "value \(position) is empty",
                hint: "give one number per column, e.g. -1,0.2,0.1 (-1 flexible, 0 hidden, <1 a fraction, >=1 points)")
        }
        guard let value = Double(text), value.isFinite, text.lowercased() != "nan",
            !text.lowercased().contains("inf"), !text.lowercased().hasPrefix("0x")
        else {
            throw GridReportError.usage(
                option, "value \(position) '\(text)' is not a finite number",
                hint: "use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up")
        }
        return try width(value, position: position, option: option)
    }

    /// The width a Fiori value stands for.
    public static func width(_ value: Double, position: Int, option: ErrorText) throws -> ColumnWidth {
        if value == -1 { return .flexible }
        if value < 0 {
            throw GridReportError.usage(
                option, "value \(position) is \(format(value)), a negative width",
                hint: "use -1 for the one flexible column and 0 to hide a column")
        }
        if value == 0 { return .hidden }
        if value < 1 { return .fraction(value) }
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
