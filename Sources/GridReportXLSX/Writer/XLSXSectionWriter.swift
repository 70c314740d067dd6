import GridReport

/// Writes a report in sections into an XLSX writer, event by event (`Report.forEachSectionEvent`):
/// a bold header row per section, the section's rows one outline level deeper (level 1, or 2 in
/// a nested group) with Excel's collapse buttons, and a totals row of `SUBTOTAL` formulas over
/// the section's rows with their results stored; the grand total is `SUBTOTAL` over every row
/// (which skips the subtotals inside). A section that continues on a next sheet (past Excel's
/// last row) is totalled where it ends, by one `SUBTOTAL` over its part on each sheet, and so is
/// the grand total on the last sheet. Totals rows are bold with a border above (double over the
/// grand total). `plan.collapsed` hides the rows and leaves the groups collapsed. Rows are written
/// in order, as constant-memory mode needs. A cell marked removed (a diff's row gone from the new
/// version) is not in the totals (`TotalAccumulator`), so a `SUBTOTAL` leaves its row out of its
/// ranges; past `maxLeftOut` such rows in a section, its total is its stored value alone.
public final class XLSXSectionWriter {
    private let writer: XLSXReportWriter
    private let plan: SectionPlan
    private let numberColumns: [Bool]
    private let formatCodes: [String?]
    private let labelColumn: Int
    private let depth: Int
    /// The first row of each open section (after its header), and the sheet it began on.
    private var starts: [(row: UInt32, sheet: Int)] = []
    /// The next row carries the button of the hidden rows just above it.
    private var collapsePending = false
    /// Per open section (as `starts`) and then for the grand total, per plan total, the rows
    /// whose cell it leaves out; nil past `maxLeftOut` (the total is written as a value).
    private var leftOut: [[[(sheet: Int, row: UInt32)]?]] = []
    /// The most rows a total's ranges leave out: each is one more range in the `SUBTOTAL`, which
    /// takes at most 254.
    static let maxLeftOut = 100

    public init(writer: XLSXReportWriter, plan: SectionPlan, schema: Schema, locale: String) {
        self.writer = writer
        self.plan = plan
        numberColumns = schema.columns.map { $0.type == .number }
        formatCodes = plan.totalFormats(schema: schema, locale: locale).map { $0.flatMap(ExcelNumberFormat.code(for:)) }
        labelColumn = plan.labelColumn ?? 0
        depth = plan.groupColumns.count
        leftOut = [Array(repeating: [], count: plan.totals.count)]
    }

    public func handle(_ event: SectionEvent) throws {
        try writer.ensureOpen()
        do {
            switch event {
            case .header(let section):
                let row = try startRow(level: section.level, hidden: false)
                let format = try writer.styles.format(
                    for: CellStyle(horizontal: .leading, top: false, wrap: false, bold: true)
                ).handle
                try writer.sheet.writeString(
                    row: row, column: UInt16(labelColumn),
                    ExcelText.withoutControlCharacters(section.title), format: format)
                writer.nextRow = row + 1
                starts.append((row + 1, writer.sheetCount))
                leftOut.insert(Array(repeating: [], count: plan.totals.count), at: leftOut.count - 1)
            case .row(let row):
                let at = try startRow(level: depth, hidden: plan.collapsed)
                leaveOut(row, at: at)
                try writer.write(row)
                if plan.collapsed { collapsePending = true }
            case .footer(let section, let totals):
                let start = starts.removeLast()
                let out = leftOut.remove(at: leftOut.count - 2)
                guard plan.hasTotals else { return }
                try totalsRow(
                    label: plan.footerLabel(for: section), totals, level: section.level, from: start, leavingOut: out,
                    border: Worksheet.thinBorder)
            case .grandTotal(let totals):
                guard plan.hasTotals else { return }
                try totalsRow(
                    label: plan.grandTotalLabel(), totals, level: 0,
                    from: (writer.headerRow + 1, writer.reportFirstSheet), leavingOut: leftOut[leftOut.count - 1],
                    border: Worksheet.doubleBorder)
            }
        } catch {
            writer.fail()
            throw error
        }
    }

    /// Notes the row at `at` in each open section's and the grand total's rows left out, for each
    /// total whose cell in it is marked removed.
    private func leaveOut(_ row: GridRow, at: UInt32) {
        guard !row.marks.isEmpty else { return }
        for (k, total) in plan.totals.enumerated() where row.marks[total.column].isRemoved {
            for level in leftOut.indices {
                guard var rows = leftOut[level][k] else { continue }
                rows.append((writer.sheetCount, at))
                leftOut[level][k] = rows.count > Self.maxLeftOut ? nil : rows
            }
        }
    }

    /// Moves to a next sheet when this one is full and sets the row's outline.
    private func startRow(level: Int, hidden: Bool) throws -> UInt32 {
        if writer.nextRow >= writer.maxRows { try writer.startNextSheet() }
        let row = writer.nextRow
        let collapsed = collapsePending && !hidden
        if level > 0 || hidden || collapsed {
            try writer.sheet.setRowOutline(row: row, level: level, hidden: hidden, collapsed: collapsed)
        }
        if collapsed { collapsePending = false }
        return row
    }

    private func totalsRow(
        label: String, _ values: [Double?], level: Int, from start: (row: UInt32, sheet: Int),
        leavingOut out: [[(sheet: Int, row: UInt32)]?], border: UInt8
    ) throws {
        let row = try startRow(level: level, hidden: false)
        let sheet = writer.sheet
        let labelFormat = try writer.styles.format(
            for: CellStyle(horizontal: .leading, top: false, wrap: false, bold: true, topBorder: border))
        let blank = try writer.styles.format(
            for: CellStyle(horizontal: .leading, top: false, wrap: false, topBorder: border))
        var cells = [Double?](repeating: nil, count: writer.plans.count)
        var kinds = [TotalKind?](repeating: nil, count: writer.plans.count)
        var left = [[(sheet: Int, row: UInt32)]?](repeating: [], count: writer.plans.count)
        for (k, total) in plan.totals.enumerated() {
            cells[total.column] = values[k] ?? 0
            kinds[total.column] = total.kind
            left[total.column] = out[k]
        }
        let parts = dataRanges(from: start, toRowBefore: row)
        for column in writer.plans.indices {
            let cellColumn = UInt16(column)
            if let kind = kinds[column], let value = cells[column] {
                let style = CellStyle(
                    numberFormat: formatCodes[column], horizontal: .trailing, top: false, wrap: false, bold: true,
                    topBorder: border)
                let format = try writer.styles.format(for: style).handle
                if let leftOut = left[column], case let kept = Self.leaving(leftOut, outOf: parts), !kept.isEmpty {
                    let function = kind.subtotalFunction(numberColumn: numberColumns[column])
                    let ranges = kept.map { part in
                        part.sheetPrefix + CellName.a1(row: Int(part.first), column: column) + ":"
                            + CellName.a1(row: Int(part.last), column: column)
                    }
                    try sheet.writeFormula(
                        row: row, column: cellColumn, "=SUBTOTAL(\(function),\(ranges.joined(separator: ",")))",
                        result: value, format: format)
                } else {
                    try sheet.writeNumber(row: row, column: cellColumn, value, format: format)
                }
            } else if column == labelColumn {
                try sheet.writeString(
                    row: row, column: cellColumn, ExcelText.withoutControlCharacters(label), format: labelFormat.handle)
            } else {
                try sheet.writeBlank(row: row, column: cellColumn, format: blank.handle)
            }
        }
        writer.nextRow = row + 1
    }

    /// `parts` cut around the rows `out` (in order, on the parts' sheets).
    private static func leaving(
        _ out: [(sheet: Int, row: UInt32)],
        outOf parts: [(sheet: Int, sheetPrefix: String, first: UInt32, last: UInt32)]
    ) -> [(sheet: Int, sheetPrefix: String, first: UInt32, last: UInt32)] {
        guard !out.isEmpty else { return parts }
        var kept: [(sheet: Int, sheetPrefix: String, first: UInt32, last: UInt32)] = []
        for part in parts {
            var first = part.first
            for gap in out where gap.sheet == part.sheet && gap.row >= first && gap.row <= part.last {
                if gap.row > first { kept.append((part.sheet, part.sheetPrefix, first, gap.row - 1)) }
                first = gap.row + 1
            }
            if first <= part.last { kept.append((part.sheet, part.sheetPrefix, first, part.last)) }
        }
        return kept
    }

    /// The rows a total covers, a part per sheet: from `start` to the full end of each earlier
    /// sheet, and on this sheet to the row above `row`. Earlier sheets carry their quoted names.
    private func dataRanges(from start: (row: UInt32, sheet: Int), toRowBefore row: UInt32) -> [(
        sheet: Int, sheetPrefix: String, first: UInt32, last: UInt32
    )] {
        var parts: [(sheet: Int, sheetPrefix: String, first: UInt32, last: UInt32)] = []
        for sheet in start.sheet...writer.sheetCount {
            let first = sheet == start.sheet ? start.row : writer.headerRow + 1
            let isCurrent = sheet == writer.sheetCount
            guard let last = isCurrent ? (row > 0 ? row - 1 : nil) : writer.maxRows - 1, first <= last else {
                continue
            }
            let prefix = isCurrent ? "" : Self.quotedSheetName(writer.sheetNames[sheet - 1]) + "!"
            parts.append((sheet, prefix, first, last))
        }
        return parts
    }

    /// A sheet name as a formula names it: in single quotes, a quote in it doubled.
    static func quotedSheetName(_ name: String) -> String {
        "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
