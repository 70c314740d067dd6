/// Where a sheet's table is, found by a first pass over the sheet's XML: the header row and the
/// columns that hold values from it on, and the formulas with no stored result. Rows above
/// `headerRow` (a title, notes) are not records; nor are columns outside `firstColumn…lastColumn`.
struct SheetShape {
    var headerRow = 0
    var lastRow = 0
    var firstColumn = Int.max
    var lastColumn = 0
    var formulasWithoutResult = 0

    var isEmpty: Bool { headerRow == 0 }
    var width: Int { isEmpty ? 0 : lastColumn - firstColumn + 1 }

    /// The shape of the rows from `fromRow` on: the header is the first of them with a value.
    init(_ rows: SheetRows, fromRow: Int) throws {
        while try rows.next() {
            guard rows.row >= fromRow else { continue }
            for cell in rows.cells {
                if cell.hasFormula && !cell.hasValue { formulasWithoutResult += 1 }
                // A formula without a result still makes its column part of the table.
                guard cell.hasValue || cell.hasFormula else { continue }
                if headerRow == 0 { headerRow = rows.row }
                firstColumn = min(firstColumn, cell.column)
                lastColumn = max(lastColumn, cell.column)
                lastRow = rows.row
            }
        }
    }
}
