/// The regular-mode table: a header row and one row per record, columns at resolved widths,
/// numbers trailing, text leading, rows top aligned when any item takes more than one line.
///
/// Rows are written as they come, so with given widths memory stays flat in the input size.
public struct RegularTableRenderer {
    public struct Options {
        public var border: BorderStyle
        public var accessory: Accessory
        public var spacingCells: Int
        public var wrap: Bool
        public var color: Bool
        /// Status rules' colours for data cells; nil (no rules, or no colour) draws none.
        public var status: StatusPainter?
        /// Bars, scales and icons of encoded columns; nil (no encodings) draws none.
        public var encodings: EncodingPainter?
        /// For a workbook's records, where each is in it, so that warnings name its cell.
        public var places: (any RecordPlaces)?

        public init(
            border: BorderStyle = .unicode, accessory: Accessory = .none, spacingCells: Int = 2, wrap: Bool = false,
            color: Bool = false, status: StatusPainter? = nil, encodings: EncodingPainter? = nil
        ) {
            self.border = border
            self.accessory = accessory
            self.spacingCells = spacingCells
            self.wrap = wrap
            self.color = color
            self.status = status
            self.encodings = encodings
        }
    }

    private let schema: Schema
    private var options: Options
    private var renderers: [NumberRenderer?]
    private var cellLayout: CellLayout
    /// The drawn columns: indices into the schema of the visible ones, and their widths.
    private var visible: [Int]
    private var widths: [Int]
    private var alignments: [HorizontalAlignment]
    private let frame: TableFrame
    /// The frame's pieces as bytes, and a run of spaces to pad from.
    private var rowStart: [UInt8]
    private var separator: [UInt8]
    private var rowEnd: [UInt8]
    private var spaces = [UInt8](repeating: 0x20, count: 256)
    /// A data line with every cell blank (frame, padding, newline), and where each drawn column's
    /// cell starts in it: a plain row is this line copied once with each cell's text written into
    /// its place, which costs a fraction of appending every cell's padding, text and separator.
    private var blankLine: [UInt8]
    private var cellOffsets: [Int]
    /// Each drawn column's title lines, laid out once: a wide table's blocks write their header
    /// on every page.
    private let titleLines: [[String]]
    private static let ellipsis = Array("…".utf8)

    public init(
        schema: Schema, widths: ResolvedWidths, renderers: [NumberRenderer?], options: Options,
        warnings: WarningLog? = nil
    ) {
        let shown = schema.columns.indices.filter { widths.cells[$0] > 0 }
        self.init(
            schema: schema, columns: shown, cells: shown.map { widths.cells[$0] }, renderers: renderers,
            options: options, warnings: warnings)
    }

    /// A table of the schema columns `columns` (indices, in the order drawn), `cells` wide each.
    public init(
        schema: Schema, columns: [Int], cells: [Int], renderers: [NumberRenderer?], options: Options,
        warnings: WarningLog? = nil
    ) {
        self.schema = schema
        self.options = options
        self.renderers = renderers
        cellLayout = CellLayout(wrap: options.wrap, warnings: warnings, places: options.places)
        var visible = columns.indices.filter { cells[$0] > 0 }.map { columns[$0] }
        var columnWidths = cells.filter { $0 > 0 }
        var alignments = visible.map { schema.columns[$0].effectiveAlignment }
        if options.accessory != .none {
            visible.append(-1)
            columnWidths.append(1)
            alignments.append(.leading)
        }
        self.visible = visible
        self.widths = columnWidths
        self.alignments = alignments
        frame = TableFrame(
            style: options.border, widths: columnWidths, alignments: alignments, spacing: options.spacingCells)
        let (rowStart, separator, rowEnd) = (
            Array(frame.rowStart.utf8), Array(frame.separator.utf8), Array(frame.rowEnd.utf8)
        )
        (self.rowStart, self.separator, self.rowEnd) = (rowStart, separator, rowEnd)
        (blankLine, cellOffsets) = Self.blankLine(
            widths: columnWidths, rowStart: rowStart, separator: separator, rowEnd: rowEnd)
        titleLines = visible.indices.map { k in
            visible[k] < 0 ? [""] : TitleLines.lines(schema.columns[visible[k]].name, width: columnWidths[k])
        }
    }

    /// The width in cells of every line of the table.
    public var lineWidth: Int { frame.lineWidth }

    public func renderHeader(to out: inout some TextOutputStream) {
        if let top = frame.topRule {
            out.write(top)
            out.write("\n")
        }
        writeHeader(to: &out)
        if let rule = frame.headerRule {
            out.write(rule)
            out.write("\n")
        }
    }

    public func render(_ row: GridRow, to out: inout some TextOutputStream) {
        // A marked row (a diff's) draws its changed cells as `old → new`, in their marks' states.
        let shown = MarkedCell.shown(row, renderers: renderers, widths: markedWidths(row))
        let items = visible.map { $0 < 0 ? GridItem.text(options.accessory.glyph) : shown.items[$0] }
        let marks =
            row.marks.isEmpty ? [] : visible.map { $0 < 0 || $0 >= row.marks.count ? CellMark() : row.marks[$0] }
        writeRow(items, line: row.line, marks: marks, to: &out)
    }

    /// Per item of a marked row, the cells of its column's one line, for its `old → new`
    /// (`MarkedCell.fitted`); nil when cells wrap (a long `old → new` wraps as any text) or the
    /// row has no marks.
    private func markedWidths(_ row: GridRow) -> [Int?]? {
        guard !row.marks.isEmpty, !options.wrap else { return nil }
        var cells = [Int?](repeating: nil, count: row.items.count)
        for (k, index) in visible.enumerated() where index >= 0 && index < cells.count {
            cells[index] = widths[k] - encodedCells(row.items[index], column: index)
        }
        return cells
    }

    /// The same table with its own number renderers and warning log, for another thread. The
    /// arrays of the per-row path are copied too: threads sharing them would count references
    /// on the same cache lines for every cell, which made two threads slower than one.
    public func forThread(renderers: [NumberRenderer?], warnings: WarningLog?) -> RegularTableRenderer {
        var copy = self
        copy.renderers = renderers
        copy.cellLayout.warnings = warnings
        copy.visible = visible.map { $0 }
        copy.widths = widths.map { $0 }
        copy.alignments = alignments.map { $0 }
        copy.rowStart = rowStart.map { $0 }
        copy.separator = separator.map { $0 }
        copy.rowEnd = rowEnd.map { $0 }
        copy.spaces = spaces.map { $0 }
        copy.blankLine = blankLine.map { $0 }
        copy.cellOffsets = cellOffsets.map { $0 }
        return copy
    }

    /// The same table without status colours: totals rows are not data a rule judges.
    public var withoutStatus: RegularTableRenderer {
        var copy = self
        copy.options.status = nil
        copy.options.encodings = nil
        return copy
    }

    /// Appends the row's lines to `bytes`.
    public func render(_ row: GridRow, into bytes: inout [UInt8]) {
        if row.marks.isEmpty, renderFast(row, into: &bytes) { return }
        var text = ""
        render(row, to: &text)
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends the row to `bytes` when it is the common single-line kind; false leaves `bytes`
    /// as it was, for `render(_:to:)`. Skips building a String for the line.
    private func renderFast(_ row: GridRow, into bytes: inout [UInt8]) -> Bool {
        let mark = bytes.count
        if appendSingleLine(row.items, mapped: true, to: &bytes) { return true }
        bytes.removeSubrange(mark...)
        return false
    }

    public func renderFooter(to out: inout some TextOutputStream) {
        if let bottom = frame.bottomRule {
            out.write(bottom)
            out.write("\n")
        }
    }

    /// The header's cells: each title over up to three lines at word boundaries, standing on the
    /// rule below it (bottom aligned).
    private func writeHeader(to out: inout some TextOutputStream) {
        let cells = titleLines
        let height = cells.map(\.count).max() ?? 1
        for lineIndex in 0..<height {
            var text = frame.rowStart
            for k in cells.indices {
                let position = lineIndex - (height - cells[k].count)
                let content = position >= 0 ? cells[k][position] : ""
                var padded = TerminalText.pad(content, toWidth: widths[k], alignment: alignments[k])
                if options.color && !content.isEmpty { padded = TerminalStyle.bold.apply(padded) }
                text += padded
                text += k == cells.count - 1 ? frame.rowEnd : frame.separator
            }
            out.write(text)
            out.write("\n")
        }
    }

    /// `marks`: per drawn item, its mark; empty for a file's rows.
    private func writeRow(_ items: [GridItem], line: Int, marks: [CellMark] = [], to out: inout some TextOutputStream) {
        if marks.isEmpty, let text = singleLine(items) {
            out.write(text)
            return
        }
        var cells = [[String]]()
        cells.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            let index = visible[k]
            let renderer = index >= 0 ? renderers[index] : nil
            let name = index >= 0 ? schema.columns[index].name : ""
            cells.append(
                cellLayout.lines(
                    item, width: widths[k] - encodedCells(item, column: index), renderer: renderer, line: line,
                    column: name, field: index))
        }
        var height = 1
        var lineCounts = [Int]()
        lineCounts.reserveCapacity(cells.count)
        for cell in cells {
            lineCounts.append(cell.count)
            height = max(height, cell.count)
        }
        let alignment = RowAlignment.of(items: items, lineCounts: lineCounts)
        let states = options.status.map { status in
            items.indices.map {
                status.state(of: items[$0], column: visible[$0], mark: marks.isEmpty ? nil : marks[$0])
            }
        }
        for lineIndex in 0..<height {
            var text = frame.rowStart
            for k in cells.indices {
                let offset = alignment.offset(lines: cells[k].count, height: height)
                let position = lineIndex - offset
                let content = position >= 0 && position < cells[k].count ? cells[k][position] : ""
                var padded = TerminalText.pad(content, toWidth: widths[k], alignment: alignments[k])
                if position == 0, let encodings = options.encodings, case .number(let value) = items[k] {
                    let taken = encodings.extraCells(column: visible[k])
                    padded = encodings.decorate(
                        TerminalText.pad(content, toWidth: widths[k] - taken, alignment: alignments[k]), value: value,
                        column: visible[k])
                }
                if !content.isEmpty, let status = options.status, let state = states?[k] {
                    text += status.paint(padded, state)
                } else {
                    text += padded
                }
                text += k == cells.count - 1 ? frame.rowEnd : frame.separator
            }
            out.write(text)
            out.write("\n")
        }
    }

    /// The common row, every item one line of printable ASCII that fits, built in one pass
    /// without per-cell strings; nil sends the row through the general path.
    private func singleLine(_ items: [GridItem]) -> String? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(frame.lineWidth + 1)
        guard appendSingleLine(items, mapped: false, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `mapped`: items are the row's own (indexed through `visible`), else already the drawn ones.
    private func appendSingleLine(_ rowItems: [GridItem], mapped: Bool, to bytes: inout [UInt8]) -> Bool {
        // One specialization each: without status rules or encodings the hook is nothing at all.
        switch (options.encodings, options.status) {
        case (nil, nil):
            let start = bytes.count
            switch fillBlankLine(rowItems, mapped: mapped, to: &bytes) {
            case .written: return true
            case .notSingleLine: return false
            case .cut:
                // A text cut with its ellipsis is longer in bytes than its cell: appended cell by cell.
                bytes.removeSubrange(start...)
                return appendSingleLine(rowItems, mapped: mapped, hook: NoCellHook(), to: &bytes)
            }
        case (nil, let status?):
            return appendSingleLine(rowItems, mapped: mapped, hook: status, to: &bytes)
        case (let encodings?, nil):
            return appendSingleLine(rowItems, mapped: mapped, hook: encodings, to: &bytes)
        case (let encodings?, let status?):
            return appendSingleLine(
                rowItems, mapped: mapped, hook: CellHooks(first: encodings, then: status), to: &bytes)
        }
    }

    /// The cells an encoding adds to `item`'s number, which its own text does without.
    private func encodedCells(_ item: GridItem, column: Int) -> Int {
        guard let encodings = options.encodings, case .number = item else { return 0 }
        return encodings.extraCells(column: column)
    }

    @inline(__always)
    private func appendSingleLine<Hook: CellHook>(
        _ rowItems: [GridItem], mapped: Bool, hook: Hook, to bytes: inout [UInt8]
    ) -> Bool {
        bytes.append(contentsOf: rowStart)
        let count = visible.count
        for k in 0..<count {
            let width = widths[k]
            let index = visible[k]
            let item: GridItem = mapped ? (index >= 0 ? rowItems[index] : .text(options.accessory.glyph)) : rowItems[k]
            let mark = bytes.count
            var token = 0
            var number = 0.0
            switch item {
            case .empty:
                appendSpaces(width, to: &bytes)
            case .text(let text), .header(let text):
                guard append(text, width: width, alignment: alignments[k], to: &bytes) else { return false }
            case .number(let value):
                number = value
                token = hook.willAppend(number: value, column: index, to: &bytes)
                let shown = width - hook.cellsTaken(column: index)
                guard index >= 0, let renderer = renderers[index],
                    renderer.withUTF8(
                        value, { appendBytes($0, width: shown, alignment: alignments[k], isNumber: true, to: &bytes) })
                else { return false }
            case .date(let date):
                var text = date.text
                guard
                    text.withUTF8({
                        appendBytes($0, width: width, alignment: alignments[k], isNumber: true, to: &bytes)
                    })
                else { return false }
            case .image:
                return false
            }
            hook.didAppend(item, number: number, column: index, from: mark, token: token, to: &bytes)
            bytes.append(contentsOf: k == count - 1 ? rowEnd : separator)
        }
        bytes.append(0x0A)
        return true
    }

    private static func blankLine(widths: [Int], rowStart: [UInt8], separator: [UInt8], rowEnd: [UInt8])
        -> (line: [UInt8], offsets: [Int])
    {
        var line = rowStart
        var offsets: [Int] = []
        for (k, width) in widths.enumerated() {
            offsets.append(line.count)
            line.append(contentsOf: repeatElement(0x20, count: width))
            line.append(contentsOf: k == widths.count - 1 ? rowEnd : separator)
        }
        line.append(0x0A)
        return (line, offsets)
    }

    private enum Filled { case written, notSingleLine, cut }

    /// The row without hooks, onto a copy of `blankLine`: `.notSingleLine` for a row the general
    /// path lays out, `.cut` for one with a text cut to its cell (`bytes` is left to the caller).
    @inline(__always)
    private func fillBlankLine(_ rowItems: [GridItem], mapped: Bool, to bytes: inout [UInt8]) -> Filled {
        let start = bytes.count
        bytes.append(contentsOf: blankLine)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Filled in
            let line = buffer.baseAddress! + start
            for k in 0..<visible.count {
                let index = visible[k]
                let item: GridItem =
                    mapped ? (index >= 0 ? rowItems[index] : .text(options.accessory.glyph)) : rowItems[k]
                let cell = line + cellOffsets[k]
                let width = widths[k]
                let filled: Filled
                switch item {
                case .empty:
                    continue
                case .text(var text), .header(var text):
                    filled = text.withUTF8 {
                        place($0, in: cell, width: width, alignment: alignments[k], isNumber: false)
                    }
                case .number(let value):
                    guard index >= 0, let renderer = renderers[index] else { return .notSingleLine }
                    filled = renderer.withUTF8(value) {
                        place($0, in: cell, width: width, alignment: alignments[k], isNumber: true)
                    }
                case .date(let date):
                    var text = date.text
                    filled = text.withUTF8 {
                        place($0, in: cell, width: width, alignment: alignments[k], isNumber: true)
                    }
                case .image:
                    return .notSingleLine
                }
                guard filled == .written else { return filled }
            }
            return .written
        }
    }

    /// Writes printable ASCII into its blank cell as `appendBytes` pads it.
    @inline(__always)
    private func place(
        _ utf8: UnsafeBufferPointer<UInt8>, in cell: UnsafeMutablePointer<UInt8>, width: Int,
        alignment: HorizontalAlignment, isNumber: Bool
    ) -> Filled {
        guard PrintableASCII.contains(only: utf8) else { return .notSingleLine }
        if utf8.count > width {
            return width > 0 && !isNumber && !options.wrap ? .cut : .notSingleLine
        }
        let gap = width - utf8.count
        let left = alignment == .trailing ? gap : alignment == .center ? gap / 2 : 0
        let target = cell + left
        for index in 0..<utf8.count { target[index] = utf8[index] }
        return .written
    }

    @inline(__always)
    private func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        if count <= spaces.count {
            spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    @inline(__always)
    private func append(_ text: String, width: Int, alignment: HorizontalAlignment, to bytes: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { appendBytes($0, width: width, alignment: alignment, isNumber: false, to: &bytes) }
    }

    /// Appends printable ASCII padded to `width` (or cut with … when it is not a number); false
    /// for anything else, which the general path lays out.
    @inline(__always)
    private func appendBytes(
        _ utf8: UnsafeBufferPointer<UInt8>, width: Int, alignment: HorizontalAlignment, isNumber: Bool,
        to bytes: inout [UInt8]
    ) -> Bool {
        guard PrintableASCII.contains(only: utf8) else { return false }
        if utf8.count > width {
            // Printable ASCII is one cell a byte: keep width − 1 of them and the ellipsis.
            guard width > 0, !isNumber, !options.wrap else { return false }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(width - 1)]))
            bytes.append(contentsOf: Self.ellipsis)
            return true
        }
        let gap = width - utf8.count
        let left = alignment == .trailing ? gap : alignment == .center ? gap / 2 : 0
        appendSpaces(left, to: &bytes)
        bytes.append(contentsOf: utf8)
        appendSpaces(gap - left, to: &bytes)
        return true
    }
}

/// What the fast path does around each cell it appends: nothing, paint it (`StatusPainter`), or
/// decorate its number (`EncodingPainter`).
protocol CellHook {
    /// Before a number's cell (schema column `column`) is appended: what goes before its text,
    /// and what `didAppend` needs to know of it (0: nothing).
    func willAppend(number: Double, column: Int, to bytes: inout [UInt8]) -> Int
    /// The cell of `item` (schema column `column`, -1 for the accessory) is `bytes[mark...]`;
    /// `number` is its value when it is a number, and `token` what `willAppend` returned (0 for
    /// other cells). The value comes apart from the item so that a hook reading only numbers
    /// does not copy the item.
    func didAppend(_ item: GridItem, number: Double, column: Int, from mark: Int, token: Int, to bytes: inout [UInt8])
    /// The cells of a number's cell the hook fills itself (an encoding's icon and bar).
    func cellsTaken(column: Int) -> Int
}

extension CellHook {
    @inline(__always)
    func willAppend(number: Double, column: Int, to bytes: inout [UInt8]) -> Int { 0 }
}

/// The hook of a table without status rules, which the compiler removes.
struct NoCellHook: CellHook {
    @inline(__always)
    func didAppend(_ item: GridItem, number: Double, column: Int, from mark: Int, token: Int, to bytes: inout [UInt8]) {
    }
    @inline(__always)
    func cellsTaken(column: Int) -> Int { 0 }
}

extension StatusPainter: CellHook {
    @inline(__always)
    func didAppend(_ item: GridItem, number: Double, column: Int, from mark: Int, token: Int, to bytes: inout [UInt8]) {
        if let state = state(of: item, column: column) { paint(&bytes, from: mark, state) }
    }
    @inline(__always)
    func cellsTaken(column: Int) -> Int { 0 }
}

extension EncodingPainter: CellHook {
    @inline(__always)
    func willAppend(number: Double, column: Int, to bytes: inout [UInt8]) -> Int {
        appendPrefix(number, column: column, to: &bytes)
    }
    @inline(__always)
    func didAppend(_ item: GridItem, number: Double, column: Int, from mark: Int, token: Int, to bytes: inout [UInt8]) {
        if token > 0 { appendSuffix(number, column: column, token: token, to: &bytes) }
    }
    @inline(__always)
    func cellsTaken(column: Int) -> Int { extraCells(column: column) }
}

/// Two hooks, the first's cell wrapped by the second's (an encoded cell painted by a status rule).
struct CellHooks<First: CellHook, Then: CellHook>: CellHook {
    let first: First
    let then: Then

    @inline(__always)
    func willAppend(number: Double, column: Int, to bytes: inout [UInt8]) -> Int {
        // Only the first writes before the cell: the second wraps it after, from the mark.
        first.willAppend(number: number, column: column, to: &bytes)
    }
    @inline(__always)
    func didAppend(_ item: GridItem, number: Double, column: Int, from mark: Int, token: Int, to bytes: inout [UInt8]) {
        first.didAppend(item, number: number, column: column, from: mark, token: token, to: &bytes)
        then.didAppend(item, number: number, column: column, from: mark, token: 0, to: &bytes)
    }
    @inline(__always)
    func cellsTaken(column: Int) -> Int { first.cellsTaken(column: column) + then.cellsTaken(column: column) }
}
