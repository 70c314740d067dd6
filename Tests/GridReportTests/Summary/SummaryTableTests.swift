import Foundation
import Testing

@testable import GridReport

/// A summary's columns and rows as text: titles, then each row's cells as their columns show them.
func summaryText(_ table: SummaryTable) -> String {
    let renderers = table.schema.columns.map { $0.format.map(NumberRenderer.init) }
    var lines = [table.schema.columns.map { "\($0.name) [\($0.type.rawValue)]" }.joined(separator: " | ")]
    for row in table.rows {
        lines.append(
            row.items.enumerated().map { k, item -> String in
                switch item {
                case .number(let value): return renderers[k]?.string(value) ?? "\(value)"
                case .text(let text), .header(let text): return text
                case .date(let date): return date.text
                case .image(let image): return image.reference
                case .empty: return "·"
                }
            }.joined(separator: " | "))
    }
    return lines.joined(separator: "\n")
}

@Suite("Summary: groups, profile and pivot of penguins")
struct SummaryTableTests {
    let penguins = samplePath("penguins.csv")

    @Test("one row per species in order of first appearance: Count, %, the totals")
    func groups() throws {
        let table = try summary(
            penguins,
            try summaryRequest(groupBy: ["species"], totals: true, total: ["body_mass_g=avg", "sex=distinct"]))
        #expect(
            summaryText(table) == """
                species [text] | Count [number] | % [number] | bill_length_mm (sum) [number] | body_mass_g (sum) [number] | body_mass_g (avg) [number] | sex (distinct) [number]
                Adelie | 9 | 60.0% | 307.4 | 29,300 | 3,662.50 | 2
                Gentoo | 4 | 26.7% | 188.3 | 19,350 | 4,837.50 | 2
                Chinstrap | 2 | 13.3% | 96.5 | 7,400 | 3,700.00 | 2
                """)
    }

    @Test("by value with sort-groups, two group-by columns, a missing value")
    func sortedGroups() throws {
        let table = try summary(
            penguins, try summaryRequest(groupBy: ["island", "sex"], total: ["body_mass_g=median"], sorted: true))
        #expect(
            summaryText(table) == """
                island [text] | sex [text] | Count [number] | % [number] | body_mass_g (median) [number]
                Biscoe | female | 4 | 26.7% | 4,475.00
                Biscoe | male | 2 | 13.3% | 4,650.00
                Dream | female | 3 | 20.0% | 3,250.00
                Dream | male | 3 | 20.0% | 3,900.00
                Torgersen | female | 1 | 6.7% | 3,800.00
                Torgersen | male | 1 | 6.7% | 3,750.00
                Torgersen | · | 1 | 6.7% | ·
                """)
    }

    @Test("without group-by or totals: the column profile")
    func profile() throws {
        let table = try summary(penguins, try summaryRequest())
        #expect(
            summaryText(table) == """
                Column [text] | Type [text] | Count [number] | Missing [number] | Distinct [number] | Min [text] | Max [text] | Mean [number] | Median [number]
                species | text | 15 | 0 | 3 | Adelie | Gentoo | · | ·
                island | text | 15 | 0 | 3 | Biscoe | Torgersen | · | ·
                bill_length_mm | number | 14 | 1 | 12 | 37 | 50 | 42.3 | 39.55
                body_mass_g | number | 14 | 1 | 13 | 3,000 | 5,700 | 4,003.571 | 3,850
                sex | text | 14 | 1 | 2 | female | male | · | ·
                """)
    }

    @Test("a pivot: species by island, counts, a total column and row")
    func pivot() throws {
        let table = try summary(penguins, try summaryRequest(groupBy: ["species"], pivot: "island"))
        #expect(
            summaryText(table) == """
                species [text] | Torgersen [number] | Biscoe [number] | Dream [number] | Total [number]
                Adelie | 3 | 2 | 4 | 9
                Gentoo | · | 4 | · | 4
                Chinstrap | · | · | 2 | 2
                Total | 3 | 6 | 6 | 15
                """)
        let sums = try summary(
            penguins, try summaryRequest(groupBy: ["species"], total: ["body_mass_g=sum"], sorted: true, pivot: "sex"))
        #expect(
            summaryText(sums) == """
                species [text] | female [number] | male [number] | (missing) [number] | Total [number]
                Adelie | 13,450 | 15,850 | 0 | 29,300
                Chinstrap | 3,500 | 3,900 | · | 7,400
                Gentoo | 13,650 | 5,700 | · | 19,350
                Total | 30,600 | 25,450 | 0 | 56,050
                """)
    }

    @Test("the share shows as many fraction digits as the smallest group needs not to be 0%")
    func shareDigits() throws {
        func shares(_ rows: Int) throws -> [String] {
            let csv = try temporaryCSV("Group\nlone\n" + String(repeating: "many\n", count: rows - 1))
            let table = try summary(csv, try summaryRequest(groupBy: ["Group"]))
            return summaryText(table).split(separator: "\n").dropFirst().map {
                String($0.split(separator: "|")[2].trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(try shares(10) == ["10.0%", "90.0%"])
        #expect(try shares(2_000) == ["0.05%", "99.95%"])
        #expect(try shares(300_000) == ["0.0003%", "99.9997%"])
    }
}
