import Foundation

/// A workbook as the independent reader (`read_xlsx.py`: python3 + openpyxl) sees it.
struct WorkbookDump: Decodable {
    var title: String?
    var sheets: [SheetDump]

    /// Runs the reader; a missing python3 or openpyxl fails the test with the reason, never skips it.
    static func read(_ path: String) throws -> WorkbookDump {
        try JSONDecoder().decode(WorkbookDump.self, from: try runSupportScript("read_xlsx.py", [path]))
    }
}

/// Runs a Python script of this folder with `arguments` and returns what it prints; a script
/// that cannot run or fails throws with its own error output.
func runSupportScript(_ name: String, _ arguments: [String]) throws -> Data {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
        try process.run()
    } catch {
        throw ReaderFailure(message: "cannot run python3 for \(name): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ReaderFailure(
            message:
                "\(name) failed on \(arguments.joined(separator: " ")) (it needs python3 with openpyxl and Pillow: `make test-deps` installs them into .venv): \(diagnostics)"
        )
    }
    return data
}

struct ReaderFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

struct SheetDump: Decodable {
    var name: String
    var freeze: String?
    var filter: String?
    var defaultRowHeight: Double?
    var maxRow: Int
    var columns: [String: ColumnDump]
    var rows: [String: RowDump]
    var cells: [CellDump]
    var pictures: [PictureDump]
    var formulaElements: Int

    subscript(_ reference: String) -> CellDump? { cells.first { $0.ref == reference } }

    /// Values of one sheet row, by column letter.
    func values(row: Int) -> [String: CellValue] {
        Dictionary(
            uniqueKeysWithValues: cells.filter { $0.row == row }.map {
                (String($0.ref.prefix { $0.isLetter }), $0.value)
            })
    }
}

struct ColumnDump: Decodable {
    var width: Double?
    var hidden: Bool
    var customWidth: Bool

    /// Excel's character width back to pixels (Calibri 11: 7 pixels a character plus 5 of padding;
    /// libxlsxwriter stores the width with Excel's 0.71 of padding added).
    var pixels: Double? { width.map { ($0 - 0.71) * 7 + 5 } }
}

struct RowDump: Decodable {
    var height: Double?
}

struct CellDump: Decodable {
    var ref: String
    var row: Int
    var column: Int
    /// openpyxl's data type: `s` string, `n` number, `f` formula.
    var type: String
    var value: CellValue
    var bold: Bool
    var bottomBorder: String?
    var wrap: Bool
    var vertical: String?
    var horizontal: String?
    var indent: Int
    var numberFormat: String
}

enum CellValue: Decodable, Equatable {
    case text(String)
    case number(Double)
    case none

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .none
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

struct PictureDump: Decodable {
    struct Point: Decodable, Equatable {
        var col: Int
        var row: Int
        var colOff: Int
        var rowOff: Int
    }

    var editAs: String?
    var from: Point
    var to: Point
    var cx: Int
    var cy: Int
    var description: String?

    static let emuPerPixel = 9_525
}
