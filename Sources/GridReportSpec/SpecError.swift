import Foundation
import GridReport

/// What is wrong with a spec file, and where. A library user can match it through
/// `GridReportError.reason` (`.other(SpecError…)`: GridReport cannot name this target's types);
/// `GridReportError(_:)` words it as the command prints it, exit 64 (`.usage`), or 66 (`.noInput`)
/// for a file that cannot be read.
///
/// `key` is the key's path as the sentence names it (`columns.format.style`); `at` is the place of
/// the value or key in the file.
public enum SpecError: Error, Sendable, Equatable {
    /// Larger than `SpecLoader.maximumFileBytes`.
    case fileTooLarge(file: String)
    case fileNotFound(file: String)
    /// The path exists but its contents cannot be read (a folder, no permission…).
    case fileUnreadable(file: String)
    case notUTF8(file: String)
    /// A YAML syntax error, at its place when libyaml gave one (`problem` is then its own words;
    /// otherwise Yams' description of the error, such as an undefined alias).
    case notYAML(file: String, at: SourceLocation?, problem: String)
    /// Nested more than `SpecNesting`'s 1,000 levels, at the place where it got that deep.
    case nestedTooDeeply(at: SourceLocation)
    /// Brackets and indentation that may nest `bound` levels, too many to give a stack for.
    case mayNestTooDeeply(file: String, bound: Int)
    /// No thread with the stack a deeply nested spec needs; `errno` is pthread_create's.
    case noThreadForNesting(file: String, stackBytes: Int, errno: Int32)
    /// Aliases (`*name`) expand it past `SpecLoader.maximumExpandedBytes` or `maximumExpandedNodes`.
    case tooLargeThroughAliases(file: String)
    /// A mapping key that is a list or a mapping.
    case keyNotAName(at: SourceLocation)
    /// `known` lists the keys allowed where `key` was given.
    case unknownKey(String, known: [String], at: SourceLocation)
    /// The same key twice in one mapping.
    case duplicateKey(String, at: SourceLocation)
    case wrongType(key: String, expected: Expected, found: Found, at: SourceLocation)
    /// A number as written (`value`) outside what the key allows.
    case outOfRange(key: String, value: String, bound: Bound, at: SourceLocation)
    /// Not one of the names the key takes.
    case notOneOf(key: String, value: String, choices: [String], at: SourceLocation)
    /// A value the key's own check refused: a locale, a date or number pattern, a currency code, a
    /// negative width. `problem` and `hint` are that check's words.
    case invalidValue(key: String, value: String, problem: ErrorText, hint: ErrorText?, at: SourceLocation)
    /// `key` (dateStyle or dateFormat) given after the other.
    case bothDateStyleAndFormat(key: String, at: SourceLocation)
    /// An entry of `columns` without its `column` key.
    case missingColumnKey(at: SourceLocation)
    /// A column format whose minimumFractionDigits is more than its maximumFractionDigits.
    case minimumAboveMaximum(minimum: Int, maximum: Int, at: SourceLocation)

    /// What the key needed.
    public enum Expected: Sendable, Equatable {
        case mapping, list, text, trueOrFalse, number
        case wholeNumber(ClosedRange<Int>)
    }

    /// What the spec had instead: a scalar as written, or a collection.
    public enum Found: Sendable, Equatable {
        case scalar(String)
        /// YAML's null (`null`, `~`, or nothing), unquoted.
        case null
        case mapping, list
    }

    /// The numbers a key allows.
    public enum Bound: Sendable, Equatable {
        case atLeast(Double)
        case moreThanZero
        case wholeNumber(ClosedRange<Int>)
        /// One of the sizing numbers' documented ranges.
        case within(UserNumberRange)
    }
}

extension GridReportError {
    public init(_ spec: SpecError) {
        let nesting: ErrorText =
            "a report spec is a mapping of a few keys and a list of columns; check that this is the spec you meant"
        switch spec {
        case .fileTooLarge(let file):
            self.init(
                .usage, at: file, "the spec file is larger than \(SpecLoader.maximumFileBytes >> 20) MiB",
                hint: "a spec holds settings; give a smaller file")
        case .fileNotFound(let file):
            self.init(.noInput, at: file, "no such spec file", hint: "check the path given to \(Setting.spec)")
        case .fileUnreadable(let file):
            self.init(.noInput, at: file, "cannot read the spec file", hint: "check the path given to \(Setting.spec)")
        case .notUTF8(let file):
            self.init(.usage, at: file, "the spec file is not UTF-8 text", hint: "save it as UTF-8")
        case .notYAML(let file, let place, let problem):
            self.init(
                .usage, at: place?.description ?? file, "the spec is not valid YAML: \(problem)",
                hint: "fix the syntax; JSON is accepted too")
        case .nestedTooDeeply(let place):
            self.init(
                .usage, at: place, "the spec nests more than \(SpecNesting.maximumDepth) levels deep here",
                hint: nesting)
        case .mayNestTooDeeply(let file, let bound):
            self.init(
                .usage, at: file, "the spec may nest up to \(bound) levels deep, more than \(SpecNesting.maximumBound)",
                hint: nesting)
        case .noThreadForNesting(let file, let stackBytes, let errno):
            self.init(
                .usage, at: file,
                "the spec nests too deeply to read: no thread with a \(stackBytes >> 20) MB stack (\(String(cString: strerror(errno))))"
            )
        case .tooLargeThroughAliases(let file):
            self.init(
                .usage, at: file,
                "the spec expands to more than \(SpecLoader.maximumExpandedBytes >> 20) MiB of text or \(SpecLoader.maximumExpandedNodes) values through its aliases (*name)",
                hint: "write the values out, or use fewer aliases")
        case .keyNotAName(let place):
            self.init(place, "key", "a key must be a plain name")
        case .unknownKey(let key, let known, let place):
            self.init(place, key, "unknown key", hint: "known keys: \(known.joined(separator: ", "))")
        case .duplicateKey(let key, let place):
            self.init(place, key, "duplicate key (given twice in one mapping)", hint: "keep one of them")
        case .wrongType(let key, let expected, let found, let place):
            self.init(place, key, "expected \(expected.words), found \(found.words(for: expected))")
        case .outOfRange(let key, let value, let bound, let place):
            switch bound {
            case .atLeast(let minimum): self.init(place, key, "must be at least \(minimum), found \(value)")
            case .moreThanZero: self.init(place, key, "must be more than 0, found \(value)")
            case .wholeNumber(let range):
                self.init(place, key, "expected \(SpecError.Expected.wholeNumber(range).words), found '\(value)'")
            case .within(let range): self.init(place, key, "must be from \(range.description), found \(value)")
            }
        case .notOneOf(let key, let value, let choices, let place):
            self.init(place, key, "'\(value)' is not one of \(choices.joined(separator: ", "))")
        case .invalidValue(let key, _, let problem, let hint, let place):
            self.init(place, key, problem, hint: hint)
        case .bothDateStyleAndFormat(let key, let place):
            self.init(place, key, "dates are shown in one way", hint: "give dateStyle or dateFormat, not both")
        case .missingColumnKey(let place):
            self.init(
                place, "columns", "an entry has no 'column' key",
                hint: "name the column by its header or its 1-based number")
        case .minimumAboveMaximum(let minimum, let maximum, let place):
            self.init(
                place, "columns.format",
                "minimumFractionDigits (\(minimum)) is more than maximumFractionDigits (\(maximum))",
                hint: "make the minimum at most the maximum")
        }
        reason = .other(spec)
    }

    /// A key's error, `key: message` at the place; line 0 stands for a node Yams gave no place,
    /// which it does for every node it parses, so the file alone is then named as before.
    private init(_ place: SourceLocation, _ key: String, _ message: ErrorText, hint: ErrorText? = nil) {
        self.init(.usage, at: place.line == 0 ? place.file : place.description, "\(key): \(message)", hint: hint)
    }
}

extension SpecError.Expected {
    fileprivate var words: String {
        switch self {
        case .mapping: return "a mapping of keys to values"
        case .list: return "a list"
        case .text: return "text"
        case .trueOrFalse: return "true or false"
        case .number: return "a number"
        case .wholeNumber(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
    }
}

extension SpecError.Found {
    /// A collection by its kind; a scalar by its text where the key wanted a scalar of some kind.
    fileprivate func words(for expected: SpecError.Expected) -> String {
        switch (self, expected) {
        case (.scalar, .mapping), (.scalar, .list), (.scalar, .text): return "a value"
        case (.scalar(let text), _): return "'\(text)'"
        case (.null, .text): return "null (YAML's null; quote it, \"null\", for the text)"
        case (.null, _): return "null"
        case (.mapping, _): return "a mapping"
        case (.list, _): return "a list"
        }
    }
}
