import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// A column whose values do not agree on their digits keeps its doubles, and each cell carries the
/// format that shows the digits the terminal shows (`#,##0.000` for 41.763, `0.000E+00` for
/// 3.879E-17), so a spreadsheet shows the same digits.
@Suite("XLSX: shortest digits, years and identifiers")
struct ShortestDigitsSheetTests {
    static let csv = """
        name,value,year,Sample Number,price
        a,41.76300000000001,1952,12345,2.50
        b,3.879e-17,2007,2,13.10
        c,2090,1999,3,1234.00
        d,-0.10000000000000009,2001,4,0.05
        e,-118.2739756,2001,5,7.25

        """

    func exported(_ folder: TemporaryFolder) throws -> (Report, SheetDump) {
        try folder.write("m.csv", text: Self.csv)
        let report = try Report(
            source: try ByteSource(path: folder.file("m.csv")), read: ReadOptions(),
            settings: ReportSettings(locale: "en_US"))
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        try export(report.schema, rows, to: folder.file("m.xlsx"), options(folder))
        return (report, try #require(try WorkbookDump.read(folder.file("m.xlsx")).sheets.first))
    }

    @Test("each cell: its double, and the format of its digits")
    func perCellFormats() throws {
        let folder = try TemporaryFolder()
        let (_, sheet) = try exported(folder)
        let expected: [(String, Double, String)] = [
            ("B2", 41.76300000000001, "#,##0.000"), ("B3", 3.879e-17, "0.000E+00"), ("B4", 2090, "#,##0"),
            ("B5", -0.10000000000000009, "#,##0.0"), ("B6", -118.2739756, "#,##0.0000000"),
        ]
        for (cell, value, code) in expected {
            // libxlsxwriter writes 16 significant digits (`%.16G`), a double may need 17: the
            // cell holds the value to 16 digits, more than the 15 that are shown.
            #expect(sheet[cell]?.value == .number(Double(String(format: "%.16G", value))!), "\(cell)")
            #expect(sheet[cell]?.numberFormat == code, "\(cell)")
        }
    }

    @Test("years and identifier-named integers: format 0; agreeing digits: one fixed format")
    func yearsAndFixed() throws {
        let folder = try TemporaryFolder()
        let (_, sheet) = try exported(folder)
        for row in 2...6 {
            #expect(sheet["C\(row)"]?.numberFormat == "0")
            #expect(sheet["D\(row)"]?.numberFormat == "0")
            #expect(sheet["E\(row)"]?.numberFormat == "#,##0.00")
        }
        #expect(sheet["C2"]?.value == .number(1952))
    }

    @Test("dates, times and date-times are serials with a date format, wall time kept")
    func dates() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "d.csv",
            text: "d,t,dt\n2007-11-11,13:45,2019-01-01T18:00:00+02:00\n1992-04-30,07:05:30,2019-06-30 23:59:59\n")
        let report = try Report(
            source: try ByteSource(path: folder.file("d.csv")), read: ReadOptions(), settings: ReportSettings())
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        try export(report.schema, rows, to: folder.file("d.xlsx"), options(folder))
        let sheet = try #require(try WorkbookDump.read(folder.file("d.xlsx")).sheets.first)
        #expect(sheet["A2"]?.value == .number(39_397))
        #expect(sheet["A2"]?.numberFormat == "yyyy-mm-dd")
        #expect(sheet["B2"]?.value == .number(825.0 / 1440))
        #expect(sheet["B2"]?.numberFormat == "hh:mm:ss")
        #expect(sheet["C2"]?.value == .number(43_466.75))
        #expect(sheet["C2"]?.numberFormat == "yyyy-mm-dd hh:mm:ss")
        if LibreOffice.path != nil {
            let shown = try LibreOffice.shownCSV(folder.file("d.xlsx"), folder: folder)
            #expect(
                shown.split(separator: "\n").map(String.init)
                    == ["d,t,dt", "2007-11-11,13:45:00,2019-01-01 18:00:00", "1992-04-30,07:05:30,2019-06-30 23:59:59"])
        }
    }

    /// LibreOffice's "save cell contents as shown" CSV is what a person sees in the sheet; run only
    /// where LibreOffice is installed (the suite never depends on it).
    @Test("LibreOffice shows the terminal's digits", .enabled(if: LibreOffice.path != nil))
    func libreOffice() throws {
        let folder = try TemporaryFolder()
        let (report, _) = try exported(folder)
        let shown = try LibreOffice.shownCSV(folder.file("m.xlsx"), folder: folder)
        var expected = [report.schema.columns.map(\.name).joined(separator: ",")]
        try report.rows.forEach { row in
            expected.append(
                row.items.enumerated().map { index, item -> String in
                    switch item {
                    case .number(let value):
                        let text = report.renderers[index]!.string(value)
                        return text.contains(",") ? "\"\(text)\"" : text
                    case .text(let text): return text
                    default: return ""
                    }
                }.joined(separator: ","))
        }
        #expect(shown.split(separator: "\n").map(String.init) == expected)
    }
}

enum LibreOffice {
    static let path: String? = ["/usr/bin/soffice", "/usr/local/bin/soffice", "/usr/bin/libreoffice"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The first sheet as shown, converted to CSV by LibreOffice headless.
    static func shownCSV(_ xlsx: String, folder: TemporaryFolder, recalculate: Bool = false) throws -> String {
        let out = try convert(xlsx, folder: folder, recalculate: recalculate, allSheets: false)
        let name = URL(fileURLWithPath: xlsx).deletingPathExtension().lastPathComponent + ".csv"
        return try String(contentsOfFile: out + "/" + name, encoding: .utf8)
    }

    /// Every sheet as shown, by sheet name.
    static func shownSheets(_ xlsx: String, folder: TemporaryFolder, recalculate: Bool = false) throws -> [String:
        String]
    {
        let out = try convert(xlsx, folder: folder, recalculate: recalculate, allSheets: true)
        let stem = URL(fileURLWithPath: xlsx).deletingPathExtension().lastPathComponent + "-"
        var sheets: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: out) where file.hasPrefix(stem) {
            sheets[String(file.dropFirst(stem.count).dropLast(4))] = try String(
                contentsOfFile: out + "/" + file, encoding: .utf8)
        }
        return sheets
    }

    /// Converts to CSV as shown (filter option 9) into a folder of its own; returns the folder.
    /// LibreOffice shows the results stored with formulas; `recalculate` makes it compute every
    /// formula on loading. `allSheets` writes a `NAME-SHEET.csv` per sheet (option 12, -1).
    private static func convert(_ xlsx: String, folder: TemporaryFolder, recalculate: Bool, allSheets: Bool) throws
        -> String
    {
        let out = folder.file("lo-\(UUID().uuidString)")
        let profile = folder.file(recalculate ? "profile-recalculate" : "profile")
        if recalculate {
            // Calc's "recalculation on file load" for OOXML: 0 is always.
            try FileManager.default.createDirectory(atPath: profile + "/user", withIntermediateDirectories: true)
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <oor:items xmlns:oor="http://openoffice.org/2001/registry">
            <item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
            </oor:items>
            """.write(toFile: profile + "/user/registrymodifications.xcu", atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = [
            "-env:UserInstallation=file://\(profile)", "--headless", "--convert-to",
            "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true" + (allSheets ? ",false,false,-1" : ""),
            xlsx, "--outdir", out,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return out
    }
}
