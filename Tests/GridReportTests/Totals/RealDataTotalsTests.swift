import Foundation
import Testing

@testable import GridReport

/// Excerpts of public-domain CSV files from the statsmodels wheel (see `Golden/data/real/README.md`):
/// totals are whole and without binary noise, years and dates are not grouped.
@Suite("Totals and readings on real data")
struct RealDataTotalsTests {
    static func path(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/GridReportTests/Golden/data/real/\(name)").path
    }

    @Test(
        "no ### and no noise in any total, at a width that fits and in records",
        arguments: [
            ("co2.csv", [String]()), ("grunfeld.csv", ["firm"]), ("macrodata.csv", ["year"]),
            ("statecrime.csv", []),
        ])
    func totals(name: String, groupBy: [String]) throws {
        let request = try sectionRequest(groupBy: groupBy, totals: true, collapsed: true)
        let table = try renderSections(Self.path(name), request, width: 200)
        #expect(!table.contains("#"))
        let report = try Report(
            source: try ByteSource(path: Self.path(name), displayName: name), read: ReadOptions(),
            settings: ReportSettings())
        let plan = try #require(try SectionPlan.resolve(request, schema: report.schema))
        report.sectionPlan = plan
        var records = ""
        try report.renderRecordsSections(plan, totalCells: 40, color: false, to: &records)
        #expect(!records.contains("…"))
        // Noise would show as a long run of digits after the point (`.239999998`).
        for text in [table, records] {
            #expect(text.range(of: #"\.\d{6,}"#, options: .regularExpression) == nil, "\(name)")
        }
    }

    @Test("years and yyyyMMdd dates: not grouped, not summed")
    func readings() throws {
        func report(_ name: String) throws -> Report {
            try Report(
                source: try ByteSource(path: Self.path(name), displayName: name), read: ReadOptions(),
                settings: ReportSettings())
        }
        let co2 = try report("co2.csv")
        #expect(co2.schema.columns[0].type == .date)
        let grunfeld = try report("grunfeld.csv")
        #expect(grunfeld.schema.columns[4].numberReading == .year)
        #expect(grunfeld.renderers[4]?.string(1935) == "1935")
        let macro = try report("macrodata.csv")
        #expect(macro.schema.columns[0].numberReading == .year)
        let plan = try #require(try SectionPlan.resolve(try sectionRequest(totals: true), schema: macro.schema))
        #expect(!plan.totals.contains { $0.column == 0 })
    }
}
