import Foundation
import Testing

@testable import GridReport

@Suite("Sorting rows: typed, stable, empty cells last, in memory or spilled to disk")
struct SortTests {
    static let csv = """
        Name,Amount,When,Code
        eclair,10,2024-03-01,b
        Zürich,9,,a
        apple,-2.5,2023-12-31,b
        Éclair,,2024-01-15,a
        zebra,100,2024-03-01,b
        Eclair,-0,2024-01-15,
        """

    static func order(_ keys: String, csv: String = csv, limit: Int? = nil, budget: Int = Report.defaultSortBudget)
        throws -> [String]
    {
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
        try report.shape(
            RowShape(sortKeys: try SortKey.parseList(keys, origin: "--sort")), limit: limit, sortBudget: budget)
        var names: [String] = []
        try report.rows.forEach { row in
            switch row.items[0] {
            case .text(let name): names.append(name)
            case .number(let value): names.append(String(Int(value)))
            default: names.append("")
            }
        }
        return names
    }

    @Test(
        "numbers by value, dates in time order, text in the locale's order, empty cells last either way",
        arguments: [
            ("Amount", ["apple", "Eclair", "Zürich", "eclair", "zebra", "Éclair"]),
            ("Amount:desc", ["zebra", "eclair", "Zürich", "Eclair", "apple", "Éclair"]),
            ("When", ["apple", "Éclair", "Eclair", "eclair", "zebra", "Zürich"]),
            ("When:desc,Name", ["eclair", "zebra", "Eclair", "Éclair", "apple", "Zürich"]),
            ("Name", ["apple", "eclair", "Eclair", "Éclair", "zebra", "Zürich"]),
            ("Name:DESC", ["Zürich", "zebra", "Éclair", "Eclair", "eclair", "apple"]),
            ("Code", ["Zürich", "Éclair", "eclair", "apple", "zebra", "Eclair"]),
            ("Code:desc", ["eclair", "apple", "zebra", "Zürich", "Éclair", "Eclair"]),
        ])
    func typed(keys: String, expected: [String]) throws {
        #expect(try Self.order(keys) == expected)
    }

    @Test("a top N keeps the first N of the whole order, and counts every row")
    func topN() throws {
        #expect(try Self.order("Amount:desc", limit: 2) == ["zebra", "eclair"])
        let report = try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
        try report.shape(RowShape(sortKeys: [SortKey(column: "Amount", origin: "--sort")]), limit: 2)
        #expect(report.rowCount == 6)
    }

    static func bigCSV(rows: Int) -> String {
        var text = "Id,Group,Value,Label\n"
        var seed: UInt64 = 42
        for id in 0..<rows {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Int(seed >> 40) % 1000
            let label = ["alpha", "Beta", "gamma", "Délta", ""][Int(seed >> 20) % 5]
            text += "\(id),g\(value % 7),\(value % 3 == 0 ? "" : String(value)),\(label)\n"
        }
        return text
    }

    @Test("spilled to disk in small runs and merged, a sort of 200,000 rows is the in-memory sort")
    func external() throws {
        let csv = Self.bigCSV(rows: 200_000)
        for keys in ["Value:desc", "Label,Value"] {
            let inMemory = try Self.order(keys, csv: csv)
            let spilled = try Self.order(keys, csv: csv, budget: 64 << 10)
            #expect(inMemory.count == 200_000)
            #expect(spilled == inMemory, "\(keys)")
        }
    }

    @Test("more runs than one merge reads at once are merged in passes, to the same order")
    func manyRuns() throws {
        let csv = Self.bigCSV(rows: 100_000)
        let spilled = try Self.order("Label:desc,Value", csv: csv, budget: 1 << 10)
        #expect(spilled == (try Self.order("Label:desc,Value", csv: csv)))
    }

    @Test("a top N of any size: the largest limit keeps every row, spilled past the budget")
    func hugeLimit() throws {
        let csv = Self.bigCSV(rows: 20_000)
        let all = try Self.order("Value", csv: csv)
        #expect(try Self.order("Value", csv: csv, limit: Int.max) == all)
        #expect(try Self.order("Value", csv: csv, limit: 10_000, budget: 16 << 10) == Array(all.prefix(10_000)))
    }

    @Test("a title with a colon is a title; a direction only when it is asc or desc")
    func colonTitles() throws {
        let csv = "Time:UTC,Ratio: a,Name\n2,1,x\n1,3,y\n3,2,z\n"
        #expect(try Self.order("Time:UTC", csv: csv) == ["1", "2", "3"])
        #expect(try Self.order("Ratio: a:desc", csv: csv) == ["1", "3", "2"])
        #expect(try Self.order("Time:UTC:desc", csv: csv) == ["3", "2", "1"])
        #expect {
            try Self.order("Name:up", csv: csv)
        } throws: { error in
            (error as! GridReportError).description
                == "--sort: 'Name:up' does not end in :asc or :desc (write COLUMN or COLUMN:desc, separated by commas)"
        }
    }

    @Test("stable: rows with equal keys keep the file's order, in memory and spilled")
    func stable() throws {
        let csv = Self.bigCSV(rows: 20_000)
        for budget in [Report.defaultSortBudget, 16 << 10] {
            let ids = try Self.order("Group", csv: csv, budget: budget).map { Int($0)! }
            let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
            var groups: [Int: String] = [:]
            try report.rows.forEach { row in
                if case .number(let id) = row.items[0], case .text(let group) = row.items[1] { groups[Int(id)] = group }
            }
            for (a, b) in zip(ids, ids.dropFirst()) where groups[a] == groups[b] { #expect(a < b) }
            #expect(ids.map { groups[$0]! } == ids.map { groups[$0]! }.sorted())
        }
    }

    @Test("the run files are gone as soon as they are made: nothing is left in the temporary folder")
    func noTemporaryFiles() throws {
        let folder = NSTemporaryDirectory()
        func runs() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("gridreport-sort") }
        }
        let before = try runs()
        _ = try Self.order("Value", csv: Self.bigCSV(rows: 50_000), budget: 16 << 10)
        #expect(try runs() == before)
    }

    @Test("rows keep their own lines in messages when sorted")
    func lines() throws {
        let report = try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
        try report.shape(RowShape(sortKeys: [SortKey(column: "Amount", descending: true, origin: "--sort")]))
        var lines: [Int] = []
        try report.rows.forEach { lines.append($0.line) }
        #expect(lines == [6, 2, 3, 7, 4, 5])
    }

    @Test(
        "the sorted order is the one a stable sort of the typed values gives: numbers descending, empty last, ties by the next key and then the file's order; in memory, spilled and merged in passes",
        arguments: [Report.defaultSortBudget, 16 << 10, 1 << 10])
    func oracle(budget: Int) throws {
        let csv = Self.bigCSV(rows: 30_000)
        var expected: [(id: Int, value: Int?, group: String)] = []
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            expected.append((Int(fields[0])!, Int(fields[2]), String(fields[1])))
        }
        expected.sort { a, b in
            switch (a.value, b.value) {
            case (let x?, let y?) where x != y: return x > y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.group != b.group ? a.group < b.group : a.id < b.id
            }
        }
        #expect(try Self.order("Value:desc,Group", csv: csv, budget: budget) == expected.map { String($0.id) })
    }

    @Test("sorted rows are read back whole from the runs: quoted fields with line breaks, CRLF, no last line break")
    func carriedRecords() throws {
        var csv = "Key,Text,Amount\r\n"
        for id in 0..<3000 {
            let text = id % 5 == 0 ? "\"line \(id)\r\nnext, \"\"quoted\"\"\"" : "plain \(id)"
            csv += "\((id * 7_919) % 101),\(text),\(id % 3 == 0 ? "" : String(id))\r\n"
        }
        csv += "50,last,1"
        for budget in [Report.defaultSortBudget, 4 << 10] {
            let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
            var inFileOrder: [Int: GridRow] = [:]
            try report.rows.forEach { inFileOrder[$0.line] = $0 }
            try report.shape(
                RowShape(sortKeys: [SortKey(column: "Key", descending: true, origin: "--sort")]), sortBudget: budget)
            var sorted: [GridRow] = []
            try report.rows.forEach(decodingAhead: true) { sorted.append($0) }
            #expect(sorted.count == inFileOrder.count)
            #expect(sorted.allSatisfy { inFileOrder[$0.line] == $0 })
            let lines = sorted.map(\.line)
            #expect(
                lines
                    == inFileOrder.values.sorted { a, b in
                        guard case .number(let x) = a.items[0], case .number(let y) = b.items[0] else { return false }
                        return x != y ? x > y : a.line < b.line
                    }.map(\.line))
        }
    }

    @Test(
        "a sort list that cannot be read says why",
        arguments: [
            (
                "Amount:up",
                "--sort: 'Amount:up' does not end in :asc or :desc (write COLUMN or COLUMN:desc, separated by commas)"
            ),
            (",", "--sort: the list is empty (name at least one column)"),
            (
                "Amout",
                "--sort: no column \"Amout\"; did you mean \"Amount\"? (name a column by its title or by its number 1–4)"
            ),
        ])
    func refused(keys: String, sentence: String) throws {
        #expect {
            try Self.order(keys)
        } throws: { error in
            (error as! GridReportError).description == sentence
        }
    }
}
