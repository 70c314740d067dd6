import Foundation
import Testing

/// Lines above a table and rows below it, in real files (provenance in Tests/RealData's README):
/// the advice names the header row the rows below agree with and the footer, and following it
/// reads the table alone.
@Suite("Table bounds")
struct TableBoundsCommandTests {
    static let workbook = "Samples/deaths.xlsx"
    static let census = "Tests/RealData/abs-tablebuilder.csv"

    @Test("a workbook with four lines of notes above its titles and notes below: skip both, never --na")
    func workbookNotes() throws {
        let inspect = try run(["inspect", Self.workbook, "--width", "120"])
        #expect(inspect.status == 0)
        let findings = inspect.stdout.split(separator: "\n").drop { !$0.hasPrefix("finding:") }.joined(separator: "\n")
        #expect(
            findings == """
                finding: the first 4 rows look like notes above the table: the rows after them have 6 cells; the last 4 rows look like a
                footer below the table (the first: "Some"); pass --skip-lines 4 --skip-footer 4
                """)
        #expect(!inspect.stdout.contains("--na"))
        let fixed = try run(["inspect", Self.workbook, "--skip-lines", "4", "--skip-footer", "4", "--json"])
        #expect(fixed.status == 0 && fixed.stderr == "")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(fixed.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        #expect(
            columns.map { $0["column"] as? String } == [
                "Name", "Profession", "Age", "Has kids", "Date of birth", "Date of death",
            ])
        #expect(columns.map { $0["type"] as? String } == ["text", "text", "number", "text", "date", "date"])
        #expect((plan["findings"] as? [String] ?? []).isEmpty)
        let rows = try run([
            "render", Self.workbook, "--skip-lines", "4", "--skip-footer", "4", "--mode", "records", "--limit", "1",
            "--width", "60",
        ])
        #expect(rows.stdout.contains("Name:          David Bowie\nProfession:    musician\nAge:           69\n"))
        // The spec inspect writes keeps both, and reads the same table.
        let yaml = try run(["inspect", Self.workbook, "--skip-lines", "4", "--skip-footer", "4", "--yaml"])
        #expect(yaml.stdout.contains("\nskipLines: 4\nskipFooter: 4\n"))
        let spec = try inspectTemporaryFile("deaths.yaml", yaml.stdout)
        let bySpec = try run([
            "render", Self.workbook, "--spec", spec, "--mode", "records", "--limit", "1", "--width", "60",
        ])
        #expect(bySpec.stdout == rows.stdout)
    }

    @Test("a census export with title lines and a footer: the error names both, and the advice reads the rows")
    func censusExport() throws {
        let error = try run(["render", Self.census])
        #expect(error.status == 65)
        #expect(
            error.stderr
                == "gridreport: \(Self.census):8:1: row has 2 fields, the header has 1 (the first 11 lines look like a preamble: the rows after them have 13 fields; the last 4 rows look like a footer below the table (the first: \"Dataset: Census of Population and Housi…\"); pass --skip-lines 11 --no-header --skip-footer 4)\n"
        )
        let fixed = try run([
            "render", Self.census, "--skip-lines", "11", "--no-header", "--skip-footer", "4", "--mode", "records",
            "--width", "60",
        ])
        #expect(fixed.status == 0 && fixed.stderr == "")
        #expect(fixed.stdout.contains("1:  Male\n2:  Couple family with grandchildren\n3:  20,710\n"))
        #expect(fixed.stdout.contains("12: 23,517,955"))
        #expect(!fixed.stdout.contains("Dataset") && !fixed.stdout.contains("Copyright"))
        // With the lines above skipped and not the footer, the advice is the footer alone.
        let footer = try run(["render", Self.census, "--skip-lines", "11", "--no-header"])
        #expect(footer.status == 65)
        #expect(
            footer.stderr
                == "gridreport: \(Self.census):22:1: row has 1 field, the header has 13 (the last 4 rows look like a footer below the table (the first: \"Dataset: Census of Population and Housi…\"); pass --skip-footer 4)\n"
        )
    }

    @Test("a header of titles one field short of its rows: read, the untitled column named and said")
    func shortHeader() throws {
        let file = try inspectTemporaryFile(
            "rates.csv", "Rates by region\nSource: a survey\n\nrate,count\nNorth,1.5,10\nSouth,2.25,12\nEast,3,9\n")
        let advice = try run(["inspect", file])
        #expect(advice.status == 65)
        #expect(
            advice.stderr
                == "gridreport: \(file):4:1: row has 2 fields, the header has 1 (the first 3 lines look like a preamble: the rows after them have 3 fields; pass --skip-lines 3)\n"
        )
        let result = try run(["render", file, "--skip-lines", "3", "--width", "40"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "gridreport: warning: \(file): the header has 2 titles and the rows 3 fields; the first column has no title\n"
        )
        #expect(result.stdout.contains("│       │ rate │ count │\n"), "\(result.stdout)")
        #expect(result.stdout.contains("│ North │ 1.5  │    10 │\n"), "\(result.stdout)")
        let trailing = try inspectTemporaryFile("trailing.csv", "a,b\n1,2,\n3,4,y\n")
        #expect(
            try run(["render", trailing, "--width", "40"]).stderr
                == "gridreport: warning: \(trailing): the header has 2 titles and the rows 3 fields; the last column has no title\n"
        )
        // Empty as well as untitled, the last column is left out, and only that is said.
        let empty = try inspectTemporaryFile("empty.csv", "a,b\n1,2,\n3,4,\n")
        #expect(
            try run(["render", empty, "--width", "40"]).stderr
                == "gridreport: warning: \(empty): column 3 has no title and no values (every line ends with a delimiter); it is left out\n"
        )
    }

    @Test("render, export and preview warn once what inspect finds when no row is ragged to say it")
    func warnedWithoutRaggedRows() throws {
        let advice =
            "the first 4 rows look like notes above the table: the rows after them have 6 cells; the last 4 rows look like a footer below the table (the first: \"Some\"); pass --skip-lines 4 --skip-footer 4"
        let render = try run(["render", Self.workbook, "--width", "100"])
        #expect(render.status == 0)
        #expect(render.stderr == "gridreport: warning: \(Self.workbook): \(advice)\n")
        let output = try inspectTemporaryFile("deaths-out.xlsx", "")
        let export = try run(["export", Self.workbook, "-o", output, "--force"])
        #expect(export.stderr.hasPrefix("gridreport: warning: \(Self.workbook): \(advice)\n"), "\(export.stderr)")
        // A CSV whose notes are as wide as the table: the notes above alone.
        let notes = try inspectTemporaryFile(
            "notes.csv",
            "Lots of people,,,\nsimply cannot resist,,,notes\nat,the,top,of\nName,Age,Born,Died\n"
                + "Ann,69,1947-01-08,2016-01-10\nBob,60,1956-10-21,2016-12-27\nCid,90,1926-10-18,2017-03-18\n")
        let preview = try run(["preview", notes, "-o", notes + ".html", "--force"])
        #expect(
            preview.stderr
                == "gridreport: warning: \(notes): the first 3 lines look like a preamble: the rows after them have 4 fields; pass --skip-lines 3\n"
        )
        // Following the advice leaves nothing to warn about.
        let fixed = try run(["render", Self.workbook, "--skip-lines", "4", "--skip-footer", "4", "--width", "100"])
        #expect(fixed.status == 0 && fixed.stderr == "")
    }

    @Test("an old dialect's comments and escaped quotes: no skip advice, and its documented options read it")
    func oldDialect() throws {
        let file = "Samples/olympics.csv"
        let error = try run(["render", file])
        #expect(error.status == 65)
        #expect(!error.stderr.contains("skip"), "\(error.stderr)")
        let fixed = try run([
            "render", file, "--skip-lines", "1", "--comment", "#", "--skip-initial-space", "--escape", "\\", "--width",
            "60",
        ])
        #expect(fixed.status == 0 && fixed.stderr == "")
        #expect(fixed.stdout.contains("H. Norwood \"Barney\" Ewell"))
    }

    @Test("a World Bank export: years as titles under two lines of notes, skipped without --no-header")
    func yearTitles() throws {
        let file = "Tests/RealData/worldbank-population.csv"
        let error = try run(["render", file])
        #expect(error.status == 65)
        #expect(
            error.stderr
                == "gridreport: \(file):5:1: row has 13 fields, the header has 3 (the first 4 lines look like a preamble: the rows after them have 13 fields; pass --skip-lines 4)\n"
        )
        let fixed = try run(["render", file, "--skip-lines", "4", "--mode", "records", "--limit", "1", "--width", "60"])
        #expect(fixed.status == 0)
        #expect(fixed.stdout.contains("Country Name:   Aruba\n"), "\(fixed.stdout)")
        #expect(fixed.stdout.contains("2010:           101,669\n"), "\(fixed.stdout)")
    }

    @Test("--skip-footer and skipFooter out of range are usage errors naming them")
    func skipFooterRange() throws {
        let negative = try run(["render", Self.census, "--skip-footer", "-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr == "gridreport: --skip-footer: must be from 0 to 10000 rows, not -1\n")
        let spec = try inspectTemporaryFile("footer.yaml", "skipFooter: 20000\n")
        let fromSpec = try run(["render", Self.census, "--spec", spec])
        #expect(fromSpec.status == 64)
        #expect(fromSpec.stderr.contains("skipFooter"), "\(fromSpec.stderr)")
    }

    @Test("--skip-footer past the table's rows empties it with a warning, never silently; one that fits does not warn")
    func skipFooterPastTable() throws {
        let data = try inspectTemporaryFile("short.csv", "name,qty\nx,1\ny,2\nNotes\n")
        let fits = try run(["render", data, "--skip-footer", "1", "--mode", "records"])
        #expect(fits.status == 0 && fits.stderr.isEmpty, "\(fits.stderr)")
        #expect(fits.stdout.contains("name: y"))
        let past = try run(["render", data, "--skip-footer", "5"])
        #expect(past.status == 0)
        #expect(
            past.stderr
                == "gridreport: warning: \(data): --skip-footer 5 is more than the table's 3 rows, so every row is left out\n"
        )
        let spec = try inspectTemporaryFile("footer-past.yaml", "skipFooter: 5\nheader: false\n")
        let fromSpec = try run(["render", data, "--spec", spec])
        #expect(
            fromSpec.stderr.hasSuffix(" 5 is more than the table's 4 rows, so every row is left out\n"),
            "\(fromSpec.stderr)")
    }
}
