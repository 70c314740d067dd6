import Foundation
import Testing

/// One name for a column in every generator: the Swift row type of `--to uikit` and `--to swiftui`
/// and the properties the MDK page binds (`{indexName}`, never `{Index Name}`, which no OData
/// entity can have), from one report with spaced, accented and colliding titles.
@Suite struct HandoffNamingCommandTests {
    static let csv = "Index Name,Index_Name,Café Crème,Open ($),2019\nA,B,1.5,2,3\n"
    static let names = ["indexName", "indexName2", "cafeCreme", "open", "column2019"]

    /// The stored properties of the row type `NamingRow`, backticks removed.
    static func properties(_ swift: String) throws -> [String] {
        let body = try #require(swift.components(separatedBy: "struct NamingRow: Decodable {\n").dropFirst().first)
        let stored = body.components(separatedBy: "\n\n")[0].split(separator: "\n")
        return stored.map { line in
            String(line.trimmingCharacters(in: .whitespaces).dropFirst(4).prefix { $0 != ":" })
                .replacingOccurrences(of: "`", with: "")
        }
    }

    @Test("the MDK page binds the Swift names; both Swift files compile against the stand-ins")
    func oneNamePerColumn() throws {
        let path = try inspectTemporaryFile("naming.csv", Self.csv)
        let common = ["handoff", path, "--name", "Naming"]
        let uikit = try run(common + ["--to", "uikit", "--sample", "1"])
        let swiftui = try run(common + ["--to", "swiftui", "--sample", "1"])
        let mdk = try run(common + ["--to", "mdk"])
        for result in [uikit, swiftui, mdk] { try #require(result.status == 0, "\(result.stderr)") }

        #expect(try Self.properties(uikit.stdout) == Self.names)
        #expect(try Self.properties(swiftui.stdout) == Self.names)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(mdk.stdout.utf8)) as? [String: Any])
        let section = try #require(
            ((page["Controls"] as? [[String: Any]])?.first?["Sections"] as? [[String: Any]])?.first)
        let rowItems = try #require((section["Row"] as? [String: Any])?["Items"] as? [[String: Any]])
        let headerItems = try #require(
            ((section["Header"] as? [String: Any])?["Grid"] as? [String: Any])?["Items"] as? [[String: Any]])
        // Text bound as it is; numbers through MDK's number formatter, the same names inside.
        #expect(rowItems.prefix(2).map { $0["Text"] as? String } == Self.names.prefix(2).map { "{\($0)}" })
        for (item, name) in zip(rowItems.dropFirst(2), Self.names.dropFirst(2)) {
            #expect((item["Text"] as? String)?.hasPrefix("$(N,{\(name)},'en-US',") == true, "\(item)")
        }
        #expect(
            headerItems.map { $0["Text"] as? String } == ["Index Name", "Index_Name", "Café Crème", "Open ($)", "2019"])
        let errors = try HandoffCommandTests().checkMDKPage(try inspectTemporaryFile("naming.json", mdk.stdout))
        #expect(errors.isEmpty, "\(errors)")

        let grid = try #require(try HandoffStandIn.run(["Naming": uikit.stdout])["Naming"])
        #expect(grid.rows.first?.map(\.text) == ["A", "B", "1.5", "2", "3"])
        let table = try #require(try DataTableStandIn.run(["Naming": swiftui.stdout])["Naming"])
        #expect(table.rows.first?.map(\.text) == ["A", "B", "1.5", "2", "3"])
    }

    /// Issue 38: a 200-character title was a 200-character property in every file.
    @Test("200-character titles: names cut after a word, told apart by a number, alike in all three")
    func longTitles() throws {
        let long =
            "Percentage of households in the county whose annual income before taxes was below the federal poverty threshold for a family of four in the reference year, as estimated by the American Community Survey"
        #expect(long.count >= 200)
        let csv = "Name,\"\(long) (2019)\",\"\(long) (2020)\"\nA,12.5,13\n"
        let path = try inspectTemporaryFile("long.csv", csv)
        let common = ["handoff", path, "--name", "Naming"]
        let uikit = try run(common + ["--to", "uikit", "--sample", "1"])
        let swiftui = try run(common + ["--to", "swiftui", "--sample", "1"])
        let mdk = try run(common + ["--to", "mdk"])
        for result in [uikit, swiftui, mdk] { try #require(result.status == 0, "\(result.stderr)") }
        let names = ["name", "percentageOfHouseholdsInTheCountyWhose", "percentageOfHouseholdsInTheCountyWhose2"]
        #expect(try Self.properties(uikit.stdout) == names)
        #expect(try Self.properties(swiftui.stdout) == names)
        for name in names.dropFirst() { #expect(mdk.stdout.contains("\"Text\" : \"$(N,{\(name)},")) }
        // The titles stay whole: the header's text and the coding keys.
        #expect(uikit.stdout.contains("= \"\(long) (2020)\""))
        #expect(mdk.stdout.contains("\"Text\" : \"\(long) (2020)\""))
        let grid = try #require(try HandoffStandIn.run(["Naming": uikit.stdout])["Naming"])
        #expect(grid.rows.first?.map(\.text) == ["A", "12.5", "13"])
        let table = try #require(try DataTableStandIn.run(["Naming": swiftui.stdout])["Naming"])
        #expect(table.rows.first?.map(\.text) == ["A", "12.5", "13"])
    }

    @Test("the checker refuses a page that binds a title with a space")
    func checkerRefusesTitles() throws {
        let page = """
            {"_Type": "Page", "_Name": "P", "Controls": [{"_Type": "Control.Type.SectionedTable", "_Name": "S",
            "Sections": [{"_Type": "Section.Type.GridTable", "_Name": "G", "Target": {"EntitySet": "E", "Service": "/S"},
            "Row": {"Items": [{"Text": "{Index Name}"}, {"Image": "{2019}"}, {"Text": "{indexName}"}]}}]}]}
            """
        let errors = try HandoffCommandTests().checkMDKPage(try inspectTemporaryFile("titles.json", page))
        #expect(
            errors == [
                "Row/Items/0: '{Index Name}' does not bind an OData property name",
                "Row/Items/1: '{2019}' does not bind an OData property name",
            ])
    }
}
