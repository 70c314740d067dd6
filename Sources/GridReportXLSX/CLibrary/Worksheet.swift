internal import CXlsxWriter
import Glibc
import GridReport

/// A worksheet of an open workbook, with every call's return code checked. Rows are 0-based.
/// The cell writers take the C format pointer: it stays valid while the workbook is open (the
/// `Format` wrappers in the format cache own it), and passing it spares a retain per cell.
final class Worksheet: LibraryCaller {
    let handle: UnsafeMutablePointer<lxw_worksheet>
    let name: String
    /// Keeps the C workbook, which owns this sheet, alive.
    let workbook: Workbook
    /// The conditional formats added so far: libxlsxwriter gives each the next priority, 1 first.
    var conditionalFormats = 0

    init(handle: UnsafeMutablePointer<lxw_worksheet>, workbook: Workbook, name: String) {
        self.handle = handle
        self.workbook = workbook
        self.name = name
    }

    func place(row: Int? = nil, column: Int? = nil) -> XLSXPlace {
        XLSXPlace(file: workbook.file, sheet: name, row: row, column: column)
    }

    /// Every failed call of this sheet, in this file and its extensions, makes its error here, so
    /// the workbook learns of it (see `Workbook.libraryFailed`); it shadows the free one.
    func libraryError(_ code: lxw_error, _ kind: GridReportError.Kind, _ action: String, _ place: XLSXPlace)
        -> GridReportError
    {
        workbook.libraryError(code, kind, action, place)
    }

    @inline(__always)
    func writeString(
        row: UInt32, column: UInt16, _ text: UnsafePointer<CChar>, format: UnsafeMutablePointer<lxw_format>?
    ) throws {
        let code = worksheet_write_string(handle, row, column, text, format)
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the text", place(row: Int(row), column: Int(column)))
        }
    }

    @inline(__always)
    func writeNumber(row: UInt32, column: UInt16, _ value: Double, format: UnsafeMutablePointer<lxw_format>?) throws {
        let code = worksheet_write_number(handle, row, column, value, format)
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the number", place(row: Int(row), column: Int(column)))
        }
    }

    /// A cell's note (comment), shown when the pointer rests on the cell.
    func writeComment(row: UInt32, column: UInt16, _ text: String) throws {
        try check(
            text.withCString { worksheet_write_comment(handle, row, column, $0) }, .io, "cannot write the cell's note",
            at: place(row: Int(row), column: Int(column)))
    }

    func writeBlank(row: UInt32, column: UInt16, format: Format) throws {
        try check(
            worksheet_write_blank(handle, row, column, format.handle), .io, "cannot write the cell",
            at: place(row: Int(row), column: Int(column)))
    }

    /// Must come before the row's first cell: in constant-memory mode earlier rows are gone.
    func setRowHeight(row: UInt32, pixels: UInt32) throws {
        try check(
            worksheet_set_row_pixels(handle, row, pixels, nil), .io, "cannot set the row height",
            at: place(row: Int(row)))
    }

    /// The height of rows not set one by one, in points. libxlsxwriter places pictures at close
    /// using this height for every row, since constant-memory mode forgets the rows' own heights.
    func setDefaultRowHeight(points: Double) {
        worksheet_set_default_row(handle, points, 0)
    }

    func setColumnWidth(column: UInt16, pixels: UInt32, hidden: Bool) throws {
        var options = lxw_row_col_options(hidden: hidden ? 1 : 0, level: 0, collapsed: 0)
        try check(
            worksheet_set_column_pixels_opt(handle, column, column, pixels, nil, &options), .io,
            "cannot set the column width", at: place(row: 0, column: Int(column)))
    }

    func freezeRows(_ rows: UInt32) {
        worksheet_freeze_panes(handle, rows, 0)
    }

    func setAutofilter(firstRow: UInt32 = 0, lastRow: UInt32, lastColumn: UInt16) throws {
        try check(
            worksheet_autofilter(handle, firstRow, 0, lastRow, lastColumn), .io, "cannot set the filter",
            at: place())
    }

    /// What became of a picture given to `insertImage`.
    enum ImageInsertion {
        case inserted
        /// libxlsxwriter cannot embed this picture (its dimensions, its type), for `reason`: a
        /// warning, not an error, since the cell can keep the reference as text.
        case refused(reason: String)
    }

    /// Inserts a picture; any other failure than a refused picture throws, `action` saying what failed.
    func insertImage(
        row: UInt32, column: UInt16, path: String, placement: ImagePlacement, description: String,
        action: @autoclosure () -> String
    ) throws -> ImageInsertion {
        let code = insertImage(row: row, column: column, path: path, placement: placement, description: description)
        if code == LXW_NO_ERROR { return .inserted }
        guard code == LXW_ERROR_IMAGE_DIMENSIONS || code == LXW_ERROR_FEATURE_NOT_SUPPORTED else {
            throw libraryError(code, .io, action(), place(row: Int(row), column: Int(column)))
        }
        _ = workbook.libraryError(code, .io, action(), place())
        return .refused(reason: String(cString: lxw_strerror(code)).trimmingTrailingPeriod)
    }

    private func insertImage(
        row: UInt32, column: UInt16, path: String, placement: ImagePlacement, description: String
    ) -> lxw_error {
        path.withCString { cPath in
            description.withCString { cDescription in
                var options = lxw_image_options()
                options.x_offset = Int32(placement.xOffset)
                options.y_offset = Int32(placement.yOffset)
                options.x_scale = placement.xScale
                options.y_scale = placement.yScale
                options.object_position = UInt8(LXW_OBJECT_MOVE_AND_SIZE.rawValue)
                options.description = UnsafeMutablePointer(mutating: cDescription)
                return worksheet_insert_image_opt(handle, row, column, cPath, &options)
            }
        }
    }
}

/// A sheet's row spool, as its workbook sees it. The workbook holds these, not the `Worksheet`
/// wrappers, which hold the workbook: that would be a cycle and nothing would ever be freed.
struct SheetSpool {
    let handle: UnsafeMutablePointer<lxw_worksheet>
    let name: String

    /// The bytes of rows spooled so far. libxlsxwriter does not check its writes to the spool;
    /// a full disk there would go unseen and the sheet would come out short, so flushing and
    /// asking the stream makes it an error.
    func bytes(file: String) throws -> Int {
        guard let spool = handle.pointee.optimize_tmpfile else { return 0 }
        errno = 0
        if fflush(spool) != 0 || ferror(spool) != 0 {
            let reason = errno == 0 ? "a write failed" : String(cString: strerror(errno))
            throw GridReportError(
                .io, at: file, "sheet \"\(name)\": writing the rows to a temporary file failed: \(reason)")
        }
        return max(0, ftell(spool))
    }

    /// Only for a workbook that is dropped unwritten: libxlsxwriter would leave the spool open.
    func close() {
        guard let spool = handle.pointee.optimize_tmpfile else { return }
        fclose(spool)
        handle.pointee.optimize_tmpfile = nil
    }
}

extension Worksheet {
    /// A hyperlink showing `text`, to `url` (the same text: only whole-value URLs are links).
    func writeLink(row: UInt32, column: UInt16, url: UnsafePointer<CChar>, format: UnsafeMutablePointer<lxw_format>?)
        throws
    {
        let code = worksheet_write_url_opt(handle, row, column, url, format, url, nil)
        if code != LXW_NO_ERROR {
            throw libraryError(code, .io, "cannot write the link", place(row: Int(row), column: Int(column)))
        }
    }
}

extension Worksheet {
    /// One condition of a column's filter, as Excel's custom filter states it.
    struct FilterRule {
        var criteria: lxw_filter_criteria
        /// A text (with `*` and `?` as wildcards), or nil for `number`.
        var text: String?
        var number: Double = 0
    }

    /// The filter state of `column` in the sheet's autofilter (set first): one rule, or two
    /// that must both hold. The rows it hides are hidden by the writer (`hideRow`).
    func filterColumn(_ column: UInt16, rules: [FilterRule]) throws {
        func withRule<R>(_ rule: FilterRule, _ body: (inout lxw_filter_rule) -> R) -> R {
            guard let text = rule.text else {
                var made = lxw_filter_rule(
                    criteria: UInt8(rule.criteria.rawValue), value_string: nil, value: rule.number)
                return body(&made)
            }
            return text.withCString { pointer in
                var made = lxw_filter_rule(
                    criteria: UInt8(rule.criteria.rawValue), value_string: UnsafeMutablePointer(mutating: pointer),
                    value: 0)
                return body(&made)
            }
        }
        let code: lxw_error
        switch rules.count {
        case 1: code = withRule(rules[0]) { worksheet_filter_column(handle, column, &$0) }
        case 2:
            code = withRule(rules[0]) { first in
                withRule(rules[1]) { second in
                    worksheet_filter_column2(handle, column, &first, &second, UInt8(LXW_FILTER_AND.rawValue))
                }
            }
        default: return
        }
        try check(code, .io, "cannot set the column's filter", at: place(row: 0, column: Int(column)))
    }

    /// Hides a row a filter leaves out; before its first cell, as constant-memory mode needs.
    /// `points` is the height it has when shown: the sheet's default, which its pictures are
    /// anchored by (a smaller one would anchor a picture's end in the next, shown, row).
    func hideRow(_ row: UInt32, points: Double?) throws {
        var options = lxw_row_col_options(hidden: 1, level: 0, collapsed: 0)
        try check(
            worksheet_set_row_opt(handle, row, points ?? LXW_DEF_ROW_HEIGHT, nil, &options), .io,
            "cannot hide the row", at: place(row: Int(row)))
    }
}
