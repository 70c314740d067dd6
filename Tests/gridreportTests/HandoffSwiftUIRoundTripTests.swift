import Foundation
import Testing

/// `handoff --to swiftui` compiled against the DataTable stand-in and run, on the samples of the
/// UIKit round trip with status rules added: each sample row's items show what `render --mode
/// records` shows, in the colour it shows them in, images carry the CSV's values, bindings are
/// `inspect --json`'s under DataTable's names, and the widths are the Fiori widths mapped as
/// docs/handoff.md says, at an iPad's width, a split iPad's and an iPhone's.
@Suite struct HandoffSwiftUIRoundTripTests {
    typealias Case = HandoffRoundTripTests.Case

    /// Rules per case: numbers, text (quoted, and compared without regard to case), an image
    /// column's reference, dates, times and date-times, and whole conditions over the row.
    static let rules: [String: [String]] = [
        "Stocks": [
            "Close < 115:negative", "Open >= 115:positive", "Symbol == sap:information",
            "High:critical:Close > Open and not (Symbol ~ a)",
        ],
        "Products": [
            "Availability == \"Out of Stock\":negative", "Price > 1000:critical", "Price < 100:positive",
            "image == images/notebook.jpg:neutral", "Product Name:critical:Category == Notebooks and Price > 1500",
            "Price:information:Availability ~ limited or LEN(Model) > 7",
        ],
        "Lieferungen": [
            "Lieferdatum >= 2019-03-10:neutral", "Uhrzeit < 08:00:information",
            "Kunde:positive:MONTH(Lieferdatum) == 11 or Betrag > 1000",
        ],
        "PenguinsDated": ["Date Egg < 2007-11-15:critical", "Sex == FEMALE:positive", "Body Mass (g) > 4000:negative"],
        "Weather": ["Apparent Temperature Min (°C) < 0:information", "Date >= 2024-03-13:neutral"],
        "Orders": ["Shipped >= 2019-07-16T00:00:critical", "Zip == 02134:positive"],
    ]

    static let width = HandoffRoundTripTests.width

    @Test func samplesComeBackAsRenderShowsThem() throws {
        let spec = try inspectTemporaryFile("rounding.yaml", HandoffRoundTripTests.roundingSpec)
        let cases =
            HandoffRoundTripTests.cases + [
                Case(name: "Rounding", arguments: ["Samples/stocks.csv", "--spec", spec], givenWidths: nil)
            ]
        func ruleArguments(_ item: Case) -> [String] { (Self.rules[item.name] ?? []).flatMap { ["--rule", $0] } }
        var sources: [String: String] = [:]
        for item in cases {
            let result = try run(
                ["handoff"] + item.arguments + ruleArguments(item) + Self.width
                    + ["--to", "swiftui", "--name", item.name, "--sample", "100"])
            try #require(result.status == 0, "\(item.name): \(result.stderr)")
            sources[item.name] = result.stdout
        }
        let tables = try DataTableStandIn.run(sources)
        let roundTrip = HandoffRoundTripTests()
        let states = try stateColors()
        for item in cases {
            let table = try #require(tables[item.name])
            let plan = try roundTrip.inspectPlan(item.arguments)
            let shown = plan.filter { $0.resolvedPoints != 0 && !$0.isRowIndex }
            let records = try coloredRecords(
                item.arguments + ruleArguments(item), titles: shown.map(\.title), states: states)
            #expect(table.header.map(\.text) == shown.map(\.title), "\(item.name)")
            #expect(table.header.allSatisfy { $0.binding == nil && $0.color == nil }, "\(item.name)")
            #expect(table.rows.count == records.count && records.count > 0, "\(item.name)")
            #expect(records.allSatisfy { $0.count == shown.count }, "\(item.name)")
            let disclosure = item.accessory == "disclosureIndicator"
            #expect(table.accessory == (disclosure ? "systemName:chevron.right" : "none"), "\(item.name)")
            #expect(table.headerSticky && !table.firstColumnSticky, "\(item.name)")
            let colored = records.joined().contains { $0.color != nil }
            #expect(colored == (Self.rules[item.name] != nil), "\(item.name): rules colour some cells")
            let csv = try roundTrip.csvImages(item.arguments[0], columns: shown.map(\.title))
            for (r, items) in table.rows.enumerated() where r < records.count {
                for (k, column) in shown.enumerated() {
                    let place = "\(item.name) row \(r + 1) \(column.title)"
                    #expect(items[k].binding == column.binding.map(Self.dataTableSlot), "\(place)")
                    #expect(items[k].color == records[r][k].color, "\(place)")
                    if column.type == "image" {
                        #expect(items[k].image == csv[r][k], "\(place)")
                    } else {
                        #expect(items[k].text == records[r][k].text, "\(place)")
                        let digits = column.type == "text" ? nil : "body.monospacedDigit"
                        #expect(items[k].font == digits, "\(place)")
                    }
                }
            }
            let fiori = item.givenWidths ?? HandoffRoundTripTests.naturalWidths(shown)
            let alignments = shown.map { $0.type == "number" ? "trailing" : "leading" }
            #expect(table.initial.list, "\(item.name): the list until the width is known")
            // The view computes its body without touching the model; its onChange action (run when it
            // appears, too) sets the layout: the iPad's grid, then the iPhone's list.
            let ipad = try #require(table.view["ipad"], "\(item.name)")
            let phone = try #require(table.view["phone"], "\(item.name)")
            #expect(ipad.initial && ipad.beforeChange && !ipad.list, "\(item.name)")
            #expect(ipad.columns == table.layouts["ipad"]?.columns, "\(item.name)")
            #expect(!phone.beforeChange && phone.list, "\(item.name)")
            #expect(phone.columns == table.layouts["phone"]?.columns, "\(item.name)")
            for layout in DataTableStandIn.layouts {
                let got = try #require(table.layouts[layout.name], "\(item.name) \(layout.name)")
                let regular = layout.sizeClass == ".regular"
                #expect(got.list == (!regular || layout.width < 600), "\(item.name) \(layout.name)")
                let expected = zip(fiori, alignments).map { width, alignment in
                    DataTableStandIn.Column(
                        alignment: alignment,
                        width: Self.dataTableWidth(
                            width, viewWidth: layout.width, regular: regular, disclosure: disclosure))
                }
                #expect(got.columns == expected, "\(item.name) \(layout.name)")
            }
        }
    }

    /// What docs/handoff.md says a Fiori width becomes: -1 `.infinity`; a fraction of the view's
    /// width less the chevron's 20 points and 8 or 12 points before it; points plus the cell's
    /// insets, 8 points a side in a compact size class and 16 in a regular one.
    static func dataTableWidth(_ fiori: Double, viewWidth: Double, regular: Bool, disclosure: Bool) -> String {
        if fiori < 0 { return "infinity" }
        if fiori < 1 { return "fixed:\(fiori * (viewWidth - (disclosure ? (regular ? 32 : 28) : 0)))" }
        return "fixed:\(fiori + (regular ? 32 : 16))"
    }

    static func dataTableSlot(_ slot: String) -> String {
        ["headline": "title", "subheadline": "subtitle"][slot] ?? slot
    }

    struct Value {
        var text: String
        /// The label colour of the rule's state, nil when no rule colours the value.
        var color: String?
    }

    /// SGR colour parameters → FioriThemeManager label colour, learnt from `render` itself: one
    /// value per state, each coloured by a rule naming it.
    func stateColors() throws -> [String: String] {
        let states = ["negative", "critical", "positive", "neutral", "information"]
        let csv = try inspectTemporaryFile("states.csv", "State\n" + states.joined(separator: "\n") + "\n")
        let result = try run(
            ["render", csv, "--mode", "records", "--color", "always", "--width", "80"]
                + states.flatMap { ["--rule", "State == \($0):\($0)"] })
        try #require(result.status == 0, "\(result.stderr)")
        let label = [
            "negative": "negativeLabel", "critical": "criticalLabel", "positive": "positiveLabel",
            "neutral": "neutralLabel", "information": "informativeLabel",
        ]
        var colors: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let (plain, code) = Self.valueColor(String(line), title: "State")
            if let code, let plain, let name = label[plain] { colors[code] = name }
        }
        try #require(colors.count == states.count, "\(colors)")
        return colors
    }

    /// Each row's values as `render --mode records --color always` shows them, in the order of
    /// `titles`, with the label colour of their SGR colour.
    func coloredRecords(_ arguments: [String], titles: [String], states: [String: String]) throws -> [[Value]] {
        let result = try run(
            ["render"] + arguments + HandoffRoundTripTests.width + ["--mode", "records", "--color", "always"])
        try #require(result.status == 0, "\(result.stderr)")
        var rows: [[Value]] = []
        var current: [Value] = []
        var column = -1
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if Self.stripped(String(line)).hasPrefix("── ") {
                if column >= 0 { rows.append(current) }
                current = []
                column = 0
                continue
            }
            guard column >= 0, column < titles.count else { continue }
            let (plain, code) = Self.valueColor(String(line), title: titles[column])
            guard let plain else { continue }
            current.append(Value(text: plain, color: code.map { states[$0] ?? "unknown SGR \($0)" }))
            column += 1
        }
        if column >= 0 { rows.append(current) }
        return rows
    }

    /// The value of a `title: value` line, without SGR sequences, and the SGR parameters of its
    /// colour (nil when it has none); nil when the line is not the title's.
    static func valueColor(_ line: String, title: String) -> (String?, String?) {
        let plain = stripped(line)
        guard plain.hasPrefix(title + ":") else { return (nil, nil) }
        let value = String(plain.dropFirst(title.count + 1).drop { $0 == " " })
        // The title is dim (ESC[2m … ESC[22m); a colour comes after it.
        guard let titleEnd = line.range(of: "\u{1B}[22m") else { return (value, nil) }
        let rest = line[titleEnd.upperBound...]
        guard let start = rest.range(of: "\u{1B}["), let end = rest[start.upperBound...].firstIndex(of: "m") else {
            return (value, nil)
        }
        let parameters = String(rest[start.upperBound..<end])
        return (value, parameters.contains("38;") ? parameters : nil)
    }

    static func stripped(_ text: String) -> String {
        var out = ""
        var escape = false
        for scalar in text.unicodeScalars {
            if escape {
                if scalar == "m" { escape = false }
            } else if scalar == "\u{1B}" {
                escape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
