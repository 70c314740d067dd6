import GridReport

/// A sparkline column's cell as inline SVG, from the levels of its text (`Sparkline.levels`), so
/// the page draws what the terminal does: one polyline a run of values (a gap breaks the line),
/// a lone value a dot, each value 6 pixels right of the one before, its level 0–7 from the
/// bottom of a 16-pixel box. The text stays as the image's label, for a screen reader and a copy.
enum SparklineMarkup {
    static let step = 6.0
    static let height = 16.0

    /// Appends the SVG of the sparkline `text`.
    static func append(_ text: String, to out: inout [UInt8]) {
        let levels = Sparkline.levels(of: text)
        guard !levels.isEmpty else { return }
        let width = Double(levels.count - 1) * step + 4
        out.append(
            contentsOf:
                "<svg class=\"spk\" viewBox=\"0 0 \(number(width)) \(number(height))\" width=\"\(number(width))\" height=\"\(number(height))\" role=\"img\" aria-label=\""
                .utf8)
        HTMLEscape.append(text, to: &out)
        out.append(contentsOf: "\">".utf8)
        var run: [(Double, Double)] = []
        func flush() {
            if run.count == 1 {
                out.append(
                    contentsOf: "<circle cx=\"\(number(run[0].0))\" cy=\"\(number(run[0].1))\" r=\"1.5\"/>".utf8)
            } else if run.count > 1 {
                let points = run.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
                out.append(contentsOf: "<polyline points=\"\(points)\"/>".utf8)
            }
            run.removeAll()
        }
        for (index, level) in levels.enumerated() {
            guard let level else {
                flush()
                continue
            }
            run.append((Double(index) * step + 2, y(level)))
        }
        flush()
        out.append(contentsOf: "</svg>".utf8)
    }

    /// A level's height in the box: 0 at 14 pixels down, 7 at 2.
    static func y(_ level: Int) -> Double { height - 2 - Double(level) * (height - 4) / 7 }

    /// A coordinate with at most two decimals.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = String(hundredths / 100)
        let fraction = hundredths % 100
        return fraction == 0 ? whole : whole + "." + (fraction < 10 ? "0" : "") + String(fraction).trimmingTrailingZeros
    }

    /// The sparklines' style: Fiori's blue line, no fill, set in the text's line.
    static let css =
        ".gr .spk{vertical-align:middle;fill:none;stroke:\(Encodings.Bar.positiveColor.hex);stroke-width:1.5;stroke-linejoin:round;stroke-linecap:round}.gr .spk circle{fill:\(Encodings.Bar.positiveColor.hex);stroke:none}\n"
}

extension String {
    fileprivate var trimmingTrailingZeros: String {
        var text = self
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
