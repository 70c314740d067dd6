import Foundation

/// A sorted top N (`--sort` with `--limit`), filtered, asked for before the report is made, so
/// that its first pass keeps the top rows as it goes (`TopRowsAhead`) and the file is read once:
/// `Report.shape` then takes them instead of reading every record again, when the types agree.
public struct TopRowsRequest: Sendable, Equatable {
    public var shape: RowShape
    public var limit: Int
    public var sortBudget: Int

    public init(shape: RowShape, limit: Int, sortBudget: Int = Report.defaultSortBudget) {
        self.shape = shape
        self.limit = limit
        self.sortBudget = sortBudget
    }
}

/// The top N of a `TopRowsRequest`, kept while the first pass profiles the records
/// (`FirstPassRider`): each record's filter and key columns decoded by the schema a chunk's
/// profile calls for, its entry made as the sort's key pass makes it (`EntryWriter`). The final
/// schema decides: when it types the filter's and the keys' columns as every guess did (and
/// every other column's values decode, so no bad value is passed over), the entries are those
/// the key pass would make, and the rows the same; otherwise the key pass runs as before.
///
/// What the first pass still gathers whole is the profile: every column's type, format and
/// width, what the top rows are shown with (the widths and digits of the whole file's values,
/// not of the rows shown), and the count of rows the filter keeps (`See All (N)`).
final class TopRowsAhead: FirstPassRider, @unchecked Sendable {
    let request: TopRowsRequest
    private let settings: ReportSettings
    private let locale: String
    /// The top rows kept so far, the watched chunks' entries added in file order.
    private let ledger: GuessLedger<Guess, SortedRecords>

    /// `settings` type the columns as the report will (`SchemaBuilder`); text is collated in `locale`.
    init(_ request: TopRowsRequest, settings: ReportSettings, locale: String) {
        self.request = request
        self.settings = settings
        self.locale = locale
        ledger = GuessLedger(SortedRecords(budget: request.sortBudget, limit: request.limit))
    }

    /// The schema a chunk's profile calls for, and the filter, order and decoder checked against it.
    final class Guess: @unchecked Sendable {
        let schema: Schema
        let filter: RowFilter?
        let order: SortOrder
        let decoder: RowDecoder
        /// The filter's and the keys' columns, as decoded.
        let columns: [Int]

        init(
            profile: DataProfile, request: TopRowsRequest, settings: ReportSettings, locale: String,
            options: ReadOptions
        )
            throws
        {
            schema = try SchemaBuilder.build(profile: profile, settings: settings)
            let conditions = request.shape.conditions
            filter = conditions.isEmpty ? nil : try RowFilter(conditions, schema: schema)
            order = try SortOrder(request.shape.sortKeys, schema: schema, locale: locale)
            decoder = RowDecoder(schema: schema, options: options)
            columns = Set(order.columns + (filter?.columns ?? [])).sorted()
        }

        /// Whether the report's own filter, order and schema would make the same entries.
        func agrees(filter: RowFilter?, order: SortOrder, schema: Schema) -> Bool {
            guard self.order.keys == order.keys, self.schema.columns.count == schema.columns.count else { return false }
            switch (self.filter, filter) {
            case (nil, nil): break
            case (let guessed?, let final?): guard guessed.testsEqual(final) else { return false }
            default: return false
            }
            return columns.allSatisfy { RowDecoder.decodesAlike(self.schema.columns[$0], schema.columns[$0]) }
        }
    }

    final class Watcher: RecordWatcher {
        let guess: Guess
        private let collation: Collation?
        private(set) var entries = EntryWriter()
        private(set) var failed = false

        init(_ guess: Guess) {
            self.guess = guess
            collation = guess.order.needsCollation ? Collation(locale: guess.order.locale) : nil
        }

        func watch(_ reader: CSVReader, each: (CSVReader, inout RecordNumbers) throws -> Void) throws {
            let (test, order, collation) = (guess.filter?.test, guess.order, self.collation)
            var entries = EntryWriter()
            var failed = false
            defer { (self.entries, self.failed) = (entries, failed) }
            try watchDecoded(reader, decoder: guess.decoder, columns: guess.columns, failed: &failed, each: each) {
                row in
                if let test, !test.accepts(row) { return }
                reader.withCurrentRecord { record in
                    entries.add(
                        row, record: record, start: reader.currentRecordOffset, order: order, collation: collation,
                        group: nil)
                }
            }
        }
    }

    func watcher() -> (any RecordWatcher)? {
        ledger.firstGuess.map(Watcher.init)
    }

    func watcher(guessingFrom profile: DataProfile, records: RecordSet) -> (any RecordWatcher)? {
        ledger.guess {
            try Guess(profile: profile, request: request, settings: settings, locale: locale, options: records.options)
        }.map(Watcher.init)
    }

    func consume(_ watcher: (any RecordWatcher)?) {
        guard let watcher = watcher as? Watcher, !watcher.failed else { return giveUp() }
        ledger.add(watchedBy: watcher.guess) { sorted in try sorted.add(watcher.entries) }
    }

    func giveUp() {
        ledger.giveUp()
    }

    /// The sorted top rows, when `request` is what was asked ahead, every one of the `chunks`
    /// was watched and every guess agrees with the report's `filter`, `order` and `schema`; nil
    /// otherwise. Taken once: the rider holds nothing after.
    func take(_ request: TopRowsRequest, filter: RowFilter?, order: SortOrder, schema: Schema, chunks: Int) throws
        -> SortedRecords?
    {
        guard
            let sorted = ledger.take(
                chunks: chunks, agrees: { $0.agrees(filter: filter, order: order, schema: schema) }),
            request == self.request
        else { return nil }
        try sorted.finish()
        return sorted
    }
}

extension Report {
    /// Takes the top rows the first pass kept (`TopRowsAhead`) for `request`, when they are what
    /// the sort's key pass would keep; false leaves the sort to the key pass. The filter is set.
    func takeTopRowsAhead(_ request: TopRowsRequest) throws -> Bool {
        guard let ahead = topRowsAhead else { return false }
        topRowsAhead = nil
        guard rows.store == nil, rows.decoder.added == nil else { return false }
        let order = try SortOrder(request.shape.sortKeys, schema: rows.fullSchema, locale: collationLocale)
        // The other columns are left undecoded, as the key pass leaves them when their values all
        // decode; when some do not, the key pass decodes them and finds the first bad one.
        let needed = Set(order.columns + (rows.filter?.columns ?? []))
        guard decodeLazily(rows.fullSchema.columns.map(\.index).filter { !needed.contains($0) }),
            let sorted = try ahead.take(
                request, filter: rows.filter, order: order, schema: rows.fullSchema, chunks: rows.records.chunks.count)
        else { return false }
        rows.order = sorted
        sortRequest = (request.shape.sortKeys, request.sortBudget)
        shapedRowCount = sorted.count
        workedInFirstPass = true
        return true
    }
}
