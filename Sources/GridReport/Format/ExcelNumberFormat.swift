/// The Excel number format equivalent to a NumberFormat.
/// STUB: the Format work replaces this with the full mapping.
public enum ExcelNumberFormat {
    /// The format code (`#,##0.00`, `0.0%`, `"$"#,##0.00`…), or nil when the value must be written
    /// as its formatted text (spell-out).
    public static func code(for format: NumberFormat) -> String? {
        if format.style == .spellout { return nil }
        let digits = format.maximumFractionDigits ?? 0
        return digits == 0 ? "#,##0" : "#,##0." + String(repeating: "0", count: digits)
    }
}
