import Foundation
import Testing

@Suite("gridreport export: document properties")
struct PropertiesCommandTests {
    @Test("the title, the creation time from SOURCE_DATE_EPOCH and gridreport as the application")
    func properties() throws {
        let out = try temporaryFolder().appendingPathComponent("p.xlsx").path
        let result = try run(
            ["export", "Samples/stocks.csv", "-o", out, "--title", "Q3 <R&D>"],
            environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(result.status == 0)
        let properties = try WorkbookReadBack(out).properties
        #expect(properties["title"] as? String == "Q3 <R&D>")
        #expect(properties["created"] as? String == "2023-11-14T22:13:20")
        #expect(properties["modified"] as? String == "2023-11-14T22:13:20")
        #expect(properties["application"] as? String == "gridreport")
    }

    @Test("under SOURCE_DATE_EPOCH two exports of the same input are the same bytes")
    func reproducible() throws {
        let folder = try temporaryFolder()
        var files: [Data] = []
        for name in ["a.xlsx", "b.xlsx"] {
            let out = folder.appendingPathComponent(name).path
            let result = try run(
                ["export", "Samples/penguins.csv", "-o", out, "--group-by", "island", "--totals"],
                environment: ["SOURCE_DATE_EPOCH": "1700000000"])
            #expect(result.status == 0)
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0] == files[1])
    }

    @Test(
        "issue 47, 8: SOURCE_DATE_EPOCH=0 is written as 1970-01-01T00:00:00 (libxlsxwriter reads 0 as now), the same bytes twice"
    )
    func epochZero() throws {
        let folder = try temporaryFolder()
        var files: [Data] = []
        for (name, epoch) in [("day.xlsx", "86400"), ("a.xlsx", "0"), ("b.xlsx", "0")] {
            let out = folder.appendingPathComponent(name).path
            let result = try run(
                ["export", "Samples/stocks.csv", "-o", out], environment: ["SOURCE_DATE_EPOCH": epoch])
            #expect(result.status == 0)
            let properties = try WorkbookReadBack(out).properties
            let expected = epoch == "0" ? "1970-01-01T00:00:00" : "1970-01-02T00:00:00"
            #expect(properties["created"] as? String == expected)
            #expect(properties["modified"] as? String == expected)
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[1] == files[2])
    }

    @Test("without SOURCE_DATE_EPOCH the creation time is now")
    func now() throws {
        let out = try temporaryFolder().appendingPathComponent("n.xlsx").path
        let before = Date().addingTimeInterval(-2)
        #expect(try run(["export", "Samples/stocks.csv", "-o", out]).status == 0)
        let created = try WorkbookReadBack(out).properties["created"] as! String
        let parsed = try #require(ISO8601DateFormatter().date(from: created + "Z"))
        #expect(parsed >= before.addingTimeInterval(-1) && parsed <= Date().addingTimeInterval(2))
    }

    @Test(
        "a SOURCE_DATE_EPOCH that is not whole seconds is a usage error, and nothing is written",
        arguments: ["abc", "-5", "1.5", "99999999999999999999"])
    func badEpoch(value: String) throws {
        let out = try temporaryFolder().appendingPathComponent("x.xlsx").path
        let result = try run(
            ["export", "Samples/stocks.csv", "-o", out], environment: ["SOURCE_DATE_EPOCH": value])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: SOURCE_DATE_EPOCH: '\(value)' is not a number of seconds since 1970 (up to the year 9999)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
