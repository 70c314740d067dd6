import GridReport
import Testing

@testable import GridReportXLSXInput

@Suite("The text a workbook's cells become")
struct CellTextTests {
    private func serial(_ value: Double, _ kind: CellKind, date1904: Bool = false) -> String? {
        var out: [UInt8] = []
        guard ExcelSerial.append(value, kind: kind, date1904: date1904, to: &out) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    private func number(_ value: Double) -> String {
        var out: [UInt8] = []
        NumberText.append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test(
        "1900 serials: 1 is 1900-01-01, 59 is 1900-02-28, 61 is 1900-03-01, and 60 (Excel's 29 February 1900) is read as 1900-02-28"
    )
    func leapYearBug() {
        #expect(serial(1, .date) == "1900-01-01")
        #expect(serial(59, .date) == "1900-02-28")
        #expect(serial(60, .date) == "1900-02-28")
        #expect(serial(61, .date) == "1900-03-01")
        #expect(serial(45_322, .date) == "2024-01-31")
    }

    @Test("1904 serials start at 1904-01-01")
    func date1904() {
        #expect(serial(0, .date, date1904: true) == "1904-01-01")
        #expect(serial(43_860, .date, date1904: true) == "2024-01-31")
    }

    @Test("times are rounded to the millisecond; date-times show both; no date has a negative serial")
    func times() {
        #expect(serial(0.5, .time) == "12:00:00")
        #expect(serial(45_322.75, .dateTime) == "2024-01-31 18:00:00")
        #expect(serial(0.25 + 0.25 / 86_400, .time) == "06:00:00.250")
        #expect(serial(-1, .date) == nil)
    }

    @Test("numbers keep their shortest digits, in plain notation")
    func numbers() {
        #expect(number(3) == "3")
        #expect(number(-2.5) == "-2.5")
        #expect(number(0.1) == "0.1")
        #expect(number(0.00001) == "0.00001")
        #expect(number(1.25e-7) == "0.000000125")
        #expect(number(1e16) == "10000000000000000")
        #expect(number(1e300) == "1e+300")
        var parsed: [UInt8] = []
        Array("0.10000000000000001".utf8).withUnsafeBufferPointer { _ = NumberText.append($0, to: &parsed) }
        #expect(String(decoding: parsed, as: UTF8.self) == "0.1")
    }

    @Test("format codes: dates, times and date-times by their letters; quoted text, colours and escapes do not count")
    func formatCodes() {
        #expect(CellStyles.kind(ofCode: "yyyy-mm-dd") == .date)
        #expect(CellStyles.kind(ofCode: "d/m/yy") == .date)
        #expect(CellStyles.kind(ofCode: "mmm yyyy") == .date)
        #expect(CellStyles.kind(ofCode: "h:mm:ss") == .time)
        #expect(CellStyles.kind(ofCode: "mm:ss") == .time)
        #expect(CellStyles.kind(ofCode: "h:mm AM/PM") == .time)
        #expect(CellStyles.kind(ofCode: "[h]:mm") == .time)
        #expect(CellStyles.kind(ofCode: "yyyy-mm-dd hh:mm") == .dateTime)
        #expect(CellStyles.kind(ofCode: "#,##0.00") == .number)
        #expect(CellStyles.kind(ofCode: "0.00E+00") == .number)
        #expect(CellStyles.kind(ofCode: "General") == .number)
        #expect(CellStyles.kind(ofCode: "\"days\" 0") == .number)
        #expect(CellStyles.kind(ofCode: "[Red]0.0;[Blue]-0.0") == .number)
        #expect(CellStyles.kind(ofCode: "[$-409]d-mmm-yy") == .date)
        #expect(CellStyles.builtInKind(14) == .date)
        #expect(CellStyles.builtInKind(22) == .dateTime)
        #expect(CellStyles.builtInKind(20) == .time)
        #expect(CellStyles.builtInKind(2) == .number)
    }

    @Test("member names that leave the archive are told")
    func unsafeNames() {
        #expect(WorkbookArchive.leavesArchive("../evil.xml"))
        #expect(WorkbookArchive.leavesArchive("xl/../../evil.xml"))
        #expect(WorkbookArchive.leavesArchive("/etc/passwd"))
        #expect(WorkbookArchive.leavesArchive("C:/x.xml"))
        #expect(WorkbookArchive.leavesArchive("xl\\..\\..\\x.xml"))
        #expect(!WorkbookArchive.leavesArchive("xl/worksheets/sheet1.xml"))
    }

    @Test("print titles: the header is the last of rows that start at row 1")
    func printTitles() {
        #expect(WorkbookIndex.printTitlesEnd("'Data'!$1:$2") == 2)
        #expect(WorkbookIndex.printTitlesEnd("Data!$A:$A,Data!$1:$3") == 3)
        #expect(WorkbookIndex.printTitlesEnd("Data!$2:$3") == nil)
    }
}

@Suite("Which sheet is read")
struct SheetPickTests {
    private let sheets = [
        WorkbookIndex.Sheet(name: "Chart", part: "xl/chartsheets/sheet1.xml", isWorksheet: false),
        WorkbookIndex.Sheet(name: "Lookup", part: "xl/worksheets/sheet1.xml", isWorksheet: true, isHidden: true),
        WorkbookIndex.Sheet(name: "Data", part: "xl/worksheets/sheet2.xml", isWorksheet: true),
        WorkbookIndex.Sheet(name: "2", part: "xl/worksheets/sheet3.xml", isWorksheet: true),
    ]

    @Test(
        "by default the first worksheet Excel shows; a name wins over a number, in any case; numbers count every sheet")
    func pick() throws {
        #expect(try XLSXWorkbookReader.pick(nil, in: sheets, file: "b.xlsx") == 2)
        #expect(try XLSXWorkbookReader.pick("data", in: sheets, file: "b.xlsx") == 2)
        #expect(try XLSXWorkbookReader.pick("2", in: sheets, file: "b.xlsx") == 3)
        #expect(try XLSXWorkbookReader.pick("3", in: sheets, file: "b.xlsx") == 2)
        #expect(try XLSXWorkbookReader.pick("Lookup", in: sheets, file: "b.xlsx") == 1)
        #expect(throws: GridReportError.self) { try XLSXWorkbookReader.pick("0", in: sheets, file: "b.xlsx") }
    }
}
