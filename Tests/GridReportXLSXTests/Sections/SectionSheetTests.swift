import Foundation
import GridReport
import Testing

@testable import GridReportXLSX

struct SectionDump: Decodable {
    struct Sheet: Decodable {
        var name: String
        var freeze: String?
        var filter: String?
        var rows: [Row]
    }
    struct Row: Decodable {
        var row: Int
        var level: Int
        var hidden: Bool
        var collapsed: Bool
        var cells: [Cell]
    }
    struct Cell: Decodable {
        var ref: String
        var column: Int
        var text: String?
        var number: Double?
        var formula: String?
        var stored: Double?
        var bold: Bool
        var topBorder: String?
        var numberFormat: String
    }
    var sheets: [Sheet]

    static func read(_ path: String) throws -> SectionDump {
        try JSONDecoder().decode(SectionDump.self, from: try runSupportScript("read_sections.py", [path]))
    }
}

@Suite("XLSX sections: outline levels, SUBTOTAL formulas with stored results, bold totals")
struct SectionSheetTests {
    static let penguins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/penguins.csv").path

    /// Exports the sample in sections and reads it back.
    func export(_ request: SectionRequest, folder: TemporaryFolder) throws -> SectionDump.Sheet {
        try #require(try exportSheets(request, folder: folder).first)
    }

    /// Exports the sample in sections, `rowsPerSheet` rows to a sheet, and reads every sheet back.
    func exportSheets(
        _ request: SectionRequest, folder: TemporaryFolder, rowsPerSheet: Int? = nil, title: String? = nil
    ) throws -> [SectionDump.Sheet] {
        let report = try Report(
            source: try ByteSource(path: Self.penguins, displayName: "penguins.csv"), read: ReadOptions(),
            settings: ReportSettings())
        let plan = try #require(try SectionPlan.resolve(request, schema: report.schema))
        report.sectionPlan = plan
        let path = folder.file("sections.xlsx")
        var options = XLSXOptions(
            sheetName: "Penguins' data", title: nil, sourceName: "penguins.csv", columnWidthsPoints: [],
            imageBaseDirectory: folder.path, imageRoot: nil, imageHeightPixels: 48, overwrite: true)
        options.titleRow = title
        if let rowsPerSheet { options.maxRowsPerSheet = rowsPerSheet }
        let writer = try XLSXReportWriter(
            path: path, schema: report.schema, options: options, warnings: WarningLog(quiet: true))
        let sections = XLSXSectionWriter(writer: writer, plan: plan, schema: report.schema, locale: "en_US")
        try report.forEachSectionEvent(plan) { try sections.handle($0) }
        _ = try writer.finish()
        return try SectionDump.read(path).sheets
    }

    /// A request grouped by `groupBy` with `totals` as `--total` gives them (`COLUMN=KIND`).
    static func request(groupBy: [String] = [], totals: [String]) throws -> SectionRequest {
        var request = SectionRequest()
        request.groupBy = groupBy
        request.totals = try totals.map { try TotalRequest.parse($0, origin: "") }
        return request
    }

    /// The sample's rows, for recomputing the totals.
    var records: [[String]] {
        get throws {
            let text = try String(contentsOfFile: Self.penguins, encoding: .utf8)
            return text.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
        }
    }

    @Test("grouped by island: headers, level-1 rows, SUBTOTAL(9) and (1) with results equal to a recomputation")
    func grouped() throws {
        let folder = try TemporaryFolder()
        let request = try Self.request(
            groupBy: ["island"], totals: ["body_mass_g=sum", "bill_length_mm=avg", "sex=count"])
        let sheet = try export(request, folder: folder)
        #expect(sheet.freeze == "A2")
        #expect(sheet.filter == "A1:E\(sheet.rows.count)")
        let rows = sheet.rows
        // Header, then Torgersen: its header, 3 rows, its totals.
        #expect(rows[1].cells.first?.text == "island: Torgersen (3)")
        #expect(rows[1].cells.first?.bold == true)
        #expect(rows[1].level == 0)
        #expect(rows[2...4].allSatisfy { $0.level == 1 && !$0.hidden })
        let totals = rows[5]
        #expect(totals.level == 0)
        #expect(totals.cells.allSatisfy { $0.bold || $0.text == nil })
        #expect(totals.cells.allSatisfy { $0.topBorder == "thin" })
        let mass = try #require(totals.cells.first { $0.column == 3 })
        #expect(mass.formula == "=SUBTOTAL(9,D3:D5)")
        #expect(mass.stored == 7550)
        let bill = try #require(totals.cells.first { $0.column == 2 })
        #expect(bill.formula == "=SUBTOTAL(1,C3:C5)")
        #expect(bill.numberFormat == "#,##0.000")
        let sex = try #require(totals.cells.first { $0.column == 4 })
        #expect(sex.formula == "=SUBTOTAL(3,E3:E5)")
        #expect(sex.stored == 2)
        #expect(totals.cells.first { $0.column == 0 }?.text == "Avg/total Torgersen")

        // Every stored result equals a recomputation from the CSV.
        let records = try self.records
        for row in rows where row.cells.contains(where: { $0.formula != nil }) {
            let label = try #require(row.cells.first { $0.column == 0 }?.text)
            let island = label.hasPrefix("Avg/total ") ? String(label.dropFirst(10)) : nil
            let group = records.filter { island == nil || $0[1] == island }
            let masses = group.compactMap { Double($0[3]) }
            let bills = group.compactMap { Double($0[2]) }
            #expect(row.cells.first { $0.column == 3 }?.stored == masses.reduce(0, +))
            let average = try #require(row.cells.first { $0.column == 2 }?.stored)
            #expect(abs(average - bills.reduce(0, +) / Double(bills.count)) < 1e-9)
            #expect(row.cells.first { $0.column == 4 }?.stored == Double(group.filter { $0[4] != "NA" }.count))
        }
        let grand = try #require(rows.last)
        #expect(grand.cells.first { $0.column == 0 }?.text == "Overall avg/total")
        #expect(grand.cells.first { $0.column == 3 }?.formula == "=SUBTOTAL(9,D2:D\(rows.count - 1))")
        #expect(grand.cells.allSatisfy { $0.topBorder == "double" })
    }

    @Test("nested and collapsed: levels 1 and 2, detail rows hidden, buttons collapsed on the totals below them")
    func nestedCollapsed() throws {
        let folder = try TemporaryFolder()
        var request = SectionRequest()
        request.groupBy = ["species", "island"]
        request.sumNumberColumns = true
        request.collapsed = true
        let sheet = try export(request, folder: folder)
        let rows = sheet.rows
        #expect(rows[1].cells.first?.text == "species: Adelie (9)")
        #expect(rows[1].level == 0)
        #expect(rows[2].cells.first?.text == "island: Torgersen (3)")
        #expect(rows[2].level == 1)
        #expect(rows[3...5].allSatisfy { $0.level == 2 && $0.hidden })
        #expect(rows[6].level == 1 && rows[6].collapsed && !rows[6].hidden)
        #expect(rows[6].cells.first { $0.column == 3 }?.formula == "=SUBTOTAL(9,D4:D6)")
        // The outer subtotal covers the inner sections; SUBTOTAL skips the subtotals inside.
        let adelie = try #require(rows.first { $0.cells.first?.text == "Total Adelie" })
        #expect(adelie.level == 0)
        let formula = try #require(adelie.cells.first { $0.column == 3 }?.formula)
        #expect(formula == "=SUBTOTAL(9,D3:D\(adelie.row - 1))")
        let records = try self.records
        #expect(
            adelie.cells.first { $0.column == 3 }?.stored
                == records.filter { $0[0] == "Adelie" }.compactMap { Double($0[3]) }.reduce(0, +))
        let hidden = rows.filter(\.hidden)
        #expect(hidden.count == records.count)
    }

    @Test(
        "past a sheet's last row: a section is totalled where it ends over its part on each sheet, the grand total over all"
    )
    func acrossSheets() throws {
        let folder = try TemporaryFolder()
        let request = try Self.request(groupBy: ["island"], totals: ["body_mass_g=sum", "sex=count"])
        // The header and 7 more rows a sheet: Torgersen fits, Biscoe (6 rows) spans the break.
        let sheets = try exportSheets(request, folder: folder, rowsPerSheet: 8)
        #expect(
            sheets.map(\.name) == ["Penguins' data", "Penguins' data (2)", "Penguins' data (3)", "Penguins' data (4)"])
        let records = try self.records
        var totalsSeen = 0
        for sheet in sheets {
            for row in sheet.rows {
                guard let label = row.cells.first(where: { $0.column == 0 })?.text,
                    label.hasPrefix("Total ")
                        || label == "Grand total"
                else { continue }
                totalsSeen += 1
                let island = label == "Grand total" ? nil : String(label.dropFirst(6))
                let group = records.filter { island == nil || $0[1] == island }
                let mass = try #require(row.cells.first { $0.column == 3 })
                #expect(mass.stored == group.compactMap { Double($0[3]) }.reduce(0, +))
                #expect(row.cells.first { $0.column == 4 }?.stored == Double(group.filter { $0[4] != "NA" }.count))
                #expect(mass.formula?.hasPrefix("=SUBTOTAL(9,") == true)
            }
        }
        #expect(totalsSeen == 4)
        // Biscoe's first row is the last of sheet 1, the rest run on to sheet 2, where its total is.
        #expect(sheets[0].rows[6].cells.first?.text == "island: Biscoe (6)")
        let biscoe = try #require(sheets[1].rows.first { $0.cells.first?.text == "Total Biscoe" })
        #expect(biscoe.cells.first { $0.column == 3 }?.formula == "=SUBTOTAL(9,'Penguins'' data'!D8:D8,D2:D6)")
        let dream = try #require(sheets[2].rows.first { $0.cells.first?.text == "Total Dream" })
        #expect(dream.cells.first { $0.column == 3 }?.formula == "=SUBTOTAL(9,D2:D7)")
        let grand = try #require(sheets.last?.rows.last)
        #expect(grand.cells.first?.text == "Grand total")
        #expect(
            grand.cells.first { $0.column == 3 }?.formula
                == "=SUBTOTAL(9,'Penguins'' data'!D2:D8,'Penguins'' data (2)'!D2:D8,'Penguins'' data (3)'!D2:D8)"
        )
    }

    @Test("under a title row the grand total starts below the column header, so a count counts no header")
    func titleRow() throws {
        let folder = try TemporaryFolder()
        let request = try Self.request(totals: ["sex=count"])
        let sheet = try #require(try exportSheets(request, folder: folder, title: "Penguins").first)
        let grand = try #require(sheet.rows.last)
        #expect(grand.cells.first { $0.column == 4 }?.formula == "=SUBTOTAL(3,E3:E\(grand.row - 1))")
        #expect(grand.cells.first { $0.column == 4 }?.stored == Double(try records.filter { $0[4] != "NA" }.count))
    }

    /// A copy of the export whose stored formula results are all -1; returns its path and how
    /// many results were replaced.
    func spoiledCopy(folder: TemporaryFolder) throws -> (path: String, replaced: Int) {
        let spoiled = folder.file("spoiled.xlsx")
        let printed = String(
            decoding: try runSupportScript("spoil_formula_results.py", [folder.file("sections.xlsx"), spoiled]),
            as: UTF8.self)
        return (spoiled, Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
    }

    @Test(
        "LibreOffice, computing every formula itself, shows the results stored with them",
        .enabled(if: LibreOffice.path != nil))
    func recalculated() throws {
        let folder = try TemporaryFolder()
        let request = try Self.request(
            groupBy: ["species", "island"], totals: ["bill_length_mm=avg", "body_mass_g=sum", "sex=count"])
        _ = try exportSheets(request, folder: folder, title: "Penguins")
        let stored = try LibreOffice.shownCSV(folder.file("sections.xlsx"), folder: folder)
        // The copy's stored results are all -1: LibreOffice shows the totals only by computing them.
        let spoiled = try spoiledCopy(folder: folder)
        // Three totals under each of 5 inner sections, 3 outer ones and the grand total.
        #expect(spoiled.replaced == (5 + 3 + 1) * 3)
        let computed = try LibreOffice.shownCSV(spoiled.path, folder: folder, recalculate: true)
        #expect(computed == stored)
        #expect(stored.contains("Overall avg/total,,"))
    }

    @Test(
        "the formulas over the parts of a section on several sheets compute in LibreOffice too",
        .enabled(if: LibreOffice.path != nil))
    func recalculatedAcrossSheets() throws {
        let folder = try TemporaryFolder()
        let request = try Self.request(groupBy: ["island"], totals: ["body_mass_g=max", "sex=count"])
        let sheets = try exportSheets(request, folder: folder, rowsPerSheet: 8)
        let stored = try LibreOffice.shownSheets(folder.file("sections.xlsx"), folder: folder)
        #expect(stored.count == sheets.count)
        let spoiled = try spoiledCopy(folder: folder)
        #expect(spoiled.replaced == 4 * 2)
        let computed = try LibreOffice.shownSheets(spoiled.path, folder: folder, recalculate: true)
        #expect(computed == stored)
        #expect(stored.values.contains { $0.contains("Overall max/count,,,\"5,700\",14") })
    }
}
