/// Encodings as a terminal draws them, around a number already padded to its column's width less
/// `extraCells`: an icon and a space before it, a space and a bar of eighth blocks after it, and
/// with colour the scale's background behind it all, the text in black or white, whichever reads
/// better. Without colour bars and icons still show; `ascii` draws them in ASCII (`#`, `|`, `^`).
///
/// A class whose tables are resolved once, in memory it owns: a million rows draw a million
/// bars, and a struct of arrays handed to every cell was retained and released for each (a
/// fifth of an encoded render's time). Every cell reads plain values here: a column's plan
/// (`ColumnPlan`, no references) and byte runs (`Piece`) of one buffer of escape sequences and
/// glyphs. Immutable once made.
public final class EncodingPainter: @unchecked Sendable {
    public let encodings: Encodings
    public let color: Bool
    public let ascii: Bool
    private let depth: ColorDepth
    /// Per schema column, what its encodings draw, resolved from `encodings`.
    private let plans: UnsafeMutableBufferPointer<ColumnPlan>
    /// The escape sequences and glyphs a cell takes, made once; `Piece`s point into it.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Each channel value's linear light (`ThemeColor.linearChannels`), for a scale's text colour.
    private let linear: UnsafeMutableBufferPointer<Double>
    private let pieces: Pieces
    private let table: UnsafeMutableBufferPointer<Piece>

    /// A run of `bytes`.
    private struct Piece {
        var start: Int
        var count: Int
    }

    private struct Pieces {
        var escape = Piece(start: 0, count: 0)
        var end = Piece(start: 0, count: 0)
        var positiveBar = Piece(start: 0, count: 0)
        var negativeBar = Piece(start: 0, count: 0)
        /// `38;…` of the dark and the light text, as a scale's restore code; `39` without a scale.
        var darkText = Piece(start: 0, count: 0)
        var lightText = Piece(start: 0, count: 0)
        var defaultText = Piece(start: 0, count: 0)
        var scaleEnd = Piece(start: 0, count: 0)
        var fullBlock = Piece(start: 0, count: 0)
        var halfBlock = Piece(start: 0, count: 0)
        var axis = Piece(start: 0, count: 0)
    }

    /// Runs held in `table`: ▏ to ▉ from `eighthsAt`, then per icon set (`IconSet.allCases`
    /// order) and level `ESC[38;…m` from `iconColorsAt` and the glyph from `glyphsAt`.
    private static let eighthsAt = 0
    private static let iconColorsAt = 7
    private static let glyphsAt = 13  // iconColorsAt and three colours of each of the two sets

    /// What one column's encodings draw, in plain values.
    private struct ColumnPlan {
        /// The cells the encodings add (0 without any).
        var extra = 0
        var isEncoded = false
        var hasBar = false
        var barNegative = 0.0
        var barPositive = 0.0
        /// A scale's stops (0 without a scale), at most three.
        var stopCount = 0
        var stopValues: (Double, Double, Double) = (0, 0, 0)
        var stopColors: (ThemeColor, ThemeColor, ThemeColor)
        /// -1 without icons, else the set's place in `IconSet.allCases`.
        var iconSet = -1
        var iconLow = 0.0
        var iconHigh = 0.0
        var iconHighInclusive = false

        init(_ column: Encodings.Column?) {
            let black = ThemeColor(red: 0, green: 0, blue: 0)
            stopColors = (black, black, black)
            guard let column else { return }
            isEncoded = true
            extra =
                (column.icons == nil ? 0 : EncodingPainter.iconCells)
                + (column.bar == nil ? 0 : 1 + EncodingPainter.barCells)
            if let bar = column.bar { (hasBar, barNegative, barPositive) = (true, bar.negative, bar.positive) }
            if let scale = column.scale, !scale.stops.isEmpty {
                let stops = scale.stops.prefix(3)
                stopCount = stops.count
                func value(_ k: Int) -> Double { k < stops.count ? stops[k].value : 0 }
                func color(_ k: Int) -> ThemeColor { k < stops.count ? stops[k].color : black }
                stopValues = (value(0), value(1), value(2))
                stopColors = (color(0), color(1), color(2))
            }
            if let icons = column.icons {
                iconSet = IconSet.allCases.firstIndex(of: icons.set) ?? 0
                (iconLow, iconHigh, iconHighInclusive) = (icons.low, icons.high, icons.highInclusive)
            }
        }

        /// `Encodings.Scale.color(of:)` over the stops held here.
        @inline(__always)
        func color(of value: Double) -> ThemeColor {
            let last = stopCount - 1
            if value <= stopValues.0 { return stopColors.0 }
            if value >= stop(last).value { return stop(last).color }
            for index in 1..<stopCount where value <= stop(index).value {
                let low = stop(index - 1)
                let high = stop(index)
                let t = high.value > low.value ? (value - low.value) / (high.value - low.value) : 1
                return ThemeColor.mix(low.color, high.color, t)
            }
            return stop(last).color
        }

        @inline(__always)
        private func stop(_ k: Int) -> (value: Double, color: ThemeColor) {
            switch k {
            case 0: return (stopValues.0, stopColors.0)
            case 1: return (stopValues.1, stopColors.1)
            default: return (stopValues.2, stopColors.2)
            }
        }

        /// `Encodings.Icons.level(_:)`: 0 (low), 1 (middle) or 2 (high).
        @inline(__always)
        func iconLevel(_ value: Double) -> Int {
            if value < iconLow { return 0 }
            return (iconHighInclusive ? value >= iconHigh : value > iconHigh) ? 2 : 1
        }
    }

    /// The cells of a bar, its axis included.
    public static let barCells = 10
    /// An icon and the space after it.
    static let iconCells = 2

    /// Nil when there are no encodings.
    public convenience init?(
        encodings: Encodings, columnCount: Int, color: Bool, ascii: Bool, depth: ColorDepth
    ) {
        guard !encodings.isEmpty else { return nil }
        self.init(resolving: encodings, columnCount: columnCount, color: color, ascii: ascii, depth: depth)
    }

    private init(resolving encodings: Encodings, columnCount: Int, color: Bool, ascii: Bool, depth: ColorDepth) {
        self.encodings = encodings
        self.color = color
        self.ascii = ascii
        self.depth = depth
        plans = .allocate(capacity: columnCount)
        for index in 0..<columnCount {
            (plans.baseAddress! + index).initialize(to: ColumnPlan(encodings.column(index)))
        }
        linear = .allocate(capacity: 256)
        for channel in 0..<256 { (linear.baseAddress! + channel).initialize(to: ThemeColor.linearChannels[channel]) }
        let theme = TerminalTheme(theme: Theme(), depth: depth)
        var all: [UInt8] = []
        func piece(_ text: String) -> Piece {
            let start = all.count
            all += Array(text.utf8)
            return Piece(start: start, count: all.count - start)
        }
        func sgr(_ color: ThemeColor) -> Piece { piece("\u{1B}[\(theme.code(color))m") }
        var pieces = Pieces()
        pieces.escape = piece("\u{1B}[")
        pieces.end = piece("m")
        pieces.positiveBar = sgr(Self.positiveBar)
        pieces.negativeBar = sgr(Self.negativeBar)
        pieces.darkText = piece(theme.code(Self.darkText))
        pieces.lightText = piece(theme.code(Self.lightText))
        pieces.defaultText = piece("39")
        pieces.scaleEnd = piece("\u{1B}[49;39m")
        pieces.fullBlock = piece(ascii ? "#" : "█")
        pieces.halfBlock = piece("▐")
        pieces.axis = piece(ascii ? "|" : "│")
        let runs =
            Self.eighthBlocks.map(piece)
            + IconSet.allCases.flatMap { set in (0..<3).map { sgr(Self.iconColor(set, level: $0)) } }
            + IconSet.allCases.flatMap { set in (0..<3).map { piece(Self.glyph(set, level: $0, ascii: ascii)) } }
        self.pieces = pieces
        table = .allocate(capacity: runs.count)
        _ = table.initialize(from: runs)
        bytes = .allocate(capacity: all.count)
        _ = bytes.initialize(from: all)
    }

    deinit {
        plans.deallocate()
        bytes.deallocate()
        linear.deallocate()
        table.deallocate()
    }

    /// The cells schema column `column`'s encodings add to its values.
    @inline(__always)
    public func extraCells(column: Int) -> Int { column >= 0 && column < plans.count ? plans[column].extra : 0 }

    @inline(__always)
    private func append(_ piece: Piece, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece.start..<(piece.start + piece.count)]))
    }

    /// Decorates the number `value` of schema column `column` whose padded text is
    /// `bytes[mark...]`.
    @inline(__always)
    func decorate(_ value: Double, column: Int, from mark: Int, to out: inout [UInt8]) {
        guard column >= 0, column < plans.count else { return }
        let plan = plans[column]
        guard plan.isEncoded else { return }
        let hasBackground = color && plan.stopCount > 0
        let background = hasBackground ? plan.color(of: value) : ThemeColor(red: 0, green: 0, blue: 0)
        let restore =
            hasBackground ? (prefersDarkText(background) ? pieces.darkText : pieces.lightText) : pieces.defaultText
        if hasBackground || plan.iconSet >= 0 {
            // Built on the stack and put before the number: no array per cell.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
                var count = 0
                func put(_ byte: UInt8) {
                    if count < buffer.count {
                        buffer[count] = byte
                        count += 1
                    }
                }
                func put(_ piece: Piece) { for k in piece.start..<(piece.start + piece.count) { put(bytes[k]) } }
                if hasBackground {
                    put(pieces.escape)
                    appendCode(background, put)
                    put(UInt8(ascii: ";"))
                    put(restore)
                    put(UInt8(ascii: "m"))
                }
                if plan.iconSet >= 0 {
                    let icon = plan.iconSet * 3 + plan.iconLevel(value)
                    if color {
                        put(table[Self.iconColorsAt + icon])
                        put(table[Self.glyphsAt + icon])
                        put(pieces.escape)
                        put(restore)
                        put(UInt8(ascii: "m"))
                    } else {
                        put(table[Self.glyphsAt + icon])
                    }
                    put(0x20)
                }
                out.insert(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]), at: mark)
            }
        }
        if plan.hasBar {
            out.append(0x20)
            appendBar(plan, value: value, restore: restore, to: &out)
        }
        if hasBackground { append(pieces.scaleEnd, to: &out) }
    }

    /// `ThemeColor.prefersDarkText`, from the table held here.
    @inline(__always)
    private func prefersDarkText(_ color: ThemeColor) -> Bool {
        let luminance =
            0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
        return luminance > ThemeColor.darkTextLuminance
    }

    /// A background `color`'s SGR parameters (`48;2;R;G;B`, or `48;5;N` in 256 colours), as
    /// `theme.code` writes them, a byte at a time.
    @inline(__always)
    private func appendCode(_ color: ThemeColor, _ put: (UInt8) -> Void) {
        func number(_ value: Int) {
            if value >= 100 { put(UInt8(ascii: "0") + UInt8(value / 100)) }
            if value >= 10 { put(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
            put(UInt8(ascii: "0") + UInt8(value % 10))
        }
        put(UInt8(ascii: "4"))
        put(UInt8(ascii: "8"))
        put(UInt8(ascii: ";"))
        switch depth {
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

    /// The same encodings without colour: for views that measure the text they lay out (the
    /// compact cell), bars and icons as characters alone.
    public var withoutColor: EncodingPainter {
        color
            ? EncodingPainter(
                resolving: encodings, columnCount: plans.count, color: false, ascii: ascii, depth: depth)
            : self
    }

    /// `text` (a number padded to its column's width less `extraCells`) decorated.
    public func decorate(_ text: String, value: Double, column: Int) -> String {
        var bytes = Array(text.utf8)
        decorate(value, column: column, from: 0, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bar of `value`, `barCells` wide: with values either side of 0, the negative part left
    /// of an axis and the positive right of it, in proportion to how far each side reaches.
    @inline(__always)
    private func appendBar(_ plan: ColumnPlan, value: Double, restore: Piece, to out: inout [UInt8]) {
        let hasAxis = plan.barNegative > 0
        let cells = Self.barCells - (hasAxis ? 1 : 0)
        let span = plan.barNegative + plan.barPositive
        let negativeCells = span > 0 ? Int((Double(cells) * plan.barNegative / span).rounded()) : 0
        let positiveCells = cells - negativeCells
        let eighths = span > 0 ? Int((abs(value) / span * Double(cells) * 8).rounded()) : 0
        if hasAxis {
            // Left of the axis a bar grows leftwards: whole cells, and a right half (▐) for the rest.
            let halves = value < 0 ? min(negativeCells * 2, (eighths + 2) / 4) : 0
            let filled = value >= 0 ? 0 : ascii ? min(negativeCells, (eighths + 4) / 8) : halves / 2
            let half = !ascii && halves % 2 == 1
            let blank = negativeCells - filled - (half ? 1 : 0)
            appendSpaces(blank, to: &out)
            if filled > 0 || half {
                if color { append(pieces.negativeBar, to: &out) }
                if half { append(pieces.halfBlock, to: &out) }
                for _ in 0..<filled { append(pieces.fullBlock, to: &out) }
                if color { appendRestore(restore, to: &out) }
            }
            append(pieces.axis, to: &out)
        }
        var used = 0
        if value > 0 && positiveCells > 0 {
            let length = min(positiveCells * 8, eighths)
            let whole = ascii ? min(positiveCells, (length + 4) / 8) : length / 8
            let part = ascii ? 0 : length % 8
            if whole > 0 || part > 0 {
                if color { append(pieces.positiveBar, to: &out) }
                for _ in 0..<whole { append(pieces.fullBlock, to: &out) }
                if part > 0 { append(table[Self.eighthsAt + part - 1], to: &out) }
                if color { appendRestore(restore, to: &out) }
            }
            used = whole + (part > 0 ? 1 : 0)
        }
        appendSpaces(positiveCells - used, to: &out)
    }

    @inline(__always)
    private func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        for _ in 0..<max(0, count) { out.append(0x20) }
    }

    @inline(__always)
    private func appendRestore(_ restore: Piece, to out: inout [UInt8]) {
        append(pieces.escape, to: &out)
        append(restore, to: &out)
        append(pieces.end, to: &out)
    }

    /// ▏▎▍▌▋▊▉: one to seven eighths of a cell, from the left.
    static let eighthBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
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
