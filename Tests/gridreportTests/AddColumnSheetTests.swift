import Foundation
import Testing

/// An added column in the sheet: a formula of its row's cells with its result stored, read back by
/// openpyxl, and recalculated by LibreOffice after a cell is edited, as a user would.
@Suite("gridreport export --add: live formulas")
struct AddColumnSheetTests {
    static let definitions = [
        "--add", "Total = Units * [Unit Price]", "--add", "Margin = (Total - Cost) / Cost", "--add",
        "Due = [Order Date] + 14", "--add", "Tag = UPPER(Region) & \"-\" & Order",
    ]

    /// Writes the sample with the added columns (I, J, K, L).
    static func export(to folder: URL) throws -> String {
        let path = folder.appendingPathComponent("lines.xlsx").path
        let result = try run(["export", "Samples/order-lines.csv", "-o", path] + definitions)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test(
        "each row's formula refers to its own cells, an empty operand or a zero divisor gives an empty cell, the result is stored"
    )
    func formulas() throws {
        let path = try Self.export(to: try temporaryFolder())
        let read =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                formulas = openpyxl.load_workbook(sys.argv[1]).active
                values = openpyxl.load_workbook(sys.argv[1], data_only=True).active
                rows = []
                for row in range(2, 6):
                    rows.append([[formulas.cell(row, column).value, values.cell(row, column).value] for column in (9, 10, 12)])
                print(json.dumps(rows))
                """, path) as? [[[Any]]]
        let rows = try #require(read)
        #expect(rows[0][0][0] as? String == "=IF(OR(C2=\"\",D2=\"\"),\"\",(C2*D2))")
        #expect(rows[0][0][1] as? Double == 54)
        #expect(rows[0][1][0] as? String == "=IF(OR(I2=\"\",E2=\"\",(E2)=0),\"\",((I2-E2)/E2))")
        #expect(rows[0][1][1] as? Double == 0.8)
        #expect(rows[0][2][0] as? String == "=UPPER(B2)&\"-\"&A2")
        #expect(rows[0][2][1] as? String == "WEST-A-101")
        // A-103 has no Units: no Total, no Margin.
        #expect(rows[2][0][1] is NSNull)
        #expect(rows[2][1][1] is NSNull)
        // A-104's Cost is 0: no Margin.
        #expect(rows[3][1][1] is NSNull)
    }

    @Test(
        "edited with openpyxl and recalculated by LibreOffice, the added columns follow the cells",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func recalculated() throws {
        let folder = try temporaryFolder()
        let path = try Self.export(to: folder)
        let edited = folder.appendingPathComponent("edited.xlsx").path
        _ = try openpyxlJSON(
            """
            import json, sys, openpyxl
            book = openpyxl.load_workbook(sys.argv[1])
            sheet = book.active
            sheet["C2"] = 20      # A-101: 20 units
            sheet["C4"] = 2       # A-103: units given
            sheet["E5"] = 10      # A-104: a cost at last
            sheet["B3"] = "South" # A-102
            book.save(sys.argv[2])
            print("[]")
            """, path, [edited])
        let csv = try Self.recalculatedCSV(edited, folder: folder)
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        // Total (I), Margin (J), Tag (L) after recalculating (openpyxl saves formulas without their
        // results, so every value here is LibreOffice's; its cells lost their formats).
        #expect(lines[1][8] == "90")
        #expect(lines[1][9] == "2")
        #expect(lines[2][11] == "SOUTH-A-102")
        #expect(lines[3][8] == "14.5")
        #expect(lines[3][9] == "0.45")
        #expect(lines[4][9] == "3.4")
    }

    /// `xlsx` converted to CSV by LibreOffice headless, which recalculates on load.
    static func recalculatedCSV(_ xlsx: String, folder: URL) throws -> String {
        let out = folder.appendingPathComponent("csv")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PrintedPages.soffice!)
        process.arguments = [
            "-env:UserInstallation=file://\(folder.appendingPathComponent("lo-profile").path)", "--headless",
            "--convert-to", "csv", "--outdir", out.path, xlsx,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let name = URL(fileURLWithPath: xlsx).deletingPathExtension().lastPathComponent + ".csv"
        return try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
    }
}
