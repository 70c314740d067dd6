import GridReport
import Testing

@testable import GridReportSpec

@Suite("Spec writer")
struct SpecWriterTests {
    /// Writes and reads back; entries compared without their origin, which only the loader sets.
    func roundTrip(_ spec: ReportSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let yaml = SpecWriter.yaml(spec, notes: ["a note: with # and \"quotes\"\nand a second line"])
        let back = try SpecLoader.parse(yaml, name: "written.yaml")
        var expected = spec
        expected.columns = spec.columns.map {
            ReportSpec.ColumnEntry(column: $0.column, settings: $0.settings, origin: "")
        }
        var actual = back
        actual.columns = back.columns.map {
            ReportSpec.ColumnEntry(column: $0.column, settings: $0.settings, origin: "")
        }
        #expect(actual == expected, "\(yaml)", sourceLocation: sourceLocation)
    }

    func spec(names: [String]) -> ReportSpec {
        var spec = ReportSpec()
        spec.columns = names.map { ReportSpec.ColumnEntry(column: $0, settings: ColumnSettings(), origin: "") }
        return spec
    }

    static let trickyNames = [
        "a: b", "#x", "x #y", "'q'", "\"", "\\", "\\n", "東京", "👨‍👩‍👧‍👦 family", "", "  leading", "trailing  ", " ",
        "yes", "no", "No", "on", "off", "true", "null", "NULL", "~", "1.0", "1", "-1", "0x1F", "1e5", ".inf", ".nan",
        "- dash", "? q", "[a, b]", "{a: b}", "*alias", "&anchor", "!tag", "|", ">", "%percent", "@at", "`tick`",
        "a,b", "line\nbreak", "cr\r\nlf", "tab\there", "bell\u{07}", "del\u{7F}", "c1\u{85}nel", "ls\u{2028}ps\u{2029}",
        "bom\u{FEFF}", "nbsp\u{A0}", "noncharacter\u{FFFE}", "astral 𝄞", "\u{1F600}", "---", "...", "=",
    ]

    @Test("names that YAML would otherwise type, fold or cut come back exactly", arguments: trickyNames)
    func trickyName(name: String) throws {
        try roundTrip(spec(names: [name]))
    }

    @Test("all tricky names in one spec")
    func allNames() throws {
        try roundTrip(spec(names: Self.trickyNames))
    }

    @Test("every key of a spec, in every column field")
    func everyField() throws {
        var spec = ReportSpec()
        spec.title = "Q3: \"stocks\" # report"
        spec.locale = "no"
        spec.inputLocale = "de_DE"
        spec.delimiter = "tab"
        spec.header = false
        spec.accessory = .disclosure
        spec.mode = .auto
        spec.border = .markdown
        spec.pointsPerCell = 7.5
        spec.spacing = 0
        spec.ragged = .truncate
        spec.missingValues = ["", "n/a", "#", "- "]
        spec.fit = .shrink
        spec.wrap = true
        spec.compactBelow = 512.5
        var number = ColumnSettings()
        number.type = .number
        number.width = .fraction(0.15)
        number.binding = .status
        number.alignment = .center
        number.style = .currency
        number.locale = "yes"
        number.minimumFractionDigits = 0
        number.maximumFractionDigits = 15
        number.grouping = false
        number.currencyCode = "EUR"
        number.rounding = .halfEven
        number.pattern = "#,##0.00;(#,##0.00) 'x' \"y\""
        var image = ColumnSettings()
        image.type = .image
        image.width = .flexible
        image.binding = .detailImage
        var hidden = ColumnSettings()
        hidden.width = .hidden
        var points = ColumnSettings()
        points.width = .points(120.5)
        spec.columns = [
            ReportSpec.ColumnEntry(column: "Price", settings: number, origin: ""),
            ReportSpec.ColumnEntry(column: "2", settings: image, origin: ""),
            ReportSpec.ColumnEntry(column: "hidden", settings: hidden, origin: ""),
            ReportSpec.ColumnEntry(column: "points", settings: points, origin: ""),
        ]
        try roundTrip(spec)
    }

    @Test("an empty spec is an empty document, and reads back empty")
    func empty() throws {
        #expect(SpecWriter.yaml(ReportSpec()) == "")
        try roundTrip(ReportSpec())
    }

    @Test(
        "numbers are plain and read back as the same Double",
        arguments: [-1, 0.1, 0.2, 1.0 / 3, 1e-5, 8, 120.5, 0.30000000000000004])
    func numbers(value: Double) throws {
        #expect(!SpecWriter.number(value).contains("\""))
        var spec = ReportSpec()
        spec.spacing = value < 0 ? 0 : value
        var settings = ColumnSettings()
        settings.width = try WidthList.width(value, position: 1, option: "test")
        spec.columns = [ReportSpec.ColumnEntry(column: "c", settings: settings, origin: "")]
        try roundTrip(spec)
    }

    @Test("the layout: keys in the loader's order, strings quoted, choices plain, notes as comments")
    func layout() {
        var spec = ReportSpec()
        spec.locale = "en_US"
        spec.header = true
        spec.border = BorderStyle.none  // not `.none`, which would be Optional.none
        var settings = ColumnSettings()
        settings.type = .number
        settings.width = .fraction(0.1)
        settings.style = .decimal
        settings.minimumFractionDigits = 2
        settings.binding = .footnote
        spec.columns = [ReportSpec.ColumnEntry(column: "Open", settings: settings, origin: "")]
        #expect(
            SpecWriter.yaml(spec, notes: ["one\ntwo"]) == """
                # one two
                locale: "en_US"
                header: true
                border: none
                columns:
                  - column: "Open"
                    type: number
                    width: 0.1
                    format:
                      style: decimal
                      minimumFractionDigits: 2
                    binding: footnote

                """)
    }

    @Test(
        "escapes",
        arguments: [
            ("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("a\\b", "\"a\\\\b\""), ("\n\r\t", "\"\\n\\r\\t\""),
            ("\u{07}\u{7F}\u{85}", "\"\\u0007\\u007F\\u0085\""), ("\u{2028}\u{FEFF}", "\"\\u2028\\uFEFF\""),
            ("é東", "\"é東\""),
        ])
    func escapes(text: String, quoted: String) {
        #expect(SpecWriter.quoted(text) == quoted)
    }
}
