/// A setting an error sentence can name. The library knows settings, not command-line flags: a
/// sentence names a setting by its spec key (`widths`), and the command by its flag (`--widths`).
public enum Setting: String, Sendable, CaseIterable {
    case widths, width, fit, delimiter, ragged, noHeader, format, dateStyle, dateFormat
    case limit, scroll, pointsPerCell, spacing, sheet, sheetName, imageHeight, imageRoot, overwrite
    case spec, binding, json, yaml, encoding
    case inputLocale
    case skipLines, skipFooter, skipInitialSpace, escape, comment, missingValues, quote, noQuote
    case compactBelow
    case filterInSheet

    /// The setting's name in a spec file, or how a library user sets it.
    public var specKey: String {
        switch self {
        case .noHeader: return "header: false"
        // The written sheet's name: a library user gives it in XLSXOptions, a spec in its `sheets`.
        case .sheetName: return "sheets"
        case .noQuote: return "quote: none"
        default: return rawValue
        }
    }
}

/// Names a setting in a sentence.
public typealias SettingNaming = @Sendable (Setting) -> String

/// Text of an error or a finding that may name settings, so the one who prints it names them in
/// the user's own terms. Written as a string literal: `"pass \(Setting.ragged) pad"`.
public struct ErrorText: Sendable, Equatable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    enum Piece: Sendable, Equatable, Hashable {
        case text(String)
        case setting(Setting)
    }

    private(set) var pieces: [Piece] = []

    public init(_ text: String) { append(text) }

    public init(_ setting: Setting) { pieces = [.setting(setting)] }

    public init(stringLiteral value: String) { append(value) }

    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.text.pieces }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ErrorText()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text.append(literal) }

        public mutating func appendInterpolation(_ setting: Setting) { text.pieces.append(.setting(setting)) }

        public mutating func appendInterpolation(_ inner: ErrorText) { text.append(inner) }

        public mutating func appendInterpolation<T>(_ value: T) { text.append(String(describing: value)) }
    }

    private init() {}

    /// Adjacent text is kept as one piece, so equal sentences compare equal however they were built.
    private mutating func append(_ string: String) {
        guard !string.isEmpty else { return }
        if case .text(let last)? = pieces.last {
            pieces[pieces.count - 1] = .text(last + string)
        } else {
            pieces.append(.text(string))
        }
    }

    mutating func append(_ other: ErrorText) {
        for piece in other.pieces {
            switch piece {
            case .text(let string): append(string)
            case .setting: pieces.append(piece)
            }
        }
    }

    public static func + (left: ErrorText, right: ErrorText) -> ErrorText {
        var sum = left
        sum.append(right)
        return sum
    }

    public static func += (left: inout ErrorText, right: ErrorText) { left.append(right) }

    /// The text with each setting named by `naming`.
    public func named(_ naming: SettingNaming) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let string): return string
            case .setting(let setting): return naming(setting)
            }
        }.joined()
    }

    /// The text with settings named by their spec keys.
    public var description: String { named(\.specKey) }

    public var isEmpty: Bool { pieces.isEmpty }
}
