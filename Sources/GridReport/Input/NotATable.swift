/// Inputs that are plainly something other than a table, told by their first bytes: a PDF, a web
/// page, a program, a picture. Read as CSV they would show a one-column table of noise with an
/// encoding warning, or ragged-row advice; the user is better told what the file is.
public enum NotATable {
    /// What the file is (`a PDF document`) and what to do instead, or nil for anything else.
    public static func kind(of head: [UInt8]) -> (what: String, hint: String)? {
        if head.starts(with: Array("%PDF-".utf8)) {
            return ("a PDF document", "export its table to CSV or XLSX from the program that made it")
        }
        if head.starts(with: [0x7F, 0x45, 0x4C, 0x46]) || head.starts(with: [0xCF, 0xFA, 0xED, 0xFE])
            || head.starts(with: [0xCE, 0xFA, 0xED, 0xFE]) || isWindowsProgram(head)
        {
            return ("a program", "name the CSV or XLSX file to read")
        }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) || head.starts(with: [0xFF, 0xD8, 0xFF])
            || head.starts(with: Array("GIF8".utf8))
        {
            return ("a picture", "name the CSV or XLSX file to read; a picture goes in a column as its path")
        }
        if isWebPage(head) {
            return ("an HTML page", "save the page's table as CSV, or export it from the site")
        }
        return nil
    }

    /// How many first bytes `kind(of:)` looks at.
    public static let headCount = 256

    /// `MZ` alone could start a CSV's first title; a Windows program has its PE header's offset
    /// at 60 and a DOS stub message.
    private static func isWindowsProgram(_ head: [UInt8]) -> Bool {
        guard head.starts(with: [0x4D, 0x5A]), head.count >= 64 else { return false }
        return head[2..<64].contains(0) && String(decoding: head, as: UTF8.self).contains("This program cannot")
            || head[2..<64].filter { $0 == 0 }.count > 20
    }

    /// `<!DOCTYPE html` or `<html` first, after a byte order mark and white space, in any case.
    private static func isWebPage(_ head: [UInt8]) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let text = String(decoding: bytes.prefix(20), as: UTF8.self).lowercased()
        return text.hasPrefix("<!doctype html") || text.hasPrefix("<html")
    }
}
