/// A row's values drawn as a sparkline in one character a value: `▁▂▃▄▅▆▇█`, each value placed
/// between the row's own smallest and largest (Excel's default for a sparkline group, where each
/// sparkline has its own vertical axis), a missing value a space. Made once per row where the row
/// is decoded, as the cell's text: every terminal view shows it as it shows text, and the other
/// outputs read its levels back (`levels(of:)`) or draw the sheet's own sparklines.
public enum Sparkline {
    /// The eight levels, lowest first.
    public static let glyphs: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The same levels where the frame is ASCII (`--border ascii`): a ramp of five characters,
    /// two levels each but the ends.
    public static let asciiGlyphs: [Character] = ["_", "_", ".", "-", "-", "=", "=", "^"]
    /// A missing value (or one that is not finite).
    public static let gap: Character = " "
    /// The level of every value of a row whose values are all equal: the middle.
    public static let flatLevel = 3

    /// The glyphs of `values`; empty when none is a finite number (the cell is then empty).
    /// Written as UTF-8 bytes (a block is E2 96 81+level): made for every row, where appending
    /// Characters cost more than the rest of the row's decoding.
    public static func text(_ values: [Double?], ascii: Bool = false) -> String {
        var low = Double.infinity
        var high = -Double.infinity
        for case let value? in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        guard low <= high else { return "" }
        return String(unsafeUninitializedCapacity: values.count * 3) { buffer in
            var count = 0
            for value in values {
                guard let value, value.isFinite else {
                    buffer[count] = 0x20
                    count += 1
                    continue
                }
                let level = Self.level(value, low: low, high: high)
                if ascii {
                    buffer[count] = asciiBytes[level]
                    count += 1
                } else {
                    buffer[count] = 0xE2
                    buffer[count + 1] = 0x96
                    buffer[count + 2] = 0x81 + UInt8(level)
                    count += 3
                }
            }
            return count
        }
    }

    /// `asciiGlyphs` as bytes.
    private static let asciiBytes: [UInt8] = asciiGlyphs.map { $0.asciiValue! }

    /// `value`'s level 0…7 between `low` and `high`. A span wider than a double (`-1e308` to
    /// `1e308`) is taken in halves, which a span of the smallest doubles cannot be (it would
    /// underflow to 0).
    @inline(__always)
    static func level(_ value: Double, low: Double, high: Double) -> Int {
        guard high > low else { return flatLevel }
        let span = high - low
        let share = span.isFinite ? (value - low) / span : (value / 2 - low / 2) / (high / 2 - low / 2)
        guard share.isFinite else { return flatLevel }
        return max(0, min(glyphs.count - 1, Int((share * Double(glyphs.count)).rounded(.down))))
    }

    /// The levels of a sparkline's text (nil for a gap): what a page draws as a line. A
    /// character of the ASCII ramp reads as the lower of its levels.
    public static func levels(of text: String) -> [Int?] {
        text.map { glyphs.firstIndex(of: $0) ?? asciiGlyphs.firstIndex(of: $0) }
    }
}
