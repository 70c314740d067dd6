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
        /// When every added column is a number computed by arithmetic alone (`numbers`):
        /// the decoded fields they read, by position and record field, and their programs.
        let numbers: (operands: [(position: Int, field: Int)], programs: [ExpressionProgram])?

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
            let programs = planned.plan.columns.compactMap(\.arithmetic)
            numbers =
                programs.count == planned.plan.columns.count
                ? (
                    columns.compactMap { [planned] position in
                        planned.plan.fields[position].map { (position: position, field: $0) }
                    }, programs
                ) : nil
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

        func watch(_ reader: CSVReader, each: (CSVReader, inout RecordNumbers) throws -> Void) throws {
            if let numbers = guess.numbers {
                return try watchNumbers(reader, operands: numbers.operands, programs: numbers.programs, each: each)
            }
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

        /// `watch` for added columns that are numbers computed by arithmetic alone: their
        /// operands read as numbers (`RowDecoder.number`, the profile's parsed numbers taken),
        /// the columns computed over them in order (`ExpressionProgram.arithmetic`) and noted
        /// (`RowProfiler.note(number:into:)`), without making a row of items: the same values
        /// and profiles as the rows the other loop makes.
        private func watchNumbers(
            _ reader: CSVReader, operands: [(position: Int, field: Int)], programs: [ExpressionProgram],
            each: (CSVReader, inout RecordNumbers) throws -> Void
        ) throws {
            let (decoder, positions) = (guess.decoder, guess.positions)
            var profiles = self.profiles
            var failed = false
            defer { (self.profiles, self.failed) = (profiles, failed) }
            var numbers = RecordNumbers()
            let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: decoder.schema.columns.count)
            values.initialize(repeating: .nan)
            defer {
                numbers.deallocate()
                values.deallocate()
            }
            while try reader.next() {
                numbers.clear()
                try each(reader, &numbers)
                guard !failed else { continue }
                do {
                    for operand in operands {
                        values[operand.position] = try decoder.number(
                            reader, field: operand.field, at: operand.position, numbers: numbers)
                    }
                } catch {
                    failed = true
                    continue
                }
                // Through the buffer, so that no program need be copied out of the array.
                programs.withUnsafeBufferPointer { programs in
                    for k in programs.indices {
                        let value = programs[k].arithmetic(values)
                        // An added column read by a later one: its cell, empty when not finite.
                        values[positions[k]] = value.isFinite ? value : .nan
                        RowProfiler.note(number: value, into: &profiles[k])
                    }
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
