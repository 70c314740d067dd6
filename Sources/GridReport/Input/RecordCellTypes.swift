/// What a workbook's cells were, which the CSV records a reader hands on (`WorkbookReader`) lose:
/// `69` from a number cell and `69` from a string cell are the same field. A column that one
/// footnote below the table makes text still holds number and date cells, and an export keeps each
/// cell's own type, as pandas' `read_excel` and `to_excel` do.
///
/// The reader notes, per column, the string cells that read as a number or a date
/// (`CellValueText`): the line of the first, and whether there is another. When there is none
/// but the header (a title `2012`), every value of that column that reads so came from a number
/// or date cell: a line and a flag per column say it exactly, memory flat in the rows. A column
/// whose strings look like numbers (`69` typed as text) keeps all its values text.
public protocol RecordCellTypes: AnyObject, Sendable {
    /// Whether a value of field `field` (0-based) that `CellValueText.read` reads came from a
    /// number or date cell: true when no string cell of that column reads so, but perhaps the
    /// one of the record at `headerLine` (1-based; nil: no header). Known once every record has
    /// been made.
    func keepsCellTypes(field: Int, headerLine: Int?) -> Bool
}

/// A number or a date as a workbook's reader writes a number or date cell into its records: C
/// digits (`69`, `2.5`, `1E-07`), ISO 8601 (`2016-01-10`, `2016-01-10 08:30:00`, `08:30:00`). The
/// one test of both the reader's strings and the writer's text cells, so that they agree.
public enum CellValueText: Sendable, Equatable {
    case number(Double)
    /// With the digits of its fraction of a second (`08:30:00.250`: 3), which its format shows.
    case date(DateParser.Value, secondFractionDigits: Int)

    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CellValueText? {
        if case .number(let value, _) = NumberParser.c.parse(bytes) { return .number(value) }
        return DateParser.parse(bytes).map {
            .date($0, secondFractionDigits: DateParser.secondFractionDigits(bytes, kind: $0.kind))
        }
    }
}
