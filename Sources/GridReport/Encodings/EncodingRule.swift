/// A visual encoding of a number column as a user writes it: `--bar COL`, `--scale COL[:PALETTE]`,
/// `--icons COL[:SET[:LOW,HIGH]]`. It is a kind of rule: one per column, checked against the
/// report's columns and given the column's range from the first pass (`Encodings.resolve`).
public struct EncodingRule: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case bar, scale, icons
    }

    public var kind: Kind
    /// As written after the flag: the column, then for scales and icons `:` and how.
    public var text: String
    /// Where it was said: the flag as the command names it (`--bar`), or `spec.yaml:12:5: bar`.
    public var origin: String

    public init(kind: Kind, text: String, origin: String) {
        self.kind = kind
        self.text = text
        self.origin = origin
    }
}

/// A colour scale's colours: Fiori's semantic colours either side of a midpoint, one hue light to
/// dark, or colours given.
public enum ScalePalette: Sendable, Equatable {
    /// Negative → neutral → positive, the midpoint 0 when the column has values either side of
    /// it, else the middle of its range.
    case diverging
    /// One hue, light at the smallest value to dark at the largest.
    case sequential
    /// Two or three colours, smallest to largest (the middle one at the midpoint as `diverging`).
    case colors([ThemeColor])

    /// The palettes as a sentence lists them.
    public static let choices = "diverging, sequential, or two or three colours #RRGGBB,#RRGGBB[,#RRGGBB]"

    /// `diverging`, `sequential` or `#RRGGBB,#RRGGBB[,#RRGGBB]`; nil for anything else.
    public static func named(_ text: String) -> ScalePalette? {
        switch text.lowercased() {
        case "diverging": return .diverging
        case "sequential": return .sequential
        default:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0).trimmingSpacesAndTabs
            }
            guard (2...3).contains(parts.count) else { return nil }
            let colors = parts.compactMap(ThemeColor.init(hex:))
            return colors.count == parts.count ? .colors(colors) : nil
        }
    }
}

/// An icon set: three icons for values below, between and above two thresholds.
public enum IconSet: String, Sendable, Equatable, CaseIterable {
    /// ▼ ● ▲: below 0, 0, above 0 (or the thresholds given).
    case arrows
    /// Excel's three traffic lights, by thirds of the column's range (Excel's default 33 % and
    /// 67 %), or the thresholds given.
    case lights

    public static let choices = "arrows or lights"
}

extension ThemeColor {
    /// `#RRGGBB` (the `#` required); nil for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for digit in digits.dropFirst() {
            guard let nibble = Self.nibble(digit) else { return nil }
            value = value << 4 | nibble
        }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    private static func nibble(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
