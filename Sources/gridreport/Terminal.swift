import Foundation

enum Terminal {
    /// The terminal's width in cells when standard output is one.
    static func columns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Rows of a page of a wide table on a terminal: a screen less the lines around the rows.
    static func pageRows() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return max(1, Int(size.ws_row) - 6)
    }
}
