import Foundation
import Testing

/// Issue 39: hostile input, round 4. Each finding runs its benign twin first, so a test that
/// refuses the hostile case cannot pass by refusing everything.
@Suite("Hostile input, round 4 (issue 39)")
struct HostileRound4Tests {
    static let csv = "a,b\n1,x\n2,y\n"

    func scratch(with files: [String: String] = ["in.csv": HostileRound4Tests.csv]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    // MARK: 2. user-given numbers that become integers

    @Test(
        "2: sizing flags out of their documented ranges are exit 64 naming the flag, never a trap",
        arguments: [
            (
                ["render", "in.csv", "--mode", "cards", "--points-per-cell", "1e-300"],
                ["render", "in.csv", "--mode", "cards", "--points-per-cell", "1"],
                "gridreport: --points-per-cell: must be from 1 to 100 points, not 1e-300\n"
            ),
            (
                ["render", "in.csv", "--spacing", "1e300"], ["render", "in.csv", "--spacing", "1000"],
                "gridreport: --spacing: must be from 0 to 1000 points, not 1e+300\n"
            ),
            (
                ["render", "in.csv", "--mode", "auto", "--compact-below", "1e300"],
                ["render", "in.csv", "--mode", "auto", "--compact-below", "100000"],
                "gridreport: --compact-below: must be from 0 to 100000 points, not 1e+300\n"
            ),
            (
                ["export", "in.csv", "-o", "out.xlsx", "--widths=-1,100", "--sheet-width", "1e19"],
                ["export", "in.csv", "-o", "out.xlsx", "--widths=-1,100", "--sheet-width", "1000000"],
                "gridreport: --sheet-width: must be from 1 to 1000000 points, not 1e+19\n"
            ),
            (
                ["render", "in.csv", "--max-field-size", "8589934592G"],
                ["render", "in.csv", "--max-field-size", "1G"],
                "gridreport: --max-field-size: must be from 1 byte to 1G (1 GiB), not '8589934592G'\n"
            ),
        ])
    func sizingFlags(hostile: [String], benign: [String], sentence: String) throws {
        let folder = try scratch()
        let twin = try runGridreport(benign + ["--width", "60"].filter { _ in benign[0] == "render" }, in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        let outcome = try runGridreport(hostile, in: folder, timeout: 30)
        #expect(!outcome.signaled && !outcome.timedOut)
        #expect(outcome.status == 64)
        #expect(outcome.stderr == sentence)
    }

    @Test("2: spec sizing keys of 1e300 are exit 64 at the key; a field limit near Int.max never wraps negative")
    func sizingSpecKeys() throws {
        let folder = try scratch(with: [
            "in.csv": Self.csv, "ok.yaml": "maxFieldSize: 1073741824\npointsPerCell: 100\nspacing: 0\n",
            "huge.yaml": "maxFieldSize: 1e300\n", "ppc.yaml": "pointsPerCell: 1e300\n",
        ])
        let twin = try run(["render", "in.csv", "--spec", "ok.yaml", "--width", "60"], in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        let huge = try run(["render", "in.csv", "--spec", "huge.yaml"], in: folder)
        #expect(huge.status == 64)
        #expect(
            huge.stderr == "gridreport: huge.yaml:1:15: maxFieldSize: must be from 1 byte to 1G (1 GiB), found 1e300\n")
        let ppc = try run(["render", "in.csv", "--spec", "ppc.yaml"], in: folder)
        #expect(ppc.stderr == "gridreport: ppc.yaml:1:16: pointsPerCell: must be from 1 to 100 points, found 1e300\n")
        // The largest limit allowed: a row is four fields' worth, a positive number of bytes.
        let row = "a\n" + String(repeating: "x,", count: 40) + "x\n"
        let long = try run(["render", "-", "--max-field-size", "20", "--ragged", "pad"], stdin: row)
        #expect(long.status == 65)
        #expect(long.stderr.contains("a row longer than 80 bytes starts here"))
    }

    // MARK: 3. handoff -o follows export's output rules

    @Test("3: handoff -o writes a new file, then replaces it only with --force, keeping its mode")
    func handoffOutputForce() throws {
        let folder = try scratch()
        let result = try shell(
            """
            $G handoff in.csv --to uikit -o G.swift; echo "new=$?"
            cp G.swift first.swift; chmod 600 G.swift
            $G handoff in.csv --to mdk -o G.swift; echo "again=$?"
            cmp -s G.swift first.swift && echo unchanged
            $G handoff in.csv --to mdk -o G.swift --force; echo "force=$?"
            head -c 1 G.swift; echo; stat -c %a G.swift; ls -A | grep -v '^.sh-' | tr '\n' ' '; echo
            """, in: folder)
        #expect(
            result.stdout
                == "new=0\nagain=73\nunchanged\nforce=0\n{\n600\nG.swift first.swift in.csv \n")
        #expect(result.stderr == "gridreport: G.swift: already exists (pass --force to replace it)\n")
    }

    @Test("3: handoff -o --force refuses a symbolic link, a FIFO and a device, and leaves them as they were")
    func handoffOutputSpecialFiles() throws {
        let folder = try scratch()
        let result = try shell(
            """
            echo keep > target.swift; ln -s target.swift link.swift; mkfifo fifo
            $G handoff in.csv --to uikit -o link.swift --force; echo "link=$?"
            $G handoff in.csv --to uikit -o fifo --force; echo "fifo=$?"
            $G handoff in.csv --to uikit -o /dev/null --force; echo "null=$?"
            [ -L link.swift ] && echo link-kept; [ -p fifo ] && echo fifo-kept; cat target.swift
            ls -A | grep -v '^.sh-' | tr '\n' ' '; echo
            """, in: folder)
        #expect(
            result.stdout
                == "link=73\nfifo=73\nnull=73\nlink-kept\nfifo-kept\nkeep\nfifo in.csv link.swift target.swift \n")
        #expect(
            result.stderr.hasPrefix(
                "gridreport: link.swift: is a symbolic link, not a regular file; --force replaces regular files only (remove it or choose another output name)\n"
            ))
    }

    // MARK: 18. write errors name the right thing

    @Test(
        "18: a write past ulimit -f is exit 74 with the system's words, for handoff -o and preview -o, and leaves nothing"
    )
    func fileSizeLimit() throws {
        let folder = try scratch()
        let result = try shell(
            """
            $G handoff in.csv --to uikit -o small.swift --quiet; echo "twin=$?"; rm small.swift
            ulimit -f 1
            $G handoff in.csv --to uikit -o big.swift; echo "handoff=$?"
            $G preview in.csv -o big.html; echo "preview=$?"
            ls -A | grep -v '^.sh-' | tr '\n' ' '; echo
            """, in: folder)
        #expect(result.stdout == "twin=0\nhandoff=74\npreview=74\nin.csv \n")
        #expect(
            result.stderr
                == "gridreport: big.swift: cannot write the file: File too large\ngridreport: big.html: cannot write the file: File too large\n"
        )
    }

    // MARK: 7. dates at the ends of the calendar

    @Test("7: dates before 1900-03-01 are Excel's serials, before 1900-01-01 text with a warning, and read back alike")
    func earlyDatesInExcel() throws {
        let csv = "When,At\n2024-01-31,10:15\n1900-03-01,00:00\n1900-02-28,23:59\n1900-01-01,12:00\n1899-12-29,06:30\n"
        let folder = try scratch(with: ["dates.csv": csv])
        let export = try run(["export", "dates.csv", "-o", "d.xlsx"], in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(
            export.stderr.hasPrefix(
                "gridreport: warning: dates.csv:6: column \"When\": 1899-12-29 is before 1900-01-01, Excel's first date; it is written as text\n"
            ))
        // openpyxl, an independent reader, sees Excel's dates (and the times as times of day).
        let read = try shell(
            """
            python3 -c "
            import openpyxl
            for row in openpyxl.load_workbook('d.xlsx').active.iter_rows(min_row=2, values_only=True):
                print(row[0].isoformat() if hasattr(row[0], 'isoformat') else repr(row[0]), row[1].isoformat())
            "
            """, in: folder)
        #expect(
            read.stdout
                == "2024-01-31T00:00:00 10:15:00\n1900-03-01T00:00:00 00:00:00\n1900-02-28T00:00:00 23:59:00\n1900-01-01T00:00:00 12:00:00\n'1899-12-29' 06:30:00\n",
            "\(read.stderr)")
        // Reading the workbook back shows the dates the CSV holds, the text one included.
        let fromXLSX = try run(["render", "d.xlsx", "--width", "40", "--mode", "records"], in: folder)
        let days = fromXLSX.stdout.split(separator: "\n").filter { $0.hasPrefix("When:") }
        #expect(
            days == [
                "When: 2024-01-31", "When: 1900-03-01", "When: 1900-02-28", "When: 1900-01-01", "When: 1899-12-29",
            ], "\(fromXLSX.stdout)")
    }

    // MARK: 8. handoff dates as the values were written

    @Test("8: the handoff's formatter writes every value whole (seconds, fractions) and dates before 1582 as written")
    func handoffDates() throws {
        let folder = try scratch(with: [
            "plain.csv": "At,Day\n10:15,2024-03-11\n11:30,2024-03-12\n",
            "edges.csv": "At,Day\n10:15,1582-10-04\n10:15:30.25,1500-03-01\n",
        ])
        // Times written in two forms: render shows each as written, which one formatter cannot
        // (issue 47.7), so the handoff asks for the pattern both are shown in.
        let mixed = try run(["handoff", "edges.csv", "--to", "uikit"], in: folder)
        #expect(mixed.status == 65)
        #expect(
            mixed.stderr
                == "gridreport: handoff: column 'At' has values written in different forms ('10:15' and '10:15:30.25'): render shows each as written, and the app's one DateFormatter would not (show them alike with --date-format \"HH:mm:ss.SS\")\n"
        )
        let pattern = ["--date-format", "HH:mm:ss.SS"]
        var sources: [String: String] = [:]
        for name in ["plain", "edges"] {
            let result = try run(
                ["handoff", "\(name).csv", "--to", "uikit", "--sample", "5", "--name", name.capitalized]
                    + (name == "edges" ? pattern : []), in: folder)
            try #require(result.status == 0, "\(result.stderr)")
            sources[name.capitalized] = result.stdout
        }
        let rendered = try run(["render", "edges.csv", "--mode", "records", "--width", "40"] + pattern, in: folder)
        #expect(rendered.stdout.contains("At:  10:15:00.00\n"), "\(rendered.stdout)")
        let grids = try HandoffStandIn.run(sources)
        let plain = try #require(grids["Plain"])
        #expect(plain.rows.map { $0.map { $0.text ?? "" } } == [["10:15", "2024-03-11"], ["11:30", "2024-03-12"]])
        let edges = try #require(grids["Edges"])
        // The pattern given, as render shows it: 10:15 gains its zeros, nothing is cut; 1500 and
        // 1582 dates are proleptic Gregorian, as render shows them.
        #expect(
            edges.rows.map { $0.map { $0.text ?? "" } } == [
                ["10:15:00.00", "1582-10-04"], ["10:15:30.25", "1500-03-01"],
            ])
    }

    // MARK: 11. MDK shows titles as the header's text only

    @Test(
        "11 (46.12): a title MDK would read as a rule, client data or an annotation is shown through a localized string",
        arguments: ["/MDKApp/Rules/Logout.js", "#Application/#ClientData/UserId", "@odata.readLink"])
    func mdkLocalizedTitles(title: String) throws {
        let folder = try scratch(with: ["hostile.csv": "\"\(title)\",Name\n1,a\n"])
        let result = try run(["handoff", "hostile.csv", "--to", "mdk", "--name", "Page"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\"Text\" : \"\(title)\""), "\(result.stdout)")
        #expect(result.stdout.contains("\"Text\" : \"$(L,Page_"), "\(result.stdout)")
        #expect(result.stderr.contains("_title=\(title) to the app's i18n.properties\n"), "\(result.stderr)")
    }

    @Test(
        "11: a title MDK would read as a binding or a formatter even in a localized string is refused, one test per form",
        arguments: [
            ("$(L,secret)", "$(, which starts a formatter or a localized text ($(L,key))"),
            ("{{Name}}", "a brace, which starts or ends a binding"),
        ])
    func mdkTitles(title: String, reason: String) throws {
        let folder = try scratch(with: [
            "plain.csv": "Open ($),Name\n1,a\n", "hostile.csv": "\"\(title)\",Name\n1,a\n",
        ])
        let plain = try run(["handoff", "plain.csv", "--to", "mdk"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("\"Text\" : \"Open ($)\""), "\(plain.stdout)")
        #expect(plain.stdout.contains("{open}"), "\(plain.stdout)")
        let hostile = try run(["handoff", "hostile.csv", "--to", "mdk"], in: folder)
        #expect(hostile.status == 65)
        #expect(hostile.stdout == "")
        #expect(
            hostile.stderr
                == "gridreport: handoff --to mdk: column '\(title)': its title has \(reason); MDK would not show it as the header's text (rename the column in the CSV)\n"
        )
    }

    // MARK: 18. one-line fixes

    @Test("18: --color auto on a terminal colours, except where TERM=dumb says the terminal cannot")
    func dumbTerminal() throws {
        let folder = try scratch(with: ["neg.csv": "a,b\n-1,x\n"])
        let theme = repositoryRoot.appendingPathComponent("Samples/fiori.nss").path
        // `script` gives the command a terminal; NO_COLOR, which the test runner sets, is cleared.
        func run(term: String) throws -> String {
            try shell(
                "unset NO_COLOR; TERM=\(term) script -qec '\"$G\" render neg.csv --width 30 --theme \(theme)' /dev/null",
                in: folder
            ).stdout
        }
        #expect(try run(term: "xterm").contains("\u{1B}["))
        #expect(try !run(term: "dumb").contains("\u{1B}["))
    }

    @Test("18: a 100 KB --rule is cut with … in its error line; a short one is quoted whole")
    func longRule() throws {
        let folder = try scratch()
        let short = try run(["render", "in.csv", "--rule", "a < 1:nope"], in: folder)
        #expect(short.status == 64)
        #expect(
            short.stderr
                == "gridreport: --rule 'a < 1:nope': 'nope' is not a status (give negative, critical, positive, neutral or information)\n"
        )
        let long = try run(
            ["render", "in.csv", "--rule", "a < " + String(repeating: "x", count: 100_000) + ":negative"], in: folder)
        #expect(long.status == 64)
        #expect(long.stderr.hasPrefix("gridreport: --rule 'a < " + String(repeating: "x", count: 76) + "…': "))
        #expect(long.stderr.utf8.count < 1_500)
    }

    @Test("18: --sheet naming no sheet of a 3,000-sheet workbook lists the first ten and a count")
    func manySheets() throws {
        let folder = try scratch()
        let made = try shell(
            """
            python3 -c "
            import openpyxl
            book = openpyxl.Workbook()
            book.active.title = 'S1'
            book.active.append(['a'])
            for n in range(2, 3001):
                book.create_sheet('S%d' % n)
            book.save('many.xlsx')
            "
            """, in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        let twin = try run(["render", "many.xlsx", "--sheet", "S1", "--width", "40"], in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        let result = try run(["render", "many.xlsx", "--sheet", "nope"], in: folder)
        #expect(result.status == 64)
        let list = (1...10).map { "\($0) \"S\($0)\"" }.joined(separator: ", ")
        #expect(
            result.stderr
                == "gridreport: --sheet: many.xlsx has no sheet \"nope\" (its sheets are \(list) and 2990 more)\n")
    }

    // MARK: 14. a picture's size is checked before it is read

    @Test("14: export refuses a picture over 16 MB and preview one over 4 MB, by its size, with a warning naming it")
    func pictureSizes() throws {
        let folder = try scratch(with: [
            "export.csv": "Name,Logo\nok,small.png\nbig,big.png\n",
            "preview.csv": "Name,Logo\nok,small.png\nmid,mid.png\n",
        ])
        let logo = repositoryRoot.appendingPathComponent("Samples/images/aapl.png").path
        // Sparse files: a real PNG header, then zeros, so the tests write no gigabytes.
        let made = try shell(
            "cp '\(logo)' small.png && cp small.png big.png && truncate -s 17M big.png && cp small.png mid.png && truncate -s 5M mid.png",
            in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        let export = try run(["export", "export.csv", "-o", "out.xlsx"], in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(
            export.stderr.hasPrefix(
                "gridreport: warning: export.csv:3: image \"big.png\" is 17 MB, larger than 16 MB; the cell keeps the reference as text\n"
            ))
        #expect(export.stderr.contains("wrote out.xlsx: 2 rows, 1 sheet, 1 picture\n"))
        let preview = try run(["preview", "preview.csv", "-o", "out.html"], in: folder)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(
            preview.stderr
                == "gridreport: warning: preview.csv:3: image \"mid.png\" is 5 MB, larger than 4 MB; the cell keeps the reference as text\n"
        )
        let page = try String(contentsOf: folder.appendingPathComponent("out.html"), encoding: .utf8)
        #expect(page.contains("data:image/png;base64,"))
    }

    @Test("18: --spec /dev/stdin reads the spec from a pipe, as a spec file is read")
    func specFromStandardInput() throws {
        let folder = try scratch(with: ["in.csv": Self.csv, "spec.yaml": "title: Spec\n"])
        let file = try shell("$G render in.csv --spec spec.yaml --width 30 | head -1", in: folder)
        #expect(file.stdout == "Spec\n", "\(file.stderr)")
        let piped = try shell(
            "printf 'title: Pipe\\n' | $G render in.csv --spec /dev/stdin --width 30 | head -1", in: folder)
        #expect(piped.stdout == "Pipe\n", "\(piped.stderr)")
    }
}
