import Foundation
import Testing

/// `handoff --to uikit` compiled against the SAPFiori stand-in and run: each sample row's items show
/// what `render --mode records` shows, images carry the CSV's values, bindings are `inspect
/// --json`'s, and the widths are the given ones (or the resolved ones when none were given).
@Suite struct HandoffRoundTripTests {
    struct Case {
        var name: String
        var arguments: [String]
        var givenWidths: [Double]?
        var accessory = "none"
    }

    static let cases: [Case] = [
        Case(
            name: "Stocks",
            arguments: ["Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1", "--accessory", "disclosure"],
            givenWidths: [-1, 0.2, 0.1, 0.1, 0.1, 0.1], accessory: "disclosureIndicator"),
        Case(
            name: "StocksSpec", arguments: ["Samples/stocks.csv", "--spec", "Samples/stocks.yaml"],
            givenWidths: [-1, 0.2, 0.1, 0.1, 0.1, 0.1], accessory: "disclosureIndicator"),
        Case(
            name: "StocksStyles",
            arguments: [
                "Samples/stocks.csv", "--format", "Open=scientific:2", "--format", "High=spellout", "--format",
                "Low=none", "--format", "Close=currency:1", "--currency", "JPY",
            ], givenWidths: nil),
        Case(
            name: "European", arguments: ["Samples/european.csv", "--spec", "Samples/european.yaml"], givenWidths: nil),
        Case(
            name: "EuropeanFormats",
            arguments: [
                "Samples/european.csv", "--input-locale", "de_DE", "--locale", "de_DE", "--format", "Umsatz=currency:2",
                "--currency", "EUR", "--format", "Einzelpreis=percent:1", "--widths=0.2,-1,0.15,0.1,0.1,0.15",
            ], givenWidths: [0.2, -1, 0.15, 0.1, 0.1, 0.15]),
        Case(
            name: "Products", arguments: ["Samples/products.csv", "--spec", "Samples/products.yaml"], givenWidths: nil),
        Case(
            name: "Lieferungen", arguments: ["Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml"],
            givenWidths: nil),
        Case(
            name: "LieferungenLong",
            arguments: ["Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml", "--date-style", "long"],
            givenWidths: nil),
        Case(name: "PenguinsDated", arguments: ["Samples/penguins-dated.csv"], givenWidths: nil),
        Case(name: "PenguinsRaw", arguments: ["Samples/penguins-raw.csv"], givenWidths: nil),
        Case(
            name: "Identifiers",
            arguments: ["Samples/identifiers.csv", "--format", "Balance=currency:2", "--currency", "EUR"],
            givenWidths: nil),
        Case(name: "International", arguments: ["Samples/international.csv"], givenWidths: nil),
        Case(
            name: "Orders",
            arguments: [
                "Samples/orders-us.csv", "--format", "Order Date=date:M/d/yyyy", "--format",
                "Shipped=datetime:M/d/yyyy H:mm", "--date-format", "d MMM y",
            ], givenWidths: nil),
        Case(name: "Weather", arguments: ["Samples/weather.csv", "--bind", "Station=headline"], givenWidths: nil),
    ]

    static let width = ["--width", "1200"]

    /// Rounding modes and explicit patterns (a negative subpattern, a currency in fr_FR) from a spec.
    static let roundingSpec = """
        columns:
          - column: "Open"
            format: {style: decimal, locale: "en_US", minimumFractionDigits: 1, maximumFractionDigits: 1, rounding: down}
          - column: "High"
            format: {style: decimal, locale: "en_US", maximumFractionDigits: 0, rounding: halfEven, grouping: false}
          - column: "Low"
            format: {style: decimal, locale: "en_US", pattern: "#,##0.0;(#,##0.0)", rounding: ceiling}
          - column: "Close"
            format: {style: currency, locale: "fr_FR", currencyCode: "EUR", rounding: floor}
        """

    @Test func samplesComeBackAsRenderShowsThem() throws {
        let spec = try inspectTemporaryFile("rounding.yaml", Self.roundingSpec)
        // A currency column's -0 shows as $0.00 in the report, where a formatter writes -$0.00.
        let zero = try inspectTemporaryFile("zero.csv", "Item,Amount,Left\nA,-0.00,-0\nB,-0,\nC,1.5,2\n")
        let cases =
            Self.cases + [
                Case(name: "Rounding", arguments: ["Samples/stocks.csv", "--spec", spec], givenWidths: nil),
                Case(
                    name: "NegativeZero",
                    arguments: [
                        zero, "--format", "Amount=currency:2", "--format", "Left=currency:2", "--currency", "USD",
                    ],
                    givenWidths: nil),
            ]
        var sources: [String: String] = [:]
        for item in cases {
            // Icons, a scale and a bar leave the UIKit items as render's values: the icon and the
            // colour are functions beside them, the bar a comment.
            let encodings = item.name == "Rounding" ? HandoffSwiftUICommandTests.encodings : []
            let result = try run(
                ["handoff"] + item.arguments + encodings + Self.width
                    + ["--to", "uikit", "--name", item.name, "--sample", "100"])
            try #require(result.status == 0, "\(item.name): \(result.stderr)")
            sources[item.name] = result.stdout
        }
        #expect(
            sources["Rounding"]?.contains("static func icon5(_ value: Double) -> (image: UIImage?, color: UIColor) {")
                == true)
        #expect(sources["Rounding"]?.contains("// A FUIGridRowItem holds a text or an image and draws no bar") == true)
        let grids = try HandoffStandIn.run(sources)
        for item in cases {
            let grid = try #require(grids[item.name])
            let plan = try inspectPlan(item.arguments)
            // Shown: not hidden (width 0), not the row index column records numbers its rows with.
            let shown = plan.filter { $0.resolvedPoints != 0 && !$0.isRowIndex }
            let records = try recordValues(item.arguments, titles: shown.map(\.title))
            #expect(grid.header.map(\.text) == shown.map(\.title), "\(item.name)")
            #expect(grid.rows.count == records.count && records.count > 0, "\(item.name)")
            #expect(records.allSatisfy { $0.count == shown.count }, "\(item.name)")
            #expect(grid.accessory == item.accessory, "\(item.name)")
            #expect(grid.widths == (item.givenWidths ?? Self.naturalWidths(shown)), "\(item.name)")
            let csv = try csvImages(item.arguments[0], columns: shown.map(\.title))
            for (r, items) in grid.rows.enumerated() where r < records.count {
                for (k, column) in shown.enumerated() {
                    #expect(items[k].binding == column.binding, "\(item.name) row \(r + 1) \(column.title)")
                    if column.type == "image" {
                        #expect((items[k].image ?? "") == csv[r][k], "\(item.name) row \(r + 1) \(column.title)")
                    } else {
                        #expect(items[k].text == records[r][k], "\(item.name) row \(r + 1) \(column.title)")
                    }
                }
            }
        }
    }

    /// Without given widths: the natural widths inspect resolves, in points, but the widest text
    /// column (the first of equals) is Fiori's flexible -1 (issue 46.12).
    static func naturalWidths(_ shown: [PlanColumn]) -> [Double] {
        var widths = shown.map { $0.resolvedPoints ?? -2 }
        let texts = shown.indices.filter { shown[$0].type == "text" }
        if let widest = texts.max(by: { widths[$0] < widths[$1] }) { widths[widest] = -1 }
        return widths
    }

    struct PlanColumn {
        var title: String
        var type: String
        var binding: String?
        var resolvedPoints: Double?
        var isRowIndex: Bool
    }

    /// `inspect --json`'s columns; the row index column is the untitled first number column that
    /// `render --mode records` numbers its rows with.
    func inspectPlan(_ arguments: [String]) throws -> [PlanColumn] {
        let result = try run(["inspect"] + arguments + Self.width + ["--json"])
        try #require(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let columns = try #require(object?["columns"] as? [[String: Any]])
        return columns.enumerated().map { position, column in
            let title = column["column"] as? String ?? ""
            let type = column["type"] as? String ?? ""
            return PlanColumn(
                title: title, type: type, binding: column["binding"] as? String,
                resolvedPoints: column["resolvedPoints"] as? Double,
                isRowIndex: position == 0 && title.allSatisfy(\.isWhitespace) && type == "number")
        }
    }

    /// Each row's values as `render --mode records` shows them, in the order of `titles`.
    func recordValues(_ arguments: [String], titles: [String]) throws -> [[String]] {
        let result = try run(["render"] + arguments + Self.width + ["--mode", "records"])
        try #require(result.status == 0, "\(result.stderr)")
        var rows: [[String]] = []
        var current: [String] = []
        var column = -1
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") {
                if column >= 0 { rows.append(current) }
                current = []
                column = 0
                continue
            }
            guard column >= 0, column < titles.count, line.hasPrefix(titles[column] + ":") else { continue }
            let value = line.dropFirst(titles[column].count + 1).drop(while: { $0 == " " })
            current.append(String(value))
            column += 1
        }
        if column >= 0 { rows.append(current) }
        return rows
    }

    /// The CSV's values of `columns` (comma-separated files with a header; quotes as RFC 4180).
    func csvImages(_ path: String, columns: [String]) throws -> [[String]] {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : repositoryRoot.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let records = Self.parseCSV(text)
        guard let header = records.first else { return [] }
        let positions = columns.map { header.firstIndex(of: $0) ?? -1 }
        return records.dropFirst().map { record in positions.map { $0 >= 0 && $0 < record.count ? record[$0] : "" } }
    }

    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if quoted {
                if c == "\"", i + 1 < characters.count, characters[i + 1] == "\"" {
                    field.append("\"")
                    i += 1
                } else if c == "\"" {
                    quoted = false
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                record.append(field)
                field = ""
            } else if c == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.append(c)
            }
            i += 1
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
