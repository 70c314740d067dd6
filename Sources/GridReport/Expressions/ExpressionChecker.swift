/// Checks an expression against a report's columns and turns it into an `ExpressionNode`: names
/// looked up (an unknown one names the closest title), every operation's operand types checked
/// (a mismatch names both operands), values of today's conditions read as their column's type.
struct ExpressionChecker {
    let columns: [Column]
    /// The whole text, for messages and for reading a compared value again.
    let text: String
    let origin: String
    private let characters: [Character]
    private let names: [String]

    init(columns: [Column], text: String, origin: String) {
        self.columns = columns
        self.text = text
        self.origin = origin
        characters = Array(text)
        names = columns.map(\.name)
    }

    typealias Checked = (node: ExpressionNode, type: ExpressionType)

    /// A condition: true or false for each row.
    func condition(_ syntax: ExpressionSyntax) throws -> ExpressionNode {
        let checked = try check(syntax)
        guard checked.type == .boolean else {
            throw problem(.valueNotCondition(written(syntax), type: checked.type))
        }
        return checked.node
    }

    /// `syntax` checked, ready to evaluate (its texts folded for comparing).
    func compile(_ syntax: ExpressionSyntax) throws -> Checked {
        let checked = try check(syntax)
        return (checked.node.folded(), checked.type)
    }

    func check(_ syntax: ExpressionSyntax) throws -> Checked {
        switch syntax {
        case .number(let value, _): return (.constant(.number(value)), .number)
        case .date(let written, _):
            var bytes = written
            guard let parsed = bytes.withUTF8({ DateParser.parse($0) }) else {
                throw problem(.types("'\(written)' is not a date"))
            }
            if let zone = RuleError.writtenZone(written) {
                throw GridReportError(RuleError.zonedValue(written, zone: zone, rule: text, origin: origin))
            }
            return (.constant(.number(parsed.serial)), .date)
        case .quoted(let value, _):
            if let index = ColumnLookup.titleIndex(of: value, in: names) { return column(index) }
            return (.constant(value.isEmpty ? .empty : .text(value)), .text)
        case .bare(let value, _):
            return (.constant(.text(value)), .text)
        case .name:
            return column(try resolve(syntax).index)
        case .negate(let inner, _):
            let checked = try check(inner)
            guard checked.type == .number else {
                throw problem(.types("\(quote(inner)) is \(checked.type.described), so it cannot be negated"))
            }
            return (.negate(checked.node), .number)
        case .not(let inner, _):
            return (.not(try condition(inner)), .boolean)
        case .isEmpty(let inner, let negated, _):
            if let column = try plainColumn(inner) { return (.criterion(column.index, .empty(!negated)), .boolean) }
            return (.isEmpty(try check(inner).node, !negated), .boolean)
        case .call(let name, let arguments, _):
            return try call(name, arguments)
        case .binary(let operation, let left, let right, _):
            switch operation {
            case .and: return (.and(try condition(left), try condition(right)), .boolean)
            case .or: return (.or(try condition(left), try condition(right)), .boolean)
            case .join: return (.join(try textNode(left), try textNode(right)), .text)
            case .add, .subtract, .multiply, .divide: return try arithmetic(operation, left, right)
            case .compare, .contains: return try comparison(operation, left, right)
            }
        }
    }

    // MARK: - Columns

    /// The column a name, or a quoted title, stands for.
    private func resolve(_ syntax: ExpressionSyntax) throws -> Column {
        let place = RuleError.place(origin: origin, rule: text).description
        switch syntax {
        case .name(let key, .number, _):
            guard let number = Int(key), number >= 1, number <= columns.count else {
                throw GridReportError(
                    ShapeError.unknownColumn("$" + key, suggestion: nil, columnCount: columns.count, origin: place))
            }
            return columns[number - 1]
        case .name(let key, _, _), .quoted(let key, _):
            return columns[try ColumnLookup.find(key, in: names, origin: place)]
        default:
            preconditionFailure("only names are resolved")
        }
    }

    /// The column when `syntax` is one alone (a title, bare or quoted, or a number).
    private func plainColumn(_ syntax: ExpressionSyntax) throws -> Column? {
        syntax.isPlainName ? try resolve(syntax) : nil
    }

    private func column(_ index: Int) -> Checked {
        let type = ExpressionType(columns[index].type)
        return (type == .text ? .textColumn(index) : .numberColumn(index), type)
    }

    /// Any value as text, for `&`, `~` and the text functions: a column as its cells show it.
    private func textNode(_ syntax: ExpressionSyntax) throws -> ExpressionNode {
        if case .name = syntax, let column = try plainColumn(syntax), column.type != .number {
            return .textColumn(column.index)
        }
        let checked = try check(syntax)
        return checked.type == .text ? checked.node : .text(checked.node, checked.type)
    }

    // MARK: - Operations

    private func arithmetic(
        _ operation: ExpressionSyntax.BinaryOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax
    ) throws -> Checked {
        let a = try check(left)
        let b = try check(right)
        let result: ExpressionType?
        let node: ExpressionNode.Arithmetic
        switch operation {
        case .add:
            node = .add
            switch (a.type, b.type) {
            case (.number, .number): result = .number
            case (.date, .number), (.number, .date): result = .date
            default: result = nil
            }
        case .subtract:
            node = .subtract
            switch (a.type, b.type) {
            case (.number, .number), (.date, .date): result = .number
            case (.date, .number): result = .date
            default: result = nil
            }
        case .multiply:
            node = .multiply
            result = a.type == .number && b.type == .number ? .number : nil
        default:
            node = .divide
            result = a.type == .number && b.type == .number ? .number : nil
        }
        guard let result else {
            throw problem(.types(mismatch(operation, left, a.type, right, b.type)))
        }
        return (.arithmetic(node, a.node, b.node), result)
    }

    /// `"Region" is text, so it cannot be multiplied by "Units"`: the operand of the wrong type
    /// first (the left when both are).
    private func mismatch(
        _ operation: ExpressionSyntax.BinaryOperator, _ left: ExpressionSyntax, _ leftType: ExpressionType,
        _ right: ExpressionSyntax, _ rightType: ExpressionType
    ) -> String {
        let leftWrong: Bool
        switch operation {
        case .add, .subtract: leftWrong = leftType != .number && leftType != .date
        default: leftWrong = leftType != .number
        }
        let (wrong, wrongType, other) = leftWrong ? (left, leftType, right) : (right, rightType, left)
        let subject = "\(quote(wrong)) is \(wrongType.described), so"
        let otherName = quote(other)
        switch (operation, leftWrong) {
        case (.add, _): return "\(subject) it cannot be added to \(otherName)"
        case (.subtract, true): return "\(subject) \(otherName) cannot be subtracted from it"
        case (.subtract, false): return "\(subject) it cannot be subtracted from \(otherName)"
        case (.multiply, _): return "\(subject) it cannot be multiplied by \(otherName)"
        case (_, true): return "\(subject) it cannot be divided by \(otherName)"
        default: return "\(subject) \(otherName) cannot be divided by it"
        }
    }

    private func comparison(
        _ operation: ExpressionSyntax.BinaryOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax
    ) throws -> Checked {
        if let column = try plainColumn(left), let node = try criterion(operation, column, right) {
            return (node, .boolean)
        }
        if case .contains(let negated) = operation {
            let value: String
            switch right {
            case .bare(let text, _), .quoted(let text, _): value = text
            default:
                throw problem(.types("~ and !~ look for a text written after them, not \(quote(right))"))
            }
            return (.contains(try textNode(left), folded: value.lowercased(), negated: negated), .boolean)
        }
        guard case .compare(let comparison) = operation else { preconditionFailure("a comparison") }
        let a = try check(left)
        let b = try compared(right, with: a.type)
        switch (a.type, b.type) {
        case (.number, .number), (.date, .date): return (.compareNumbers(comparison, a.node, b.node), .boolean)
        case (.text, .text): return (.compareTexts(comparison, a.node, b.node), .boolean)
        case (.boolean, .boolean) where comparison.comparesText:
            return (.compareBooleans(comparison, a.node, b.node), .boolean)
        default:
            throw problem(
                .types(
                    "\(quote(left)) is \(a.type.described) and \(quote(right)) is \(b.type.described), so \(comparison.rawValue) cannot compare them"
                ))
        }
    }

    /// The value after a comparison: a bare one is text beside text (`UPPER(Name) == BERLIN`),
    /// otherwise an expression (`Total > Cost * 2`).
    private func compared(_ right: ExpressionSyntax, with type: ExpressionType) throws -> Checked {
        switch right {
        case .bare(let value, let span):
            if type == .text, !value.hasPrefix("[") { return (.constant(.text(value)), .text) }
            return try check(try ExpressionParser.parseValue(text, span: span, origin: origin))
        case .quoted(let value, _):
            return (.constant(.text(value)), .text)
        default:
            return try check(right)
        }
    }

    /// Today's condition, a column against a value as written, with today's sentences: nil when
    /// the value is more than a value (`[Other Column]`, `Cost * 2`).
    private func criterion(
        _ operation: ExpressionSyntax.BinaryOperator, _ column: Column, _ right: ExpressionSyntax
    ) throws -> ExpressionNode? {
        let value: String
        let quoted: Bool
        switch right {
        case .bare(let text, _): (value, quoted) = (text, false)
        case .quoted(let text, _): (value, quoted) = (text, true)
        default: return nil
        }
        switch operation {
        case .contains(let negated):
            guard column.type == .text || column.type.isTemporal else {
                throw GridReportError(
                    ShapeError.containsOnType(
                        column: column.shownName, type: column.type, condition: text, origin: origin))
            }
            return .criterion(column.index, .contains(value, negated: negated))
        case .compare(let comparison):
            if !quoted, value.hasPrefix("[") { return nil }
            do {
                let operand = try StatusRules.operand(
                    comparison, value: value, quoted: quoted, column: column, text: text, origin: origin)
                return .criterion(column.index, .compare(comparison, operand))
            } catch {
                // Not a value of the column's type: an expression of it (`Total > Cost * 2`), or
                // today's sentence.
                guard !quoted, column.type != .text, column.type != .image, case .bare(_, let span) = right,
                    let parsed = try? ExpressionParser.parseValue(text, span: span, origin: origin),
                    let checked = try? check(parsed), checked.type == ExpressionType(column.type)
                else { throw error }
                return .compareNumbers(comparison, self.column(column.index).node, checked.node)
            }
        default:
            return nil
        }
    }

    // MARK: - Functions

    private func call(_ name: String, _ arguments: [ExpressionSyntax]) throws -> Checked {
        guard let function = ExpressionFunction(rawValue: name.uppercased()) else {
            throw problem(.unknownFunction(name, known: ExpressionFunction.allCases.map(\.rawValue)))
        }
        func count(_ range: ClosedRange<Int>, _ expected: String) throws {
            guard range.contains(arguments.count) else {
                throw problem(.argumentCount(function: function.rawValue, expected: expected, given: arguments.count))
            }
        }
        func typed(_ syntax: ExpressionSyntax, _ wanted: ExpressionType) throws -> ExpressionNode {
            if wanted == .text { return try textNode(syntax) }
            let checked = try check(syntax)
            guard checked.type == wanted else {
                throw problem(
                    .types(
                        "\(function.rawValue) needs \(wanted.described), and \(quote(syntax)) is \(checked.type.described)"
                    ))
            }
            return checked.node
        }
        switch function {
        case .if:
            try count(2...3, "a condition and one or two values")
            let test = try condition(arguments[0])
            var branches = try arguments.dropFirst().map { try check($0) }
            let types = branches.filter { $0.node != .constant(.empty) }.map(\.type)
            let type = types.first ?? .text
            if let other = types.first(where: { $0 != type }) {
                throw problem(
                    .types(
                        "IF gives \(type.described) or \(other.described); give both values the same type, or \"\" for none"
                    ))
            }
            branches = branches.map { $0.node == .constant(.empty) ? (.constant(.empty), type) : $0 }
            return (.call(.if, [test] + branches.map(\.node)), type)
        case .round:
            try count(2...2, "2 values")
            return (.call(.round, [try typed(arguments[0], .number), try typed(arguments[1], .number)]), .number)
        case .abs:
            try count(1...1, "1 value")
            return (.call(.abs, [try typed(arguments[0], .number)]), .number)
        case .min, .max:
            try count(1...255, "1 value or more")
            let first = try check(arguments[0])
            let type = first.type == .date ? ExpressionType.date : .number
            return (.call(function, try arguments.map { try typed($0, type) }), type)
        case .len:
            try count(1...1, "1 value")
            return (.call(.len, [try typed(arguments[0], .text)]), .number)
        case .upper, .lower:
            try count(1...1, "1 value")
            return (.call(function, [try typed(arguments[0], .text)]), .text)
        case .year, .month, .day:
            try count(1...1, "1 value")
            return (.call(function, [try typed(arguments[0], .date)]), .number)
        }
    }

    // MARK: - Words

    /// An operand as a sentence names it: a column by its title, anything else as written.
    private func quote(_ syntax: ExpressionSyntax) -> String { "\"\(written(syntax))\"" }

    private func written(_ syntax: ExpressionSyntax) -> String {
        if syntax.isPlainName, let column = try? resolve(syntax) { return column.shownName }
        let span = syntax.span.clamped(to: 0..<characters.count)
        return String(characters[span]).trimmingSpacesAndTabs
    }

    private func problem(_ problem: ExpressionError.Problem) -> GridReportError {
        GridReportError(ExpressionError.problem(problem, text: text, origin: origin))
    }
}
