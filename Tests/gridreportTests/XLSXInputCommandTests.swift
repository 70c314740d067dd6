import Foundation
import Testing

/// Issue 27, XLSX as input, end to end with the built binary: workbooks written by openpyxl
/// (`Support/make_workbooks.py`, at test time) and by gridreport itself render like their CSV
/// twins; hostile workbooks exit with a sentence in bounded memory.
@Suite("XLSX input, end to end")
struct XLSXInputCommandTests {
    /// A folder of the test's own with the workbooks of `make_workbooks.py` (made once for the
    /// suite) and the samples they are compared with; `shell` keeps its output in the folder, so
    /// tests that run at once cannot share one.
    static func folder() throws -> URL {
        let source = try made.get()
        let folder = try temporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !name.hasPrefix(".") {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private static let made = Result { try makeFolder() }

    private static func makeFolder() throws -> URL {
        let folder = try temporaryFolder()
        let script = repositoryRoot.appendingPathComponent("Tests/gridreportTests/Support/make_workbooks.py").path
        let made = try shell("python3 '\(script)'", in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        for sample in ["penguins.xlsx", "penguins-dated.csv", "us-employment.csv", "penguins.csv"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Samples/\(sample)"),
                to: folder.appendingPathComponent(sample))
        }
        return folder
    }

    @Test(
        "workbooks render byte for byte like their CSV twins in every view: openpyxl's, one written by hand as Excel writes (shared strings, prefixes, a title above print titles), the second sheet by name and by number, standard input"
    )
    func rendersLikeTwins() throws {
        let folder = try Self.folder()
        for view in ["regular", "compact", "records", "cards"] {
            let options = "--mode \(view) --width 90"
            let result = try shell(
                """
                set -e
                $G render typed.csv \(options) > twin.out 2> twin.err
                $G render typed.xlsx \(options) > book.out 2> book.err
                cmp twin.out book.out
                sed 's/typed.csv/typed.xlsx/' twin.err | cmp - book.err
                $G render second.csv \(options) > second-twin.out
                $G render typed.xlsx --sheet Second \(options) > second-name.out
                $G render typed.xlsx --sheet 2 \(options) > second-number.out
                cmp second-twin.out second-name.out && cmp second-twin.out second-number.out
                $G render penguins-dated.csv \(options) > penguins-twin.out
                $G render penguins.xlsx \(options) > penguins-book.out
                $G render - \(options) < penguins.xlsx > penguins-stdin.out
                cmp penguins-twin.out penguins-book.out && cmp penguins-twin.out penguins-stdin.out
                $G render handmade.csv \(options) > handmade-twin.out
                $G render handmade.xlsx \(options) > handmade-book.out
                cmp handmade-twin.out handmade-book.out
                $G render us-employment.csv \(options) > employment-twin.out
                $G render penguins.xlsx --sheet employment \(options) > employment-book.out
                cmp employment-twin.out employment-book.out
                """, in: folder)
            #expect(result.status == 0, "\(view): \(result.stdout) \(result.stderr)")
        }
    }

    @Test(
        "the cells' kinds become the CSV's: dates, date-times, times, shortest numbers, TRUE/FALSE, an error missing, text with leading zeros kept"
    )
    func typing() throws {
        let folder = try Self.folder()
        let result = try run(["render", "typed.xlsx", "--mode", "records", "--limit", "1"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                Order:    1
                Customer: Vins et alcools Chevalier
                Placed:   2019-07-04
                Shipped:  2019-07-16 09:05:00
                Time:     09:05:00
                Amount:   440
                Discount: 0.00
                Paid:     TRUE
                Code:     00123
                Check:

                """), "\(result.stdout)")
        let inspect = try run(["inspect", "typed.xlsx", "--json"], in: folder)
        let plan = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any]
        let columns = (plan?["columns"] as? [[String: Any]] ?? []).map { $0["type"] as? String ?? "" }
        #expect(
            columns == ["number", "text", "date", "datetime", "time", "number", "number", "text", "text", "number"])
    }

    @Test("the 1900 leap-year bug (serial 60 is read as 1900-02-28, as openpyxl does) and the 1904 date system")
    func dateSystems() throws {
        let folder = try Self.folder()
        let serials = try run(["render", "serials.xlsx", "--border", "none"], in: folder)
        #expect(serials.stdout.contains("59  1900-02-28"), "\(serials.stdout)")
        #expect(serials.stdout.contains("60  1900-02-28"))
        #expect(serials.stdout.contains("61  1900-03-01"))
        let mac = try run(["render", "mac.xlsx", "--border", "none"], in: folder)
        #expect(mac.stdout.contains("2024-01-31"), "\(mac.stdout)")
    }

    @Test("formulas without a stored result are missing values, with one warning naming the file, sheet and count")
    func formulasWithoutResults() throws {
        let folder = try Self.folder()
        let result = try run(["render", "nocalc.xlsx"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "gridreport: warning: nocalc.xlsx: sheet \"Sums\": 2 formulas have no stored result and are missing values; open and save the workbook in Excel or LibreOffice to calculate them\n"
        )
        let summary = try run(["render", "penguins.xlsx", "--sheet", "Summary", "--border", "none"], in: folder)
        #expect(summary.stderr.isEmpty)
        #expect(summary.stdout.contains("Adelie Penguin            6"), "\(summary.stdout)")
    }

    @Test(
        "a workbook gridreport wrote with a title row, sections and totals reads back: the header under the title, the stored SUBTOTAL results"
    )
    func gridreportWorkbookReadsBack() throws {
        let folder = try Self.folder()
        let result = try shell(
            """
            $G export penguins.csv -o sections.xlsx --group-by island --totals --title "Penguins by island" 2>/dev/null
            $G render sections.xlsx --mode records --width 60
            """, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("species:        island: Torgersen (3)\nisland:\n"), "\(result.stdout)")
        #expect(result.stdout.contains("species:        Grand total\nisland:\nbill_length_mm: 592.2\n"))
        let csv = try run(
            ["render", "penguins.csv", "--group-by", "island", "--totals", "--mode", "records"], in: folder)
        // The grand total's body mass, as the CSV's own totals show it.
        #expect(csv.stdout.hasSuffix("Grand total: bill_length_mm 592.2 · body_mass_g 56,050\n"))
        #expect(result.stdout.contains("\nbody_mass_g:    56,050\n"))
        let inspect = try run(["inspect", "sections.xlsx"], in: folder)
        #expect(inspect.stdout.hasPrefix("sections.xlsx (XLSX, sheet \"penguins\"): 5 columns,"), "\(inspect.stdout)")
    }

    @Test("a report gridreport split past row 1,048,576 reads on into its continuation sheet as one report")
    func splitReadsOn() throws {
        let folder = try Self.folder()
        let result = try run(["inspect", "split.xlsx", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let input = plan?["input"] as? [String: Any]
        #expect(input?["sheet"] as? String == "Data")
        #expect(input?["continuationSheets"] as? [String] == ["Data (2)"])
        #expect(input?["format"] as? String == "XLSX")
        let text = try run(["inspect", "split.xlsx"], in: folder)
        #expect(text.stdout.hasPrefix("split.xlsx (XLSX, sheets \"Data\" to \"Data (2)\"): 2 columns, 1048576 rows;"))
        #expect(text.stderr == "", "the marked continuation is read on into, with nothing to warn about")
        // Without gridreport as the application, a full sheet is read alone.
        let alone = try run(["inspect", "split-openpyxl.xlsx"], in: folder)
        #expect(alone.stdout.hasPrefix("split-openpyxl.xlsx (XLSX, sheet \"Data\"): 2 columns, 1048575 rows;"))
        // Issue 39, 5: gridreport's own workbook, but "Data (2)" not marked as the continuation
        // (a second input named "Data (2).csv"): another report, never swallowed.
        // So is a split exported before continuations were marked (the same workbook): the two
        // cannot be told apart, so it is read alone, with a warning naming the sheet left unread.
        let unmarked = try run(["inspect", "split-unmarked.xlsx"], in: folder)
        #expect(unmarked.stdout.hasPrefix("split-unmarked.xlsx (XLSX, sheet \"Data\"): 2 columns, 1048575 rows;"))
        #expect(
            unmarked.stderr
                == "gridreport: warning: split-unmarked.xlsx: sheet \"Data\" is full to Excel's last row, and the next sheet \"Data (2)\" is not marked as its continuation, so it is not read as part of this report (read it with --sheet \"Data (2)\"; a split report exported before continuations were marked: export its CSV again)\n"
        )
        // Marked, but with another header (Item, Total): never merged.
        let other = try run(["inspect", "split-otherheader.xlsx"], in: folder)
        #expect(other.stdout.hasPrefix("split-otherheader.xlsx (XLSX, sheet \"Data\"): 2 columns, 1048575 rows;"))
    }

    @Test(
        "hostile and broken workbooks exit with a sentence",
        arguments: [
            (
                ["render", "bomb.xlsx"], 65,
                "gridreport: bomb.xlsx: xl/worksheets/sheet1.xml is too large to read: it would inflate 1026 times, from 408566 to 419432941 bytes, as a zip bomb does (at most 200 times for parts over 64 MB)\n"
            ),
            (
                ["render", "cut.xlsx"], 65,
                "gridreport: cut.xlsx: the workbook is damaged or cut short: its zip directory cannot be read (download or copy the file again)\n"
            ),
            (
                ["render", "-"], 65,
                "gridreport: <stdin>: the workbook is damaged or cut short: its zip directory cannot be read (download or copy the file again)\n"
            ),
            (
                ["render", "damaged.xlsx"], 65,
                "gridreport: damaged.xlsx: the workbook is damaged: xl/worksheets/sheet1.xml: invalid bit length repeat (download or copy the file again)\n"
            ),
            (
                ["render", "docx.docx"], 65,
                "gridreport: docx.docx: a Word document, not an Excel workbook: it holds no xl/workbook.xml (give an .xlsx file or a CSV file)\n"
            ),
            (
                ["render", "unsafe.xlsx"], 65,
                "gridreport: unsafe.xlsx: the zip names a part outside itself (../../etc/cron.d/evil); not read\n"
            ),
            (
                ["render", "garbage.xlsx"], 65,
                "gridreport: garbage.xlsx: the workbook is damaged or cut short: its zip directory cannot be read (download or copy the file again)\n"
            ),
            (
                ["render", "typed.xlsx", "--sheet", "Third"], 64,
                "gridreport: --sheet: typed.xlsx has no sheet \"Third\" (its sheets are 1 \"Orders\", 2 \"Second\")\n"
            ),
            (
                ["export", "typed.xlsx", "-o", "out.xlsx", "--sheet", "3"], 64,
                "gridreport: --sheet: typed.xlsx has no sheet \"3\" (its sheets are 1 \"Orders\", 2 \"Second\")\n"
            ),
            (
                ["render", "handmade.xlsx", "--sheet", "chart"], 65,
                "gridreport: handmade.xlsx: sheet \"Chart\" is a chart sheet, which holds no cells (pick another with --sheet)\n"
            ),
            (
                ["render", "empty.xlsx"], 65,
                "gridreport: empty.xlsx: sheet \"Q&A\" is empty (pick another with --sheet)\n"
            ),
            (
                ["render", "sparse.xlsx"], 65,
                "gridreport: sparse.xlsx: sheet \"Q&A\" spreads 2 cells over A2:XFD1048576, which would be read as 17,179,852,798 empty cells; not read (delete the stray cells far from the table, or copy the table to a new sheet)\n"
            ),
            (
                ["render", "unclosed.xlsx"], 65,
                "gridreport: unclosed.xlsx: the workbook is damaged: xl/worksheets/data.xml: it ends inside row 2 (download or copy the file again)\n"
            ),
            (
                ["render", "badindex.xlsx"], 65,
                "gridreport: badindex.xlsx: the workbook is damaged: xl/worksheets/data.xml: cell A3 names shared string 99, and there are 9 (download or copy the file again)\n"
            ),
            (
                ["render", "spacedindex.xlsx"], 65,
                "gridreport: spacedindex.xlsx: the workbook is damaged: xl/worksheets/data.xml: cell A3 names shared string 99, and there are 9 (download or copy the file again)\n"
            ),
            (
                ["render", "archive.zip"], 65,
                "gridreport: archive.zip: a zip archive, not an Excel workbook: it holds no xl/workbook.xml (give an .xlsx file or a CSV file)\n"
            ),
            (
                ["render", "nosheets.xlsx"], 65,
                "gridreport: nosheets.xlsx: the workbook has no worksheet\n"
            ),
            (
                ["render", "missing.xlsx"], 65,
                "gridreport: missing.xlsx: the workbook is damaged: it has no xl/worksheets/data.xml\n"
            ),
            (
                ["render", "bzip2.xlsx"], 65,
                "gridreport: bzip2.xlsx: xl/workbook.xml is compressed by zip method 12, which gridreport cannot read\n"
            ),
            (
                ["render", "opentag.xlsx"], 65,
                "gridreport: opentag.xlsx: the workbook is damaged: xl/worksheets/data.xml is not well-formed XML (it ends inside a tag)\n"
            ),
            (
                ["render", "noquote.xlsx"], 65,
                "gridreport: noquote.xlsx: the workbook is damaged: xl/worksheets/data.xml is not well-formed XML (an attribute without a quoted value)\n"
            ),
            (
                ["render", "openvalue.xlsx"], 65,
                "gridreport: openvalue.xlsx: the workbook is damaged: xl/worksheets/data.xml is not well-formed XML (an attribute value that never closes)\n"
            ),
            (
                ["render", "longtag.xlsx"], 65,
                "gridreport: longtag.xlsx: xl/worksheets/data.xml is too large to read: a tag longer than 1,048,576 bytes\n"
            ),
            (
                ["render", "encrypted.xlsx"], 65,
                "gridreport: encrypted.xlsx: xl/worksheets/data.xml is encrypted, which gridreport cannot read\n"
            ),
            (
                ["render", "checksum.xlsx"], 65,
                "gridreport: checksum.xlsx: the workbook is damaged: xl/worksheets/data.xml: its checksum does not match (download or copy the file again)\n"
            ),
            (
                ["render", "zip64.xlsx"], 65,
                "gridreport: zip64.xlsx: a ZIP64 workbook (over 4 GB or 65,535 parts), which gridreport cannot read\n"
            ),
            (
                ["render", "typed.csv", "--sheet", "2"], 64,
                "gridreport: --sheet: picks a sheet of a workbook, and typed.csv is not one (leave --sheet out for a CSV file)\n"
            ),
            (
                ["inspect", "typed.xlsx", "--sheet", ""], 64,
                "gridreport: --sheet: needs a sheet's name or number, not an empty text\n"
            ),
            (
                ["render", "typed.xlsx", "--max-field-size", "4"], 65,
                "gridreport: typed.xlsx: sheet \"Orders\", cell A1: holds more than 4 bytes (raise the limit with --max-field-size, e.g. --max-field-size 64M, or maxFieldSize in a spec)\n"
            ),
        ] as [([String], Int32, String)])
    func hostile(arguments: [String], status: Int32, message: String) throws {
        let folder = try Self.folder()
        let stdin =
            arguments.last == "-"
            ? String(decoding: try Data(contentsOf: folder.appendingPathComponent("cut.xlsx")), as: UTF8.self) : nil
        let result = try run(arguments, stdin: stdin, in: folder)
        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xlsx").path))
    }

    @Test("a shared string opened inside another and closed twice reads without a crash: the inner one counts")
    func brokenSharedStrings() throws {
        let folder = try Self.folder()
        let result = try run(["render", "strings.xlsx", "--border", "none"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Name\nkept\n    \n")
    }

    @Test("an .xls (or a password-protected workbook) is named as such")
    func compoundFile() throws {
        let folder = try Self.folder()
        let made = try shell(
            "printf '\\320\\317\\021\\340\\241\\261\\032\\341' > old.xls && head -c 600 /dev/zero >> old.xls",
            in: folder)
        #expect(made.status == 0)
        let result = try run(["render", "old.xls"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "gridreport: old.xls: an Excel 97-2003 (.xls) or password-protected workbook, which gridreport cannot read (save it from Excel as an .xlsx workbook without a password, or as CSV)\n"
        )
    }

    @Test(
        "export re-exports a workbook's sheet with the cells of its CSV twin; preview and handoff read it; the spec key sheet picks it, and inspect --yaml writes it so the spec reproduces the render"
    )
    func everySubcommand() throws {
        let folder = try Self.folder()
        let result = try shell(
            """
            set -e
            printf 'sheet: Second\\n' > second.yaml
            $G export typed.csv -o twin.xlsx --sheet-name Orders 2>/dev/null
            $G export typed.xlsx -o book.xlsx 2>/dev/null
            $G render typed.xlsx --spec second.yaml > spec.out
            $G render second.csv > second.out
            cmp spec.out second.out
            $G preview typed.xlsx -o page.html 2>/dev/null
            grep -q 'Vins et alcools Chevalier' page.html
            $G handoff typed.xlsx --sheet Second --to uikit --sample 1 2>/dev/null | grep -q '"Ada"'
            $G inspect penguins.xlsx --sheet Summary --yaml > summary.yaml
            $G render penguins.xlsx --spec summary.yaml > from-spec.out
            $G render penguins.xlsx --sheet Summary > from-flag.out
            cmp from-spec.out from-flag.out
            $G inspect typed.xlsx --sheet 2 --yaml | grep '^sheet: '
            """, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "sheet: \"2\"\n")
        // Cell for cell: values, types and number formats, read by openpyxl.
        let same = try shell(
            """
            python3 -c "
            import openpyxl, sys
            cells = lambda p: [[(c.value, c.data_type, c.number_format) for c in r] for r in openpyxl.load_workbook(p).active.iter_rows()]
            print(cells('twin.xlsx') == cells('book.xlsx'))
            "
            """, in: folder)
        #expect(same.stdout == "True\n", "\(same.stderr)")
    }

    @Test("issue 39, 6: rows out of order or repeated are exit 65 naming the sheet and rows, never dropped silently")
    func rowOrder() throws {
        let folder = try Self.folder()
        let twin = try run(["render", "ordered.xlsx", "--width", "40", "--mode", "records"], in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        #expect(
            twin.stdout
                == "── 1 ───────────────────────────────────\nName: a\nN:    1\n── 2 ───────────────────────────────────\nName: b\nN:    2\n── 3 ───────────────────────────────────\nName: c\nN:    3\n"
        )
        let hint =
            "; a sheet's rows must be in order, each once (open and save the workbook in Excel or LibreOffice, which write them so)\n"
        let unordered = try run(["render", "unordered.xlsx"], in: folder)
        #expect(unordered.status == 65)
        #expect(unordered.stdout == "")
        #expect(unordered.stderr == "gridreport: unordered.xlsx: sheet \"Q&A\": row 4 comes after row 5" + hint)
        let repeated = try run(["render", "repeated.xlsx"], in: folder)
        #expect(repeated.status == 65)
        #expect(repeated.stderr == "gridreport: repeated.xlsx: sheet \"Q&A\": row 3 is given twice" + hint)
    }

    @Test("issue 39, 12: a reference not whole (A0, A-1, a 20-digit row) is a cell without one; past XFD is exit 65")
    func cellReferences() throws {
        let folder = try Self.folder()
        let broken = try run(["render", "badrefs.xlsx", "--width", "40", "--mode", "records"], in: folder)
        #expect(broken.status == 0, "\(broken.stderr)")
        // The good cell in A keeps its value; the broken reference takes the next column.
        #expect(
            broken.stdout
                == "── 1 ───────────────────────────────────\nName: real\nN:    1\n── 2 ───────────────────────────────────\nName: kept\nN:    2\n── 3 ───────────────────────────────────\nName: also\nN:    3\n"
        )
        let past = try run(["render", "pastxfd.xlsx"], in: folder)
        #expect(past.status == 65)
        #expect(
            past.stderr
                == "gridreport: pastxfd.xlsx: sheet \"Q&A\", cell XFE3: the column is past XFD (16384), Excel's last\n")
    }

    @Test(
        "issue 39, 7: a 1904-system workbook (date1904=\"true\") shifts its dates, and a serial past 9999-12-31 stays a number"
    )
    func dates1904AtTheEnds() throws {
        let folder = try Self.folder()
        let mac = try run(["render", "mac.xlsx", "--border", "none"], in: folder)
        #expect(mac.stdout.contains("2024-01-31"), "\(mac.stdout)")
        let ends = try run(["render", "mac-ends.xlsx", "--width", "30", "--border", "ascii"], in: folder)
        #expect(ends.status == 0, "\(ends.stderr)")
        #expect(
            ends.stdout
                == "+------------+\n| Day        |\n+============+\n| 2016-01-01 |\n| 9999-12-31 |\n| 2957004    |\n+------------+\n"
        )
    }

    @Test("issue 39, 9: inspect's first line shows a sheet name from the file sanitized, as its warnings do")
    func sheetNameSanitized() throws {
        let folder = try Self.folder()
        let plain = try run(["inspect", "handmade.xlsx", "--width", "100"], in: folder)
        #expect(plain.stdout.hasPrefix("handmade.xlsx (XLSX, sheet \"Q&A\"): "), "\(plain.stdout)")
        let spoofed = try run(["inspect", "spoofed.xlsx", "--width", "100"], in: folder)
        #expect(spoofed.status == 0, "\(spoofed.stderr)")
        #expect(
            spoofed.stdout.hasPrefix("spoofed.xlsx (XLSX, sheet \"Q<U+202E>A␛]0;pwned␇␛[2J\"): "), "\(spoofed.stdout)")
        #expect(!spoofed.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
    }
}
