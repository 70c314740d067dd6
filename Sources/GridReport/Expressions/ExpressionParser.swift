/// Reads an expression, by recursive descent over its characters, from the loosest operator to
/// the tightest: `or`, `and`, `not`, a comparison (`< <= > >= == !=`, `~ !~`, `is [not] empty`),
/// `&`, `+ -`, `* /`, unary minus, then a value (a number, an ISO date, `"text"`, a title bare,
/// `[in brackets]` or `$3`, a call `ROUND(…)`, or an expression in parentheses).
///
/// Today's conditions keep their meaning: a title runs over spaces up to an operator (`Unit Price
/// > 5`); the value after a comparison runs to the next `and`, `or` or `)`, unquoted
/// (`Status == On hold`, `Name ~ berlin`), and is decided when the column is known (`bare`); a
/// number alone before a comparison is a column's number (`2 > 100`). Inside a title `-`, `+` and
/// `/` without spaces around them are part of it (`Net-EUR`): an operator has a space or a bracket
/// beside it.
struct ExpressionParser {
    enum Mode { case condition, value }

    let characters: [Character]
    let text: String
    let origin: String
    let mode: Mode
    var index: Int

    /// Inside a function's parentheses a `,` ends a compared value too.
    var inCall = false

    /// The report's titles that hold the word `and` or `or` (`Profit and Loss`): written bare,
    /// each is read whole where it stands, as a title alone can never be a side of `and` or `or`.
    var titlesWithKeywords: [String] = []

    /// `start` is where the expression begins in `text` (after `NAME =` for `--add`), `end` where
    /// it stops (the end of a compared value, read again as an expression).
    init(_ text: String, origin: String, mode: Mode, start: Int = 0, end: Int? = nil) {
        self.text = text
        let all = Array(text)
        characters = end.map { Array(all[..<$0]) } ?? all
        self.origin = origin
        self.mode = mode
        index = start
    }

    /// The whole text (from `start`) as one expression.
    mutating func parse() throws -> ExpressionSyntax {
        skipSpaces()
        if mode == .condition, atEnd || startsEmptinessTest() { throw legacy(.noColumn) }
        let expression = try parseOr()
        skipSpaces()
        if !atEnd {
            if current == ")" { throw problem(.unexpected(")", at: index + 1)) }
            if mode == .condition, expression.isPlainName { throw legacy(.noOperator) }
            throw problem(.unexpected(String(characters[index...]), at: index + 1))
        }
        if mode == .condition, expression.isPlainName { throw legacy(.noOperator) }
        return expression
    }

    /// The rest of the text as one value (an added column's expression, after `symbol` at `at`).
    mutating func parseWhole(after symbol: String, at: Int) throws -> ExpressionSyntax {
        skipSpaces()
        if atEnd { throw problem(.missingOperand(after: symbol, at: at + 1)) }
        let expression = try parseOr()
        skipSpaces()
        if !atEnd { throw problem(.unexpected(String(characters[index...]), at: index + 1)) }
        return expression
    }

    /// The value after a comparison (`bare`) read as an expression: `span` is where it is in `text`.
    static func parseValue(_ text: String, span: Range<Int>, origin: String) throws -> ExpressionSyntax {
        var parser = ExpressionParser(text, origin: origin, mode: .value, start: span.lowerBound, end: span.upperBound)
        let value = try parser.parseOr()
        parser.skipSpaces()
        guard parser.atEnd else {
            throw parser.problem(.unexpected(String(parser.characters[parser.index...]), at: parser.index + 1))
        }
        return value
    }

    // MARK: - Levels

    private mutating func parseOr() throws -> ExpressionSyntax {
        var left = try parseAnd()
        while let at = keyword("or") {
            let right = try parseOperand(of: "or", at: at) { try $0.parseAnd() }
            left = .binary(.or, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
        return left
    }

    private mutating func parseAnd() throws -> ExpressionSyntax {
        var left = try parseNot()
        while let at = keyword("and") {
            let right = try parseOperand(of: "and", at: at) { try $0.parseNot() }
            left = .binary(.and, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
        return left
    }

    /// The right side of `and` or `or`, which must be a condition: `Name == Tom and Jerry` is an
    /// error that says quotes keep `Tom and Jerry` whole.
    private mutating func parseOperand(
        of word: String, at: Int, _ parse: (inout ExpressionParser) throws -> ExpressionSyntax
    ) throws -> ExpressionSyntax {
        skipSpaces()
        if atEnd { throw problem(.missingOperand(after: word, at: at + 1)) }
        let right = try parse(&self)
        if mode == .condition, !right.isConditionShaped {
            let written = String(characters[right.span]).trimmingSpacesAndTabs
            throw problem(.notACondition(written, after: word, text: bareText(before: at, through: right.span)))
        }
        return right
    }

    /// The text a bare value before `at` would have had with what follows, when there is one.
    private func bareText(before at: Int, through span: Range<Int>) -> String? {
        lastBare.flatMap { bare in
            bare.upperBound <= at ? String(characters[bare.lowerBound..<span.upperBound]).trimmingSpacesAndTabs : nil
        }
    }

    private mutating func parseNot() throws -> ExpressionSyntax {
        if let at = keyword("not") {
            skipSpaces()
            if atEnd { throw problem(.missingOperand(after: "not", at: at + 1)) }
            let inner = try parseNot()
            return .not(inner, span: at..<inner.span.upperBound)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> ExpressionSyntax {
        skipSpaces()
        if mode == .condition, let character = current, "<>=!~".contains(character) { throw legacy(.noColumn) }
        var left = try parseJoin()
        skipSpaces()
        if let negated = emptinessTest() {
            return .isEmpty(left, negated: negated, span: left.span.lowerBound..<index)
        }
        guard let operation = comparisonOperator() else { return left }
        // `2 > 100`: a whole number alone before a comparison is a column's number.
        if mode == .condition, case .number(_, let span) = left,
            characters[span].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            left = .name(String(characters[span]), form: .bare, span: span)
        }
        let right = try parseComparedValue()
        return .binary(operation, left, right, span: left.span.lowerBound..<right.span.upperBound)
    }

    /// After a comparison: `"text"` (text whatever it looks like), or the value as today's
    /// conditions write it, up to the next `and`, `or` or unmatched `)`.
    private mutating func parseComparedValue() throws -> ExpressionSyntax {
        skipSpaces()
        if atEnd { throw legacy(.noValue) }
        if current == "\"" {
            let start = index
            guard let inner = quoted() else { throw legacy(.unclosedQuote) }
            let end = index
            lastBare = nil
            skipSpaces()
            if let character = current, "&+-*/".contains(character) {
                index = start
                return try parseJoin()
            }
            guard atEnd || current == ")" || (inCall && current == ",") || peekKeyword("and") || peekKeyword("or")
            else {
                throw legacy(.textAfterQuote)
            }
            return .quoted(inner, span: start..<end)
        }
        let start = index
        var depth = 0
        var end = index
        while end < characters.count {
            let character = characters[end]
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if inCall, depth == 0, character == "," { break }
            if character == "\"" {
                // A quote inside the value: to its end, so an `and` in it does not split.
                var scan = end + 1
                while scan < characters.count, characters[scan] != "\"" { scan += 1 }
                end = min(scan + 1, characters.count)
                continue
            }
            if depth == 0, character == " " || character == "\t" {
                var probe = self
                probe.index = end
                if probe.peekKeyword("and") || probe.peekKeyword("or") { break }
            }
            end += 1
        }
        var trimmedEnd = end
        while trimmedEnd > start, characters[trimmedEnd - 1] == " " || characters[trimmedEnd - 1] == "\t" {
            trimmedEnd -= 1
        }
        guard trimmedEnd > start else { throw legacy(.noValue) }
        index = end
        lastBare = start..<trimmedEnd
        return .bare(String(characters[start..<trimmedEnd]), span: start..<trimmedEnd)
    }

    /// The last bare value read, for the hint that quotes would keep it whole.
    private var lastBare: Range<Int>?

    private mutating func parseJoin() throws -> ExpressionSyntax {
        var left = try parseAdditive()
        while true {
            skipSpaces()
            guard current == "&" else { return left }
            let at = index
            index += 1
            let right = try operand(after: "&", at: at) { try $0.parseAdditive() }
            left = .binary(.join, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
    }

    private mutating func parseAdditive() throws -> ExpressionSyntax {
        var left = try parseMultiplicative()
        while true {
            skipSpaces()
            guard let character = current, character == "+" || character == "-" else { return left }
            let at = index
            index += 1
            let right = try operand(after: String(character), at: at) { try $0.parseMultiplicative() }
            left = .binary(
                character == "+" ? .add : .subtract, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
    }

    private mutating func parseMultiplicative() throws -> ExpressionSyntax {
        var left = try parseUnary()
        while true {
            skipSpaces()
            guard let character = current, character == "*" || character == "/" else { return left }
            let at = index
            index += 1
            let right = try operand(after: String(character), at: at) { try $0.parseUnary() }
            left = .binary(
                character == "*" ? .multiply : .divide, left, right,
                span: left.span.lowerBound..<right.span.upperBound)
        }
    }

    private mutating func operand(
        after symbol: String, at: Int, _ parse: (inout ExpressionParser) throws -> ExpressionSyntax
    ) throws -> ExpressionSyntax {
        skipSpaces()
        if atEnd { throw problem(.missingOperand(after: symbol, at: at + 1)) }
        return try parse(&self)
    }

    private mutating func parseUnary() throws -> ExpressionSyntax {
        skipSpaces()
        if current == "-" {
            let at = index
            index += 1
            let inner = try operand(after: "-", at: at) { try $0.parseUnary() }
            return .negate(inner, span: at..<inner.span.upperBound)
        }
        if current == "+" {
            let at = index
            index += 1
            return try operand(after: "+", at: at) { try $0.parseUnary() }
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> ExpressionSyntax {
        skipSpaces()
        guard let character = current else { throw problem(.missingOperand(after: lastSymbol, at: index)) }
        let start = index
        switch character {
        case "(":
            index += 1
            skipSpaces()
            if current == ")" { throw problem(.unexpected(")", at: index + 1)) }
            let inner = try parseOr()
            skipSpaces()
            guard current == ")" else {
                if atEnd { throw problem(.unclosedParenthesis(at: start + 1)) }
                throw problem(.unexpected(String(characters[index...]), at: index + 1))
            }
            index += 1
            return inner
        case "\"":
            guard let inner = quoted() else { throw legacy(.unclosedQuote) }
            return .quoted(inner, span: start..<index)
        case "[":
            index += 1
            let nameStart = index
            while let next = current, next != "]" { index += 1 }
            guard current == "]" else { throw problem(.unclosedBracket(at: start + 1)) }
            let name = String(characters[nameStart..<index])
            index += 1
            return .name(name, form: .bracketed, span: start..<index)
        case "$" where index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isNumber:
            index += 1
            let digits = take { $0.isASCII && $0.isNumber }
            return .name(digits, form: .number, span: start..<index)
        default:
            break
        }
        if character.isASCII && character.isNumber, let literal = numberOrDate() { return literal }
        guard Self.isWordCharacter(character) else {
            throw problem(.unexpected(String(character), at: index + 1))
        }
        return try nameOrCall()
    }

    /// What the last operator was, for "nothing after" at the end of the text.
    private var lastSymbol: String {
        var scan = index - 1
        while scan >= 0, characters[scan] == " " || characters[scan] == "\t" { scan -= 1 }
        return scan >= 0 ? String(characters[scan]) : ""
    }

    /// A number (`12`, `3.5`, `1e6`) or an ISO date (`2024-06-01`, `2024-06-01T10:30:00`), when
    /// no letter follows it (`2nd Quarter` is a title).
    private mutating func numberOrDate() -> ExpressionSyntax? {
        let start = index
        if let end = Self.dateEnd(characters, from: index) {
            index = end
            return .date(String(characters[start..<end]), span: start..<end)
        }
        var end = index
        func digits() { while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 } }
        digits()
        if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isNumber {
            end += 1
            digits()
        }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" { exponent += 1 }
            if exponent < characters.count, characters[exponent].isASCII, characters[exponent].isNumber {
                end = exponent
                digits()
            }
        }
        if end < characters.count, Self.isWordCharacter(characters[end]) { return nil }
        guard let value = Double(String(characters[start..<end])) else { return nil }
        index = end
        return .number(value, span: start..<end)
    }

    /// `yyyy-MM-dd`, optionally `THH:mm` and `:ss` and a fraction, with no letter or digit after.
    static func dateEnd(_ characters: [Character], from start: Int) -> Int? {
        func digits(_ at: Int, _ count: Int) -> Bool {
            at + count <= characters.count && characters[at..<at + count].allSatisfy { $0.isASCII && $0.isNumber }
        }
        func char(_ at: Int, _ wanted: Character) -> Bool { at < characters.count && characters[at] == wanted }
        guard digits(start, 4), char(start + 4, "-"), digits(start + 5, 2), char(start + 7, "-"), digits(start + 8, 2)
        else { return nil }
        var end = start + 10
        if char(end, "T"), digits(end + 1, 2), char(end + 3, ":"), digits(end + 4, 2) {
            end += 6
            if char(end, ":"), digits(end + 1, 2) {
                end += 3
                if char(end, "."), digits(end + 1, 1) {
                    end += 1
                    while digits(end, 1) { end += 1 }
                }
            }
        }
        if end < characters.count, isWordCharacter(characters[end]) { return nil }
        return end
    }

    /// A title of one or more words (`Unit Price`), or a function's call (`ROUND(`, a word with
    /// `(` right after it).
    private mutating func nameOrCall() throws -> ExpressionSyntax {
        let start = index
        if let title = titleWithKeywordHere() {
            index += title.count
            return .name(title, form: .bare, span: start..<index)
        }
        var end = index
        var words = 0
        while true {
            let wordStart = index
            let word = takeWord()
            if word.isEmpty { break }
            let lower = word.lowercased()
            if words > 0, lower == "and" || lower == "or" {
                index = wordStart
                break
            }
            if words > 0, lower == "is" {
                var probe = self
                probe.index = wordStart
                if probe.emptinessTest() != nil {
                    index = wordStart
                    break
                }
            }
            words += 1
            end = index
            if words == 1, current == "(" {
                return try call(String(characters[start..<end]), start: start)
            }
            skipSpaces()
            if unitGroupFollows() {
                // `Culmen Length (mm)`: a unit in parentheses is part of the title.
                while current != ")" { index += 1 }
                index += 1
                end = index
                skipSpaces()
            }
            guard let next = current, Self.isWordCharacter(next) else { break }
        }
        index = end
        return .name(String(characters[start..<end]), form: .bare, span: start..<end)
    }

    /// The longest title holding `and` or `or` written here, as a whole (no word character after it).
    private func titleWithKeywordHere() -> String? {
        titlesWithKeywords.filter { title in
            let letters = Array(title)
            guard index + letters.count <= characters.count else { return false }
            for offset in letters.indices
            where characters[index + offset].lowercased() != letters[offset].lowercased() {
                return false
            }
            let after = index + letters.count
            return after == characters.count || !Self.isWordCharacter(characters[after])
        }.max { $0.count < $1.count }
    }

    /// Those of `titles` that `titlesWithKeywords` takes.
    static func titlesWithKeywords(_ titles: [String]) -> [String] {
        titles.filter { title in
            title.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().contains { word in
                let lower = word.lowercased()
                return lower == "and" || lower == "or"
            }
        }
    }

    /// Whether a `(` here opens a unit (`(mm)`, `(o/oo)`, `(EUR)`) or a title's ordinal (`(2)`): words only, no operator or
    /// comma, after a title's word and a space. A call has its `(` right after one word:
    /// `ROUND(x, 2)` is a call, `Weight (kg)` a title.
    private func unitGroupFollows() -> Bool {
        guard current == "(", index > 0 else { return false }
        var at = index + 1
        var letters = 0
        var digits = 0
        while at < characters.count, characters[at] != ")" {
            let character = characters[at]
            guard Self.isWordCharacter(character) || " -+/%".contains(character) else { return false }
            if character.isLetter { letters += 1 }
            if character.isASCII, character.isNumber { digits += 1 }
            at += 1
        }
        let spaced = characters[index - 1] == " " || characters[index - 1] == "\t"
        // `Name (2)`, the second column titled Name (`ColumnLookup`), is a title as a unit is.
        let ordinal = digits > 0 && digits == at - index - 1
        return spaced && at < characters.count && (letters > 0 || ordinal)
    }

    private mutating func call(_ name: String, start: Int) throws -> ExpressionSyntax {
        let open = index
        index += 1
        var arguments: [ExpressionSyntax] = []
        skipSpaces()
        if current == ")" {
            index += 1
            return .call(name, [], span: start..<index)
        }
        while true {
            var argument = ExpressionParser(text, origin: origin, mode: .value, start: index)
            argument.inCall = true
            skipSpaces()
            if atEnd { throw problem(.unclosedParenthesis(at: open + 1)) }
            argument.index = index
            arguments.append(try argument.parseOr())
            index = argument.index
            skipSpaces()
            if current == "," {
                index += 1
                continue
            }
            if current == ")" {
                index += 1
                return .call(name, arguments, span: start..<index)
            }
            if atEnd { throw problem(.unclosedParenthesis(at: open + 1)) }
            throw problem(.unexpected(String(characters[index...]), at: index + 1))
        }
    }

    /// A word of a title: characters up to a space or an operator; `-`, `+` and `/` with a word's
    /// character on both sides belong to it.
    private mutating func takeWord() -> String {
        let start = index
        while let character = current {
            if Self.isWordCharacter(character) {
                index += 1
                continue
            }
            if "-+/".contains(character), index > start, index + 1 < characters.count,
                Self.isWordCharacter(characters[index + 1])
            {
                index += 1
                continue
            }
            break
        }
        return String(characters[start..<index])
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        !(character == " " || character == "\t" || "()[]\",<>=!~&*/+-".contains(character))
    }

    // MARK: - Tokens

    private var atEnd: Bool { index >= characters.count }
    private var current: Character? { atEnd ? nil : characters[index] }

    private mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" || character == "\n" { index += 1 }
    }

    private mutating func take(while accept: (Character) -> Bool) -> String {
        let start = index
        while let character = current, accept(character) { index += 1 }
        return String(characters[start..<index])
    }

    /// A `"…"` text with `""` for a quote; nil when it is not closed.
    private mutating func quoted() -> String? {
        var scanner = ConditionScanner(characters)
        scanner.index = index
        let inner = scanner.quoted()
        index = scanner.index
        return inner
    }

    /// The word here (any case) when a space, a parenthesis, a quote or the end follows it: where
    /// it starts, spaces before it skipped.
    private mutating func keyword(_ word: String) -> Int? {
        let saved = index
        skipSpaces()
        guard peekKeyword(word, spaced: false) else {
            index = saved
            return nil
        }
        let at = index
        index += word.count
        return at
    }

    /// Whether the word follows (after spaces), as a whole word.
    private func peekKeyword(_ word: String, spaced: Bool = true) -> Bool {
        var at = index
        if spaced {
            while at < characters.count, characters[at] == " " || characters[at] == "\t" { at += 1 }
        }
        let letters = Array(word)
        guard at + letters.count <= characters.count else { return false }
        for offset in 0..<letters.count where characters[at + offset].lowercased() != String(letters[offset]) {
            return false
        }
        let after = at + letters.count
        return after == characters.count || " \t(\"),".contains(characters[after])
    }

    /// `is empty` or `is not empty` here (after spaces), consumed: whether it is negated.
    private mutating func emptinessTest() -> Bool? {
        let saved = index
        guard keyword("is") != nil else { return nil }
        let negated = keyword("not") != nil
        if keyword("empty") != nil, peekEnd() { return negated }
        index = saved
        return nil
    }

    /// Whether only an `and`, an `or`, a `)` or the end follows.
    private func peekEnd() -> Bool {
        var at = index
        while at < characters.count, characters[at] == " " || characters[at] == "\t" { at += 1 }
        if at == characters.count || characters[at] == ")" || (inCall && characters[at] == ",") { return true }
        var probe = self
        probe.index = at
        return probe.peekKeyword("and") || probe.peekKeyword("or")
    }

    private func startsEmptinessTest() -> Bool {
        var probe = self
        return probe.emptinessTest() != nil
    }

    private mutating func comparisonOperator() -> ExpressionSyntax.BinaryOperator? {
        var scanner = ConditionScanner(characters)
        scanner.index = index
        guard let test = scanner.filterTest() else { return nil }
        index = scanner.index
        switch test {
        case .compare(let comparison): return .compare(comparison)
        case .contains: return .contains(negated: false)
        case .notContains: return .contains(negated: true)
        case .isEmpty, .isNotEmpty: return nil
        }
    }

    // MARK: - Errors

    func problem(_ problem: ExpressionError.Problem) -> GridReportError {
        GridReportError(ExpressionError.problem(problem, text: text, origin: origin))
    }

    /// The sentences today's conditions give, kept for the same mistakes.
    private func legacy(_ problem: ShapeError.ConditionProblem) -> GridReportError {
        GridReportError(ShapeError.condition(text, problem: problem, origin: origin))
    }
}

extension ExpressionSyntax {
    /// A title alone, with nothing done to it.
    var isPlainName: Bool {
        switch self {
        case .name, .quoted: return true
        default: return false
        }
    }
}
