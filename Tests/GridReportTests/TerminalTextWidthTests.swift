import Testing
@testable import GridReport

@Suite("TerminalText display width")
struct TerminalTextWidthTests {
    @Test("printable ASCII is one cell a byte")
    func ascii() {
        #expect(TerminalText.displayWidth("") == 0)
        #expect(TerminalText.displayWidth("Hello, world! ~") == 15)
        #expect(TerminalText.isPrintableASCII(" ~AZaz09"))
        #expect(!TerminalText.isPrintableASCII("a\tb"))
        #expect(!TerminalText.isPrintableASCII("a\u{7F}"))
        #expect(!TerminalText.isPrintableASCII("é"))
    }

    @Test("East Asian wide and fullwidth take two cells", arguments: [
        ("日本語", 6), ("中文abc", 7), ("한국어", 6), ("カタカナ", 8), ("ｶﾀｶﾅ", 4),
        ("ＡＢＣ", 6), ("\u{3000}", 2), ("𠀋", 2), ("\u{31350}", 2),
        // Hangul syllable spelled as conjoining jamo: one cluster, two cells.
        ("\u{1100}\u{1161}\u{11A8}", 2),
    ])
    func eastAsian(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test("emoji take two cells, whatever their sequence", arguments: [
        ("😀", 2), ("👍🏽", 2), ("🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🧑‍💻", 2), ("🏳️‍🌈", 2),
        ("🇩🇪", 2), ("🇩🇪🇫🇷", 4), ("❤️", 2), ("1️⃣", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("🫨", 2),
        ("a😀b", 4),
    ])
    func emoji(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test("text-presentation symbols take one cell")
    func textPresentation() {
        #expect(TerminalText.displayWidth("\u{2764}") == 1)
        #expect(TerminalText.displayWidth("\u{263A}\u{FE0E}") == 1)
        #expect(TerminalText.displayWidth("#") == 1)
        #expect(TerminalText.displayWidth("\u{231A}") == 2)
    }

    @Test("combining marks, joiners and selectors take no cells", arguments: [
        ("e\u{301}", 1), ("A\u{30A}", 1), ("e\u{301}\u{302}\u{303}", 1), ("\u{301}", 0),
        ("a\u{200B}b", 2), ("a\u{200D}b", 2), ("a\u{FE0F}", 1), ("\u{FEFF}", 0), ("\u{2060}", 0),
        ("\u{20DD}", 0), ("x\u{E0100}", 1),
    ])
    func zeroWidth(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test("ambiguous-width characters take one cell", arguments: ["…", "─", "α", "Ж", "°", "→", "▣", "›"])
    func ambiguous(text: String) {
        #expect(TerminalText.displayWidth(text) == 1)
    }

    @Test("soft hyphen takes one cell, as terminals draw it")
    func softHyphen() {
        #expect(TerminalText.displayWidth("a\u{AD}b") == 3)
    }

    @Test("raw controls take no cells; their sanitized forms do")
    func controls() {
        #expect(TerminalText.displayWidth("a\u{1B}b") == 2)
        #expect(TerminalText.displayWidth(TerminalText.sanitize("a\u{1B}b")) == 3)
        #expect(TerminalText.displayWidth(TerminalText.sanitize("\u{202E}")) == 8)
    }

    @Test("the wide table is sorted and its pairs are ordered")
    func tableShape() {
        let ranges = EastAsianWide.ranges
        #expect(ranges.count % 2 == 0)
        for pair in stride(from: 0, to: ranges.count, by: 2) {
            #expect(ranges[pair] <= ranges[pair + 1])
            if pair + 2 < ranges.count { #expect(ranges[pair + 1] + 1 < ranges[pair + 2]) }
        }
        #expect(EastAsianWide.contains(0x1100) && EastAsianWide.contains(0x3FFFD))
        #expect(!EastAsianWide.contains(0x10FF) && !EastAsianWide.contains(0x3FFFE) && !EastAsianWide.contains(0x41))
    }
}
