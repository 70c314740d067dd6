/// Swift string literals that hold any text as it is: quotes, backslashes (so `\(` cannot start an
/// interpolation), and every character that could end a line, hide, or reorder what a reader sees
/// (controls, line and paragraph separators, bidi and other format characters) are escaped. The
/// literal is always one line, so no value or title can end it or inject code.
enum SwiftLiteral {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Controls, format characters (bidi controls, zero-width joiners and spaces), separators other
    /// than the space, private-use and unassigned code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    /// A double as a Swift literal that reads back as the same double (`114.23`, `1250.0`, `1e-07`).
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value > 0 ? "Double.infinity" : "-Double.infinity" }
        return "\(value)"
    }
}
