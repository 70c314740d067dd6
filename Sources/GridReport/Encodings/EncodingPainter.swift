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
    /// Where `table` holds the 256 colours' backgrounds (dark text, then light, for each).
    private let backgroundsAt: Int
    /// Every bar of every column with one (`ColumnPlan.barRunsAt`).
    private let barRuns: UnsafeMutableBufferPointer<Piece>

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
        /// The bar's geometry, from its range: whole cells each side of the axis, and how many
        /// steps each side draws (halves or eighths, whole cells in ASCII).
        var negativeCells = 0
        var positiveCells = 0
        var negativeSteps = 0
        var positiveSteps = 0
        /// Cells a unit of value draws, the same both sides of the axis, so that the side whose
        /// share of the cells was rounded down still holds its largest magnitude whole.
        var cellsPerUnit = 0.0
        /// Where in `barRuns` this column's bars begin: one run per restore code (two with a
        /// scale, dark and light text; one without) and bar state (`barState`).
        var barRunsAt = 0
        var hasBackground = false
        /// A scale's stops (0 without a scale), at most three.
        var stopCount = 0
        var stopValues: (Double, Double, Double) = (0, 0, 0)
        var stopColors: (ThemeColor, ThemeColor, ThemeColor)
        /// -1 without icons, else the set's place in `IconSet.allCases`.
        var iconSet = -1
        var iconLow = 0.0
        var iconHigh = 0.0
        var iconHighInclusive = false

        init(_ column: Encodings.Column?, ascii: Bool) {
            let black = ThemeColor(red: 0, green: 0, blue: 0)
            stopColors = (black, black, black)
            guard let column else { return }
            isEncoded = true
            extra =
                (column.icons == nil ? 0 : EncodingPainter.iconCells)
                + (column.bar == nil ? 0 : 1 + EncodingPainter.barCells)
            if let bar = column.bar { (hasBar, barNegative, barPositive) = (true, bar.negative, bar.positive) }
            if hasBar {
                let cells = EncodingPainter.barCells - (barNegative > 0 ? 1 : 0)
                let span = barNegative + barPositive
                negativeCells = span > 0 ? Int((Double(cells) * barNegative / span).rounded()) : 0
                positiveCells = cells - negativeCells
                negativeSteps = ascii ? negativeCells : negativeCells * 2
                positiveSteps = ascii ? positiveCells : positiveCells * 8
                // A side too small for a cell of its own draws nothing, and sets no scale.
                cellsPerUnit = min(
                    negativeCells > 0 ? Double(negativeCells) / barNegative : .infinity,
                    positiveCells > 0 ? Double(positiveCells) / barPositive : .infinity)
            }
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

        /// The bars a column draws: a negative bar of 0 to `negativeSteps`, or a positive one of
        /// 0 to `positiveSteps`.
        var barStates: Int { negativeSteps + 1 + positiveSteps + 1 }

        /// Which of the `barStates` bars `value` draws, as `appendBar` measures it.
        @inline(__always)
        func barState(_ value: Double, ascii: Bool) -> Int {
            guard barNegative + barPositive > 0 else { return 0 }
            let eighths = Int((abs(value) * cellsPerUnit * 8).rounded())
            if value < 0 {
                // Left of the axis: whole cells in ASCII, else halves (▐ and █).
                guard barNegative > 0 else { return 0 }
                return ascii ? min(negativeCells, (eighths + 4) / 8) : min(negativeCells * 2, (eighths + 2) / 4)
            }
            guard value > 0, positiveCells > 0 else { return negativeSteps + 1 }
            let length = min(positiveCells * 8, eighths)
            return negativeSteps + 1 + (ascii ? min(positiveCells, (length + 4) / 8) : length)
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
        var columnPlans = (0..<columnCount).map { ColumnPlan(encodings.column($0), ascii: ascii) }
        for index in columnPlans.indices {
            columnPlans[index].hasBackground = color && columnPlans[index].stopCount > 0
        }
        linear = .allocate(capacity: 256)
        for channel in 0..<256 { (linear.baseAddress! + channel).initialize(to: ThemeColor.linearChannels[channel]) }
        let theme = TerminalTheme(theme: Theme(), depth: depth)
        var all: [UInt8] = []
        func piece(_ bytes: [UInt8]) -> Piece {
            let start = all.count
            all += bytes
            return Piece(start: start, count: bytes.count)
        }
        func piece(_ text: String) -> Piece { piece(Array(text.utf8)) }
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
        let eighths = Self.eighthBlocks.map(piece)
        var runs =
            eighths
            + IconSet.allCases.flatMap { set in (0..<3).map { sgr(Self.iconColor(set, level: $0)) } }
            + IconSet.allCases.flatMap { set in (0..<3).map { piece(Self.glyph(set, level: $0, ascii: ascii)) } }
        // In 256 colours a background is one of 256, its text dark or light: each pair's
        // sequence made once, as `theme.code` writes it.
        backgroundsAt = runs.count
        if depth == .palette256 && columnPlans.contains(where: \.hasBackground) {
            let codes = [theme.code(Self.darkText), theme.code(Self.lightText)]
            for index in 0..<256 {
                for code in codes { runs.append(piece("\u{1B}[48;5;\(index);\(code)m")) }
            }
        }
        // Every bar a column draws, the space before it and the background's end after it
        // included, for each text colour it may restore: one run a cell.
        let restores = [pieces.darkText, pieces.lightText, pieces.defaultText].map {
            Array(all[$0.start..<($0.start + $0.count)])
        }
        var bars: [Piece] = []
        for index in columnPlans.indices where columnPlans[index].hasBar {
            columnPlans[index].barRunsAt = bars.count
            let plan = columnPlans[index]
            let variants = plan.hasBackground ? [Self.darkRestore, Self.lightRestore] : [Self.defaultRestore]
            for variant in variants {
                for state in 0..<plan.barStates {
                    let made = Self.bar(
                        plan, state: state, restore: restores[variant], pieces: pieces, ascii: ascii, color: color,
                        bytes: all, eighths: eighths)
                    bars.append(piece(made))
                }
            }
        }
        self.pieces = pieces
        plans = .allocate(capacity: columnCount)
        _ = plans.initialize(from: columnPlans)
        table = .allocate(capacity: runs.count)
        _ = table.initialize(from: runs)
        barRuns = .allocate(capacity: bars.count)
        _ = barRuns.initialize(from: bars)
        bytes = .allocate(capacity: all.count)
        _ = bytes.initialize(from: all)
    }

    deinit {
        plans.deallocate()
        barRuns.deallocate()
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

    /// Writes what goes before the number of schema column `column` (a scale's background and
    /// the text colour on it, an icon and a space) and returns what `appendSuffix` needs: 0 when
    /// the column has no encodings. Written before the number rather than inserted after it:
    /// nothing is moved.
    @inline(__always)
    func appendPrefix(_ value: Double, column: Int, to out: inout [UInt8]) -> Int {
        guard column >= 0, column < plans.count else { return 0 }
        let plan = plans[column]
        guard plan.isEncoded else { return 0 }
        var restore = Self.defaultRestore
        if plan.hasBackground {
            let background = plan.color(of: value)
            restore = prefersDarkText(background) ? Self.darkRestore : Self.lightRestore
            if depth == .palette256 {
                // The whole `ESC[48;5;N;38;5;Mm` made once per palette colour and text colour.
                append(table[backgroundsAt + TerminalTheme.nearest256(background) * 2 + restore], to: &out)
            } else {
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                    var count = 0
                    func put(_ byte: UInt8) {
                        if count < buffer.count {
                            buffer[count] = byte
                            count += 1
                        }
                    }
                    put(0x1B)
                    put(UInt8(ascii: "["))
                    appendCode(background, put)
                    put(UInt8(ascii: ";"))
                    let run = restorePiece(restore)
                    for k in run.start..<(run.start + run.count) { put(bytes[k]) }
                    put(UInt8(ascii: "m"))
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
                }
            }
        }
        if plan.iconSet >= 0 {
            let icon = plan.iconSet * 3 + plan.iconLevel(value)
            if color {
                append(table[Self.iconColorsAt + icon], to: &out)
                append(table[Self.glyphsAt + icon], to: &out)
                appendRestore(restorePiece(restore), to: &out)
            } else {
                append(table[Self.glyphsAt + icon], to: &out)
            }
            out.append(0x20)
        }
        return 1 + restore
    }

    /// Writes what goes after the number: a space and the bar, and the end of a scale's
    /// background, as one run made for the bar's state; `token` is `appendPrefix`'s.
    @inline(__always)
    func appendSuffix(_ value: Double, column: Int, token: Int, to out: inout [UInt8]) {
        guard token > 0 else { return }
        let plan = plans[column]
        if plan.hasBar {
            let variant = plan.hasBackground ? token - 1 : 0
            append(barRuns[plan.barRunsAt + variant * plan.barStates + plan.barState(value, ascii: ascii)], to: &out)
        } else if plan.hasBackground {
            append(pieces.scaleEnd, to: &out)
        }
    }

    /// Restore codes: the text colour a scale's background sets, or the default without one.
    private static let darkRestore = 0
    private static let lightRestore = 1
    private static let defaultRestore = 2

    @inline(__always)
    private func restorePiece(_ restore: Int) -> Piece {
        restore == Self.darkRestore
            ? pieces.darkText : restore == Self.lightRestore ? pieces.lightText : pieces.defaultText
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
        var bytes: [UInt8] = []
        let token = appendPrefix(value, column: column, to: &bytes)
        bytes.append(contentsOf: text.utf8)
        appendSuffix(value, column: column, token: token, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A space and the bar of `state` (`ColumnPlan.barState`), `barCells` wide, then the end of
    /// the scale's background if there is one: made once per state when the painter is made.
    /// With values either side of 0, the negative part left of an axis and the positive right
    /// of it, in proportion to how far each side reaches.
    private static func bar(
        _ plan: ColumnPlan, state: Int, restore: [UInt8], pieces: Pieces, ascii: Bool, color: Bool,
        bytes: [UInt8], eighths: [Piece]
    ) -> [UInt8] {
        var out: [UInt8] = [0x20]
        func put(_ piece: Piece) { out += bytes[piece.start..<(piece.start + piece.count)] }
        func spaces(_ count: Int) { out += repeatElement(0x20, count: max(0, count)) }
        func putRestore() {
            put(pieces.escape)
            out += restore
            put(pieces.end)
        }
        let negative = state <= plan.negativeSteps ? state : 0
        let positive = state > plan.negativeSteps ? state - plan.negativeSteps - 1 : 0
        if plan.barNegative > 0 {
            // Left of the axis a bar grows leftwards: whole cells, and a right half (▐) for the rest.
            let filled = ascii ? negative : negative / 2
            let half = !ascii && negative % 2 == 1
            spaces(plan.negativeCells - filled - (half ? 1 : 0))
            if filled > 0 || half {
                if color { put(pieces.negativeBar) }
                if half { put(pieces.halfBlock) }
                for _ in 0..<filled { put(pieces.fullBlock) }
                if color { putRestore() }
            }
            put(pieces.axis)
        }
        var used = 0
        if positive > 0 {
            let whole = ascii ? positive : positive / 8
            let part = ascii ? 0 : positive % 8
            if color { put(pieces.positiveBar) }
            for _ in 0..<whole { put(pieces.fullBlock) }
            if part > 0 { put(eighths[part - 1]) }
            if color { putRestore() }
            used = whole + (part > 0 ? 1 : 0)
        }
        spaces(plan.positiveCells - used)
        if plan.hasBackground { put(pieces.scaleEnd) }
        return out
    }

    @inline(__always)
    private func appendRestore(_ restore: Piece, to out: inout [UInt8]) {
        append(pieces.escape, to: &out)
        append(restore, to: &out)
        append(pieces.end, to: &out)
    }

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
