import Testing

@testable import GridReport

@Suite("TerminalText truncate, pad and wrap")
struct TerminalTextLayoutTests {
    @Test("truncating ASCII ends in an ellipsis at the width")
    func truncateASCII() {
        #expect(TerminalText.truncate("Hello world", toWidth: 8) == "Hello w…")
        #expect(TerminalText.truncate("Hello", toWidth: 5) == "Hello")
        #expect(TerminalText.truncate("Hello", toWidth: 9) == "Hello")
        #expect(TerminalText.truncate("Hello", toWidth: 1) == "…")
        #expect(TerminalText.truncate("Hello", toWidth: 0) == "")
        #expect(TerminalText.truncate("Hello", toWidth: -3) == "")
    }

    @Test("truncating wide text at odd widths pads after the ellipsis")
    func truncateWide() {
        let text = "日本語テキスト"
        #expect(TerminalText.truncate(text, toWidth: 5) == "日本…")
        #expect(TerminalText.truncate(text, toWidth: 6) == "日本… ")
        #expect(TerminalText.truncate(text, toWidth: 7) == "日本語…")
        #expect(TerminalText.truncate(text, toWidth: 2) == "… ")
        #expect(TerminalText.truncate(text, toWidth: 1) == "…")
        #expect(TerminalText.truncate("日本", toWidth: 4) == "日本")
        #expect(TerminalText.truncate("a日本", toWidth: 4) == "a日…")
    }

    @Test("truncating never splits a grapheme cluster")
    func truncateClusters() {
        #expect(TerminalText.truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 3) == "👨‍👩‍👧‍👦…")
        #expect(TerminalText.truncate("🇩🇪🇫🇷🇮🇹", toWidth: 4) == "🇩🇪… ")
        #expect(TerminalText.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TerminalText.truncate("👍🏽👍🏽", toWidth: 3) == "👍🏽…")
    }

    @Test("cut text is exactly the width, text that fits keeps its own width")
    func truncateWidthProperty() {
        let samples = ["Hello world", "日本語テキスト", "a日b本c語", "😀😀x😀", "e\u{301}日本👨‍👩‍👧‍👦abc", "한국어 텍스트"]
        for text in samples {
            let full = TerminalText.displayWidth(text)
            for width in 1...(full + 2) {
                let cut = TerminalText.truncate(text, toWidth: width)
                #expect(TerminalText.displayWidth(cut) == min(width, full), "\(text) at \(width)")
                #expect(cut == text || cut.contains("…"))
            }
        }
    }

    @Test("padding reaches exactly the width in every alignment")
    func pad() {
        #expect(TerminalText.pad("日本", toWidth: 6, alignment: .leading) == "日本  ")
        #expect(TerminalText.pad("日本", toWidth: 6, alignment: .trailing) == "  日本")
        #expect(TerminalText.pad("日本", toWidth: 7, alignment: .center) == " 日本  ")
        #expect(TerminalText.pad("ab", toWidth: 2, alignment: .center) == "ab")
        #expect(TerminalText.pad("😀", toWidth: 3, alignment: .trailing) == " 😀")
        #expect(TerminalText.pad("日本語", toWidth: 5, alignment: .trailing) == "日本…")
        #expect(TerminalText.pad("日本語", toWidth: 4, alignment: .leading) == "日… ")
        #expect(TerminalText.pad("abc", toWidth: 0, alignment: .leading) == "")
    }

    @Test(
        "wrapping at word boundaries",
        arguments: [
            ("the quick brown fox", 10, ["the quick", "brown fox"]),
            ("the quick brown fox", 19, ["the quick brown fox"]),
            ("the quick brown fox", 3, ["the", "qui", "ck", "bro", "wn", "fox"]),
            ("aa  bb cc", 5, ["aa", "bb cc"]),
            ("a  b", 10, ["a  b"]),
            ("  ab cd", 5, ["  ab", "cd"]),
            ("abc   ", 4, ["abc"]),
            ("abcdefghijkl", 5, ["abcde", "fghij", "kl"]),
            ("hi abcdefghijkl yo", 5, ["hi", "abcde", "fghij", "kl yo"]),
            ("", 5, [""]),
            ("      ", 3, [""]),
        ])
    func wrapWords(text: String, width: Int, lines: [String]) {
        #expect(TerminalText.wrap(text, toWidth: width) == lines)
    }

    @Test("explicit line breaks are kept")
    func wrapLineBreaks() {
        #expect(TerminalText.wrap("a\nb", toWidth: 5) == ["a", "b"])
        #expect(TerminalText.wrap("a\n\nb", toWidth: 5) == ["a", "", "b"])
        #expect(TerminalText.wrap("a\r\nb", toWidth: 5) == ["a", "b"])
        #expect(TerminalText.wrap("one two\nthree four", toWidth: 7) == ["one two", "three", "four"])
    }

    @Test("wrapping wide text by display width")
    func wrapWide() {
        #expect(TerminalText.wrap("日本語のテキスト", toWidth: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(TerminalText.wrap("日本語 テキスト", toWidth: 8) == ["日本語", "テキスト"])
        #expect(TerminalText.wrap("👍🏽👍🏽👍🏽", toWidth: 4) == ["👍🏽👍🏽", "👍🏽"])
        #expect(TerminalText.wrap("日本", toWidth: 1) == ["…", "…"])
        #expect(TerminalText.wrap("abc", toWidth: 0) == [""])
    }

    @Test("no wrapped line is wider than the width")
    func wrapWidthProperty() {
        let text = "Grid cells 日本語のテキスト with 👨‍👩‍👧‍👦 emoji and averyveryverylongword here"
        for width in 1...40 {
            for line in TerminalText.wrap(text, toWidth: width) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line) at \(width)")
            }
        }
    }
}
