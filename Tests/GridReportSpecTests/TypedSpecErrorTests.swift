import Foundation
import GridReport
import GridReportSpec
import Testing

/// A library user matches what is wrong with a spec through `GridReportError.reason`
/// (`.other(SpecError…)`) instead of reading the sentence; the sentence stays as the command
/// printed it before. Plain import: all of it through the public loader.
@Suite("Spec errors: typed reasons")
struct TypedSpecErrorTests {
    static func place(_ line: Int, _ column: Int) -> GridReport.SourceLocation {
        GridReport.SourceLocation(file: "s.yaml", line: line, column: column)
    }

    static func error(_ text: String) -> GridReportError? {
        do {
            _ = try SpecLoader.parse(text, name: "s.yaml")
            return nil
        } catch {
            return error as? GridReportError
        }
    }

    static func error(loading path: String) -> GridReportError? {
        do {
            _ = try SpecLoader.load(path: path)
            return nil
        } catch {
            return error as? GridReportError
        }
    }

    static let keyCases: [(String, SpecError, String)] = [
        ("[a]: 1\n", .keyNotAName(at: place(1, 1)), "s.yaml:1:1: key: a key must be a plain name"),
        (
            "columns:\n  - column: Open\n    format: {styl: x}\n",
            .unknownKey(
                "columns.format.styl",
                known: [
                    "style", "locale", "minimumFractionDigits", "maximumFractionDigits", "grouping", "currencyCode",
                    "rounding", "pattern",
                ], at: place(3, 14)),
            "s.yaml:3:14: columns.format.styl: unknown key (known keys: style, locale, minimumFractionDigits, "
        ),
        (
            "title: a\ntitle: b\n", .duplicateKey("title", at: place(2, 1)),
            "s.yaml:2:1: title: duplicate key (given twice in one mapping) (keep one of them)"
        ),
        (
            "- a\n", .wrongType(key: "spec", expected: .mapping, found: .list, at: place(1, 1)),
            "s.yaml:1:1: spec: expected a mapping of keys to values, found a list"
        ),
        (
            "columns: 3\n", .wrongType(key: "columns", expected: .list, found: .scalar("3"), at: place(1, 10)),
            "s.yaml:1:10: columns: expected a list, found a value"
        ),
        (
            "title: {a: 1}\n", .wrongType(key: "title", expected: .text, found: .mapping, at: place(1, 8)),
            "s.yaml:1:8: title: expected text, found a mapping"
        ),
        (
            "header: maybe\n",
            .wrongType(key: "header", expected: .trueOrFalse, found: .scalar("maybe"), at: place(1, 9)),
            "s.yaml:1:9: header: expected true or false, found 'maybe'"
        ),
        (
            "pointsPerCell: .inf\n",
            .wrongType(key: "pointsPerCell", expected: .number, found: .scalar(".inf"), at: place(1, 16)),
            "s.yaml:1:16: pointsPerCell: expected a number, found '.inf'"
        ),
        (
            "columns:\n  - column: Open\n    format: {minimumFractionDigits: 1.5}\n",
            .wrongType(
                key: "columns.format.minimumFractionDigits", expected: .wholeNumber(0...15), found: .scalar("1.5"),
                at: place(3, 37)),
            "s.yaml:3:37: columns.format.minimumFractionDigits: expected a whole number from 0 to 15, found '1.5'"
        ),
        (
            "columns:\n  - column: Open\n    format: {maximumFractionDigits: 20}\n",
            .outOfRange(
                key: "columns.format.maximumFractionDigits", value: "20", bound: .wholeNumber(0...15),
                at: place(3, 37)),
            "s.yaml:3:37: columns.format.maximumFractionDigits: expected a whole number from 0 to 15, found '20'"
        ),
        (
            "compactBelow: -5\n",
            .outOfRange(key: "compactBelow", value: "-5", bound: .within(.compactBelow), at: place(1, 15)),
            "s.yaml:1:15: compactBelow: must be from 0 to 100000 points, found -5"
        ),
        (
            "maxFieldSize: 0\n",
            .outOfRange(key: "maxFieldSize", value: "0", bound: .within(.fieldBytes), at: place(1, 15)),
            "s.yaml:1:15: maxFieldSize: must be from 1 byte to 1G (1 GiB), found 0"
        ),
        // Issue 39, 2: every sizing number has a range, so none reaches an integer conversion huge.
        (
            "maxFieldSize: 1e300\n",
            .outOfRange(key: "maxFieldSize", value: "1e300", bound: .within(.fieldBytes), at: place(1, 15)),
            "s.yaml:1:15: maxFieldSize: must be from 1 byte to 1G (1 GiB), found 1e300"
        ),
        (
            "pointsPerCell: 1e-300\n",
            .outOfRange(key: "pointsPerCell", value: "1e-300", bound: .within(.pointsPerCell), at: place(1, 16)),
            "s.yaml:1:16: pointsPerCell: must be from 1 to 100 points, found 1e-300"
        ),
        (
            "spacing: 1e300\n",
            .outOfRange(key: "spacing", value: "1e300", bound: .within(.spacing), at: place(1, 10)),
            "s.yaml:1:10: spacing: must be from 0 to 1000 points, found 1e300"
        ),
        (
            "totals:\n  mass: mode\n",
            .invalidValue(
                key: "totals.mass", value: "mode", problem: "unknown aggregate \"mode\"",
                hint: "aggregates: sum, avg, min, max, count, distinct, median, pN (N from 1 to 99)", at: place(2, 9)),
            "s.yaml:2:9: totals.mass: unknown aggregate \"mode\" (aggregates: sum, avg, min, max, count, distinct, median, pN (N from 1 to 99))"
        ),
        (
            "locale: english\n",
            .invalidValue(
                key: "locale", value: "english", problem: "'english' is not a locale identifier",
                hint: "use a language and region like en_US, de_DE, fr_FR or ja_JP", at: place(1, 9)),
            "s.yaml:1:9: locale: 'english' is not a locale identifier (use a language and region like en_US, "
        ),
        (
            "columns:\n  - column: Open\n    width: -3\n",
            .invalidValue(
                key: "columns.width", value: "-3", problem: "value 1 is -3, a negative width",
                hint: "use -1 for the one flexible column and 0 to hide a column", at: place(3, 12)),
            "s.yaml:3:12: columns.width: value 1 is -3, a negative width (use -1 for the one flexible column"
        ),
        (
            "columns:\n  - column: Open\n    format: {currencyCode: EURO}\n",
            .invalidValue(
                key: "columns.format.currencyCode", value: "EURO",
                problem: "'EURO' is not a three-letter currency code",
                hint: "use an ISO 4217 code such as USD, EUR or JPY", at: place(3, 28)),
            "s.yaml:3:28: columns.format.currencyCode: 'EURO' is not a three-letter currency code (use an ISO 4217"
        ),
        (
            "dateStyle: short\ndateFormat: d.M.y\n", .bothDateStyleAndFormat(key: "dateFormat", at: place(2, 1)),
            "s.yaml:2:1: dateFormat: dates are shown in one way (give dateStyle or dateFormat, not both)"
        ),
        (
            "columns:\n  - type: number\n", .missingColumnKey(at: place(2, 5)),
            "s.yaml:2:5: columns: an entry has no 'column' key (name the column by its header or its 1-based number)"
        ),
        (
            "columns:\n  - column: Open\n    format: {minimumFractionDigits: 4, maximumFractionDigits: 2}\n",
            .minimumAboveMaximum(minimum: 4, maximum: 2, at: place(3, 13)),
            "s.yaml:3:13: columns.format: minimumFractionDigits (4) is more than maximumFractionDigits (2) (make the"
        ),
    ]

    @Test("a key's mistake carries its case, the key's path and its place", arguments: keyCases.indices)
    func keyReasons(index: Int) throws {
        let (text, expected, sentence) = Self.keyCases[index]
        let error = try #require(Self.error(text))
        #expect(error.reason == .other(expected))
        #expect(error.exitCode == 64)
        #expect(error.description.hasPrefix(sentence), "\(error.description)")
    }

    @Test("patterns another check refuses are invalid values in that check's words")
    func patterns() {
        guard case .other(let other)? = Self.error("dateFormat: \"\"\n")?.reason,
            case .invalidValue("dateFormat", "", let problem, _, Self.place(1, 13))? = other as? SpecError
        else {
            Issue.record("not a typed date pattern error")
            return
        }
        #expect(problem == "the date pattern is empty")
        let number = Self.error("columns:\n  - column: Open\n    format: {pattern: \"0.0.0\"}\n")
        #expect(
            number?.reason
                == .other(
                    SpecError.invalidValue(
                        key: "columns.format.pattern", value: "0.0.0",
                        problem: "'0.0.0' is not a number pattern: unexpected '.' at character 4",
                        hint: "write it like #,##0.00 or 0.0% or 0.00E0, with literal text in 'quotes'",
                        at: Self.place(3, 23))))
    }

    @Test("YAML that does not parse: at libyaml's place, or the file when Yams gives the problem whole")
    func notYAML() {
        let unclosed = Self.error("title: [unclosed\n")
        #expect(
            unclosed?.reason
                == .other(
                    SpecError.notYAML(file: "s.yaml", at: Self.place(2, 1), problem: "did not find expected ',' or ']'")
                ))
        #expect(unclosed?.location == "s.yaml:2:1")
        guard case .other(let other)? = Self.error("title: *nope\n")?.reason,
            case .notYAML("s.yaml", nil, let problem)? = other as? SpecError
        else {
            Issue.record("an undefined alias is not typed as notYAML")
            return
        }
        #expect(problem.contains("found undefined alias"))
    }

    @Test("nesting and aliases past the limits carry their cases")
    func limits() {
        let deep = Self.error("columns: " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000))
        #expect(deep?.reason == .other(SpecError.nestedTooDeeply(at: Self.place(1, 1006))))
        #expect(deep?.message == "the spec nests more than 1000 levels deep here")
        // Brackets in a quoted scalar nest nothing, but the bound that sizes the stack counts them.
        let bound = Self.error("title: \"" + String(repeating: "[", count: 250_001) + "\"\n")
        #expect(bound?.reason == .other(SpecError.mayNestTooDeeply(file: "s.yaml", bound: 250_005)))
        let laughs =
            ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
            + zip("bcde", "abcd").map { name, previous in
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]"
            }
        let aliases = Self.error(laughs.joined(separator: "\n") + "\n")
        #expect(aliases?.reason == .other(SpecError.tooLargeThroughAliases(file: "s.yaml")))
        #expect(aliases?.exitCode == 64)
    }

    @Test("no thread for a deep spec's stack: worded as before (the loader cannot be made to hit it here)")
    func noThread() {
        let error = GridReportError(SpecError.noThreadForNesting(file: "s.yaml", stackBytes: 5 << 20, errno: EAGAIN))
        #expect(
            error.reason == .other(SpecError.noThreadForNesting(file: "s.yaml", stackBytes: 5 << 20, errno: EAGAIN)))
        #expect(
            error.description
                == "s.yaml: the spec nests too deeply to read: no thread with a 5 MB stack (\(String(cString: strerror(EAGAIN))))"
        )
    }

    @Test("a spec file that cannot be read carries its case and the path as given")
    func files() throws {
        let folder = NSTemporaryDirectory() + "gridreport-spec-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let missing = folder + "/missing.yaml"
        let notFound = Self.error(loading: missing)
        #expect(notFound?.reason == .other(SpecError.fileNotFound(file: missing)))
        #expect(notFound?.exitCode == 66)
        #expect(notFound?.description == "\(missing): no such spec file (check the path given to spec)")
        #expect(Self.error(loading: folder)?.reason == .other(SpecError.fileUnreadable(file: folder)))

        let large = folder + "/large.yaml"
        try Data(repeating: UInt8(ascii: "#"), count: SpecLoader.maximumFileBytes + 1).write(
            to: URL(fileURLWithPath: large))
        let tooLarge = Self.error(loading: large)
        #expect(tooLarge?.reason == .other(SpecError.fileTooLarge(file: large)))
        #expect(tooLarge?.exitCode == 64)

        let latin1 = folder + "/latin1.yaml"
        try Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))
        let notUTF8 = Self.error(loading: latin1)
        #expect(notUTF8?.reason == .other(SpecError.notUTF8(file: latin1)))
        #expect(notUTF8?.description == "\(latin1): the spec file is not UTF-8 text (save it as UTF-8)")
    }
}
