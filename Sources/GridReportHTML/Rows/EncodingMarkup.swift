import GridReport

/// Bars, scales and icons on the page, from the same resolved encodings the terminal and the
/// sheet draw: an icon as text before the value (`<b class="ic">`), the scale's colour as the
/// value's background with readable text, and a bar as a CSS box after it, its length and its
/// side of the axis as percentages of the box.
struct EncodingMarkup {
    let encodings: Encodings

    /// Appends what comes before the value of `column`'s number `value`: the scale's span and the icon.
    @inline(__always)
    func open(_ value: Double, column: Encodings.Column, to out: inout [UInt8]) {
        if let scale = column.scale {
            let background = scale.color(of: value)
            let text = background.prefersDarkText ? "#1D2D3E" : "#FFFFFF"
            out.append(contentsOf: "<span class=\"sc\" style=\"background:\(background.hex);color:\(text)\">".utf8)
        }
        if let icons = column.icons {
            let level = icons.level(value)
            out.append(
                contentsOf:
                    "<b class=\"ic ic-\(icons.set.rawValue)\(level)\">\(EncodingPainter.glyph(icons.set, level: level, ascii: false))</b>"
                    .utf8)
        }
    }

    /// Appends what comes after the value: the bar, and the end of the scale's span.
    @inline(__always)
    func close(_ value: Double, column: Encodings.Column, to out: inout [UInt8]) {
        if let bar = column.bar {
            let span = bar.negative + bar.positive
            let axis = span > 0 ? bar.negative / span * 100 : 0
            let length = bar.share(value) * 100
            let left = value < 0 ? axis - length : axis
            out.append(
                contentsOf:
                    "<span class=\"bar\" aria-hidden=\"true\"><i class=\"\(value < 0 ? "n" : "p")\" style=\"left:\(Self.percent(left));width:\(Self.percent(length))\"></i>\(axis > 0 ? "<u style=\"left:\(Self.percent(axis))\"></u>" : "")</span>"
                    .utf8)
        }
        if column.scale != nil { out.append(contentsOf: "</span>".utf8) }
    }

    /// A percentage with one decimal, `12.5%`.
    private static func percent(_ value: Double) -> String {
        let tenths = Int((max(0, min(100, value)) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// The rules for bars and icons; nothing without encodings.
    static func css(_ encodings: Encodings) -> String {
        guard !encodings.isEmpty else { return "" }
        var css = """
            .gr .bar{display:inline-block;position:relative;width:4em;height:.75em;margin-left:.4em;vertical-align:middle}
            .gr .bar i{position:absolute;top:0;bottom:0}.gr .bar i.p{background:\(Encodings.Bar.positiveColor.hex)}
            .gr .bar i.n{background:\(Encodings.Bar.negativeColor.hex)}
            .gr .bar u{position:absolute;top:-.15em;bottom:-.15em;border-left:1px solid #556B82}
            .gr .sc{padding:0 .25em;border-radius:2px}.gr .ic{font-weight:400;margin-right:.3em}

            """
        for set in IconSet.allCases {
            for level in 0..<3 {
                css += ".gr .ic-\(set.rawValue)\(level){color:\(EncodingPainter.iconColor(set, level: level).hex)}\n"
            }
        }
        return css
    }
}
