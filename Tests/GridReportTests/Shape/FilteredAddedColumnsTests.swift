import Testing

@testable import GridReport

/// The rows pass of a report whose added columns read hidden columns, with and without a filter
/// over an added column: the filter's columns are decoded first with the operands they need, the
/// others after it without decoding those operands again, and the shown items are handed out
/// swapped from the decoded row (`RowChunk.forEach`). Each row's cells are checked against the
/// values computed here from the CSV: missing operands and a division by zero give empty cells.
@Suite("Filtered rows with added columns over hidden columns, computed by hand")
struct FilteredAddedColumnsTests {
    struct Line {
        var id: Int
        var a: Double?
        var b: Double?
        var label: String
    }

    static let lines: [Line] = {
        var seed: UInt64 = 48
        return (0..<3_000).map { id in
            func next() -> UInt64 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return seed >> 33
            }
            func value() -> Double? {
                switch next() % 9 {
                case 0: return nil
                case 1: return 0
                default: return Double(Int(next() % 200_000) - 50_000) / 100
                }
            }
            return Line(id: id, a: value(), b: value(), label: ["alpha", "Beta", "", "gamma"][Int(next() % 4)])
        }
    }()

    static var csv: String {
        func written(_ value: Double?) -> String { value.map { String($0) } ?? "" }
        return "Id,A,B,Label\n" + lines.map { "\($0.id),\(written($0.a)),\(written($0.b)),\($0.label)\n" }.joined()
    }

    /// Shown: Id, Label, Range = A - B, Mid = (A + B) / 2, Ratio = A / B; A and B hidden.
    static func expected(_ line: Line) -> [GridItem] {
        func cell(_ value: Double?) -> GridItem { value.map { .number($0) } ?? .empty }
        let (a, b) = (line.a, line.b)
        let range = a.flatMap { a in b.map { a - $0 } }
        let mid = a.flatMap { a in b.map { (a + $0) / 2 } }
        let ratio = a.flatMap { a in b.flatMap { $0 == 0 ? nil : a / $0 } }
        return [
            .number(Double(line.id)), line.label.isEmpty ? .empty : .text(line.label), cell(range), cell(mid),
            cell(ratio),
        ]
    }

    @Test(
        "every row, or those a condition over an added column keeps",
        arguments: [nil, "Id > 2 and (Range > 1 or Range < -1)"] as [String?])
    func rows(condition: String?) throws {
        var read = ReadOptions()
        read.chunkBytes = 8 << 10
        read.added = try ["Range = A - B", "Mid = (A + B) / 2", "Ratio = A / B"].map {
            try AddedColumn.parse($0, origin: "--add")
        }
        var choice = ColumnChoice(kind: .select, list: "Id,Label,Range,Mid,Ratio", origin: "--select")
        // As the command resolves a choice (`ReportSpec`): what the filter and the added columns read.
        choice.needed = ["Id", "Range"] + read.added.flatMap(\.names)
        choice.added = read.added.map(\.name)
        choice.neededTexts = (condition.map { [$0] } ?? []) + read.added.map(\.text)
        read.columnChoice = choice
        let report = try Report(source: try source(Self.csv), read: read, settings: ReportSettings(locale: "en_US"))
        let conditions = try condition.map { [try RowCondition.parse($0, origin: "--where")] } ?? []
        try report.shape(RowShape(conditions: conditions))
        var rows: [[GridItem]] = []
        try report.rows.forEach { rows.append($0.items) }
        let kept = Self.lines.filter { line in
            guard condition != nil else { return true }
            guard line.id > 2, let a = line.a, let b = line.b else { return false }
            return a - b > 1 || a - b < -1
        }
        #expect(kept.count > 1_000 && (condition == nil || kept.count < Self.lines.count))
        #expect(rows.count == kept.count)
        for (row, line) in zip(rows, kept) where row != Self.expected(line) {
            Issue.record("line \(line.id): \(row) against \(Self.expected(line))")
            break
        }
    }
}
