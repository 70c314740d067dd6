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

    /// The sample with only Order and Total shown: Units and Unit Price, which Total reads, are
    /// written after them, hidden.
    static func exportChosen(to folder: URL) throws -> String {
        let path = folder.appendingPathComponent("chosen.xlsx").path
        let result = try run([
            "export", "Samples/order-lines.csv", "-o", path, "--select", "Order,Total", "--add",
            "Total = Units * [Unit Price]",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test("a column a formula reads that --select leaves out is written hidden, and the formula refers to it")
    func hiddenOperands() throws {
        let path = try Self.exportChosen(to: try temporaryFolder())
        let read =
            try openpyxlJSON(
                """
                import json, sys, openpyxl
                sheet = openpyxl.load_workbook(sys.argv[1]).active
                values = openpyxl.load_workbook(sys.argv[1], data_only=True).active
                print(json.dumps({
                    "header": [sheet.cell(1, column).value for column in range(1, sheet.max_column + 1)],
                    "hidden": [sheet.column_dimensions[letter].hidden for letter in "ABCD"],
                    "formula": sheet["B2"].value, "value": values["B2"].value,
                    "operands": [values["C2"].value, values["D2"].value]}))
                """, path) as? [String: Any]
        let sheet = try #require(read)
        #expect(sheet["header"] as? [String] == ["Order", "Total", "Units", "Unit Price"])
        #expect(sheet["hidden"] as? [Bool] == [false, false, true, true])
        #expect(sheet["formula"] as? String == "=IF(OR(C2=\"\",D2=\"\"),\"\",(C2*D2))")
        #expect(sheet["value"] as? Double == 54)
        #expect(sheet["operands"] as? [Double] == [12, 4.5])
    }

    @Test(
        "edited in its hidden cell and recalculated by LibreOffice, the shown formula follows",
        .enabled(if: PrintedPages.soffice != nil, "needs soffice (make test-deps installs LibreOffice)"))
    func hiddenOperandEdited() throws {
        let folder = try temporaryFolder()
        let path = try Self.exportChosen(to: folder)
        let edited = folder.appendingPathComponent("edited.xlsx").path
        _ = try openpyxlJSON(
            """
            import sys, openpyxl
            book = openpyxl.load_workbook(sys.argv[1])
            book.active["C2"] = 20   # A-101's Units, in the hidden column
            book.active["D4"] = 2    # A-103's Unit Price; its Units stay missing
            book.save(sys.argv[2])
            print("[]")
            """, path, [edited])
        let lines = try Self.recalculatedCSV(edited, folder: folder).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(lines[1][1] == "90")
        #expect(lines[3][1] == "")
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
