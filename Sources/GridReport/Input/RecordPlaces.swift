/// Where the records of a workbook's sheet are in the workbook. A reader hands a sheet on as CSV
/// text (`WorkbookReader`), whose lines and byte columns mean nothing to the one who opens the
/// workbook: a cell with a line break takes two lines, a table may start at `C3`, a split report
/// goes on in another sheet. The reader that wrote the text knows each record's row and each
/// field's column, and supplies this so that errors and warnings name the sheet's cell.
public protocol RecordPlaces: AnyObject, Sendable {
    /// The cell of field `field` (0-based) of the record at line `line` (1-based) of the
    /// records; the row only when `field` is nil.
    func place(line: Int, field: Int?) -> SheetPlace
}

/// A row or a cell of a workbook's sheet: `sheet "Data", cell B7`, `sheet "Data", row 7`.
public struct SheetPlace: Sendable, Equatable, CustomStringConvertible {
    public var sheet: String
    /// 1-based, as the sheet numbers it.
    public var row: Int
    /// The column's letters (`B`), when the place is a cell.
    public var column: String?

    public init(sheet: String, row: Int, column: String? = nil) {
        self.sheet = sheet
        self.row = row
        self.column = column
    }

    public var description: String {
        column.map { "sheet \"\(sheet)\", cell \($0)\(row)" } ?? "sheet \"\(sheet)\", row \(row)"
    }

    /// `A`, `Z`, `AA`… for a 1-based column number.
    public static func letters(ofColumn column: Int) -> String {
        var letters: [Character] = []
        var rest = column
        while rest > 0 {
            let digit = (rest - 1) % 26
            letters.insert(Character(UnicodeScalar(UInt8(65 + digit))), at: 0)
            rest = (rest - 1) / 26
        }
        return String(letters)
    }
}

/// A line of an input, as a message names it.
public enum InputPlace {
    /// Line `line` (1-based) of input `file` and field `field` of the record there: `data.csv:7`
    /// for a CSV file, `book.xlsx: sheet "Data", cell B8` for a workbook's records.
    public static func name(_ file: String, line: Int, field: Int? = nil, places: (any RecordPlaces)?) -> String {
        guard let places else { return "\(file):\(line)" }
        return "\(file): \(places.place(line: line, field: field))"
    }
}

extension Report {
    /// Where the input's records are, when it is a workbook.
    public var inputPlaces: (any RecordPlaces)? { rows.records.source.places }
    /// The text columns (by field) whose numbers and dates came from a workbook's number and date
    /// cells, for an export to keep as such (`RecordCellTypes`); empty for other inputs.
    public var cellTypedFields: Set<Int> {
        guard !isMadeByStage, let types = rows.records.source.cellTypes else { return [] }
        let read = rows.records.options
        let headerLine = read.hasHeader ? read.csv.skipLines + 1 : nil
        return Set(
            schema.columns.filter { $0.type == .text && types.keepsCellTypes(field: $0.index, headerLine: headerLine) }
                .map(\.index))
    }
}

extension ByteSource {
    /// `InputPlace.name` of a line of this input.
    public func place(line: Int, field: Int? = nil) -> String {
        InputPlace.name(displayName, line: line, field: field, places: places)
    }

    /// `place(line:field:)` as a location: a workbook's carries its cell.
    public func location(line: Int, column: Int, field: Int? = nil) -> SourceLocation {
        var location = SourceLocation(file: displayName, line: line, column: column)
        location.cell = places?.place(line: line, field: field)
        return location
    }
}
