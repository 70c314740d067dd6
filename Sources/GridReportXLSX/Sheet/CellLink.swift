import GridReport

/// Which cell values become hyperlinks: a whole value that is an `http://`, `https://` or
/// `mailto:` URL, with nothing after the scheme that a link cannot hold (no spaces, no control
/// characters, no bidi controls: `https://exa\u{202E}elpm.org` would show another address than
/// it opens, the terminal's sanitizer's set) and within Excel's 2,079 characters once
/// libxlsxwriter has escaped it. Other
/// schemes (`javascript:`, `file:`, `data:`) stay text, whatever they hold.
enum CellLink {
    /// Excel's limits: characters in a link, and links on one sheet.
    static let maximumLength = 2079
    static let maximumPerSheet = 65_530

    static func isLink(_ text: String) -> Bool {
        let utf8 = text.utf8
        // Most cells are not links: one byte tells.
        guard let first = utf8.first, first | 0x20 == UInt8(ascii: "h") || first | 0x20 == UInt8(ascii: "m"),
            let schemeLength = schemeLength(utf8), utf8.count > schemeLength
        else { return false }
        var escapedLength = 0
        for scalar in text.unicodeScalars {
            if scalar == " " || TerminalText.isUnsafe(scalar) { return false }
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF { return false }
            // libxlsxwriter writes these as %XX.
            escapedLength += "\"<>[]`^{}%".unicodeScalars.contains(scalar) ? 3 : 1
        }
        return escapedLength <= maximumLength
    }

    /// The length of the scheme and its separator (`https://` is 8), nil for another scheme.
    private static func schemeLength(_ utf8: String.UTF8View) -> Int? {
        for scheme in ["http://", "https://", "mailto:"] where utf8.count >= scheme.utf8.count {
            if zip(utf8, scheme.utf8).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return scheme.utf8.count }
        }
        return nil
    }
}
