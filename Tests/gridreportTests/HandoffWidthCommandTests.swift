import Foundation
import Testing

/// The widths `handoff` writes without given widths: laid out at the iPad's 128 cells (not the
/// terminal's), and as fractions summing below 1, with a comment, when the columns do not fit
/// even at their narrowest; on real files (Tests/RealData).
@Suite("gridreport handoff widths")
struct HandoffWidthCommandTests {
    @Test("the default width is the iPad's 128 cells, whatever the terminal's")
    func iPadWidth() throws {
        let result = try run(
            ["handoff", "Tests/RealData/airports.csv", "--to", "uikit"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("each column's width in the terminal table at 128 cells"))
        #expect(result.stdout.contains("static let columnWidths: [CGFloat] = [32, -1, 128, 40, 56, 88, 104]"))
        let given = try run(["handoff", "Tests/RealData/airports.csv", "--to", "uikit", "--width", "100"])
        #expect(given.stdout.contains("at 100 cells"))
    }

    @Test("14 columns that need 136 cells: fractions below 1 with a comment, and the Swift compiles and lays out")
    func fractions() throws {
        let result = try run([
            "handoff", "Tests/RealData/macrodata.csv", "--to", "uikit", "--name", "Macro", "--sample", "2",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let comment = result.stdout.split(separator: "\n").filter { $0.contains("///") }.map {
            $0.trimmingCharacters(in: .whitespaces).dropFirst(4)
        }.joined(separator: " ")
        #expect(
            comment.contains(
                "No widths were given, and the 14 columns need at least 136 cells (their narrowest readable widths in the terminal) where 128 are available: each column takes its share of those widths as a fraction of the content width (together 0.995), so the grid fits, narrower than it reads best. Give widths, or hide columns with a width of 0, for a grid that reads better."
            ))
        let grid = try #require(try HandoffStandIn.run(["Macro": result.stdout])["Macro"])
        #expect(grid.widths.count == 14)
        #expect(grid.widths.allSatisfy { $0 > 0 && $0 < 1 })
        let sum = grid.widths.reduce(0, +)
        #expect(sum < 1 && sum > 0.99)
        #expect(grid.rows.count == 2)
    }

    @Test("the MDK page of the same file takes the fractions as ColumnWidthPercentage, valid by SAP's schema")
    func mdkFractions() throws {
        let result = try run(["handoff", "Tests/RealData/macrodata.csv", "--to", "mdk"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"ColumnWidthPercentage\""))
        let page = try inspectTemporaryFile("macro.json", result.stdout)
        let script = repositoryRoot.appendingPathComponent("Tests/Python/check_mdk_page.py").path
        let errors = try HandoffStandIn.capture(
            "/usr/bin/env", ["python3", script, page], in: try temporaryFolder(), accepting: [0, 2])
        #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
    }
}
