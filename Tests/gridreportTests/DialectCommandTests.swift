import Foundation
import Testing

/// The dialect options, the ragged warnings and advice, explained typing and unbound columns, as
/// the command prints them. Fixtures are written here, shaped like the files that asked for them.
@Suite("gridreport dialects and explanations")
struct DialectCommandTests {
    /// Olympic results as an old export writes them: a title, a comment, padded fields and
    /// backslash-escaped quotes.
    static let olympics = """
        100 metres, London 1948
        # final
        "Team",  "Name",                        "Time"
        "USA",   "H. Norwood \\"Barney\\" Ewell", 10.4
        "JAM",   "Lloyd LaBeach",                10.4
        # photo finish
        "PAN",   "Harrison Dillard",             10.3

        """

    @Test("skip lines, skip initial space, escape and comment together, as flags and as spec keys")
    func olympicsFile() throws {
        let file = try inspectTemporaryFile("olympics.csv", Self.olympics)
        let flags = [
            "--skip-lines", "1", "--skip-initial-space", "--escape", "\\", "--comment", "#", "--width", "60",
        ]
        let result = try run(["render", file] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ┌──────┬───────────────────────────┬──────┐
                │ Team │ Name                      │ Time │
                ├──────┼───────────────────────────┼──────┤
                │ USA  │ H. Norwood "Barney" Ewell │ 10.4 │
                │ JAM  │ Lloyd LaBeach             │ 10.4 │
                │ PAN  │ Harrison Dillard          │ 10.3 │
                └──────┴───────────────────────────┴──────┘

                """)
        let spec = try inspectTemporaryFile(
            "olympics.yaml", "skipLines: 1\nskipInitialSpace: true\nescape: \"\\\\\"\ncomment: \"#\"\n")
        let viaSpec = try run(["render", file, "--spec", spec, "--width", "60"])
        #expect(viaSpec.stdout == result.stdout)
        let yaml = try run(["inspect", file, "--yaml"] + flags)
        #expect(yaml.stdout.contains("skipLines: 1\nskipInitialSpace: true\nescape: \"\\\\\"\ncomment: \"#\"\n"))
        let unread = try run(["render", file])
        #expect(unread.status == 65)
    }

    @Test(
        "bad dialect values: the sentence and exit 64",
        arguments: [
            (["--skip-lines", "-1"], "gridreport: --skip-lines: must be zero or a positive number of lines, not -1\n"),
            (
                ["--escape", "ab"],
                "gridreport: --escape: 'ab' is not a single visible ASCII character other than a quote (a backslash is the usual one: \\)\n"
            ),
            (
                ["--comment", "\""],
                "gridreport: --comment: '\"' is not a single visible ASCII character other than a quote (a hash is the usual one: #)\n"
            ),
            (["--escape", ","], "gridreport: --escape: ',' is also the delimiter (give another escape character)\n"),
            (
                ["--escape", "#", "--comment", "#"],
                "gridreport: --comment: '#' is also the escape character (give another comment character)\n"
            ),
        ])
    func badValues(options: [String], sentence: String) throws {
        let result = try run(["render", "Samples/stocks.csv"] + options)
        #expect(result.status == 64)
        #expect(result.stderr == sentence)
    }

    @Test("bad dialect values in a spec: the key's place and exit 64")
    func badSpecValues() throws {
        for (yaml, start) in [
            ("escape: \"ab\"\n", "gridreport: "), ("skipLines: -2\n", "gridreport: "),
            ("skipInitialSpace: 3\n", "gridreport: "),
        ] {
            let spec = try inspectTemporaryFile("bad.yaml", yaml)
            let result = try run(["render", "Samples/stocks.csv", "--spec", spec])
            #expect(result.status == 64, "\(yaml)")
            #expect(result.stderr.hasPrefix(start + spec + ":1:"), "\(result.stderr)")
        }
    }

    @Test("--ragged truncate and pad always warn with the rows and fields changed")
    func raggedWarnings() throws {
        let file = try inspectTemporaryFile("ragged.csv", "a,b,c\n1,2,3\n4,5\n6,7,8,9,10\n11,12,13,14\n")
        let truncate = try run(["render", file, "--ragged", "truncate"])
        #expect(truncate.status == 0)
        #expect(
            truncate.stderr
                == "gridreport: warning: \(file): --ragged truncate: 2 rows had more fields than the header's 3 and lost 3 fields; 1 row had fewer fields than the header's 3 and gained 1 empty field\n"
        )
        let pad = try run(["render", file, "--ragged", "pad"])
        #expect(pad.status == 65)
        let short = try inspectTemporaryFile("short.csv", "a,b,c\n1,2,3\n4,5\n")
        let padded = try run(["render", short, "--ragged", "pad"])
        #expect(
            padded.stderr
                == "gridreport: warning: \(short): --ragged pad: 1 row had fewer fields than the header's 3 and gained 1 empty field\n"
        )
        #expect(try run(["render", short, "--ragged", "pad", "--quiet"]).stderr == "")
    }

    /// A metadata line above untitled rows, as some statistics packages ship their data.
    static let metadataFirst =
        "6,4,low,high\n" + (1...6).map { "\($0).5,2.25,3.125,4,\($0 % 2)\n" }.joined()

    @Test("a metadata first line: the error advises skipping it; truncating warns and advises too")
    func preamble() throws {
        let file = try inspectTemporaryFile("measures.csv", Self.metadataFirst)
        let error = try run(["render", file])
        #expect(error.status == 65)
        #expect(
            error.stderr
                == "gridreport: \(file):2:1: row has 5 fields, the header has 4 (the first line looks like a preamble: the rows after it have 5 fields; pass --skip-lines 1 --no-header)\n"
        )
        let truncated = try run(["render", file, "--ragged", "truncate"])
        #expect(truncated.status == 0)
        #expect(
            truncated.stderr
                == "gridreport: warning: \(file): --ragged truncate: 6 rows had more fields than the header's 4 and lost 6 fields; the first line looks like a preamble: the rows after it have 5 fields; pass --skip-lines 1 --no-header\n"
        )
        let fixed = try run(["render", file, "--skip-lines", "1", "--no-header"])
        #expect(fixed.status == 0 && fixed.stderr == "")
    }

    /// A sensor log where the sensor wrote `nil` when it was off.
    static let sensor =
        "time,isig,state\n"
        + (0..<40).map { "2024-03-01T10:\(String(format: "%02d", $0)):00,\($0 % 8 == 3 ? "nil" : "\(20 + $0).5"),on\n" }
        .joined()

    @Test("explained typing: inspect's finding, and --format on the column is the same sentence, exit 64")
    func explainedTyping() throws {
        let file = try inspectTemporaryFile("sensor.csv", Self.sensor)
        let sentence =
            "column \"isig\" is text only because 5 values are not numbers: 5 × 'nil'; pass --na 'NA,N/A,null,NULL,NaN,-,nil' to read them as missing"
        let inspect = try run(["inspect", file])
        #expect(inspect.status == 0)
        #expect(inspect.stdout.hasSuffix("finding: " + sentence + "\n"))
        let format = try run(["render", file, "--format", "isig=currency:2"])
        #expect(format.status == 64)
        #expect(format.stderr == "gridreport: --format: " + sentence + "\n")
        let fixed = try run(["render", file, "--format", "isig=currency:2", "--na", "NA,N/A,null,NULL,NaN,-,nil"])
        #expect(fixed.status == 0 && fixed.stdout.contains("$20.50"))
    }

    @Test("unbound columns: one note with --verbose (stderr is no terminal here), listed by inspect")
    func unbound() throws {
        let file = try inspectTemporaryFile("wide.csv", "a,b,c,d,e,f,g\n1,2,3,4,5,6,7\n")
        let quiet = try run(["render", file, "--mode", "compact"])
        #expect(quiet.status == 0 && quiet.stderr == "")
        let verbose = try run(["render", file, "--mode", "cards", "--verbose"])
        #expect(
            verbose.stderr
                == "gridreport: note: cards shows 5 of 7 columns; 2 are unbound: bind columns with --bind COLUMN=SLOT, e.g. --bind 'f=status' (then only bound columns show)\n"
        )
        let bound = try run(["render", file, "--mode", "compact", "--verbose", "--bind", "f=headline"])
        #expect(bound.stderr == "")
        let regular = try run(["render", file, "--verbose"])
        #expect(regular.stderr == "")
        let inspect = try run(["inspect", file, "--mode", "compact"])
        #expect(inspect.stdout.hasSuffix("finding: compact leaves 2 columns unbound: f, g\n"))
    }
}
