import Glibc
import GridReport

/// One row's markup: `<div class="r" data-row="LINE">` and a `<span>` per column, values as the
/// terminal shows them (text sanitized the same way, numbers through the column's renderer,
/// dates as shown), HTML-escaped. Numbers carry their alignment padding as figure spaces in a
/// `<i class="p">` (hidden in compact cells), so decimal points line up in a proportional font.
/// The row is top-aligned by the Fiori rule (`RowAlignment`), else centred. One instance per
/// thread: it holds that thread's number renderers.
struct RowMarkup {
    let tags: CellTags
    let plan: BindingPlan
    var renderers: [NumberRenderer?]
    let images: InlineImages?
    let accessory: [UInt8]
    /// Whether status and statusImage (or substatus and substatusImage) are both bound, so that
    /// each row decides which shows (`BindingPlan.content(of:)`).
    private let choosesStatus: Bool
    /// For each column bound to status or statusImage: `.status`; to substatus or
    /// substatusImage: `.substatus`.
    private let statusSlots: [BindingSlot?]
    /// Status rules; when there are none, no cell is looked at for them.
    private let statusRules: StatusRules
    private let hasStatusRules: Bool
    /// Bars, scales and icons; nil when there are none, so no cell is looked at for them.
    private let encodings: EncodingMarkup?
    /// Per column, whether it is a sparkline column (`--spark`), drawn as SVG.
    private let sparklines: [Bool]

    init(
        tags: CellTags, plan: BindingPlan, renderers: [NumberRenderer?], images: InlineImages?, accessory: Accessory,
        statusRules: StatusRules = .none, encodings: Encodings = .none, sparklines: Set<Int> = []
    ) {
        self.tags = tags
        self.sparklines = tags.columnAttributes.indices.map { sparklines.contains($0) }
        self.encodings = encodings.isEmpty ? nil : EncodingMarkup(encodings: encodings)
        self.statusRules = statusRules
        hasStatusRules = !statusRules.isEmpty
        self.plan = plan
        self.renderers = renderers
        self.images = images
        self.accessory =
            accessory == .none ? [] : Array("<span class=\"acc\" aria-hidden=\"true\">\(accessory.glyph)</span>".utf8)
        choosesStatus =
            (plan.isBound(.status) && plan.isBound(.statusImage))
            || (plan.isBound(.substatus) && plan.isBound(.substatusImage))
        statusSlots = tags.columnAttributes.indices.map { index in
            switch plan.slot(forColumn: index) {
            case .status, .statusImage: return .status
            case .substatus, .substatusImage: return .substatus
            default: return nil
            }
        }
    }

    func forThread(renderers: [NumberRenderer?]) -> RowMarkup {
        var copy = self
        copy.renderers = renderers
        return copy
    }

    private static let figureSpace = Array("\u{2007}".utf8)
    private static let punctuationSpace = Array("\u{2008}".utf8)

    /// Appends the row.
    func append(_ row: GridRow, to out: inout [UInt8]) {
        // A marked row (a diff's) shows its changed cells as `old → new`, in their marks' states.
        let items = MarkedCell.shown(row, renderers: renderers).items
        var lineCounts = [Int](repeating: 1, count: items.count)
        for (index, item) in items.enumerated() {
            if case .text(let text) = item, Self.hasLineBreak(text) { lineCounts[index] = 2 }
        }
        let top = RowAlignment.of(items: items, lineCounts: lineCounts) == .top
        out.append(contentsOf: top ? Self.openTopRow : Self.openRow)
        Self.appendDecimal(row.line, to: &out)
        out.append(0x22)
        out.append(0x3E)
        let shown = choosesStatus ? plan.content(of: row) : nil
        var outside: [Int] = []
        tags.bytes.withUnsafeBufferPointer { tagBytes in
            for index in 0..<statusSlots.count {
                let item = index < items.count ? items[index] : .empty
                var slotted = true
                if let shown, let slot = statusSlots[index] {
                    let winner = slot == .status ? shown.status : shown.substatus
                    slotted = winner?.column == index
                }
                let mark = index < row.marks.count ? row.marks[index] : nil
                appendCell(
                    item, column: index, mark: mark, slotted: slotted, tags: tagBytes, line: row.line, to: &out)
                if mark?.previous != nil, !slotted || plan.slot(forColumn: index) == nil { outside.append(index) }
            }
        }
        out.append(contentsOf: accessory)
        // A change no slot of the object cell shows: a line of its own below the slots
        // (`Price: 956.00 → 999.00`), hidden in the grid, where every column shows.
        if !outside.isEmpty {
            out.append(contentsOf: Self.changeLinesOpen)
            tags.bytes.withUnsafeBufferPointer { tagBytes in
                for index in outside {
                    appendCell(
                        items[index], column: index, mark: row.marks[index], slotted: true, tags: tagBytes,
                        line: row.line, to: &out)
                }
            }
            out.append(contentsOf: Self.close)
        }
        out.append(contentsOf: Self.closeRow)
    }

    private static let closeRow = Array("</div>\n".utf8)

    @inline(__always)
    private static func hasLineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, 0x0A, bytes.count) != nil } ?? false }
    }

    /// A row's line number, without making a String.
    @inline(__always)
    private static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var value = number.magnitude
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(truncatingIfNeeded: value % 10) + 0x30
                value /= 10
                count += 1
            } while value > 0
            out.append(contentsOf: buffer[(20 - count)...])
        }
    }

    private static let openRow = Array("<div class=\"r\" data-row=\"".utf8)
    private static let openTopRow = Array("<div class=\"r t\" data-row=\"".utf8)
    private static let close = Array("</span>".utf8)

    @inline(__always)
    private func appendCell(
        _ item: GridItem, column: Int, mark: CellMark?, slotted: Bool, tags tagBytes: UnsafeBufferPointer<UInt8>,
        line: Int, to out: inout [UInt8]
    ) {
        func tag(_ variant: CellTags.Variant) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: tagBytes[tags.range(column: column, variant)])
        }
        if case .number(let value) = item, value < 0 {
            out.append(contentsOf: tag(slotted ? .negative : .negativeNotShown))
        } else {
            out.append(contentsOf: tag(slotted ? .plain : .notShown))
        }
        // A value a status rule matches sits in a span of its state's class (`ThemeStyle`).
        // A marked cell (a diff's change) in its mark's state.
        let state = mark?.state ?? (hasStatusRules ? statusRules.state(of: item, column: column) : nil)
        if let state { out.append(contentsOf: Self.stateOpen[state]!) }
        let removed = mark?.isRemoved == true
        if removed { out.append(contentsOf: Self.removedOpen) }
        // An `old → new` wraps in an object cell rather than being cut (`PageStyle.changeLines`).
        let changed = mark?.previous != nil
        if changed { out.append(contentsOf: Self.changedOpen) }
        if column < sparklines.count, sparklines[column], case .text(let text) = item {
            SparklineMarkup.append(text, to: &out)
        } else if let encodings, case .number(let value) = item, let encoded = encodings.encodings.column(column) {
            encodings.open(value, column: encoded, to: &out)
            appendValue(item, column: column, line: line, to: &out)
            encodings.close(value, column: encoded, to: &out)
        } else {
            appendValue(item, column: column, line: line, to: &out)
        }
        if changed { out.append(contentsOf: Self.close) }
        if removed { out.append(contentsOf: Self.close) }
        if state != nil { out.append(contentsOf: Self.close) }
        out.append(contentsOf: Self.close)
    }

    private static let removedOpen = Array("<span class=\"rm\">".utf8)
    private static let changedOpen = Array("<span class=\"chg\">".utf8)
    private static let changeLinesOpen = Array("<span class=\"dx\">".utf8)

    private static let stateOpen: [StatusState: [UInt8]] = Dictionary(
        uniqueKeysWithValues: StatusState.allCases.map { ($0, Array("<span class=\"st-\($0.rawValue)\">".utf8)) })

    /// The cell's value, escaped.
    @inline(__always)
    private func appendValue(_ item: GridItem, column: Int, line: Int, to out: inout [UInt8]) {
        switch item {
        case .text(let text), .header(let text):
            HTMLEscape.append(TerminalText.sanitize(text, keepingLineBreaks: true), to: &out)
        case .date(let date):
            HTMLEscape.append(TerminalText.sanitize(date.text), to: &out)
        case .number(let value):
            guard let renderer = column < renderers.count ? renderers[column] : nil else {
                HTMLEscape.append(String(value), to: &out)
                break
            }
            renderer.withAlignedUTF8(value) { bytes, padding in
                HTMLEscape.append(bytes, to: &out)
                guard !padding.isEmpty else { return }
                out.append(contentsOf: "<i class=\"p\">".utf8)
                if padding.separator { out.append(contentsOf: Self.punctuationSpace) }
                for _ in 0..<padding.digits { out.append(contentsOf: Self.figureSpace) }
                out.append(contentsOf: "</i>".utf8)
            }
        case .image(let image):
            if let source = images?.source(for: image.reference, line: line) {
                out.append(contentsOf: "<img src=\"".utf8)
                out.append(contentsOf: source)
                out.append(contentsOf: "\" alt=\"".utf8)
                HTMLEscape.append(TerminalText.sanitize(image.stem), to: &out)
                out.append(contentsOf: "\">".utf8)
            } else {
                HTMLEscape.append(TerminalText.sanitize(image.reference), to: &out)
            }
        case .empty:
            break
        }
    }
}
