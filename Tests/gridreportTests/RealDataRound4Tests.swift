import Foundation
import Testing

/// Issue 49, real data round 4: files from great_tables and frictionless-py (excerpts in
/// Tests/RealData, provenance in its README), each defect pinned on the file that showed it.
@Suite("Real data, round 4")
struct RealDataRound4Tests {
    static let data = repositoryRoot.appendingPathComponent("Tests/RealData").path

    @Test("a gzipped ; file, tab file and | file read with their delimiter, as the plain files")
    func gzippedDelimiters() throws {
        let folder = try temporaryFolder()
        let result = try shell(
            """
            for f in fuel-prices-it.csv anes96.tsv closures-pipe.txt; do
              gzip -c "\(Self.data)/$f" > $f.gz
              $G render "\(Self.data)/$f" --no-header --width 400 > $f.plain || echo "plain $f failed"
              $G render $f.gz --no-header --width 400 > $f.out || echo "gzip $f failed"
              cmp -s $f.plain $f.out || echo "$f differs"
            done
            $G inspect closures-pipe.txt.gz --no-header | head -1
            """, in: folder)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("closures-pipe.txt.gz (UTF-8, gzip): 4 columns, 10 rows"), "\(result.stdout)")
    }

    @Test(
        "a number in the frozen first column is right-aligned; every header cell is over its column at 1024 and 390 px",
        .enabled(if: Browser.missing == nil, Browser.skipMessage))
    func previewTracks() throws {
        for (file, options) in [
            ("exibble.csv", [String]()), ("locales.csv", []), ("nuclides.csv", []), ("hotels-fr-latin1.csv", []),
        ] {
            for scenario in ["tracks", "tracks-phone"] {
                // At 390 px the grid is kept (no compact cells), so its header shows.
                let page = try Browser.page(
                    ["\(Self.data)/\(file)"] + options + (scenario == "tracks-phone" ? ["--compact-below", "0"] : []))
                // DejaVu Sans: bold letters wider than regular ones, where a `ch` of the header's
                // own font put exibble's titles 24 px and locales' 343 px off their columns.
                let shot = try temporaryFolder().appendingPathComponent("tracks.png").path
                let measured =
                    try pythonJSON([Browser.script, scenario, page, shot, "DejaVu Sans"]) {
                        BrowserFailure(scenario: scenario, diagnostics: $0)
                    } as? [String: Any] ?? [:]
                #expect(measured["headerVisible"] as? Bool == true, "\(file) \(scenario)")
                let heads = measured["heads"] as? [Any] ?? []
                let titles = measured["titles"] as? [String] ?? []
                let rows = measured["rows"] as? [[Any]] ?? []
                #expect(rows.count >= 8, "\(file) \(scenario)")
                var checked = 0
                for (index, head) in heads.enumerated() {
                    guard let head = head as? [String: Any] else { continue }
                    for row in rows where index < row.count {
                        guard let cell = row[index] as? [String: Any] else { continue }
                        for edge in ["left", "right"] {
                            let a = head[edge] as? Double ?? .nan
                            let b = cell[edge] as? Double ?? .nan
                            #expect(abs(a - b) <= 1, "\(file) \(scenario): \(titles[index]) \(edge) \(a) over \(b)")
                        }
                        checked += 1
                    }
                }
                #expect(checked >= heads.count * 8, "\(file) \(scenario)")
                if file == "exibble.csv" {
                    // `num`, the key column: 0.1111 and 8,880,000 end at one x, and start apart.
                    let texts = rows.compactMap { ($0.first as? [String: Any])?["text"] as? [String: Double] }
                    let rights = texts.compactMap { $0["right"] }
                    let lefts = texts.compactMap { $0["left"] }
                    #expect(rights.count >= 7)
                    #expect((rights.max() ?? 0) - (rights.min() ?? 0) <= 1, "\(scenario): \(rights)")
                    #expect((lefts.max() ?? 0) - (lefts.min() ?? 0) > 10, "\(scenario): \(lefts)")
                }
            }
        }
    }

    @Test("a missing-value word that is a column's usual value among text is kept: locales' minus_sign and nan")
    func missingWordsKept() throws {
        let result = try run([
            "render", "\(Self.data)/locales.csv", "--select", "locale,minus_sign,nan,territory_name", "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let af = try #require(lines.first { $0.hasPrefix("│ af ") })
        #expect(af.contains("│ -  ") && af.contains("│ NaN "), "\(af)")
        // A gap among numbers stays a gap: nuclides' empty half-lives, exibble's empty cells.
        let book = folderFile("locales.xlsx")
        #expect(try run(["export", "\(Self.data)/locales.csv", "-o", book]).status == 0)
        let values =
            try openpyxlJSON(
                "import json, sys, openpyxl\nws = openpyxl.load_workbook(sys.argv[1]).active\nh = [c.value for c in ws[1]]\nprint(json.dumps([[r[h.index('minus_sign')], r[h.index('nan')]] for r in ws.iter_rows(min_row=2, values_only=True)]))",
                book) as? [[String?]] ?? []
        #expect(values.count == 13)
        #expect(values.filter { $0 == ["-", "NaN"] }.count == 12, "\(values)")
    }

    @Test("three long integers among measurements are numbers: nuclides' half_life sorts and filters as one")
    func longIntegersAmongMeasurements() throws {
        let sorted = try run([
            "render", "\(Self.data)/nuclides.csv", "--select", "nuclide,half_life", "--sort", "half_life:desc",
            "--limit", "2", "--width", "60",
        ])
        #expect(sorted.status == 0, "\(sorted.stderr)")
        let rows = sorted.stdout.split(separator: "\n").filter { $0.hasPrefix("│ ^") }
        // ⁴⁰K's 3.9e16 s, then ²³⁵U's 2.2e16 s: sorted as numbers, not as text (`9e-4` first).
        #expect(rows.first?.contains("K21") == true, "\(sorted.stdout)")
        #expect(rows.dropFirst().first?.contains("U143") == true, "\(sorted.stdout)")
        let filtered = try run([
            "render", "\(Self.data)/nuclides.csv", "--select", "nuclide", "--where", "half_life > 1e10", "--width",
            "60",
        ])
        #expect(filtered.status == 0, "\(filtered.stderr)")
        #expect(filtered.stdout.split(separator: "\n").filter { $0.hasPrefix("│ ^") }.count == 3, "\(filtered.stdout)")
        // A column of long integers alone is still an identifier column: text, every digit kept.
        let ids = try run(["render", "-", "--width", "60"], stdin: "card,n\n4111111111111111,1\n5500000000000004,2\n")
        #expect(ids.stdout.contains("│ 4111111111111111 │"), "\(ids.stdout)")
    }

    @Test("a runaway quote is blamed on the line where it opened, and where it was noticed")
    func runawayQuote() throws {
        let result = try run(["render", "-"], stdin: "a,b\n1,\"open\n2,x\n3,\"closed\" late\n")
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: <stdin>:2:3: the quote opened here is never closed: its field runs on to line 4, where text follows a quote (4:4) (close it with a \" or double the quotes inside it as \"\", or read quotes as text with --no-quote)\n"
        )
        // On one line, the error stays where the text is.
        let same = try run(["render", "-"], stdin: "a,b\n1,\"ab\"c\n")
        #expect(
            same.stderr.hasPrefix("gridreport: <stdin>:2:7: unexpected text after a closing quote"), "\(same.stderr)")
    }

    @Test("the sheet shows a date as written under its input pattern, and a time whole, never ###")
    func sheetDatesAndTimes() throws {
        let folder = try temporaryFolder()
        let hotels = folder.appendingPathComponent("hotels.xlsx").path
        let exported = try run([
            "export", "\(Self.data)/hotels-fr-latin1.csv", "--format", "Date=date:d-M-yy",
            "-o", hotels,
        ])
        #expect(exported.status == 0, "\(exported.stderr)")
        let terminal = try run([
            "render", "\(Self.data)/hotels-fr-latin1.csv", "--format", "Date=date:d-M-yy",
            "--select", "Date", "--limit", "1",
        ])
        #expect(terminal.stdout.contains("01-01-13"), "\(terminal.stdout)")
        let formats =
            try openpyxlJSON(
                "import json, sys, openpyxl\nws = openpyxl.load_workbook(sys.argv[1]).active\nprint(json.dumps([ws.cell(2, 3).number_format]))",
                hotels) as? [String]
        #expect(formats == ["dd-mm-yy"])
        let exibble = folder.appendingPathComponent("exibble.xlsx").path
        #expect(try run(["export", "\(Self.data)/exibble.csv", "-o", exibble]).status == 0)
        let gibraltar = folder.appendingPathComponent("gibraltar.xlsx").path
        #expect(try run(["export", "\(Self.data)/gibraltar.csv", "-o", gibraltar]).status == 0)
        guard PrintedPages.available else {
            Issue.record("LibreOffice or pdftotext missing: the printed sheets are not checked")
            return
        }
        for (book, time) in [(exibble, "13:35:00"), (gibraltar, "00:20:00"), (hotels, "01-01-13")] {
            let pages = try PrintedPages.pages(book, folder: folder).joined(separator: "\n")
            #expect(!pages.contains("###"), "\(book): \(pages)")
            #expect(pages.contains(time), "\(book): \(pages)")
        }
    }

    func folderFile(_ name: String) -> String {
        ((try? temporaryFolder()) ?? FileManager.default.temporaryDirectory).appendingPathComponent(name).path
    }

    @Test("handoff of 29 columns at an iPad's width: fractions of the width and a note, not a refusal")
    func handoffManyColumns() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("Nuclides.swift").path
        let result = try run(["handoff", "\(Self.data)/nuclides.csv", "--to", "uikit", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let code = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(code.contains("the 29 columns need at least"), "\(code.prefix(2000))")
        // 47 columns leave under 2 cells each after the spacing: refused, as documented.
        let locales = try run([
            "handoff", "\(Self.data)/locales.csv", "--to", "uikit", "-o", folder.appendingPathComponent("L.swift").path,
        ])
        #expect(locales.status == 65)
        #expect(locales.stderr.contains("the spacing leaves under 2 cells a column"), "\(locales.stderr)")
    }

    @Test("a title's line break is a line break in the header, a space in a label, never a literal \\n")
    func titleLineBreaks() throws {
        let csv = "\"Revenue\n2024\",Region\n5,West\n"
        let table = try run(["render", "-", "--width", "40"], stdin: csv)
        #expect(!table.stdout.contains("\\n"), "\(table.stdout)")
        #expect(table.stdout.contains(" Revenue │        │\n"), "\(table.stdout)")
        #expect(table.stdout.contains(" 2024 │ Region │\n"), "\(table.stdout)")
        let records = try run(["render", "-", "--mode", "records", "--width", "40"], stdin: csv)
        #expect(records.stdout.contains("Revenue 2024"), "\(records.stdout)")
        #expect(!records.stdout.contains("\\n"), "\(records.stdout)")
        let cards = try run(["render", "-", "--mode", "compact", "--labels", "--width", "40"], stdin: csv)
        #expect(!cards.stdout.contains("\\n"), "\(cards.stdout)")
        let page = try run(["preview", "-"], stdin: csv)
        #expect(page.stdout.contains(">Revenue<br>2024</span>"), "\(page.stdout.suffix(800))")
        #expect(page.stdout.contains("data-column=\"Revenue 2024\""))
    }
}
