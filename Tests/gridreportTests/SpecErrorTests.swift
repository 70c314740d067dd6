import Foundation
import Testing

@Suite("spec file errors, end to end")
struct SpecErrorTests {
    static let cases: [(String, String)] = [
        (
            "locale: en_US\ncolumns:\n  - column: Open\n    widht: 0.1\n",
            "SPEC:4:5: columns.widht: unknown key (known keys: column, type, width, hidden, format, binding, alignment)"
        ),
        ("pointsPerCell: abc\n", "SPEC:1:16: pointsPerCell: expected a number, found 'abc'"),
        (
            "columns:\n  - column: Nope\n",
            "SPEC:2:5: no column 'Nope' (name a column by its header (Logo, Symbol, Open, High, Low, Close) or by its number 1–6)"
        ),
        ("columns: 3\n", "SPEC:1:10: columns: expected a list, found a value"),
        ("mode: tiny\n", "SPEC:1:7: mode: 'tiny' is not one of regular, compact, auto"),
        (
            "columns:\n  - column: Open\n    format: {style: money}\n",
            "SPEC:3:21: columns.format.style: 'money' is not one of none, decimal, currency, percent, scientific, spellout"
        ),
        ("title: [unclosed\n", "SPEC:2:1: the spec is not valid YAML"),
        ("ragged: skip\n", "SPEC:1:9: ragged: 'skip' is not one of error, pad, truncate"),
        ("missingValues: NA\n", "SPEC:1:16: missingValues: expected a list, found a value"),
        ("wrap: sometimes\n", "SPEC:1:7: wrap: expected true or false"),
        ("compactBelow: -5\n", "SPEC:1:15: compactBelow: "),
        ("fit: squeeze\n", "SPEC:1:6: fit: 'squeeze' is not one of error, shrink"),
    ]

    @Test("each mistake is exit 64 at spec-file:line:column with the key", arguments: cases.indices)
    func specErrors(index: Int) throws {
        let (yaml, message) = Self.cases[index]
        let spec = try temporaryFolder().appendingPathComponent("spec.yaml")
        try yaml.write(to: spec, atomically: true, encoding: .utf8)
        let result = try run(["Samples/stocks.csv", "--spec", spec.path])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("gridreport: " + message.replacingOccurrences(of: "SPEC", with: spec.path)),
            "\(result.stderr)")
    }
}
