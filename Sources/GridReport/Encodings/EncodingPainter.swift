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
    /// The escape sequences a cell takes, made once rather than per cell (a million rows draw a
    /// million bars): the bars' colours, the scale's text colours and each icon's colour.
    private let sequences: Sequences

    private struct Sequences: Sendable {
        var positiveBar: [UInt8]
        var negativeBar: [UInt8]
        /// `38;…` of the dark and the light text, as a scale's restore code.
        var darkText: [UInt8]
        var lightText: [UInt8]
        /// Per icon set (`IconSet.allCases` order) and level, `ESC[38;…m` and the glyph.
        var iconColors: [[[UInt8]]]
        var glyphs: [[[UInt8]]]
    }

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
        let theme = TerminalTheme(theme: Theme(), depth: depth)
        self.theme = theme
        func sgr(_ color: ThemeColor) -> [UInt8] { Array("\u{1B}[\(theme.code(color))m".utf8) }
        sequences = Sequences(
            positiveBar: sgr(Self.positiveBar), negativeBar: sgr(Self.negativeBar),
            darkText: Array(theme.code(Self.darkText).utf8), lightText: Array(theme.code(Self.lightText).utf8),
            iconColors: IconSet.allCases.map { set in (0..<3).map { sgr(Self.iconColor(set, level: $0)) } },
            glyphs: IconSet.allCases.map { set in (0..<3).map { Array(Self.glyph(set, level: $0, ascii: ascii).utf8) } }
        )
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
        let background = color ? encoded.scale.map { $0.color(of: value) } : nil
        let restore =
            background.map { $0.prefersDarkText ? sequences.darkText : sequences.lightText } ?? Self.defaultText
        if background != nil || encoded.icons != nil {
            // Built on the stack and put before the number: no array per cell.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
                var count = 0
                func put(_ byte: UInt8) {
                    if count < buffer.count {
                        buffer[count] = byte
                        count += 1
                    }
                }
                func put(_ part: [UInt8]) { for byte in part { put(byte) } }
                if let background {
                    put(Self.escape)
                    appendCode(background, background: true, put)
                    put(UInt8(ascii: ";"))
                    put(restore)
                    put(UInt8(ascii: "m"))
                }
                if let icons = encoded.icons {
                    let level = icons.level(value)
                    let set = icons.set == .arrows ? 0 : 1
                    if color {
                        put(sequences.iconColors[set][level])
                        put(sequences.glyphs[set][level])
                        put(Self.escape)
                        put(restore)
                        put(UInt8(ascii: "m"))
                    } else {
                        put(sequences.glyphs[set][level])
                    }
                    put(0x20)
                }
                bytes.insert(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]), at: mark)
            }
        }
        if let bar = encoded.bar {
            bytes.append(0x20)
            appendBar(bar, value: value, restore: restore, to: &bytes)
        }
        if background != nil { bytes.append(contentsOf: Self.scaleEnd) }
    }

    /// `color`'s SGR parameters (`48;2;R;G;B`, or `48;5;N` in 256 colours), as `theme.code`
    /// writes them, a byte at a time.
    @inline(__always)
    private func appendCode(_ color: ThemeColor, background: Bool, _ put: (UInt8) -> Void) {
        func number(_ value: Int) {
            if value >= 100 { put(UInt8(ascii: "0") + UInt8(value / 100)) }
            if value >= 10 { put(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
            put(UInt8(ascii: "0") + UInt8(value % 10))
        }
        put(UInt8(ascii: background ? "4" : "3"))
        put(UInt8(ascii: "8"))
        put(UInt8(ascii: ";"))
        switch theme.depth {
        case .trueColor:
            put(UInt8(ascii: "2"))
            put(UInt8(ascii: ";"))
            number(Int(color.red))
            put(UInt8(ascii: ";"))
            number(Int(color.green))
            put(UInt8(ascii: ";"))
            number(Int(color.blue))
        case .palette256:
            put(UInt8(ascii: "5"))
            put(UInt8(ascii: ";"))
            number(TerminalTheme.nearest256(color))
        }
    }

    private static let escape = Array("\u{1B}[".utf8)
    private static let end = Array("m".utf8)
    /// `39`: the terminal's own text colour, restored after an icon or a bar without a scale.
    private static let defaultText = Array("39".utf8)

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
    private func appendBar(_ bar: Encodings.Bar, value: Double, restore: [UInt8], to bytes: inout [UInt8]) {
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
                if color { bytes.append(contentsOf: sequences.negativeBar) }
                if half { bytes.append(contentsOf: Self.halfBlock) }
                for _ in 0..<filled { bytes.append(contentsOf: ascii ? Self.asciiBlock : Self.fullBlock) }
                if color { appendRestore(restore, to: &bytes) }
            }
            bytes.append(contentsOf: ascii ? Self.asciiAxis : Self.axis)
        }
        var used = 0
        if value > 0 && positiveCells > 0 {
            let length = min(positiveCells * 8, eighths)
            let whole = ascii ? min(positiveCells, (length + 4) / 8) : length / 8
            let part = ascii ? 0 : length % 8
            if whole > 0 || part > 0 {
                if color { bytes.append(contentsOf: sequences.positiveBar) }
                for _ in 0..<whole { bytes.append(contentsOf: ascii ? Self.asciiBlock : Self.fullBlock) }
                if part > 0 { bytes.append(contentsOf: Self.eighthBlockBytes[part - 1]) }
                if color { appendRestore(restore, to: &bytes) }
            }
            used = whole + (part > 0 ? 1 : 0)
        }
        bytes.append(contentsOf: repeatElement(0x20, count: positiveCells - used))
    }

    @inline(__always)
    private func appendRestore(_ restore: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Self.escape)
        bytes.append(contentsOf: restore)
        bytes.append(contentsOf: Self.end)
    }

    /// ▏▎▍▌▋▊▉: one to seven eighths of a cell, from the left.
    static let eighthBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let eighthBlockBytes = eighthBlocks.map { Array($0.utf8) }
    private static let fullBlock = Array("█".utf8)
    private static let halfBlock = Array("▐".utf8)
    private static let asciiBlock = Array("#".utf8)
    private static let axis = Array("│".utf8)
    private static let asciiAxis = Array("|".utf8)
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
