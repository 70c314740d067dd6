import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// One conditional format as `read_rules.py` (openpyxl) sees it.
private struct RuleDump: Decodable, Equatable {
    var range: String
    var type: String
    var `operator`: String?
    var formula: [String]
    var stopIfTrue: Bool
    var priority: Int
    var color: String?
    var bold: Bool
}

private struct RuleSheetDump: Decodable {
    var name: String
    var rules: [RuleDump]
}

private func ruleSheets(_ path: String) throws -> [RuleSheetDump] {
    try JSONDecoder().decode([RuleSheetDump].self, from: try runSupportScript("read_rules.py", [path]))
}

@Suite("XLSX: status rules as conditional formats")
struct StatusRuleSheetTests {
    private let schema = Schema(columns: [
        Column(index: 0, name: "N", type: .number), Column(index: 1, name: "Label", type: .text),
        Column(index: 2, name: "Day", type: .date),
    ])

    private func rules(_ texts: [String]) throws -> StatusRules {
        try StatusRules.resolve(texts.map { try StatusRule.parse($0, origin: "--rule") }, schema: schema).rules
    }

    private func rows(_ count: Int) -> [GridRow] {
        (1...count).map {
            row(
                .number(Double($0) - 3), .text("row \($0)"),
                .date(DateItem(text: "2024-01-0\($0)", serial: 45291 + Double($0))),
                line: $0 + 1)
        }
    }

    @Test("one cellIs rule per rule, in order, stop-if-true, on the data rows only, in Fiori's colours")
    func plain() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.titleRow = "Moves"
        settings.statusRules = try rules([
            "N < 0:negative", "N >= 2:positive", "Label == \"row \"\"1\"\"\":critical", "Label != x:neutral",
            "Day > 2024-01-03:information",
        ])
        try export(schema, rows(5), to: folder.file("r.xlsx"), settings)
        let sheet = try ruleSheets(folder.file("r.xlsx"))[0]
        #expect(
            sheet.rules == [
                RuleDump(
                    range: "A3:A7", type: "cellIs", operator: "lessThan", formula: ["0"], stopIfTrue: true, priority: 1,
                    color: "FFAA0808", bold: false),
                RuleDump(
                    range: "A3:A7", type: "cellIs", operator: "greaterThanOrEqual", formula: ["2"], stopIfTrue: true,
                    priority: 2, color: "FF256F3A", bold: false),
                RuleDump(
                    range: "B3:B7", type: "cellIs", operator: "equal", formula: ["\"row \"\"1\"\"\""], stopIfTrue: true,
                    priority: 3, color: "FFE76500", bold: false),
                RuleDump(
                    range: "B3:B7", type: "cellIs", operator: "notEqual", formula: ["\"x\""], stopIfTrue: true,
                    priority: 4, color: "FF788FA6", bold: false),
                RuleDump(
                    range: "C3:C7", type: "cellIs", operator: "greaterThan", formula: ["45294"], stopIfTrue: true,
                    priority: 5, color: "FF0070F2", bold: false),
            ])
    }

    @Test("every sheet of a split has the rules over its own rows, with a table too; a theme's colour and weight")
    func split() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, sheet: "Orders")
        settings.maxRowsPerSheet = 4
        settings.table = .standard
        var theme = Theme()
        theme.statusStyles[.negative] = ThemeTextStyle(color: ThemeColor(red: 255, green: 0, blue: 0), bold: true)
        settings.theme = theme
        settings.statusRules = try rules(["N <= -1.5:negative"])
        try export(schema, rows(7), to: folder.file("r.xlsx"), settings)
        let sheets = try ruleSheets(folder.file("r.xlsx"))
        #expect(sheets.map(\.name) == ["Orders", "Orders (2)", "Orders (3)"])
        #expect(sheets.map { $0.rules.map(\.range) } == [["A2:A4"], ["A2:A4"], ["A2"]])
        #expect(sheets.allSatisfy { $0.rules.first?.formula == ["-1.5"] && $0.rules.first?.color == "FFFF0000" })
        #expect(sheets.allSatisfy { $0.rules.first?.bold == true })
    }

    @Test("no rows, no rules; a text longer than Excel's 255 is refused before a file is made")
    func edges() throws {
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.statusRules = try rules(["N < 0:negative"])
        try export(schema, [], to: folder.file("empty.xlsx"), settings)
        #expect(try ruleSheets(folder.file("empty.xlsx"))[0].rules.isEmpty)
        settings.statusRules = try rules(["Label == \(String(repeating: "x", count: 256)):negative"])
        #expect(throws: GridReportError.self) { try export(schema, [], to: folder.file("long.xlsx"), settings) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("long.xlsx")))
    }
}
