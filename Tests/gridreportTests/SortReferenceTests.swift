import Foundation
import Testing

/// `--sort` against an order computed independently (Tests/Python/sort_reference.py: Python's
/// stable `sorted`, pyuca's Unicode collation for text), on real files with accents, hyphens,
/// numbers, ties and missing values.
@Suite("gridreport --sort agrees with Python's sorted and a Unicode collation on real files")
struct SortReferenceTests {
    @Test(
        "each order, ascending and descending, one key and several",
        arguments: [
            ("Tests/RealData/montreal-election.csv", ["district=text"]),
            ("Tests/RealData/montreal-election.csv", ["district=text:desc"]),
            ("Tests/RealData/montreal-election.csv", ["name=text"]),
            ("Tests/RealData/montreal-election.csv", ["winner=text", "total=number:desc"]),
            ("Tests/RealData/montreal-election.csv", ["result=text:desc", "name=text"]),
            ("Samples/penguins-raw.csv", ["Body Mass (g)=number:desc", "Comments=text"]),
            ("Samples/penguins-raw.csv", ["Sex=text", "Delta 15 N (o/oo)=number"]),
            ("Samples/penguins-raw.csv", ["Comments=text:desc"]),
        ])
    func agrees(file: String, keys: [String]) throws {
        let csv = try indexed(file)
        let reference =
            try pythonJSON([repositoryRoot.appendingPathComponent("Tests/Python/sort_reference.py").path, csv] + keys) {
                SortReferenceFailure(message: $0)
            } as! [Int]
        let sort = keys.map { key in
            let (spec, direction) = key.contains(":") ? (String(key.split(separator: ":")[0]), ":desc") : (key, "")
            return String(spec.split(separator: "=")[0]) + direction
        }.joined(separator: ",")
        let result = try run(["render", csv, "--sort", sort, "--mode", "records", "--width", "60"])
        #expect(result.status == 0, "\(result.stderr)")
        // The records view labels each row with the index column's value: its place in the file.
        let shown = result.stdout.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("── ") else { return nil }
            return Int(line.dropFirst(3).prefix { $0 != " " })
        }
        #expect(shown == reference)
    }

    /// The file with a leading untitled column counting its rows (as R and pandas write one),
    /// plus a `name` column for the election file: its district without the number in front.
    private func indexed(_ file: String) throws -> String {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if lines[0].hasPrefix(",") { return repositoryRoot.appendingPathComponent(file).path }
        lines[0] = "," + lines[0] + ",name"
        for k in 1..<lines.count {
            let district = lines[k].split(separator: ",")[0]
            lines[k] =
                "\(k)," + lines[k] + "," + (district.split(separator: "-", maxSplits: 1).last.map(String.init) ?? "")
        }
        let path = try temporaryFolder().appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

private struct SortReferenceFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "sort_reference.py failed (it needs pyuca: make test-deps installs it): \(message)" }
}
