import Foundation
import Testing

/// Public CSV files from PyPI packages (excerpts in Tests/RealData, provenance in its README), read
/// as a new user would: every view works, nothing is cut to `###`, and the advice for a file that
/// needs an option is the option that works.
@Suite("Real data")
struct RealDataCommandTests {
    static let files: [(file: String, options: [String])] = [
        ("Tests/RealData/breast-cancer.csv", ["--skip-lines", "1", "--no-header"]),
        ("Tests/RealData/anes96.tsv", []),
        ("Tests/RealData/macrodata.csv", []),
        ("Tests/RealData/airports.csv", []),
        ("Tests/RealData/seattle-weather.csv", []),
        ("Tests/RealData/mrpc-dev.tsv", []),
    ]

    @Test("every view of every file: exit 0, nothing on stderr, no value cut to ###")
    func views() throws {
        for (file, options) in Self.files {
            for view in [
                ["--width", "200"], ["--mode", "records", "--width", "60"], ["--mode", "cards", "--width", "100"],
            ] {
                let result = try run(["render", file] + options + view)
                #expect(result.status == 0, "\(file) \(view): \(result.stderr)")
                #expect(result.stderr == "", "\(file) \(view)")
                #expect(!result.stdout.contains("###"), "\(file) \(view)")
            }
        }
    }

    @Test("the metadata first line: the error's advice is the option that reads the file")
    func breastCancerAdvice() throws {
        let result = try run(["render", "Tests/RealData/breast-cancer.csv"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: Tests/RealData/breast-cancer.csv:2:1: row has 31 fields, the header has 4 (the first line looks like a preamble: the rows after it have 31 fields; pass --skip-lines 1 --no-header)\n"
        )
        let fixed = try run([
            "inspect", "Tests/RealData/breast-cancer.csv", "--skip-lines", "1", "--no-header", "--json",
        ])
        #expect(fixed.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(fixed.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        #expect(columns.count == 31)
        #expect(columns.allSatisfy { $0["type"] as? String == "number" })
    }

    @Test("identifier codes stay text, years are not grouped, quoted titles lose their quotes")
    func typing() throws {
        let airports = try run(["render", "Tests/RealData/airports.csv", "--width", "200"])
        #expect(airports.stdout.contains("│ 00M  │"))
        let macro = try run(["render", "Tests/RealData/macrodata.csv", "--width", "200"])
        #expect(macro.stdout.contains("│ 1959 │"))
        #expect(macro.stdout.contains("│ year │"))
    }
}
