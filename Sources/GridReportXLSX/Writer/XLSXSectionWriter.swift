import GridReport

/// Writes a report in sections into an XLSX writer, event by event (`Report.forEachSectionEvent`):
/// a bold header row per section, the section's rows one outline level deeper (level 1, or 2 in
/// a nested group) with Excel's collapse buttons, and a totals row of `SUBTOTAL` formulas over
/// the section's rows with their results stored; the grand total is `SUBTOTAL` over every row
/// (which skips the subtotals inside). A section that continues on a next sheet (past Excel's
/// last row) is totalled where it ends, by one `SUBTOTAL` over its part on each sheet, and so is
/// the grand total on the last sheet. Totals rows are bold with a border above (double over the
/// grand total). `plan.collapsed` hides the rows and leaves the groups collapsed. Rows are written
/// in order, as constant-memory mode needs.
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

    public init(writer: XLSXReportWriter, plan: SectionPlan, schema: Schema, locale: String) {
        self.writer = writer
        self.plan = plan
        numberColumns = schema.columns.map { $0.type == .number }
        formatCodes = plan.totalFormats(schema: schema, locale: locale).map { $0.flatMap(ExcelNumberFormat.code(for:)) }
        labelColumn = plan.labelColumn ?? 0
        depth = plan.groupColumns.count
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
            case .row(let row):
                _ = try startRow(level: depth, hidden: plan.collapsed)
                try writer.write(row)
                if plan.collapsed { collapsePending = true }
            case .footer(let section, let totals):
                let start = starts.removeLast()
                guard plan.hasTotals else { return }
                try totalsRow(
                    label: plan.footerLabel(for: section), totals, level: section.level, from: start,
                    border: Worksheet.thinBorder)
            case .grandTotal(let totals):
                guard plan.hasTotals else { return }
                try totalsRow(
                    label: plan.grandTotalLabel(), totals, level: 0,
                    from: (writer.headerRow + 1, writer.reportFirstSheet),
                    border: Worksheet.doubleBorder)
            }
        } catch {
            writer.fail()
            throw error
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
        label: String, _ values: [Double?], level: Int, from start: (row: UInt32, sheet: Int), border: UInt8
    ) throws {
        let row = try startRow(level: level, hidden: false)
        let sheet = writer.sheet
        let labelFormat = try writer.styles.format(
            for: CellStyle(horizontal: .leading, top: false, wrap: false, bold: true, topBorder: border))
        let blank = try writer.styles.format(
            for: CellStyle(horizontal: .leading, top: false, wrap: false, topBorder: border))
        var cells = [Double?](repeating: nil, count: writer.plans.count)
        var kinds = [TotalKind?](repeating: nil, count: writer.plans.count)
        for (k, total) in plan.totals.enumerated() {
            cells[total.column] = values[k] ?? 0
            kinds[total.column] = total.kind
        }
        let parts = dataRanges(from: start, toRowBefore: row)
        for column in writer.plans.indices {
            let cellColumn = UInt16(column)
            if let kind = kinds[column], let value = cells[column] {
                let style = CellStyle(
                    numberFormat: formatCodes[column], horizontal: .trailing, top: false, wrap: false, bold: true,
                    topBorder: border)
                let format = try writer.styles.format(for: style).handle
                if !parts.isEmpty {
                    let function = kind.subtotalFunction(numberColumn: numberColumns[column])
                    let ranges = parts.map { part in
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

    /// The rows a total covers, a part per sheet: from `start` to the full end of each earlier
    /// sheet, and on this sheet to the row above `row`. Earlier sheets carry their quoted names.
    private func dataRanges(from start: (row: UInt32, sheet: Int), toRowBefore row: UInt32) -> [(
        sheetPrefix: String, first: UInt32, last: UInt32
    )] {
        var parts: [(sheetPrefix: String, first: UInt32, last: UInt32)] = []
        for sheet in start.sheet...writer.sheetCount {
            let first = sheet == start.sheet ? start.row : writer.headerRow + 1
            let isCurrent = sheet == writer.sheetCount
            guard let last = isCurrent ? (row > 0 ? row - 1 : nil) : writer.maxRows - 1, first <= last else {
                continue
            }
            let prefix = isCurrent ? "" : Self.quotedSheetName(writer.sheetNames[sheet - 1]) + "!"
            parts.append((prefix, first, last))
        }
        return parts
    }

    /// A sheet name as a formula names it: in single quotes, a quote in it doubled.
    static func quotedSheetName(_ name: String) -> String {
        "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
