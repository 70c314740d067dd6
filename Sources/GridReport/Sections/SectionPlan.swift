/// What a user asks of sections and totals, with columns named as they named them (a header or a
/// 1-based index) and, for errors, where they said it (an option or a spec file's place).
public struct SectionRequest: Sendable, Equatable {
    /// Group-by columns, outermost first.
    public var groupBy: [String] = []
    public var groupByOrigin = "group-by"
    /// A sum for every number column that is not a group-by column.
    public var sumNumberColumns = false
    /// Totals column by column; a later one for the same column wins.
    public var totals: [TotalRequest] = []
    /// Groups sorted by their values instead of in order of first appearance.
    public var sortGroups = false
    /// Only section headers and footers are shown (collapsed outline in a sheet).
    public var collapsed = false
    /// The most distinct groups (of the innermost level) a report may have.
    public var maxGroups = SectionRequest.defaultMaxGroups
    /// The most memory the group index of unsorted input may take, in bytes.
    public var maxIndexBytes = SectionRequest.defaultMaxIndexBytes
    /// Where the two limits are set, for the error that says how to raise them.
    public var maxGroupsOrigin = "max-groups"
    public var maxIndexBytesOrigin = "max-group-index"

    public static let defaultMaxGroups = 1_000_000
    public static let defaultMaxIndexBytes = 256 << 20

    public init() {}

    public var isEmpty: Bool { groupBy.isEmpty && !sumNumberColumns && totals.isEmpty }
}

/// `COLUMN=KIND`, as a totals option or a spec's `total:` says it. A spec may name any aggregate
/// (a summary takes them all); sections take the kinds a sheet's `SUBTOTAL` computes.
public struct TotalRequest: Sendable, Equatable {
    public var column: String
    public var function: AggregateFunction
    public var origin: String

    public init(column: String, function: AggregateFunction, origin: String) {
        self.column = column
        self.function = function
        self.origin = origin
    }

    public init(column: String, kind: TotalKind, origin: String) {
        self.init(column: column, function: kind.aggregate, origin: origin)
    }

    /// The request as a summary's.
    public var aggregate: AggregateRequest { AggregateRequest(column: column, function: function, origin: origin) }

    /// Reads `Mass=sum`; the column is everything before the last `=`.
    public static func parse(_ text: String, origin: String) throws -> TotalRequest {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw SectionError.notColumnEqualsKind(text, origin: origin)
        }
        let name = String(text[text.index(after: equals)...]).lowercased()
        guard let kind = TotalKind(rawValue: name == "average" ? "avg" : name) else {
            if let function = try? AggregateFunction.parse(name) {
                throw SectionError.summaryOnlyTotal(function, origin: origin)
            }
            throw SectionError.unknownKind(name, origin: origin)
        }
        return TotalRequest(column: String(text[..<equals]), kind: kind, origin: origin)
    }
}

/// Every mistake in a section request or a limit reached while indexing the groups. The command
/// turns each into a sentence that names its option and an exit code.
public enum SectionError: Error, Sendable, Equatable {
    case notColumnEqualsKind(String, origin: String)
    case unknownKind(String, origin: String)
    /// A group-by or total column that does not exist; `known` are the columns that do.
    case unknownColumn(String, origin: String, known: [String])
    /// A sum, average, minimum or maximum of a column that does not hold numbers.
    case notANumberColumn(String, kind: TotalKind, type: ColumnType, origin: String)
    /// An aggregate only a summary computes (`distinct`, `median`, `p90`), asked of sections.
    case summaryOnlyTotal(AggregateFunction, origin: String)
    /// More distinct groups than `limit`, found at `location`.
    case tooManyGroups(limit: Int, at: SourceLocation, origin: String)
    /// The index of an unsorted input's groups grew past `limitBytes` at `location`.
    case indexTooLarge(limitBytes: Int, at: SourceLocation, origin: String)

    /// The error as the command prints it: limits say how to raise them through their origin
    /// (the group limit), as given in the request.
    public var reported: GridReportError {
        switch self {
        case .notColumnEqualsKind(let text, let origin):
            return .usage(
                origin, "\"\(text)\" is not COLUMN=KIND", hint: "for example Mass=sum; kinds: sum, avg, min, max, count"
            )
        case .unknownKind(let kind, let origin):
            return .usage(origin, "unknown total \"\(kind)\"", hint: "kinds: sum, avg, min, max, count")
        case .unknownColumn(let name, let origin, let known):
            return .usage(
                origin, "no column \"\(name)\"",
                hint: ErrorText(
                    "the columns are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
                        + ", or a number from 1 to \(known.count)"))
        case .notANumberColumn(let name, let kind, let type, let origin):
            return .usage(
                origin,
                "column \"\(name)\" holds \(type == .image ? "images" : "text"), which have no \(kind.rawValue)",
                hint: "count is the total such a column can have")
        case .summaryOnlyTotal(let function, let origin):
            return .usage(
                origin, "a section's totals are sum, avg, min, max and count, not \(function.name)",
                hint: "add --summary for one row per group with it")
        case .tooManyGroups(let limit, let location, let origin):
            return GridReportError(
                .data, at: location, "more than \(Self.grouped(limit)) distinct groups, the limit",
                hint: "group by fewer columns, or raise the limit with \(origin) N")
        case .indexTooLarge(let bytes, let location, let origin):
            return GridReportError(
                .data, at: location,
                "the index of the unsorted input's groups needs more than its limit of \(Self.grouped(bytes >> 20)) MB",
                hint: "sort the input by the group-by columns, or raise the limit with \(origin) MB")
        }
    }

    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

/// A section request resolved against a report's columns: column indices, the totals in column
/// order, and how a total is shown.
public struct SectionPlan: Sendable, Equatable {
    /// The group-by columns, outermost first: decoded columns, a shown one or one the column
    /// choice keeps hidden (`--group-by Region --select Name,Units`).
    public var groupColumns: [Int]
    /// Their titles, as section headers and summaries say them.
    public var groupNames: [String]
    public var totals: [ColumnTotal]
    public var sortGroups: Bool
    public var collapsed: Bool
    public var maxGroups: Int
    public var maxIndexBytes: Int
    public var maxGroupsOrigin: String
    public var maxIndexBytesOrigin: String
    /// The column that carries the totals rows' label (`Total`): the first without a total.
    public var labelColumn: Int?

    public var isGrouped: Bool { !groupColumns.isEmpty }
    public var hasTotals: Bool { !totals.isEmpty }

    /// Nil when nothing is asked. A group-by title may name a column of `groupSchema` (the
    /// shown columns and those kept hidden, `RowSource.fullSchema`) too; a number counts the
    /// shown ones, as a filter's does.
    public static func resolve(_ request: SectionRequest, schema: Schema, groupSchema: Schema? = nil) throws
        -> SectionPlan?
    {
        if request.isEmpty { return nil }
        let names = schema.columns.map(\.name)
        func index(_ name: String, origin: String, titles: [String] = names) throws -> Int {
            if let exact = titles.firstIndex(of: name) { return exact }
            if let number = Int(name), (1...names.count).contains(number) { return number - 1 }
            throw SectionError.unknownColumn(name, origin: origin, known: names)
        }
        let groupTitles = (groupSchema ?? schema).columns.map(\.name)
        var groups: [Int] = []
        for name in request.groupBy {
            let column = try index(name, origin: request.groupByOrigin, titles: groupTitles)
            if !groups.contains(column) { groups.append(column) }
        }
        var kinds: [Int: TotalKind] = [:]
        if request.sumNumberColumns {
            // Years and identifiers (`year`, `Sample Number`, whole numbers within 1000–2999)
            // are numbers nobody adds up; a total asked for one still counts.
            for column in schema.columns
            where column.type == .number && column.numberReading == nil && !groups.contains(column.index)
                && IdentifierTitle.codeWord(column.name) == nil
            {
                kinds[column.index] = .sum
            }
        }
        for total in request.totals {
            guard let kind = TotalKind(total.function) else {
                throw SectionError.summaryOnlyTotal(total.function, origin: total.origin)
            }
            let column = try index(total.column, origin: total.origin)
            let type = schema.columns[column].type
            if kind != .count && type != .number {
                throw SectionError.notANumberColumn(names[column], kind: kind, type: type, origin: total.origin)
            }
            kinds[column] = kind
        }
        let totals = kinds.sorted { $0.key < $1.key }.map { ColumnTotal(column: $0.key, kind: $0.value) }
        return SectionPlan(
            groupColumns: groups, groupNames: groups.map { groupTitles[$0] }, totals: totals,
            sortGroups: request.sortGroups, collapsed: request.collapsed,
            maxGroups: request.maxGroups, maxIndexBytes: request.maxIndexBytes,
            maxGroupsOrigin: request.maxGroupsOrigin, maxIndexBytesOrigin: request.maxIndexBytesOrigin,
            labelColumn: schema.columns.indices.first { kinds[$0] == nil })
    }

    /// The label of a section's footer (`Total West`, `Average West`): it says what its totals
    /// are, so an average is not read as a sum.
    public func footerLabel(for section: SectionHeader) -> String { footerLabels(for: section)[0] }

    /// The footer's label, then a shorter one for a table that has no room for it: the
    /// section's value alone, which the rule above the row already marks as its totals.
    public func footerLabels(for section: SectionHeader) -> [String] {
        ["\(totalsWord) \(section.shownValue)", section.shownValue]
    }

    /// The label of the grand total row: `Grand total`, `Overall average`; without sections
    /// the word alone.
    public func grandTotalLabel() -> String { grandTotalLabels()[0] }

    /// The grand total's label, then the word alone for a table that has no room for it.
    public func grandTotalLabels() -> [String] {
        guard isGrouped else { return [totalsWord] }
        return [totalsWord == "Total" ? "Grand total" : "Overall " + totalsWord.lowercased(), totalsWord]
    }

    /// What the totals are: `Total` for sums (and counts beside them), `Average`, `Count`,
    /// `Minimum`, `Maximum`; kinds that differ in short, in column order (`Avg/total`), so the
    /// label still fits before the first total.
    var totalsWord: String {
        let hasSum = totals.contains { $0.kind == .sum }
        var kinds: [TotalKind] = []
        for total in totals where !(hasSum && total.kind == .count) && !kinds.contains(total.kind) {
            kinds.append(total.kind)
        }
        guard kinds.count > 1 else {
            switch kinds.first ?? .sum {
            case .sum: return "Total"
            case .avg: return "Average"
            case .count: return "Count"
            case .min: return "Minimum"
            case .max: return "Maximum"
            }
        }
        let joined = kinds.map { $0 == .sum ? "total" : $0.rawValue }.joined(separator: "/")
        return joined.prefix(1).uppercased() + joined.dropFirst()
    }

    /// How a total is shown: its column's format; an average with two more fraction digits
    /// (a plain decimal, currency or percent format without a pattern); a count as a grouped
    /// whole number in the column's locale, whatever the column's format.
    public func totalFormats(schema: Schema, locale: String) -> [NumberFormat?] {
        var formats = [NumberFormat?](repeating: nil, count: schema.columns.count)
        for total in totals {
            let column = schema.columns[total.column]
            switch total.kind {
            case .sum, .min, .max:
                formats[total.column] = column.format
            case .avg:
                formats[total.column] = column.format.map(Self.averageFormat)
            case .count:
                formats[total.column] = NumberFormat(
                    style: .decimal, locale: column.format?.locale ?? locale,
                    minimumFractionDigits: 0, maximumFractionDigits: 0, grouping: true)
            }
        }
        return formats
    }

    static func averageFormat(_ format: NumberFormat) -> NumberFormat {
        guard format.pattern == nil, [.decimal, .currency, .percent, .none].contains(format.style) else {
            return format
        }
        var average = format
        // A column shown with each value's own digits gives its averages the column's most
        // fraction digits and two more, fixed: an average's own digits are mostly noise.
        let columnDigits =
            format.shortestDigits?.alignedFractionDigits
            ?? format.maximumFractionDigits ?? format.minimumFractionDigits ?? 0
        average.shortestDigits = nil
        let maximum = min(columnDigits + 2, 15)
        average.maximumFractionDigits = maximum
        average.minimumFractionDigits = maximum
        return average
    }

    /// The widest a total can be shown, per column (nil where a column has no total). Any sum of
    /// a column's values, a section's or the grand total, lies between minus the sum of its
    /// negative values and the sum of its positive ones (`NumberTraits`), which the first pass
    /// keeps; averages, minima and maxima lie between the extremes.
    func totalCells(schema: Schema, profile: DataProfile, locale: String) -> [Int?] {
        let formats = totalFormats(schema: schema, locale: locale)
        var cells = [Int?](repeating: nil, count: schema.columns.count)
        for total in totals {
            guard let format = formats[total.column] else { continue }
            let renderer = NumberRenderer(format)
            let columnProfile = profile.columns[total.column]
            let low = columnProfile.minimum.isFinite ? columnProfile.minimum : 0
            let high = columnProfile.maximum.isFinite ? columnProfile.maximum : 0
            var candidates: [Double]
            switch total.kind {
            case .sum:
                let traits = columnProfile.numberTraits
                let digits = columnProfile.maxFractionDigits
                candidates = [
                    low, high, Self.outward(traits.positiveSum, digits: digits),
                    -Self.outward(traits.negativeSum, digits: digits),
                ]
            case .avg, .min, .max: candidates = [low, high]
            case .count: candidates = [Double(columnProfile.nonMissing)]
            }
            if total.kind != .count, columnProfile.extremes > 0 {
                candidates += [columnProfile.extremeMinimum, columnProfile.extremeMaximum]
            }
            // Shortest digits line decimal points up: a total takes the aligned width.
            cells[total.column] = candidates.map { TerminalText.displayWidth(renderer.alignedString($0)) }.max()
        }
        return cells
    }

    /// A sum of doubles rounded away from zero to the values' fraction digits, past the error
    /// of its additions, so that its width is never less than the exact sum's.
    static func outward(_ sum: Double, digits: Int) -> Double {
        guard sum > 0, sum.isFinite else { return sum.isFinite ? 0 : sum }
        var scale = 1.0
        for _ in 0..<min(max(digits, 0), 15) { scale *= 10 }
        let padded = sum * (1 + 1e-12)
        let units = (padded * scale).rounded(.up)
        return units < 9e15 ? units / scale : padded
    }
}

extension SectionPlan {
    /// The plan as `inspect` prints it, a line per part:
    /// `group by: species › island (first appearance), rows in file order` and
    /// `totals: body_mass_g avg #,##0.00 (4,201.75), sex count #,##0`.
    public func summary(schema: Schema, locale: String) -> String {
        var lines: [String] = []
        func name(_ column: Int) -> String {
            let name = schema.columns[column].name
            return TerminalText.sanitize(name.isEmpty ? String(column + 1) : name)
        }
        if isGrouped {
            let order = sortGroups ? "sorted by value" : "in order of first appearance"
            lines.append(
                "group by: "
                    + groupColumns.indices.map { level in
                        groupColumns[level] < schema.columns.count
                            ? name(groupColumns[level]) : TerminalText.sanitize(groupNames[level])
                    }.joined(separator: " › ")
                    + " (sections \(order), rows in file order\(collapsed ? "; collapsed: headers and totals only" : ""))"
            )
        }
        if hasTotals {
            let formats = totalFormats(schema: schema, locale: locale)
            let parts = totals.map { total -> String in
                var text = "\(name(total.column)) \(total.kind.rawValue)"
                if let format = formats[total.column] {
                    let excel = ExcelNumberFormat.code(for: format).map { " \($0)" } ?? ""
                    text +=
                        "\(excel) (subtotal function \(total.kind.subtotalFunction(numberColumn: schema.columns[total.column].type == .number)))"
                }
                return text
            }
            lines.append(
                "totals: " + parts.joined(separator: ", ")
                    + (isGrouped ? "; under each section and at the end" : "; at the end"))
        }
        return lines.joined(separator: "\n")
    }
}
