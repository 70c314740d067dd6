import Foundation
import Testing

@testable import GridReport

/// Renders a CSV as the regular table in sections, into a String.
func renderSections(
    _ path: String, _ request: SectionRequest, read: ReadOptions = ReadOptions(), border: BorderStyle = .unicode,
    width: Int, pageRows: Int? = nil
) throws -> String {
    let report = try Report(
        source: try ByteSource(path: path, displayName: URL(fileURLWithPath: path).lastPathComponent),
        read: read, settings: ReportSettings())
    let plan = try #require(try SectionPlan.resolve(request, schema: report.schema))
    report.sectionPlan = plan
    var out = ""
    try report.renderRegularSections(
        plan, geometry: TableGeometry(border: border), totalCells: width, fit: .error, wrap: false,
        color: false, warnings: WarningLog(quiet: true), pageRows: pageRows, to: &out)
    return out
}

func temporaryFile(_ text: String) -> String {
    // A test that cannot write its input fails on reading it.
    (try? temporaryCSV(text)) ?? "/nonexistent"
}

func sectionRequest(
    groupBy: [String] = [], totals: Bool = false, total: [String] = [], sorted: Bool = false,
    collapsed: Bool = false
) throws -> SectionRequest {
    var request = SectionRequest()
    request.groupBy = groupBy
    request.sumNumberColumns = totals
    request.totals = try total.map { try TotalRequest.parse($0, origin: "--total") }
    request.sortGroups = sorted
    request.collapsed = collapsed
    return request
}

@Suite("Sections: the regular table, golden text")
struct SectionTableGoldenTests {
    let penguins = samplePath("penguins.csv")

    @Test("grouped by island with sums, in order of first appearance")
    func grouped() throws {
        try expectGolden(
            try renderSections(penguins, try sectionRequest(groupBy: ["island"], totals: true), width: 72),
            "sections-island-totals-72")
    }

    @Test("nested species / island with an average, a maximum and a count, sorted groups")
    func nested() throws {
        let request = try sectionRequest(
            groupBy: ["species", "island"], total: ["body_mass_g=avg", "bill_length_mm=max", "sex=count"],
            sorted: true)
        try expectGolden(try renderSections(penguins, request, width: 80), "sections-nested-sorted-80")
    }

    @Test("collapsed: only section headers and footers")
    func collapsed() throws {
        let request = try sectionRequest(groupBy: ["species", "island"], totals: true, collapsed: true)
        try expectGolden(try renderSections(penguins, request, width: 72), "sections-nested-collapsed-72")
    }

    @Test("totals without group-by: one grand total row")
    func totalsOnly() throws {
        try expectGolden(
            try renderSections(penguins, try sectionRequest(totals: true, total: ["sex=count"]), width: 72),
            "sections-totals-only-72")
    }

    @Test("ASCII, none and Markdown borders")
    func borders() throws {
        let request = try sectionRequest(groupBy: ["island"], totals: true, collapsed: true)
        var text = ""
        for border in [BorderStyle.ascii, .none, .markdown] {
            text += try renderSections(penguins, request, border: border, width: 72) + "\n"
        }
        try expectGolden(text, "sections-borders-72")
    }

    @Test("group-by without totals: headers and rows, no footers")
    func groupsWithoutTotals() throws {
        try expectGolden(
            try renderSections(penguins, try sectionRequest(groupBy: ["sex"]), width: 72), "sections-sex-72")
    }
}

@Suite("Sections: sticky headers for a pager")
struct SectionPageTests {
    let penguins = samplePath("penguins.csv")

    @Test("--page-rows closes the table and opens it again with the column header and the open titles, continued")
    func pages() throws {
        let request = try sectionRequest(groupBy: ["island", "sex"], totals: true)
        try expectGolden(try renderSections(penguins, request, width: 72, pageRows: 6), "sections-pages-6-72")
    }

    @Test("no page ends with a section title, and every page holds the column header")
    func noOrphanTitles() throws {
        let request = try sectionRequest(groupBy: ["island"], totals: true)
        for pageRows in 1...8 {
            let text = try renderSections(penguins, request, border: .ascii, width: 72, pageRows: pageRows)
            let pages = text.components(separatedBy: "\n\n")
            #expect(pages.count > 1)
            for page in pages {
                let lines = page.split(separator: "\n").map(String.init)
                #expect(lines.count >= 4)
                #expect(lines[1].hasPrefix("| species"))
                let contentLines = lines.filter { $0.hasPrefix("|") }.dropFirst()
                if pageRows > 1, let last = contentLines.last {
                    #expect(!last.contains("island:"), "page ends with a title at --page-rows \(pageRows)")
                }
            }
        }
    }

    @Test("without --page-rows the table is one, whatever its length")
    func onePage() throws {
        let request = try sectionRequest(groupBy: ["island"], totals: true)
        #expect(!(try renderSections(penguins, request, width: 72)).contains("\n\n"))
    }
}

@Suite("Sections: streaming, sorted or not")
struct SectionStreamingTests {
    @Test("unsorted input gives the rows of each group in file order, as the same rows sorted by group do")
    func unsortedEqualsSorted() throws {
        let csv = try String(contentsOfFile: samplePath("penguins.csv"), encoding: .utf8)
        var lines = csv.split(separator: "\n").map(String.init)
        let header = lines.removeFirst()
        var order: [String] = []
        for line in lines where !order.contains(String(line.split(separator: ",")[1])) {
            order.append(String(line.split(separator: ",")[1]))
        }
        let sorted = order.flatMap { island in lines.filter { $0.split(separator: ",")[1] == island } }
        let unsortedFile = temporaryFile(csv)
        let sortedFile = temporaryFile(([header] + sorted).joined(separator: "\n") + "\n")
        defer {
            unlink(unsortedFile)
            unlink(sortedFile)
        }
        let request = try sectionRequest(groupBy: ["island"], totals: true)
        let a = try renderSections(unsortedFile, request, width: 72)
        let b = try renderSections(sortedFile, request, width: 72)
        #expect(a == b)
    }

    @Test("the output does not depend on where the input is cut into chunks and runs")
    func chunkIndependence() throws {
        var tiny = ReadOptions()
        tiny.chunkBytes = 1
        let request = try sectionRequest(groupBy: ["species", "island"], totals: true, total: ["sex=count"])
        let path = samplePath("penguins.csv")
        #expect(try renderSections(path, request, read: tiny, width: 72) == renderSections(path, request, width: 72))
    }

    @Test("records longer than a run's 16-bit length field are read back whole, in their groups")
    func longRecords() throws {
        let long = String(repeating: "x", count: 70_000)
        let longer = String(repeating: "y", count: 200_000)
        let path = temporaryFile("g,text,n\nA,\(long),1\nB,short,2\nA,\(longer),3\nA,tail,4\n")
        defer { unlink(path) }
        let report = try Report(source: try ByteSource(path: path), read: ReadOptions(), settings: ReportSettings())
        let plan = try #require(
            try SectionPlan.resolve(try sectionRequest(groupBy: ["g"], totals: true), schema: report.schema))
        var texts: [String] = []
        var footers: [Double?] = []
        try report.forEachSectionEvent(plan) { event in
            if case .row(let row) = event, case .text(let text) = row.items[1] { texts.append(text) }
            if case .footer(_, let totals) = event { footers += totals }
        }
        #expect(texts == [long, longer, "tail", "short"])
        #expect(footers == [8, 2])
    }

    @Test("the totals equal a recomputation")
    func totalsRecomputed() throws {
        let report = try Report(
            source: try ByteSource(path: samplePath("penguins.csv")), read: ReadOptions(), settings: ReportSettings())
        let plan = try #require(
            try SectionPlan.resolve(
                try sectionRequest(groupBy: ["island"], total: ["body_mass_g=avg", "sex=count", "bill_length_mm=min"]),
                schema: report.schema))
        var footers: [String: [Double?]] = [:]
        var grand: [Double?] = []
        try report.forEachSectionEvent(plan) { event in
            if case .footer(let section, let totals) = event { footers[section.shownValue] = totals }
            if case .grandTotal(let totals) = event { grand = totals }
        }
        let csv = try String(contentsOfFile: samplePath("penguins.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        func expected(_ rows: [[String]]) -> [Double?] {
            let masses = rows.compactMap { Double($0[3]) }
            return [
                rows.compactMap { Double($0[2]) }.min(), masses.reduce(0, +) / Double(masses.count),
                Double(rows.filter { $0[4] != "NA" }.count),
            ]
        }
        for island in ["Torgersen", "Biscoe", "Dream"] {
            #expect(footers[island]! == expected(rows.filter { $0[1] == island }))
        }
        #expect(grand == expected(rows))
    }
}

@Suite("Sections: mistakes and limits")
struct SectionErrorTests {
    func plan(_ request: SectionRequest) throws -> SectionPlan? {
        let report = try Report(
            source: try ByteSource(path: samplePath("penguins.csv")), read: ReadOptions(), settings: ReportSettings())
        return try SectionPlan.resolve(request, schema: report.schema)
    }

    @Test("an unknown group-by or total column names the columns that exist")
    func unknownColumn() throws {
        var request = SectionRequest()
        request.groupBy = ["isle"]
        request.groupByOrigin = "--group-by"
        #expect(
            throws: SectionError.unknownColumn(
                "isle", origin: "--group-by",
                known: ["species", "island", "bill_length_mm", "body_mass_g", "sex"])
        ) { try plan(request) }
        let reported = SectionError.unknownColumn("isle", origin: "--group-by", known: ["a", "b"]).reported
        #expect(reported.exitCode == 64)
        #expect(
            reported.description
                == "--group-by: no column \"isle\" (the columns are \"a\", \"b\", or a number from 1 to 2)")
        #expect(throws: SectionError.self) { try plan(try sectionRequest(total: ["mass=sum"])) }
    }

    @Test("a sum of a text column is a usage error; its count is not")
    func textColumn() throws {
        #expect(throws: SectionError.notANumberColumn("sex", kind: .sum, type: .text, origin: "--total")) {
            try plan(try sectionRequest(total: ["sex=sum"]))
        }
        #expect(try plan(try sectionRequest(total: ["sex=count"]))?.totals == [ColumnTotal(column: 4, kind: .count)])
        #expect(throws: SectionError.unknownKind("mode", origin: "--total")) {
            try TotalRequest.parse("x=mode", origin: "--total")
        }
        #expect(throws: SectionError.summaryOnlyTotal(.median, origin: "--total")) {
            try TotalRequest.parse("x=median", origin: "--total")
        }
        #expect(throws: SectionError.notColumnEqualsKind("x", origin: "--total")) {
            try TotalRequest.parse("x", origin: "--total")
        }
    }

    @Test("more distinct groups than the limit is a located error that says how to raise it")
    func tooManyGroups() throws {
        var request = try sectionRequest(groupBy: ["island"])
        request.maxGroups = 2
        request.maxGroupsOrigin = "--max-groups"
        #expect(
            throws: SectionError.tooManyGroups(
                limit: 2, at: SourceLocation(file: "penguins.csv", line: 5, column: 1), origin: "--max-groups")
        ) {
            try renderSections(samplePath("penguins.csv"), request, width: 72)
        }
        let error = SectionError.tooManyGroups(
            limit: 1_000_000, at: SourceLocation(file: "a.csv", line: 9, column: 1), origin: "--max-groups")
        #expect(
            error.reported.description
                == "a.csv:9:1: more than 1,000,000 distinct groups, the limit (group by fewer columns, or raise the limit with --max-groups N)"
        )
        #expect(error.reported.exitCode == 65)
    }

    @Test("an index over its memory limit is a located error")
    func indexTooLarge() throws {
        var request = try sectionRequest(groupBy: ["island"])
        request.maxIndexBytes = 100
        #expect(throws: SectionError.self) { try renderSections(samplePath("penguins.csv"), request, width: 72) }
    }
}

@Suite("Sections: compact cards, golden text")
struct SectionCardsGoldenTests {
    func render(_ request: SectionRequest, width: Int) throws -> String {
        let path = samplePath("penguins.csv")
        let report = try Report(
            source: try ByteSource(path: path, displayName: "penguins.csv"), read: ReadOptions(),
            settings: ReportSettings())
        let plan = try #require(try SectionPlan.resolve(request, schema: report.schema))
        report.sectionPlan = plan
        var out = ""
        try report.renderCompactSections(
            plan, binding: try report.bindingPlan(bindOptions: []), totalCells: width, accessory: .none,
            color: false, to: &out)
        return out
    }

    @Test("grouped by island with a maximum: titles above the cards, totals as footer lines")
    func grouped() throws {
        try expectGolden(
            try render(try sectionRequest(groupBy: ["island"], total: ["body_mass_g=max", "sex=count"]), width: 50),
            "sections-compact-island-50")
    }

    @Test("nested and collapsed: titles and totals only")
    func collapsed() throws {
        try expectGolden(
            try render(try sectionRequest(groupBy: ["species", "island"], totals: true, collapsed: true), width: 60),
            "sections-compact-collapsed-60")
    }
}

@Suite("Sections: records and card grid, golden text")
struct SectionRecordsCardsGoldenTests {
    func report() throws -> Report {
        let path = samplePath("penguins.csv")
        return try Report(
            source: try ByteSource(path: path, displayName: "penguins.csv"), read: ReadOptions(),
            settings: ReportSettings())
    }

    @Test("records: each row's block under its section's title, numbered through the report, totals as footers")
    func records() throws {
        let report = try report()
        let plan = try #require(
            try SectionPlan.resolve(try sectionRequest(groupBy: ["island"], totals: true), schema: report.schema))
        report.sectionPlan = plan
        var out = ""
        try report.renderRecordsSections(plan, totalCells: 48, color: false, to: &out)
        try expectGolden(out, "sections-records-island-48")
    }

    @Test("cards: each section's cards in lines of their own, as many per line as fit")
    func cards() throws {
        let report = try report()
        let plan = try #require(
            try SectionPlan.resolve(
                try sectionRequest(groupBy: ["species"], total: ["body_mass_g=avg"]), schema: report.schema))
        report.sectionPlan = plan
        var out = ""
        try report.renderCardSections(
            plan, binding: try report.bindingPlan(bindOptions: []), totalCells: 80, pointsPerCell: 8,
            columns: nil, color: false, to: &out)
        try expectGolden(out, "sections-cards-species-80")
        var two = ""
        try report.renderCardSections(
            plan, binding: try report.bindingPlan(bindOptions: []), totalCells: 80, pointsPerCell: 8,
            columns: 2, color: false, asciiOnly: true, to: &two)
        #expect(two.split(separator: "\n").allSatisfy { $0.filter { $0 == "+" }.count <= 4 })
        #expect(!out.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }
}

@Suite("Sections: the plan as inspect prints it")
struct SectionPlanSummaryTests {
    @Test("group-by order, totals with their Excel formats and SUBTOTAL numbers")
    func summary() throws {
        let report = try Report(
            source: try ByteSource(path: samplePath("penguins.csv")), read: ReadOptions(), settings: ReportSettings())
        let plan = try #require(
            try SectionPlan.resolve(
                try sectionRequest(
                    groupBy: ["species", "island"], total: ["body_mass_g=avg", "sex=count"], sorted: true),
                schema: report.schema))
        #expect(
            plan.summary(schema: report.schema, locale: "en_US") == """
                group by: species › island (sections sorted by value, rows in file order)
                totals: body_mass_g avg #,##0.00 (subtotal function 1), sex count #,##0 (subtotal function 3); under each section and at the end
                """)
    }
}

@Suite("Sections: which columns --totals adds up")
struct SectionTotalsColumnsTests {
    @Test("--totals leaves out years and identifiers; a --total for one still counts")
    func yearsAndIdentifiers() throws {
        let schema = Schema(columns: [
            Column(index: 0, name: "island", type: .text),
            Column(index: 1, name: "Sample Number", type: .number),
            Column(index: 2, name: "body_mass_g", type: .number),
            Column(index: 3, name: "year", type: .number),
        ])
        let summed = try #require(
            try SectionPlan.resolve(try sectionRequest(groupBy: ["island"], totals: true), schema: schema))
        #expect(summed.totals.map(\.column) == [2])
        let asked = try #require(
            try SectionPlan.resolve(try sectionRequest(totals: true, total: ["year=max"]), schema: schema))
        #expect(asked.totals.map(\.column) == [2, 3])
    }
}
