import Foundation
import Testing

/// Issue 46, a newcomer's first hour: errors that give what the tool knows, and choices that
/// are no longer silent.
@Suite("gridreport: a newcomer's first hour")
struct FirstHourCommandTests {
    @Test("a sort key with two letters swapped gets a did-you-mean; a one-letter name no nonsense guess")
    func columnSuggestions() throws {
        let sorted = try run(["render", "Samples/products.csv", "--sort", "Prcie:desc", "--width", "100"])
        #expect(sorted.status == 64)
        #expect(
            sorted.stderr
                == "gridreport: --sort: no column \"Prcie\"; did you mean \"Price\"? (name a column by its title or by its number 1–6)\n",
            "\(sorted.stderr)")
        let short = try run(
            [
                "render", "-", "--where", "a == 1", "--width", "60",
            ], stdin: "1,2,3\nx,y,z\n")
        #expect(short.status == 64)
        #expect(!short.stderr.contains("did you mean"), "\(short.stderr)")
    }

    @Test("an unknown option gets the nearest option, and other tools' names ours")
    func optionSuggestions() throws {
        let width = try run(["render", "Samples/stocks.csv", "--widht", "80"])
        #expect(width.status == 64)
        #expect(
            width.stderr
                == "gridreport: Unknown option '--widht'. Did you mean '--width'? (see 'gridreport render --help')\n")
        let top = try run(["render", "Samples/stocks.csv", "--top", "3"])
        #expect(
            top.stderr
                == "gridreport: Unknown option '--top'. Did you mean '--limit'? (see 'gridreport render --help')\n"
        )
        let filter = try run(["export", "Samples/stocks.csv", "--filter", "Open > 1", "-o", "x.xlsx"])
        #expect(filter.stderr.hasPrefix("gridreport: Unknown option '--filter'. Did you mean '--where'?"))
        let nothing = try run(["render", "Samples/stocks.csv", "--zzzzzz"])
        #expect(nothing.stderr == "gridreport: Unknown option '--zzzzzz' (see 'gridreport render --help')\n")
    }

    @Test("a mistyped subcommand is named, not taken for the input")
    func subcommand() throws {
        let result = try run(["rendr", "Samples/stocks.csv"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: 'rendr' is not a command; did you mean 'render'? (the commands: render, view, export, inspect, preview, handoff, diff; see 'gridreport --help')\n"
        )
        #expect(try run(["exprot", "Samples/stocks.csv", "-o", "x.xlsx"]).stderr.contains("did you mean 'export'?"))
    }

    @Test("a PDF, an HTML page, a program or a picture is named for what it is (exit 65)")
    func notATable() throws {
        let folder = try temporaryFolder()
        let files: [(String, [UInt8], String)] = [
            ("statement.pdf", Array("%PDF-1.7\n%âãÏÓ\n1 0 obj\n".utf8), "a PDF document"),
            ("page.html", Array("\u{FEFF}\n  <!DOCTYPE html>\n<html><body><table>".utf8), "an HTML page"),
            ("tool", [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 60), "a program"),
            ("chart.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], "a picture"),
        ]
        for (name, bytes, what) in files {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = try run(["render", path, "--width", "80"])
            #expect(result.status == 65, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("gridreport: \(path): this is \(what), not a table ("), "\(result.stderr)")
            #expect(!result.stderr.contains("warning"))
        }
        let pdf = try run(["render", "-", "--width", "80"], stdin: "%PDF-1.4\nrest")
        #expect(
            pdf.stderr
                == "gridreport: <stdin>: this is a PDF document, not a table (export its table to CSV or XLSX from the program that made it)\n"
        )
        // A CSV whose first title happens to be MZ is still a table.
        #expect(try run(["render", "-", "--width", "80"], stdin: "MZ,b\n1,2\n").status == 0)
    }

    @Test("export -o NAME.csv is refused: the workbook would hide behind a text file's name")
    func textExtension() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("s.csv").path
        let result = try run(["export", "Samples/stocks.csv", "-o", path])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: -o: export writes an XLSX workbook, not a .csv file: '\(path)' would hide that (name it '\(folder.appendingPathComponent("s").path).xlsx')\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("with several inputs, a column one file lacks names that file")
    func severalInputs() throws {
        let folder = try temporaryFolder()
        let result = try run([
            "export", "Samples/products.csv", "Samples/stocks.csv", "--where", "Price > 100", "-o",
            folder.appendingPathComponent("two.xlsx").path,
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("gridreport: Samples/stocks.csv: --where 'Price > 100': no column \"Price\""),
            "\(result.stderr)")
    }

    @Test("a title two columns share: a condition or a sort on it says which is used and how to name the other")
    func sharedTitle() throws {
        let csv = "Name,Team,Name\nAda,B,Lovelace\nBob,A,Builder\n"
        let result = try run(["render", "-", "--where", "Name == Bob", "--width", "60"], stdin: csv)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "gridreport: warning: --where 'Name == Bob': 2 columns are titled \"Name\" (1 and 3); the first is used: name the second \"Name (2)\" or by its number, 3\n"
        )
        let second = try run(["render", "-", "--where", "Name (2) == Builder", "--width", "60"], stdin: csv)
        #expect(second.status == 0 && second.stdout.contains("Bob") && !second.stdout.contains("Ada"))
    }

    @Test("a preview of more than 50,000 rows warns and says how to show fewer")
    func largePage() throws {
        let folder = try temporaryFolder()
        let csv = "n\n" + (1...50_001).map(String.init).joined(separator: "\n") + "\n"
        let page = folder.appendingPathComponent("big.html").path
        let result = try run(["preview", "-", "-o", page], stdin: csv)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "gridreport: warning: the page holds 50,001 rows, which a browser is slow to open: show fewer with --limit 1000, or choose them with --where"
            ), "\(result.stderr)")
        let limited = try run(["preview", "-", "-o", page, "--force", "--limit", "1000"], stdin: csv)
        #expect(!limited.stderr.contains("warning"))
    }

    @Test("--limit with --border markdown: the rows shown in words, not an unclickable See All")
    func markdownSubset() throws {
        let result = try run([
            "render", "Samples/stocks.csv", "--select", "Symbol,Close", "--limit", "2", "--border", "markdown",
            "--width", "40", "--title", "Stocks",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Stocks (first 2 of 12 rows)
                | Symbol |    Close |
                |:-------|---------:|
                | SAP    |   114.76 |
                | AAPL   |   173.87 |

                """, "\(result.stdout)")
    }

    @Test("preview says what the phone's cells leave out, on the page and on stderr, with a --bind to show one")
    func unboundPreview() throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("p.html").path
        let result = try run(["preview", "Samples/orders-us.csv", "-o", page, "--verbose"])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let note = try #require(
            result.stderr.split(separator: "\n").first { $0.hasPrefix("gridreport: note: compact shows") })
        #expect(note.contains("--bind"), "\(note)")
        let text = String(note.dropFirst("gridreport: note: ".count)).replacingOccurrences(of: "'", with: "&#39;")
        #expect(html.contains("<p class=\"ub\">"), "no note in the page")
        #expect(html.contains(text) || html.contains(String(note.dropFirst("gridreport: note: ".count))), "\(note)")
        // Bound explicitly: only bound columns show, as asked, and no note.
        let bound = try run([
            "preview", "Samples/orders-us.csv", "-o", page, "--force", "--bind", "Amount=status", "--verbose",
        ])
        #expect(!bound.stderr.contains("compact shows"))
        #expect(!(try String(contentsOfFile: page, encoding: .utf8)).contains("<p class=\"ub\">"))
    }
}

/// Money written raggedly (`125`, `7,375`, `749.4` beside `12.49`) shows two digits everywhere:
/// the terminal, the sheet (one format for the column) and the page.
@Suite("gridreport: ragged money")
struct RaggedMoneyCommandTests {
    static let csv =
        "Item,Price,Weight\nA,125,1.5\nB,\"7,375\",2.25\nC,749.4,3\nD,12.49,0.125\nE,3.05,4\nF,19.99,2\nG,0.50,1\n"

    @Test("render at 40 cells: Price with two digits; Weight (a measurement, 3 digits) as written")
    func terminal() throws {
        let result = try run(["render", "-", "--width", "40"], stdin: Self.csv)
        #expect(
            result.stdout == """
                ┌──────┬──────────┬────────┐
                │ Item │    Price │ Weight │
                ├──────┼──────────┼────────┤
                │ A    │   125.00 │  1.5   │
                │ B    │ 7,375.00 │  2.25  │
                │ C    │   749.40 │  3     │
                │ D    │    12.49 │  0.125 │
                │ E    │     3.05 │  4     │
                │ F    │    19.99 │  2     │
                │ G    │     0.50 │  1     │
                └──────┴──────────┴────────┘

                """, "\(result.stdout)")
        // One value with two digits among integers is not money: each as written.
        let counts = try run(["render", "-", "--width", "40"], stdin: "Item,Count\nA,1\nB,2\nC,3.25\n")
        #expect(counts.stdout.contains("│  1    │") && counts.stdout.contains("│  3.25 │"), "\(counts.stdout)")
    }

    @Test("the sheet: one #,##0.00 format for the column, read back with openpyxl")
    func sheet() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("money.csv").path
        try Self.csv.write(toFile: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("money.xlsx").path
        let result = try run(["export", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let script = """
            import sys, json, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            print(json.dumps([[c.value, c.number_format] for c in sheet['B'][1:]]))
            """
        let cells = try #require(try openpyxlJSON(script, output) as? [[Any]])
        #expect(cells.map { $0[0] as? Double } == [125, 7375, 749.4, 12.49, 3.05, 19.99, 0.5])
        #expect(Set(cells.map { $0[1] as? String ?? "" }) == ["#,##0.00"], "\(cells)")
    }

    @Test("the page shows the same two digits")
    func page() throws {
        let result = try run(["preview", "-"], stdin: Self.csv)
        #expect(result.status == 0)
        #expect(result.stdout.contains(">125.00<") && result.stdout.contains(">749.40<"))
    }
}

@Suite("gridreport: a condition on dates left text")
struct TextDateConditionTests {
    @Test("--where 'Order Date > …' on US dates: the hint is the exact --format the finding knows")
    func exactFormat() throws {
        let result = try run([
            "render", "Samples/orders-us.csv", "--where", "Order Date > 2019-08-01", "--width", "100",
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --where 'Order Date > 2019-08-01': Order Date is a text column, so > cannot compare it (its values are dates written M/d/yyyy ('7/4/2019'): pass --format 'Order Date=date:M/d/yyyy' to read them as dates)\n",
            "\(result.stderr)")
        let read = try run([
            "render", "Samples/orders-us.csv", "--where", "Order Date > 2019-08-01", "--format",
            "Order Date=date:M/d/yyyy", "--width", "100",
        ])
        #expect(read.status == 0, "\(read.stderr)")
    }
}
