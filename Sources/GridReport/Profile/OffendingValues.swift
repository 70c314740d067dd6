/// Why a column that is nearly all numbers (or dates) is text: the few values that are not, kept
/// while they are few. At most `maximumDistinct` distinct values of at most `maximumBytes` bytes
/// are kept, with their counts; one more, a longer one, or an identifier (`007`) ends the
/// tracking, so memory stays bounded whatever the rows, and a text column costs one check a value.
///
/// It sees the values the first pass does not count otherwise: those after the column stopped
/// being all numbers or all dates. `ColumnProfile`'s own counts cover the values before.
public struct OffendingValues: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var bytes: [UInt8]
        public var count: Int
        public var value: String { String(decoding: bytes, as: UTF8.self) }
    }

    public private(set) var entries: [Entry] = []
    /// Numbers and dates among the values seen here (those after the column's first other value).
    public private(set) var laterNumbers = 0
    public private(set) var laterDates = 0
    /// Too many or too long other values, or an identifier: there is nothing short to say.
    public private(set) var gaveUp = false

    static let maximumDistinct = 4
    static let maximumBytes = 24

    public init() {}

    public var total: Int { entries.reduce(0) { $0 + $1.count } }

    /// A value of a column no longer all numbers or all dates.
    mutating func note(_ bytes: UnsafeBufferPointer<UInt8>, parser: NumberParser) {
        guard !gaveUp else { return }
        switch parser.parse(bytes) {
        case .number: laterNumbers += 1
        case .identifier, .longInteger, .outOfRange: giveUp()
        case .notANumber:
            if DateParser.parse(bytes) != nil {
                laterDates += 1
            } else if CurrencyAmount.parse(bytes, parser: parser) != nil {
                // An amount (`$5.00`) is a number here too, whatever its symbol: a column that
                // mixes currencies is not advised to read any as missing.
                laterNumbers += 1
            } else {
                add(bytes, count: 1)
            }
        }
    }

    private mutating func add(_ bytes: some Collection<UInt8>, count: Int) {
        if let index = entries.firstIndex(where: { $0.bytes.elementsEqual(bytes) }) {
            entries[index].count += count
        } else if entries.count < Self.maximumDistinct && bytes.count <= Self.maximumBytes {
            entries.append(Entry(bytes: Array(bytes), count: count))
        } else {
            giveUp()
        }
    }

    /// Forgets the counts too: what a column gave up on must not depend on where the chunks were
    /// cut, and one reader stops counting here while a later chunk's own counts would be dropped.
    private mutating func giveUp() {
        gaveUp = true
        entries = []
        laterNumbers = 0
        laterDates = 0
    }

    /// Takes in the values of the next chunk; `numbers`, `dates` and `identifiers` are the later
    /// chunk's own leading counts that this one's column cannot take in as all numbers or dates.
    mutating func append(_ later: OffendingValues, numbers: Int, dates: Int, identifiers: Int) {
        guard !gaveUp else { return }
        if later.gaveUp || identifiers > 0 { return giveUp() }
        laterNumbers += later.laterNumbers + numbers
        laterDates += later.laterDates + dates
        for entry in later.entries where !gaveUp { add(entry.bytes, count: entry.count) }
    }
}

/// A column that is text only because of a few values that are not numbers or dates: what they
/// are and how to read them as missing.
public struct TypingExplanation: Sendable, Equatable {
    public var column: String
    /// What the column would be without them: number or date.
    public var wouldBe: ColumnType
    public var values: [OffendingValues.Entry]
    /// The missing values to give instead (those in force and these).
    public var missingValues: [String]

    public init?(column: String, profile: ColumnProfile, missingValues: [String]) {
        let offending = profile.offending
        let count = offending.total
        // A column that mixes currencies stays text whatever is read as missing.
        guard !offending.gaveUp, count > 0, profile.identifiers == 0, profile.outOfRange == 0,
            !profile.currencySymbolsDiffer
        else { return nil }
        let numbers = profile.numbers + offending.laterNumbers
        let dates = profile.temporal + offending.laterDates
        if numbers > 0 && numbers + count == profile.nonMissing {
            wouldBe = .number
        } else if dates > 0 && dates + count == profile.nonMissing {
            wouldBe = .date
        } else {
            return nil
        }
        self.column = column
        values = offending.entries.sorted { $0.count > $1.count }
        self.missingValues = missingValues.filter { !$0.isEmpty } + values.map(\.value)
    }

    /// `column "isig" is text only because 1,061 values are not numbers: 1,061 × 'nil'; pass
    /// --na 'NA,…,nil' to read them as missing`.
    public var sentence: ErrorText {
        let count = values.reduce(0) { $0 + $1.count }
        let kind = wouldBe == .number ? "numbers" : "dates"
        // Values and names come from the input: shown as the table shows them, controls escaped.
        let list = values.map { "\(CSVReader.grouped($0.count)) × '\(TerminalText.sanitize($0.value))'" }
            .joined(separator: ", ")
        let na = TerminalText.sanitize(missingValues.joined(separator: ","))
        return
            "column \"\(TerminalText.sanitize(column))\" is text only because \(CSVReader.grouped(count)) value\(count == 1 ? " is" : "s are") not \(kind): \(list); pass \(Setting.missingValues) '\(na)' to read \(count == 1 ? "it" : "them") as missing"
    }
}
