import Foundation
import Testing

@Suite("gridreport export: links")
struct LinkCommandTests {
    @Test("whole http, https and mailto values are hyperlinks; other schemes and partial URLs stay text")
    func links() throws {
        let csv = """
            Name,Site,Contact,Other
            SAP,https://www.sap.com/products,mailto:info@sap.com,javascript:alert(1)
            X,HTTP://EXAMPLE.ORG/a b,see https://x.org,file:///etc/passwd
            Y,https://example.org/page#top,MAILTO:a@b.c,"data:text/html;base64,AAAA"

            """
        let out = try temporaryFolder().appendingPathComponent("links.xlsx").path
        let result = try run(["export", "-", "-o", out], stdin: csv)
        #expect(result.status == 0)
        let sheet = try WorkbookReadBack(out).sheet(0)
        #expect(
            sheet["links"] as? [String: String] == [
                "B2": "https://www.sap.com/products", "C2": "mailto:info@sap.com", "B4": "https://example.org/page",
                "C4": "MAILTO:a@b.c",
            ])
        let rows = try readBack(out)["sheets"] as! [[String: Any]]
        let cells = rows[0]["rows"] as! [[[String: Any]]]
        #expect(cells[1][1]["v"] as? String == "https://www.sap.com/products", "the cell shows the address")
        #expect(cells[3][1]["v"] as? String == "https://example.org/page#top")
    }

    @Test("issue 39, 13: a link whose address holds a bidi or control character stays text, as OSC 8 refuses it")
    func spoofedLinks() throws {
        let csv =
            "Site\nhttps://example.org/\n\"https://exa\u{202E}elpm.org/\"\n\"https://a\u{200F}b.org/\"\nhttps://x.org/\u{7F}\n"
        let out = try temporaryFolder().appendingPathComponent("spoof.xlsx").path
        let result = try run(["export", "-", "-o", out], stdin: csv)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try WorkbookReadBack(out).sheet(0)
        #expect(sheet["links"] as? [String: String] == ["A2": "https://example.org/"])
        let rows = try readBack(out)["sheets"] as! [[String: Any]]
        let cells = rows[0]["rows"] as! [[[String: Any]]]
        #expect(cells[2][0]["v"] as? String == "https://exa\u{202E}elpm.org/", "the cell keeps its text")
    }

    @Test("past 65,530 links on a sheet the rest are text, with one warning")
    func limit() throws {
        var csv = "Site\n"
        for index in 0..<65_533 { csv += "https://example.org/\(index)\n" }
        let out = try temporaryFolder().appendingPathComponent("many.xlsx").path
        let result = try run(["export", "-", "-o", out], stdin: csv)
        #expect(result.status == 0)
        #expect(
            result.stderr.components(separatedBy: "\n").filter { $0.contains("warning") } == [
                "gridreport: warning: sheet \"Sheet1\": more than 65,530 links, Excel's limit for a sheet; the rest are written as text"
            ])
        let count =
            try openpyxlJSON(
                """
                import json, sys, zipfile
                xml = zipfile.ZipFile(sys.argv[1]).read("xl/worksheets/sheet1.xml").decode()
                print(json.dumps({"links": xml.count("<hyperlink "), "last": "A65533" in xml.split("<hyperlinks>")[1]}))
                """, out) as! [String: Any]
        #expect(count["links"] as? Int == 65_530)
        #expect(count["last"] as? Bool == false)
    }

    @Test("colour on a pipe prints no OSC 8 links: they are for a terminal only")
    func notOnAPipe() throws {
        let result = try run(["render", "-", "--color", "always", "--width", "60"], stdin: "Site\nhttps://sap.com\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("https://sap.com"))
        #expect(!result.stdout.contains("\u{1B}]8;"))
    }
}
