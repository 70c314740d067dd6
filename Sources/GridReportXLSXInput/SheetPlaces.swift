import Foundation
import GridReport

/// Where each line of a sheet's records (`SheetRecordsStream`) is in the workbook, written down
/// as the records are made: a run of lines whose rows follow one another is one entry, so only a
/// record that takes several lines (a cell with a line break) or a change of sheet adds one.
///
/// `@unchecked Sendable`: the entries are read and written only under `lock`; the stream appends
/// while a chunk's reader on another thread may already look a place up.
final class SheetPlaces: RecordPlaces, @unchecked Sendable {
    private struct Run {
        /// The first line of the run, and the row it is.
        var line: Int
        var row: Int
        var sheet: Int
        /// A record of several lines: every line of the run is the one row.
        var isOneRecord: Bool
    }

    private let sheets: [String]
    private let firstColumn: Int
    private var runs: [Run] = []
    private let lock = NSLock()

    /// - Parameters: sheets: the sheets the records come from, in order; firstColumn: the
    ///   1-based column of the records' first field.
    init(sheets: [String], firstColumn: Int) {
        self.sheets = sheets
        self.firstColumn = firstColumn
    }

    /// Records from line `line` on are rows `row`, `row + 1`… of sheet number `sheet` (0-based).
    func startRun(line: Int, row: Int, sheet: Int, isOneRecord: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        runs.append(Run(line: line, row: row, sheet: sheet, isOneRecord: isOneRecord))
    }

    func place(line: Int, field: Int?) -> SheetPlace {
        lock.lock()
        defer { lock.unlock() }
        // The last run starting at or before `line`.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return SheetPlace(sheet: sheets.first ?? "", row: line) }
        let run = runs[low - 1]
        return SheetPlace(
            sheet: sheets[run.sheet], row: run.isOneRecord ? run.row : run.row + line - run.line,
            column: field.map { SheetPlace.letters(ofColumn: firstColumn + $0) })
    }
}
