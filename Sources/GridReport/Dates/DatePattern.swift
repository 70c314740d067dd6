/// An ICU date pattern (`dd.MM.yyyy`, `M/d/yyyy h:mm a`, `d. MMMM y`) split into its fields and
/// literal text once, so that reading or writing a value walks a short list: DateFormatter's
/// `date(from:)` took 0.14 ms a value here (optimized), over two minutes for a million rows.
///
/// The letters are ICU's for the fixed-field forms dates are written in: `y` year (`yy` two
/// digits), `M`/`L` month (`MMM` short name, `MMMM` full name), `d` day, `E` weekday name, `H`
/// hour 0–23, `h` hour 1–12 with `a` AM/PM, `m` minute, `s` second, `S` fraction of a second.
/// Text in single quotes is literal (`''` is a quote), as are characters that are not letters.
/// Time zones are refused: a value keeps the wall time it was written with.
public struct DatePattern: Sendable, Equatable, CustomStringConvertible {
    public enum Field: Sendable, Equatable {
        case year, month, day, weekday, hour24, hour12, minute, second, fraction, dayPeriod

        var isNumeric: Bool { self != .weekday && self != .dayPeriod }
        var isDate: Bool { self == .year || self == .month || self == .day || self == .weekday }
        var isTime: Bool { self == .hour24 || self == .hour12 || self == .minute || self == .second }
    }

    public enum Token: Sendable, Equatable {
        /// A field and how many times its letter is repeated (`MMM`: 3).
        case field(Field, count: Int)
        case literal([UInt8])
    }

    /// The pattern as written.
    public let text: String
    public let tokens: [Token]

    /// The longest pattern read: a pattern is a line, not a document.
    public static let maximumLength = 100

    /// Dates written as integers (`19580329`), as `NumberReading.yyyymmdd` reads them; made from its
    /// tokens, so nothing is parsed and nothing can fail.
    static let yyyymmdd = DatePattern(
        text: "yyyyMMdd", tokens: [.field(.year, count: 4), .field(.month, count: 2), .field(.day, count: 2)])

    init(text: String, tokens: [Token]) {
        self.text = text
        self.tokens = tokens
    }

    /// Parses `text`; a pattern that cannot be read is a usage error at `origin` (the date format setting,
    /// `spec.yaml:4:13`).
    public init(_ text: String, origin: ErrorText) throws {
        self.text = text
        tokens = try Self.tokens(of: text, origin: origin)
    }

    public var description: String { text }

    /// The year, month, day or weekday is in the pattern.
    public var hasDate: Bool { fields.contains(where: \.isDate) }
    /// An hour, minute or second is in the pattern.
    public var hasTime: Bool { fields.contains(where: \.isTime) }

    /// The column type its values make: a date, a time, or both.
    public var kind: ColumnType { hasDate ? (hasTime ? .dateTime : .date) : .time }

    var fields: [Field] {
        tokens.compactMap {
            if case .field(let field, _) = $0 { return field }
            return nil
        }
    }

    static let example: ErrorText = "write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm"

    private static func tokens(of text: String, origin: ErrorText) throws -> [Token] {
        func refuse(_ message: ErrorText, hint: ErrorText = example) -> GridReportError {
            GridReportError(.usage, origin: origin, message, hint: hint)
        }
        guard !text.isEmpty else { throw refuse("the date pattern is empty") }
        guard text.count <= maximumLength else {
            throw refuse("the date pattern is longer than \(maximumLength) characters")
        }
        var tokens: [Token] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let character = characters[i]
            if character == "'" {
                i = try readQuoted(characters, from: i, into: &literal, text: text, refuse: refuse)
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal.append(contentsOf: Array(String(character).utf8))
                i += 1
                continue
            }
            var count = 1
            while i + count < characters.count, characters[i + count] == character { count += 1 }
            let field = try field(for: character, count: count, in: text, refuse: refuse)
            flush()
            tokens.append(.field(field, count: count))
            i += count
        }
        flush()
        guard tokens.contains(where: { if case .field = $0 { return true } else { return false } }) else {
            throw refuse("'\(text)' has no date or time fields (d, M, y, H, h, m, s)")
        }
        return tokens
    }

    /// Reads the quoted text starting at the quote at `start` into `literal`, and returns the
    /// index after it. `''` is a quote, inside quoted text or not; else quoted text runs to the
    /// next lone quote.
    private static func readQuoted(
        _ characters: [Character], from start: Int, into literal: inout [UInt8], text: String,
        refuse: (ErrorText, ErrorText) -> GridReportError
    ) throws -> Int {
        if start + 1 < characters.count, characters[start + 1] == "'" {
            literal.append(UInt8(ascii: "'"))
            return start + 2
        }
        var j = start + 1
        while j < characters.count {
            if characters[j] == "'" {
                guard j + 1 < characters.count, characters[j + 1] == "'" else { return j + 1 }
                literal.append(UInt8(ascii: "'"))
                j += 2
                continue
            }
            literal.append(contentsOf: Array(String(characters[j]).utf8))
            j += 1
        }
        throw refuse("'\(text)' has a quote that is not closed", "quote text as 'at', and write '' for a quote")
    }

    /// The field a run of one letter stands for, with the counts it can be written with.
    private static func field(
        for letter: Character, count: Int, in text: String, refuse: (ErrorText, ErrorText) -> GridReportError
    ) throws -> Field {
        let run = String(repeating: letter, count: count)
        let (field, most): (Field, Int)
        switch letter {
        case "y": (field, most) = (.year, 4)
        case "M", "L": (field, most) = (.month, 5)
        case "d": (field, most) = (.day, 2)
        case "E": (field, most) = (.weekday, 5)
        case "H": (field, most) = (.hour24, 2)
        case "h": (field, most) = (.hour12, 2)
        case "m": (field, most) = (.minute, 2)
        case "s": (field, most) = (.second, 2)
        case "S": (field, most) = (.fraction, 9)
        case "a": (field, most) = (.dayPeriod, 5)
        case "z", "Z", "v", "V", "O", "X", "x":
            throw refuse(
                "'\(letter)' in '\(text)' is a time zone, and dates here have none",
                "values keep the wall time they were written with; leave the zone out of the pattern")
        case "Y":
            throw refuse("'Y' in '\(text)' is the week-based year", "write y for the calendar year: dd.MM.yyyy")
        case "D":
            throw refuse("'D' in '\(text)' is the day of the year", "write d for the day of the month: dd.MM.yyyy")
        default:
            throw refuse(
                "'\(letter)' in '\(text)' is not a date pattern letter read here",
                "use y M d E H h m s S a, and quote other text: 'at'")
        }
        guard count <= most else {
            throw refuse("'\(run)' in '\(text)' has more letters than \(letter) takes (at most \(most))", example)
        }
        return field
    }
}
