import Foundation
import Testing

@testable import GridReport

@Suite("Summary: medians, percentiles and distinct counts spilled past the budget")
struct KeptValueSpillTests {
    /// 3,000 rows in 40 groups: numbers with repeats, negatives, -0 and missing values, text and
    /// dates with repeats; one group with a single value and one with none.
    static let csv: String = {
        var generator = SeededGenerator(seed: 20_261_207)
        var lines = ["Group,Value,Name,Day"]
        for row in 0..<3000 {
            let group = row == 2999 ? "lone" : "G\(generator.next() % 40)"
            let value: String
            switch generator.next() % 10 {
            case 0: value = ""
            case 1: value = "-0"
            default: value = String(format: "%.2f", Double(Int(generator.next() % 20_000)) / 100 - 60)
            }
            let name = "name \(generator.next() % 300) with a longer tail"
            let day = String(format: "2024-%02d-%02d", 1 + Int(generator.next() % 12), 1 + Int(generator.next() % 28))
            lines.append("\(group),\(row == 2999 ? "5" : value),\(name),\(day)")
        }
        lines.append("empty,,x,2024-01-01")
        return lines.joined(separator: "\n") + "\n"
    }()

    func tables(_ request: SummaryRequest) throws -> (inMemory: SummaryTable, spilled: SummaryTable) {
        let report = try Report(
            source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
        let plan = try SummaryPlan.resolve(request, schema: report.schema)
        var summarizer = Summarizer(
            plan: plan, schema: report.schema,
            fractionDigits: report.schema.columns.map { report.profile.columns[$0.index].maxFractionDigits },
            locale: report.defaultLocale, budget: 512)
        try report.rows.forEach { try summarizer.add($0) }
        #expect(summarizer.hasSpilled)
        try summarizer.finish()
        return (try report.summarize(plan), try summarizer.table())
    }

    @Test("groups: each median, p10, p90 and distinct count as when kept in memory")
    func groups() throws {
        let request = try summaryRequest(
            groupBy: ["Group"],
            total: ["Value=median", "Value=p10", "Value=p90", "Value=distinct", "Name=distinct", "Day=distinct"])
        let (inMemory, spilled) = try tables(request)
        #expect(spilled.rows.count == 42)
        #expect(spilled.rows.map(\.items) == inMemory.rows.map(\.items))
        let lone = try #require(spilled.rows.first { $0.items[0] == .text("lone") })
        #expect(
            lone.items[3...].map { $0 } == [.number(5), .number(5), .number(5), .number(1), .number(1), .number(1)])
        let empty = try #require(spilled.rows.first { $0.items[0] == .text("empty") })
        #expect(empty.items[3...].map { $0 } == [.empty, .empty, .empty, .number(0), .number(1), .number(1)])
    }

    @Test("-0 and 0 are one value in a spilled distinct count")
    func negativeZero() throws {
        let (inMemory, spilled) = try tables(try summaryRequest(groupBy: ["Group"], total: ["Value=distinct"]))
        #expect(spilled.rows.map(\.items) == inMemory.rows.map(\.items))
    }

    @Test("a pivot's cells and margins, and the column profile, as when kept in memory")
    func pivotAndProfile() throws {
        let pivot = try tables(try summaryRequest(groupBy: ["Day"], total: ["Value=median"], pivot: "Group"))
        #expect(pivot.spilled.rows.map(\.items) == pivot.inMemory.rows.map(\.items))
        let profile = try tables(try summaryRequest())
        #expect(profile.spilled.rows.map(\.items) == profile.inMemory.rows.map(\.items))
        // 300 names and the "x" of the group with no values.
        #expect(profile.spilled.rows[2].items[4] == .number(301))
    }
}
