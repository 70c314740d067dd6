import Testing

@testable import GridReport

@Suite("Collection header: title and See All")
struct CollectionHeaderTests {
    @Test("title leading, See All trailing, at exactly the width")
    func titleAndSeeAll() {
        let header = CollectionHeader(title: "Stocks", shown: 3, total: 1234)
        #expect(header.line(width: 40, color: false) == "Stocks                 See All (1,234) ›")
        #expect(TerminalText.displayWidth(header.line(width: 40, color: false)!) == 40)
        #expect(header.line(width: 40, color: false, asciiOnly: true) == "Stocks                 See All (1,234) >")
        #expect(header.seeAllLabel() == "See All (1,234) ›")
    }

    @Test("no label when every row shows; nothing without a title")
    func noSubset() {
        #expect(CollectionHeader(title: "Stocks", shown: nil, total: 12).line(width: 40, color: false) == "Stocks")
        #expect(CollectionHeader(title: "Stocks", shown: 12, total: 12).line(width: 40, color: false) == "Stocks")
        #expect(CollectionHeader(title: "Stocks", shown: 50, total: 12).isSubset == false)
        #expect(CollectionHeader(title: nil, shown: nil, total: 12).line(width: 40, color: false) == nil)
        #expect(CollectionHeader(title: "", shown: nil, total: 12).line(width: 40, color: false) == nil)
        #expect(
            CollectionHeader(title: nil, shown: 2, total: 12).line(width: 20, color: false) == "      See All (12) ›")
    }

    @Test("the title gives way first, then the label is cut")
    func narrow() {
        let header = CollectionHeader(title: "A very long report title", shown: 1, total: 1_000_000)
        #expect(header.line(width: 30, color: false) == "A very … See All (1,000,000) ›")
        #expect(header.line(width: 21, color: false) == "See All (1,000,000) ›")
        #expect(header.line(width: 10, color: false) == "See All (…")
    }

    @Test("bold title with colour; padding and label unstyled")
    func color() {
        let header = CollectionHeader(title: "Stocks", shown: 1, total: 2)
        #expect(header.line(width: 22, color: true) == "\u{1B}[1mStocks\u{1B}[22m   See All (2) ›")
    }

    @Test("control and bidi characters in a title are shown, never written raw")
    func sanitized() {
        let header = CollectionHeader(title: "Q3\u{1B}[31m red\u{202E}evil\nnext", shown: nil, total: 1)
        let line = header.line(width: 80, color: false)!
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        #expect(line == "Q3␛[31m red<U+202E>evil\\nnext")
    }

    @Test("the XLSX title row text")
    func sheetTitle() {
        #expect(CollectionHeader(title: "Stocks", shown: 3, total: 1234).sheetTitle == "Stocks (first 3 of 1,234 rows)")
        #expect(CollectionHeader(title: nil, shown: 3, total: 12).sheetTitle == "First 3 of 12 rows")
        #expect(CollectionHeader(title: "Stocks", shown: nil, total: 12).sheetTitle == "Stocks")
        #expect(CollectionHeader(title: nil, shown: 20, total: 12).sheetTitle == nil)
    }
}
