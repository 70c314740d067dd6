import GridReport
// TEMPORARY until the format branch lands with GridReport.FormatOption.
struct FormatOption {
    var column: String
    var style: NumberFormat.Style
    var fractionDigits: Int?
    static func parse(_ text: String) throws -> FormatOption {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { throw GridReportError.usage("--format", "'\(text)' is not COLUMN=STYLE[:DIGITS]") }
        let styleParts = parts[1].split(separator: ":")
        guard let style = NumberFormat.Style(rawValue: String(styleParts[0])) else { throw GridReportError.usage("--format", "unknown style") }
        return FormatOption(column: String(parts[0]), style: style, fractionDigits: styleParts.count > 1 ? Int(styleParts[1]) : nil)
    }
}
