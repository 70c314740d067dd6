/// Upper-case hexadecimal with leading zeros, for the escapes and code points the outputs write
/// (`\u00E9` in JSON and YAML, `_x0007_` in a workbook, `U+0007` in a message).
public enum HexDigits {
    /// `value` in at least `digits` hexadecimal digits: `hex(7, digits: 4)` is `0007`.
    public static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
