import Foundation
import Testing

@testable import GridReport

@Suite("Column plan: JSON and table")
struct ColumnPlanOutputTests {
    static let keys: Set<String> = [
        "index", "column", "type", "format", "date", "width", "resolvedPoints", "resolvedCells", "binding",
    ]
    static let formatKeys: Set<String> = [
        "style", "locale", "minimumFractionDigits", "maximumFractionDigits", "grouping",
        "currencyCode", "rounding", "pattern", "example",
    ]

    func stocksPlan() throws -> ColumnPlan {
        let widths: [ColumnWidth] = [
            .flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1),
        ]
        return try planReport(sample: "stocks.csv", widths: widths)
            .columnPlan(
                geometry: TableGeometry(border: .none), totalCells: 100, fit: .error, bindOptions: [], mode: .regular)
    }

    func objects(_ json: String) throws -> [[String: Any]] {
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(plan.keys) == ["columns", "mode", "reason", "findings", "typing", "sections"])
        return try #require(plan["columns"] as? [[String: Any]])
    }

    @Test("every object has exactly the documented keys, null where there is no value")
    func jsonKeys() throws {
        let columns = try objects(try stocksPlan().json())
        #expect(columns.count == 6)
        for column in columns { #expect(Set(column.keys) == Self.keys) }
        #expect(columns[0]["format"] is NSNull)
        let format = try #require(columns[2]["format"] as? [String: Any])
        #expect(Set(format.keys) == Self.formatKeys)
        #expect(format["currencyCode"] is NSNull && format["rounding"] is NSNull && format["pattern"] is NSNull)
    }

    @Test("the Fiori example's values: 1-based index, given widths as numbers, resolved points and cells")
    func jsonValues() throws {
        let columns = try objects(try stocksPlan().json())
        #expect(columns.map { $0["index"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(columns.map { $0["column"] as? String } == ["Logo", "Symbol", "Open", "High", "Low", "Close"])
        #expect(columns.map { $0["type"] as? String } == ["image", "text", "number", "number", "number", "number"])
        #expect(columns.map { $0["width"] as? Double } == [-1, 0.2, 0.1, 0.1, 0.1, 0.1])
        #expect(columns.map { $0["resolvedCells"] as? Int } == [36, 18, 9, 9, 9, 9])
        #expect(columns.map { $0["resolvedPoints"] as? Double } == [288, 144, 72, 72, 72, 72])
        #expect(
            columns.map { $0["binding"] as? String } == [
                "detailImage", "headline", "subheadline", "footnote", "status", "substatus",
            ])
        let format = try #require(columns[5]["format"] as? [String: Any])
        #expect(format["style"] as? String == "decimal")
        #expect(format["locale"] as? String == "en_US")
        #expect(format["minimumFractionDigits"] as? Int == 2 && format["maximumFractionDigits"] as? Int == 2)
        #expect(format["grouping"] as? Bool == true)
        #expect(format["example"] as? String == "114.76")
    }

    @Test("no width given and unresolved widths are null")
    func jsonNulls() throws {
        let report = try planReport(sample: "stocks.csv", widths: Array(repeating: .points(400), count: 6))
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 40, fit: .error, bindOptions: ["Symbol=headline"], mode: .compact)
        let columns = try objects(try plan.json())
        #expect(columns.allSatisfy { $0["resolvedCells"] is NSNull && $0["resolvedPoints"] is NSNull })
        #expect(columns.map { $0["binding"] is NSNull } == [true, false, true, true, true, true])
        let natural = try objects(
            try planReport(sample: "stocks.csv")
                .columnPlan(geometry: TableGeometry(), totalCells: 100, fit: .error, bindOptions: [], mode: .regular)
                .json())
        #expect(natural.allSatisfy { $0["width"] is NSNull })
    }

    @Test("the JSON is the same bytes every time (sorted keys)")
    func jsonStable() throws {
        let plan = try stocksPlan()
        let first = try plan.json()
        #expect(try plan.json() == first)
        #expect(first.contains("\"binding\" : \"detailImage\",\n      \"column\" : \"Logo\""))
    }

    @Test("the table: one row per column under the titles, every line the same display width, CJK names included")
    func table() throws {
        let report = try planReport(csv: "都市,人口 (百万),Note\n東京,37.19,big\n大阪,19.06,\n")
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 80, fit: .error, bindOptions: [], mode: .regular)
        var text = ""
        plan.writeTable(border: .unicode, color: false, to: &text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 + 3 + 1)
        #expect(lineWidths(text).count == 1)
        #expect(lines[1].hasPrefix("│ # │ Column"))
        #expect(lines[4].contains("│ 人口 (百万) │ number │ #,##0.00 en_US │   37.19 │"))
        #expect(lines[3].contains("│ 都市 "))
        #expect(lines[3].hasSuffix("│ headline    │"))
    }

    @Test("a terminal width shrinks the names; without one nothing is cut; below the narrowest, one record a column")
    func tableWidth() throws {
        let report = try planReport(csv: "A rather long name for a column of prices,Item\n1.25,x\n2.50,y\n")
        let plan = try report.columnPlan(
            geometry: TableGeometry(), totalCells: 100, fit: .error, bindOptions: [], mode: .regular)
        var natural = ""
        plan.writeTable(border: .none, color: false, to: &natural)
        #expect(natural.contains("A rather long name for a column of prices"))
        #expect(natural.contains("#,##0.00 en_US"))
        // No widths were given: the Width column would say nothing.
        #expect(!natural.contains("Width"))
        var narrow = ""
        plan.writeTable(border: .none, color: false, maxCells: 80, to: &narrow)
        #expect(lineWidths(narrow) == [80])
        #expect(narrow.contains("A rather long n…  number"))
        var records = ""
        plan.writeTable(border: .none, color: false, maxCells: 30, to: &records)
        #expect(
            records == """
                ── 1 A rather long name for a…
                Type:    number
                Format:  #,##0.00 en_US
                Example: 1.25
                Points:  328
                Cells:   41
                Binding: headline
                ── 2 Item ────────────────────
                Type:    text
                Format:  —
                Example: —
                Points:  32
                Cells:   4
                Binding: subheadline

                """)
    }

    @Test("the summary line says what the widths and bindings are for")
    func summary() throws {
        let plan = try stocksPlan()
        #expect(
            plan.summary(source: "stocks.csv", rows: 12)
                == "stocks.csv: 6 columns, 12 rows; regular at 100 cells of 8 pt; default bindings")
    }
}
