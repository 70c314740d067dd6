import GridReport
import Testing

@Suite("OSC 8 links in the terminal")
struct TerminalLinksTests {
    private func linked(_ text: String) -> String {
        String(decoding: TerminalLinks.linked(Array(text.utf8)), as: UTF8.self)
    }

    private func link(_ url: String) -> String { "\u{1B}]8;;\(url)\u{1B}\\\(url)\u{1B}]8;;\u{1B}\\" }

    @Test("whole addresses between bars, spaces and line ends are linked; http, https and mailto only")
    func wholeAddresses() {
        #expect(linked("│ https://sap.com │ x │\n") == "│ \(link("https://sap.com")) │ x │\n")
        #expect(
            linked("| HTTP://A.B/c?d=1 | mailto:a@b.c |") == "| \(link("HTTP://A.B/c?d=1")) | \(link("mailto:a@b.c")) |"
        )
        #expect(linked("Site: https://x.org\n") == "Site: \(link("https://x.org"))\n")
        for text in ["│ javascript:alert(1) │", "│ file:///etc/passwd │", "│ data:text/html,x │", "│ https:// │"] {
            #expect(linked(text) == text)
        }
    }

    @Test("an address cut with … or glued to other text is not linked")
    func partial() {
        for text in ["│ https://sap.com/prod… │", "│ xhttps://sap.com │", "│ https://sapé.com │"] {
            #expect(linked(text) == text)
        }
    }

    @Test("SGR codes around a cell are its edges, and stay as they are")
    func sgr() {
        let text = "│ \u{1B}[1;38;5;33mhttps://sap.com\u{1B}[22;39;49m │"
        #expect(linked(text) == "│ \u{1B}[1;38;5;33m\(link("https://sap.com"))\u{1B}[22;39;49m │")
    }
}
