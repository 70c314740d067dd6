/// The lines of a multi-line cell value: CRLF, CR and LF all end a line.
public enum CellLines {
    public static func split(_ text: String) -> [String] {
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return [text] }
        return text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        )
        .map(String.init)
    }

    /// Calls `body` with each line (at least one), as `split` would list them, up to `limit`
    /// lines; false when lines were left out.
    @discardableResult
    public static func forEach(_ text: String, limit: Int = .max, _ body: (Substring) -> Void) -> Bool {
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            body(Substring(text))
            return true
        }
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        var count = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                guard count < limit else { return false }
                body(text[start..<index])
                count += 1
                var next = utf8.index(after: index)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        guard count < limit else { return false }
        body(text[start..<utf8.endIndex])
        return true
    }
}
