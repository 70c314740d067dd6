import GridReport
import Yams

/// Typed access to spec nodes, each failure an exit-64 `SpecError` at the node's place.
struct SpecNodeReader {
    let file: String

    func location(_ node: Node) -> String {
        guard let mark = node.mark else { return file }
        return "\(file):\(mark.line):\(mark.column)"
    }

    /// The node's place; line 0 if Yams gave it none (see `GridReportError(_: SpecError)`).
    func place(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    func key(_ node: Node) throws -> String {
        guard let scalar = node.scalar else { throw GridReportError(SpecError.keyNotAName(at: place(node))) }
        return scalar.string
    }

    func unknownKey(_ key: String, at node: Node, known: [String]) -> GridReportError {
        GridReportError(SpecError.unknownKey(key, known: known, at: place(node)))
    }

    func wrongType(_ node: Node, _ key: String, expected: SpecError.Expected) -> GridReportError {
        GridReportError(SpecError.wrongType(key: key, expected: expected, found: found(node), at: place(node)))
    }

    func outOfRange(_ node: Node, _ key: String, _ bound: SpecError.Bound) -> GridReportError {
        GridReportError(
            SpecError.outOfRange(key: key, value: node.scalar?.string ?? "", bound: bound, at: place(node)))
    }

    /// A value another stage's check refused, in that check's words.
    func invalidValue(_ node: Node, _ key: String, _ value: String, _ refused: GridReportError) -> GridReportError {
        invalidValue(node, key, value, refused.message, hint: refused.hint)
    }

    func invalidValue(_ node: Node, _ key: String, _ value: String, _ problem: ErrorText, hint: ErrorText?)
        -> GridReportError
    {
        GridReportError(SpecError.invalidValue(key: key, value: value, problem: problem, hint: hint, at: place(node)))
    }

    func mapping(_ node: Node, key: String) throws -> [(Node, Node)] {
        guard let mapping = node.mapping else {
            throw wrongType(node, key, expected: .mapping)
        }
        // YAML forbids a key twice in one mapping; Yams keeps both, and the later one would win silently.
        var seen = Set<String>()
        for entry in mapping {
            if let name = entry.key.scalar?.string, !seen.insert(name).inserted {
                throw GridReportError(SpecError.duplicateKey(name, at: place(entry.key)))
            }
        }
        return mapping.map { ($0.key, $0.value) }
    }

    /// A mapping of settings (the spec, a column, a format, print): a key whose value is YAML's
    /// null (`where: null`, `title: ~`, `sort:` with nothing after it) is as if it were not given,
    /// so null is never read as the text "null".
    func settings(_ node: Node, key: String) throws -> [(Node, Node)] {
        try mapping(node, key: key).filter { !Self.isNull($0.1) }
    }

    /// YAML's null: an unquoted `null`, `Null`, `NULL`, `~` or nothing, or a value tagged `!!null`.
    static func isNull(_ node: Node) -> Bool {
        node.scalar != nil && node.tag.description == Tag.Name.null.rawValue
    }

    func sequence(_ node: Node, key: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw wrongType(node, key, expected: .list) }
        return Array(sequence)
    }

    /// A text; a null (in a list, where it cannot mean "not given") is refused, not read as "null".
    func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar, !Self.isNull(node) else { throw wrongType(node, key, expected: .text) }
        return scalar.string
    }

    func bool(_ node: Node, key: String) throws -> Bool {
        guard let scalar = node.scalar, let value = Bool.construct(from: scalar) else {
            throw wrongType(node, key, expected: .trueOrFalse)
        }
        return value
    }

    func int(_ node: Node, key: String, range: ClosedRange<Int>) throws -> Int {
        guard let scalar = node.scalar, let value = Int.construct(from: scalar) else {
            throw wrongType(node, key, expected: .wholeNumber(range))
        }
        guard range.contains(value) else { throw outOfRange(node, key, .wholeNumber(range)) }
        return value
    }

    func number(_ node: Node, key: String, minimum: Double? = nil) throws -> Double {
        guard let scalar = node.scalar, let value = Double.construct(from: scalar), value.isFinite else {
            throw wrongType(node, key, expected: .number)
        }
        if let minimum, value < minimum {
            throw outOfRange(node, key, .atLeast(minimum))
        }
        return value
    }

    /// A locale identifier, checked as the locale option is (Foundation traps on some, such as `ü`).
    func locale(_ node: Node, key: String) throws -> String {
        let text = try string(node, key: key)
        do {
            return try FormatOption.parseLocale(text, option: key)
        } catch let error as GridReportError {
            throw invalidValue(node, key, text, error)
        }
    }

    /// An ICU date pattern, checked as a date format option is.
    func datePattern(_ node: Node, key: String) throws -> DatePattern {
        let text = try string(node, key: key)
        do {
            return try DatePattern(text, origin: ErrorText(key))
        } catch let error as GridReportError {
            throw invalidValue(node, key, text, error)
        }
    }

    /// An escape or comment character, checked as its option is.
    func character(_ node: Node, key: String, setting: Setting) throws -> String {
        let text = try string(node, key: key)
        do {
            _ = try CSVOptions.parseDialectCharacter(text, setting: setting)
            return text
        } catch let error as GridReportError {
            throw invalidValue(node, key, text, error)
        }
    }

    /// A quote character or `none`, checked as `--quote` is.
    func quote(_ node: Node, key: String) throws -> String {
        let text = try string(node, key: key)
        do {
            _ = try CSVOptions.parseQuote(text)
            return text
        } catch let error as GridReportError {
            throw invalidValue(node, key, text, error)
        }
    }

    /// A number within one of the sizing numbers' ranges (see `UserNumberRange`).
    func number(_ node: Node, key: String, within range: UserNumberRange) throws -> Double {
        let value = try number(node, key: key)
        guard range.bounds.contains(value) else { throw outOfRange(node, key, .within(range)) }
        return value
    }

    func positive(_ node: Node, key: String) throws -> Double {
        let value = try number(node, key: key)
        guard value > 0 else { throw outOfRange(node, key, .moreThanZero) }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, _ type: T.Type) throws -> T
    where T.RawValue == String {
        let text = try string(node, key: key)
        guard let value = T(rawValue: text) else {
            throw GridReportError(
                SpecError.notOneOf(key: key, value: text, choices: T.allCases.map(\.rawValue), at: place(node)))
        }
        return value
    }

    func found(_ node: Node) -> SpecError.Found {
        switch node {
        case .scalar where Self.isNull(node): return .null
        case .scalar(let scalar): return .scalar(scalar.string)
        case .mapping: return .mapping
        case .sequence: return .list
        }
    }
}
