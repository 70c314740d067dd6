import Testing

@testable import GridReportTerminal

@Suite("Key decoding")
struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test("arrows, paging and Home/End in the CSI, SS3 and tilde forms terminals send")
    func cursorKeys() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
        #expect(
            keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [
                .pageUp, .pageDown, .home, .end, .home, .end,
            ])
        #expect(keys("\u{1B}[1;5A") == [.up])
    }

    @Test("letters, UTF-8, Enter, Backspace and Ctrl keys")
    func characters() {
        #expect(
            keys("jé/\r\u{7F}\u{03}\u{1A}") == [
                .character("j"), .character("é"), .character("/"), .enter, .backspace, .control("c"), .control("z"),
            ])
    }

    @Test("a lone Esc is a key only once no more bytes follow; a sequence cut between reads is whole")
    func escapeWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[B".utf8)) == [.down])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.decode(Array("6~q".utf8)) == [.pageDown, .character("q")])
    }

    @Test("the mouse wheel in SGR reports; clicks are ignored")
    func wheel() {
        #expect(keys("\u{1B}[<64;10;5M\u{1B}[<65;10;5M\u{1B}[<0;3;4M") == [.wheelUp, .wheelDown, .other])
    }
}
