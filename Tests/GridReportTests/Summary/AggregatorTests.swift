import Foundation
import Testing

@testable import GridReport

func summaryRequest(
    groupBy: [String] = [], totals: Bool = false, total: [String] = [], sorted: Bool = false, pivot: String? = nil
) throws -> SummaryRequest {
    var request = SummaryRequest()
    request.groupBy = groupBy
    request.groupByOrigin = "--group-by"
    request.sumNumberColumns = totals
    request.totals = try total.map { try AggregateRequest.parse($0, origin: "--total") }
    request.sortGroups = sorted
    request.pivot = pivot
    request.pivotOrigin = "--pivot"
    return request
}

func summary(_ path: String, _ request: SummaryRequest) throws -> SummaryTable {
    let report = try Report(
        source: try ByteSource(path: path, displayName: URL(fileURLWithPath: path).lastPathComponent),
        read: ReadOptions(), settings: ReportSettings())
    return try report.summarize(try SummaryPlan.resolve(request, schema: report.schema))
}

@Suite("Summary: aggregators")
struct AggregatorTests {
    @Test("names: every aggregate, pN from 1 to 99, average and mean for avg")
    func names() throws {
        #expect(try AggregateFunction.parse("SUM") == .sum)
        #expect(try AggregateFunction.parse("average") == .avg)
        #expect(try AggregateFunction.parse("mean") == .avg)
        #expect(try AggregateFunction.parse("median") == .percentile(50))
        #expect(try AggregateFunction.parse("p50") == .median)
        #expect(try AggregateFunction.parse("p1") == .percentile(1))
        #expect(try AggregateFunction.parse("P99") == .percentile(99))
        #expect(AggregateFunction.percentile(90).name == "p90")
        #expect(AggregateFunction.median.name == "median")
        #expect(throws: AggregateNameError.percentileOutOfRange(0)) { try AggregateFunction.parse("p0") }
        #expect(throws: AggregateNameError.percentileOutOfRange(100)) { try AggregateFunction.parse("p100") }
        #expect(throws: AggregateNameError.unknown("p")) { try AggregateFunction.parse("p") }
        #expect(throws: AggregateNameError.unknown("mode")) { try AggregateFunction.parse("mode") }
        #expect(throws: AggregateNameError.unknown("p٥")) { try AggregateFunction.parse("p٥") }
    }

    @Test("the sentences of every request error")
    func errors() throws {
        func sentence(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "no error"
            } catch let error as SummaryError {
                return error.reported.description
            } catch {
                return "\(error)"
            }
        }
        let penguins = samplePath("penguins.csv")
        let report = try Report(
            source: try ByteSource(path: penguins, displayName: "penguins.csv"), read: ReadOptions(),
            settings: ReportSettings())
        func resolve(_ request: SummaryRequest) throws { _ = try SummaryPlan.resolve(request, schema: report.schema) }
        #expect(
            sentence { _ = try AggregateRequest.parse("mode", origin: "--total") }
                == "--total: \"mode\" is not COLUMN=AGG (for example Delay=avg; aggregates: sum, avg, min, max, count, distinct, median, pN (N from 1 to 99))"
        )
        #expect(
            sentence { _ = try AggregateRequest.parse("body_mass_g=mode", origin: "--total") }
                == "--total: unknown aggregate \"mode\" (aggregates: sum, avg, min, max, count, distinct, median, pN (N from 1 to 99))"
        )
        #expect(
            sentence { _ = try AggregateRequest.parse("body_mass_g=p100", origin: "--total") }
                == "--total: p100 is not a percentile from p1 to p99 (median is p50)")
        #expect(
            sentence { try resolve(try summaryRequest(groupBy: ["island"], total: ["species=avg"])) }
                == "--total: column \"species\" holds text, which have no avg (count and distinct take any column)")
        #expect(
            sentence { try resolve(try summaryRequest(groupBy: ["spieces"])) }
                == "--group-by: no column \"spieces\"; did you mean \"species\"? (name a column by its title or by its number 1–5)"
        )
        #expect(
            sentence { try resolve(try summaryRequest(pivot: "sex")) }
                == "--pivot: a pivot spreads the groups' rows into columns, and no group-by column is given (add --group-by COLUMN)"
        )
        #expect(
            sentence { try resolve(try summaryRequest(groupBy: ["species"], pivot: "Species")) }
                == "--pivot: \"species\" is a group-by column, whose values are rows already (pivot a column that is not grouped by)"
        )
        #expect(
            sentence { try resolve(try summaryRequest(groupBy: ["species"], pivot: "sexx")) }
                == "--pivot: no column \"sexx\"; did you mean \"sex\"? (name a column by its title or by its number 1–5)"
        )
        #expect(
            sentence {
                try resolve(try summaryRequest(groupBy: ["species"], total: ["3=sum", "4=avg"], pivot: "sex"))
            }
                == "--pivot: a pivot's cells show one aggregate, and 2 are asked (give one --total COLUMN=AGG, or none for counts)"
        )
        var narrow = try summaryRequest(groupBy: ["species"], pivot: "island")
        narrow.maxPivotColumns = 2
        #expect(
            sentence { _ = try summary(penguins, narrow) }
                == "--pivot: \"island\" has 3 different values, more columns than the 2 a pivot takes (pivot a column with fewer values)"
        )
    }

    @Test("percentiles as numpy's linear method, to the last bit; at the ends and between")
    func percentiles() {
        #expect(Aggregator.percentile(50, of: []) == nil)
        #expect(Aggregator.percentile(50, of: [7]) == 7)
        #expect(Aggregator.percentile(50, of: [1, 2, 3, 4]) == 2.5)
        #expect(Aggregator.percentile(1, of: [10, 20]) == 10.1)
        var distinct = Aggregator(.distinct)
        for item in [GridItem.number(1), .number(1.0), .empty, .number(2)] { distinct.add(item) }
        #expect(distinct.value == 2)
        var text = Aggregator(.distinct)
        for item in [GridItem.text("a"), .text("A"), .text("a"), .empty] { text.add(item) }
        #expect(text.value == 2)
        #expect(text.count == 3)
    }
}
