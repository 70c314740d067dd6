import Foundation
import GridReport

/// What a report hands to an app: its shown columns with their Swift names, item kinds, number and
/// date formatters, bindings and widths, the accessory, and the first rows. Built from the
/// library's own values (the schema, the binding plan, the resolved widths, the formatters'
/// settings); the writers (`UIKitWriter`, `MDKWriter`) only spell it.
public struct Handoff {
    public enum Kind: Equatable {
        case text
        /// `summary` says the format in words (`decimal en_US 2 digits grouping`).
        case number(NumberFormatterSettings, summary: String)
        case date(DateFormatterSettings)
        case image
    }

    public struct Column {
        /// 0-based position in the schema (and in a row's items).
        public var index: Int
        public var title: String
        /// The Swift property name, unique in the row type (not yet in backticks), and the property
        /// the MDK page binds: one name for a column in every generator.
        public var identifier: String
        public var kind: Kind
        /// The compact-mode slot from the binding plan; nil where compact mode does not show it.
        public var binding: BindingSlot?
        /// The Fiori width: given, or chosen (see `Handoff.widthNote`).
        public var width: Double
        public var alignment: HorizontalAlignment
        /// Whether some value is missing, so the property is optional.
        public var isOptional: Bool
        /// The column's status rules in the order given (the first that holds wins); empty
        /// without rules.
        public var rules: [StatusRules.Resolved] = []
        /// Per rule, for a whole condition (`COLUMN:STATUS:CONDITION`) the Swift `Bool` testing it
        /// on the row value `row`; nil for a rule on the cell's value.
        var ruleConditions: [String?] = []
        /// For a date column, the pattern its values are written in (the input's, or the ISO form
        /// of all its values): what the app's decoder reads, where `kind` is what it shows.
        public var readFormat: DateFormatterSettings? = nil
        /// For a number column, its format (the MDK page binds the value through it).
        public var numberFormat: NumberFormat? = nil
        /// For a number column, its bar, scale and icons as the report resolved them (`--bar`,
        /// `--scale`, `--icons`); nil without any.
        public var encoding: Encodings.Column? = nil
        /// For an added column (`--add`), its definition as written.
        public var definition: String? = nil
        /// For an added column the Swift computes, its computed property; nil when it is stored
        /// (`storedBecause` says why).
        var computed: SwiftComputedProperty? = nil
        var storedBecause: String? = nil
    }

    /// The name `NAMERow` and `NAMEGrid` start with.
    public var typeName: String
    public var columns: [Column]
    /// True when the widths were given (a spec or the widths setting) and pass through exactly.
    public var widthsWereGiven: Bool
    /// How the widths were chosen, for a comment.
    public var widthNote: String
    public var accessory: Accessory
    /// The first rows' items, one per column of `columns`.
    public var sampleRows: [[GridItem]]
    /// Sentences the generated Swift opens with as comments: what the caller noted about the
    /// report (a column left text for want of an option), so the app's developer reads it too.
    public var notes: [String] = []
    /// Whether a rule's condition reads `YEAR`, `MONTH` or `DAY` (the row type's UTC calendar).
    var rulesUseCalendar = false

    /// The width a handoff is laid out at when none is given: an iPad's 1024 points at 8 points a
    /// cell, as the preview shows the grid, not a terminal's.
    public static let defaultCells = 128
    /// The narrowest a column of a grid whose widths are fractions may be, in cells: a digit and `…`.
    public static let leastCellsPerColumn = 2

    /// The handoff of `report` as `render` shows it at `totalCells` with `geometry` and `fit`,
    /// bindings as `bindings` says. `name` (nil: from the input's file name) names the types;
    /// `sampleCount` rows are read for `sampleRows`, and reading stops there. `rules` are the
    /// status rules resolved against the report's schema, `encodings` its bars, scales and icons.
    public init(
        report: Report, bindings: BindingPlan, geometry: TableGeometry, totalCells: Int, fit: FitPolicy,
        name: String?, sampleCount: Int, rules: StatusRules = .none, encodings: Encodings = .none
    ) throws {
        typeName = try Self.typeName(name: name, file: report.displayName)
        let rowIndex = report.rowIndexColumn
        let shown = report.schema.columns.filter { !$0.isHidden && $0.index != rowIndex }
        guard !shown.isEmpty else { throw HandoffError.noColumns }
        var titles = Set<String>()
        for column in shown where !titles.insert(column.name).inserted {
            throw HandoffError.duplicateTitle(column.name)
        }
        let (widths, given, note) = try Self.widths(
            report: report, shown: shown, geometry: geometry, totalCells: totalCells, fit: fit)
        widthsWereGiven = given
        widthNote = note
        accessory = geometry.accessory
        let names = SwiftIdentifier.unique(
            shown.enumerated().map { position, column in
                SwiftIdentifier.avoidingReserved(SwiftIdentifier.property(for: column.name, position: position + 1))
            })
        let isoForms = try Self.isoForms(of: shown, report: report)
        columns = try shown.enumerated().map { position, column in
            Column(
                index: column.index, title: column.name, identifier: names[position],
                kind: try Self.kind(of: column, isoForm: isoForms[column.index]),
                binding: bindings.slot(forColumn: column.index),
                width: widths[position], alignment: column.effectiveAlignment,
                isOptional: report.profile.columns[column.index].nonMissing < report.profile.rowCount,
                rules: rules.rules.filter { $0.column == column.index },
                readFormat: Self.readFormat(of: column, isoForm: isoForms[column.index]),
                numberFormat: column.type == .number ? column.format ?? NumberFormat() : nil,
                encoding: encodings.column(column.index))
        }
        var rows: [[GridItem]] = []
        let indices = shown.map(\.index)
        try report.rows.forEach(limit: sampleCount) { row in
            rows.append(indices.map { $0 < row.items.count ? row.items[$0] : .empty })
        }
        sampleRows = rows
        let titleByIndex = Dictionary(
            uniqueKeysWithValues: report.rows.fullSchema.columns.map { ($0.index, $0.shownName) })
        computeAddedColumns(report, titles: titleByIndex)
        storeSparklines(report)
        try writeRuleConditions(titles: titleByIndex)
    }

    /// Each whole-condition rule as Swift over the row, from the same checked tree the report
    /// marks rows with; one the app cannot test as the report does (a column the row type lacks,
    /// arithmetic on a value that may be missing) is refused with the reason, never written
    /// otherwise.
    private mutating func writeRuleConditions(titles: [Int: String]) throws {
        let byIndex = Dictionary(uniqueKeysWithValues: columns.map { ($0.index, $0) })
        for k in columns.indices where columns[k].rules.contains(where: { $0.condition != nil }) {
            columns[k].ruleConditions = try columns[k].rules.map { rule in
                guard let node = rule.condition else { return nil }
                switch SwiftComputedProperty.condition(
                    node, columns: byIndex, titles: titles, row: "row",
                    calendar: SwiftRowWriter.rowType(self) + ".utcCalendar")
                {
                case .success(let written):
                    rulesUseCalendar = rulesUseCalendar || written.usesCalendar
                    return written.code
                case .failure(let unsupported):
                    throw HandoffError.unwritableRule(
                        rule: rule.rule.text, origin: rule.rule.origin, reason: unsupported.reason)
                }
            }
        }
    }

    /// A sparkline column (`--spark`) stays the report's text of it, a stored property with a
    /// comment that says so: SAP's DataTable cannot draw a sparkline in a cell, and a sparkline
    /// left out silently would be a column the app lost without a word.
    private mutating func storeSparklines(_ report: Report) {
        for position in report.shownSparklines.keys {
            guard let k = columns.firstIndex(where: { $0.index == position }) else { continue }
            columns[k].definition = report.addedColumnDefinition(at: position)
            columns[k].storedBecause = Self.sparklineReason
        }
    }

    /// Why a sparkline column is stored, as its comment says it.
    static let sparklineReason =
        "neither SAP's DataTable nor FUIGridRowItem can draw a sparkline in a cell: this holds the report's text of it, one block character a value (▁ the row's smallest … █ its largest, a space where a value is missing), which the cell shows as text"

    /// Each added column as a computed property of the row type, in the order they are defined
    /// (one may read another), or stored with the reason when Swift cannot compute it as the
    /// report does.
    private mutating func computeAddedColumns(_ report: Report, titles: [Int: String]) {
        let nodes = report.shownAddedColumns
        for position in report.shownAddedColumnOrder {
            guard let k = columns.firstIndex(where: { $0.index == position }), let node = nodes[position] else {
                continue
            }
            let byIndex = Dictionary(uniqueKeysWithValues: columns.map { ($0.index, $0) })
            columns[k].definition = report.addedColumnDefinition(at: position)
            switch SwiftComputedProperty.make(
                node, column: columns[k], columns: byIndex, titles: titles)
            {
            case .success(let property):
                columns[k].computed = property
                columns[k].isOptional = property.isOptional
            case .failure(let unsupported):
                columns[k].storedBecause = unsupported.reason
            }
        }
    }

    private static func typeName(name: String?, file: String) throws -> String {
        if let name {
            let made = SwiftIdentifier.typeName(for: name)
            guard made == name else { throw HandoffError.badName(name, suggestion: made) }
            return name
        }
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return SwiftIdentifier.typeName(for: stem == "-" || stem.isEmpty ? "Report" : stem)
    }

    /// For each date column shown without an input pattern, the form of all its values (one pass over
    /// the rows): the first value alone would cut later seconds or fractions. Values written in
    /// different forms (`10:15` and `10:15:30`) are an error when the column has no display
    /// pattern: `render` shows each as written, and one formatter would show `10:15:00`.
    private static func isoForms(of shown: [GridReport.Column], report: Report) throws -> [Int: Result<
        ISODateForm, HandoffError
    >] {
        let columns = shown.filter { $0.type.isTemporal && $0.dateInput == nil }.map(\.index)
        guard !columns.isEmpty else { return [:] }
        var forms: [Int: Result<ISODateForm, HandoffError>] = [:]
        var first: [Int: (text: String, form: ISODateForm)] = [:]
        var differing: [Int: (String, String)] = [:]
        try report.rows.forEach { row in
            for index in columns where index < row.items.count {
                guard case .date(let date) = row.items[index] else { continue }
                if case .failure = forms[index] { continue }
                // A value no pattern writes back, or whose zone differs from the values' before it.
                let earlier = try? forms[index]?.get()
                let own = ISODateForm(example: date.text)
                let merged = own.flatMap { form in earlier.map { $0.merged(with: form) } ?? form }
                guard let own, let merged else {
                    let name = report.schema.columns[index].shownName
                    forms[index] = .failure(HandoffError.unwritableDates(column: name, example: date.text))
                    continue
                }
                if let earliest = first[index] {
                    if earliest.form != own, differing[index] == nil { differing[index] = (earliest.text, date.text) }
                } else {
                    first[index] = (date.text, own)
                }
                forms[index] = .success(merged)
            }
        }
        for (index, (one, other)) in differing where report.schema.columns[index].dateDisplay == nil {
            guard case .success(let merged) = forms[index] else { continue }
            let name = report.schema.columns[index].shownName
            forms[index] = .failure(
                HandoffError.mixedDateForms(column: name, first: one, other: other, pattern: merged.pattern))
        }
        return forms
    }

    private static func kind(of column: GridReport.Column, isoForm: Result<ISODateForm, HandoffError>?) throws -> Kind {
        switch column.type {
        case .text: return .text
        case .image: return .image
        case .number:
            let format = column.format ?? NumberFormat()
            return .number(NumberFormatterSettings(format), summary: ColumnPlan.describe(format))
        case .date, .time, .dateTime:
            if let form = column.dateDisplay ?? column.dateInput {
                return .date(DateFormatterSettings(pattern: form.pattern.text, locale: form.names.locale))
            }
            // A column of missing values only has no form: its formatter is never used.
            let form = try isoForm?.get() ?? .date
            return .date(DateFormatterSettings(pattern: form.pattern, locale: "en_US_POSIX"))
        }
    }

    /// The pattern a date column's values are written in: the input's, else their ISO form.
    private static func readFormat(
        of column: GridReport.Column, isoForm: Result<ISODateForm, HandoffError>?
    ) -> DateFormatterSettings? {
        guard column.type.isTemporal else { return nil }
        if let input = column.dateInput {
            return DateFormatterSettings(pattern: input.pattern.text, locale: input.names.locale)
        }
        // Values no one pattern reads back (zones that differ) get no decoder entry; `kind` says
        // why when it needs the form to show them.
        guard let form = isoForm.map({ try? $0.get() }) ?? .date else { return nil }
        return DateFormatterSettings(pattern: form.pattern, locale: "en_US_POSIX")
    }

    /// Given widths pass through exactly (a column without one takes its natural width in points,
    /// as the terminal resolves it); otherwise the natural widths the terminal table resolves at
    /// `totalCells`, in points.
    private static func widths(
        report: Report, shown: [GridReport.Column], geometry: TableGeometry, totalCells: Int, fit: FitPolicy
    ) throws -> (widths: [Double], given: Bool, note: String) {
        let layout = try report.tableLayout(geometry: geometry, totalCells: totalCells, fit: fit)
        guard layout.isSingleTable else {
            return try fractions(
                report: report, shown: shown, geometry: geometry, neededCells: layout.minimumCells,
                totalCells: totalCells, fit: fit)
        }
        var cells = [Int](repeating: 0, count: report.schema.columns.count)
        for (k, column) in layout.blocks[0].columns.enumerated() { cells[column] = layout.blocks[0].cells[k] }
        let points = geometry.pointsPerCell
        let perCell = ColumnPlan.number(points)
        if report.hasGivenWidths {
            let widths = shown.map { $0.width?.value ?? Double(cells[$0.index]) * points }
            let natural = shown.contains { $0.width == nil }
            return (
                widths, true,
                natural
                    ? "Given widths, as given; columns without one take their natural width in points (\(perCell) points per terminal cell)."
                    : "Given widths, as given."
            )
        }
        let content = geometry.contentPoints(totalCells: totalCells, visibleColumns: shown.count)
        var widths = shown.map { Double(cells[$0.index]) * points }
        var note =
            "No widths were given: each column's width in the terminal table at \(totalCells) cells, in points (\(perCell) points per cell); together they fit \(ColumnPlan.number(content)) points of content."
        // Fixed points would leave the rest of a wider screen empty; Fiori's one flexible column
        // takes it, and the widest text reads best with the room.
        let texts = shown.indices.filter { shown[$0].type == .text }
        if let widest = texts.max(by: { widths[$0] < widths[$1] }) {
            widths[widest] = -1
            note +=
                " The widest text column, \(shown[widest].shownName), is flexible (-1): it takes the width the others leave."
        }
        return (widths, false, note)
    }
}

extension Handoff {
    /// Widths for a grid whose columns do not fit `totalCells` even at their narrowest readable
    /// widths (the terminal would show blocks of columns, which a grid cell cannot): each column's
    /// share of those widths, as a fraction of the content width, rounded down to thousandths so
    /// that they sum below 1. The app then gets a grid that fits, narrower than it reads best,
    /// rather than no code; the note says so.
    static func fractions(
        report: Report, shown: [GridReport.Column], geometry: TableGeometry, neededCells: Int, totalCells: Int,
        fit: FitPolicy
    ) throws -> (widths: [Double], given: Bool, note: String) {
        let narrowest = try report.tableLayout(geometry: geometry, totalCells: neededCells, fit: fit)
        // Fractions share what the spacing leaves; below 2 cells a column nothing would read.
        // The grid cell has no terminal border: only its spacing and accessory take width.
        var cell = geometry
        cell.border = .none
        let content = cell.contentCells(totalCells: totalCells, visibleColumns: shown.count)
        guard narrowest.isSingleTable, content >= Self.leastCellsPerColumn * shown.count else {
            throw HandoffError.tooWideForOneRow(
                columns: shown.count, minimumCells: neededCells, availableCells: totalCells)
        }
        var cells = [Int](repeating: 0, count: report.schema.columns.count)
        for (k, column) in narrowest.blocks[0].columns.enumerated() { cells[column] = narrowest.blocks[0].cells[k] }
        let total = Double(max(1, shown.reduce(0) { $0 + cells[$1.index] }))
        var widths = shown.map { max(1, (Double(cells[$0.index]) / total * 1000).rounded(.down)) / 1000 }
        if let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths.reduce(0, +) >= 1 {
            widths[widest] -= 0.001
        }
        let sum = ColumnPlan.number((widths.reduce(0, +) * 1000).rounded() / 1000)
        return (
            widths, false,
            "No widths were given, and the \(shown.count) columns need at least \(neededCells) cells (their narrowest readable widths in the terminal) where \(totalCells) are available: each column takes its share of those widths as a fraction of the content width (together \(sum)), so the grid fits, narrower than it reads best. Give widths, or hide columns with a width of 0, for a grid that reads better."
        )
    }
}

/// How a date column is shown: a DateFormatter pattern and locale, in UTC (a value keeps the wall
/// time it was written with and has no zone).
public struct DateFormatterSettings: Sendable, Equatable {
    public var pattern: String
    public var locale: String

    public init(pattern: String, locale: String) {
        self.pattern = pattern
        self.locale = locale
    }
}
