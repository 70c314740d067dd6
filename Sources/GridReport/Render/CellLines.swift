/// The lines of a multi-line cell value: CRLF, CR and LF all end a line.
public enum CellLines {
    public static func split(_ text: String) -> [String] {
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return [text] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
    }
}
