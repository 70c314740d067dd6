import GridReport

/// A column's bars, scales and icons (`--bar`, `--scale`, `--icons`) as the Swift of both Swift
/// handoffs: functions of the value written from the encodings the report resolved (the scale's
/// stops and the icons' thresholds from the first pass's range), so the app computes no range or
/// threshold of its own. What the app's table cannot draw is said in a comment.
enum EncodingSwift {
    enum Target { case swiftUI, uiKit }

    /// The SF Symbol of each icon, lowest level first.
    static func symbols(_ set: IconSet) -> [String] {
        switch set {
        case .arrows: return ["arrowtriangle.down.fill", "circle.fill", "arrowtriangle.up.fill"]
        case .lights: return ["circle.fill", "circle.fill", "circle.fill"]
        }
    }

    /// Whether the column has an encoding the Swift draws (a scale or icons).
    static func draws(_ column: Handoff.Column) -> Bool {
        column.encoding?.scale != nil || column.encoding?.icons != nil
    }

    /// The comment over a column's item when it has a bar: no cell of the app's table draws one.
    static func barComment(_ column: Handoff.Column, target: Target) -> String? {
        guard column.encoding?.bar != nil else { return nil }
        let cell = target == .swiftUI ? "A DataTable cell" : "A FUIGridRowItem"
        return
            "\(cell) holds a text or an image and draws no bar: the data bar (--bar) of this column is left to render, export and preview."
    }

    /// `levelN`, `iconN` and `scaleN` of the column at `position`, those it needs.
    static func writeFunctions(_ column: Handoff.Column, position: Int, target: Target, to out: inout Lines) {
        let title = column.title.isEmpty ? "(untitled)" : SwiftRowWriter.commentText(column.title)
        if let icons = column.encoding?.icons {
            out.add("")
            let comparison = icons.highInclusive ? ">=" : ">"
            let how =
                icons.given
                ? "by the thresholds given" : icons.set == .arrows ? "by 0" : "by thirds of the column's range"
            out.addComment(
                "    /// ",
                "\(title): its icon's level (0 the lowest), \(icons.set.rawValue) \(how), as the report resolved them: below \(SwiftLiteral.double(icons.low)) the lowest, from \(SwiftLiteral.double(icons.high)) up\(icons.highInclusive ? "" : " (above it)") the highest."
            )
            out.add("    static func level\(position)(_ value: Double) -> Int {")
            out.add(
                "        value < \(SwiftLiteral.double(icons.low)) ? 0 : value \(comparison) \(SwiftLiteral.double(icons.high)) ? 2 : 1"
            )
            out.add("    }")
            out.add("")
            let glyphs = (0..<3).map { SwiftLiteral.string(EncodingPainter.glyph(icons.set, level: $0, ascii: false)) }
            let symbols = symbols(icons.set).map { SwiftLiteral.string($0) }
            let states = (0..<3).map { EncodingPainter.iconState(icons.set, level: $0) }
            switch target {
            case .swiftUI:
                out.add(
                    "    /// Each level's icon as the terminal and the preview draw it, before the number in the cell's text."
                )
                out.addList("    static let glyphs\(position) = ", glyphs)
                out.add("")
                out.addComment(
                    "    /// ",
                    "The icon of `value` as an SF Symbol and its colour, for a view that draws its own cell: DataTable's text item holds no image, so the cell shows the icon as text, in this colour."
                )
                out.add("    static func icon\(position)(_ value: Double) -> (image: Image, color: Color) {")
                out.add("        let level = level\(position)(value)")
                out.addList("        let symbols = ", symbols)
                out.addList(
                    "        let colors: [Color] = ",
                    states.map { "Color.preferredColor(.\(SwiftUIWriter.labelColor($0)))" })
                out.add("        return (Image(systemName: symbols[level]), colors[level])")
                out.add("    }")
            case .uiKit:
                out.addComment(
                    "    /// ",
                    "The icon of `value` as an SF Symbol and its colour, Fiori's as the terminal draws it. FUIGridRowTextItem holds a number and no image or colour: a cell that draws its own styles shows these."
                )
                out.add("    static func icon\(position)(_ value: Double) -> (image: UIImage?, color: UIColor) {")
                out.add("        let level = level\(position)(value)")
                out.addList("        let symbols = ", symbols)
                out.addList(
                    "        let colors: [UIColor] = ", states.map { uiColor($0.fioriColor) })
                out.add("        return (UIImage(systemName: symbols[level]), colors[level])")
                out.add("    }")
            }
        }
        if let scale = column.encoding?.scale {
            out.add("")
            let stops = scale.stops.map {
                "(\(SwiftLiteral.double($0.value)), [\($0.color.red), \($0.color.green), \($0.color.blue)])"
            }
            let colorType = target == .swiftUI ? "Color" : "UIColor"
            let drawn =
                target == .swiftUI
                ? "DataTable's text item has a text colour and no background, so the cell's text takes it (its lightest colours read faintly on a white table)."
                : "FUIGridRowTextItem has no colour of its own: a cell that draws its own styles shows it."
            out.addComment(
                "    /// ",
                "\(title): the colour scale's colour of `value`, which the terminal, the sheet and the preview paint behind it: linear between the stops the report resolved from the column's range (value, red, green, blue). \(drawn)"
            )
            out.add("    static func scale\(position)(_ value: Double) -> \(colorType) {")
            out.addList("        let stops: [(value: Double, rgb: [Double])] = ", stops)
            switch target {
            case .swiftUI:
                out.add(
                    "        func color(_ rgb: [Double]) -> Color { Color(red: rgb[0] / 255, green: rgb[1] / 255, blue: rgb[2] / 255) }"
                )
            case .uiKit:
                out.add("        func color(_ rgb: [Double]) -> UIColor {")
                out.add("            UIColor(red: rgb[0] / 255, green: rgb[1] / 255, blue: rgb[2] / 255, alpha: 1)")
                out.add("        }")
            }
            out.add("        if value <= stops[0].value { return color(stops[0].rgb) }")
            out.add("        for (low, high) in zip(stops, stops.dropFirst()) where value <= high.value {")
            out.add("            let t = high.value > low.value ? (value - low.value) / (high.value - low.value) : 1")
            out.add("            return color(zip(low.rgb, high.rgb).map { ($0 + ($1 - $0) * t).rounded() })")
            out.add("        }")
            out.add("        return color(stops[stops.count - 1].rgb)")
            out.add("    }")
        }
    }

    /// A Fiori colour as a UIColor literal.
    private static func uiColor(_ color: ThemeColor) -> String {
        func channel(_ value: UInt8) -> String { "\(value) / 255" }
        return
            "UIColor(red: \(channel(color.red)), green: \(channel(color.green)), blue: \(channel(color.blue)), alpha: 1)"
    }
}
