import GridReport
import Testing

@testable import GridReportSpec

@Suite("Spec files: groupBy, totals, sortGroups, collapsed")
struct SectionSpecTests {
    @Test("a list or one column, totals as a mapping or true, with places for errors")
    func read() throws {
        let spec = try SpecLoader.parse(
            "groupBy: [species, island]\ntotals:\n  body_mass_g: avg\n  sex: count\nsortGroups: true\ncollapsed: true\n",
            name: "s.yaml")
        let sections = try #require(spec.sections)
        #expect(sections.groupBy == ["species", "island"])
        #expect(sections.groupByOrigin == "s.yaml:1:10")
        #expect(
            sections.totals == [
                TotalRequest(column: "body_mass_g", kind: .avg, origin: "s.yaml:3:3"),
                TotalRequest(column: "sex", kind: .count, origin: "s.yaml:4:3"),
            ])
        #expect(sections.sortGroups && sections.collapsed)
        let single = try SpecLoader.parse("groupBy: island\ntotals: true\n", name: "t.yaml")
        #expect(single.sections?.groupBy == ["island"])
        #expect(single.sections?.sumNumberColumns == true)
    }

    @Test("an unknown total kind is an error at its place; a summary's aggregate is read, for a summary")
    func badKind() throws {
        #expect(throws: GridReportError.self) { try SpecLoader.parse("totals:\n  mass: mode\n", name: "s.yaml") }
        let summary = try SpecLoader.parse(
            "groupBy: island\ntotals:\n  mass: median\n  bill: p90\nsummary: true\npivot: sex\n", name: "s.yaml")
        #expect(summary.sections?.totals.map(\.function) == [.median, .percentile(90)])
        #expect(summary.summary?.isOn == true)
        #expect(summary.summary?.origin == "s.yaml:5:10: summary")
        #expect(summary.summary?.pivot == "sex")
        #expect(summary.summary?.pivotOrigin == "s.yaml:6:8: pivot")
    }
}
