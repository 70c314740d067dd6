import Foundation
import Testing

/// Issue 17: hostile input and hostile surroundings. One test (or more) per numbered finding,
/// each run against the built `gridreport` in a scratch folder; none of them touches a real
/// system file. Times are never asserted here (see `make bench` for the 16 MB fields); memory
/// and time limits show up as the work finishing within the runner's timeout.
@Suite("Hostile input and surroundings (issue 17)")
struct HostileInputTests {
    static let csv = "a,b\n1,x\n"

    func scratch(with files: [String: String] = ["in.csv": HostileInputTests.csv]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    // MARK: 1. --force replaces regular files only

    @Test("1: --force refuses a FIFO, a symbolic link and a device, and leaves them as they were")
    func forceRefusesSpecialFiles() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            """
            mkfifo fifo; echo keep > target.xlsx; ln -s target.xlsx link.xlsx
            $G export in.csv -o fifo --force; echo "fifo=$?"
            $G export in.csv -o link.xlsx --force; echo "link=$?"
            $G export in.csv -o /dev/null --force; echo "null=$?"
            [ -p fifo ] && echo fifo-kept; [ -L link.xlsx ] && echo link-kept; cat target.xlsx
            """, in: folder)
        #expect(result.stdout == "fifo=73\nlink=73\nnull=73\nfifo-kept\nlink-kept\nkeep\n")
        #expect(
            result.stderr.contains(
                "gridreport: fifo: is a FIFO (named pipe), not a regular file; --force replaces regular files only (remove it or choose another output name)\n"
            ))
        #expect(
            result.stderr.contains(
                "gridreport: link.xlsx: is a symbolic link, not a regular file; --force replaces regular files only (remove it or choose another output name)\n"
            ))
        #expect(
            result.stderr.contains(
                "gridreport: /dev/null: is a character device, not a regular file; --force replaces regular files only")
        )
    }

    @Test("1: --force keeps the replaced file's permission bits")
    func forceKeepsMode() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            """
            $G export in.csv -o out.xlsx --quiet && chmod 600 out.xlsx && $G export in.csv -o out.xlsx --force --quiet; stat -c %a out.xlsx
            """, in: folder)
        #expect(result.stdout == "600\n")
    }

    @Test("1: the output is never the input, by name or through a hard or symbolic link")
    func outputIsNotInput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            """
            cp in.csv in.xlsx; ln in.xlsx hard.xlsx; ln -s in.xlsx soft.xlsx
            $G export in.xlsx -o in.xlsx --force; echo "same=$?"
            $G export in.xlsx -o hard.xlsx --force; echo "hard=$?"
            $G export soft.xlsx -o in.xlsx --force; echo "soft=$?"
            cat in.xlsx
            """, in: folder)
        // Named .xlsx (CSV text, read as CSV by its bytes): `-o in.csv` is refused for its name first.
        #expect(result.stdout == "same=73\nhard=73\nsoft=73\n" + Self.csv)
        #expect(
            result.stderr.contains(
                "gridreport: in.xlsx: is the input file; writing it would overwrite what is being read (choose another output name)\n"
            ))
    }

    // MARK: 2. XML-forbidden characters

    @Test("2: U+FFFE and U+FFFF in cells and the title are written as _xFFFE_ / _xFFFF_, with one warning")
    func nonCharacters() throws {
        let folder = try scratch(with: ["in.csv": "a,b\n1,x\u{FFFE}y\n2,\u{FFFF}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["export", "in.csv", "-o", "out.xlsx", "--title", "t\u{FFFF}"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "gridreport: warning: the title: characters XML cannot hold written in OOXML's _xHHHH_ form\n"))
        #expect(result.stderr.contains("gridreport: warning: 2 more xml-character warnings not shown\n"))
        // openpyxl refuses a file with the raw characters; it reads this one.
        let book = try readBack(folder.appendingPathComponent("out.xlsx").path)
        let rows = (book["sheets"] as! [[String: Any]])[0]["rows"] as! [[[String: Any]]]
        // Row 0 is the title row, row 1 the header.
        #expect(rows[0][0]["v"] as? String == "t_xFFFF_")
        #expect(rows[2][1]["v"] as? String == "x_xFFFE_y")
        #expect(rows[3][1]["v"] as? String == "_xFFFF_")
    }

    // MARK: 3. Nothing raw reaches the terminal

    @Test("3: names and data are sanitized in inspect's title, export's wrote line, --json and --yaml")
    func terminalOutputIsSanitized() throws {
        let name = "e\u{1B}[31m.csv"
        let folder = try scratch(with: [name: "a\u{9B}b,c\u{202E}d\u{7F}\n1,2\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw: (String) -> Bool = { text in
            text.unicodeScalars.contains { s in
                (s.value < 0x20 && s != "\n") || (0x7F...0x9F).contains(s.value) || (0x202A...0x202E).contains(s.value)
            }
        }
        let inspect = try run(["inspect", name], in: folder)
        #expect(inspect.status == 0)
        #expect(!raw(inspect.stdout) && inspect.stdout.hasPrefix("e␛[31m.csv (UTF-8): 2 columns"))
        let json = try run(["inspect", name, "--json"], in: folder)
        #expect(
            !raw(json.stdout) && json.stdout.contains("\"a\\u009Bb\"") && json.stdout.contains("\"c\\u202Ed\\u007F\""))
        let yaml = try run(["inspect", name, "--yaml"], in: folder)
        #expect(!raw(yaml.stdout) && yaml.stdout.contains("\"c\\u202Ed\\u007F\""))
        let export = try run(["export", name, "-o", "o\u{1B}]0;x\u{7}.xlsx"], in: folder)
        #expect(export.status == 0)
        #expect(!raw(export.stderr) && export.stderr.hasPrefix("gridreport: wrote o␛]0;x␇.xlsx: 1 row"))
    }

    // MARK: 4. Locale names from the environment

    @Test(
        "4: a language part of 12 or more letters in LC_ALL, LANG or LC_MESSAGES is one warning, not a crash",
        arguments: ["LC_ALL", "LANG", "LC_MESSAGES"])
    func longLocaleLanguage(variable: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runGridreport(
            ["render", "in.csv", "--width", "40"], environment: [variable: "abcdefghijklmnop_US.UTF-8"], in: folder)
        #expect(!outcome.signaled)
        #expect(outcome.status == 0)
        #expect(
            outcome.stderr
                == "gridreport: warning: \(variable): not a usable locale name; using en_US_POSIX (set it to a name like en_US.UTF-8)\n"
        )
        let quiet = try runGridreport(
            ["render", "in.csv", "--quiet"], environment: [variable: "abcdefghijklmnop"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    // MARK: 5. Failing standard streams

    @Test("5: a closed, full or broken standard error never stops the work; a full stdout is exit 74, --help included")
    func failingStreams() throws {
        let folder = try scratch(with: ["in.csv": "a,b\n1,x\u{FFFE}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            """
            $G export in.csv -o closed.xlsx 2>&-; echo "closed=$? $(ls closed.xlsx)"
            $G render in.csv --group-by nope 2>&-; echo "section-closed=$?"
            $G render in.csv --group-by nope 2>/dev/full; echo "section-full=$?"
            $G export in.csv -o full.xlsx 2>/dev/full; echo "full=$? $(ls full.xlsx)"
            ( $G export in.csv -o pipe.xlsx 2>&1 >/dev/null; echo $? > rc1 ) | true; echo "pipe=$(cat rc1) $(ls pipe.xlsx)"
            $G --help > /dev/full; echo "help=$?"
            $G render in.csv > /dev/full; echo "render=$?"
            ( $G --help; echo $? > rc2 ) | head -c 1 > /dev/null; echo "help-pipe=$(cat rc2)"
            """, in: folder)
        #expect(
            result.stdout == """
                closed=0 closed.xlsx
                section-closed=64
                section-full=64
                full=0 full.xlsx
                pipe=0 pipe.xlsx
                help=74
                render=74
                help-pipe=0

                """)
        #expect(
            result.stderr == "gridreport: <stdout>: write failed: No space left on device\n"
                + "gridreport: <stdout>: write failed: No space left on device\n")
    }

    // MARK: 7. Memory without bound

    @Test("7: /dev/zero and a stream of NULs stop at once as binary input, with the byte offset")
    func binaryInput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            """
            $G render /dev/zero; echo "zero=$?"
            head -c 3000000 /dev/zero | $G render -; echo "stdin=$?"
            """, in: folder)
        #expect(result.stdout == "zero=65\nstdin=65\n")
        #expect(
            result.stderr
                == "gridreport: /dev/zero: the input looks binary, not CSV: 64 NUL bytes in a row at byte 0 (give a CSV file (UTF-8 text))\n"
                + "gridreport: <stdin>: the input looks binary, not CSV: 64 NUL bytes in a row at byte 0 (give a CSV file (UTF-8 text))\n"
        )
    }

    @Test("7: a field over --max-field-size stops while it is read, and says how to raise the limit")
    func fieldSizeLimit() throws {
        let big = "a\n\"" + String(repeating: "\n", count: 3_000_000) + "\"\n"
        let folder = try scratch(with: [
            "nl.csv": big, "long.csv": "a,b\n1," + String(repeating: "x", count: 3_000_000) + "\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = try run(["render", "nl.csv", "--max-field-size", "1M"], in: folder)
        #expect(quoted.status == 65)
        #expect(
            quoted.stderr
                == "gridreport: nl.csv:2:1: a field longer than 1,048,576 bytes starts here (raise the limit with --max-field-size, e.g. --max-field-size 64M, or maxFieldSize in a spec)\n"
        )
        let plain = try run(["export", "long.csv", "-o", "o.xlsx", "--max-field-size", "2M"], in: folder)
        #expect(plain.status == 65)
        #expect(plain.stderr.hasPrefix("gridreport: long.csv:2:3: a field longer than 2,097,152 bytes starts here"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("o.xlsx").path))
        let raised = try run(["render", "long.csv", "--max-field-size", "4M", "--width", "20"], in: folder)
        #expect(raised.status == 0)
        let bad = try run(["render", "long.csv", "--max-field-size", "lots"], in: folder)
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gridreport: --max-field-size: 'lots' is not a size in bytes (give a positive number of bytes, or one with K, M or G: 64M)\n"
        )
    }

    @Test("7: ten million commas stop at the column limit while the row is read")
    func columnLimit() throws {
        let folder = try scratch(with: [
            "c.csv": "a\n" + String(repeating: ",", count: 10_000_000) + "\n",
            "h.csv": String(repeating: ",", count: 100) + "\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["render", "c.csv", "--ragged", "pad"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: c.csv:2:1: row has more than 131,072 fields (raise the limit with --max-columns, or maxColumns in a spec)\n"
        )
        let lowered = try run(["render", "h.csv", "--max-columns", "50"], in: folder)
        #expect(lowered.status == 65)
        #expect(lowered.stderr.hasPrefix("gridreport: h.csv:1:1: row has more than 50 fields"))
    }

    @Test("7: a spec file over 1 MiB, or whose aliases expand past the limit, is refused")
    func specLimits() throws {
        let long = String(repeating: "x", count: 100_000)
        let aliases = "missingValues: [&s \"\(long)\"" + String(repeating: ", *s", count: 2_000) + "]\n"
        let folder = try scratch(with: [
            "in.csv": Self.csv, "alias.yaml": aliases,
            "big.yaml": "title: \"" + String(repeating: "y", count: 1_100_000) + "\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let alias = try run(["render", "in.csv", "--spec", "alias.yaml"], in: folder)
        #expect(alias.status == 64)
        #expect(
            alias.stderr
                == "gridreport: alias.yaml: the spec expands to more than 4 MiB of text or 100000 values through its aliases (*name) (write the values out, or use fewer aliases)\n"
        )
        let big = try run(["render", "in.csv", "--spec", "big.yaml"], in: folder)
        #expect(big.status == 64)
        #expect(
            big.stderr
                == "gridreport: big.yaml: the spec file is larger than 1 MiB (a spec holds settings; give a smaller file)\n"
        )
    }

    // MARK: 8. Errors that look like ours

    @Test("8: ArgumentParser's errors are one gridreport line with the usage hint; --width -1 says what is wrong")
    func argumentErrors() throws {
        let width = try run(["render", "Samples/stocks.csv", "--width", "-1"])
        #expect(width.status == 64)
        #expect(width.stderr == "gridreport: --width: must be a positive number of cells, not -1\n")
        let unknown = try run(["render", "Samples/stocks.csv", "--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "gridreport: Unknown option '--bogus' (see 'gridreport render --help')\n")
        let missing = try run(["export", "Samples/stocks.csv"])
        #expect(missing.status == 64)
        #expect(
            missing.stderr
                == "gridreport: Missing expected argument '--output <output>' (see 'gridreport export --help')\n")
        let escape = try run(["render", "Samples/stocks.csv", "--mode", "x\u{1B}[2J"])
        #expect(escape.status == 64)
        #expect(!escape.stderr.contains("\u{1B}") && escape.stderr.split(separator: "\n").count == 1)
    }

    /// A disk that fills while the workbook is zipped (a file size limit stands in for it, as a
    /// small filesystem needs root): libxlsxwriter prints two `[ERROR]` lines of its own and its
    /// return code says the same; only our sentence may show. The picture is 256 KB of noise, so
    /// the zip passes the 100 KB limit after every temporary file has been written.
    @Test("8: a full disk while zipping prints our one line, not libxlsxwriter's, and leaves no file")
    func fullDiskDuringClose() throws {
        let folder = try scratch(with: ["in.csv": "Name,Picture\nnoise,noise.png\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(
            #"""
            { printf '\211PNG\r\n\032\n\000\000\000\rIHDR\000\000\001\000\000\000\000\001\010\002\000\000\000\000\000\000\000'
              printf '\000\004\000\000IDAT'; head -c 262144 /dev/urandom
              printf '\000\000\000\000\000\000\000\000IEND\256B`\202'; } > noise.png
            ulimit -f 200
            "$G" export in.csv -o out.xlsx; echo "status=$?"
            ls -A
            """#, in: folder)
        #expect(result.stdout == "status=74\n.sh-err\n.sh-out\nin.csv\nnoise.png\n")
        #expect(
            result.stderr
                == "gridreport: out.xlsx: cannot write the workbook: Zip generic error ZIP_ERRNO while creating the xlsx file (File too large)\n"
        )
    }

    // MARK: 6. Linear time

    @Test(
        "6: a 4 MB field of U+202E or U+0085 renders and exports (minutes before: sanitizing was quadratic)",
        arguments: ["\u{202E}", "\u{0085}"])
    func longControlField(point: String) throws {
        let field = String(repeating: point, count: 4_000_000 / point.utf8.count)
        let folder = try scratch(with: ["f.csv": "a\n" + field + "\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try runGridreport(["render", "f.csv", "--width", "40"], in: folder, timeout: 60)
        #expect(!render.timedOut && render.status == 0)
        let export = try runGridreport(["export", "f.csv", "-o", "f.xlsx", "--quiet"], in: folder, timeout: 60)
        #expect(!export.timedOut && export.status == 0)
    }

    // MARK: 9. Smaller points

    @Test("9: UTF-16 without a BOM and UTF-32 with one are named as such")
    func otherEncodings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a,b\n1,2\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).write(
            to: folder.appendingPathComponent("be.csv"))
        try Data([0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0, 0x0A, 0, 0, 0]).write(to: folder.appendingPathComponent("u32.csv"))
        let be = try run(["render", "be.csv"], in: folder)
        #expect(be.status == 65)
        #expect(
            be.stderr
                == "gridreport: be.csv:1:1: the file looks like UTF-16BE without a byte order mark, not UTF-8 (read it with --encoding utf-16be)\n"
        )
        let u32 = try run(["render", "u32.csv"], in: folder)
        #expect(u32.status == 65)
        #expect(
            u32.stderr
                == "gridreport: u32.csv:1:1: the file is UTF-32 (it starts with a UTF-32 byte order mark), not UTF-8 (convert it first: iconv -f UTF-32 -t UTF-8 FILE > FILE.utf8.csv)\n"
        )
    }

    @Test("9: duplicate spec keys, --compact-below nan and a 1 MB spec value are errors with short messages")
    func smallerUsageErrors() throws {
        let folder = try scratch(with: [
            "in.csv": Self.csv, "dup.yaml": "title: a\ntitle: b\n",
            "loc.yaml": "locale: \"" + String(repeating: "x", count: 1_000_000) + "\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dup = try run(["render", "in.csv", "--spec", "dup.yaml"], in: folder)
        #expect(dup.status == 64)
        #expect(
            dup.stderr
                == "gridreport: dup.yaml:2:1: title: duplicate key (given twice in one mapping) (keep one of them)\n")
        let nan = try run(["render", "in.csv", "--compact-below", "nan"], in: folder)
        #expect(nan.status == 64)
        #expect(nan.stderr == "gridreport: --compact-below: must be from 0 to 100000 points, not nan\n")
        let long = try run(["render", "in.csv", "--spec", "loc.yaml"], in: folder)
        #expect(long.status == 64)
        #expect(long.stderr.utf8.count < 1_200 && long.stderr.hasPrefix("gridreport: loc.yaml:1:9: locale:"))
    }
}
