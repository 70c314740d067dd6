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

    @Test("an unknown total kind is an error at its place")
    func badKind() throws {
        #expect(throws: GridReportError.self) { try SpecLoader.parse("totals:\n  mass: median\n", name: "s.yaml") }
    }
}
