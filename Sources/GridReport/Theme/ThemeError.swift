/// A `.nss` theme file that cannot be read, at the place of the mistake. A library user can
/// match it through `GridReportError.reason`; `GridReportError(_:)` words it, exit 64 (`.usage`).
/// The size limit (`ThemeParser.maximumBytes`) is refused with a plain sentence, not a case.
public enum ThemeError: Error, Sendable, Equatable {
    /// A `/*` comment that runs to the end of the file; `at` is where it opens.
    case unclosedComment(at: SourceLocation)
    /// Something else where `expected` (as the sentence words it: `a class name`) should be;
    /// `found` is nil at the end of the file.
    case expected(String, found: Unicode.Scalar?, at: SourceLocation)
    /// A value that runs to the end of the file; `at` is where it starts.
    case unendedValue(at: SourceLocation)
    /// A `{` block that runs to the end of the file.
    case unclosedBlock(at: SourceLocation)
    /// A value `@name` used before (or without) `@name: …;`.
    case undefinedVariable(String, property: String, at: SourceLocation)
    /// A `font-weight` or `font-style` value that is neither bold nor regular.
    case notAFont(String, property: String, at: SourceLocation)
    case notAColour(String, property: String, at: SourceLocation)
}

extension GridReportError {
    public init(_ theme: ThemeError) {
        switch theme {
        case .unclosedComment(let location):
            self.init(.usage, at: location, "the comment is not closed", hint: "end it with */")
        case .expected(let what, let found, let location):
            let shown = found.map { "\"" + String(Character($0)) + "\"" } ?? "the end of the file"
            self.init(.usage, at: location, "expected \(what), found \(shown)")
        case .unendedValue(let location):
            self.init(.usage, at: location, "the value is not ended", hint: "end it with ;")
        case .unclosedBlock(let location):
            self.init(.usage, at: location, "the block is not closed", hint: "end it with }")
        case .undefinedVariable(let name, let property, let location):
            self.init(
                .usage, at: location, "\(property): the variable @\(name) is not defined",
                hint: "define it before its use, e.g. @\(name): #0A6ED1;")
        case .notAFont(let value, let property, let location):
            let weight = property == "font-weight"
            let choices =
                weight
                ? "ultraLight, thin, light, regular, medium, semibold, bold, heavy or black"
                : "a UIFontTextStyle: largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1 or caption2"
            self.init(
                .usage, at: location, "\(property): \"\(value)\" is not a font \(weight ? "weight" : "style")",
                hint: "give \(choices)")
        case .notAColour(let value, let property, let location):
            self.init(
                .usage, at: location, "\(property): \"\(value)\" is not a colour",
                hint: "give #RGB, #RRGGBB, rgb(r, g, b), a name such as white, or clear")
        }
        reason = .theme(theme)
    }
}
