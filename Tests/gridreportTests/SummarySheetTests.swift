import Foundation
import Testing

/// `export --summary`: the summary on its own sheet, first, its counts and totals formulas over
/// the rows on the sheet after it, with their results stored. Read back by openpyxl (formulas
/// and cached values), edited there, and recalculated by LibreOffice headless, as a user would.
@Suite("gridreport export --summary: live formulas over a rows sheet")
struct SummarySheetTests {
    /// Eight sales in groups of two columns, with missing values in both and in the numbers.
    static let sales = """
        Region,Rep,Units,Code,Day
        East,Ann,10,a,2024-01-02
        East,Ann,,b,2024-01-05
        East,Bob,4,a,2024-01-03
        ,Ann,7,c,2024-01-04
        West,,3,a,2024-01-01
        East,Ann,6,a,2024-01-09
        West,,5,b,
        ,Ann,1,c,2024-01-07

        """

    static let totals = [
        "--total", "Units=sum", "--total", "Units=avg", "--total", "Units=min", "--total", "Units=max", "--total",
        "Units=median", "--total", "Units=p90", "--total", "Code=distinct", "--total", "Units=count", "--total",
        "Day=max",
    ]

    static func export(_ arguments: [String], folder: URL) throws -> String {
        let csv = folder.appendingPathComponent("sales.csv")
        try sales.write(to: csv, atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("sales.xlsx").path
        let result = try run(["export", csv.path, "-o", path] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    /// Every sheet's name, and per sheet its rows as [formula or value, cached value] pairs.
    static let readBack = """
        import json, sys, datetime, openpyxl
        from openpyxl.worksheet.formula import ArrayFormula
        formulas = openpyxl.load_workbook(sys.argv[1])
        values = openpyxl.load_workbook(sys.argv[1], data_only=True)
        def cell(f, v):
            if isinstance(f, ArrayFormula): f = "{" + f.text + "}"
            if isinstance(f, datetime.datetime): f = f.isoformat()
            if isinstance(v, datetime.datetime): v = v.isoformat()
            return [f, v]
        print(json.dumps({"names": formulas.sheetnames, "sheets": [
            [[cell(f, v) for f, v in zip(fr, vr)] for fr, vr in zip(formulas[n].iter_rows(values_only=True),
                                                                     values[n].iter_rows(values_only=True))]
            for n in formulas.sheetnames]}))
        """

    static func read(_ path: String) throws -> (names: [String], sheets: [[[[Any]]]]) {
        let json = try #require(try openpyxlJSON(readBack, path) as? [String: Any])
        return (
            try #require(json["names"] as? [String]), try #require(json["sheets"] as? [[[[Any]]]])
        )
    }

    @Test("the summary sheet comes first, the rows after it; the summary's formulas and stored results (golden)")
    func golden() throws {
        let path = try Self.export(
            ["--group-by", "Region,Rep", "--summary"] + Self.totals, folder: try temporaryFolder())
        let (names, sheets) = try Self.read(path)
        #expect(names == ["Summary", "sales"])
        var text = "sheets: \(names.joined(separator: ", "))\n"
        for row in sheets[0] {
            text +=
                row.map { pair in
                    let shown = { (value: Any) -> String in
                        if value is NSNull { return "·" }
                        if let number = value as? Double { return ExcelNumberText.text(number) }
                        return "\(value)"
                    }
                    let formula = shown(pair[0])
                    let value = shown(pair[1])
                    return formula == value ? formula : "\(formula) → \(value)"
                }.joined(separator: " | ") + "\n"
        }
        let goldenPath = repositoryRoot.appendingPathComponent(
            "Tests/GridReportTests/Golden/summary/sheet-formulas.txt")
        if ProcessInfo.processInfo.environment["GRIDREPORT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: goldenPath, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: goldenPath, encoding: .utf8)
        #expect(text == expected, "\(text)")
        // The rows' sheet: the eight rows as read, missing values as empty cells.
        #expect(sheets[1].count == 9)
        #expect(sheets[1][2][2][0] is NSNull)
    }

    @Test(
        "edited with openpyxl and recalculated by LibreOffice, each aggregate of two group columns follows the rows",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func recalculated() throws {
        let folder = try temporaryFolder()
        let path = try Self.export(["--group-by", "Region,Rep", "--summary"] + Self.totals, folder: folder)
        let before = try Self.recalculated(path, edits: "", folder: folder)
        let after = try Self.recalculated(
            path,
            edits: """
                rows["C3"] = 2           # East/Ann's missing Units
                rows["C7"] = 30          # East/Ann: 6 → 30
                rows["D2"] = "x"         # East/Ann: a third code
                rows["E2"] = datetime.datetime(2024, 2, 1)
                rows["A8"] = "East"      # West/(missing) → East/Ann
                rows["B8"] = "Ann"
                """, folder: folder)
        // Region, Rep, Count, %, sum, avg, min, max, median, p90, distinct, count, Day (max)
        #expect(before[1] == ["East", "Ann", "3", "0.375", "16", "8", "6", "10", "8", "9.6", "2", "2", "45300"])
        #expect(after[1] == ["East", "Ann", "4", "0.5", "47", "11.75", "2", "30", "7.5", "24", "3", "4", "45323"])
        // The other groups as they were, but West/(missing), which lost a row.
        #expect(before[2] == after[2])
        #expect(before[3] == after[3])
        #expect(before[3][0] == "" && before[3][1] == "Ann" && before[3][2] == "2", "\(before)")
        #expect(before[4] == ["West", "", "2", "0.25", "8", "4", "3", "5", "4", "4.8", "2", "2", "45292"])
        #expect(after[4] == ["West", "", "1", "0.125", "3", "3", "3", "3", "3", "3", "1", "1", "45292"])
    }

    @Test(
        "a pivot's cells, total column and total row follow the rows",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func pivot() throws {
        let folder = try temporaryFolder()
        let path = try Self.export(
            ["--group-by", "Region", "--summary", "--pivot", "Rep", "--total", "Units=sum"], folder: folder)
        let (names, _) = try Self.read(path)
        #expect(names == ["Summary", "sales"])
        let before = try Self.recalculated(path, edits: "", folder: folder)
        let after = try Self.recalculated(path, edits: "rows[\"C2\"] = 110", folder: folder)
        // Region, Ann, Bob, (missing), Total
        #expect(before[0] == ["Region", "Ann", "Bob", "(missing)", "Total"])
        #expect(before[1] == ["East", "16", "4", "", "20"])
        #expect(after[1] == ["East", "116", "4", "", "120"])
        // (missing) has no Bob and no (missing) Rep: empty cells, by a count that finds no row.
        #expect(before[2] == ["", "8", "", "", "8"])
        #expect(before[3] == ["West", "", "", "8", "8"])
        #expect(before[4] == ["Total", "24", "4", "8", "36"])
        #expect(after[4] == ["Total", "124", "4", "8", "136"])
    }

    @Test(
        "with --where the rows' sheet holds the rows that remain, and the summary counts them",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func filtered() throws {
        let folder = try temporaryFolder()
        let path = try Self.export(
            ["--group-by", "Region", "--summary", "--total", "Units=sum", "--where", "Units > 3"], folder: folder)
        let (_, sheets) = try Self.read(path)
        // Units 10, 4, 7, 6, 5 remain.
        #expect(sheets[1].count == 6)
        #expect(sheets[1].dropFirst().map { $0[2][1] as? Double } == [10, 4, 7, 6, 5])
        let before = try Self.recalculated(path, edits: "", folder: folder)
        let after = try Self.recalculated(path, edits: "rows[\"C3\"] = 40", folder: folder)
        // Region, Count, %, Units (sum)
        #expect(before[1] == ["East", "3", "0.6", "20"])
        #expect(after[1] == ["East", "3", "0.6", "56"])
        #expect(before[3] == ["West", "1", "0.2", "5"])
    }

    @Test("the column profile, and a summary whose --select leaves out a group-by column, are values beside the rows")
    func values() throws {
        let folder = try temporaryFolder()
        for arguments in [["--summary"], ["--summary", "--group-by", "Region,Rep", "--select", "Rep,Count"]] {
            let (names, sheets) = try Self.read(try Self.export(arguments + ["--force"], folder: folder))
            #expect(names == ["Summary", "sales"], "\(arguments)")
            let formulas = sheets[0].flatMap { $0 }.filter { ($0[0] as? String)?.hasPrefix("=") ?? false }
            #expect(formulas.isEmpty, "\(arguments)")
            #expect(sheets[1].count == 9)
        }
        let (_, sheets) = try Self.read(folder.appendingPathComponent("sales.xlsx").path)
        #expect(sheets[0][1].map { $0[1] as? Double } == [nil, 3])
    }

    /// The summary sheet as LibreOffice computes it after `edits` (Python statements on `rows`,
    /// the rows' sheet) are made with openpyxl: openpyxl saves formulas without results, so
    /// every value is LibreOffice's. Cells as CSV text, in the General format.
    static func recalculated(_ path: String, edits: String, folder: URL) throws -> [[String]] {
        let edited = folder.appendingPathComponent("edited-\(UUID().uuidString.prefix(8)).xlsx").path
        let script = """
            import datetime, json, sys, openpyxl
            book = openpyxl.load_workbook(sys.argv[1])
            rows = book.worksheets[1]
            summary = book.worksheets[0]
            \(edits.split(separator: "\n").joined(separator: "\n"))
            for row in summary.iter_rows():
                for cell in row: cell.number_format = "General"
            book.save(sys.argv[2])
            print("[]")
            """
        _ = try openpyxlJSON(script, path, [edited])
        let csv = try AddColumnSheetTests.recalculatedCSV(edited, folder: folder)
        return csv.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }
}

/// Numbers in the golden as a formula writes them.
enum ExcelNumberText {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
