@testable import GridReport

/// Reports shared by the compact tests, with number formats pinned (two decimals, grouping) so
/// the goldens do not depend on NumberFormatter's defaults.
enum CompactFixtures {
    static let twoDecimals = NumberFormat(
        style: .decimal, locale: "en_US", minimumFractionDigits: 2, maximumFractionDigits: 2)

    static func image(_ path: String) -> GridItem { .image(ImageReference(path)) }

    /// The Fiori stock example: image, text, four numbers.
    static let stocks = Schema(columns: [
        Column(index: 0, name: "Logo", type: .image),
        Column(index: 1, name: "Symbol", type: .text),
        Column(index: 2, name: "Open", type: .number, format: twoDecimals),
        Column(index: 3, name: "High", type: .number, format: twoDecimals),
        Column(index: 4, name: "Low", type: .number, format: twoDecimals),
        Column(index: 5, name: "Close", type: .number, format: twoDecimals),
    ])

    static let stockRows = [
        GridRow(
            items: [
                image("logos/sap.png"), .text("SAP"), .number(114.23), .number(114.84), .number(113.92),
                .number(114.76),
            ], line: 2),
        GridRow(
            items: [
                image("https://example.com/img/apple-inc.png?s=64"), .text("AAPL"), .number(1234.5), .number(1240.25),
                .number(1201.75), .number(1238),
            ], line: 3),
        GridRow(
            items: [
                .empty, .text("Alphabet Inc. Class A Common Stock"), .number(2801.12), .empty, .number(2750),
                .number(123456.78),
            ], line: 4),
    ]

    /// Text only, with CJK, accents and emoji: five text-like columns, no images.
    static let places = Schema(columns: [
        Column(index: 0, name: "Name", type: .text),
        Column(index: 1, name: "City", type: .text),
        Column(index: 2, name: "Note", type: .text),
        Column(index: 3, name: "State", type: .text),
        Column(index: 4, name: "Visitors", type: .number, format: twoDecimals),
    ])

    static let placeRows = [
        GridRow(
            items: [.text("東京タワー"), .text("東京都港区"), .text("展望台 150 m と 250 m"), .text("営業中"), .number(1500)], line: 2),
        GridRow(
            items: [
                .text("Café Zürich"), .text("Zürich"), .text("Kaffee\u{1B}[31m und Kuchen"), .text("open"),
                .number(12.5),
            ], line: 3),
        GridRow(
            items: [.text("🍣 寿司 Bar 銀座本店 Sushi Counter"), .text("서울"), .empty, .text("予約のみ 受付中"), .number(98765.4)],
            line: 4),
    ]

    /// Explicit bindings with an icon and both status slots.
    static let products = Schema(columns: [
        Column(index: 0, name: "Flag", type: .image, binding: .icon),
        Column(index: 1, name: "Product", type: .text, binding: .headline),
        Column(index: 2, name: "Supplier", type: .text, binding: .subheadline),
        Column(index: 3, name: "Status", type: .text, binding: .status),
        Column(index: 4, name: "StatusIcon", type: .image, binding: .statusImage),
        Column(index: 5, name: "Price", type: .number, format: twoDecimals, binding: .substatus),
        Column(index: 6, name: "Comment", type: .text),
    ])

    static let productRows = [
        GridRow(
            items: [
                image("flags/de.png"), .text("Pump P-100"), .text("Acme GmbH"), .text("In stock"),
                image("icons/green.png"), .number(1999.9), .text("not shown"),
            ], line: 2),
        GridRow(
            items: [
                .empty, .text("Valve V-7"), .text("Ventil AG"), .empty, image("icons/amber.png"), .number(45),
                .text("not shown"),
            ], line: 3),
    ]

    /// The report rendered as compact text.
    static func render(
        _ schema: Schema, _ rows: [GridRow], width: Int, accessory: Accessory = .none, color: Bool = false
    ) throws -> String {
        let plan = try BindingResolver.resolve(schema: schema)
        let renderer = CompactRenderer(
            schema: schema, plan: plan, width: width, accessory: accessory, color: color,
            numberRenderers: schema.columns.map { $0.format.map(NumberRenderer.init) })
        var out = ""
        for (number, row) in rows.enumerated() {
            renderer.render(row, isFirst: number == 0, to: &out)
        }
        return out
    }
}

extension String {
    /// Each line between `|` marks, so that trailing spaces show in golden text.
    var framed: String {
        split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "|\($0)|" }.joined(separator: "\n")
    }
}
