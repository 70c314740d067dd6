import Foundation
import Testing

/// Titles and values that could break generated Swift: they compile, come back byte for byte, and
/// the file is deterministic and swift-format clean.
@Suite struct HandoffHostileTests {
    static let titles = [
        "Open ($)", "class", "2019", "naïve", "a b", "a_b", "\"\"\"", "\\(x)", "\u{202E}evil", "x\u{2028}y", "😀",
        "self", "init", "Type", "", "ok\u{200B}", "#\"raw\"#",
    ]
    static let values = [
        "say \"hi\"", "\"\"\"", "\\(boom)", "line1\nline2", "a\u{2028}b\u{2029}c", "\u{202E}rtl\u{2066}",
        "👨‍👩‍👧‍👦", "tab\there", "\"); fatalError(\"", "*/ /* //", "\\u{41}", "café\r\n", "\u{7F}\u{85}", "#\"x\"#", "",
        "\\", "naïve",
    ]

    /// A CSV whose column 3 (`2019`) holds numbers and every other column one of `values`.
    static func csv() -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var lines = [titles.map(quoted).joined(separator: ",")]
        for row in 0..<2 {
            let fields = titles.indices.map { k in
                k == 2 ? (row == 0 ? "2019" : "-0.5") : quoted(values[(k + row) % values.count])
            }
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func hostileTitlesAndValuesCompileAndComeBack() throws {
        let path = try inspectTemporaryFile("hostile.csv", Self.csv())
        let arguments = ["handoff", path, "--to", "uikit", "--name", "Hostile", "--sample", "5", "--width", "2000"]
        let result = try run(arguments)
        try #require(result.status == 0, "\(result.stderr)")
        let again = try run(arguments)
        #expect(again.stdout == result.stdout)
        let grids = try HandoffStandIn.run(["Hostile": result.stdout])
        let grid = try #require(grids["Hostile"])
        #expect(grid.header.map(\.text) == Self.titles)
        try #require(grid.rows.count == 2)
        for row in 0..<2 {
            for k in Self.titles.indices where k != 2 {
                #expect(
                    grid.rows[row][k].text == Self.values[(k + row) % Self.values.count],
                    "row \(row + 1) column \(k + 1)")
            }
        }
        #expect(grid.rows.map { $0[2].text } == ["2,019", "-0.5"])
        try expectSwiftFormatClean(result.stdout)
    }

    @Test func sampleOutputIsSwiftFormatClean() throws {
        for arguments in [
            ["Samples/stocks.csv", "--spec", "Samples/stocks.yaml", "--sample", "3"],
            ["Samples/penguins-dated.csv", "--width", "200", "--sample", "3"],
            ["Samples/lieferungen.csv", "--spec", "Samples/lieferungen.yaml", "--sample", "3"],
            ["Samples/weather.csv", "--width", "1200", "--sample", "2"],
        ] {
            let result = try run(["handoff"] + arguments + ["--to", "uikit"])
            try #require(result.status == 0, "\(result.stderr)")
            try expectSwiftFormatClean(result.stdout)
        }
    }

    /// swift-format lint, strict, with the repository's configuration.
    func expectSwiftFormatClean(_ source: String) throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: file)
        let output = try HandoffStandIn.capture(
            "/usr/bin/env",
            [
                "swift", "format", "lint", "--strict", "--configuration",
                repositoryRoot.appendingPathComponent(".swift-format").path, file.path,
            ], in: folder)
        #expect(output.isEmpty)
    }
}
