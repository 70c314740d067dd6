import GridReport
import Testing

@testable import GridReportXLSXInput

/// Bytes handed out a few at a time, so every tag, entity and CDATA section is cut somewhere.
private final class TrickleStream: ByteStream {
    private let bytes: [UInt8]
    private var offset = 0
    private var step: Int

    init(_ text: String, step: Int) {
        bytes = Array(text.utf8)
        self.step = step
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let n = min(count, step, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        offset += n
        // 1, 2, 3, … 7 bytes, then 1 again.
        step = step % 7 + 1
        return n
    }
}

@Suite("The SpreadsheetML tokenizer")
struct XMLScannerTests {
    private let sheet = """
        <?xml version="1.0"?><!DOCTYPE x [<!ENTITY bomb "lol">]><x:worksheet xmlns:x="urn:x"><!-- a <c> in a comment -->
        <x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Tom &amp; Jerry &lt;3 &#233;&#x1F600; &bomb;</x:t></x:is></x:c>
        <x:c r='B1' t="str"><x:f>"a"&amp;"b"</x:f><x:v><![CDATA[<ab> & "c"]]></x:v></x:c><x:c r="C1" s="1"/></x:row>
        <x:row r="3"><x:c r="AA3"><x:v>1.5</x:v></x:c></x:row></x:sheetData></x:worksheet>
        """

    /// Each row as `row: column=text, …`.
    private func rows(step: Int) throws -> [String] {
        let scanner = XMLScanner(TrickleStream(sheet, step: step), part: "sheet.xml", file: "book.xlsx")
        let rows = SheetRows(scanner, sheet: "Data", maxCellBytes: 1 << 20)
        var result: [String] = []
        while try rows.next() {
            let cells = rows.cells.map { cell in
                "\(cell.column)=" + String(decoding: rows.text[cell.start..<cell.end], as: UTF8.self)
            }
            result.append("\(rows.row): " + cells.joined(separator: ", "))
        }
        return result
    }

    @Test("rows, cells and their text come out the same however the bytes are cut", arguments: 1...7)
    func cutAnywhere(step: Int) throws {
        #expect(
            try rows(step: step) == [
                "1: 1=Tom & Jerry <3 é😀 &bomb;, 2=<ab> & \"c\"",
                "3: 27=1.5",
            ])
    }

    @Test("a cell larger than the limit is an error naming the sheet and the cell")
    func cellLimit() throws {
        let scanner = XMLScanner(TrickleStream(sheet, step: 3), part: "sheet.xml", file: "book.xlsx")
        let rows = SheetRows(scanner, sheet: "Data", maxCellBytes: 8)
        #expect(
            throws: GridReportError(WorkbookError.cellTooLarge(file: "book.xlsx", sheet: "Data", cell: "A1", limit: 8))
        ) {
            _ = try rows.next()
        }
    }
}
