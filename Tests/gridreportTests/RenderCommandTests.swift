import Foundation
import Testing

@Suite("gridreport render, end to end")
struct RenderCommandTests {
    @Test("gridreport FILE means render; output is the table at the given width")
    func defaultSubcommand() throws {
        let plain = try run(["Samples/stocks.csv", "--width", "80"])
        let render = try run(["render", "Samples/stocks.csv", "--width", "80"])
        #expect(plain.status == 0)
        #expect(plain.stdout == render.stdout)
        #expect(plain.stdout.hasPrefix("┌"))
        #expect(plain.stdout.contains("│ SAP    │   114.23 │"))
        #expect(plain.stderr.isEmpty)
    }

    @Test("standard input is read with -")
    func standardInput() throws {
        let result = try run(["-", "--width", "40", "--border", "none"], stdin: "a,b\nx,1.5\ny,22\n")
        #expect(result.status == 0)
        #expect(result.stdout == "a     b\nx   1.5\ny  22  \n")
    }

    /// `gridreport <(zcat data.csv.gz)`: the path is a pipe, which is spooled like standard input
    /// so that it can be read twice; messages still name the path.
    @Test("a path that is a pipe is read like standard input")
    func pipePath() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            "printf 'a,b\\nx,1.5\\ny,22\\nz,w,3\\n' | '\(gridreportBinary.path)' /dev/stdin --width 40 --border none",
        ]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(stdout.isEmpty)
        #expect(stderr.hasPrefix("gridreport: /dev/stdin:4:1: row has 3 fields, the header has 2"), "\(stderr)")
        let good = try run(["/dev/stdin", "--width", "40", "--border", "none"], stdin: "a,b\nx,1.5\ny,22\n")
        #expect(good.stdout == "a     b\nx   1.5\ny  22  \n")
    }

    @Test("not a terminal: 100 cells wide and no colour; --color always makes the header bold")
    func defaults() throws {
        let result = try run(["Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1"])
        #expect(Set(result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map(\.count)) == [100])
        #expect(!result.stdout.contains("\u{1B}"))
        let coloured = try run(["Samples/stocks.csv", "--color", "always", "--width", "80"])
        #expect(coloured.stdout.contains("\u{1B}[1m"))
    }

    @Test("a closed pipe ends quietly with status 0")
    func closedPipe() throws {
        let folder = try temporaryFolder()
        let big = folder.appendingPathComponent("big.csv")
        var text = "a,b\n"
        for i in 0..<200_000 { text += "row\(i),\(i)\n" }
        try text.write(to: big, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "'\(gridreportBinary.path)' '\(big.path)' --width 40 | head -2; exit ${PIPESTATUS:-0}",
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).isEmpty)
    }

    @Test("identifier columns are kept as text with one warning; --quiet silences it")
    func identifiers() throws {
        let result = try run(["Samples/identifiers.csv", "--width", "120"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("│ 007 "))
        #expect(result.stdout.contains("│ 00501 │"))
        #expect(
            result.stderr
                == "gridreport: warning: Samples/identifiers.csv: columns Customer ID, ZIP and Account Number look numeric but have leading zeros or more than 15 digits; kept as text so no digit is lost\n"
        )
        #expect(try run(["Samples/identifiers.csv", "--width", "120", "--quiet"]).stderr.isEmpty)
    }

    @Test("--version and shell completions")
    func versionAndCompletions() throws {
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        let completions = try run(["--generate-completion-script", "bash"])
        #expect(completions.status == 0)
        #expect(completions.stdout.contains("_gridreport"))
    }

    @Test("compact mode, and auto switching at the breakpoint")
    func compact() throws {
        let compact = try run(["Samples/stocks.csv", "--mode", "compact", "--width", "60", "--no-labels"])
        #expect(compact.status == 0)
        #expect(!compact.stdout.contains("Symbol"))
        #expect(compact.stdout.contains("─────"))
        let narrow = try run(["Samples/stocks.csv", "--mode", "auto", "--width", "74"])
        let wide = try run(["Samples/stocks.csv", "--mode", "auto", "--width", "75"])
        #expect(narrow.stdout == (try run(["Samples/stocks.csv", "--mode", "compact", "--width", "74"])).stdout)
        #expect(wide.stdout == (try run(["Samples/stocks.csv", "--mode", "regular", "--width", "75"])).stdout)
    }

    @Test("the locale comes from --locale, else LC_ALL, LC_NUMERIC, LANG, else --input-locale, else en_US")
    func locale() throws {
        let args = ["Samples/european.csv", "--input-locale", "de_DE", "--border", "none", "--width", "100"]
        let german = try run(args + ["--locale", "de_DE"])
        #expect(german.stdout.contains("6.187,50"))
        #expect(try run(args, environment: ["LANG": "de_DE.UTF-8"]).stdout == german.stdout)
        #expect(try run(args, environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]).stdout == german.stdout)
        #expect(try run(args, environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]).stdout == german.stdout)
        // Locale in, locale out: with no locale given nor set, numbers show as the input wrote them.
        #expect(try run(args, environment: ["LANG": "C"]).stdout == german.stdout)
        #expect(try run(args).stdout == german.stdout)
        #expect(try run(args + ["--locale", "en_US"]).stdout.contains("6,187.50"))
        #expect(try run(args, environment: ["LANG": "en_US.UTF-8"]).stdout.contains("6,187.50"))
        #expect(try run(["Samples/stocks.csv", "--width", "100"]).stdout.contains("3,052.18"))
    }
}

@Suite("gridreport errors and exit codes, end to end")
struct ErrorTests {
    /// Each case: arguments, stdin, exit code, and the whole first line of stderr.
    static let cases: [([String], String?, Int32, String)] = [
        (
            ["missing.csv"], nil, 66,
            "gridreport: missing.csv: cannot open the input: no such file or directory (check the path and its permissions)"
        ),
        (["Samples"], nil, 66, "gridreport: Samples: is a directory, not a CSV file (name a file)"),
        (["-"], "", 65, "gridreport: <stdin>:1:1: the input is empty (a report needs a header row and data rows)"),
        (
            ["-"], "a,b\n\"x,1\n", 65,
            "gridreport: <stdin>:2:1: unterminated quoted field: the quote opened here is never closed (close it with a \" or double the quotes inside it as \"\", or read quotes as text with --no-quote)"
        ),
        (
            ["-"], "a,b\n1,2\n1,2,3\n", 65,
            "gridreport: <stdin>:3:1: row has 3 fields, the header has 2 (every row needs 2 fields; pass --ragged truncate to drop the extra fields)"
        ),
        (
            ["Samples/stocks.csv", "--widths=-1,-1,0.1,0.1,0.1,0.1"], nil, 64,
            "gridreport: --widths: 2 flexible columns (-1) at 1 and 2; at most one is allowed (give the others a fraction or points)"
        ),
        (
            ["Samples/stocks.csv", "--widths=1,2"], nil, 64,
            "gridreport: --widths: 2 values for 6 columns (give one value per column: 1 (Logo), 2 (Symbol), 3 (Open), 4 (High), 5 (Low) and 6 (Close))"
        ),
        (
            ["Samples/stocks.csv", "--widths=abc"], nil, 64,
            "gridreport: --widths: value 1 'abc' is not a finite number (use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up)"
        ),
        (
            ["Samples/stocks.csv", "--width", "0"], nil, 64,
            "gridreport: --width: must be a positive number of cells, not 0"
        ),
        (
            ["Samples/stocks.csv", "--delimiter", "ab"], nil, 64,
            "gridreport: --delimiter: 'ab' is not a single ASCII character other than a quote or a line break (use one of , ; | or tab)"
        ),
        (
            ["Samples/stocks.csv", "--points-per-cell", "0"], nil, 64,
            "gridreport: --points-per-cell: must be from 1 to 100 points, not 0"
        ),
        (
            ["Samples/stocks.csv", "--bind", "Logo=headline", "--mode", "compact"], nil, 64,
            "gridreport: --bind: column \"Logo\" (1) holds images and cannot take the text slot headline (it can take detailImage, statusImage, substatusImage, icon)"
        ),
        (
            ["Samples/stocks.csv", "--bind", "Logo=headline", "--mode", "regular"], nil, 64,
            "gridreport: --bind: column \"Logo\" (1) holds images and cannot take the text slot headline (it can take detailImage, statusImage, substatusImage, icon)"
        ),
        (
            ["Samples/stocks.csv", "--bind", "Volume=status"], nil, 64,
            "gridreport: --bind: no column \"Volume\" to bind to slot status (a column is a header name or a number from 1 to 6)"
        ),
        (
            ["Samples/stocks.csv", "--spec", "missing.yaml"], nil, 66,
            "gridreport: missing.yaml: no such spec file (check the path given to --spec)"
        ),
    ]

    @Test("each error is one line on stderr with its place and a sysexits code", arguments: cases.indices)
    func errors(index: Int) throws {
        let (arguments, stdin, status, message) = Self.cases[index]
        let result = try run(arguments, stdin: stdin)
        #expect(result.status == status)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("a write that fails (a full disk) is an I/O error (74), for short and long output")
    func fullDisk() throws {
        for rows in [3, 300_000] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", "seq 1 \(rows) | sed 's/^/x,/' | '\(gridreportBinary.path)' - --width 40 > /dev/full",
            ]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 74)
            #expect(message == "gridreport: <stdout>: write failed: No space left on device\n")
        }
    }

    @Test("an escape sequence in an argument is shown, not sent to the terminal")
    func escapedArguments() throws {
        for arguments in [
            ["Samples/stocks.csv", "--\u{1B}[31mX"], ["Samples/stocks.csv", "--width", "\u{1B}[2J"],
            ["\u{1B}]0;title\u{7}.csv"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 64 || result.status == 66)
            #expect(result.stderr.contains("\u{241B}"), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"))
        }
    }

    @Test("an unknown option is a usage error (64)")
    func unknownOption() throws {
        let result = try run(["Samples/stocks.csv", "--frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--frobnicate"))
    }
}
