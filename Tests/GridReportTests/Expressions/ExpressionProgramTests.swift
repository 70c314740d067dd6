import Testing

@testable import GridReport

/// The flat program rows are evaluated with (`ExpressionProgram`) gives what the checked tree
/// gives: the same cell for a number or a date (missing, division by zero and an infinite result
/// all empty), the same truth for a condition, on real files with missing values and on seeded
/// rows with zeros, missing values and dates.
@Suite("Expressions laid out flat")
struct ExpressionProgramTests {
    /// Beyond the Python cases: what only the program lays out flat, mixed with what it hands on.
    static let seeded = [
        "A / B", "(A - B) / (A + B)", "-A * 2 - -B", "A / (B - B)", "A * 1e300 * 1e300 - A * 1e300 * 1e300",
        "D + A", "D - 2007-11-01", "A / B > 1", "A / B != 1", "A / B == A / B", "-A <= B", "A >= 0.5",
        "A != 0.5", "A == 0", "A > 1 and not (B <= 2) or D < 2007-01-01", "not (A > 1 or B < 1)",
        "D >= 2007-06-01", "D != 2007-06-01", "T ~ x and A > 0", "T == abc or A < 1", "T is empty or B is empty",
        "MIN(A, B) > 1", "IF(A > B, A, B) / 2", "ROUND(A / 3, 2)", "ABS(A - B) + LEN(T)",
        "(A + B) / 2", "A - B - -B * 3 / (A + 1)", "D - D + A * 1e15", "-(A * B) / (B - A)",
    ]

    @Test("arithmetic alone is computed step by step; a function, a text or a condition goes through the tree")
    func straightPath() throws {
        let columns = [
            Column(index: 0, name: "A", type: .number), Column(index: 1, name: "B", type: .number),
            Column(index: 2, name: "D", type: .date), Column(index: 3, name: "T", type: .text),
        ]
        for (written, straight) in [
            ("(A + B) / 2", true), ("-A * 2 - -B", true), ("A / (B - B)", true), ("A", true), ("3", true),
            ("ABS(A - B)", false), ("IF(A > B, A, B) / 2", false), ("LEN(T) * 2", false),
        ] {
            var parser = ExpressionParser(written, origin: "test", mode: .value)
            let (node, _) = try ExpressionChecker(columns: columns, text: written, origin: "test")
                .compile(try parser.parse())
            #expect(ExpressionProgram(node, asNumber: true).isArithmetic == straight, "\(written)")
        }
    }

    @Test("seeded rows: zeros, missing values, dates and texts")
    func seededRows() throws {
        var generator = SeededGenerator(seed: 4850)
        var csv = "A,B,D,T\n"
        for _ in 0..<3_000 {
            func number() -> String {
                switch generator.next() % 6 {
                case 0: return ""
                case 1: return "0"
                case 2: return "NA"
                default: return String(Double(Int64(generator.next() % 20_000) - 10_000) / 100)
                }
            }
            func padded(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
            let day =
                generator.next() % 5 == 0
                ? "" : "2007-\(padded(generator.next() % 12 + 1))-\(padded(generator.next() % 28 + 1))"
            let text = ["abc", "xyz", "", "Tax", "ABC"][Int(generator.next() % 5)]
            csv += "\(number()),\(number()),\(day),\(text)\n"
        }
        let overNumbers = try compare(
            try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings()), Self.seeded)
        #expect(overNumbers > 1_000)
    }

    @Test("real files with missing values: the expressions checked against Python")
    func samples() throws {
        for (file, cases) in [
            ("Samples/penguins-raw.csv", ExpressionPythonTests.penguins),
            ("Samples/purchase-orders.csv", ExpressionPythonTests.orders),
        ] {
            let report = try Report(
                source: try ByteSource(path: file, displayName: file), read: ReadOptions(), settings: ReportSettings())
            try compare(report, cases.map(\.0))
        }
    }

    /// Checks each expression's program against its tree on every row; the count of arithmetic
    /// programs' values also checked over numbers (`ExpressionProgram.arithmetic`).
    @discardableResult
    private func compare(_ report: Report, _ expressions: [String]) throws -> Int {
        let columns = report.rows.fullSchema.columns
        let checked = try expressions.map { written in
            var parser = ExpressionParser(written, origin: "test", mode: .value)
            return try ExpressionChecker(columns: columns, text: written, origin: "test").compile(try parser.parse())
        }
        let flat = checked.map { node, type in
            type == .boolean
                ? ExpressionProgram(node, asNumber: false)
                : ExpressionProgram(node, asNumber: type == .number || type == .date)
        }
        var rows = 0
        var held = 0
        var arithmetic = 0
        try report.rows.forEach { row in
            rows += 1
            for (index, (node, type)) in checked.enumerated() {
                switch type {
                case .boolean:
                    let holds = node.holds(row.items)
                    #expect(flat[index].holds(row.items) == holds, "\(expressions[index]) on line \(row.line)")
                    if holds { held += 1 }
                case .number, .date:
                    var tree: Double?
                    if case .number(let value) = node.evaluate(row.items), value.isFinite { tree = value }
                    let value = flat[index].number(row.items)
                    let program = value.isFinite ? value : nil
                    #expect(
                        program?.bitPattern == tree?.bitPattern,
                        "\(expressions[index]) on line \(row.line): \(String(describing: program)) against \(String(describing: tree))"
                    )
                    if flat[index].isArithmetic {
                        // Over the items' numbers, as the first pass's rider computes it.
                        let numbers = row.items.map { item -> Double in
                            switch item {
                            case .number(let value): return value
                            case .date(let date): return date.serial
                            default: return .nan
                            }
                        }
                        let overNumbers = numbers.withUnsafeBufferPointer { buffer in
                            flat[index].arithmetic(UnsafeMutableBufferPointer(mutating: buffer))
                        }
                        #expect(
                            overNumbers.bitPattern == value.bitPattern || (overNumbers.isNaN && value.isNaN),
                            "\(expressions[index]) over numbers on line \(row.line)")
                        arithmetic += 1
                    }
                case .text:
                    continue
                }
            }
        }
        #expect(rows > 5)
        #expect(held > 0)
        return arithmetic
    }
}
