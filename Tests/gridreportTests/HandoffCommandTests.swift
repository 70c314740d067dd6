import Foundation
import Testing

/// `handoff --to mdk` pages checked against a JSON Schema written from SAP's MDK schema pages, and
/// what `handoff` refuses, with its sentences and exit codes.
@Suite struct HandoffCommandTests {
    /// The MDK page of each report, validated by jsonschema (Tests/Python/check_mdk_page.py).
    @Test(arguments: [
        ["Samples/stocks.csv", "--spec", "Samples/stocks.yaml", "--entity-set", "Stocks"],
        ["Samples/products.csv", "--spec", "Samples/products.yaml"],
        ["Samples/european.csv", "--spec", "Samples/european.yaml", "--widths=0.2,-1,0.15,0.1,0.1,0.15"],
        ["Samples/penguins-dated.csv", "--width", "200", "--service", "/Lab/Services/Penguins.service"],
        ["Samples/stocks.csv", "--widths=-1,120,80,80,80,80", "--accessory", "disclosure"],
    ])
    func mdkPagesFollowSAPsSchema(arguments: [String]) throws {
        let result = try run(["handoff"] + arguments + ["--to", "mdk"])
        try #require(result.status == 0, "\(result.stderr)")
        let file = try inspectTemporaryFile("page.json", result.stdout)
        let errors = try checkMDKPage(file)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func mdkPageSaysWhatTheReportSays() throws {
        let result = try run([
            "handoff", "Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1", "--accessory", "disclosure", "--to",
            "mdk", "--entity-set", "Quotes",
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let controls = try #require(page["Controls"] as? [[String: Any]])
        let section = try #require((controls.first?["Sections"] as? [[String: Any]])?.first)
        let header = try #require((section["Header"] as? [String: Any])?["Grid"] as? [String: Any])
        let row = try #require(section["Row"] as? [String: Any])
        let headerItems = try #require(header["Items"] as? [[String: Any]])
        let rowItems = try #require(row["Items"] as? [[String: Any]])
        let titles = ["Logo", "Symbol", "Open", "High", "Low", "Close"]
        #expect(headerItems.map { $0["Text"] as? String } == titles)
        // Each binds the property the Swift row type names the column with.
        #expect(rowItems.first?["Image"] as? String == "{logo}")
        // Numbers through MDK's number formatter, with the digits the preview shows.
        let bindings =
            ["{symbol}"]
            + ["open", "high", "low", "close"].map {
                "$(N,{\($0)},'en-US',{minimumFractionDigits:2,maximumFractionDigits:2,useGrouping:true})"
            }
        #expect(rowItems.dropFirst().map { $0["Text"] as? String } == bindings)
        #expect(
            rowItems.map { $0["BindTo"] as? String } == [
                "DetailImage", "Headline", "Subheadline", "Footnote", "Status", "Substatus",
            ])
        #expect(rowItems.dropFirst(2).allSatisfy { $0["TextAlignment"] as? String == "Right" })
        #expect(rowItems[1]["TextAlignment"] as? String == "Left")
        let widths: [Double] = [-1, 0.2, 0.1, 0.1, 0.1, 0.1]
        for layout in [header["Layout"], row["Layout"]] {
            let layout = try #require(layout as? [String: Any])
            #expect(layout["ColumnWidthPercentage"] as? [Double] == widths)
            #expect(layout["ColumnWidth"] == nil)
        }
        #expect(row["AccessoryType"] as? String == "disclosureIndicator")
        let target = try #require(section["Target"] as? [String: Any])
        #expect(target["EntitySet"] as? String == "Quotes")
        #expect(section["_Type"] as? String == "Section.Type.GridTable")
    }

    @Test func mdkTargetIsAPlaceholderWithoutAnEntitySet() throws {
        let result = try run(["handoff", "Samples/stocks.csv", "--to", "mdk"])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"EntitySet\" : \"REPLACE_WITH_ENTITY_SET\""))
        #expect(result.stdout.contains("\"Service\" : \"/MDKApp/Services/Main.service\""))
        // Natural widths are points: ColumnWidth, never ColumnWidthPercentage.
        #expect(result.stdout.contains("\"ColumnWidth\" : ["))
        #expect(!result.stdout.contains("ColumnWidthPercentage"))
    }

    /// What a broken checker would miss: a page with two -1 widths and both layouts fails.
    @Test func theSchemaRefusesWhatSAPsPagesForbid() throws {
        let page = """
            {"_Type": "Page", "_Name": "P", "Controls": [{"_Type": "Control.Type.SectionedTable", "_Name": "S",
            "Sections": [{"_Type": "Section.Type.GridTable", "_Name": "G", "Target": {"EntitySet": "E", "Service": "/S"},
            "Row": {"Items": [{"Text": "{A}", "BindTo": "Icon"}, {"Text": "{B}"}],
            "Layout": {"ColumnWidth": [-1, -1], "ColumnWidthPercentage": [0.5, -1]}}}]}]}
            """
        let errors = try checkMDKPage(try inspectTemporaryFile("bad.json", page))
        #expect(errors.count == 3, "\(errors)")
    }

    @Test func badInputIsRefusedWithItsReason() throws {
        let missing = try run(["handoff", "no-such-file.csv", "--to", "uikit"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no-such-file.csv: cannot open the input: no such file or directory"))

        let target = try run(["handoff", "Samples/stocks.csv", "--to", "android"])
        #expect(target.status == 64)
        #expect(target.stderr.contains("The value 'android' is invalid for '--to <to>'"))
        #expect(target.stderr.contains("see 'gridreport handoff --help'"))

        let input = try inspectTemporaryFile("stocks.csv", "Symbol,Open\nSAP,114.23\n")
        let onto = try run(["handoff", input, "--to", "uikit", "-o", input, "--force"])
        #expect(onto.status == 73)
        #expect(
            onto.stderr
                == "gridreport: \(input): is the input file; writing it would overwrite what is being read (choose another output name)\n"
        )
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "Symbol,Open\nSAP,114.23\n")

        let folder = try temporaryFolder().path
        let intoFolder = try run(["handoff", "Samples/stocks.csv", "--to", "uikit", "-o", folder])
        #expect(intoFolder.status == 73)
        #expect(intoFolder.stderr == "gridreport: \(folder): is a folder, not a file name for the output\n")
        let nowhere = try run(["handoff", "Samples/stocks.csv", "--to", "uikit", "-o", folder + "/no/such/G.swift"])
        #expect(nowhere.status == 73)
        #expect(
            nowhere.stderr
                == "gridreport: \(folder)/no/such/G.swift: cannot create the file: No such file or directory\n")

        let braces = try inspectTemporaryFile("braces.csv", "{Name},Open\nSAP,114.23\n")
        let brace = try run(["handoff", braces, "--to", "mdk"])
        #expect(brace.status == 65)
        #expect(
            brace.stderr.contains(
                "column '{Name}': its title has a brace, which starts or ends a binding; MDK would not show it as the header's text"
            ))
    }

    /// Options and reports handoff refuses: arguments after handoff, a CSV's contents (nil:
    /// Samples/stocks.csv), the exit status and the sentence.
    static let refusals: [([String], String?, Int32, String)] = [
        (["--to", "uikit", "--service", "/S"], nil, 64, "--service: is for --to mdk"),
        (["--to", "uikit", "--entity-set", "X"], nil, 64, "--entity-set: is for --to mdk"),
        (
            ["--to", "mdk", "--sample", "3"], nil, 64,
            "--sample: is for --to uikit or swiftui (an MDK page reads its rows from the entity set)"
        ),
        (
            ["--to", "uikit", "--sample", "-1"], nil, 64,
            "--sample: must be from 0 to 1000 rows, not -1 (sample rows are for previews; read the data in the app)"
        ),
        // Issue 39, 16: a huge sample was a 168 MB Swift file; 1000 is the cap.
        (
            ["--to", "uikit", "--sample", "9223372036854775807"], nil, 64,
            "--sample: must be from 0 to 1000 rows, not 9223372036854775807 (sample rows are for previews; read the data in the app)"
        ),
        (["--to", "uikit", "--name", "2x"], nil, 64, "--name: '2x' is not a Swift type name (try --name Report2x)"),
        (
            ["--to", "mdk", "--widths=0.5,-1,100,0.1,0.1,0.1"], nil, 65,
            "handoff --to mdk: 'Logo' has a fraction width and 'Open' a width in points; an MDK GridRowLayout takes ColumnWidthPercentage or ColumnWidth, not both (give every width as a fraction (and one -1), or every width in points)"
        ),
        (
            ["--to", "uikit", "--bind", "Logo=icon"], nil, 65,
            "handoff: column 'Logo' is bound to icon, which FUIGridTableViewCell.ObjectViewProperty has no binding for (bind it to another slot with --bind)"
        ),
        (
            ["--to", "uikit"], "Seen,Count\n2024-03-11T10:15:30Z,1\n2024-03-11T10:15:30+01:00,2\n", 65,
            "handoff: column 'Seen' has dates like '2024-03-11T10:15:30+01:00', which no DateFormatter pattern writes back as written (give a display pattern (--date-format) or a style (--date-style))"
        ),
        (
            ["--to", "uikit"], "Name,Open,Name\nSAP,114.23,x\n", 65,
            "handoff: two columns are titled 'Name': a row type's coding keys and an entity's properties need one name each (rename one of them in the CSV, or hide one with a width of 0)"
        ),
    ]

    @Test(arguments: refusals)
    func refused(arguments: [String], csv: String?, status: Int32, sentence: String) throws {
        let input = try csv.map { try inspectTemporaryFile("input.csv", $0) } ?? "Samples/stocks.csv"
        let result = try run(["handoff", input] + arguments)
        #expect(result.status == status)
        #expect(result.stderr == "gridreport: \(sentence)\n")
    }

    /// 500 columns: at 100 cells not even fractions fit beside the spacing, so the reason is given
    /// (exit 65); at a width they fit in, the natural widths are written.
    @Test func fiveHundredColumns() throws {
        let titles = (1...500).map { "c\($0)" }.joined(separator: ",")
        let values = (1...500).map { String($0) }.joined(separator: ",")
        let csv = try inspectTemporaryFile("wide.csv", titles + "\n" + values + "\n")
        let narrow = try run(["handoff", csv, "--to", "uikit", "--width", "100"])
        #expect(narrow.status == 65)
        #expect(
            narrow.stderr
                == "gridreport: handoff: the 500 columns need at least 3393 cells and 100 are available: too few for one row of a grid cell even as fractions of its width (the spacing leaves under 2 cells a column) (give widths (--widths, or a spec) that fit, hide columns with 0, or give a larger --width)\n"
        )
        let wide = try run(["handoff", csv, "--to", "mdk", "--width", "5000"])
        #expect(wide.status == 0)
        #expect(try checkMDKPage(try inspectTemporaryFile("wide.json", wide.stdout)).isEmpty)
    }

    @Test func outputFileIsWrittenWhole() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("StocksGrid.swift").path
        let result = try run(["handoff", "Samples/stocks.csv", "--to", "uikit", "-o", path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let printed = try run(["handoff", "Samples/stocks.csv", "--to", "uikit"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["StocksGrid.swift"])
    }

    /// The checker's error lines (empty when the page is valid; it exits 2 when there are some, 1 when it fails itself).
    func checkMDKPage(_ path: String) throws -> [String] {
        let script = repositoryRoot.appendingPathComponent("Tests/Python/check_mdk_page.py").path
        let output = try HandoffStandIn.capture(
            "/usr/bin/env", ["python3", script, path], in: try temporaryFolder(), accepting: [0, 2])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
