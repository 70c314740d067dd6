import GridReport
import Testing

@testable import GridReportXLSXInput

/// A part's XML as a stream, all at once.
final class TextStream: ByteStream {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let n = min(count, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        offset += n
        return n
    }
}

/// What the xlsx fuzz targets found (`Fuzz/run xlsx_sheet`, `Fuzz/run xlsx_zip`), each pinned on
/// the smallest sheet that shows it.
@Suite("XLSX input: what the fuzzer found")
struct FuzzFindingTests {
    private func scanner(_ xml: String) -> XMLScanner {
        XMLScanner(TextStream(xml), part: "xl/worksheets/sheet1.xml", file: "book.xlsx")
    }

    /// The sheet's records as the CSV text the command reads, as `XLSXWorkbookReader` makes them.
    private func records(_ sheet: String, strings: SharedStrings = SharedStrings()) throws -> String {
        let shape = try SheetShape(SheetRows(scanner(sheet), sheet: "S", maxCellBytes: 1 << 20), fromRow: 1)
        let stream = SheetRecordsStream(
            parts: [
                .init(
                    rows: SheetRows(scanner(sheet), sheet: "S", maxCellBytes: 1 << 20), shape: shape,
                    skipThrough: shape.headerRow - 1)
            ],
            strings: strings, styles: CellStyles(), date1904: false,
            places: SheetPlaces(sheets: ["S"], firstColumn: max(shape.firstColumn, 1)),
            cellTypes: SheetCellTypes(width: shape.width))
        var out: [UInt8] = []
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        defer { buffer.deallocate() }
        while true {
            let n = try stream.read(into: buffer, count: 4096)
            if n == 0 { break }
            out.append(contentsOf: UnsafeBufferPointer(start: buffer, count: n))
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test("a one-column table's error cell and formula without a result are empty fields, not blank lines")
    func oneColumnEmptyValues() throws {
        let sheet = """
            <sheetData><row r="1"><c t="inlineStr"><is><t>H</t></is></c></row>\
            <row r="2"><c t="e"><v>#N/A</v></c></row><row r="3"><c><f>A1</f></c></row>\
            <row r="4"><c><v>1</v></c></row></sheetData>
            """
        #expect(try records(sheet) == "H\n\"\"\n\"\"\n1\n")
    }

    @Test("rows out of order are an error naming them (issue 39, 6: reading on dropped row 1's value)")
    func rowsOutOfOrder() throws {
        let ordered = """
            <sheetData><row r="1"><c><v>2</v></c></row><row r="2"><c><v>1</v></c></row></sheetData>
            """
        #expect(try records(ordered) == "2\n1\n")
        let sheet = """
            <sheetData><row r="2"><c><v>1</v></c></row><row r="1"><c><v>2</v></c></row></sheetData>
            """
        do {
            _ = try records(sheet)
            Issue.record("rows out of order were read")
        } catch let error as GridReportError {
            #expect(error.description.contains("sheet \"S\": row 1 comes after row 2"), "\(error)")
        }
    }

    @Test("an unfinished entity before a character reference decodes the same whole or cut after its `&`")
    func entityBeforeReference() {
        var whole: [UInt8] = []
        Array("&amp>&#49;e3".utf8).withUnsafeBufferPointer { XMLText.appendDecoded($0, to: &whole) }
        var cut: [UInt8] = []
        Array("&amp>".utf8).withUnsafeBufferPointer { XMLText.appendDecoded($0, to: &cut) }
        Array("&#49;e3".utf8).withUnsafeBufferPointer { XMLText.appendDecoded($0, to: &cut) }
        #expect(String(decoding: whole, as: UTF8.self) == "&amp>1e3")
        #expect(whole == cut)
    }
}
