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

    /// Sparklines, bars and icons are measured without grapheme breaking (`CellWidth.ofSimple`),
    /// as the slow path measures them: one cell each, two for the emoji among the shapes, and a
    /// shape followed by a mark or a variation selector goes the slow way.
    @Test(
        "blocks, box drawing and geometric shapes: one cell each, as cluster by cluster",
        arguments: [
            ("▁▂▃▄▅▆▇█", 8), ("▏▎▍▌▋▊▉▐│", 9), ("▼●▲○◐", 5), ("█▇ ▃▁", 5), ("\u{25FD}\u{25FE}", 4),
            ("\u{25B6}\u{FE0F}", 2), ("▲\u{0301}", 1),
        ])
    func shapes(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
        #expect(text.reduce(0) { $0 + CellWidth.of($1) } == width)
    }

    @Test(
        "East Asian wide and fullwidth take two cells",
        arguments: [
            ("日本語", 6), ("中文abc", 7), ("한국어", 6), ("カタカナ", 8), ("ｶﾀｶﾅ", 4),
            ("ＡＢＣ", 6), ("\u{3000}", 2), ("𠀋", 2), ("\u{31350}", 2),
            // Hangul syllable spelled as conjoining jamo: one cluster, two cells.
            ("\u{1100}\u{1161}\u{11A8}", 2),
        ])
    func eastAsian(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test(
        "emoji take two cells, whatever their sequence",
        arguments: [
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

    @Test(
        "combining marks, joiners and selectors take no cells",
        arguments: [
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

    /// Wide characters from after Unicode 14 (the table's data before), which are not emoji:
    /// an ideographic description character (15.1), CJK strokes (16.0), trigrams made wide (16.0).
    @Test(
        "wide characters of newer Unicode versions take two cells",
        arguments: ["\u{2FFC}", "\u{31E4}", "\u{2630}", "\u{4DC0}"])
    func newerWide(character: String) {
        #expect(TerminalText.displayWidth(character) == 2)
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

@Suite("TerminalText fast paths agree with grapheme clusters")
struct TerminalTextFastPathTests {
    /// Simple scalars mixed with ones that join, extend or are wide by table, so that some
    /// strings take the fast path and others bail out of it midway.
    static let alphabet: [String] = [
        "a", "Z", " ", "é", "ß", "\u{AD}", "日", "本", "か", "カ", "한", "Ａ", "\u{301}", "\u{3099}",
        "\u{E0100}", "\u{11A8}", "\u{1100}", "😀", "\u{FE0F}", "\u{200D}", "🏽", "🇩", "🇪", "\u{200B}",
        "\u{2764}", "…", "─",
    ]

    /// A fixed pseudo-random sequence, so a failure can be reproduced.
    static func samples() -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var samples: [String] = []
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<(1 + next(12)) { text += alphabet[next(alphabet.count)] }
            samples.append(text)
        }
        // Only simple scalars: the fast path all the way.
        samples += ["日本語テキスト", "Café 東京 한국어", "ｱｲｳＡＢＣ", "かカ漢字ß"]
        return samples
    }

    @Test("displayWidth is the sum of the clusters' widths")
    func widthMatchesClusters() {
        for text in Self.samples() {
            let clusters = text.reduce(0) { $0 + TerminalText.displayWidth($1) }
            #expect(
                TerminalText.displayWidth(text) == clusters,
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("truncate cuts between clusters at exactly the width")
    func truncateMatchesClusters() {
        for text in Self.samples() {
            let full = TerminalText.displayWidth(text)
            for width in 1...(full + 1) {
                let cut = TerminalText.truncate(text, toWidth: width)
                #expect(TerminalText.displayWidth(cut) == min(width, full))
                if cut != text {
                    // cut = kept clusters + "…" + padding spaces; the kept clusters start the text.
                    var kept = Substring(cut)
                    while kept.last == " " { kept = kept.dropLast() }
                    #expect(kept.last == "…")
                    kept = kept.dropLast()
                    #expect(Array(text).starts(with: Array(kept)), "\(text) at \(width)")
                }
            }
        }
    }
}
