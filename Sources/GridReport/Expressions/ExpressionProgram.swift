/// A checked expression laid out flat for evaluating row after row: its nodes in one array of
/// plain values, children by index, so that walking it retains and releases nothing (walking the
/// `indirect enum` retained and released each node it visited: 12 % of a computed render's
/// samples, issue 48).
///
/// Numbers are carried as doubles, NaN for a missing one: arithmetic turns NaN into NaN as it
/// turns a missing operand into a missing value (and a division by zero gives NaN, as it gives
/// a missing value); a comparison with NaN holds for `!=` only, as one with a missing value does;
/// and a computed number that is not finite is an empty cell, missing or NaN alike. What is not
/// arithmetic, a comparison of numbers, a column's criterion against a number, `and`, `or` or
/// `not` (texts, functions, dates written as text) is handed to the tree (`ExpressionNode`).
struct ExpressionProgram: Sendable {
    private enum Operation: Sendable {
        case constant, column, negate, add, subtract, multiply, divide
        case compare, numberCriterion, and, or, not
        /// `trees[left]` evaluated as a tree: as a number (NaN when it is not one), or a condition.
        case tree
    }

    private struct Step: Sendable {
        var operation: Operation
        /// The first child, the column, or the tree.
        var left = 0
        var right = 0
        var number = 0.0
        var comparison = RuleComparison.equal
    }

    private var steps: [Step] = []
    private var trees: [ExpressionNode] = []
    private var root = 0
    /// Every step is a constant, a column or arithmetic, the root last: the steps are then
    /// computed in order, each child before its parent, without recursion (`arithmetic`).
    private(set) var isArithmetic = false

    /// `node` as a number (a number or a date's serial), when `asNumber`; else as a condition.
    init(_ node: ExpressionNode, asNumber: Bool) {
        root = asNumber ? number(node) : condition(node)
        isArithmetic =
            asNumber && root == steps.count - 1
            && steps.allSatisfy { step in
                switch step.operation {
                case .constant, .column, .negate, .add, .subtract, .multiply, .divide: return true
                case .compare, .numberCriterion, .and, .or, .not, .tree: return false
                }
            }
    }

    /// The value of a number expression for the row, NaN when it is missing.
    @inline(__always)
    func number(_ items: [GridItem]) -> Double {
        steps.withUnsafeBufferPointer { steps in
            isArithmetic ? Self.arithmetic(steps, items) : Self.number(root, steps, trees, items)
        }
    }

    /// An arithmetic program's value over numbers by column (`numbers[c]` is what
    /// `number(_:)` reads of column c's item: its number, a date's serial, NaN otherwise), NaN
    /// when it is missing: the same operations on the same operands, so the same double.
    /// It repeats the loop of `arithmetic(_:_:)` on purpose: one loop reading its operands
    /// through a closure cost 8 M more instructions in the computed render at 100k rows.
    @inline(__always)
    func arithmetic(_ numbers: UnsafeMutableBufferPointer<Double>) -> Double {
        steps.withUnsafeBufferPointer { steps in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: steps.count) { values in
                for k in steps.indices {
                    let step = steps[k]
                    let value: Double
                    switch step.operation {
                    case .constant: value = step.number
                    case .column: value = numbers[step.left]
                    case .negate: value = -values[step.left]
                    case .add: value = values[step.left] + values[step.right]
                    case .subtract: value = values[step.left] - values[step.right]
                    case .multiply: value = values[step.left] * values[step.right]
                    case .divide:
                        let (a, b) = (values[step.left], values[step.right])
                        value = b == 0 ? .nan : a / b
                    case .compare, .numberCriterion, .and, .or, .not, .tree:
                        preconditionFailure("not an arithmetic step")
                    }
                    values.initializeElement(at: k, to: value)
                }
                return values[steps.count - 1]
            }
        }
    }

    /// Whether a condition holds for the row.
    @inline(__always)
    func holds(_ items: [GridItem]) -> Bool {
        steps.withUnsafeBufferPointer { Self.holds(root, $0, trees, items) }
    }

    // MARK: Laying out

    private mutating func append(_ step: Step) -> Int {
        steps.append(step)
        return steps.count - 1
    }

    private mutating func tree(_ node: ExpressionNode) -> Int {
        trees.append(node)
        return append(Step(operation: .tree, left: trees.count - 1))
    }

    private mutating func number(_ node: ExpressionNode) -> Int {
        switch node {
        case .constant(.number(let value)): return append(Step(operation: .constant, number: value))
        case .numberColumn(let column): return append(Step(operation: .column, left: column))
        case .negate(let inner):
            let child = number(inner)
            return append(Step(operation: .negate, left: child))
        case .arithmetic(let operation, let left, let right):
            let (a, b) = (number(left), number(right))
            let code: Operation
            switch operation {
            case .add: code = .add
            case .subtract: code = .subtract
            case .multiply: code = .multiply
            case .divide: code = .divide
            }
            return append(Step(operation: code, left: a, right: b))
        default: return tree(node)
        }
    }

    private mutating func condition(_ node: ExpressionNode) -> Int {
        switch node {
        case .criterion(let column, .compare(let comparison, .number(let value))):
            return append(Step(operation: .numberCriterion, left: column, number: value, comparison: comparison))
        case .compareNumbers(let comparison, let left, let right):
            let (a, b) = (number(left), number(right))
            return append(Step(operation: .compare, left: a, right: b, comparison: comparison))
        case .and(let left, let right):
            let (a, b) = (condition(left), condition(right))
            return append(Step(operation: .and, left: a, right: b))
        case .or(let left, let right):
            let (a, b) = (condition(left), condition(right))
            return append(Step(operation: .or, left: a, right: b))
        case .not(let inner):
            let child = condition(inner)
            return append(Step(operation: .not, left: child))
        default: return tree(node)
        }
    }

    // MARK: Evaluating

    /// An arithmetic program's value: its steps computed in order into a buffer on the stack,
    /// the same operations on the same operands as `number(_:_:_:_:)`, so the same double.
    private static func arithmetic(_ steps: UnsafeBufferPointer<Step>, _ items: [GridItem]) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: steps.count) { values in
            for k in steps.indices {
                let step = steps[k]
                let value: Double
                switch step.operation {
                case .constant: value = step.number
                case .column: value = columnNumber(items[step.left])
                case .negate: value = -values[step.left]
                case .add: value = values[step.left] + values[step.right]
                case .subtract: value = values[step.left] - values[step.right]
                case .multiply: value = values[step.left] * values[step.right]
                case .divide:
                    let (a, b) = (values[step.left], values[step.right])
                    value = b == 0 ? .nan : a / b
                case .compare, .numberCriterion, .and, .or, .not, .tree:
                    preconditionFailure("not an arithmetic step")
                }
                values.initializeElement(at: k, to: value)
            }
            return values[steps.count - 1]
        }
    }

    /// A column's item as a number: its value, a date's serial, NaN for anything else.
    @inline(__always)
    private static func columnNumber(_ item: GridItem) -> Double {
        switch item {
        case .number(let value): return value
        case .date(let date): return date.serial
        default: return .nan
        }
    }

    private static func number(
        _ index: Int, _ steps: UnsafeBufferPointer<Step>, _ trees: [ExpressionNode], _ items: [GridItem]
    ) -> Double {
        let step = steps[index]
        switch step.operation {
        case .constant: return step.number
        case .column: return columnNumber(items[step.left])
        case .negate: return -number(step.left, steps, trees, items)
        case .add: return number(step.left, steps, trees, items) + number(step.right, steps, trees, items)
        case .subtract: return number(step.left, steps, trees, items) - number(step.right, steps, trees, items)
        case .multiply: return number(step.left, steps, trees, items) * number(step.right, steps, trees, items)
        case .divide:
            let (a, b) = (number(step.left, steps, trees, items), number(step.right, steps, trees, items))
            return b == 0 ? .nan : a / b
        case .tree:
            if case .number(let value) = trees[step.left].evaluate(items) { return value }
            return .nan
        case .compare, .numberCriterion, .and, .or, .not:
            preconditionFailure("a condition is not a number")
        }
    }

    private static func holds(
        _ index: Int, _ steps: UnsafeBufferPointer<Step>, _ trees: [ExpressionNode], _ items: [GridItem]
    ) -> Bool {
        let step = steps[index]
        switch step.operation {
        case .numberCriterion:
            // As `ExpressionNode.holds(_:_:)` tests a column against a number.
            switch items[step.left] {
            case .empty: return step.comparison == .notEqual
            case .number(let value): return step.comparison.holds(value, step.number)
            case .date(let date): return step.comparison.holds(date.serial, step.number)
            default: return false
            }
        case .compare:
            let (a, b) = (number(step.left, steps, trees, items), number(step.right, steps, trees, items))
            return step.comparison.holds(a, b)
        case .and: return holds(step.left, steps, trees, items) && holds(step.right, steps, trees, items)
        case .or: return holds(step.left, steps, trees, items) || holds(step.right, steps, trees, items)
        case .not: return !holds(step.left, steps, trees, items)
        case .tree: return trees[step.left].holds(items)
        case .constant, .column, .negate, .add, .subtract, .multiply, .divide:
            preconditionFailure("a number is not a condition")
        }
    }
}
