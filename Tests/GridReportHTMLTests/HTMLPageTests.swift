import Foundation
import GridReport
import Testing

@testable import GridReportHTML

@Suite struct HTMLPageTests {
    @Test func aSelfContainedPageThatAllowsNoScript() throws {
        let page = try PageFixture("Name,Price\nTea,2.5\n").page().html
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'none'; base-uri 'none'; form-action 'none'\">"
            ))
        for external in ["<script", "<link", "href=", "src=\"http", "url(", "@import", "@font-face"] {
            #expect(!page.contains(external), "\(external)")
        }
        #expect(page.hasSuffix("</div>\n</main>\n</body>\n</html>\n"))
    }

    @Test func everyValueTitleAndColumnNameIsEscaped() throws {
        let csv = #"""
            "<b>Name</b>",Note
            "<script>alert(1)</script>","<img src=x onerror=""alert(2)"">"
            Tom & 'Jerry',"a ""quote"""

            """#
        let page = try PageFixture(csv).page {
            $0.header = CollectionHeader(title: "</title><script>", shown: nil, total: 2)
        }
        .html
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;"))
        #expect(page.contains("Tom &amp; &#39;Jerry&#39;"))
        #expect(page.contains("data-column=\"&lt;b&gt;Name&lt;/b&gt;\""))
        #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
        #expect(page.contains("<h1>&lt;/title&gt;&lt;script&gt;</h1>"))
    }

    @Test("issue 39, 10: a compact label (CSS attr(data-column)) is the sanitized title, never a raw bidi control")
    func compactLabelsAreSanitized() throws {
        let plain = try PageFixture("Amount (USD),Name\n100,Tea\n").page().html
        #expect(plain.contains("<span data-column=\"Amount (USD)\">100"))
        let page = try PageFixture("\"Amount \u{202E}(USD) ecnalaB\u{1B}[2J\",Name\n100,Tea\n").page().html
        #expect(page.contains("data-column=\"Amount &lt;U+202E&gt;(USD) ecnalaB␛[2J\""))
        #expect(!page.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
    }

    @Test func controlCharactersShowAsTheTerminalShowsThem() throws {
        let page = try PageFixture("Name\n\"a\u{1B}[31mb\u{202E}c\"\n").page().html
        #expect(page.contains("a␛[31mb&lt;U+202E&gt;c"))
        #expect(!page.contains("\u{1B}"))
    }

    @Test func rowsAndCellsCarryTheirMarkup() throws {
        let page = try PageFixture("Name,Price\nTea,2.5\nCoffee,3.25\n").page().html
        #expect(page.contains("<div class=\"hd\" role=\"row\"><span data-column=\"Name\" data-header>Name</span>"))
        #expect(page.contains("<span data-column=\"Price\" data-header>Price</span></div>"))
        #expect(page.contains("<div class=\"r\" data-row=\"2\"><span data-column=\"Name\">Tea</span>"))
        // A column's look is a rule for its position, not a class on each of a million cells.
        #expect(page.contains(":is(.hd,.r)>:nth-child(2){font-variant-numeric:tabular-nums;text-align:right}"))
        #expect(!page.contains(":is(.hd,.r)>:nth-child(1){font") && !page.contains(":is(.hd,.r)>:nth-child(1){text"))
        // The first column is the key that stays put when the grid scrolls sideways (at grid width only).
        #expect(page.contains("@container gr (width >= 600px){\n:is(.hd,.r)>:nth-child(1){position:sticky;left:0;"))
        #expect(page.occurrences(of: "data-row=") == 2)
    }

    /// Shortest digits: the terminal pads `2.5` to `2.5 ` under `3.25`, and `4` to `4   `; the
    /// page pads with a figure space per digit and a punctuation space for the point.
    @Test func decimalPointsLineUpWithFigureSpaces() throws {
        let page = try PageFixture("Item,Value\na,2.5\nb,3.25\nc,4\nd,-1.5\n").page().html
        #expect(page.contains(">2.5<i class=\"p\">\u{2007}</i></span>"))
        #expect(page.contains(">3.25</span>"))
        #expect(page.contains(">4<i class=\"p\">\u{2008}\u{2007}\u{2007}</i></span>"))
        #expect(
            page.contains("<span class=\"neg\" data-column=\"Value\">-1.5<i class=\"p\">\u{2007}</i></span>"))
    }

    @Test func valuesAreTheTerminalFormattersOutput() throws {
        let page = try PageFixture("Item,Amount\na,1234567.5\nb,2.25\n").page().html
        // As the terminal: shortest digits, grouped, the point lined up (`1,234,567.5 `).
        #expect(page.contains(">1,234,567.5<i class=\"p\">\u{2007}</i></span>"))
        #expect(page.contains(">2.25</span>"))
    }

    @Test func fioriWidthsBecomeGridTracks() throws {
        let fixture = try PageFixture("Logo,Symbol,Open,Hidden,Close\nx,SAP,1.5,h,2\n")
        let page = try fixture.page(widths: [.flexible, .fraction(0.2), .fraction(0.1), .hidden, .points(120)]) {
            $0.geometry = TableGeometry(accessory: .disclosure)
        }.html
        // Content width: the grid less its padding, the accessory (8 + 16) and 3 gaps of 16.
        #expect(page.contains(".gr{--cw:calc(100cqw - 2 * var(--pad) - 72px);"))
        #expect(
            page.contains(
                "--tracks:minmax(0,1fr) calc(var(--cw) * 0.2) calc(var(--cw) * 0.1) 120px 8px;--gap:16px}"))
        #expect(page.contains("<span data-column=\"Hidden\">h</span>"))
        #expect(page.contains(":is(.hd,.r)>:nth-child(4){display:none}"))
        #expect(page.contains("<span class=\"acc\" aria-hidden=\"true\">›</span></div>"))
    }

    @Test func naturalWidthsKeepNumbersWholeAndShareTheRest() throws {
        let page = try PageFixture("Name,Price\nA long product name,1234.5\n").page().html
        #expect(page.contains("--tracks:minmax(calc(10 * var(--ch)),19fr) calc(8 * var(--ch));"))
        // One minimum width for the header and every row, whatever their text.
        #expect(page.contains("--minw:calc(16px + 2 * var(--pad) + 18 * var(--ch));"))
    }

    @Test func givenWidthsMustFitAtTheBreakpoint() throws {
        let fixture = try PageFixture("a,b,c\n1,2,3\n")
        let error = #expect(throws: GridReportError.self) {
            _ = try fixture.page(widths: [.points(300), .points(300), .points(300)])
        }
        // 900 pt of columns, 2 gaps of 16 and the grid's padding of 16 on each side.
        #expect(
            error?.sentence(naming: { "--" + $0.specKey })
                == "--widths: the columns need a grid of 964 pt, wider than the compact breakpoint (600 pt) where the grid starts (pass --fit shrink, or --compactBelow 964 to show compact cells below that width)"
        )
        let shrunk = try fixture.page(widths: [.points(300), .points(300), .points(300)]) { $0.fit = .shrink }
        #expect(
            shrunk.html.contains(
                "--tracks:min(300px,calc(var(--cw) * 0.333333)) min(300px,calc(var(--cw) * 0.333333)) min(300px,calc(var(--cw) * 0.333333));"
            ))
        let wide = try fixture.page(widths: [.points(300), .points(300), .points(300)]) { $0.compactBelowPoints = 1024 }
        #expect(wide.html.contains("@container gr (width < 1024px)"))
    }

    @Test func compactCellsBelowTheBreakpointWithTheTerminalsBindings() throws {
        let fixture = try PageFixture(
            "Logo,Symbol,Open,High,Low,Close\nimages/sap.png,SAP,1,2,3,4\n", files: ["images/sap.png": try samplePNG()])
        let page = try fixture.page().html
        #expect(page.contains("@container gr (width < 600px){\n.hd{display:none}"))
        for (position, area) in [(1, "d"), (2, "h"), (3, "sh"), (4, "f"), (5, "s"), (6, "ss")] {
            #expect(
                page.contains(".r:not(.tot)>:nth-child(\(position)){display:block;grid-area:\(area);"), "\(position)")
        }
        // Default bindings label each bound value with its column, as the terminal does: numbers
        // on a flex line whose label gives way, the text with a label of at most 16 characters.
        #expect(
            page.contains(
                ":is(.r:not(.tot)>:nth-child(3),.r:not(.tot)>:nth-child(4),.r:not(.tot)>:nth-child(5),.r:not(.tot)>:nth-child(6)):not(:empty):not(:has(img)):not([data-column=\"\"]){display:flex}"
            ))
        #expect(
            page.contains(
                ":is(.r:not(.tot)>:nth-child(2)):not(:empty):not(:has(img)):not([data-column=\"\"])::before{content:attr(data-column) \": \";"
            ))
        #expect(page.contains("display:inline-block;max-width:16ch;vertical-align:bottom}"))
        let bound = try fixture.page(binds: ["Close=headline"]).html
        #expect(bound.contains(".r:not(.tot)>:nth-child(6){display:block;grid-area:h;"))
        #expect(!bound.contains(">:nth-child(2){display:block"))
        #expect(!bound.contains("content:attr(data-column) \": \""))
        let never = try fixture.page { $0.compactBelowPoints = 0 }.html
        #expect(!never.contains("@container"))
        let always = try fixture.page { $0.layout = .compact }.html
        #expect(always.contains("</style>") && !always.contains("@container") && always.contains(".hd{display:none}"))
    }

    /// Fiori: a status text wins over the status image when it is not empty, row by row.
    @Test func statusTextWinsOverStatusImageRowByRow() throws {
        let fixture = try PageFixture(
            "Name,State,Flag\nA,Open,images/sap.png\nB,,images/sap.png\n", files: ["images/sap.png": try samplePNG()])
        let page = try fixture.page(binds: ["Name=headline", "State=status", "Flag=statusImage"]).html
        let rows = page.components(separatedBy: "data-row=").dropFirst()
        #expect(
            rows.first?.contains("<span data-column=\"State\">Open</span><span class=\"ns\" data-column=\"Flag\">")
                == true)
        #expect(
            rows.dropFirst().first?.contains(
                "<span class=\"ns\" data-column=\"State\"></span><span data-column=\"Flag\"><img") == true)
    }

    @Test func picturesAreInlinedByTheSheetsRules() throws {
        let fixture = try PageFixture(
            """
            Name,Logo
            a,images/sap.png
            b,images/missing.png
            c,../outside.png
            d,images/fake.png
            e,https://example.com/x.png
            f,"data:image/png;base64,AAAA"
            g,

            """,
            files: ["images/sap.png": try samplePNG(), "images/fake.png": Array("not a picture".utf8)])
        let (page, warnings) = try fixture.page()
        #expect(page.occurrences(of: "<img src=\"data:image/png;base64,iVBORw0KGgo") == 1)
        #expect(page.contains("alt=\"sap\">"))
        for kept in ["images/missing.png", "../outside.png", "images/fake.png", "https://example.com/x.png"] {
            #expect(page.contains("data-column=\"Logo\">\(kept)</span>"), "\(kept)")
        }
        #expect(page.contains("data-column=\"Logo\">data:image/png;base64,AAAA</span>"))
        #expect(
            warnings.first?.contains(
                "data.csv:3: image \"images/missing.png\" does not exist; the cell keeps the reference as text") == true
        )
        #expect(warnings.last == "4 more image warnings not shown")
        // Rows with an image item are top-aligned (the Fiori row rule), the others centred.
        #expect(page.contains("<div class=\"r t\" data-row=\"2\">"))
        #expect(page.contains("<div class=\"r\" data-row=\"8\">"))
    }

    @Test func rowsStreamInGroupsTheBrowserCanSkip() throws {
        let csv = "n,v\n" + (1...250).map { "\($0),x\($0)\n" }.joined()
        let page = try PageFixture(csv).page().html
        #expect(page.occurrences(of: "data-row=") == 250)
        #expect(page.occurrences(of: "<div class=\"rg\">") >= 3)
        #expect(page.contains(".rg{content-visibility:auto;"))
        let limited = try PageFixture(csv).page { $0.header = CollectionHeader(title: "Numbers", shown: 5, total: 250) }
            .html
        #expect(limited.occurrences(of: "data-row=") == 5)
        #expect(
            limited.contains("<header class=\"ch\"><h1>Numbers</h1><span class=\"see\">See All (250) ›</span></header>")
        )
    }

    @Test func sectionsAreDetailsWithTotalsRows() throws {
        let csv = "island,mass\nA,10\nB,20\nA,30\n"
        var request = SectionRequest()
        request.groupBy = ["island"]
        request.sumNumberColumns = true
        let page = try PageFixture(csv).page(sections: request).html
        #expect(page.contains("<details class=\"sec\" data-level=\"0\" open><summary>island: A (2)</summary>"))
        #expect(
            page.contains(
                "<div class=\"r tot\" data-total><span class=\"lbl\" data-column=\"island\">Total A</span><span data-column=\"mass\">40</span></div>\n</details>"
            ))
        #expect(
            page.contains(
                "<div class=\"r tot gt\" data-total><span class=\"lbl\" data-column=\"island\">Grand total</span><span data-column=\"mass\">60</span></div>"
            ))
        request.collapsed = true
        let collapsed = try PageFixture(csv).page(sections: request).html
        #expect(collapsed.contains("<details class=\"sec\" data-level=\"0\"><summary>island: A (2)</summary>"))
    }

    @Test func cardsAreAGridOfObjectCells() throws {
        let page = try PageFixture("Name,Price\nTea,2.5\n").page { $0.layout = .cards }.html
        #expect(page.contains("<div class=\"gr cards\" data-report>"))
        #expect(!page.contains("data-header"))
        #expect(page.contains("repeat(auto-fill,minmax(160px,1fr));gap:6px"))
    }

    @Test func anEmptyReportSaysSo() throws {
        let page = try PageFixture("Name,Price\n").page { $0.emptyText = "<nothing>" }.html
        #expect(page.contains("<p class=\"empty\">&lt;nothing&gt;</p>"))
        #expect(page.contains("data-header>Name</span>"))
    }

    @Test func aThemeBecomesCSS() throws {
        var theme = Theme()
        theme.header = ThemeTextStyle(color: ThemeColor(red: 0x6A, green: 0x6D, blue: 0x70), bold: true)
        theme.negativeNumber = ThemeTextStyle(color: ThemeColor(red: 0xBB, green: 0, blue: 0))
        theme.borderColor = ThemeColor(red: 0xE4, green: 0xE4, blue: 0xE4)
        theme.cardTitle = ThemeTextStyle(color: ThemeColor(red: 0x0A, green: 0x6E, blue: 0xD1))
        theme.status = ThemeTextStyle(color: ThemeColor(red: 0x10, green: 0x7E, blue: 0x3E), bold: false)
        theme.firstTextItem = ThemeTextStyle(color: ThemeColor(red: 1, green: 2, blue: 3))
        let page = try PageFixture("n,Name\n1,Tea\n").page { $0.theme = theme }.html
        #expect(
            page.contains(
                ".gr{--hdr:#6A6D70;--hdr-w:700;--line:#E4E4E4;--title:#0A6ED1;--status:#107E3E;--status-w:400}"
            ))
        #expect(page.contains(".r>span:nth-child(2){color:#010203}"))
        #expect(page.contains(".gr .r>span.neg{color:#BB0000}"))
        let plain = try PageFixture("n,Name\n-1,Tea\n").page().html
        #expect(plain.contains("<span class=\"neg\" data-column=\"n\">-1</span>"))
        #expect(!plain.contains(".neg{"))
    }
}
