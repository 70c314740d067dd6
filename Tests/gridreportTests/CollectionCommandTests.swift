import Foundation
import Testing

/// Reads the first sheet's title row, header and document title back with openpyxl.
func readTitleRows(_ path: String) throws -> [String: Any] {
    let script = """
        import json, sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        ws = wb.worksheets[0]
        def cell(c):
            return {"v": c.value, "b": bool(c.font.b), "size": float(c.font.sz or 0)}
        rows = [[cell(c) for c in r] for r in ws.iter_rows()]
        print(json.dumps({"docTitle": wb.properties.title, "freeze": ws.freeze_panes, "filter": ws.auto_filter.ref,
                          "rows": rows, "sheets": len(wb.worksheets)}))
        """
    return try openpyxlJSON(script, path) as! [String: Any]
}

@Suite("gridreport: titles, --limit and cards, end to end")
struct CollectionCommandTests {
    @Test(
        "bad --limit values are usage errors with one clear line",
        arguments: [
            ("0", "gridreport: --limit: must be a whole number of rows from 1 up, not \"0\"\n"),
            ("-3", "gridreport: --limit: must be a whole number of rows from 1 up, not \"-3\"\n"),
            ("ten", "gridreport: --limit: must be a whole number of rows from 1 up, not \"ten\"\n"),
            ("2.5", "gridreport: --limit: must be a whole number of rows from 1 up, not \"2.5\"\n"),
            (" 1x", "gridreport: --limit: must be a whole number of rows from 1 up, not \" 1x\"\n"),
        ])
    func badLimit(value: String, message: String) throws {
        for command in ["render", "export"] {
            var arguments = [command, "Samples/stocks.csv", "--limit=\(value)"]
            if command == "export" { arguments += ["-o", try temporaryFolder().appendingPathComponent("x.xlsx").path] }
            let result = try run(arguments)
            #expect(result.status == 64)
            #expect(result.stderr == message)
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("records: the title and See All above the first --limit records, and no more")
    func recordsWithTitleAndLimit() throws {
        let result = try run([
            "render", "Samples/stocks.csv", "--mode", "records", "--title", "Stock prices", "--limit", "2", "--width",
            "50",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Stock prices                        See All (12) ›")
        #expect(lines.filter { $0.hasPrefix("── ") }.map { String($0.prefix(5)) } == ["── 1 ", "── 2 "])
        #expect(result.stdout.contains("Symbol: AAPL\n") && !result.stdout.contains("MSFT"))
    }

    @Test("--limit shows the first rows and See All with the total, from standard input too")
    func limit() throws {
        let result = try run(
            ["render", "-", "--limit", "2", "--title", "Stocks", "--width", "70"],
            stdin: try String(
                contentsOfFile: repositoryRoot.appendingPathComponent("Samples/stocks.csv").path, encoding: .utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Stocks ") == true)
        #expect(lines.first?.hasSuffix("See All (12) ›") == true)
        #expect(lines.count == 1 + 3 + 2 + 1)
    }

    @Test("--columns wider than fits says how many fit; --columns and --scroll need cards")
    func columns() throws {
        let tooMany = try run(["render", "Samples/stocks.csv", "--mode", "cards", "--columns", "5", "--width", "80"])
        #expect(tooMany.status == 64)
        #expect(
            tooMany.stderr
                == "gridreport: --columns: 5 cards do not fit in 80 cells (a card needs at least 21 cells and 1 between cards); at most 3 fit (give --columns 3 or less, or a larger --width)\n"
        )
        let zero = try run(["render", "Samples/stocks.csv", "--mode", "cards", "--columns", "0"])
        #expect(zero.status == 64)
        #expect(zero.stderr == "gridreport: --columns: must be a whole number of cards from 1 up, not \"0\"\n")
        let notCards = try run(["render", "Samples/stocks.csv", "--columns", "2"])
        #expect(notCards.status == 64)
        #expect(notCards.stderr == "gridreport: --columns: only applies to cards (add --mode cards)\n")
        let scrollNotCards = try run(["render", "Samples/stocks.csv", "--scroll"])
        #expect(scrollNotCards.stderr == "gridreport: --scroll: only applies to cards (add --mode cards)\n")
        let both = try run(["render", "Samples/stocks.csv", "--mode", "cards", "--scroll", "--columns", "2"])
        #expect(both.status == 64)
        #expect(
            both.stderr
                == "gridreport: --columns: cannot be used with --scroll (a Horizontal Scroll line has one card per row shown)\n"
        )
        let scrollLimit = try run(["render", "Samples/stocks.csv", "--mode", "cards", "--scroll", "--limit", "25"])
        #expect(scrollLimit.status == 64)
        #expect(
            scrollLimit.stderr
                == "gridreport: --limit: 25 cards do not make one Horizontal Scroll line; it shows at most 20 (give --limit 20 or less, or leave out --scroll)\n"
        )
    }

    @Test(
        "a title with control and bidi characters is shown sanitized in every view",
        arguments: ["regular", "compact", "cards"])
    func sanitizedTitle(mode: String) throws {
        let result = try run([
            "render", "Samples/stocks.csv", "--mode", mode, "--width", "80", "--limit", "1",
            "--title", "Q3\u{1B}]0;pwned\u{07}\u{202E}txt.exe\r",
        ])
        #expect(result.status == 0)
        let first = String(result.stdout.split(separator: "\n").first ?? "")
        #expect(first.hasPrefix("Q3␛]0;pwned␇<U+202E>txt.exe\\r "))
        #expect(
            !result.stdout.unicodeScalars.contains {
                $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" || $0 == "\r"
            })
    }

    @Test("a spec's title shows in the terminal; --title wins")
    func specTitle() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("s.yaml")
        try "title: \"From the spec\"\nmode: cards\n".write(to: spec, atomically: true, encoding: .utf8)
        let fromSpec = try run(["render", "Samples/stocks.csv", "--spec", spec.path, "--width", "80", "--limit", "1"])
        #expect(fromSpec.status == 0)
        #expect(fromSpec.stdout.hasPrefix("From the spec "))
        #expect(fromSpec.stdout.contains("╭"))
        let given = try run(["render", "Samples/stocks.csv", "--spec", spec.path, "--width", "80", "--title", "Given"])
        #expect(given.stdout.hasPrefix("Given\n"))
    }

    @Test("export: a title row above the header (bold, larger), the header, freeze and filter below it")
    func exportTitle() throws {
        let out = try temporaryFolder().appendingPathComponent("t.xlsx").path
        let result = try run(["export", "Samples/stocks.csv", "-o", out, "--title", "Stocks\tQ3\n"])
        #expect(result.status == 0)
        let book = try readTitleRows(out)
        // A tab and a line break are characters XML holds: the document title keeps them.
        #expect(book["docTitle"] as? String == "Stocks\tQ3\n")
        #expect(book["freeze"] as? String == "A3")
        #expect(book["filter"] as? String == "A2:F14")
        let rows = book["rows"] as! [[[String: Any]]]
        #expect(rows.count == 14)
        #expect(rows[0][0]["v"] as? String == "Stocks Q3 ")
        #expect(rows[0][0]["b"] as? Bool == true)
        #expect(rows[0][0]["size"] as? Double == 14)
        #expect(rows[1][1]["v"] as? String == "Symbol")
        #expect(rows[1][1]["b"] as? Bool == true)
        #expect(rows[2][1]["v"] as? String == "SAP")
    }

    @Test("export --limit writes the first rows and says so in the title row; without it, every row")
    func exportLimit() throws {
        let folder = try temporaryFolder()
        let limited = folder.appendingPathComponent("l.xlsx").path
        let result = try run(["export", "Samples/stocks.csv", "-o", limited, "--title", "Stocks", "--limit", "3"])
        #expect(result.status == 0)
        #expect(result.stderr == "gridreport: wrote \(limited): 3 rows, 1 sheet, 3 pictures\n")
        let book = try readTitleRows(limited)
        let rows = book["rows"] as! [[[String: Any]]]
        #expect(rows.count == 5)
        #expect(rows[0][0]["v"] as? String == "Stocks (first 3 of 12 rows)")
        #expect(book["filter"] as? String == "A2:F5")
        #expect(book["docTitle"] as? String == "Stocks")

        let untitled = folder.appendingPathComponent("u.xlsx").path
        _ = try run(["export", "Samples/stocks.csv", "-o", untitled, "--limit", "2"])
        let plain = try readTitleRows(untitled)
        #expect((plain["rows"] as! [[[String: Any]]])[0][0]["v"] as? String == "First 2 of 12 rows")
        #expect(plain["docTitle"] is NSNull)

        let all = folder.appendingPathComponent("a.xlsx").path
        _ = try run(["export", "Samples/stocks.csv", "-o", all, "--limit", "50"])
        let every = try readTitleRows(all)
        #expect((every["rows"] as! [[[String: Any]]]).count == 13)
        #expect(every["freeze"] as? String == "A2")
    }
}

/// Fills, fonts and borders of the first sheet, read back with openpyxl.
func readStyles(_ path: String) throws -> [[[String: Any]]] {
    let script = """
        import json, sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        ws = wb.worksheets[0]
        def rgb(color):
            return color.rgb if color is not None and isinstance(color.rgb, str) else None
        def cell(c):
            return {"v": c.value, "b": bool(c.font.b), "font": rgb(c.font.color),
                    "fill": rgb(c.fill.fgColor) if c.fill.fill_type == "solid" else None,
                    "border": rgb(c.border.bottom.color) if c.border.bottom.style else None}
        print(json.dumps([[cell(c) for c in r] for r in ws.iter_rows()]))
        """
    return try openpyxlJSON(script, path) as! [[[String: Any]]]
}

@Suite("gridreport: theme files, end to end")
struct ThemeCommandTests {
    static let csv = "Name,Change,Price\nAlpha,-1.5,10\nBeta,2.25,-3\n"

    @Test("export --theme: header fill and font, text colour, first text item, negative numbers, borders")
    func exportTheme() throws {
        let out = try temporaryFolder().appendingPathComponent("t.xlsx").path
        let result = try run(["export", "-", "-o", out, "--theme", "Samples/fiori.nss"], stdin: Self.csv)
        #expect(result.status == 0)
        let rows = try readStyles(out)
        let header = rows[0][1]
        #expect(header["v"] as? String == "Change")
        #expect(header["b"] as? Bool == true)
        #expect(header["font"] as? String == "FF6A6D70")
        #expect(header["fill"] as? String == "FFF2F2F2")
        #expect(header["border"] as? String == "FFE4E4E4")
        let first = rows[1][0]
        #expect(first["v"] as? String == "Alpha")
        #expect(first["font"] as? String == "FF0A6ED1")
        #expect(first["b"] as? Bool == true)
        #expect(rows[1][2]["font"] as? String == "FF32363A")
        #expect(rows[1][2]["b"] as? Bool == false)
        #expect(rows[1][1]["v"] as? Double == -1.5)
        #expect(rows[1][1]["font"] as? String == "FFBB0000")
        #expect(rows[2][1]["font"] as? String == "FF32363A")
        #expect(rows[2][2]["font"] as? String == "FFBB0000")
        #expect(rows[2][2]["border"] as? String == "FFE4E4E4")
    }

    @Test("render --theme with colour forced; a spec's theme is read from the spec's folder")
    func renderTheme() throws {
        let forced = try run(
            ["render", "-", "--theme", "Samples/fiori.nss", "--color", "always", "--width", "60"], stdin: Self.csv,
            environment: ["COLORTERM": "truecolor"])
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("\u{1B}[38;2;187;0;0m"))
        let palette = try run(
            ["render", "-", "--theme", "Samples/fiori.nss", "--color", "always", "--width", "60"], stdin: Self.csv,
            environment: ["COLORTERM": ""])
        #expect(palette.stdout.contains("\u{1B}[38;5;124m"))
        let never = try run(["render", "-", "--theme", "Samples/fiori.nss", "--color", "never"], stdin: Self.csv)
        #expect(!never.stdout.contains("\u{1B}"))

        let folder = try temporaryFolder()
        try "fdlFUIGridRowTextItem_negativeNumber { font-color: #00FF00; }\n".write(
            to: folder.appendingPathComponent("green.nss"), atomically: true, encoding: .utf8)
        try "theme: green.nss\n".write(to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let spec = try run(
            ["render", "-", "--spec", folder.appendingPathComponent("s.yaml").path, "--color", "always"],
            stdin: Self.csv, environment: ["COLORTERM": "truecolor"])
        #expect(spec.status == 0)
        #expect(spec.stdout.contains("\u{1B}[38;2;0;255;0m"))
    }

    @Test("theme mistakes: warnings at file:line, errors at file:line:column (exit 64), a missing file (exit 66)")
    func mistakes() throws {
        let folder = try temporaryFolder()
        let warn = folder.appendingPathComponent("w.nss")
        try "fdlFUINoSuchCell { font-color: #fff; }\nfdlFUIGridRowTextItem_label {\n  font-colour: red;\n}\n".write(
            to: warn, atomically: true, encoding: .utf8)
        let warned = try run(["render", "-", "--theme", warn.path], stdin: Self.csv)
        #expect(warned.status == 0)
        #expect(
            warned.stderr == """
                gridreport: warning: \(warn.path):1: unknown class fdlFUINoSuchCell; it is ignored
                gridreport: warning: \(warn.path):3: fdlFUIGridRowTextItem_label: unknown property font-colour (known: font-color, font-style, font-weight); it is ignored

                """)
        let bad = folder.appendingPathComponent("b.nss")
        try "fdlFUIGridRowTextItem_label {\n  font-color: #GGG;\n}\n".write(to: bad, atomically: true, encoding: .utf8)
        for command in [["render", "-"], ["export", "-", "-o", folder.appendingPathComponent("x.xlsx").path]] {
            let failed = try run(command + ["--theme", bad.path], stdin: Self.csv)
            #expect(failed.status == 64)
            #expect(
                failed.stderr
                    == "gridreport: \(bad.path):2:15: font-color: \"#GGG\" is not a colour (give #RGB, #RRGGBB, rgb(r, g, b), a name such as white, or clear)\n"
            )
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.xlsx").path))
        let missing = try run(["render", "-", "--theme", "no-such.nss"], stdin: Self.csv)
        #expect(missing.status == 66)
        #expect(missing.stderr == "gridreport: no-such.nss: no such theme file (check the path given to --theme)\n")
        let hostile = folder.appendingPathComponent("h.nss")
        try "fdlFUIGridRowTextItem_label { font-color: #12\u{1B}[2J; }\n".write(
            to: hostile, atomically: true, encoding: .utf8)
        let escaped = try run(["render", "-", "--theme", hostile.path], stdin: Self.csv)
        #expect(escaped.status == 64)
        #expect(!escaped.stderr.contains("\u{1B}"))
        #expect(escaped.stderr.contains("\"#12␛[2J\" is not a colour"))
    }
}
