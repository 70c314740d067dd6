/// How many colours the terminal shows: 24-bit where `COLORTERM` says `truecolor` or `24bit`,
/// else the 256-colour palette.
public enum ColorDepth: Sendable, Equatable {
    case trueColor, palette256

    /// From the environment's `COLORTERM`.
    public static func from(colorTerm: String?) -> ColorDepth {
        switch colorTerm?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }
}

/// A theme as SGR sequences for a terminal of some colour depth.
public struct TerminalTheme: Sendable, Equatable {
    public let theme: Theme
    public let depth: ColorDepth

    public init(theme: Theme, depth: ColorDepth) {
        self.theme = theme
        self.depth = depth
    }

    /// `38;2;r;g;b` / `38;5;n` for the foreground (`48;…` for the background).
    public func code(_ color: ThemeColor, background: Bool = false) -> String {
        let lead = background ? "48" : "38"
        switch depth {
        case .trueColor: return "\(lead);2;\(color.red);\(color.green);\(color.blue)"
        case .palette256: return "\(lead);5;\(Self.nearest256(color))"
        }
    }

    /// The style of a text with `base` as the view's own weight; nil when nothing changes.
    public func style(_ text: ThemeTextStyle, bold base: Bool = false, background: ThemeColor? = nil) -> TerminalStyle?
    {
        var codes: [String] = []
        if text.bold ?? base { codes.append("1") }
        if let color = text.color { codes.append(code(color)) }
        if let background { codes.append(code(background, background: true)) }
        if codes.isEmpty { return nil }
        if codes == ["1"] { return .bold }
        return .sgr(codes.joined(separator: ";"))
    }

    /// The border colour's style, nil without one.
    public var border: TerminalStyle? {
        theme.borderColor.map { .sgr(code($0)) }
    }

    /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube (16–231) or the grey
    /// ramp (232–255), whichever is closer.
    public static func nearest256(_ color: ThemeColor) -> Int {
        let (index, cube) = nearestCube(color)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        func distance(_ other: (Int, Int, Int)) -> Int {
            let dr = other.0 - Int(color.red)
            let dg = other.1 - Int(color.green)
            let db = other.2 - Int(color.blue)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : index
    }

    /// The nearest colour of the palette's 6×6×6 cube (16–231), and its channels: a status colour
    /// keeps its hue there, where the grey ramp would take a dark green for grey.
    public static func nearestCube(_ color: ThemeColor) -> (index: Int, rgb: (Int, Int, Int)) {
        let levels = cubeLevels
        // The nearest of the levels 0, 95, 135, 175, 215 and 255, the lower one at a tie (their
        // midpoints 47.5, 115, 155, 195 and 235): arithmetic, as a scale asks it per cell.
        func cubeIndex(_ value: UInt8) -> Int { value < 48 ? 0 : max(1, (Int(value) - 36) / 40) }
        let r = cubeIndex(color.red)
        let g = cubeIndex(color.green)
        let b = cubeIndex(color.blue)
        return (16 + 36 * r + 6 * g + b, (levels[r], levels[g], levels[b]))
    }

    /// The cube's channel levels, made once: a colour scale asks per cell.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

}
