/// An expression (`--where`, the viewer's filter, `--add`) that cannot be read or does not fit the
/// report's columns. Positions are 1-based characters of the text as written. `origin` is where it
/// was said (`--where`, `filter`, a spec's `file:line:column`). `GridReportError(_:)` words it.
public enum ExpressionError: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        /// `(` with no `)`.
        case unclosedParenthesis(at: Int)
        /// `[` with no `]`.
        case unclosedBracket(at: Int)
        /// Something where it cannot stand (`)` first, two operators in a row, a stray `,`).
        case unexpected(String, at: Int)
        /// An operator with nothing after it.
        case missingOperand(after: String, at: Int)
        /// `Name == Tom and Jerry`: what follows `and`/`or` is not a condition; `text` is the
        /// text the bare value would be with it, which quotes would keep whole.
        case notACondition(String, after: String, text: String?)
        /// A condition that is a value (`Units * 2`), not true or false.
        case valueNotCondition(String, type: ExpressionType)
        case unknownFunction(String, known: [String])
        case argumentCount(function: String, expected: String, given: Int)
        /// Operands of types that do not go together: the sentence's subject and the rest.
        case types(String)
        /// An added column written without `NAME =`.
        case noDefinition
        /// An added column named as a column there is already.
        case duplicateName(String)
        /// An added column that reads itself, or one added after it.
        case usesItself(String)
        case usedBeforeDefined(String, by: String)
    }

    case problem(Problem, text: String, origin: String)
}

extension GridReportError {
    public init(_ error: ExpressionError) {
        switch error {
        case .problem(let problem, let text, let origin):
            let place = RuleError.place(origin: origin, rule: text)
            switch problem {
            case .unclosedParenthesis(let at):
                self = .usage(place, "no \")\" for the \"(\" at \(at)", hint: "close each ( with a )")
            case .unclosedBracket(let at):
                self = .usage(
                    place, "no \"]\" for the \"[\" at \(at)", hint: "write a title with spaces as [Unit Price]")
            case .unexpected(let what, let at):
                self = .usage(
                    place, "\"\(TerminalText.sanitize(what))\" at \(at) cannot stand there",
                    hint: "write \(ExpressionError.form)")
            case .missingOperand(let after, let at):
                self = .usage(
                    place, "nothing after \"\(after)\" at \(at)", hint: "write \(ExpressionError.form)")
            case .notACondition(let what, let after, let whole):
                let shown = TerminalText.sanitize(what)
                self = .usage(
                    place, "\"\(shown)\" after \"\(after)\" is not a condition",
                    hint: ErrorText(
                        whole.map { "to compare with the text \"\($0)\", quote it" }
                            ?? "give a condition on each side of \(after)"))
            case .valueNotCondition(let what, let type):
                self = .usage(
                    place, "\"\(TerminalText.sanitize(what))\" is \(type.described), not a condition",
                    hint: "compare it, e.g. \(TerminalText.sanitize(what)) > 0")
            case .unknownFunction(let name, let known):
                self = .usage(
                    place, "no function \"\(TerminalText.sanitize(name))\"",
                    hint: ErrorText("the functions are \(known.joined(separator: ", "))"))
            case .argumentCount(let function, let expected, let given):
                self = .usage(
                    place, "\(function) takes \(expected), not \(given)",
                    hint: ErrorText("write \(ExpressionFunction.usage(function))"))
            case .types(let sentence):
                self = .usage(place, ErrorText(TerminalText.sanitize(sentence)))
            case .noDefinition:
                self = .usage(
                    place, "no name and \"=\" before the expression",
                    hint: "write NAME = EXPRESSION, e.g. Total = Units * [Unit Price]")
            case .duplicateName(let name):
                self = .usage(
                    place, "there is a column \"\(TerminalText.sanitize(name))\" already",
                    hint: "give the added column a name of its own")
            case .usesItself(let name):
                self = .usage(
                    place, "\"\(TerminalText.sanitize(name))\" cannot be computed from itself",
                    hint: "compute it from other columns")
            case .usedBeforeDefined(let name, let user):
                self = .usage(
                    place,
                    "\"\(TerminalText.sanitize(user))\" uses \"\(TerminalText.sanitize(name))\", which is added after it",
                    hint: "add \(TerminalText.sanitize(name)) first")
            }
        }
        reason = .other(error)
    }
}

extension ExpressionError {
    /// The language's form, as hints show it.
    public static let form =
        "conditions such as Price > 100 or Region == \"West\", joined with and, or, not and parentheses"
}
