/// A 1-based place in an input file; for a workbook's records, the sheet's cell too, which is
/// what a message names (`book.xlsx: sheet "Data", cell B7`) rather than the line and byte column
/// of the text the sheet was read as.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var cell: SheetPlace?

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { cell.map { "\(file): \($0)" } ?? "\(file):\(line):\(column)" }
}

/// Every error a user can cause, as a sentence with its place and what to do about it.
///
/// Printed as `<where>: <what went wrong> (<what to do>)`; the command prefixes `gridreport: `
/// and exits with `exitCode`, a sysexits value.
public struct GridReportError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// EX_USAGE (64): an option, a width list, a binding or a spec file is wrong.
        case usage
        /// EX_DATAERR (65): the input data is malformed.
        case data
        /// EX_NOINPUT (66): an input is missing or unreadable.
        case noInput
        /// EX_CANTCREAT (73): the output cannot be created.
        case cannotCreate
        /// EX_IOERR (74): reading or writing failed midway.
        case io

        public var exitCode: Int32 {
            switch self {
            case .usage: return 64
            case .data: return 65
            case .noInput: return 66
            case .cannotCreate: return 73
            case .io: return 74
            }
        }
    }

    /// A limit a user can raise, which the error hit: the command says how to raise it.
    public enum Limit: String, Sendable, Equatable {
        case fieldSize, columns
    }

    /// The typed error behind the sentence, for the stages that have one, so that a library user
    /// can match it rather than read the sentence.
    public enum Reason: Sendable, Equatable {
        case csv(CSVError)
        case width(WidthError)
        case binding(BindingError)
        case input(InputError)
        case theme(ThemeError)
        case schema(SchemaError)
        case row(RowError)
        case decoding(DecodingError)
        case rule(RuleError)
        case encoding(EncodingError)
        case chart(ChartError)
        case spark(SparkError)
        case shape(ShapeError)
        case diff(DiffError)
        /// The typed error of a target built on this one (GridReportXLSX's `OutputFileError` and
        /// `SheetNameError`), which this enum cannot name: those targets depend on GridReport, not
        /// the other way round. One open case rather than a case per type keeps GridReport free of
        /// them; Equatable in the existential keeps a Reason (and a GridReportError) comparable.
        /// Match it with `==` against `.other(SheetNameError.empty(…))`, or cast it.
        case other(any Error & Sendable & Equatable)

        public static func == (left: Reason, right: Reason) -> Bool {
            switch (left, right) {
            case (.csv(let a), .csv(let b)): return a == b
            case (.width(let a), .width(let b)): return a == b
            case (.binding(let a), .binding(let b)): return a == b
            case (.input(let a), .input(let b)): return a == b
            case (.theme(let a), .theme(let b)): return a == b
            case (.schema(let a), .schema(let b)): return a == b
            case (.row(let a), .row(let b)): return a == b
            case (.decoding(let a), .decoding(let b)): return a == b
            case (.rule(let a), .rule(let b)): return a == b
            case (.encoding(let a), .encoding(let b)): return a == b
            case (.chart(let a), .chart(let b)): return a == b
            case (.spark(let a), .spark(let b)): return a == b
            case (.shape(let a), .shape(let b)): return a == b
            case (.diff(let a), .diff(let b)): return a == b
            case (.other(let a), .other(let b)): return a.isEqual(to: b)
            default: return false
            }
        }
    }

    public var kind: Kind
    public var reason: Reason?
    /// Set when the error is a limit the user can raise.
    public var limit: Limit?
    /// `file:line:column`, a setting (`widths`, named by the command as `--widths`) or a spec key.
    public var location: ErrorText?
    public var message: ErrorText
    public var hint: ErrorText?

    public init(_ kind: Kind, at location: String?, _ message: ErrorText, hint: ErrorText? = nil) {
        self.kind = kind
        self.location = location.map { ErrorText($0) }
        self.message = message
        self.hint = hint
    }

    public init(_ kind: Kind, at location: SourceLocation, _ message: ErrorText, hint: ErrorText? = nil) {
        self.init(kind, at: location.description, message, hint: hint)
    }

    public init(_ kind: Kind, at setting: Setting, _ message: ErrorText, hint: ErrorText? = nil) {
        self.init(kind, origin: ErrorText(setting), message, hint: hint)
    }

    /// An error about a value that came from `origin`: a setting, or a place in a spec.
    public init(_ kind: Kind, origin: ErrorText, _ message: ErrorText, hint: ErrorText? = nil) {
        self.kind = kind
        self.location = origin
        self.message = message
        self.hint = hint
    }

    public var exitCode: Int32 { kind.exitCode }

    /// The longest message printed whole, in bytes; a longer one is cut with `…`.
    public static let maximumMessageBytes = 1_000

    /// The sentence as printed, with settings named by their spec keys.
    public var description: String { sentence(naming: \.specKey) }

    /// The sentence as printed, with settings named by `naming` (the command names its flags).
    /// Values quoted from the input (a cell, a header, a spec's text) are shown through
    /// `TerminalText.sanitize`, so an error can no more drive the terminal than the table can.
    public func sentence(naming: SettingNaming) -> String {
        var shown = message.named(naming)
        // A value quoted from a spec or an argument can be megabytes long; the line stays readable.
        if shown.utf8.count > Self.maximumMessageBytes {
            shown = String(decoding: shown.utf8.prefix(Self.maximumMessageBytes), as: UTF8.self) + "…"
        }
        var text = location.map { "\($0.named(naming)): \(shown)" } ?? shown
        if let hint { text += " (\(hint.named(naming)))" }
        return TerminalText.sanitize(text)
    }

    public static func usage(_ location: String?, _ message: ErrorText, hint: ErrorText? = nil) -> GridReportError {
        GridReportError(.usage, at: location, message, hint: hint)
    }

    public static func usage(_ origin: ErrorText, _ message: ErrorText, hint: ErrorText? = nil) -> GridReportError {
        GridReportError(.usage, origin: origin, message, hint: hint)
    }

    public static func usage(_ setting: Setting, _ message: ErrorText, hint: ErrorText? = nil) -> GridReportError {
        GridReportError(.usage, at: setting, message, hint: hint)
    }

    public static func data(_ location: SourceLocation, _ message: ErrorText, hint: ErrorText? = nil) -> GridReportError
    {
        GridReportError(.data, at: location, message, hint: hint)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one, for comparing two existentials.
    fileprivate func isEqual(to other: any Equatable) -> Bool { (other as? Self) == self }
}
