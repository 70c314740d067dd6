import Foundation
import Testing

/// Issue 46, items 10 and 12: `--limit` on inspect and handoff, and the handoff an iOS developer
/// opens first (a decoder for the report's dates, a usage snippet, one flexible column, the MDK
/// page's formatted numbers and titles MDK would misread).
@Suite("First hour, round 2: the handoff (issue 46)")
struct FirstHourHandoffTests {
    static let orders = """
        Order ID,Customer,Order Date,Shipped,Amount
        10248,Vins et alcools Chevalier,7/4/2019,7/16/2019 9:05,($16.46)
        10249,Toms Spezialitäten,7/5/2019,7/10/2019 14:30,"$1,863.40"
        10250,Hanari Carnes,7/8/2019,7/12/2019 8:00,$18.00

        """

    func folder() throws -> URL {
        let folder = try temporaryFolder()
        try Data(Self.orders.utf8).write(to: folder.appendingPathComponent("orders.csv"))
        return folder
    }

    static let dates = ["--format", "Order Date=date:M/d/yyyy", "--format", "Shipped=datetime:M/d/yyyy H:mm"]

    @Test("10: --limit on inspect says the first rows in the shaping line, and --json names it")
    func inspectLimit() throws {
        let folder = try folder()
        let text = try run(
            ["inspect", "orders.csv", "--sort", "Amount:desc", "--limit", "2", "--width", "100"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("shaping: sorted by Amount descending; the first 2 of 3 rows\n"), "\(text.stdout)")
        let all = try run(["inspect", "orders.csv", "--limit", "5"], in: folder)
        #expect(all.stdout.contains("shaping: all 3 rows (at most 5 asked for)\n"), "\(all.stdout)")
        let json = try run(["inspect", "orders.csv", "--limit", "2", "--json"], in: folder)
        #expect(json.stdout.contains("\"limit\" : 2"), "\(json.stdout)")
        let bad = try run(["inspect", "orders.csv", "--limit", "0"], in: folder)
        #expect(bad.status == 64)
        #expect(bad.stderr == "gridreport: --limit: must be a whole number of rows from 1 up, not \"0\"\n")
    }

    @Test("10: --limit on handoff makes the first rows (after --sort) the sample rows; MDK has none to limit")
    func handoffLimit() throws {
        let folder = try folder()
        let swift = try run(
            ["handoff", "orders.csv", "--to", "uikit", "--sort", "Amount:desc", "--limit", "1"] + Self.dates, in: folder
        )
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("/// The report's first row, for previews."))
        #expect(swift.stdout.contains("amount: 1863.4"))
        #expect(!swift.stdout.contains("amount: 18.0"))
        let capped = try run(["handoff", "orders.csv", "--to", "uikit", "--sample", "3", "--limit", "2"], in: folder)
        #expect(capped.stdout.contains("/// The report's first 2 rows, for previews."), "\(capped.stderr)")
        let mdk = try run(["handoff", "orders.csv", "--to", "mdk", "--limit", "2"], in: folder)
        #expect(mdk.status == 64)
        #expect(
            mdk.stderr
                == "gridreport: --limit: is for --to uikit or swiftui (an MDK page reads its rows from the entity set)\n"
        )
    }

    @Test("12: the row type decodes the report's own date text with the patterns it was read with")
    func decoder() throws {
        let folder = try folder()
        let result = try run(["handoff", "orders.csv", "--to", "uikit", "--name", "Orders"] + Self.dates, in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    static func decoder() -> JSONDecoder {"))
        #expect(result.stdout.contains("            case \"Shipped\":"))
        // The usage snippet names the grid's own members.
        #expect(result.stdout.contains("///     cell.gridItems = OrdersGrid.gridItems(for: rows[indexPath.row])"))
        #expect(result.stdout.contains("try OrdersRow.decoder().decode([OrdersRow].self, from: data)"))
        let libraries = try HandoffStandIn.standIns()
        let work = libraries.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try Data(result.stdout.utf8).write(to: work.appendingPathComponent("Orders.swift"))
        let main = """
            import Foundation
            let json = #"[{"Order ID": 1, "Customer": "A", "Order Date": "7/4/2019", "Shipped": "7/16/2019 9:05", "Amount": -16.46}]"#
            let rows = try OrdersRow.decoder().decode([OrdersRow].self, from: Data(json.utf8))
            print(rows[0].orderDate.timeIntervalSince1970, rows[0].shipped.timeIntervalSince1970)
            do {
                _ = try OrdersRow.decoder().decode([OrdersRow].self, from: Data(json.replacingOccurrences(of: "7/4/2019", with: "2019-07-04").utf8))
            } catch DecodingError.dataCorrupted(let context) {
                print(context.debugDescription)
            }

            """
        try Data(main.utf8).write(to: work.appendingPathComponent("main.swift"))
        try HandoffStandIn.swiftc(
            [
                "-swift-version", "6", "-I", libraries.path, "-L", libraries.path, "-lSAPFiori", "-lUIKit",
                "Orders.swift", "main.swift", "-o", "runner",
            ], in: work)
        let output = String(
            decoding: try HandoffStandIn.capture(work.appendingPathComponent("runner").path, [], in: work),
            as: UTF8.self)
        // 2019-07-04 and 2019-07-16 09:05 at their wall time in UTC, as the sample rows write them.
        #expect(output == "1562198400.0 1563267900.0\nnot a date written M/d/yyyy: 2019-07-04\n")
    }

    @Test("12: without given widths the widest text column is flexible (-1), and the comment says so")
    func flexibleColumn() throws {
        let folder = try folder()
        let result = try run(["handoff", "orders.csv", "--to", "uikit"] + Self.dates, in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("static let columnWidths: [CGFloat] = [64, -1, 80, 120, 72]"), "\(result.stdout)")
        #expect(result.stdout.contains("The widest text column, Customer, is flexible (-1)"))
    }

    @Test("12: the MDK page binds numbers through MDK's formatters, as the preview shows them")
    func mdkFormattedNumbers() throws {
        let folder = try folder()
        let result = try run(["handoff", "orders.csv", "--to", "mdk"], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                #""Text" : "$(C,{amount},'USD','en-US')""#
            ), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                #""Text" : "$(N,{orderID},'en-US',{minimumFractionDigits:0,maximumFractionDigits:0,useGrouping:false})""#
            ))
    }

    @Test("12: a title MDK would read as a path is shown through a localized string, and stderr says what to add")
    func mdkLocalizedTitle() throws {
        let folder = try temporaryFolder()
        try Data("# Orders,Region\n12,West\n".utf8).write(to: folder.appendingPathComponent("counts.csv"))
        let result = try run(["handoff", "counts.csv", "--to", "mdk"], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""Text" : "$(L,Counts_orders_title)""#), "\(result.stdout)")
        #expect(
            result.stderr
                == "gridreport: warning: column '# Orders' is shown as $(L,Counts_orders_title), since MDK would read the title as a path; add Counts_orders_title=# Orders to the app's i18n.properties\n"
        )
    }
}

@Suite("First hour, round 2: inspect (issue 46)")
struct FirstHourInspectTests {
    @Test("13: inspect --yaml pins the Windows-1252 it fell back to, so the spec's runs give no warning")
    func yamlPinsGuessedEncoding() throws {
        let folder = try temporaryFolder()
        // `Müller` and `€` in Windows-1252: 0xFC and 0x80 are not UTF-8.
        try Data([UInt8]("Name,Price\nM".utf8) + [0xFC] + [UInt8]("ller,".utf8) + [0x80] + [UInt8]("5\n".utf8))
            .write(to: folder.appendingPathComponent("de.csv"))
        let guessed = try run(["render", "de.csv"], in: folder)
        #expect(guessed.stderr.contains("Windows-1252"), "\(guessed.stderr)")
        let yaml = try run(["inspect", "de.csv", "--yaml"], in: folder)
        try #require(yaml.status == 0, "\(yaml.stderr)")
        #expect(yaml.stdout.contains("\nencoding: windows-1252\n"), "\(yaml.stdout)")
        try Data(yaml.stdout.utf8).write(to: folder.appendingPathComponent("de.yaml"))
        let pinned = try run(["render", "de.csv", "--spec", "de.yaml"], in: folder)
        #expect(pinned.status == 0)
        #expect(pinned.stderr == "", "\(pinned.stderr)")
        #expect(pinned.stdout.contains("Müller"))
    }

    @Test("13: inspect shows a currency column's own digits, as the terminal shows them")
    func currencyDigits() throws {
        let folder = try temporaryFolder()
        try Data("Item,Price\nA,$1.50\nB,\"$2,605.90\"\n".utf8).write(to: folder.appendingPathComponent("c.csv"))
        let result = try run(["inspect", "c.csv", "--width", "100"], in: folder)
        #expect(result.stdout.contains("¤#,##0.00 USD en_US"), "\(result.stdout)")
    }
}

@Suite("Real data, round 4: advice that works when followed (issue 49.10)")
struct AdviceFollowedTests {
    @Test("--where on a column a few words keep text gives the --na that reads them as missing, and it works")
    func naAdvice() throws {
        let folder = try temporaryFolder()
        try Data("id,x\n1,12\n2,abc\n3,7\n".utf8).write(to: folder.appendingPathComponent("t.csv"))
        let refused = try run(["render", "t.csv", "--where", "x > 5", "--width", "40"], in: folder)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "gridreport: --where 'x > 5': x is a text column, so > cannot compare it (column \"x\" is text only because 1 value is not numbers: 1 × 'abc'; pass --na 'NA,N/A,null,NULL,NaN,-,abc' to read it as missing)\n"
        )
        // Followed as written.
        let followed = try run(
            ["render", "t.csv", "--where", "x > 5", "--na", "NA,N/A,null,NULL,NaN,-,abc", "--width", "40"], in: folder)
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(followed.stdout.contains("12") && followed.stdout.contains(" 7 ") && !followed.stdout.contains("abc"))
    }

    @Test("--where on a column of identifiers (leading zeros) advises no --format that would be refused")
    func identifierAdvice() throws {
        let folder = try temporaryFolder()
        try Data("id,zip\n1,02134\n2,00501\n".utf8).write(to: folder.appendingPathComponent("z.csv"))
        let refused = try run(["render", "z.csv", "--where", "zip > 1000"], in: folder)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "gridreport: --where 'zip > 1000': zip is a text column, so > cannot compare it (its values look numeric but have leading zeros or more than 15 digits, so they are kept as text; give == or != and a text)\n"
        )
        // Followed: a text comparison works.
        let followed = try run(["render", "z.csv", "--where", "zip == 02134", "--width", "40"], in: folder)
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(followed.stdout.contains("02134") && !followed.stdout.contains("00501"))
    }
}
