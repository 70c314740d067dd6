/// A sheet's rows one at a time, as `SheetRecordsStream` reads them: from the sheet's XML
/// (`SheetRows`) or from the tape its first pass kept (`SheetTape.Rows`).
protocol SheetRowSource: AnyObject {
    /// The current row's number (1-based), after `next` returned true.
    var row: Int { get }
    /// The current row's cells with a value or a formula, in the order of the sheet; their value
    /// bytes are ranges of `text`.
    var cells: [SheetRows.Cell] { get }
    var text: [UInt8] { get }
    /// The workbook and the sheet's part, for messages.
    var file: String { get }
    var part: String { get }
    /// Reads the next row; false after the last.
    func next() throws -> Bool
}
