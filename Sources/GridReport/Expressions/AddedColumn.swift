/// A column computed from the others for each row, as a user writes it: `NAME = EXPRESSION`
/// (`Total = Units * [Unit Price]`). `NAME` is a title, bare or in `[…]` or `"…"`; the expression
/// is read by the same parser as `--where`'s conditions.
public struct AddedColumn: Sendable, Equatable {
    /// The new column's title.
    public var name: String
    /// The whole definition as written, for messages (positions count from its start).
    public var text: String
    /// Where it was said: the flag as the command names it, or `spec.yaml:12:5`.
    public var origin: String
    /// The expression as read (for a sparkline, none: a constant that is never evaluated).
    public var syntax: ExpressionSyntax
    /// For a sparkline column (`--spark`), the columns it draws; nil for a computed one.
    public var spark: SparkRange? = nil

    /// The titles it reads as written: its expression's, or its sparkline's first and last.
    public var names: [String] {
        guard let spark else { return syntax.names }
        return [spark.from, spark.to]
    }

    /// Reads `NAME = EXPRESSION`; a definition without `=` or a name, or whose expression cannot
    /// be read, is an error pointing at the place.
    public static func parse(_ text: String, origin: String) throws -> AddedColumn {
        try parse(text, origin: origin, titles: [])
    }

    /// Read again against a report's titles: one holding `and` or `or` may be written bare.
    func reread(titles: [String]) throws -> AddedColumn {
        guard spark == nil else { return self }
        let keywordTitles = ExpressionParser.titlesWithKeywords(titles)
        guard !keywordTitles.isEmpty else { return self }
        return try Self.parse(text, origin: origin, titles: keywordTitles)
    }

    private static func parse(_ text: String, origin: String, titles: [String]) throws -> AddedColumn {
        let characters = Array(text)
        guard let equals = definingEquals(characters) else {
            throw GridReportError(ExpressionError.problem(.noDefinition, text: text, origin: origin))
        }
        let name = title(String(characters[..<equals]))
        guard !name.isEmpty else {
            throw GridReportError(ExpressionError.problem(.noDefinition, text: text, origin: origin))
        }
        var parser = ExpressionParser(text, origin: origin, mode: .value, start: equals + 1)
        parser.titlesWithKeywords = titles
        let syntax = try parser.parseWhole(after: "=", at: equals)
        return AddedColumn(name: name, text: text, origin: origin, syntax: syntax)
    }

    /// The first `=` that is not part of `==`, `<=`, `>=` or `!=`, outside quotes and brackets.
    private static func definingEquals(_ characters: [Character]) -> Int? {
        var index = 0
        var inQuote = false
        var inBracket = false
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inQuote.toggle() }
            if !inQuote, character == "[" { inBracket = true }
            if !inQuote, character == "]" { inBracket = false }
            if !inQuote, !inBracket, character == "=" {
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if !"<>!=".contains(before), after != "=" { return index }
                if after == "=" { return nil }  // `==` first: a condition, not a definition
            }
            index += 1
        }
        return nil
    }

    /// The name as a title: `[Unit Price]` and `"Unit Price"` without their brackets or quotes.
    static func title(_ written: String) -> String {
        let trimmed = written.trimmingSpacesAndTabs
        if trimmed.count >= 2,
            (trimmed.hasPrefix("[") && trimmed.hasSuffix("]")) || (trimmed.hasPrefix("\"") && trimmed.hasSuffix("\""))
        {
            return String(trimmed.dropFirst().dropLast()).trimmingSpacesAndTabs
        }
        return trimmed
    }
}
