import Foundation

/// A diff that cannot be made: a key that does not name a column of both reports, or data whose
/// keys do not say which rows are the same. `GridReportError(_:)` words it.
public enum DiffError: Error, Sendable, Equatable {
    /// A key column not in one report (`file`); `suggestion` is its closest title there.
    case keyMissing(String, file: String, suggestion: String?, origin: String)
    /// A key column whose values are numbers or dates in one report and text in the other: the
    /// two would be ordered differently, so rows could not be matched.
    case keyTypedDifferently(String, old: ColumnType, new: ColumnType, origin: String)
    /// The two reports share no column title.
    case noSharedColumn(old: String, new: String)
    /// Two rows of one report with the same key (`value`, as shown) at `first` and `second`.
    case duplicateKey(String, file: String, first: Int, second: Int)
    /// An input said to be sorted by the key whose row at `line` comes before the one above it.
    case notSorted(String, file: String, line: Int, previous: Int)
    /// The temporary file of the rows the diff shows could not be written or read in `folder`.
    case spill(folder: String, errno: Int32)
}

extension GridReportError {
    public init(_ error: DiffError) {
        switch error {
        case .keyMissing(let column, let file, let suggestion, let origin):
            let shown = TerminalText.sanitize(column)
            self = .usage(
                ErrorText(origin),
                suggestion.map { "\(file) has no column \"\(shown)\"; did you mean \"\(TerminalText.sanitize($0))\"?" }
                    ?? "\(file) has no column \"\(shown)\"",
                hint: "name key columns both reports have")
        case .keyTypedDifferently(let column, let old, let new, let origin):
            self = .usage(
                ErrorText(origin),
                "the key \"\(TerminalText.sanitize(column))\" holds \(Self.kind(old)) in the old report and \(Self.kind(new)) in the new",
                hint: "give the column one type in both (a spec's type: text), or another key")
        case .noSharedColumn(let old, let new):
            self = GridReportError(
                .data, at: nil, "\(old) and \(new) share no column title, so there is nothing to compare",
                hint: "compare two versions of one report")
        case .duplicateKey(let value, let file, let first, let second):
            self = GridReportError(
                .data, at: "\(file):\(second)",
                "the key \(value) is on line \(first) too, so the rows cannot be matched",
                hint: "give a key that is unique in each file, of several columns if need be")
        case .notSorted(let value, let file, let line, let previous):
            self = GridReportError(
                .data, at: "\(file):\(line)",
                "the key \(value) comes before the key on line \(previous), but the file was said to be sorted by it",
                hint: "sort it by the key, or let the diff sort it")
        case .spill(let folder, let code):
            self = GridReportError(
                .io, at: folder,
                "the diff's temporary file of the rows it shows failed: \(String(cString: strerror(code)))",
                hint: "free space there, or set TMPDIR to a folder with room")
        }
        reason = .diff(error)
    }

    private static func kind(_ type: ColumnType) -> String {
        switch type {
        case .number: return "numbers"
        case .text: return "text"
        case .image: return "pictures"
        case .date: return "dates"
        case .time: return "times"
        case .dateTime: return "dates and times"
        }
    }
}
