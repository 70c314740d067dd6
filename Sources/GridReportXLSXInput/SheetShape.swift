/// Where a sheet's table is, found by a first pass over the sheet's XML: the header row and the
/// columns that hold values from it on, and the formulas with no stored result. Rows above
/// `headerRow` (a title, notes) are not records; nor are columns outside `firstColumn…lastColumn`.
struct SheetShape {
    var headerRow = 0
    var lastRow = 0
    var firstColumn = Int.max
    var lastColumn = 0
    var formulasWithoutResult = 0
    /// The cells with a value (or a formula) in the table.
    var cells = 0

    var isEmpty: Bool { headerRow == 0 }
    var width: Int { isEmpty ? 0 : lastColumn - firstColumn + 1 }
    /// Rows × columns of the table, which its records will spell out, empty cells too.
    var area: Int { isEmpty ? 0 : width * (lastRow - headerRow + 1) }

    /// A table may be sparse, but not so sparse that a few cells far apart (`A1` and
    /// `XFD1048576`) spell out billions of empty ones: past `sparseAreaChecked` cells, at least
    /// one in `maximumSparseness` must hold a value.
    static let sparseAreaChecked = 50_000_000
    static let maximumSparseness = 100

    var isTooSparse: Bool { area > Self.sparseAreaChecked && area / max(cells, 1) > Self.maximumSparseness }

    /// The shape of the rows from `fromRow` on: the header is the first of them with a value.
    /// Those rows with a cell are kept on `tape`, when given, for the records.
    init(_ rows: SheetRows, fromRow: Int, tape: SheetTape? = nil) throws {
        while try rows.next() {
            guard rows.row >= fromRow else { continue }
            if let tape, !rows.cells.isEmpty { try tape.append(row: rows.row, cells: rows.cells, text: rows.text) }
            for cell in rows.cells {
                if cell.hasFormula && !cell.hasValue { formulasWithoutResult += 1 }
                // A formula without a result still makes its column part of the table.
                guard cell.hasValue || cell.hasFormula else { continue }
                cells += 1
                if headerRow == 0 { headerRow = rows.row }
                firstColumn = min(firstColumn, cell.column)
                lastColumn = max(lastColumn, cell.column)
                // Rows out of order (a crafted or broken sheet) must not end the table above its header.
                lastRow = max(lastRow, rows.row)
            }
        }
        try tape?.flush()
    }
}
