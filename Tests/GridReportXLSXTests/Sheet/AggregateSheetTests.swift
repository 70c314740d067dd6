import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

/// A report whose columns aggregate another's rows (a summary's) written as formulas over the
/// sheet those rows are on; past the rows one sheet holds (lowered here to 10 per sheet, as a
/// real 1,048,576-row file takes minutes to write) the aggregates are values, with a warning.
@Suite("XLSX: aggregate columns as formulas over a rows sheet")
struct AggregateSheetTests {
    /// The penguins sample (15 rows) by island, with their mass's sum, written with `rowsPerSheet`;
    /// the summary sheet's XML and the warnings.
    static func write(rowsPerSheet: Int, distinctRows: Int = 10_000, folder: TemporaryFolder) throws -> (
        sheet: String, warnings: [String]
    ) {
        let input = try Report(
            source: try ByteSource(path: SectionSheetTests.penguins, displayName: "penguins.csv"),
            read: ReadOptions(), settings: ReportSettings())
        var request = SummaryRequest()
        request.groupBy = ["island"]
        request.totals = [
            AggregateRequest(column: "body_mass_g", function: .sum, origin: "total"),
            AggregateRequest(column: "species", function: .distinct, origin: "total"),
        ]
        let summary = try input.summaryReport(try SummaryPlan.resolve(request, schema: input.schema))
        let origins = try #require(summary.aggregateOrigins)
        #expect(origins.sourceRowCount == 15)
        var settings = options(folder, sheet: "Summary")
        settings.maxRowsPerSheet = rowsPerSheet
        settings.maximumDistinctFormulaRows = distinctRows
        settings.aggregatedRows = AggregatedRows(origins: origins, sheetName: "penguins")
        let lines = WarningLines()
        let path = folder.file("summary.xlsx")
        let writer = try XLSXReportWriter(path: path, schema: summary.schema, options: settings, warnings: lines.log)
        try summary.rows.forEach { try writer.append($0) }
        var rows = options(folder, sheet: "penguins")
        rows.maxRowsPerSheet = rowsPerSheet
        try writer.beginReport(schema: input.schema, options: rows)
        try input.rows.forEach { try writer.append($0) }
        _ = try writer.finish()
        lines.log.flush()
        return (try SheetXML.member(path, "xl/worksheets/sheet1.xml"), lines.lines)
    }

    @Test("on one sheet the counts and sums are formulas over the rows' sheet, with no warning")
    func formulas() throws {
        let (sheet, warnings) = try Self.write(rowsPerSheet: XLSXLimits.maximumRows, folder: try TemporaryFolder())
        #expect(sheet.contains("<f>COUNTIFS('penguins'!$B$2:$B$16,\"=Torgersen\")</f><v>3</v>"))
        #expect(sheet.contains("<f>SUMIFS('penguins'!$D$2:$D$16,'penguins'!$B$2:$B$16,\"=Torgersen\")</f>"))
        #expect(sheet.contains("<f t=\"array\""))
        #expect(warnings.isEmpty)
    }

    @Test("past the rows a distinct count's formula is fast over, distinct counts are values, with a warning")
    func distinctValuesPastLimit() throws {
        let (sheet, warnings) = try Self.write(
            rowsPerSheet: XLSXLimits.maximumRows, distinctRows: 10, folder: try TemporaryFolder())
        #expect(!sheet.contains("<f t=\"array\""))
        #expect(sheet.contains("<f>COUNTIFS('penguins'!$B$2:$B$16,\"=Torgersen\")</f><v>3</v>"))
        #expect(
            warnings == [
                "sheet Summary: its distinct counts are written as values, not formulas: a distinct count's formula compares each of the 15 rows with every other, which spreadsheets take minutes for past 10"
            ])
    }

    @Test("past the rows one sheet holds, the aggregates are values and a warning says so")
    func valuesPastOneSheet() throws {
        let (sheet, warnings) = try Self.write(rowsPerSheet: 10, folder: try TemporaryFolder())
        #expect(!sheet.contains("<f>"))
        #expect(sheet.contains("<v>3</v>"))
        #expect(
            warnings == [
                "sheet Summary: its counts and totals are written as values, not formulas: the 15 rows they come from do not fit on one sheet (9 below its header)"
            ])
    }
}
