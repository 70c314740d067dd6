import Testing

@testable import GridReportTerminal

/// `/`'s matching: an ASCII line is searched byte by byte, any other by characters; both must
/// agree with the characters' matching (`ranges`), which also places the highlights.
@Suite("SearchText: smart case, ASCII lines and others alike")
struct SearchTextTests {
    /// What the matching by characters says, for comparison.
    private func byCharacters(_ needle: String, _ line: String) -> Bool {
        !SearchText(needle).ranges(in: line.map(String.init)).isEmpty
    }

    @Test(
        "matches as the characters' matching does",
        arguments: [
            ("berlin", "  Berlin  12 ", true), ("Berlin", "  berlin ", false), ("Berlin", "Berlin", true),
            ("lin 1", "Berlin 12", true), ("n12", "Berlin 12", false), ("", "anything", false),
            ("abc", "ab", false), ("a", "", false), ("zz", "xyzz", true), ("é", "Café", true),
            ("e", "Cafe\u{301}", false), ("cafe", "CAFE", true), ("straße", "STRASSE", false),
            ("[x]", "a [X] b", true), ("@", "`", false),
        ])
    func agrees(needle: String, line: String, expected: Bool) {
        #expect(SearchText(needle).matches(line) == expected)
        #expect(byCharacters(needle, line) == expected)
    }
}
