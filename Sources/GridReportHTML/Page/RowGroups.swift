import GridReport

/// Rows in groups of `HTMLPage.rowsPerGroup`, each a `<div class="rg">` the browser skips laying
/// out while it is off screen (`content-visibility: auto`).
struct RowGroups {
    private(set) var inGroup = 0

    static let open = Array("<div class=\"rg\">\n".utf8)
    static let close = Array("</div>\n".utf8)

    /// Appends the row, opening a group before it or closing one after it as needed; true when
    /// a group was closed.
    @discardableResult
    mutating func append(_ row: GridRow, _ markup: RowMarkup, to bytes: inout [UInt8]) -> Bool {
        if inGroup == 0 { bytes.append(contentsOf: Self.open) }
        markup.append(row, to: &bytes)
        inGroup += 1
        guard inGroup == HTMLPage.rowsPerGroup else { return false }
        close(&bytes)
        return true
    }

    /// Closes the open group, if any.
    mutating func close(_ bytes: inout [UInt8]) {
        if inGroup > 0 { bytes.append(contentsOf: Self.close) }
        inGroup = 0
    }
}
