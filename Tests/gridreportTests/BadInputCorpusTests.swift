import Foundation
import Testing

/// Every hostile or broken input in Tests/BadInput/ (and a few generated ones too big to commit)
/// run through `gridreport render`, `inspect` and `export`, each against one line of the table
/// below: the exit code (DESIGN.md: 64 usage, 65 bad data, 66 missing input) and a piece of
/// stderr that names the place (`file:line:column`, or the option).
///
/// Whatever the input, no run may crash (a signal, or an exit code of 128 and up), hang (60 s),
/// print a Swift backtrace, or let the input reach the terminal raw: neither stdout nor stderr may
/// hold ESC, another C0 control but LF, DEL, a C1 control or a bidi control. An export that fails
/// leaves no output file.
///
/// `inspect` and `export` are built on other branches: a subcommand whose `--help` fails is
/// skipped, with a line on stderr saying so. Remove `BadInputSubcommands` when both have landed.
@Suite("Bad-input corpus, end to end")
struct BadInputCorpusTests {
    /// What one subcommand must do with a case.
    struct Expected: Sendable {
        var exit: Int32
        /// A piece of stderr; empty: nothing is required (a run that succeeds may still warn).
        var stderr: String
    }

    /// One line of the table: a label (the hostile file), the arguments after the subcommand, and
    /// what every subcommand must do, unless `inspect` or `export` is expected to differ.
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var arguments: [String]
        var expected: Expected
        var inspect: Expected?
        var export: Expected?

        var testDescription: String {
            file + (arguments == [file] ? "" : " (" + arguments.joined(separator: " ") + ")")
        }

        func expectation(for subcommand: String) -> Expected {
            switch subcommand {
            case "inspect": return inspect ?? expected
            case "export": return export ?? expected
            default: return expected
            }
        }
    }

    static func row(
        _ file: String, _ arguments: [String]? = nil, exit: Int32, _ stderr: String,
        inspect: Expected? = nil, export: Expected? = nil
    ) -> Case {
        Case(
            file: file, arguments: arguments ?? [file], expected: Expected(exit: exit, stderr: stderr),
            inspect: inspect, export: export)
    }

    /// The table: file → arguments → exit code → what stderr must name.
    static let table: [Case] = [
        // Structure.
        row("empty.csv", exit: 65, "empty.csv:1:1: the input is empty"),
        row("header-only.csv", exit: 0, ""),
        row("lone-bom.csv", exit: 65, "lone-bom.csv:1:1: the input is empty"),
        row("unterminated-quote.csv", exit: 65, "unterminated-quote.csv:2:5: unterminated quoted field"),
        row("quote-in-unquoted.csv", exit: 0, ""),
        row("text-after-quote.csv", exit: 65, "text-after-quote.csv:2:13: unexpected text after a closing quote"),
        row("ragged-row.csv", exit: 65, "ragged-row.csv:3:1: row has 2 fields, the header has 3"),
        row("long-row.csv", exit: 65, "long-row.csv:3:1: row has 3 fields, the header has 2"),
        row("ragged-row.csv", ["ragged-row.csv", "--ragged", "pad"], exit: 0, ""),
        row("only-delimiters.csv", exit: 0, ""),
        row("cr-only.csv", exit: 0, ""),
        row("mixed-line-ends.csv", exit: 0, ""),
        row("generated: 10 MB single field", ["huge-field.csv"], exit: 0, ""),
        row(
            "generated: 100,000 columns", ["many-columns.csv"], exit: 0, "",
            export: Expected(
                exit: 65, stderr: "many-columns.csv: the report has 100,000 columns; Excel allows at most 16,384")),
        row("no-such-file.csv", exit: 66, "no-such-file.csv: cannot open the input: no such file or directory"),
        row("a directory", ["images-folder"], exit: 66, "images-folder: is a directory"),
        // Encoding.
        row("nul-bytes.csv", exit: 0, ""),
        // Not UTF-8 without a byte order mark: read as Windows-1252, with a warning; asked for as
        // UTF-8, an error at the first bad byte.
        row(
            "utf8-overlong.csv", exit: 0,
            "utf8-overlong.csv:3: not UTF-8 (first at column 5); read as Windows-1252"),
        row(
            "utf8-truncated.csv", exit: 0,
            "utf8-truncated.csv:2: not UTF-8 (first at column 10); read as Windows-1252"),
        row(
            "utf8-continuation.csv", exit: 0,
            "utf8-continuation.csv:3: not UTF-8 (first at column 10); read as Windows-1252"),
        row(
            "utf8-overlong.csv", ["utf8-overlong.csv", "--encoding", "utf-8"], exit: 65,
            "utf8-overlong.csv:3:5: invalid UTF-8 (byte 0xC0)"),
        row(
            "utf8-truncated.csv", ["utf8-truncated.csv", "--encoding", "utf-8"], exit: 65,
            "utf8-truncated.csv:2:10: invalid UTF-8 (byte 0xE2)"),
        row(
            "utf8-continuation.csv", ["utf8-continuation.csv", "--encoding", "utf-8"], exit: 65,
            "utf8-continuation.csv:3:10: invalid UTF-8 (byte 0x80)"),
        row("utf16le-bom.csv", exit: 0, ""),
        row("utf16be-bom.csv", exit: 0, ""),
        row(
            "utf16le-bom.csv", ["utf16le-bom.csv", "--encoding", "klingon"], exit: 64,
            "--encoding: 'klingon' is not an encoding gridreport reads (use one of auto, utf-8, utf-16, utf-16le, utf-16be, windows-1252, latin1)"
        ),
        // Content that must not drive the terminal or a spreadsheet.
        row("terminal-escapes.csv", exit: 0, ""),
        row("bidi-overrides.csv", exit: 0, ""),
        row(
            "terminal-escapes.csv", ["terminal-escapes.csv", "--spec", "spec-number-note.yaml"], exit: 65,
            "terminal-escapes.csv:2:5: '\u{241B}[31mRED\u{241B}[0m' in column Note is not a number"),
        row("formula-cells.csv", exit: 0, ""),
        // Pictures: render and inspect never open them; export keeps a refused one as text and warns.
        row("image-escape-paths.csv", exit: 0, "", export: Expected(exit: 0, stderr: "outside the image folder")),
        row("image-symlink.csv", exit: 0, "", export: Expected(exit: 0, stderr: "outside the image folder")),
        row(
            "not-an-image.csv", exit: 0, "", export: Expected(exit: 0, stderr: "is not a PNG, JPEG, GIF or BMP picture")
        ),
        row(
            "truncated-jpeg.csv", exit: 0, "",
            export: Expected(
                exit: 0,
                stderr:
                    "truncated-jpeg.csv:2: image \"truncated.jpg\" is not a PNG, JPEG, GIF or BMP picture; the cell keeps the reference as text"
            )),
        row(
            "fake-gif.csv", exit: 0, "",
            export: Expected(
                exit: 0,
                stderr:
                    "fake-gif.csv:2: image \"fake.gif\" is not a PNG, JPEG, GIF or BMP picture; the cell keeps the reference as text"
            )),
        // Numbers a double cannot hold stay text, said once per column.
        row(
            "number-out-of-range.csv", exit: 0,
            "warning: number-out-of-range.csv:2: column \"Reading\": 1e-400 is too small for a number (it would be 0); the column is kept as text",
            inspect: Expected(exit: 0, stderr: "")),
        // Spec files.
        row(
            "spec-wrong-types.yaml", ["plain.csv", "--spec", "spec-wrong-types.yaml"], exit: 64,
            "spec-wrong-types.yaml:1:9: header: expected true or false, found 'maybe'"),
        row(
            "spec-unknown-key.yaml", ["plain.csv", "--spec", "spec-unknown-key.yaml"], exit: 64,
            "spec-unknown-key.yaml:4:5: columns.colour: unknown key"),
        row("spec-not-yaml.yaml", ["plain.csv", "--spec", "spec-not-yaml.yaml"], exit: 64, "spec-not-yaml.yaml:"),
        row(
            "spec-bad-locale.yaml", ["plain.csv", "--spec", "spec-bad-locale.yaml"], exit: 64,
            "spec-bad-locale.yaml:1:9: locale: 'ü' is not a locale identifier"),
        row(
            "spec-bad-pattern.yaml", ["plain.csv", "--spec", "spec-bad-pattern.yaml"], exit: 64,
            "spec-bad-pattern.yaml:4:16: columns.format.pattern: '#,##0.00.00' is not a number pattern: unexpected '.' at character 9"
        ),
        row(
            "spec-min-above-max.yaml", ["plain.csv", "--spec", "spec-min-above-max.yaml"], exit: 64,
            "spec-min-above-max.yaml:4:7: columns.format: minimumFractionDigits (4) is more than maximumFractionDigits (2)"
        ),
        row(
            "generated: spec nested 100,000 deep", ["plain.csv", "--spec", "deep-spec.yaml"], exit: 64,
            "deep-spec.yaml:1:1006: the spec nests more than 1000 levels deep here"),
        // --widths garbage.
        row(
            "--widths abc", ["plain.csv", "--widths", "abc"], exit: 64, "--widths: value 1 'abc' is not a finite number"
        ),
        row("--widths 1,,2", ["plain.csv", "--widths", "1,,2"], exit: 64, "--widths: value 2 is empty"),
        row("--widths=-2", ["plain.csv", "--widths=-2"], exit: 64, "--widths: value 1 is -2, a negative width"),
        row("--widths -2", ["plain.csv", "--widths", "-2"], exit: 64, "--widths"),
        row(
            "--widths NaN", ["plain.csv", "--widths", "NaN"], exit: 64, "--widths: value 1 'NaN' is not a finite number"
        ),
        row(
            "--widths 1e400", ["plain.csv", "--widths", "1e400"], exit: 64,
            "--widths: value 1 '1e400' is not a finite number"),
        row(
            "--widths 1e300,1", ["plain.csv", "--widths", "1e300,1"], exit: 64,
            "--widths: value 1 must be from 1 to 1000000 points, not 1e+300",
            inspect: Expected(exit: 64, stderr: "--widths: value 1 must be from 1 to 1000000 points"),
            export: Expected(exit: 64, stderr: "--widths: value 1 must be from 1 to 1000000 points")),
    ]

    /// A copy of Tests/BadInput/ in a fresh temporary folder, with the symlink and, when the case
    /// names them, the generated inputs; every run happens there, so nothing is written into the
    /// repository, and the folder is removed after the case.
    static func prepareFolder(for item: Case) throws -> URL {
        let source = repositoryRoot.appendingPathComponent("Tests/BadInput")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridreport-badinput-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        // A picture outside the folder, reached through a symlink inside it.
        let outside = repositoryRoot.appendingPathComponent("Samples/images/aapl.png")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("outside-link.png"), withDestinationURL: outside)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images-folder"), withIntermediateDirectories: true)
        if item.arguments.contains("huge-field.csv") {
            // One cell of 10 MB.
            var huge = Data("Name,Note\nbig,".utf8)
            huge.append(Data(repeating: UInt8(ascii: "x"), count: 10 << 20))
            huge.append(Data("\nsmall,y\n".utf8))
            try huge.write(to: folder.appendingPathComponent("huge-field.csv"))
        }
        if item.arguments.contains("deep-spec.yaml") {
            let deep =
                "columns: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
            try Data(deep.utf8).write(to: folder.appendingPathComponent("deep-spec.yaml"))
        }
        if item.arguments.contains("many-columns.csv") {
            // 100,000 columns: a header and one row.
            let count = 100_000
            let header = (1...count).map { "c\($0)" }.joined(separator: ",")
            let values = (1...count).map { String($0 % 10) }.joined(separator: ",")
            try Data((header + "\n" + values + "\n").utf8).write(to: folder.appendingPathComponent("many-columns.csv"))
        }
        return folder
    }

    @Test(
        "each hostile input: exit code, a located message, no crash, no hang, nothing raw on the terminal",
        arguments: table)
    func corpus(_ item: Case) throws {
        let folder = try Self.prepareFolder(for: item)
        defer { try? FileManager.default.removeItem(at: folder) }
        for subcommand in ["render", "inspect", "export"] {
            guard BadInputSubcommands.available.contains(subcommand) else {
                FileHandle.standardError.write(
                    Data(
                        "bad-input corpus: skipping \(subcommand) for \(item.file): the built gridreport has no \(subcommand) subcommand yet\n"
                            .utf8))
                continue
            }
            let expected = item.expectation(for: subcommand)
            var arguments = [subcommand] + item.arguments
            var output: URL?
            if subcommand == "export" {
                let path = folder.appendingPathComponent("out-\(UUID().uuidString).xlsx")
                output = path
                arguments += BadInputSubcommands.exportOutputArguments(path.path)
            }
            // 100,000 columns shown in 10,000 blocks (render) or a 100,000-row plan (inspect) take
            // tens of seconds in a debug build on a loaded machine; a hang is still caught.
            let outcome = try runBadInput(
                arguments, in: folder, timeout: item.arguments.contains("many-columns.csv") ? 240 : 60)
            let shown =
                "gridreport \(arguments.joined(separator: " ")) → exit \(outcome.status) in \(String(format: "%.1f", outcome.seconds)) s; stderr: \(outcome.stderr.prefix(600))"

            #expect(!outcome.timedOut, "hung (killed): \(shown)")
            #expect(!outcome.signaled && outcome.status < 128, "crashed: \(shown)")
            for trace in ["Backtrac", "Fatal error", "Program crashed", "Swift runtime failure", "Current stack trace"]
            {
                #expect(!outcome.stderr.contains(trace), "printed a crash report: \(shown)")
            }
            #expect(outcome.status == expected.exit, "expected exit \(expected.exit): \(shown)")
            if !expected.stderr.isEmpty {
                #expect(
                    outcome.stderr.contains(expected.stderr),
                    "expected stderr to contain \"\(expected.stderr)\": \(shown)")
            }
            if outcome.status != 0 {
                #expect(
                    outcome.stderr.hasPrefix("gridreport: ") || outcome.stderr.hasPrefix("Error: "),
                    "a failure says so in one sentence: \(shown)")
            }
            if let raw = Self.firstRawControl(in: String(decoding: outcome.stdout, as: UTF8.self)) {
                Issue.record("stdout holds a raw control \(raw): \(shown)")
            }
            if let raw = Self.firstRawControl(in: outcome.stderr) {
                Issue.record("stderr holds a raw control \(raw): \(shown)")
            }
            if let output {
                if outcome.status != 0 {
                    #expect(
                        !FileManager.default.fileExists(atPath: output.path),
                        "a failed export left \(output.lastPathComponent): \(shown)")
                }
                try? FileManager.default.removeItem(at: output)
            }
        }
    }

    /// The first scalar that could drive a terminal or reorder its line, as `U+XXXX`.
    static func firstRawControl(in text: String) -> String? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let raw: Bool
            switch value {
            case 0x0A: raw = false
            case 0x00...0x1F, 0x7F...0x9F: raw = true
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: raw = true
            default: raw = false
            }
            if raw { return "U+" + String(value, radix: 16, uppercase: true) }
        }
        return nil
    }
}
