/// What a report will do with each of its columns, as `gridreport inspect` shows it: the type,
/// the number format with an example from the data, the width as given and as resolved, and the
/// compact-mode binding. Built from a `Report` after its first pass; it reads no rows itself.
public struct ColumnPlan: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// 0-based position in the schema (the JSON shows it 1-based).
        public var index: Int
        public var name: String
        public var type: ColumnType
        public var format: NumberFormat?
        /// The column's first number as its format shows it; nil without a format or a number.
        public var example: String?
        /// The Fiori width given for the column (widths setting or a spec); nil for a natural width.
        public var width: ColumnWidth?
        /// The width in the regular table at the plan's terminal width; nil when the widths cannot
        /// be resolved there and the plan is for compact mode, where they do not matter.
        public var resolvedCells: Int?
        public var alignment: HorizontalAlignment?
        /// The compact-mode slot, explicit or by the default rule; nil when compact mode hides it.
        public var binding: BindingSlot?
        /// How a date column's values are read (nil: ISO 8601) and shown (nil: as written).
        public var dateInput: DateForm?
        public var dateDisplay: DateForm?

        public init(
            index: Int, name: String, type: ColumnType, format: NumberFormat? = nil, example: String? = nil,
            width: ColumnWidth? = nil, resolvedCells: Int? = nil, alignment: HorizontalAlignment? = nil,
            binding: BindingSlot? = nil, dateInput: DateForm? = nil, dateDisplay: DateForm? = nil
        ) {
            self.index = index
            self.name = name
            self.type = type
            self.format = format
            self.example = example
            self.width = width
            self.resolvedCells = resolvedCells
            self.alignment = alignment
            self.binding = binding
            self.dateInput = dateInput
            self.dateDisplay = dateDisplay
        }
    }

    public var entries: [Entry]
    /// The geometry and terminal width the widths were resolved for.
    public var geometry: TableGeometry
    public var totalCells: Int
    /// The display mode at that width, `auto` resolved.
    public var mode: DisplayMode
    /// Whether the bindings are explicit (spec or binding options) rather than the default rule.
    public var bindingsAreExplicit: Bool
    /// Why the mode was chosen (what `auto` picked and why).
    public var reason: String?
    /// What does not fit: widths that overflow, a table shown in blocks of columns.
    public var findings: [String]
    /// The sections and totals asked for, if any.
    public var sections: SectionPlan?
    /// What the summary the report is made of computes; nil for a file's report.
    public var summaryOutline: SummaryOutline?
    /// How the data typed its number columns where it is not plain: years, yyyyMMdd dates,
    /// grouped or ambiguous separators (see `Report.typingNotes`).
    public var typing: [String] = []

    public init(
        entries: [Entry], geometry: TableGeometry, totalCells: Int, mode: DisplayMode, bindingsAreExplicit: Bool,
        reason: String? = nil, findings: [String] = [], sections: SectionPlan? = nil
    ) {
        self.entries = entries
        self.geometry = geometry
        self.totalCells = totalCells
        self.mode = mode
        self.bindingsAreExplicit = bindingsAreExplicit
        self.reason = reason
        self.findings = findings
        self.sections = sections
    }

    /// The resolved width of an entry in points (cells × points per cell).
    public func resolvedPoints(_ entry: Entry) -> Double? {
        entry.resolvedCells.map { Double($0) * geometry.pointsPerCell }
    }
}

extension Report {
    /// The plan at a terminal `totalCells` wide, with the binding options laid over the schema's
    /// bindings exactly as `render` does (`bindOrigin` names them in errors).
    ///
    /// `mode` is the display mode as given; `auto` is resolved here (see `chooseView`) and the
    /// plan says why. A layout that does not fit never fails the plan: given widths that overflow
    /// are shown as unresolved, and the overflow (or a table shown in blocks) is a finding, whose
    /// sentence names settings by `naming`.
    public func columnPlan(
        geometry: TableGeometry, totalCells: Int, fit: FitPolicy, bindOptions: [String],
        bindOrigin: String = BindingResolver.optionsOrigin, mode: DisplayMode,
        compactBelowPoints: Double = ReportSpec.defaultCompactBelow,
        keys: [Int]? = nil, naming: SettingNaming = \.specKey
    ) throws -> ColumnPlan {
        let bindings = try bindingPlan(bindOptions: bindOptions, origin: bindOrigin)
        let choice = chooseView(
            mode, geometry: geometry, totalCells: totalCells, fit: fit,
            compactBelowPoints: compactBelowPoints, plan: bindings)
        var cells: [Int]?
        var findings: [String] = leftOutColumnsNote.map { [$0] } ?? []
        do {
            let layout = try tableLayout(geometry: geometry, totalCells: totalCells, fit: fit, keys: keys)
            var resolved = [Int](repeating: 0, count: schema.columns.count)
            var seen = Set<Int>()
            for block in layout.blocks {
                for (k, column) in block.columns.enumerated() where seen.insert(column).inserted {
                    resolved[column] = block.cells[k]
                }
            }
            cells = resolved
            if !layout.isSingleTable {
                findings.append(
                    "the table needs at least \(layout.minimumCells) cells and \(totalCells) are available: it is shown in \(layout.blocks.count) blocks of columns"
                )
            }
        } catch let error as GridReportError where error.kind == .usage {
            // Widths that are wrong at any width (two flexible columns) stay an error; widths that
            // only do not fit here are a finding.
            guard
                (try? tableLayout(geometry: geometry, totalCells: TableGeometry.maximumTotalCells, fit: .shrink)) != nil
            else {
                throw error
            }
            cells = nil
            findings.append(error.sentence(naming: naming))
        }
        // Lines above the table or rows below it are skipped, not read as missing values; an
        // option that reads a column is the advice, not reading its values as missing.
        let bounds = tableBounds()
        if let bounds { findings.append(bounds.advice.named(naming)) }
        let options = missingOptionFindings()
        let advised = Set(options.map(\.column))
        findings += typingExplanations()
            .filter { explanation in
                !advised.contains(explanation.column) && bounds?.holds(explanation.values.map(\.value)) != true
            }
            .map { $0.sentence.named(naming) }
        findings += options.map { $0.text.named(naming) }
        if let unbound = unboundFinding(bindings, mode: choice.mode) { findings.append(unbound) }
        let entries = schema.columns.map { column in
            ColumnPlan.Entry(
                index: column.index, name: column.name, type: column.type, format: column.format,
                example: example(of: column), width: column.width, resolvedCells: cells?[column.index],
                alignment: column.alignment, binding: bindings.slot(forColumn: column.index),
                dateInput: column.dateInput, dateDisplay: column.dateDisplay)
        }
        var plan = ColumnPlan(
            entries: entries, geometry: geometry, totalCells: totalCells, mode: choice.mode,
            bindingsAreExplicit: bindings.isExplicit,
            reason: mode == .auto ? "auto picks \(choice.mode.rawValue): \(choice.reason)" : nil,
            findings: findings, sections: sectionPlan)
        plan.typing = typingNotes(naming: naming)
        plan.summaryOutline = summaryOutline
        return plan
    }

    /// The column's first number through the column's own renderer, or its first date as the
    /// table shows it, so the example is exactly what the table shows.
    private func example(of column: Column) -> String? {
        if column.type.isTemporal {
            guard let first = profile.columns[column.index].firstValue else { return nil }
            guard let display = column.dateDisplay else { return first }
            var bytes = Array(first.utf8)
            let serial = bytes.withUnsafeMutableBufferPointer { buffer in
                let field = UnsafeBufferPointer(buffer)
                return column.dateInput.map { $0.read(field) } ?? DateParser.parse(field)?.serial
            }
            return serial.map(display.write) ?? first
        }
        guard let renderer = renderers[column.index], let value = profile.columns[column.index].example else {
            return nil
        }
        return renderer.string(value)
    }
}
