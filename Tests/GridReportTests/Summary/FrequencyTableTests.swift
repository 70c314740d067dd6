import Foundation
import Testing

@testable import GridReport

/// The viewer's frequency table (`c`): the summary grouped by one column, most frequent first.
@Suite("Summary: a column's frequency table")
struct FrequencyTableTests {
    /// Carriers with repeats, a tie (UA and DL, 2 each: UA comes first), a missing carrier,
    /// a text that differs from another only by case, and a number column with a repeat.
    static let csv = #"""
        Carrier,Delay,Day
        UA,5,2024-03-01
        AA,,2024-03-01
        UA,5.5,2024-03-02
        DL,7,2024-03-02
        ,1,2024-03-03
        AA,5,2024-03-01
        DL,"-2",2024-03-04
        AA,5,2024-03-01
        aa,3,2024-03-05
        "say ""hi""",3,2024-03-05

        """#

    func report() throws -> Report {
        try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
    }

    func text(_ table: FrequencyTable) throws -> String {
        var lines: [String] = []
        try table.report.rows.forEach {
            lines.append(summaryText(SummaryTable(schema: table.report.schema, rows: [$0])))
        }
        return lines.map { $0.components(separatedBy: "\n").last ?? "" }.joined(separator: "\n")
    }

    @Test("values, Count and % from the most frequent; ties in order of first appearance; missing as (missing)")
    func carriers() throws {
        let table = try report().frequencyTable(of: 0)
        #expect(table.report.schema.columns.map(\.name) == ["Carrier", "Count", "%"])
        #expect(table.report.schema.columns.map(\.type) == [.text, .number, .number])
        #expect(
            try text(table) == """
                AA | 3 | 30.0%
                UA | 2 | 20.0%
                DL | 2 | 20.0%
                (missing) | 1 | 10.0%
                aa | 1 | 10.0%
                say "hi" | 1 | 10.0%
                """)
        #expect(
            table.values == [.text("AA"), .text("UA"), .text("DL"), .empty, .text("aa"), .text("say \"hi\"")])
    }

    @Test("a number column: values by value (5 and 5.0 one), in the column's type, the missing one a row")
    func numbers() throws {
        let table = try report().frequencyTable(of: 1)
        #expect(table.report.schema.columns[0].type == .number)
        #expect(
            try text(table) == """
                5 | 3 | 30.0%
                3 | 2 | 20.0%
                (missing) | 1 | 10.0%
                5.5 | 1 | 10.0%
                7 | 1 | 10.0%
                1 | 1 | 10.0%
                -2 | 1 | 10.0%
                """)
    }

    @Test("over the rows as filtered: a filter shapes what is counted, and the order of first appearance")
    func filtered() throws {
        let report = try report()
        try report.shape(
            RowShape(conditions: [try RowCondition.parse("Delay >= 5", origin: "--where")]),
            sortBudget: Report.defaultSortBudget)
        let table = try report.frequencyTable(of: 0)
        #expect(
            try text(table) == """
                UA | 2 | 40.0%
                AA | 2 | 40.0%
                DL | 1 | 20.0%
                """)
    }

    @Test("each value's condition keeps the rows the table counted for it, and reads as a user writes it")
    func conditions() throws {
        for column in 0..<3 {
            let table = try report().frequencyTable(of: column)
            var counted: [Double] = []
            try table.report.rows.forEach { row in
                if case .number(let count) = row.items[1] { counted.append(count) }
            }
            for (place, value) in table.values.enumerated() {
                let report = try report()
                let condition = try RowCondition.holding(
                    value, in: report.schema.columns[column], names: report.schema.columns.map(\.name),
                    origin: "filter")
                try report.shape(RowShape(conditions: [condition]), sortBudget: Report.defaultSortBudget)
                var kept = 0
                try report.rows.forEach { _ in kept += 1 }
                // Text compares without regard to case, as --where does: AA keeps aa's row too.
                let expected = value == .text("AA") ? counted[place] + 1 : value == .text("aa") ? 4 : counted[place]
                #expect(Double(kept) == expected, "\(condition.text)")
            }
        }
        let columns = try report().schema.columns
        let names = columns.map(\.name)
        func written(_ item: GridItem, _ column: Int) throws -> String {
            try RowCondition.holding(item, in: columns[column], names: names, origin: "filter").text
        }
        #expect(try written(.text("say \"hi\""), 0) == #"Carrier == "say ""hi""""#)
        #expect(try written(.empty, 0) == "Carrier is empty")
        #expect(try written(.number(5.5), 1) == "Delay == 5.5")
        #expect(try written(.number(-2), 1) == "Delay == -2")
        #expect(try written(.date(DateItem(text: "2024-03-01", serial: 45352)), 2) == "Day == 2024-03-01")
    }
}
