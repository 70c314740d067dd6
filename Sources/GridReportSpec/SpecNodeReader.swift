import GridReport
import Yams

/// Typed access to spec nodes, each failure an exit-64 error at the node's place.
struct SpecNodeReader {
    let file: String

    func location(_ node: Node) -> String {
        guard let mark = node.mark else { return file }
        return "\(file):\(mark.line):\(mark.column)"
    }

    func error(_ node: Node, _ key: String, _ message: ErrorText, hint: ErrorText? = nil) -> GridReportError {
        GridReportError(.usage, at: location(node), "\(key): \(message)", hint: hint)
    }

    func key(_ node: Node) throws -> String {
        guard let scalar = node.scalar else { throw error(node, "key", "a key must be a plain name") }
        return scalar.string
    }

    func unknownKey(_ key: String, at node: Node, known: [String]) -> GridReportError {
        error(node, key, "unknown key", hint: "known keys: \(known.joined(separator: ", "))")
    }

    func mapping(_ node: Node, key: String) throws -> [(Node, Node)] {
        guard let mapping = node.mapping else {
            throw error(node, key, "expected a mapping of keys to values, found \(kind(node))")
        }
        // YAML forbids a key twice in one mapping; Yams keeps both, and the later one would win silently.
        var seen = Set<String>()
        for entry in mapping {
            if let name = entry.key.scalar?.string, !seen.insert(name).inserted {
                throw error(entry.key, name, "duplicate key (given twice in one mapping)", hint: "keep one of them")
            }
        }
        return mapping.map { ($0.key, $0.value) }
    }

    func sequence(_ node: Node, key: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw error(node, key, "expected a list, found \(kind(node))") }
        return Array(sequence)
    }

    func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, key, "expected text, found \(kind(node))") }
        return scalar.string
    }

    func bool(_ node: Node, key: String) throws -> Bool {
        guard let scalar = node.scalar, let value = Bool.construct(from: scalar) else {
            throw error(node, key, "expected true or false, found \(describe(node))")
        }
        return value
    }

    func int(_ node: Node, key: String, range: ClosedRange<Int>) throws -> Int {
        guard let scalar = node.scalar, let value = Int.construct(from: scalar), range.contains(value) else {
            throw error(
                node, key,
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(describe(node))")
        }
        return value
    }

    func number(_ node: Node, key: String, minimum: Double? = nil) throws -> Double {
        guard let scalar = node.scalar, let value = Double.construct(from: scalar), value.isFinite else {
            throw error(node, key, "expected a number, found \(describe(node))")
        }
        if let minimum, value < minimum {
            throw error(node, key, "must be at least \(minimum), found \(scalar.string)")
        }
        return value
    }

    /// A locale identifier, checked as the locale option is (Foundation traps on some, such as `ü`).
    func locale(_ node: Node, key: String) throws -> String {
        let text = try string(node, key: key)
        do {
            return try FormatOption.parseLocale(text, option: key)
        } catch let error as GridReportError {
            throw self.error(node, key, error.message, hint: error.hint)
        }
    }

    /// An ICU date pattern, checked as a date format option is.
    func datePattern(_ node: Node, key: String) throws -> DatePattern {
        let text = try string(node, key: key)
        do {
            return try DatePattern(text, origin: ErrorText(key))
        } catch let error as GridReportError {
            throw self.error(node, key, error.message, hint: error.hint)
        }
    }

    func positive(_ node: Node, key: String) throws -> Double {
        let value = try number(node, key: key)
        guard value > 0 else { throw error(node, key, "must be more than 0, found \(node.scalar?.string ?? "")") }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, _ type: T.Type) throws -> T
    where T.RawValue == String {
        let text = try string(node, key: key)
        guard let value = T(rawValue: text) else {
            throw error(node, key, "'\(text)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    func kind(_ node: Node) -> String {
        switch node {
        case .scalar: return "a value"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    func describe(_ node: Node) -> String {
        if let scalar = node.scalar { return "'\(scalar.string)'" }
        return kind(node)
    }
}
