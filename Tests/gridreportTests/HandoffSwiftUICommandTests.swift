import Foundation
import Testing

/// `handoff --to swiftui`: what it refuses, with its sentences and exit codes; what its options
/// change in the table (compiled against the DataTable stand-in, with hostile titles and values);
/// that the stand-in would catch a wrongly named initialiser; and that the file is swift-format clean.
@Suite struct HandoffSwiftUICommandTests {
    /// Arguments after `handoff Samples/stocks.csv`, the exit status and the sentence.
    static let refusals: [([String], Int32, String)] = [
        (
            ["--to", "swiftui", "--bind", "Logo=icon"], 65,
            "handoff: column 'Logo' is bound to icon, which DataTable's ObjectViewProperty has no binding for (bind it to another slot with --bind)"
        ),
        (["--to", "uikit", "--rule", "Close < 1:negative"], 64, "--rule: is for --to swiftui"),
        (["--to", "mdk", "--rule", "Close < 1:negative"], 64, "--rule: is for --to swiftui"),
        (["--to", "mdk", "--icons", "Close"], 64, "--icons: is for --to uikit or swiftui"),
        (
            ["--to", "swiftui", "--key", "Symbol"], 64,
            "--key: DataTable keeps only its first column in place, and the first shown column is 'Logo' (name that column with --key, or leave --key out)"
        ),
        (
            ["--to", "swiftui", "--key", "1", "--widths=0,-1,0.1,0.1,0.1,0.1"], 64,
            "--key: DataTable keeps only its first column in place, and the first shown column is 'Symbol' (name that column with --key, or leave --key out)"
        ),
        (
            ["--to", "swiftui", "--key", "Nope"], 64,
            "--key: no column 'Nope' (name a column by its header (Logo, Symbol, Open, High, Low, Close) or by its number 1–6)"
        ),
        (
            ["--to", "swiftui", "--rule", "Nope < 1:negative"], 64,
            "--rule 'Nope < 1:negative': no column 'Nope' (name a column by its header (Logo, Symbol, Open, High, Low, Close) or by its number 1–6)"
        ),
    ]

    @Test(arguments: refusals)
    func refused(arguments: [String], status: Int32, sentence: String) throws {
        let result = try run(["handoff", "Samples/stocks.csv"] + arguments)
        #expect(result.status == status)
        #expect(result.stderr == "gridreport: \(sentence)\n")
        #expect(result.stdout.isEmpty)
    }

    /// A spec's rules are the SwiftUI handoff's only: the UIKit file is the same with or without them.
    @Test func specRulesAreLeftOutOfTheUIKitFile() throws {
        let spec = try inspectTemporaryFile("rules.yaml", "rules:\n  - Close < 115:negative\n")
        let with = try run(["handoff", "Samples/stocks.csv", "--spec", spec, "--to", "uikit"])
        let without = try run(["handoff", "Samples/stocks.csv", "--to", "uikit"])
        #expect(with.status == 0 && without.status == 0)
        #expect(with.stdout == without.stdout)
        let swiftUI = try run(["handoff", "Samples/stocks.csv", "--spec", spec, "--to", "swiftui"])
        #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
        #expect(swiftUI.stdout.contains("/// Close: `Close < 115:negative`; the first rule that holds wins."))
        #expect(swiftUI.stdout.contains("import FioriThemeManager\n"))
        #expect(!without.stdout.contains("FioriThemeManager"))
    }

    /// The options that shape the table, and hostile titles and values, in one compiled program.
    @Test func optionsAndHostileTextReachTheTable() throws {
        let hostile = try inspectTemporaryFile("hostile.csv", HandoffHostileTests.csv())
        let variants: [(String, [String])] = [
            ("Keyed", ["Samples/stocks.csv", "--key", "Logo", "--widths=-1,0.2,0.1,0.1,0.1,0.1"]),
            ("Hidden", ["Samples/stocks.csv", "--widths=-1,0,0.1,0.1,0.1,0.1", "--compact-below", "1100"]),
            ("NeverBelow", ["Samples/stocks.csv", "--compact-below", "0", "--width", "200"]),
            // NAMETable is `DataTable`, the name of SAP's view as well.
            ("Data", ["Samples/stocks.csv", "--width", "200"]),
            ("NoSample", ["Samples/stocks.csv", "--width", "200"]),
            ("Encoded", ["Samples/stocks.csv", "--width", "200"] + Self.encodings),
            (
                "Hostile",
                [
                    hostile, "--width", "2000", "--rule", "class == \\(boom):negative", "--rule",
                    "\\(x) == \"\"\"); fatalError(\"\"\":critical",
                ]
            ),
        ]
        var sources: [String: String] = [:]
        for (name, arguments) in variants {
            let sample = name == "NoSample" ? [] : ["--sample", "5"]
            let all = ["handoff"] + arguments + ["--to", "swiftui", "--name", name] + sample
            let result = try run(all)
            try #require(result.status == 0, "\(name): \(result.stderr)")
            #expect(try run(all).stdout == result.stdout, "\(name): the same bytes twice")
            sources[name] = result.stdout
        }
        let tables = try DataTableStandIn.run(sources)

        let keyed = try #require(tables["Keyed"])
        #expect(keyed.firstColumnSticky && keyed.headerSticky)
        #expect(sources["Keyed"]?.contains("a sticky header and first column (the key)") == true)

        // Width 0 leaves the column out of the header, the rows and the column attributes; the
        // breakpoint is the report's.
        let hidden = try #require(tables["Hidden"])
        #expect(hidden.header.map(\.text) == ["Logo", "Open", "High", "Low", "Close"])
        #expect(hidden.rows.allSatisfy { $0.count == 5 })
        #expect(hidden.layouts["ipad"]?.columns.count == 5)
        #expect(hidden.layouts["ipad"]?.list == true)
        #expect(!hidden.firstColumnSticky)
        let never = try #require(tables["NeverBelow"])
        #expect(never.layouts.mapValues(\.list) == ["ipad": false, "split": false, "phone": true])

        #expect(tables["Data"]?.header.count == 6)
        // Without --sample: no sample rows and no #Preview, and the file still compiles.
        #expect(tables["NoSample"]?.rows.isEmpty == true)
        #expect(sources["NoSample"].map { !$0.contains("sampleRows") && !$0.contains("#Preview") } == true)
        #expect(sources["Data"]?.contains("enum DataTable {") == true)

        try expectEncodings(try #require(tables["Encoded"]), source: try #require(sources["Encoded"]))

        let table = try #require(tables["Hostile"])
        let titles = HandoffHostileTests.titles
        let values = HandoffHostileTests.values
        #expect(table.header.map(\.text) == titles)
        try #require(table.rows.count == 2)
        // Bindings and widths as `inspect --json` has them, hostile titles or not.
        let plan = try HandoffRoundTripTests().inspectPlan([hostile, "--width", "2000"])
        try #require(plan.map(\.title) == titles)
        for row in table.rows {
            #expect(row.map(\.binding) == plan.map { $0.binding.map(HandoffSwiftUIRoundTripTests.dataTableSlot) })
        }
        #expect(
            table.layouts["ipad"]?.columns.map(\.width)
                == HandoffRoundTripTests.naturalWidths(plan).map { $0 < 0 ? "infinity" : "fixed:\($0 + 32)" })
        for row in 0..<2 {
            for k in titles.indices where k != 2 {
                #expect(table.rows[row][k].text == values[(k + row) % values.count], "row \(row + 1) column \(k + 1)")
            }
        }
        #expect(table.rows.map { $0[2].text } == ["2,019", "-0.5"])
        // The rules' titles and values are as hostile as the cells; each colours its one cell.
        let colored = table.rows.joined().filter { $0.color != nil }
        #expect(colored.map(\.text) == ["\\(boom)", "\"); fatalError(\""])
        #expect(colored.map(\.color) == ["negativeLabel", "criticalLabel"])
        try HandoffHostileTests().expectSwiftFormatClean(try #require(sources["Hostile"]))
    }

    static let encodings = ["--icons", "Close:lights:115,150", "--scale", "Open", "--bar", "High"]

    /// Icons and a colour scale in the cells as the terminal draws them: the icon before the
    /// number in its colour, the scale's colour (the terminal's background) as the text's; the
    /// bar said in a comment.
    func expectEncodings(_ table: DataTableStandIn.Table, source: String) throws {
        #expect(table.rows.map { $0[5].text } == ["○ 114.76", "● 173.87", "● 334.27", "◐ 128.53", "◐ 130.96"])
        #expect(
            table.rows.map { $0[5].color }
                == ["negativeLabel", "positiveLabel", "positiveLabel", "criticalLabel", "criticalLabel"])
        let render = try run(
            ["render", "Samples/stocks.csv", "--width", "200", "--color", "always", "--limit", "5"] + Self.encodings,
            environment: ["COLORTERM": "truecolor"])
        let backgrounds = try Regex(#"\e\[48;2;(\d+);(\d+);(\d+);"#)
        let terminal = render.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: backgrounds) else { return nil }
            let channels = (1...3).map { Int(match.output[$0].substring!)! }
            return String(format: "#%02X%02X%02X", channels[0], channels[1], channels[2])
        }
        #expect(terminal.count == 5 && table.rows.map { $0[2].color } == terminal, "\(render.stdout)")
        #expect(table.rows.allSatisfy { $0[3].color == nil && $0[3].text?.first?.isNumber == true })
        #expect(source.contains("// A DataTable cell holds a text or an image and draws no bar: the data bar (--bar)"))
        #expect(source.contains("static func icon5(_ value: Double) -> (image: Image, color: Color) {"))
    }

    @Test func sampleOutputIsSwiftFormatClean() throws {
        for arguments in [
            ["Samples/stocks.csv", "--spec", "Samples/stocks.yaml", "--sample", "3", "--rule", "Close < 115:negative"]
                + Self.encodings + ["--icons", "Low:arrows", "--scale", "High:diverging"],
            [
                "Samples/penguins-dated.csv", "--width", "200", "--sample", "3", "--rule",
                "Date Egg < 2007-11-15:critical",
            ],
            [
                "Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml", "--sample", "3", "--key",
                "Lieferschein",
            ],
            ["Samples/products.csv", "--spec", "Samples/products.yaml", "--rule", "Availability == In Stock:positive"],
        ] {
            let result = try run(["handoff"] + arguments + ["--to", "swiftui"])
            try #require(result.status == 0, "\(result.stderr)")
            try HandoffHostileTests().expectSwiftFormatClean(result.stdout)
        }
    }

    /// The stand-in keeps its promise of SAP's signatures: the same generated file fails to compile
    /// against a stand-in whose initialiser has a label SAP's has not (SAP's own doc comment on
    /// TableModel says `isFirstRowSticky:`, its initialiser `isHeaderSticky:`).
    @Test(arguments: [
        ("isHeaderSticky: Bool = false,", "isFirstRowSticky isHeaderSticky: Bool = false,", "isHeaderSticky"),
        (
            "public init(textAlignment: TextAlignment = .leading, width: Width = .flexible",
            "public init(alignment textAlignment: TextAlignment = .leading, width: Width = .flexible", "textAlignment"
        ),
        ("_ text: String, _ font: Font? = nil,", "text: String, _ font: Font? = nil,", "text"),
    ])
    func aWronglyNamedInitialiserFailsToCompile(original: String, wrong: String, label: String) throws {
        let result = try run([
            "handoff", "Samples/stocks.csv", "--to", "swiftui", "--sample", "1", "--rule", "Close < 115:negative",
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let errors = try DataTableStandIn.typeCheckErrors(result.stdout) {
            $0.replacingOccurrences(of: original, with: wrong)
        }
        let text = try #require(errors, "the file compiled against the wrong stand-in")
        #expect(text.contains("error:"), "\(text)")
        #expect(text.contains(label), "\(text)")
    }
}
