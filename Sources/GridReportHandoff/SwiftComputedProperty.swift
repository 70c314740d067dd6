import GridReport

/// An added column (`--add`) as a computed property of the row type (`var total: Double? { … }`),
/// written from the same checked tree the report evaluates, so that the app computes each value
/// as the report did and cannot drift from it. Missing values are as the report has them: an
/// arithmetic operand that is missing, or a division by zero, gives nil (the getter's `guard`s);
/// `MIN`, `MAX`, `LEN` and `&` pass over missing values; a comparison with one holds for `!=` only.
/// Dates are the row's `Date`s at their wall time in UTC; inside arithmetic they count in days,
/// as the report's serials do.
///
/// What a property cannot compute as the report does (a date's text, a column the handoff does not
/// show, arithmetic on a value that may be missing inside a function or a condition) leaves the
/// column a stored property with a comment that says why: the app then reads the report's values.
struct SwiftComputedProperty {
    /// The property's type, `Double?`, `Date` or `String`.
    let type: String
    /// The getter's body, one statement a line, not indented.
    let body: [String]
    let isOptional: Bool
    /// Whether the body reads `Self.utcCalendar` (for `YEAR`, `MONTH`, `DAY`).
    let usesCalendar: Bool

    /// Why an expression is left to the report.
    struct Unsupported: Error {
        let reason: String
    }

    /// The property computing `node` for the column `column`, over the row's other columns
    /// (`columns`, by schema index; `titles`, every column's title by schema index, names one
    /// the row type lacks).
    static func make(
        _ node: ExpressionNode, column: Handoff.Column, columns: [Int: Handoff.Column], titles: [Int: String] = [:]
    ) -> Result<SwiftComputedProperty, Unsupported> {
        // The guard unwraps a property for the whole getter, so a read met before the arithmetic
        // that guards it must already see it unwrapped: a first pass learns what is guarded.
        var first = Writer(columns: columns, titles: titles)
        _ = try? first.code(node, strict: true)
        var writer = Writer(columns: columns, titles: titles, guarded: first.guarded)
        do {
            let code = try writer.code(node, strict: true)
            return .success(try writer.property(code, kind: column.kind))
        } catch let unsupported as Unsupported {
            return .failure(unsupported)
        } catch {
            return .failure(Unsupported(reason: "\(error)"))
        }
    }

    /// A status rule's whole condition as a Swift `Bool` over the row value named `row`, holding
    /// where the report's does: a comparison with a missing value holds for `!=` only, as in
    /// `--where`. `calendar` is where `YEAR`, `MONTH` and `DAY` find the UTC calendar.
    static func condition(
        _ node: ExpressionNode, columns: [Int: Handoff.Column], titles: [Int: String] = [:], row: String,
        calendar: String
    ) -> Result<(code: String, usesCalendar: Bool), Unsupported> {
        var writer = Writer(columns: columns, titles: titles, owner: row + ".", calendar: calendar)
        do {
            let code = Writer.withoutOuterParentheses(try writer.condition(node))
            return .success((code, writer.usesCalendar))
        } catch let unsupported as Unsupported {
            return .failure(unsupported)
        } catch {
            return .failure(Unsupported(reason: "\(error)"))
        }
    }
}

extension SwiftComputedProperty {
    /// Swift code of one value: a number (a date's serial inside arithmetic), a text or a Bool;
    /// `optional` when it may be nil.
    fileprivate struct Code {
        enum Kind { case number, text, boolean, missing }
        var text: String
        var kind: Kind
        var optional: Bool
        /// For a date column read alone: its property, so `date + n` and `date - date` stay `Date`
        /// operations rather than a round trip through serials.
        var dateProperty: String? = nil
        /// For `date + days` or `date - days`: the same value as a `Date` (`orderDate.addingTimeInterval(…)`).
        var dateValue: String? = nil
        /// For a text written in the expression: the literal already lowercased, as a comparison
        /// without regard to case reads it.
        var folded: String? = nil
    }

    fileprivate struct Writer {
        let columns: [Int: Handoff.Column]
        let titles: [Int: String]
        /// The optional properties read where a missing value makes the result missing: unwrapped
        /// at the getter's start (`guard let units, let price else { return nil }`).
        var guarded: [String] = []
        /// Divisors in the order met, inner first: a zero one makes the result missing.
        var divisors: [String] = []
        var usesCalendar = false
        /// What a property is read through: nothing inside the row type, `row.` in a function given
        /// the row.
        let owner: String
        let calendar: String

        init(
            columns: [Int: Handoff.Column], titles: [Int: String] = [:], guarded: [String] = [], owner: String = "",
            calendar: String = "Self.utcCalendar"
        ) {
            self.columns = columns
            self.titles = titles
            self.guarded = guarded
            self.owner = owner
            self.calendar = calendar
        }

        static let serialOf1970 = "25_569"

        /// `strict`: a missing value here makes the whole result missing (arithmetic all the way
        /// up from the property), so an optional property read here is unwrapped by the guard.
        mutating func code(_ node: ExpressionNode, strict: Bool) throws -> Code {
            switch node {
            case .constant(.number(let value)):
                return Code(text: SwiftLiteral.double(value), kind: .number, optional: false)
            case .constant(.text(let text)):
                return Code(
                    text: SwiftLiteral.string(text), kind: .text, optional: false,
                    folded: SwiftLiteral.string(text.lowercased()))
            case .constant(.boolean(let flag)):
                return Code(text: flag ? "true" : "false", kind: .boolean, optional: false)
            case .constant(.empty): return Code(text: "nil", kind: .missing, optional: true)
            case .numberColumn(let index): return try numberColumn(index, strict: strict)
            case .textColumn(let index): return try textColumn(index, strict: strict)
            case .criterion(let index, let criterion): return try self.criterion(index, criterion)
            case .negate(let inner):
                let value = try number(inner, strict: strict)
                return Code(text: "-" + value.text, kind: .number, optional: false)
            case .arithmetic(let operation, let left, let right):
                return try arithmetic(operation, left, right, strict: strict)
            case .join(let left, let right):
                let a = try joinable(left)
                let b = try joinable(right)
                return Code(text: "(\(a) + \(b))", kind: .text, optional: false)
            case .text(let inner, let type):
                return Code(text: try asText(inner, type: type), kind: .text, optional: false)
            case .compareNumbers(let comparison, let left, let right):
                return try compare(
                    comparison, try code(left, strict: false), try code(right, strict: false), fold: false)
            case .compareTexts(let comparison, let left, let right):
                return try compare(
                    comparison, try code(left, strict: false), try code(right, strict: false), fold: true)
            case .compareBooleans(let comparison, let left, let right):
                return try compare(
                    comparison, try code(left, strict: false), try code(right, strict: false), fold: false)
            case .contains(let inner, let folded, let negated):
                let text = try code(inner, strict: false)
                return contains(text, folded: folded, negated: negated)
            case .isEmpty(let inner, let wanted):
                return isEmpty(try code(inner, strict: false), wanted: wanted)
            case .and(let left, let right):
                return Code(
                    text: "(\(try condition(left)) && \(try condition(right)))", kind: .boolean, optional: false)
            case .or(let left, let right):
                return Code(
                    text: "(\(try condition(left)) || \(try condition(right)))", kind: .boolean, optional: false)
            case .not(let inner):
                return Code(text: "!" + (try condition(inner)), kind: .boolean, optional: false)
            case .call(let function, let arguments):
                return try call(function, arguments, strict: strict)
            }
        }

        // MARK: Columns

        private func column(_ index: Int) throws -> Handoff.Column {
            guard let column = columns[index] else {
                let named = titles[index].map { "\"\(TerminalText.sanitize($0))\", a column" } ?? "a column"
                throw Unsupported(reason: "it reads \(named) the app's row type does not have")
            }
            return column
        }

        private mutating func read(_ column: Handoff.Column, strict: Bool) -> (name: String, optional: Bool) {
            let name = owner + SwiftIdentifier.spelled(column.identifier)
            guard column.isOptional else { return (name, false) }
            if strict {
                if !guarded.contains(name) { guarded.append(name) }
                return (name, false)
            }
            // Unwrapped by the guard already: the name is the value there.
            return (name, !guarded.contains(name))
        }

        private mutating func numberColumn(_ index: Int, strict: Bool) throws -> Code {
            let column = try column(index)
            let (name, optional) = read(column, strict: strict)
            switch column.kind {
            case .number: return Code(text: name, kind: .number, optional: optional)
            case .date:
                let serial = "$0.timeIntervalSince1970 / 86_400 + \(Self.serialOf1970)"
                if optional { return Code(text: "\(name).map { \(serial) }", kind: .number, optional: true) }
                return Code(
                    text: "(\(name).timeIntervalSince1970 / 86_400 + \(Self.serialOf1970))", kind: .number,
                    optional: false, dateProperty: name)
            case .text, .image:
                throw Unsupported(reason: "it reads text as a number")
            }
        }

        private mutating func textColumn(_ index: Int, strict: Bool) throws -> Code {
            let column = try column(index)
            switch column.kind {
            case .text, .image:
                let (name, optional) = read(column, strict: strict)
                return Code(text: name, kind: .text, optional: optional)
            case .date, .number:
                throw Unsupported(
                    reason: "it reads \(SwiftRowWriter.columnComment(column)) as the text the report shows")
            }
        }

        /// Today's condition on one column, as the comparison it stands for.
        private mutating func criterion(_ index: Int, _ criterion: RowFilter.Criterion) throws -> Code {
            let column = try column(index)
            let isText: Bool
            switch column.kind {
            case .text, .image: isText = true
            case .number, .date: isText = false
            }
            switch criterion {
            case .compare(let comparison, .number(let value)):
                return try compare(
                    comparison, try numberColumn(index, strict: false),
                    Code(text: SwiftLiteral.double(value), kind: .number, optional: false), fold: false)
            case .compare(let comparison, .text(let text)):
                guard isText else { throw Unsupported(reason: "it compares a date or number as text") }
                return try compare(
                    comparison, try textColumn(index, strict: false),
                    Code(
                        text: SwiftLiteral.string(text), kind: .text, optional: false,
                        folded: SwiftLiteral.string(text.lowercased())), fold: true)
            case .contains(let text, let negated):
                guard isText else { throw Unsupported(reason: "it searches a date or number as text") }
                return contains(try textColumn(index, strict: false), folded: text.lowercased(), negated: negated)
            case .empty(let wanted):
                let value = isText ? try textColumn(index, strict: false) : try numberColumn(index, strict: false)
                return isEmpty(value, wanted: wanted)
            }
        }

        // MARK: Numbers

        /// A number that is never nil here: arithmetic on a value that may be missing is written
        /// only where the guard unwraps it.
        private mutating func number(_ node: ExpressionNode, strict: Bool) throws -> Code {
            let value = try code(node, strict: strict)
            guard value.kind == .number, !value.optional else {
                throw Unsupported(
                    reason: "it computes with a value that may be missing inside a function or a condition")
            }
            return value
        }

        private mutating func arithmetic(
            _ operation: ExpressionNode.Arithmetic, _ left: ExpressionNode, _ right: ExpressionNode, strict: Bool
        ) throws -> Code {
            let a = try number(left, strict: strict)
            let b = try number(right, strict: strict)
            switch operation {
            case .add, .subtract:
                let symbol = operation == .add ? "+" : "-"
                if operation == .subtract, let later = a.dateProperty, let earlier = b.dateProperty {
                    return Code(
                        text: "(\(later).timeIntervalSince(\(earlier)) / 86_400)", kind: .number, optional: false)
                }
                var result = Code(text: "(\(a.text) \(symbol) \(b.text))", kind: .number, optional: false)
                if let date = a.dateProperty, b.dateProperty == nil {
                    result.dateValue = "\(date).addingTimeInterval(\(symbol == "-" ? "-" : "")\(b.text) * 86_400)"
                }
                return result
            case .multiply: return Code(text: "(\(a.text) * \(b.text))", kind: .number, optional: false)
            case .divide:
                if strict {
                    // A divisor written as a number other than 0 needs no guard.
                    var isNonZeroNumber = false
                    if case .constant(.number(let value)) = right { isNonZeroNumber = value != 0 }
                    if !isNonZeroNumber { divisors.append(b.text) }
                    return Code(text: "(\(a.text) / \(b.text))", kind: .number, optional: false)
                }
                return Code(text: "(\(b.text) == 0 ? nil : \(a.text) / \(b.text))", kind: .number, optional: true)
            }
        }

        private mutating func call(_ function: ExpressionFunction, _ arguments: [ExpressionNode], strict: Bool) throws
            -> Code
        {
            switch function {
            case .abs:
                return Code(
                    text: "Swift.abs(\(try number(arguments[0], strict: strict).text))", kind: .number, optional: false)
            case .round:
                let value = try number(arguments[0], strict: strict)
                guard case .constant(.number(let given)) = arguments[1] else {
                    throw Unsupported(reason: "ROUND's digits are not a number written in the expression")
                }
                let digits = given.rounded(.towardZero)
                let factor = SwiftLiteral.double(ExpressionFunction.roundingFactor(Swift.abs(digits)))
                let text =
                    digits >= 0
                    ? "((\(value.text) * \(factor)).rounded(.toNearestOrAwayFromZero) / \(factor))"
                    : "((\(value.text) / \(factor)).rounded(.toNearestOrAwayFromZero) * \(factor))"
                return Code(text: text, kind: .number, optional: false)
            case .year, .month, .day:
                let value = try number(arguments[0], strict: strict)
                usesCalendar = true
                let component = function == .year ? "year" : function == .month ? "month" : "day"
                let date = value.dateProperty ?? Writer.date(fromSerial: value.text)
                return Code(
                    text: "Double(\(calendar).component(.\(component), from: \(date)))", kind: .number,
                    optional: false)
            case .min, .max:
                let values = try arguments.map { try code($0, strict: false) }
                guard values.allSatisfy({ $0.kind == .number }) else {
                    throw Unsupported(reason: "\(function.rawValue) is given a value that is not a number")
                }
                let name = function == .min ? "min" : "max"
                if values.count == 1, !values[0].optional { return values[0] }
                if values.allSatisfy({ !$0.optional }) {
                    return Code(
                        text: "Swift.\(name)(\(values.map(\.text).joined(separator: ", ")))", kind: .number,
                        optional: false)
                }
                // Excel passes over missing values, and gives 0 when all are.
                return Code(
                    text:
                        "([\(values.map(\.text).joined(separator: ", "))] as [Double?]).compactMap { $0 }.\(name)() ?? 0",
                    kind: .number, optional: false)
            case .len:
                let text = try code(arguments[0], strict: false)
                guard text.kind == .text else { throw Unsupported(reason: "LEN is given a value that is not text") }
                return Code(
                    text: text.optional ? "Double(\(text.text)?.count ?? 0)" : "Double(\(text.text).count)",
                    kind: .number, optional: false)
            case .upper, .lower:
                let text = try code(arguments[0], strict: strict)
                guard text.kind == .text, !text.optional else {
                    throw Unsupported(
                        reason: "it changes the case of a text that may be missing inside a function or a condition")
                }
                let method = function == .upper ? "uppercased()" : "lowercased()"
                return Code(text: "\(text.text).\(method)", kind: .text, optional: false)
            case .if:
                let test = try condition(arguments[0])
                let yes = try code(arguments[1], strict: false)
                let no =
                    arguments.count > 2
                    ? try code(arguments[2], strict: false) : Code(text: "nil", kind: .missing, optional: true)
                let kind = yes.kind == .missing ? no.kind : yes.kind
                guard yes.kind == no.kind || yes.kind == .missing || no.kind == .missing else {
                    throw Unsupported(reason: "IF gives values of two types")
                }
                let optional = yes.optional || no.optional
                func spelled(_ code: Code) -> String {
                    optional && !code.optional ? "Optional(\(code.text))" : code.text
                }
                if strict, optional, kind == .number {
                    // A missing IF in arithmetic makes the result missing, as any operand does.
                    throw Unsupported(reason: "it computes with an IF that may give no value")
                }
                return Code(text: "(\(test) ? \(spelled(yes)) : \(spelled(no)))", kind: kind, optional: optional)
            }
        }

        /// A serial as a `Date` at its wall time in UTC, to the millisecond, as the sample rows write
        /// dates: a day's serial that comes back a hair short of midnight still shows its day.
        static func date(fromSerial serial: String) -> String {
            "Date(timeIntervalSince1970: ((\(serial) - \(serialOf1970)) * 86_400 * 1000).rounded() / 1000)"
        }

        // MARK: Text and conditions

        /// A value as `&` joins it: a missing one is no text.
        private mutating func joinable(_ node: ExpressionNode) throws -> String {
            let value = try code(node, strict: false)
            guard value.kind == .text else { throw Unsupported(reason: "it joins a value that is not text") }
            return value.optional ? "(\(value.text) ?? \"\")" : value.text
        }

        /// A number or a true/false as `&` writes it: a whole number without a point (Excel's
        /// General), true and false as `TRUE` and `FALSE`.
        private mutating func asText(_ node: ExpressionNode, type: ExpressionType) throws -> String {
            let value = try code(node, strict: false)
            switch (type, value.kind) {
            case (.number, .number):
                let general = "(x == x.rounded() && Swift.abs(x) < 1e15 ? String(Int64(x)) : String(x))"
                let written = "{ x in \(general) }"
                return value.optional ? "(\(value.text).map \(written) ?? \"\")" : "\(written)(\(value.text))"
            case (.boolean, .boolean):
                return "(\(value.text) ? \"TRUE\" : \"FALSE\")"
            default:
                throw Unsupported(reason: "it writes a date as text")
            }
        }

        mutating func condition(_ node: ExpressionNode) throws -> String {
            let value = try code(node, strict: false)
            guard value.kind == .boolean, !value.optional else {
                throw Unsupported(reason: "its condition is not true or false")
            }
            return value.text
        }

        /// `left OP right`; texts without regard to case. With a missing side only `!=` holds.
        private func compare(_ comparison: RuleComparison, _ left: Code, _ right: Code, fold: Bool) throws -> Code {
            let symbol = comparison.rawValue
            let otherwise = comparison == .notEqual ? "true" : "false"
            func side(_ text: String) -> String { fold ? "\(text).lowercased()" : text }
            func side(_ code: Code) -> String { fold ? code.folded ?? side(code.text) : code.text }
            let text: String
            switch (left.optional, right.optional) {
            case (false, false): text = "(\(side(left)) \(symbol) \(side(right)))"
            case (true, false):
                text = "(\(left.text).map { \(side("$0")) \(symbol) \(side(right)) } ?? \(otherwise))"
            case (false, true):
                text = "(\(right.text).map { \(side(left)) \(symbol) \(side("$0")) } ?? \(otherwise))"
            case (true, true):
                guard left.kind != .missing, right.kind != .missing else {
                    return Code(text: otherwise, kind: .boolean, optional: false)
                }
                text =
                    "((\(left.text)).flatMap { a in (\(right.text)).map { b in \(side("a")) \(symbol) \(side("b")) } } ?? \(otherwise))"
            }
            return Code(text: text, kind: .boolean, optional: false)
        }

        private func contains(_ text: Code, folded: String, negated: Bool) -> Code {
            let needle = SwiftLiteral.string(folded)
            let test = "\(negated ? "!" : "")$0.lowercased().contains(\(needle))"
            if text.optional {
                return Code(text: "(\(text.text).map { \(test) } ?? \(negated))", kind: .boolean, optional: false)
            }
            return Code(
                text: "(\(negated ? "!" : "")\(text.text).lowercased().contains(\(needle)))", kind: .boolean,
                optional: false)
        }

        private func isEmpty(_ value: Code, wanted: Bool) -> Code {
            guard value.optional else { return Code(text: wanted ? "false" : "true", kind: .boolean, optional: false) }
            let test = value.kind == .text ? "(\(value.text) ?? \"\").isEmpty" : "\(value.text) == nil"
            return Code(text: wanted ? "(\(test))" : "!(\(test))", kind: .boolean, optional: false)
        }

        // MARK: The property

        /// The getter of a column of `kind` returning `code`.
        func property(_ code: Code, kind: Handoff.Kind) throws -> SwiftComputedProperty {
            var value: String
            let type: String
            switch kind {
            case .number:
                guard code.kind == .number else { throw Unsupported(reason: "its value is not a number") }
                value = code.text
                type = "Double"
            case .date:
                guard code.kind == .number else { throw Unsupported(reason: "its value is not a date") }
                type = "Date"
                if let date = code.dateValue {
                    value = date
                } else {
                    value =
                        code.optional
                        ? "\(code.text).map { \(Writer.date(fromSerial: "$0")) }" : Writer.date(fromSerial: code.text)
                }
            case .text, .image:
                switch code.kind {
                case .text: value = code.text
                case .boolean: value = "(\(code.text) ? \"TRUE\" : \"FALSE\")"
                default: throw Unsupported(reason: "its value is not text")
                }
                type = "String"
            }
            let optional = code.optional || !guarded.isEmpty || !divisors.isEmpty
            var body: [String] = []
            if !guarded.isEmpty { body.append("guard let \(guarded.joined(separator: ", let ")) else { return nil }") }
            for divisor in divisors { body.append("guard \(divisor) != 0 else { return nil }") }
            value = Self.withoutOuterParentheses(value)
            body.append(body.isEmpty ? value : "return " + value)
            return SwiftComputedProperty(
                type: type + (optional ? "?" : ""), body: body, isOptional: optional, usesCalendar: usesCalendar)
        }

        /// `text` without the parentheses around all of it, if it has them.
        static func withoutOuterParentheses(_ text: String) -> String {
            guard text.hasPrefix("("), text.hasSuffix(")"), isWrapped(text) else { return text }
            return String(text.dropFirst().dropLast())
        }

        /// Whether the outer parentheses of `text` enclose all of it.
        private static func isWrapped(_ text: String) -> Bool {
            var depth = 0
            var inString = false
            var previous: Character = " "
            for (offset, character) in text.enumerated() {
                if character == "\"", previous != "\\" { inString.toggle() }
                previous = character
                if inString { continue }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0, offset < text.count - 1 { return false }
                }
            }
            return depth == 0
        }
    }
}
