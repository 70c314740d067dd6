/// The columns a sparkline column draws, as written after `NAME=` in `--spark 'NAME=FROM..TO'`:
/// the file's columns from the one titled `from` to the one titled `to`, in the file's order.
/// Titles only, never numbers: a wide table's titles are often years (`1990..2020`).
public struct SparkRange: Sendable, Equatable {
    public var from: String
    public var to: String

    /// The form a sentence shows.
    public static let form = "NAME=FROM..TO, e.g. Trend=1990..2020"
}

extension AddedColumn {
    /// Reads `NAME=FROM..TO` (each a title, bare or in `[…]` or `"…"`): a column named `NAME`
    /// whose cell draws the row's values from column `FROM` to column `TO`.
    public static func spark(_ text: String, origin: String) throws -> AddedColumn {
        func malformed() -> GridReportError { GridReportError(SparkError.malformed(text: text, origin: origin)) }
        guard let equals = text.firstIndex(of: "=") else { throw malformed() }
        let name = title(String(text[..<equals]))
        let range = String(text[text.index(after: equals)...])
        guard let dots = range.range(of: "..") else { throw malformed() }
        let from = title(String(range[..<dots.lowerBound]))
        let to = title(String(range[dots.upperBound...]))
        guard !name.isEmpty, !from.isEmpty, !to.isEmpty, !to.hasPrefix(".") else { throw malformed() }
        if name.unicodeScalars.contains(where: TerminalText.isUnsafe) {
            throw GridReportError(SparkError.controlInName(text: text, origin: origin))
        }
        return AddedColumn(
            name: name, text: text, origin: origin, syntax: .number(0, span: 0..<0),
            spark: SparkRange(from: from, to: to))
    }
}
