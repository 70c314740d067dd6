import Foundation
import Testing

/// The sort's faster paths (records carried in the runs, only the keys decoded, fixed-width keys)
/// against an independent hand: the same file sorted by Python's stable sort (`SortOracle/
/// presort.py`) and rendered without `--sort` must be what `--sort` renders, byte for byte, in
/// memory and with runs spilled to disk every few rows. Real files with ties and missing values
/// (the penguins' `NA`), and one with quoted fields, line breaks in fields, CRLF and no last line
/// break (`SortOracle/ties-missing.csv`).
@Suite("gridreport --sort: the output of the same rows sorted by another hand, in memory and spilled")
struct SortedOutputTests {
    static let folder = "Tests/gridreportTests/SortOracle"

    static let cases: [(file: String, keys: String, arguments: [String])] = [
        ("Samples/penguins.csv", "body_mass_g:desc", ["--width", "100"]),
        ("Samples/penguins.csv", "bill_length_mm", ["--mode", "records", "--width", "60"]),
        (
            "Samples/penguins.csv", "bill_length_mm:desc",
            ["--where", "body_mass_g > 3500", "--limit", "5", "--width", "100"]
        ),
        (
            "Samples/penguins-dated.csv", "Date Egg,Sample Number:desc",
            ["--select", "Sample Number,Date Egg,Island", "--width", "100"]
        ),
        ("Samples/penguins-dated.csv", "Delta 15 N (o/oo):desc", ["--width", "160"]),
        ("\(folder)/ties-missing.csv", "Score:desc", ["--width", "90"]),
        ("\(folder)/ties-missing.csv", "When:desc,Score", ["--mode", "records", "--width", "60"]),
        ("\(folder)/ties-missing.csv", "When,Score:desc", ["--where", "Note ~ o", "--limit", "40", "--width", "90"]),
    ]

    @Test("sorted output as the oracle's", arguments: cases.indices)
    func sameOutput(index: Int) throws {
        let (file, keys, arguments) = Self.cases[index]
        let folder = try temporaryFolder()
        let presorted = folder.appendingPathComponent((file as NSString).lastPathComponent)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", repositoryRoot.appendingPathComponent("\(Self.folder)/presort.py").path,
            repositoryRoot.appendingPathComponent(file).path, presorted.path, keys,
        ]
        try python.run()
        python.waitUntilExit()
        try #require(python.terminationStatus == 0)
        let expected = try run(["render", presorted.path] + arguments)
        try #require(expected.status == 0, "\(expected.stderr)")
        for budget in [nil, "1", "4096"] {
            let result = try run(
                ["render", file, "--sort", keys] + arguments,
                environment: budget.map { ["GRIDREPORT_SORT_BUDGET": $0] } ?? [:])
            #expect(result.status == 0, "\(file) --sort \(keys), budget \(budget ?? "default"): \(result.stderr)")
            #expect(result.stdout == expected.stdout, "\(file) --sort \(keys), budget \(budget ?? "default")")
        }
    }

    @Test(
        "a value that is not of its column's type is found whether or not the filter keeps its row or the sort reads its column",
        arguments: [
            [String](), ["--where", "Name == c"], ["--sort", "Name"], ["--sort", "Id:desc", "--where", "Name == c"],
            ["--sort", "Name", "--limit", "1"],
        ])
    func badValueFound(shaping: [String]) throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("typed.csv")
        try "Id,Amount,Name\n1,5,a\n2,x,b\n3,7,c\n".write(to: input, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("spec.yaml")
        try "columns:\n  - column: Amount\n    type: number\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try run(["render", input.path, "--spec", spec.path, "--width", "60"] + shaping)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: \(input.path):3:3: 'x' in column Amount is not a number"
                + " (fix the value, or give the column type: text)\n")
    }
}
