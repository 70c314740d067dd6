import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// Dates read through a pattern or shown in a style keep their serials, and carry the Excel format
/// that shows what the terminal shows (read back by openpyxl; shown by LibreOffice when installed).
@Suite("XLSX: date patterns and styles")
struct DateFormatSheetTests {
    /// As Excel (en-US) exports a CSV: `M/d/yyyy` and `M/d/yyyy H:mm`.
    static let excel = "Order ID,Ordered,Shipped\n10248,7/4/2019,7/16/2019 9:05\n10255,12/31/2019,1/3/2020 17:55\n"
    /// As a German spreadsheet exports one: `dd.MM.yyyy` and `H:mm`.
    static let german = "Lieferung,Datum,Zeit\nL-1,07.03.2019,7:45\nL-2,15.11.2020,14:05\n"

    func entry(_ column: String, _ type: ColumnType, _ pattern: String) -> ColumnSettingsEntry {
        var settings = ColumnSettings()
        settings.type = type
        settings.datePattern = pattern
        return ColumnSettingsEntry(column: column, settings: settings, origin: "test")
    }

    /// The report's terminal texts of each row and the sheet it exports.
    func exported(_ csv: String, _ settings: ReportSettings, _ folder: TemporaryFolder) throws -> (
        [[String]], SheetDump
    ) {
        try folder.write("d.csv", text: csv)
        let report = try Report(
            source: try ByteSource(path: folder.file("d.csv")), read: ReadOptions(), settings: settings)
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        try export(report.schema, rows, to: folder.file("d.xlsx"), options(folder))
        let texts = rows.map { row in
            row.items.map { item -> String in
                switch item {
                case .date(let date): return date.text
                case .number(let value): return report.renderers[0]?.string(value) ?? ""
                case .text(let text): return text
                default: return ""
                }
            }
        }
        return (texts, try #require(try WorkbookDump.read(folder.file("d.xlsx")).sheets.first))
    }

    @Test("Excel-exported M/d/yyyy: serials, and formats that show the values as written")
    func excelExport() throws {
        let folder = try TemporaryFolder()
        let settings = ReportSettings(
            locale: "en_US",
            columns: [entry("Ordered", .date, "M/d/yyyy"), entry("Shipped", .dateTime, "M/d/yyyy H:mm")])
        let (_, sheet) = try exported(Self.excel, settings, folder)
        #expect(sheet["B2"]?.value == .number(43_650))
        #expect(sheet["B2"]?.numberFormat == "m/d/yyyy")
        #expect(sheet["C2"]?.value == .number(43_662 + 545.0 / 1440))
        #expect(sheet["C2"]?.numberFormat == "m/d/yyyy h:mm")
        #expect(sheet["B3"]?.value == .number(43_830))
        if LibreOffice.path != nil {
            let shown = try LibreOffice.shownCSV(folder.file("d.xlsx"), folder: folder)
            #expect(shown.split(separator: "\n").map(String.init) == Self.excel.split(separator: "\n").map(String.init))
        }
    }

    @Test("German dd.MM.yyyy shown in the long style: the sheet's format names the months in German")
    func germanLong() throws {
        let folder = try TemporaryFolder()
        let settings = ReportSettings(
            locale: "de_DE", columns: [entry("Datum", .date, "dd.MM.yyyy"), entry("Zeit", .time, "H:mm")],
            dateDisplay: .style(.long))
        let (texts, sheet) = try exported(Self.german, settings, folder)
        #expect(
            texts.map { Array($0.dropFirst()) } == [["7. März 2019", "07:45:00"], ["15. November 2020", "14:05:00"]])
        #expect(sheet["B2"]?.value == .number(43_531))
        #expect(sheet["B2"]?.numberFormat == "[$-407]d. mmmm yyyy")
        #expect(sheet["C2"]?.value == .number(465.0 / 1440))
        #expect(sheet["C2"]?.numberFormat == "hh:mm:ss")
        if LibreOffice.path != nil {
            let shown = try LibreOffice.shownCSV(folder.file("d.xlsx"), folder: folder)
            #expect(
                shown.split(separator: "\n").map(String.init)
                    == ["Lieferung,Datum,Zeit"] + texts.map { $0.joined(separator: ",") })
        }
    }

    @Test("ISO dates in a pattern and in the medium style: what the terminal shows is what the sheet shows")
    func isoStyled() throws {
        let csv = "d,dt\n2019-03-07,2019-03-07 14:05:00\n2020-11-15,2020-11-15T09:30:00\n"
        for (display, codes) in [
            (DateDisplay.pattern("dd.MM.yyyy"), ["dd.mm.yyyy", "dd.mm.yyyy"]),
            (DateDisplay.style(.medium), ["mmm d, yyyy", "mmm d, yyyy \"at\" h:mm:ss\"\u{202F}\"AM/PM"]),
        ] {
            let folder = try TemporaryFolder()
            let (texts, sheet) = try exported(csv, ReportSettings(locale: "en_US", dateDisplay: display), folder)
            #expect(sheet["A2"]?.value == .number(43_531))
            #expect(sheet["B2"]?.value == .number(43_531 + 845.0 / 1440))
            #expect([sheet["A2"]?.numberFormat, sheet["B2"]?.numberFormat] == codes)
            if LibreOffice.path != nil {
                let shown = try LibreOffice.shownCSV(folder.file("d.xlsx"), folder: folder)
                let quoted = texts.map { $0.map { $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ",") }
                #expect(shown.split(separator: "\n").map(String.init) == ["d,dt"] + quoted, "\(display)")
            }
        }
    }
}
