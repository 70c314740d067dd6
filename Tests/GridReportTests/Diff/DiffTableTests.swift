import Foundation
import Testing

@testable import GridReport

@Suite("Diff as a table: a change column and each diff column, cells marked with their state")
struct DiffTableTests {
    static let new = """
        Id,Name,Price,Margin,Since
        4,Fig,4.00,1,2024-02-02
        1,Apple,1.5,1,2024-03-04
        3,Plum,NA,1,2023-12-31
        2,Pear,0,1,2024-01-01
        5,Kiwi,7,1,2024-05-05
        """

    /// Each row as `item[mark]` cells: `a` added, `r` removed, `c` changed, `u` unchanged, and a
    /// changed cell's old value after `<`.
    static func shown(_ table: DiffTable) throws -> [String] {
        var lines: [String] = []
        try table.forEachRow { row in
            let cells = row.items.indices.map { k -> String in
                let mark = row.marks[k]
                let state: String
                switch mark.state {
                case .positive?: state = "a"
                case .negative?: state = "r"
                case .critical?: state = "c"
                case .neutral?: state = "u"
                default: state = ""
                }
                let previous = mark.previous.map { "<" + DiffComparison.text(of: $0) } ?? ""
                return DiffComparison.text(of: row.items[k]) + previous + (state.isEmpty ? "" : "[\(state)]")
            }
            lines.append("\(row.line): " + cells.joined(separator: " | "))
        }
        return lines
    }

    @Test("the schema: the change column, then the new report's columns with the removed ones where they were")
    func schema() throws {
        let table = DiffTable(try diffReport(DiffTests.old, Self.new, options: DiffOptions(key: ["Id"])))
        #expect(table.schema.columns.map(\.name) == ["Change", "Id", "Name", "Price", "Fax", "Margin", "Since"])
        #expect(table.schema.columns.map(\.type) == [.text, .number, .text, .number, .text, .number, .date])
        #expect(table.schema.columns.map(\.index) == Array(0..<7))
    }

    @Test("changed rows mark their changed cells critical with the old value; added and removed rows every cell")
    func rows() throws {
        let old = DiffTests.old + "\n9,Date,3,555-9,2024-09-09"
        let diff = try diffReport(old, Self.new, options: DiffOptions(key: ["Id"]))
        #expect(
            try Self.shown(DiffTable(diff)) == [
                // Fax, a removed column, is shown removed on a changed row.
                "5: →[c] | 2 | Pear | 0<2[c] | 555-2[r] | 1 | 2024-01-01",
                "6: +[a] | 5[a] | Kiwi[a] | 7[a] | [a] | 1[a] | 2024-05-05[a]",
                "6: −[r] | 9[r] | Date[r] | 3[r] | 555-9[r] | [r] | 2024-09-09[r]",
            ])
        let all = try Self.shown(DiffTable(diff, includesUnchanged: true))
        #expect(all.count == 6)
        #expect(all[0] == "3: [u] | 1[u] | Apple[u] | 1.5[u] | 555-1[u] | 1[u] | 2024-03-04[u]")
        // Struck where a writer can strike, on every row the new report has (not on an added one).
        var struck: [Bool] = []
        try DiffTable(diff, includesUnchanged: true).forEachRow { struck.append($0.marks[4].isRemoved) }
        #expect(struck == [true, true, true, true, false, true])
    }

    @Test("built not counting first, the report's one merge counts the diff; a duplicate key is found there")
    func countsInOneMerge() throws {
        let old = DiffTests.old + "\n9,Date,3,555-9,2024-09-09"
        let counted = try diffReport(old, Self.new, options: DiffOptions(key: ["Id"]))
        #expect(counted.isCounted && counted.summary.changed == 1 && counted.summary.unchanged == 3)
        let deferred = try diffReport(old, Self.new, options: DiffOptions(key: ["Id"]), countsFirst: false)
        #expect(!deferred.isCounted && deferred.summary.changed == 0)
        let report = try DiffTable(deferred).report()
        #expect(deferred.isCounted && deferred.summary == counted.summary)
        #expect(report.rows.store?.count == 3)
        let twice = Self.new + "\n4,Fig again,4.00,1,2024-02-02"
        let duplicate = try diffReport(old, twice, options: DiffOptions(key: ["Id"]), countsFirst: false)
        #expect(throws: GridReportError.self) { _ = try DiffTable(duplicate).report() }
    }

    @Test("rows of a file carry no marks")
    func ordinaryRows() throws {
        let report = try Report(source: try source(Self.new), read: ReadOptions(), settings: ReportSettings())
        try report.rows.forEach { #expect($0.marks.isEmpty) }
    }
}
