internal import CXlsxWriter
import GridReport

/// Outline levels and formulas, for sections and totals.
extension Worksheet {
    /// A row's outline level (0–7), whether it is hidden (a collapsed group's detail), and
    /// whether it carries a collapsed group's button. Before the row's first cell.
    func setRowOutline(row: UInt32, level: Int, hidden: Bool, collapsed: Bool) throws {
        var options = lxw_row_col_options(
            hidden: hidden ? 1 : 0, level: UInt8(clamping: level), collapsed: collapsed ? 1 : 0)
        try check(
            worksheet_set_row_opt(handle, row, handle.pointee.default_row_height, nil, &options), .io,
            "cannot set the row's outline level", at: place(row: Int(row)))
    }

    /// A formula with its computed result stored beside it, shown by readers that do not
    /// recalculate.
    func writeFormula(
        row: UInt32, column: UInt16, _ formula: String, result: Double, format: UnsafeMutablePointer<lxw_format>?
    ) throws {
        let code = formula.withCString { worksheet_write_formula_num(handle, row, column, $0, format, result) }
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the formula", place(row: Int(row), column: Int(column)))
        }
    }

    /// An array formula (`{=…}`) of one cell with its computed result stored.
    func writeArrayFormula(
        row: UInt32, column: UInt16, _ formula: String, result: Double, format: UnsafeMutablePointer<lxw_format>?
    ) throws {
        let code = "{\(formula)}".withCString {
            worksheet_write_array_formula_num(handle, row, column, row, column, $0, format, result)
        }
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the formula", place(row: Int(row), column: Int(column)))
        }
    }

    /// A formula whose stored result is text (`""` for an empty cell).
    func writeFormula(
        row: UInt32, column: UInt16, _ formula: String, text: String, format: UnsafeMutablePointer<lxw_format>?
    ) throws {
        let code = formula.withCString { formula in
            text.withCString { worksheet_write_formula_str(handle, row, column, formula, format, $0) }
        }
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the formula", place(row: Int(row), column: Int(column)))
        }
    }

    func writeBlank(row: UInt32, column: UInt16, format: UnsafeMutablePointer<lxw_format>?) throws {
        try check(
            worksheet_write_blank(handle, row, column, format), .io, "cannot write the cell",
            at: place(row: Int(row), column: Int(column)))
    }

    /// Thin and double borders, as libxlsxwriter numbers them.
    static let thinBorder = UInt8(LXW_BORDER_THIN.rawValue)
    static let doubleBorder = UInt8(LXW_BORDER_DOUBLE.rawValue)
}
