import Foundation
import Testing

/// `--quote CHAR`, `--no-quote` and the spec's `quote`, on real tab files (Tests/RealData).
@Suite("gridreport quoting")
struct QuoteCommandTests {
    static let mrpc = "Tests/RealData/mrpc-dev.tsv"

    @Test("a tab file written without quoting reads by itself, as with --no-quote")
    func sniffedOff() throws {
        let result = try run(["render", Self.mrpc, "--mode", "records", "--width", "80", "--limit", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                                                                                   See All (3) ›
                ── 1 ───────────────────────────────────────────────────────────────────────────
                Quality:   1
                #1 ID:     1355540
                #2 ID:     1355592
                #1 String: He said the foodservice pie business doesn 't fit the company 's
                           long-term growth strategy .
                #2 String: " The foodservice pie business does not fit our long-term growth
                           strategy .

                """)
        let flag = try run(["render", Self.mrpc, "--mode", "records", "--width", "80", "--limit", "1", "--no-quote"])
        #expect(flag.stdout == result.stdout)
        let spec = try inspectTemporaryFile("none.yaml", "quote: none\n")
        let viaSpec = try run([
            "render", Self.mrpc, "--mode", "records", "--width", "80", "--limit", "1", "--spec", spec,
        ])
        #expect(viaSpec.stdout == result.stdout)
    }

    @Test("with CSV quotes asked for, the error names --no-quote (and the spec key in a spec's words)")
    func errorNamesTheOption() throws {
        let result = try run(["render", Self.mrpc, "--quote", "\""])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: Tests/RealData/mrpc-dev.tsv:2:112: the quote opened here is never closed: its field runs on to line 3, where text follows a quote (3:156) (close it with a \" or double the quotes inside it as \"\", or read quotes as text with --no-quote)\n"
        )
        let comma = try inspectTemporaryFile("stray.csv", "id,note\n1,\"?\" written in nematode column\n")
        let csv = try run(["render", comma])
        #expect(csv.status == 65)
        #expect(
            csv.stderr.hasSuffix(
                ":2:6: unexpected text after a closing quote (a quoted field must end at a delimiter or line end; write a quote inside it as \"\", or read quotes as text with --no-quote)\n"
            ))
        let fixed = try run(["render", comma, "--no-quote", "--width", "60"])
        #expect(fixed.stdout.contains("│  1 │ \"?\" written in nematode column │"))
    }

    @Test("titles in single quotes: --quote \"'\" and the spec's quote read them without")
    func singleQuotes() throws {
        let plain = try run(["render", "Tests/RealData/anes96.tsv", "--width", "120", "--limit", "1"])
        #expect(plain.stdout.contains("│ 'popul' │"))
        let quoted = try run(["render", "Tests/RealData/anes96.tsv", "--quote", "'", "--width", "120", "--limit", "1"])
        #expect(quoted.status == 0)
        #expect(quoted.stdout.contains("\n┌───────┬────────┬"))
        #expect(quoted.stdout.contains("│ popul │ TVnews │ selfLR │"))
        let spec = try inspectTemporaryFile("single.yaml", "quote: \"'\"\n")
        let viaSpec = try run(["render", "Tests/RealData/anes96.tsv", "--spec", spec, "--width", "120", "--limit", "1"])
        #expect(viaSpec.stdout == quoted.stdout)
        let yaml = try run(["inspect", "Tests/RealData/anes96.tsv", "--quote", "'", "--yaml"])
        #expect(yaml.stdout.contains("\nquote: \"'\"\n"))
        let none = try run(["inspect", Self.mrpc, "--no-quote", "--yaml"])
        #expect(none.stdout.contains("\nquote: none\n") || none.stdout.contains("\nquote: \"none\"\n"))
    }

    @Test(
        "bad quote settings: the sentence and exit 64",
        arguments: [
            (
                ["--quote", "ab"],
                "gridreport: --quote: 'ab' is not a single visible ASCII character or none (give the character that quotes fields, such as ', or turn quoting off with --no-quote)\n"
            ),
            (
                ["--quote", ","],
                "gridreport: --quote: ',' is also the delimiter (give another quote character, or turn quoting off with --no-quote)\n"
            ),
            (
                ["--quote", "#", "--comment", "#"],
                "gridreport: --quote: '#' is also the comment character (give another quote character, or turn quoting off with --no-quote)\n"
            ),
            (
                ["--no-quote", "--quote", "'"],
                "gridreport: --no-quote: cannot be given with --quote (give one of them)\n"
            ),
        ])
    func badValues(options: [String], sentence: String) throws {
        let result = try run(["render", "Samples/stocks.csv"] + options)
        #expect(result.status == 64)
        #expect(result.stderr == sentence)
    }

    @Test("a bad quote in a spec: the key's place and exit 64")
    func badSpecValue() throws {
        let spec = try inspectTemporaryFile("bad.yaml", "quote: \"ab\"\n")
        let result = try run(["render", "Samples/stocks.csv", "--spec", spec])
        #expect(result.status == 64)
        #expect(result.stderr.contains("quote"), "\(result.stderr)")
    }
}
