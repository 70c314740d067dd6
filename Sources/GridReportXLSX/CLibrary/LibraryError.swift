internal import CXlsxWriter
import GridReport

/// Where a libxlsxwriter call failed, so that its error reads as a sentence a user can act on.
struct XLSXPlace {
    var file: String
    var sheet: String?
    var row: Int?
    var column: Int?

    var description: String {
        var text = ""
        if let sheet { text += "sheet \"\(sheet)\"" }
        if let row {
            if !text.isEmpty { text += ", " }
            text += column.map { "cell \(CellName.a1(row: row, column: $0))" } ?? "row \(row + 1)"
        }
        return text
    }
}

/// The workbook and its sheets: every failed call's error is made by `libraryError`, so the
/// workbook learns that a call failed (see `Workbook.libraryFailed`).
protocol LibraryCaller {
    func libraryError(_ code: lxw_error, _ kind: GridReportError.Kind, _ action: String, _ place: XLSXPlace)
        -> GridReportError
}

extension LibraryCaller {
    /// Turns a libxlsxwriter return code into a thrown error, the only way C failures leave this target.
    @inline(__always)
    func check(
        _ code: lxw_error, _ kind: GridReportError.Kind, _ action: @autoclosure () -> String,
        at place: @autoclosure () -> XLSXPlace
    ) throws {
        if code != LXW_NO_ERROR {
            throw libraryError(code, kind, action(), place())
        }
    }
}

func libraryError(_ code: lxw_error, _ kind: GridReportError.Kind, _ action: String, _ place: XLSXPlace)
    -> GridReportError
{
    let reason = String(cString: lxw_strerror(code)).trimmingTrailingPeriod
    let context = place.description
    let message = context.isEmpty ? "\(action): \(reason)" : "\(context): \(action): \(reason)"
    return GridReportError(kind, at: place.file, ErrorText(message))
}

/// Excel's names for cells: 0-based row 6, column 1 is `B7` (the letters are the ones a
/// workbook input's messages use, `SheetPlace`'s).
enum CellName {
    static func a1(row: Int, column: Int) -> String {
        SheetPlace.letters(ofColumn: column + 1) + String(row + 1)
    }
}

extension String {
    var trimmingTrailingPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
