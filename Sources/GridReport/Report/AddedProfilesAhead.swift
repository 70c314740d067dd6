import Foundation

/// The added columns' profiles (`AddedColumnBuilder`), learnt while the first pass profiles the
/// records (`FirstPassRider`) instead of in a pass of their own: each record's operands decoded
/// by the schema a chunk's profile calls for, the added columns computed from them and noted
/// (`RowProfiler.note`), as that pass notes them. The final plan decides: when its added columns
/// are those of every guess (the same checked expressions, at the same places, of the same
/// types) and their operands decode alike, the profiles are those the pass would learn;
/// otherwise the pass runs as before.
final class AddedProfilesAhead: FirstPassRider, @unchecked Sendable {
    private let read: ReadOptions
    private let settings: ReportSettings
    /// The added columns' profiles, joined in file order.
    private let ledger: GuessLedger<Guess, [ColumnProfile]>

    init(read: ReadOptions, settings: ReportSettings) {
        self.read = read
        self.settings = settings
        ledger = GuessLedger(read.added.map { ColumnProfile(name: $0.name) })
    }

    /// The decoded columns a chunk's profile calls for, with the added ones planned among them.
    final class Guess: @unchecked Sendable {
        let planned: AddedColumnBuilder.Planned
        let decoder: RowDecoder
        /// The added columns' positions and types, and what is decoded to compute them.
        let positions: [Int]
        let types: [ColumnType]
        let columns: [Int]

        init(profile: DataProfile, records: RecordSet, read: ReadOptions, settings: ReportSettings) throws {
            let file = try FileColumns(profile: profile, records: records, read: read, settings: settings)
            planned = try AddedColumnBuilder.plan(
                read.added, places: records.projection?.addedPlaces, schema: file.schema, profile: profile,
                shown: file.shown, given: file.addedSettings, settings: settings, records: records)
            let decoder = RowDecoder(
                schema: Schema(columns: planned.columns), options: records.options, added: planned.plan)
            let positions = planned.plan.columns.map(\.position)
            types = positions.map { [planned] in planned.columns[$0].type }
            columns = decoder.decodingOrder(positions)
            (self.decoder, self.positions) = (decoder, positions)
        }

        /// Whether `final` computes the added columns as this guess did, from operands decoded alike.
        func agrees(with final: AddedColumnBuilder.Planned) -> Bool {
            let (mine, theirs) = (planned.plan, final.plan)
            guard mine.fields == theirs.fields, mine.columns.count == theirs.columns.count,
                planned.columns.count == final.columns.count
            else { return false }
            for (a, b) in zip(mine.columns, theirs.columns) {
                guard a.position == b.position, a.definition == b.definition, a.node == b.node, a.type == b.type,
                    a.hasTime == b.hasTime, a.dateDisplay == b.dateDisplay, a.spark == nil, b.spark == nil,
                    planned.columns[a.position].type == final.columns[b.position].type
                else { return false }
            }
            return columns.allSatisfy { position in
                mine.fields[position] == nil
                    || RowDecoder.decodesAlike(planned.columns[position], final.columns[position])
            }
        }
    }

    final class Watcher: RecordWatcher {
        let guess: Guess
        private(set) var profiles: [ColumnProfile]
        private(set) var failed = false

        init(_ guess: Guess) {
            self.guess = guess
            profiles = guess.positions.map { _ in ColumnProfile(name: "") }
        }

        func watch(_ reader: CSVReader, each: (CSVReader) throws -> Void) throws {
            let (positions, types) = (guess.positions, guess.types)
            var profiles = self.profiles
            var failed = false
            defer { (self.profiles, self.failed) = (profiles, failed) }
            try watchDecoded(reader, decoder: guess.decoder, columns: guess.columns, failed: &failed, each: each) {
                row in
                for k in positions.indices {
                    RowProfiler.note(row.items[positions[k]], type: types[k], into: &profiles[k], isFirstColumn: false)
                }
            }
        }
    }

    func watcher() -> (any RecordWatcher)? {
        ledger.firstGuess.map(Watcher.init)
    }

    func watcher(guessingFrom profile: DataProfile, records: RecordSet) -> (any RecordWatcher)? {
        ledger.guess { try Guess(profile: profile, records: records, read: read, settings: settings) }.map(Watcher.init)
    }

    func consume(_ watcher: (any RecordWatcher)?) {
        guard let watcher = watcher as? Watcher, !watcher.failed else { return giveUp() }
        ledger.add(watchedBy: watcher.guess) { profiles in
            for k in profiles.indices { profiles[k].append(watcher.profiles[k]) }
        }
    }

    func giveUp() {
        ledger.giveUp()
    }

    /// The added columns' profiles, when every one of the `chunks` was watched and every guess
    /// agrees with `planned`; nil otherwise. Taken once.
    func take(agreeingWith planned: AddedColumnBuilder.Planned, chunks: Int) -> [ColumnProfile]? {
        ledger.take(chunks: chunks) { $0.agrees(with: planned) }
    }
}
