import GridReport
import Testing

@testable import GridReportXLSX

@Suite("Page layout for printing")
struct PageLayoutTests {
    @Test("auto turns landscape only when the columns are wider than a portrait A4 page's print width")
    func orientation() {
        // A4 is 595.3 pt wide, less 100.8 pt of margins: 494.5 pt, or 659 pixels.
        #expect(!PageLayout(PrintSetup(), columnPixels: [659], title: nil).landscape)
        #expect(PageLayout(PrintSetup(), columnPixels: [330, 330], title: nil).landscape)
        #expect(!PageLayout(PrintSetup(orientation: .portrait), columnPixels: [5000], title: nil).landscape)
        #expect(PageLayout(PrintSetup(orientation: .landscape), columnPixels: [10], title: nil).landscape)
        // Tabloid is wider: the same columns fit it upright.
        #expect(!PageLayout(PrintSetup(paper: .tabloid), columnPixels: [330, 330], title: nil).landscape)
    }

    @Test("paper codes are Excel's, and fitting is on unless turned off")
    func paperAndFit() {
        let codes = PrintSetup.Paper.allCases.map {
            PageLayout(PrintSetup(paper: $0), columnPixels: [], title: nil).paperCode
        }
        #expect(codes == [1, 5, 3, 8, 9, 11])
        #expect(PageLayout(PrintSetup(), columnPixels: [], title: nil).paperCode == 0)
        #expect(PageLayout(PrintSetup(), columnPixels: [], title: nil).fitToWidth)
        #expect(!PageLayout(PrintSetup(fitToWidth: false), columnPixels: [], title: nil).fitToWidth)
    }

    @Test("the page header holds the title on one line, & escaped, cut within 255 bytes on a whole character")
    func header() {
        #expect(PageLayout.headerText("Q3 R&D\nreport") == "&CQ3 R&&D report")
        #expect(PageLayout.headerText("") == nil)
        let long = PageLayout.headerText(String(repeating: "é", count: 200))!
        #expect(long.utf8.count == 254)
        let ampersands = PageLayout.headerText(String(repeating: "&", count: 200))!
        #expect(ampersands.utf8.count == 254)
        #expect(ampersands.dropFirst(2).count % 2 == 0)
    }

    @Test("an escaped & before G or [ is kept apart by a word joiner, so libxlsxwriter reads no picture code")
    func headerPictureCodes() {
        #expect(PageLayout.headerText("P&L sales") == "&CP&&L sales")
        #expect(PageLayout.headerText("P&G sales") == "&CP&&\u{2060}G sales")
        #expect(PageLayout.headerText("a&[Picture]") == "&Ca&&\u{2060}[Picture]")
        #expect(PageLayout.headerText("&&G") == "&C&&&&\u{2060}G")
        #expect(PageLayout.headerText("Gg&g") == "&CGg&&g")
    }
}
