import Foundation

@testable import GridReport

/// The two-pass report reader over `source`: the profile, the schema, and every typed row, which
/// must have one item per column, of the column's type or empty, in line order. With `render`,
/// the report is also drawn as a table and as object cells at that width, without colour, and
/// the text must hold nothing that drives a terminal (see `firstRawControl`).
func typeReport(_ source: ByteSource, csv: CSVOptions, hasHeader: Bool, render: (width: Int, wrap: Bool)? = nil) {
    checkChunkIndependence(source, read: ReadOptions(csv: csv, hasHeader: hasHeader))
    expectingUserErrors {
        let read = ReadOptions(csv: csv, hasHeader: hasHeader)
        let report = try Report(source: source, read: read, settings: ReportSettings())
        let types = report.schema.columns.map(\.type)
        var rows = 0
        var previousLine = 0
        try report.rows.forEach { row in
            rows += 1
            guard row.items.count == types.count else {
                violated("a row of \(row.items.count) items for \(types.count) columns")
            }
            guard row.line > previousLine else { violated("row line \(row.line) after \(previousLine)") }
            previousLine = row.line
            for (item, type) in zip(row.items, types) {
                switch (item, type) {
                case (.empty, _), (.text, .text), (.number, .number), (.image, .image): break
                case (.date, let type) where type.isTemporal: break
                default: violated("item \(item) in a \(type) column")
                }
            }
        }
        guard rows == report.profile.rowCount else {
            violated("\(rows) rows typed, \(report.profile.rowCount) profiled")
        }
        _ = report.sheetNaturalCells
        _ = report.numberWidths
        guard let render else { return }
        let warnings = WarningLog(quiet: true)
        var table = StringSink()
        let border = BorderStyle.allCases[render.width % BorderStyle.allCases.count]
        expectingUserErrors(allowing: [64]) {
            try report.renderRegular(
                geometry: TableGeometry(border: border), totalCells: render.width, fit: .shrink, wrap: render.wrap,
                color: false, warnings: warnings, to: &table)
        }
        if let raw = firstRawControl(in: table.text) { violated("the table holds a raw \(raw)") }
        var cells = StringSink()
        try report.renderCompact(
            plan: try report.bindingPlan(bindOptions: []), totalCells: render.width, accessory: .disclosure,
            color: false, to: &cells)
        if let raw = firstRawControl(in: cells.text) { violated("the object cells hold a raw \(raw)") }
    }
}

/// Both passes read chunks of records on several threads: the profile, the rows and the first
/// error must be the same whether the input is one chunk or one record a chunk.
func checkChunkIndependence(_ source: ByteSource, read: ReadOptions) {
    func outcome(chunkSize: Int) -> (profile: DataProfile?, rows: [GridRow], error: String?) {
        var read = read
        read.chunkBytes = chunkSize
        var rows: [GridRow] = []
        do {
            let pass = try FirstPass(source, options: read)
            let schema = try SchemaBuilder.build(profile: pass.profile, settings: ReportSettings())
            let source = RowSource(records: pass.records, schema: schema)
            try source.forEach { rows.append($0) }
            var ahead: [GridRow] = []
            try source.forEach(decodingAhead: true) { ahead.append($0) }
            guard ahead == rows else { violated("rows decoded ahead differ from rows decoded in turn") }
            return (pass.profile, rows, nil)
        } catch let error as GridReportError {
            return (nil, rows, error.description)
        } catch {
            violated("not a GridReportError: \(error)")
        }
    }
    let whole = outcome(chunkSize: .max)
    let cut = outcome(chunkSize: 1)
    guard whole.profile == cut.profile else {
        violated(
            "the profile depends on the chunks: \(String(describing: whole.profile)) vs \(String(describing: cut.profile))"
        )
    }
    guard whole.rows == cut.rows else { violated("the rows depend on the chunks") }
    guard whole.error == cut.error else {
        violated("the error depends on the chunks: \(whole.error ?? "none") vs \(cut.error ?? "none")")
    }
}

/// The first code point in `text` that could drive a terminal or reorder its line (a C0 control
/// but LF, DEL, a C1 control, a bidi control, LS or PS), as `U+XXXX`.
func firstRawControl(in text: String) -> String? {
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: continue
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        default: continue
        }
    }
    return nil
}
