import Testing

@testable import GridReport

@Suite("TerminalText sanitizing")
struct TerminalTextSanitizeTests {
    @Test("every C0 control has its exact visible form")
    func c0() {
        let controls = String(String.UnicodeScalarView((0x00...0x1F).map { Unicode.Scalar($0)! }))
        #expect(TerminalText.sanitize(controls) == #"␀␁␂␃␄␅␆␇␈ \n␋␌\r␎␏␐␑␒␓␔␕␖␗␘␙␚␛␜␝␞␟"#)
    }

    @Test("the named controls, one by one")
    func named() {
        #expect(TerminalText.sanitize("\u{1B}") == "␛")
        #expect(TerminalText.sanitize("\r") == #"\r"#)
        #expect(TerminalText.sanitize("\n") == #"\n"#)
        #expect(TerminalText.sanitize("\t") == " ")
        #expect(TerminalText.sanitize("\u{07}") == "␇")
        #expect(TerminalText.sanitize("\u{08}") == "␈")
        #expect(TerminalText.sanitize("\u{00}") == "␀")
        #expect(TerminalText.sanitize("\u{7F}") == "␡")
    }

    @Test(
        "noncharacters and Hangul fillers, which a terminal draws in no cell or blank, are shown as code points (issue 47.3)"
    )
    func noncharacters() {
        // Swift's literals refuse noncharacters: built from their scalars.
        func text(_ values: UInt32...) -> String {
            String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
        }
        #expect(TerminalText.sanitize(text(0x78, 0xFFFE, 0x79, 0xFFFF)) == "x<U+FFFE>y<U+FFFF>")
        #expect(TerminalText.sanitize(text(0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF)) == "<U+FDD0><U+FDEF><U+1FFFE><U+10FFFF>")
        #expect(TerminalText.sanitize("\u{3164}h\u{FFA0}\u{115F}") == "<U+3164>h<U+FFA0><U+115F>")
        #expect(TerminalText.displayWidth(TerminalText.sanitize(text(0x61, 0xFFFE))) == 9)
        // Their neighbours stay: the characters next to each range, and an emoji with its selector.
        let neighbours = "\u{FDCF}\u{FDF0}\u{FFFD}\u{3163}❤\u{FE0F}"
        #expect(TerminalText.sanitize(neighbours) == neighbours)
    }

    @Test("every C1 control becomes a \\u{…} escape")
    func c1() {
        let controls = String(String.UnicodeScalarView((0x80...0x9F).map { Unicode.Scalar($0)! }))
        #expect(
            TerminalText.sanitize(controls)
                == #"\u{0080}\u{0081}\u{0082}\u{0083}\u{0084}\u{0085}\u{0086}\u{0087}\u{0088}\u{0089}\u{008A}\u{008B}\u{008C}\u{008D}\u{008E}\u{008F}\u{0090}\u{0091}\u{0092}\u{0093}\u{0094}\u{0095}\u{0096}\u{0097}\u{0098}\u{0099}\u{009A}\u{009B}\u{009C}\u{009D}\u{009E}\u{009F}"#
        )
    }

    @Test(
        "bidi controls and line separators become <U+…> tokens",
        arguments: [
            ("\u{061C}", "<U+061C>"), ("\u{200E}", "<U+200E>"), ("\u{200F}", "<U+200F>"),
            ("\u{202A}", "<U+202A>"), ("\u{202B}", "<U+202B>"), ("\u{202C}", "<U+202C>"),
            ("\u{202D}", "<U+202D>"), ("\u{202E}", "<U+202E>"), ("\u{2066}", "<U+2066>"),
            ("\u{2067}", "<U+2067>"), ("\u{2068}", "<U+2068>"), ("\u{2069}", "<U+2069>"),
            ("\u{2028}", "<U+2028>"), ("\u{2029}", "<U+2029>"),
        ])
    func bidi(raw: String, shown: String) {
        #expect(TerminalText.sanitize(raw) == shown)
    }

    @Test("an escape sequence in a cell cannot drive the terminal")
    func escapeSequence() {
        #expect(TerminalText.sanitize("\u{1B}[31mred\u{1B}[0m") == "␛[31mred␛[0m")
        #expect(TerminalText.sanitize("\u{9B}2J") == #"\u{009B}2J"#)
        #expect(TerminalText.sanitize("\u{1B}]0;title\u{07}") == "␛]0;title␇")
        #expect(TerminalText.sanitize("user\u{202E}gnp.exe") == "user<U+202E>gnp.exe")
    }

    @Test("line breaks kept on request: LF and CR LF break, a lone CR is shown")
    func lineBreaks() {
        #expect(TerminalText.sanitize("a\r\nb\nc\rd", keepingLineBreaks: true) == "a\nb\nc\\rd")
        #expect(TerminalText.sanitize("a\r\nb\nc\rd") == #"a\r\nb\nc\rd"#)
        #expect(TerminalText.sanitize("a\r", keepingLineBreaks: true) == #"a\r"#)
        #expect(TerminalText.sanitizedLines("one\r\ntwo\n\n\u{1B}") == ["one", "two", "", "␛"])
        #expect(TerminalText.sanitizedLines("") == [""])
    }

    @Test("everything else is kept as it is")
    func untouched() {
        for text in ["plain", "日本語", "👨‍👩‍👧‍👦", "e\u{301}", "a\u{200B}b", "\u{FEFF}", "ok…", "🏳️‍🌈", "a\u{AD}b"] {
            #expect(TerminalText.sanitize(text) == text)
            #expect(TerminalText.sanitize(text, keepingLineBreaks: true) == text)
        }
    }

    @Test("sanitizing mixed text replaces only the controls")
    func mixed() {
        #expect(TerminalText.sanitize("日本\u{1B}語\u{202E}😀\u{7F}") == "日本␛語<U+202E>😀␡")
    }
}
