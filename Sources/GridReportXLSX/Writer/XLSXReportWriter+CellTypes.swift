import GridReport

/// A workbook's text column keeps its cells' own types in the export: a value that came from a
/// number cell goes in as a number (in General, as Excel shows a typed number), one from a date
/// cell as a date serial with its ISO format (and its fraction of a second), while the column stays text in every other view.
extension XLSXReportWriter {
    /// Writes `text` as the number or date it reads as (`CellValueText`); false, writing nothing,
    /// for other text and for a date before 1900, which Excel cannot show.
    func writeCellValue(_ text: String, to sheet: Worksheet, row: UInt32, column: Int, top: Bool) throws -> Bool {
        var text = text
        guard let value = text.withUTF8({ CellValueText.read($0) }) else { return false }
        let number: Double
        let code: String?
        switch value {
        case .number(let value):
            (number, code) = (value, nil)
        case .date(let date, let fractionDigits):
            // The format a column of such values would have, fraction of a second included.
            var shape = Column(index: column, name: "", type: date.kind == .date ? .date : .dateTime)
            if date.kind == .time { shape.type = .time }
            shape.secondFractionDigits = fractionDigits
            guard let serial = shape.type == .time ? date.serial : ExcelDateSystem.excelSerial(date.serial) else {
                return false
            }
            (number, code) = (serial, ExcelDateFormat.code(for: shape))
        }
        let style = CellStyle(numberFormat: code, horizontal: plans[column].horizontal, top: top, wrap: false)
        let format = try styles.format(for: themed(style, column: column)).handle
        try sheet.writeNumber(row: row, column: UInt16(truncatingIfNeeded: column), number, format: format)
        return true
    }
}
