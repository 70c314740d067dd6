import Foundation

/// Tells whether the quotes in a tab-separated input are CSV quotes.
///
/// Tab files are often written without any quoting (a `"?"` or `"Smith" family` is simply the
/// text), and a CSV reader then stops at the first such field. A field that opens with a quote
/// and goes on after its closing quote is an error under CSV quoting, so no CSV file that reads
/// at all contains one: when the first lines hold one, reading them without quoting misreads
/// nothing that quoting would have read. Only tab files are sniffed: a comma or semicolon file
/// without quoting cannot hold its delimiter in a field, so a stray quote there is a real error.
enum QuoteSniffer {
    /// False when a field of `bytes` opens with `quote` and goes on after its closing quote. A
    /// quoted field still open at the end tells nothing (the buffer may end inside it), and true
    /// is returned: such a file fails as unterminated, and that error names `--no-quote`.
    static func quotesAreCSV(_ bytes: UnsafeBufferPointer<UInt8>, quote: UInt8, delimiter: UInt8) -> Bool {
        let lf = UInt8(ascii: "\n")
        let cr = UInt8(ascii: "\r")
        var i = 0
        var atFieldStart = true
        while i < bytes.count {
            let c = bytes[i]
            if atFieldStart && c == quote {
                // A quoted field: its end is a quote not followed by another quote.
                var j = i + 1
                while true {
                    while j < bytes.count && bytes[j] != quote { j += 1 }
                    if j >= bytes.count { return true }
                    if j + 1 < bytes.count && bytes[j + 1] == quote {
                        j += 2
                        continue
                    }
                    break
                }
                let after = j + 1
                if after == bytes.count { return true }
                let next = bytes[after]
                if next != delimiter && next != lf && next != cr { return false }
                i = after
                atFieldStart = false
                continue
            }
            atFieldStart = c == delimiter || c == lf || c == cr
            i += 1
        }
        return true
    }
}
