/// Encodings as a terminal draws them, around a number already padded to its column's width less
/// `extraCells`: an icon and a space before it, a space and a bar of eighth blocks after it, and
/// with colour the scale's background behind it all, the text in black or white, whichever reads
/// better. Without colour bars and icons still show; `ascii` draws them in ASCII (`#`, `|`, `^`).
public struct EncodingPainter: Sendable {
    public let encodings: Encodings
    public private(set) var color: Bool
    public let ascii: Bool
    private let theme: TerminalTheme
    /// Per schema column, the cells the encodings add (0 without any).
    private let extra: [Int]

    /// The cells of a bar, its axis included.
    public static let barCells = 10
    /// An icon and the space after it.
    static let iconCells = 2

    /// Nil when there are no encodings.
    public init?(encodings: Encodings, columnCount: Int, color: Bool, ascii: Bool, depth: ColorDepth) {
        guard !encodings.isEmpty else { return nil }
        self.encodings = encodings
        self.color = color
        self.ascii = ascii
        theme = TerminalTheme(theme: Theme(), depth: depth)
        var extra = [Int](repeating: 0, count: columnCount)
        for column in encodings.columns where column.index < columnCount {
            extra[column.index] =
                (column.icons == nil ? 0 : Self.iconCells) + (column.bar == nil ? 0 : 1 + Self.barCells)
        }
        self.extra = extra
    }

    /// The cells schema column `column`'s encodings add to its values.
    @inline(__always)
    public func extraCells(column: Int) -> Int { column >= 0 && column < extra.count ? extra[column] : 0 }

    /// Decorates the number `value` of schema column `column` whose padded text is
    /// `bytes[mark...]`.
    @inline(__always)
    func decorate(_ value: Double, column: Int, from mark: Int, to bytes: inout [UInt8]) {
        guard let encoded = encodings.column(column) else { return }
        var prefix: [UInt8] = []
        var restore = "39"
        if color, let scale = encoded.scale {
            let background = scale.color(of: value)
            let text = background.prefersDarkText ? Self.darkText : Self.lightText
            restore = theme.code(text)
            prefix.append(contentsOf: "\u{1B}[\(theme.code(background, background: true));\(restore)m".utf8)
        }
        if let icons = encoded.icons {
            let level = icons.level(value)
            let glyph = Self.glyph(icons.set, level: level, ascii: ascii)
            if color {
                prefix.append(contentsOf: "\u{1B}[\(theme.code(Self.iconColor(icons.set, level: level)))m".utf8)
                prefix.append(contentsOf: glyph.utf8)
                prefix.append(contentsOf: "\u{1B}[\(restore)m ".utf8)
            } else {
                prefix.append(contentsOf: glyph.utf8)
                prefix.append(0x20)
            }
        }
        if !prefix.isEmpty { bytes.insert(contentsOf: prefix, at: mark) }
        if let bar = encoded.bar {
            bytes.append(0x20)
            appendBar(bar, value: value, restore: restore, to: &bytes)
        }
        if color, encoded.scale != nil { bytes.append(contentsOf: Self.scaleEnd) }
    }

    /// The same encodings without colour: for views that measure the text they lay out (the
    /// compact cell), bars and icons as characters alone.
    public var withoutColor: EncodingPainter {
        var copy = self
        copy.color = false
        return copy
    }

    /// `text` (a number padded to its column's width less `extraCells`) decorated.
    public func decorate(_ text: String, value: Double, column: Int) -> String {
        var bytes = Array(text.utf8)
        decorate(value, column: column, from: 0, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bar of `value`, `barCells` wide: with values either side of 0, the negative part left
    /// of an axis and the positive right of it, in proportion to how far each side reaches.
    private func appendBar(_ bar: Encodings.Bar, value: Double, restore: String, to bytes: inout [UInt8]) {
        let hasAxis = bar.negative > 0
        let cells = Self.barCells - (hasAxis ? 1 : 0)
        let span = bar.negative + bar.positive
        let negativeCells = span > 0 ? Int((Double(cells) * bar.negative / span).rounded()) : 0
        let positiveCells = cells - negativeCells
        let eighths = span > 0 ? Int((abs(value) / span * Double(cells) * 8).rounded()) : 0
        if hasAxis {
            // Left of the axis a bar grows leftwards: whole cells, and a right half (▐) for the rest.
            let halves = value < 0 ? min(negativeCells * 2, (eighths + 2) / 4) : 0
            let filled = value >= 0 ? 0 : ascii ? min(negativeCells, (eighths + 4) / 8) : halves / 2
            let half = !ascii && halves % 2 == 1
            let blank = negativeCells - filled - (half ? 1 : 0)
            bytes.append(contentsOf: repeatElement(0x20, count: max(0, blank)))
            if filled > 0 || half {
                if color { bytes.append(contentsOf: "\u{1B}[\(theme.code(Self.negativeBar))m".utf8) }
                if half { bytes.append(contentsOf: "▐".utf8) }
                for _ in 0..<filled { bytes.append(contentsOf: (ascii ? "#" : "█").utf8) }
                if color { bytes.append(contentsOf: "\u{1B}[\(restore)m".utf8) }
            }
            bytes.append(contentsOf: (ascii ? "|" : "│").utf8)
        }
        var used = 0
        if value > 0 && positiveCells > 0 {
            let length = min(positiveCells * 8, eighths)
            let whole = ascii ? min(positiveCells, (length + 4) / 8) : length / 8
            let part = ascii ? 0 : length % 8
            if whole > 0 || part > 0 {
                if color { bytes.append(contentsOf: "\u{1B}[\(theme.code(Self.positiveBar))m".utf8) }
                for _ in 0..<whole { bytes.append(contentsOf: (ascii ? "#" : "█").utf8) }
                if part > 0 { bytes.append(contentsOf: Self.eighthBlocks[part - 1].utf8) }
                if color { bytes.append(contentsOf: "\u{1B}[\(restore)m".utf8) }
            }
            used = whole + (part > 0 ? 1 : 0)
        }
        bytes.append(contentsOf: repeatElement(0x20, count: positiveCells - used))
    }

    /// ▏▎▍▌▋▊▉: one to seven eighths of a cell, from the left.
    static let eighthBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let scaleEnd = Array("\u{1B}[49;39m".utf8)
    static let darkText = ThemeColor(red: 0x1D, green: 0x2D, blue: 0x3E)
    static let lightText = ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    static let positiveBar = Encodings.Bar.positiveColor
    static let negativeBar = Encodings.Bar.negativeColor

    /// The icon of `level` (0 low, 1 middle, 2 high).
    public static func glyph(_ set: IconSet, level: Int, ascii: Bool) -> String {
        switch (set, ascii) {
        case (.arrows, false): return ["▼", "●", "▲"][level]
        case (.arrows, true): return ["v", "=", "^"][level]
        case (.lights, false): return ["○", "◐", "●"][level]
        case (.lights, true): return ["-", "~", "+"][level]
        }
    }

    /// The icon's colour: Fiori's negative, neutral or critical, and positive.
    public static func iconColor(_ set: IconSet, level: Int) -> ThemeColor { iconState(set, level: level).fioriColor }

    /// The state whose colour the icon of `level` takes.
    public static func iconState(_ set: IconSet, level: Int) -> StatusState {
        switch set {
        case .arrows: return [StatusState.negative, .neutral, .positive][level]
        case .lights: return [StatusState.negative, .critical, .positive][level]
        }
    }
}
