/// Puts a report's added columns (`ReadOptions.added`) among its decoded columns: after the shown
/// ones, before those read only to filter or sort by; each checked against the columns before it,
/// typed by its expression, profiled by a pass over the rows (only the columns it reads decoded,
/// nothing kept from one row to the next) and formatted from its operands.
enum AddedColumnBuilder {
    /// `settings` without the column settings that name an added column and no column of the
    /// file, and those settings for each added column, in order.
    static func split(_ settings: ReportSettings, added: [AddedColumn], names: [String]) -> (
        ReportSettings, [ColumnSettings]
    ) {
        var kept = settings
        var given = [ColumnSettings](repeating: ColumnSettings(), count: added.count)
        let addedNames = added.map(\.name)
        kept.columns = settings.columns.filter { entry in
            guard ColumnLookup.titleIndex(of: entry.column, in: names) == nil,
                let index = ColumnLookup.titleIndex(of: entry.column, in: addedNames)
            else { return true }
            given[index].merge(entry.settings)
            return false
        }
        return (kept, given)
    }

    /// Where each decoded column comes from.
    fileprivate enum Source {
        case field(Int)
        case added(Int)
    }

    /// What `build` makes: the decoded columns and their profiles, the plan, how many are shown
    /// and where each of the file's columns went.
    struct Built {
        var schema: Schema
        var profile: DataProfile
        var plan: AddedColumnPlan
        var shown: Int
        var positions: [Int]
        /// The added columns' profiles were learnt in the first pass (`AddedProfilesAhead`).
        var profiledAhead = false
    }

    /// What `plan` makes: the decoded columns typed (the added ones not yet formatted, their
    /// profiles not yet learnt), the plan, how many are shown and where every column came from.
    struct Planned {
        fileprivate var order: [Source]
        var columns: [Column]
        var plan: AddedColumnPlan
        var shown: Int
        var positions: [Int]
    }

    /// The decoded columns with the added ones among them: at their `places` among the shown
    /// columns (`--select`; nil: after the shown ones), the others after every shown one; then
    /// the file's columns read only to filter or sort by. `ahead`: the added columns' profiles
    /// the first pass learnt on a guess (`AddedProfilesAhead`), used when the plan agrees with it.
    static func build(
        _ added: [AddedColumn], places: [Int?]?, schema: Schema, profile: DataProfile, shown: Int,
        given: [ColumnSettings], settings: ReportSettings, records: RecordSet, ahead: AddedProfilesAhead? = nil
    ) throws -> Built {
        let planned = try plan(
            added, places: places, schema: schema, profile: profile, shown: shown, given: given, settings: settings,
            records: records)
        let learnt = ahead?.take(agreeingWith: planned, chunks: records.chunks.count)
        let profiles = learnt ?? profiles(planned.plan, schema: Schema(columns: planned.columns), records: records)
        var columns = planned.columns
        for (k, column) in planned.plan.columns.enumerated() where columns[column.position].type == .number {
            columns[column.position].format = AddedColumnFormat.of(column.node, columns: columns).numberFormat(
                profile: profiles[k], name: column.definition.name, settings: given[k], report: settings)
        }
        let profileColumns = planned.order.map { source -> ColumnProfile in
            switch source {
            case .field(let field): return profile.columns[field]
            case .added(let k): return profiles[k]
            }
        }
        return Built(
            schema: Schema(columns: columns),
            profile: DataProfile(columns: profileColumns, rowCount: profile.rowCount, byteCount: profile.byteCount),
            plan: planned.plan, shown: planned.shown, positions: planned.positions, profiledAhead: learnt != nil)
    }

    /// The decoded columns of `build`, typed and checked, before their profiles are learnt: what
    /// a guess of the schema makes too (`AddedProfilesAhead`).
    static func plan(
        _ added: [AddedColumn], places: [Int?]?, schema: Schema, profile: DataProfile, shown: Int,
        given: [ColumnSettings], settings: ReportSettings, records: RecordSet
    ) throws -> Planned {
        let places = places ?? added.indices.map { shown + $0 }
        let placedBy = Dictionary(
            places.enumerated().compactMap { k, place in place.map { ($0, k) } }, uniquingKeysWith: { a, _ in a })
        var order: [Source] = []
        var nextField = 0
        var place = 0
        while order.count < shown + placedBy.count {
            if let k = placedBy[place] {
                order.append(.added(k))
            } else if nextField < shown {
                order.append(.field(nextField))
                nextField += 1
            }
            place += 1
        }
        let shownCount = order.count
        order += places.indices.filter { places[$0] == nil }.map { .added($0) }
        order += (shown..<schema.columns.count).map { .field($0) }
        var columns: [Column] = []
        var fields: [Int?] = []
        var positions = [Int](repeating: 0, count: schema.columns.count)
        var addedPositions = [Int](repeating: 0, count: added.count)
        for (position, source) in order.enumerated() {
            switch source {
            case .field(let field):
                var column = schema.columns[field]
                column.index = position
                columns.append(column)
                fields.append(field)
                positions[field] = position
            case .added(let k):
                columns.append(Column(index: position, name: added[k].name, type: .text))
                fields.append(nil)
                addedPositions[k] = position
            }
        }
        let recordNames = schema.columns.map(\.name)
        var computed: [ComputedColumn] = []
        let titles = columns.map(\.name)
        for (k, definition) in added.enumerated() {
            if let range = definition.spark {
                try checkName(definition, at: k, added: added, recordNames: recordNames)
                let position = addedPositions[k]
                columns[position].width = given[k].width
                columns[position].binding = given[k].binding
                columns[position].alignment = given[k].alignment
                let sources = try SparkColumns.positions(
                    of: range, in: schema, profile: profile, fileFields: records.projection?.fields,
                    positions: positions,
                    definition: definition)
                computed.append(
                    ComputedColumn(
                        position: position, definition: definition, node: .constant(.text("")), type: .text,
                        dateDisplay: nil, hasTime: false, spark: sources, asciiSpark: records.options.asciiSparklines))
                continue
            }
            let definition = try definition.reread(titles: titles)
            try checkNames(definition, at: k, added: added, recordNames: recordNames)
            let checker = ExpressionChecker(columns: columns, text: definition.text, origin: definition.origin)
            let (node, type) = try checker.compile(definition.syntax)
            let position = addedPositions[k]
            let hasTime = node.columns.contains { columns[$0].type == .dateTime || columns[$0].type == .time }
            var column = columns[position]
            switch type {
            case .number: column.type = .number
            case .date:
                column.type = hasTime ? .dateTime : .date
                column.dateDisplay = try settings.dateDisplay?.form(for: column.type, locale: settings.locale)
            case .text, .boolean: column.type = .text
            }
            column.width = given[k].width
            column.binding = given[k].binding
            column.alignment = given[k].alignment
            columns[position] = column
            computed.append(
                ComputedColumn(
                    position: position, definition: definition, node: node, type: type,
                    dateDisplay: column.dateDisplay, hasTime: hasTime))
        }
        return Planned(
            order: order, columns: columns, plan: AddedColumnPlan(fields: fields, columns: computed), shown: shownCount,
            positions: positions)
    }

    /// A sparkline's name taken already.
    static func checkName(_ definition: AddedColumn, at k: Int, added: [AddedColumn], recordNames: [String])
        throws
    {
        if ColumnLookup.titleIndex(of: definition.name, in: recordNames + added.prefix(k).map(\.name)) != nil {
            throw GridReportError(
                SparkError.nameTaken(definition.name, text: definition.text, origin: definition.origin))
        }
    }

    /// A name taken already, or one that reads itself or a column added after it.
    private static func checkNames(_ definition: AddedColumn, at k: Int, added: [AddedColumn], recordNames: [String])
        throws
    {
        func problem(_ problem: ExpressionError.Problem) -> GridReportError {
            GridReportError(ExpressionError.problem(problem, text: definition.text, origin: definition.origin))
        }
        if ColumnLookup.titleIndex(of: definition.name, in: recordNames + added.prefix(k).map(\.name)) != nil {
            throw problem(.duplicateName(definition.name))
        }
        for name in definition.syntax.names where ColumnLookup.titleIndex(of: name, in: recordNames) == nil {
            if ColumnLookup.titleIndex(of: name, in: [definition.name]) != nil {
                throw problem(.usesItself(definition.name))
            }
            if let later = ColumnLookup.titleIndex(of: name, in: added.suffix(from: k + 1).map(\.name)) {
                throw problem(.usedBeforeDefined(added[k + 1 + later].name, by: definition.name))
            }
        }
    }

    /// The added columns' profiles: a pass over the rows on every core, each chunk's rows decoded
    /// in the columns the added ones read. A value that cannot be read ends it: the read that
    /// shows the rows says where, after the rows before it.
    private static func profiles(_ plan: AddedColumnPlan, schema: Schema, records: RecordSet) -> [ColumnProfile] {
        let positions = plan.columns.map(\.position)
        let types = positions.map { schema.columns[$0].type }
        let empty = plan.columns.map { ColumnProfile(name: $0.definition.name) }
        var profiles = empty
        let source = RowSource(records: records, schema: schema, added: plan)
        try? source.forEachChunk(
            transform: { chunk in
                var local = empty
                try chunk.forEachKeyRow(columns: positions) { row, _, _, _ in
                    for k in positions.indices {
                        RowProfiler.note(row.items[positions[k]], type: types[k], into: &local[k], isFirstColumn: false)
                    }
                }
                return local
            },
            consume: { local in
                for k in profiles.indices { profiles[k].append(local[k]) }
            })
        return profiles
    }
}
