import Testing

@testable import GridReport

@Suite("Compact renderer: layout rules")
struct CompactRendererTests {
    private func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test("no line is wider than the width, from 1 to 100 cells, and none ends with a space")
    func exactWidth() throws {
        let reports = [
            (CompactFixtures.stocks, CompactFixtures.stockRows),
            (CompactFixtures.places, CompactFixtures.placeRows),
            (CompactFixtures.products, CompactFixtures.productRows),
        ]
        for (schema, rows) in reports {
            for accessory in Accessory.allCases {
                for width in 1...100 {
                    let output = try CompactFixtures.render(schema, rows, width: width, accessory: accessory)
                    for line in lines(output) {
                        #expect(TerminalText.displayWidth(String(line)) <= width, "\(line) at \(width)")
                        #expect(line.last != " ", "\(line) at \(width)")
                    }
                }
            }
        }
    }

    @Test("one separator line between cells, none before the first or after the last")
    func separators() throws {
        let output = try CompactFixtures.render(CompactFixtures.products, CompactFixtures.productRows, width: 20)
        let separatorLines = lines(output).enumerated().filter { $0.element.allSatisfy { $0 == "─" } }.map(\.offset)
        #expect(separatorLines == [2])
        #expect(lines(output).count == 5)
        #expect(lines(output).last?.hasPrefix("─") == false)
    }

    @Test("a custom separator, and a wide one replaced by -")
    func customSeparator() throws {
        let schema = Schema(columns: [Column(index: 0, name: "Name", type: .text)])
        let plan = BindingResolver.defaultPlan(for: schema)
        let rows = [GridRow(items: [.text("a")], line: 2), GridRow(items: [.text("b")], line: 3)]
        for (separator, rule) in [(Character("="), "====="), ("日", "-----")] {
            let renderer = CompactRenderer(schema: schema, plan: plan, width: 5, separator: separator)
            var out = ""
            for (number, row) in rows.enumerated() { renderer.render(row, isFirst: number == 0, to: &out) }
            #expect(out == "a\n\(rule)\nb\n")
        }
    }

    @Test("colour: bold headline, dim footnote and separators; a styled line ends with its reset")
    func color() throws {
        let schema = Schema(columns: [
            Column(index: 0, name: "Name", type: .text), Column(index: 1, name: "Country", type: .text),
            Column(index: 2, name: "Sight", type: .text),
        ])
        let rows = [
            GridRow(items: [.text("Tokyo"), .text("Japan"), .text("Tower")], line: 2),
            GridRow(items: [.text("Osaka"), .empty, .text("Castle")], line: 3),
        ]
        let output = try CompactFixtures.render(schema, rows, width: 20, color: true)
        #expect(
            output == """
                \u{1B}[1mTokyo\u{1B}[22m
                Japan
                \u{1B}[2mTower\u{1B}[22m
                \u{1B}[2m────────────────────\u{1B}[22m
                \u{1B}[1mOsaka\u{1B}[22m

                \u{1B}[2mCastle\u{1B}[22m

                """)
        let plain = try CompactFixtures.render(schema, rows, width: 20)
        #expect(!plain.contains("\u{1B}"))
    }

    @Test("a single text column makes one-line cells")
    func singleColumn() throws {
        let schema = Schema(columns: [Column(index: 0, name: "Name", type: .text)])
        let rows = [GridRow(items: [.text("alpha")], line: 2), GridRow(items: [.text("beta\u{202E}gamma")], line: 3)]
        let output = try CompactFixtures.render(schema, rows, width: 22, accessory: .disclosure)
        #expect(
            output.framed == """
                |alpha                ›|
                |──────────────────────|
                |beta<U+202E>gamma    ›|
                """)
    }

    @Test("images only: detail image and status images as placeholders")
    func imagesOnly() throws {
        let schema = Schema(columns: (0..<3).map { Column(index: $0, name: "i\($0)", type: .image) })
        let row = GridRow(
            items: [
                CompactFixtures.image("a/photo.jpg"), CompactFixtures.image("ok.png"),
                CompactFixtures.image("data:image/png;base64,AAAA"),
            ], line: 2)
        let output = try CompactFixtures.render(schema, [row], width: 30)
        #expect(
            output.framed == """
                |▣ pho…                    ▣ ok|
                |                       ▣ image|
                """)
    }

    @Test("a status image squeezed below three cells keeps only its glyph")
    func squeezedStatusImage() {
        #expect(
            CompactLine.compose(
                left: .text("Headline"), right: .image(ImageReference("green.png")), width: 6, leftStyle: nil)
                == "He…  ▣")
        #expect(
            CompactLine.compose(
                left: .text("Headline"), right: .image(ImageReference("green.png")), width: 7, leftStyle: nil)
                == "He…   ▣")
        #expect(CompactLine.compose(left: nil, right: .text("status"), width: 4, leftStyle: nil) == " st…")
        #expect(CompactLine.compose(left: .text("ab"), right: .text("status"), width: 1, leftStyle: nil) == "…")
    }

    @Test("the status keeps its width up to half the line, more when the headline is short")
    func statusShare() {
        #expect(
            CompactLine.compose(left: .text("Headline text"), right: .text("Status text"), width: 21, leftStyle: nil)
                == "Headline … Status te…")
        #expect(
            CompactLine.compose(left: .text("Head"), right: .text("A long status text"), width: 21, leftStyle: nil)
                == "Head A long status t…")
        #expect(
            CompactLine.compose(left: .text("Head"), right: .text("Status"), width: 21, leftStyle: nil)
                == "Head           Status")
    }

    @Test("narrow widths drop the detail image, then the icon, then the accessory")
    func narrowLayout() throws {
        let plan = try BindingResolver.resolve(schema: CompactFixtures.products)
        let withDetail = BindingPlan(
            columnsBySlot: plan.columnsBySlot.merging([.detailImage: 4]) { $1 }, isExplicit: true)
        let wide = CompactLayout(plan: withDetail, width: 80, accessory: .disclosure)
        #expect([wide.iconWidth, wide.detailImageWidth, wide.accessoryWidth, wide.textWidth] == [2, 12, 2, 63])
        let forty = CompactLayout(plan: withDetail, width: 40, accessory: .disclosure)
        #expect([forty.iconWidth, forty.detailImageWidth, forty.accessoryWidth, forty.textWidth] == [2, 7, 2, 28])
        let eight = CompactLayout(plan: withDetail, width: 8, accessory: .disclosure)
        #expect([eight.iconWidth, eight.detailImageWidth, eight.accessoryWidth, eight.textWidth] == [2, 0, 2, 4])
        let five = CompactLayout(plan: withDetail, width: 5, accessory: .disclosure)
        #expect([five.iconWidth, five.detailImageWidth, five.accessoryWidth, five.textWidth] == [0, 0, 2, 3])
        let two = CompactLayout(plan: withDetail, width: 2, accessory: .disclosure)
        #expect([two.iconWidth, two.detailImageWidth, two.accessoryWidth, two.textWidth] == [0, 0, 0, 2])
        #expect(CompactLayout(plan: withDetail, width: 0, accessory: .none).width == 1)
    }

    @Test("the accessory sits on the middle line of the cell")
    func accessoryLine() {
        let one = BindingPlan(columnsBySlot: [.headline: 0], isExplicit: true)
        let two = BindingPlan(columnsBySlot: [.headline: 0, .substatus: 1], isExplicit: true)
        let three = BindingPlan(columnsBySlot: [.headline: 0, .subheadline: 1, .footnote: 2], isExplicit: true)
        let footnoteOnly = BindingPlan(columnsBySlot: [.headline: 0, .footnote: 2], isExplicit: true)
        #expect(CompactLayout(plan: one, width: 20, accessory: .disclosure).accessoryLine == 0)
        #expect(CompactLayout(plan: two, width: 20, accessory: .disclosure).accessoryLine == 0)
        #expect(CompactLayout(plan: three, width: 20, accessory: .disclosure).accessoryLine == 1)
        #expect(CompactLayout(plan: footnoteOnly, width: 20, accessory: .disclosure).lineCount == 2)
    }

    @Test("a number column without a given renderer uses its column's format")
    func defaultNumberRenderer() throws {
        let schema = Schema(columns: [
            Column(index: 0, name: "Name", type: .text),
            Column(index: 1, name: "Amount", type: .number, format: CompactFixtures.twoDecimals),
        ])
        let renderer = CompactRenderer(schema: schema, plan: BindingResolver.defaultPlan(for: schema), width: 12)
        var out = ""
        renderer.render(GridRow(items: [.text("x"), .number(1234.5)], line: 2), isFirst: true, to: &out)
        #expect(out == "x\n1,234.50\n")
    }

    @Test("--mode auto: compact below the breakpoint, regular at or above it")
    func breakpoint() {
        #expect(CompactRenderer.prefersCompact(availablePoints: 599.9))
        #expect(!CompactRenderer.prefersCompact(availablePoints: 600))
        #expect(CompactRenderer.prefersCompact(widthInCells: 74))
        #expect(!CompactRenderer.prefersCompact(widthInCells: 75))
        #expect(CompactRenderer.prefersCompact(availablePoints: 700, compactBelowPoints: 800))
        #expect(!CompactRenderer.prefersCompact(widthInCells: 40, pointsPerCell: 16, compactBelowPoints: 600))
    }
}
