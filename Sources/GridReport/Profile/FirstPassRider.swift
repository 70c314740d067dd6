/// Work a later stage does with each chunk's records while the first pass profiles them, so that
/// it need not read the file again: a filtered top N (`TopRowsAhead`), the added columns' profiles
/// (`AddedProfilesAhead`). The columns' types are known only when the pass ends, so a rider works
/// on a guess made from a chunk's own profile (the first chunk's, for the chunks after it); its
/// stage keeps the result only when the final schema agrees with every guess worked on, and reads
/// the file again as before otherwise.
protocol FirstPassRider: AnyObject, Sendable {
    /// What to do with each record of a chunk about to be profiled, on its worker: by the guess
    /// made already; nil when none is made yet, or the rider gave up.
    func watcher() -> (any RecordWatcher)?
    /// A watcher by a guess made from `profile`, a chunk's (its columns named as the file's), read
    /// as `records` read it; the guess is kept for the chunks after it when it is the first. Nil
    /// when the rider gave up, or no guess can be made (it then gives up).
    func watcher(guessingFrom profile: DataProfile, records: RecordSet) -> (any RecordWatcher)?
    /// A chunk's watcher once it watched every record of the chunk, on the pass's thread, in file
    /// order; nil: the chunk was not watched (the rider gives up).
    func consume(_ watcher: (any RecordWatcher)?)
    /// The pass is read again from the start (the input was not UTF-8): what was watched is void.
    func giveUp()
}

/// What a rider does with one chunk's records, on the chunk's worker.
protocol RecordWatcher: AnyObject {
    /// Reads the reader's records to the end, each handed to `each` first (the profile's step),
    /// then watched. The loop is the watcher's so that what it reads with (a decoder, a filter)
    /// is held in locals, not fetched for every record. A value the guess cannot decode ends the
    /// watching (the rider then gives up): the stage's own pass finds it, where it finds it today.
    /// `each` notes into the `RecordNumbers` it is handed the numbers it parsed of the record,
    /// which the watcher may use rather than parse them again.
    func watch(_ reader: CSVReader, each: (CSVReader, inout RecordNumbers) throws -> Void) throws
}

/// The numbers the profile's step parsed of the current record (`NumberParser`'s `.number`
/// results, of the first 64 fields), so that a rider decoding those fields as a number column
/// does takes them rather than parsing the same bytes again: a field so parsed is not missing,
/// and decodes to that number (the step and the rider read with the same options). A field not
/// noted is decoded as before. Cleared for each record.
struct RecordNumbers {
    static let capacity = 64
    private let values: UnsafeMutablePointer<Double>
    private var known: UInt64 = 0

    /// Storage for `capacity` values, freed by `deallocate`.
    init() {
        values = .allocate(capacity: Self.capacity)
    }

    func deallocate() { values.deallocate() }

    @inline(__always)
    mutating func note(_ value: Double, field: Int) {
        guard field < Self.capacity else { return }
        values[field] = value
        known |= 1 &<< UInt64(field)
    }

    @inline(__always)
    mutating func clear() { known = 0 }

    /// The number noted for `field` of the current record, if one was.
    @inline(__always)
    func number(field: Int) -> Double? {
        field < Self.capacity && known & (1 &<< UInt64(field)) != 0 ? values[field] : nil
    }
}

extension RecordWatcher {
    /// The loop of a watcher that decodes: each record handed to `each` (the profile's step),
    /// then decoded in `columns` (`RowDecoder.decodingOrder`) into one reused row and handed to
    /// `body`, until a value does not decode; then `failed` is set and only `each` runs. Inlined
    /// into each watcher so that its decoder and what `body` writes stay in locals.
    @inline(__always)
    func watchDecoded(
        _ reader: CSVReader, decoder: RowDecoder, columns: [Int], failed: inout Bool,
        each: (CSVReader, inout RecordNumbers) throws -> Void, _ body: (GridRow) -> Void
    ) throws {
        var row = GridRow(items: [], line: 0)
        var numbers = RecordNumbers()
        defer { numbers.deallocate() }
        while try reader.next() {
            numbers.clear()
            try each(reader, &numbers)
            guard !failed else { continue }
            do {
                try decoder.decode(reader, columns: columns, into: &row, numbers: numbers)
            } catch {
                failed = true
                continue
            }
            body(row)
        }
    }
}
