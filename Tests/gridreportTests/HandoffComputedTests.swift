import Foundation
import Testing

/// Issue 48, item 5: an added column reaches the app as a computed property of the row type,
/// written from the expression the report evaluates, so the app computes what the report shows
/// (missing operands and a division by zero give nil, as the report's empty cells).
@Suite("Handoff: added columns as computed properties (issue 48)")
struct HandoffComputedTests {
    static let orders = """
        Item,Units,Unit Price,Cost,Order Date,Ship Date
        Anvil,3,2.50,1.2,2024-01-02,2024-01-05
        Bolt,,4.00,0,2024-02-01,2024-02-11
        Cog,2,1.25,0.5,2024-12-31,

        """

    static let added = [
        "Total = Units * [Unit Price]", "Ratio = Total / Cost", "Days = [Ship Date] - [Order Date]",
        "Due = [Order Date] + 30", "Tag = IF(Units > 2, \"bulk\", \"single\")", "Year = YEAR([Order Date])",
        "Label = Item & \" x\" & Units", "Third = ROUND([Unit Price] / 3, 2)", "Most = MAX(Units, 1)",
        // Units read in a condition before the arithmetic that needs it: read unwrapped there too.
        "Score = IF(Units > 2, 10, 0) + Units",
    ]

    static var arguments: [String] { added.flatMap { ["--add", $0] } }

    func folder() throws -> URL {
        let folder = try temporaryFolder()
        try Data(Self.orders.utf8).write(to: folder.appendingPathComponent("orders.csv"))
        return folder
    }

    @Test("each added column is a computed property; the decoder's keys and the sample rows have the file's columns")
    func properties() throws {
        let folder = try folder()
        let result = try run(["handoff", "orders.csv", "--to", "uikit", "--sample", "3"] + Self.arguments, in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        let swift = result.stdout
        for expected in [
            """
                /// `Total = Units * [Unit Price]`, computed as the report computes it.
                var total: Double? {
                    guard let units else { return nil }
                    return units * unitPrice
                }
            """,
            """
                var ratio: Double? {
                    guard let total else { return nil }
                    guard cost != 0 else { return nil }
                    return total / cost
                }
            """,
            """
                var days: Double? {
                    guard let shipDate else { return nil }
                    return shipDate.timeIntervalSince(orderDate) / 86_400
                }
            """,
            "    var due: Date { orderDate.addingTimeInterval(30.0 * 86_400) }",
            "    var tag: String { (units.map { $0 > 2.0 } ?? false) ? \"bulk\" : \"single\" }",
            "    var year: Double { Double(Self.utcCalendar.component(.year, from: orderDate)) }",
            "    var third: Double { ((unitPrice / 3.0) * 100.0).rounded(.toNearestOrAwayFromZero) / 100.0 }",
            "    var most: Double { ([units, 1.0] as [Double?]).compactMap { $0 }.max() ?? 0 }",
            """
                var score: Double? {
                    guard let units else { return nil }
                    return ((units > 2.0) ? 10.0 : 0.0) + units
                }
            """,
        ] {
            #expect(swift.contains(expected), "\(expected)\n---\n\(swift)")
        }
        #expect(!swift.contains("case total = "))
        #expect(!swift.contains("            total: "), "the sample rows give only the file's columns")
        #expect(swift.contains("            shipDate: nil\n        ),"))
    }

    @Test("compiled against the stand-ins, the app's cells show what the report's records show")
    func sameCells() throws {
        let folder = try folder()
        let result = try run(
            ["handoff", "orders.csv", "--to", "uikit", "--name", "Orders", "--sample", "3"] + Self.arguments,
            in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        let grids = try HandoffStandIn.run(["Orders": result.stdout])
        let grid = try #require(grids["Orders"])
        let app = grid.rows.map { row in row.map { $0.text ?? "" } }
        // The report's own cells, from the records view: `Title: value` per line, each row after a rule.
        let records = try run(
            ["render", "orders.csv", "--mode", "records", "--width", "80"] + Self.arguments, in: folder)
        try #require(records.status == 0, "\(records.stderr)")
        var report: [[String]] = []
        for line in records.stdout.split(separator: "\n") {
            if line.hasPrefix("──") {
                report.append([])
            } else if let colon = line.firstIndex(of: ":"), !report.isEmpty {
                report[report.count - 1].append(
                    String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(app.count == 3)
        #expect(app == report, "app:\n\(app)\nreport:\n\(records.stdout)")
        // Bolt has no Units and a Cost of 0: Total, Ratio and its Label's number are empty.
        #expect(app[1][6] == "" && app[1][7] == "" && app[1][12] == "Bolt x")
        #expect(app[2][9] == "2025-01-30")
        // The SwiftUI table reads the same properties.
        let swiftui = try run(
            ["handoff", "orders.csv", "--to", "swiftui", "--name", "Orders", "--sample", "3"] + Self.arguments,
            in: folder)
        try #require(swiftui.status == 0, "\(swiftui.stderr)")
        let table = try #require(try DataTableStandIn.run(["Orders": swiftui.stdout])["Orders"])
        #expect(table.rows.map { row in row.map { $0.text ?? "" } } == report)
    }

    @Test("what Swift would compute otherwise than the report stays stored, with a comment saying why")
    func storedWithReason() throws {
        let folder = try folder()
        let result = try run(
            ["handoff", "orders.csv", "--to", "uikit", "--add", "Note = Item & \" on \" & [Order Date]"], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                    var orderDate: Date
                    var shipDate: Date?

                    /// Computed by the report (`Note = Item & " on " & [Order Date]`) and stored here: Swift would not compute it as
                    /// the report does, since it reads Order Date as the text the report shows.
                    var note: String

                """), "\(result.stdout)")
        #expect(result.stdout.contains("        case note = \"Note\"\n"))
    }
}
