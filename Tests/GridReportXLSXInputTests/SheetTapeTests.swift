import GridReport
import Testing

@testable import GridReportXLSXInput

/// The records made from the one pass's tape (`SheetTape`) are the records the second pass over the
/// sheet's XML made (issue 50): the same CSV bytes, places and cell types, for every kind of cell.
@Suite("XLSX input: records from the tape of the one pass")
struct SheetTapeTests {
    private static let strings = """
        <sst><si><t>Shared</t></si><si><t>He said "hi", twice</t></si><si><r><t>ri</t></r><r><t>ch</t></r></si></sst>
        """
    private static let styles = """
        <styleSheet><numFmts><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>\
        <cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="22"/><xf numFmtId="20"/></cellXfs></styleSheet>
        """
    /// Every cell type, rows that skip columns and rows, cells without a reference, styled blanks,
    /// a cell with line breaks, text that reads as a number, numbers in every notation.
    private static let sheet = """
        <worksheet><sheetData>\
        <row r="2"><c r="B2" t="inlineStr"><is><t>Name</t></is></c><c r="C2" t="inlineStr"><is><t>Qty</t></is></c>\
        <c r="D2" t="s"><v>0</v></c><c r="E2" t="inlineStr"><is><t>When</t></is></c><c r="F2" t="inlineStr"><is><t>Ok</t></is></c>\
        <c r="G2" t="inlineStr"><is><t>Err</t></is></c><c r="H2" t="inlineStr"><is><t>2012</t></is></c></row>\
        <row r="3"><c r="B3" t="s"><v>1</v></c><c r="C3"><v>3</v></c><c r="D3"><v>0.10000000000000001</v></c>\
        <c r="E3" s="1"><v>45322</v></c><c r="F3" t="b"><v>1</v></c><c r="G3" t="e"><v>#N/A</v></c>\
        <c r="H3" t="inlineStr"><is><t>24233</t></is></c></row>\
        <row r="4"><c r="B4" t="s"><v> 2 </v></c><c r="H4"><v>-0</v></c></row>\
        <row r="6"><c r="B6" t="inlineStr"><is><t>two\nlines, "quoted"</t></is></c><c><v>1e-5</v></c>\
        <c><v>  12  </v></c><c r="E6" s="2"><v>45322.75</v></c><c r="F6" t="b"><v>true</v></c>\
        <c r="G6" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="H6"><f>A1</f></c></row>\
        <row r="7"><c r="B7" s="1"/><c r="C7"><v>00123</v></c><c r="D7"><v>123456789012345.6</v></c>\
        <c r="E7" s="3"><v>0.25</v></c><c r="F7" t="d"><v>2024-01-31T00:00:00</v></c><c r="G7"><v>1234567890123456</v></c>\
        <c r="H7"><v>-670.35</v></c></row>\
        <row r="8"><c r="D8"><v>0.0000125</v></c><c r="E8"><v>1.50</v></c><c r="F8"><v>12x</v></c><c r="H8"><v>1e300</v></c></row>\
        <row r="9" spans="1:8"/>\
        <row r="10"><c r="C10" t="inlineStr"><is><t>&lt;end&gt; &amp; _x000D_</t></is></c></row>\
        </sheetData></worksheet>
        """

    private func scanner(_ xml: String, part: String = "xl/worksheets/sheet1.xml") -> XMLScanner {
        XMLScanner(TextStream(xml), part: part, file: "book.xlsx")
    }

    /// What a records stream made: its CSV text, the place of every field, and which fields keep
    /// their cells' types.
    private struct Made: Equatable {
        var text: String
        var places: [String]
        var keepsTypes: [Bool]
    }

    private func made(_ sheet: String, fromRow: Int, viaTape: Bool) throws -> Made {
        let strings = try SharedStrings(scanner(Self.strings, part: "xl/sharedStrings.xml"))
        let styles = try CellStyles(scanner(Self.styles, part: "xl/styles.xml"))
        let tape = try SheetTape(file: "book.xlsx", part: "xl/worksheets/sheet1.xml")
        let shape = try SheetShape(
            SheetRows(scanner(sheet), sheet: "S", maxCellBytes: 1 << 20), fromRow: fromRow,
            tape: viaTape ? tape : nil)
        let rows: any SheetRowSource =
            viaTape ? tape.rows() : SheetRows(scanner(sheet), sheet: "S", maxCellBytes: 1 << 20)
        let places = SheetPlaces(sheets: ["S"], firstColumn: shape.firstColumn)
        let cellTypes = SheetCellTypes(width: shape.width)
        let stream = SheetRecordsStream(
            parts: [.init(rows: rows, shape: shape, skipThrough: shape.headerRow - 1)], strings: strings,
            styles: styles, date1904: false, places: places, cellTypes: cellTypes)
        var out: [UInt8] = []
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1000)
        defer { buffer.deallocate() }
        while true {
            let n = try stream.read(into: buffer, count: 1000)
            if n == 0 { break }
            out.append(contentsOf: UnsafeBufferPointer(start: buffer, count: n))
        }
        let lines = out.split(separator: 0x0A, omittingEmptySubsequences: false).count - 1
        return Made(
            text: String(decoding: out, as: UTF8.self),
            places: (1...max(lines, 1)).flatMap { line in
                (0..<shape.width).map { "\(places.place(line: line, field: $0))" }
            },
            keepsTypes: (0..<shape.width).map { cellTypes.keepsCellTypes(field: $0, headerLine: 1) })
    }

    @Test("every kind of cell gives the bytes, places and cell types the second pass over the XML gave")
    func everyCell() throws {
        let tape = try made(Self.sheet, fromRow: 1, viaTape: true)
        #expect(tape == (try made(Self.sheet, fromRow: 1, viaTape: false)))
        #expect(
            tape.text == #"""
                Name,Qty,Shared,When,Ok,Err,2012
                "He said ""hi"", twice",3,0.1,2024-01-31,TRUE,,24233
                rich,,,,,,0
                ,,,,,,
                "two
                lines, ""quoted""",0.00001,12,2024-01-31 18:00:00,TRUE,ab,
                ,123,123456789012345.6,06:00:00,2024-01-31T00:00:00,1234567890123456.0,-670.35
                ,,0.0000125,1.5,12x,,1e+300
                ,,,,,,
                ,"<end> & \#r",,,,,

                """#)
        #expect(tape.keepsTypes == [true, true, true, true, true, true, false])
        // The record of two lines is row 6 on both; the next line is row 7.
        #expect(tape.places[5 * 7] == "sheet \"S\", cell B6")
        #expect(tape.places[6 * 7] == "sheet \"S\", cell B7")
    }

    @Test("rows above the print titles' last row are not kept: the header is the first row from it on")
    func fromRow() throws {
        let tape = try made(Self.sheet, fromRow: 3, viaTape: true)
        #expect(tape == (try made(Self.sheet, fromRow: 3, viaTape: false)))
        #expect(tape.text.hasPrefix("\"He said \"\"hi\"\", twice\",3,0.1,"))
    }

    @Test("a row larger than the tape's read buffer, among many rows, reads back whole")
    func largeRows() throws {
        let big = String(repeating: "x", count: 300_000)
        var sheet = "<worksheet><sheetData>"
        for row in 1...3_000 {
            let text = row == 1_500 ? big : "r\(row)"
            sheet += "<row r=\"\(row)\"><c r=\"A\(row)\" t=\"inlineStr\"><is><t>\(text)</t></is></c>"
            sheet += "<c r=\"C\(row)\"><v>\(row).5</v></c></row>"
        }
        sheet += "</sheetData></worksheet>"
        let tape = try made(sheet, fromRow: 1, viaTape: true)
        #expect(tape == (try made(sheet, fromRow: 1, viaTape: false)))
        #expect(tape.text.contains("\n\(big),,1500.5\n"))
    }

    @Test("a sheet whose rows go back is refused by the one pass, as before")
    func rowsGoBack() throws {
        let sheet = """
            <sheetData><row r="1"><c><v>1</v></c></row><row r="3"><c><v>3</v></c></row>\
            <row r="2"><c><v>2</v></c></row></sheetData>
            """
        #expect(
            throws: GridReportError(WorkbookError.rowOutOfOrder(file: "book.xlsx", sheet: "S", row: 2, after: 3))
        ) {
            _ = try made(sheet, fromRow: 1, viaTape: true)
        }
    }

    @Test("a number's text is kept as it is only where parsing and formatting it would give the same text")
    func plainNumbers() {
        var texts = [
            "0", "-0", "00", "0.0", "0.5", "-0.5", "1.50", "1.", ".5", "+1", "1e5", "12x", "", "-", " 7 ",
            "123456789012345", "1234567890123456", "12345678901234.5", "0.000000000000001",
            "0.0000000000000001", "999999999999999", "-999999999999999.9", "9007199254740993",
        ]
        // Random decimals of 1 to 17 digits with the point anywhere: a fixed seed.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let count = 1 + random(17)
            var digits = (0..<count).map { _ in Character(String(random(10))) }
            if random(4) == 0 { digits[0] = "0" }
            var text = String(digits)
            let point = random(count + 1)
            if point < count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if random(3) == 0 { text = "-" + text }
            texts.append(text)
        }
        for text in texts {
            Array(text.utf8).withUnsafeBufferPointer { raw in
                var plain: [UInt8] = []
                guard NumberText.appendPlain(raw, to: &plain) else { return }
                var formatted: [UInt8] = []
                if let value = NumberText.parse(raw) { NumberText.append(value, to: &formatted) }
                #expect(
                    String(decoding: plain, as: UTF8.self) == String(decoding: formatted, as: UTF8.self), "\(text)")
            }
        }
        let kept = texts.prefix(23).filter { text in
            var out: [UInt8] = []
            return Array(text.utf8).withUnsafeBufferPointer { NumberText.appendPlain($0, to: &out) }
        }
        #expect(kept == ["0", "0.5", "-0.5", " 7 ", "123456789012345", "12345678901234.5", "999999999999999"])
    }
}
