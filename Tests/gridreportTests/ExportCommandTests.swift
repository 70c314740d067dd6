import Foundation
import Testing

/// Reads an XLSX back with openpyxl (an independent reader) into JSON.
func readBack(_ path: String) throws -> [String: Any] {
    let script = """
        import json, sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        out = {"sheets": []}
        for ws in wb.worksheets:
            rows = [[{"v": c.value if not isinstance(c.value, float) or c.value == c.value else None, "t": c.data_type, "f": c.number_format, "b": bool(c.font.b)} for c in r] for r in ws.iter_rows()]
            out["sheets"].append({"title": ws.title, "freeze": ws.freeze_panes, "filter": ws.auto_filter.ref, "rows": rows, "images": len(ws._images)})
        print(json.dumps(out))
        """
    return try openpyxlJSON(script, path) as! [String: Any]
}

@Suite("gridreport export, end to end")
struct ExportCommandTests {
    @Test("a sample becomes a sheet: numbers as numbers with formats, bold frozen header, filter, pictures")
    func stocks() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("stocks.xlsx").path
        let result = try run(["export", "Samples/stocks.csv", "-o", out])
        #expect(result.status == 0)
        #expect(result.stderr == "gridreport: wrote \(out): 12 rows, 1 sheet, 12 pictures\n")
        let book = try readBack(out)
        let sheet = (book["sheets"] as! [[String: Any]])[0]
        #expect(sheet["title"] as? String == "stocks")
        #expect(sheet["freeze"] as? String == "A2")
        #expect(sheet["filter"] as? String == "A1:F13")
        #expect(sheet["images"] as? Int == 12)
        let rows = sheet["rows"] as! [[[String: Any]]]
        #expect(rows[0][1]["v"] as? String == "Symbol")
        #expect(rows[0][1]["b"] as? Bool == true)
        #expect(rows[1][2]["v"] as? Double == 114.23)
        #expect(rows[1][2]["t"] as? String == "n")
        #expect(rows[1][2]["f"] as? String == "#,##0.00")
    }

    @Test("formula-like text stays text")
    func formulas() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("f.xlsx").path
        let csv = "a,b\n\"=cmd|' /C calc'!A0\",+1+1\n@SUM(A1),-2x\n"
        let result = try run(["export", "-", "-o", out], stdin: csv)
        #expect(result.status == 0)
        let rows = ((try readBack(out)["sheets"] as! [[String: Any]])[0]["rows"]) as! [[[String: Any]]]
        #expect(rows[1][0]["v"] as? String == "=cmd|' /C calc'!A0")
        #expect(rows.joined().allSatisfy { $0["t"] as? String != "f" })
    }

    @Test("an existing OUT is kept without --force and replaced with it; errors leave no file")
    func allOrNothing() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("report.xlsx")
        try Data("keep me".utf8).write(to: out)
        let refused = try run(["export", "Samples/stocks.csv", "-o", out.path])
        #expect(refused.status == 73)
        #expect(refused.stderr == "gridreport: \(out.path): already exists (pass --force to replace it)\n")
        #expect(try Data(contentsOf: out) == Data("keep me".utf8))
        let bad = try run(["export", "-", "-o", out.path, "--force"], stdin: "a,b\n1,2\n\"open\n")
        #expect(bad.status == 65)
        #expect(try Data(contentsOf: out) == Data("keep me".utf8))
        let missing = folder.appendingPathComponent("new.xlsx")
        let ragged = try run(["export", "-", "-o", missing.path], stdin: "a,b\n1,2\n1,2,3\n")
        #expect(ragged.status == 65)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xlsx"])
        let replaced = try run(["export", "Samples/stocks.csv", "-o", out.path, "--force"])
        #expect(replaced.status == 0)
        #expect(try Data(contentsOf: out).prefix(2) == Data("PK".utf8))
    }

    @Test("an unwritable folder is exit 73")
    func unwritable() throws {
        let result = try run(["export", "Samples/stocks.csv", "-o", "/nonexistent-folder/x.xlsx"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("gridreport: /nonexistent-folder/x.xlsx: "))
    }

    @Test("a killed export leaves no partial OUT, and an existing OUT survives byte for byte")
    func killed() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("big.csv")
        var text = "id,name,a,b,c,d\n"
        text.reserveCapacity(30_000_000)
        for i in 0..<400_000 { text += "ID\(i),\"Name, \(i % 97)\",\(i).25,\(i % 1000).5,\(i * 3),\(i % 7)\n" }
        try text.write(to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.xlsx")
        for existing in [false, true] {
            if existing { try Data("previous report".utf8).write(to: out) }
            let process = Process()
            process.executableURL = gridreportBinary
            process.arguments = ["export", input.path, "-o", out.path, "--force", "--quiet"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill it midway: after the first pass, while the workbook is being written.
            Thread.sleep(forTimeInterval: 1.5)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            if existing {
                #expect(try Data(contentsOf: out) == Data("previous report".utf8))
                #expect(names == ["big.csv", "out.xlsx"])
            } else {
                #expect(names == ["big.csv"])
            }
        }
    }
}
