import Foundation
@testable import GridReport

/// The two-pass report reader over `source`: the profile, the schema, and every typed row, which
/// must have one item per column, of the column's type or empty, in line order.
func typeReport(_ source: ByteSource, csv: CSVOptions, hasHeader: Bool) {
    expectingUserErrors {
        let read = ReadOptions(csv: csv, hasHeader: hasHeader)
        let report = try Report(source: source, read: read, settings: ReportSettings())
        let types = report.schema.columns.map(\.type)
        var rows = 0
        var previousLine = 0
        try report.forEachRow { row in
            rows += 1
            guard row.items.count == types.count else { violated("a row of \(row.items.count) items for \(types.count) columns") }
            guard row.line > previousLine else { violated("row line \(row.line) after \(previousLine)") }
            previousLine = row.line
            for (item, type) in zip(row.items, types) {
                switch (item, type) {
                case (.empty, _), (.text, .text), (.number, .number), (.image, .image): break
                default: violated("item \(item) in a \(type) column")
                }
            }
        }
        guard rows == report.profile.rowCount else { violated("\(rows) rows typed, \(report.profile.rowCount) profiled") }
        _ = report.naturalCells
        _ = report.numberWidths
    }
}
