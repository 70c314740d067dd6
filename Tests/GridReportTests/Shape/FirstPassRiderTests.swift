import Foundation
import Testing

@testable import GridReport

/// The work the first pass does on a guess of the types (`FirstPassRider`) against the pass it
/// saves: a filtered top N (`TopRowsAhead`) and the added columns' profiles
/// (`AddedProfilesAhead`) give what reading the file again gives, whether the guess holds (then
/// the file is read once) or proves wrong (then it is read again, as before).
@Suite("One pass: a top N and added columns learnt in the first pass on a guess, or read again when it is wrong")
struct FirstPassRiderTests {
    /// `Id,Value,Label` rows: values with ties and gaps (`value(id)`), labels with ties and gaps.
    static func csv(rows: Int, value: (Int) -> String) -> String {
        var text = "Id,Value,Label\n"
        var seed: UInt64 = 7
        for id in 0..<rows {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let label = ["alpha", "Beta", "gamma", "Délta", ""][Int(seed >> 20) % 5]
            text += "\(id),\(value(id)),\(label)\n"
        }
        return text
    }

    /// A value with ties (a few hundred distinct), a gap in every seventh row.
    static func number(_ id: Int) -> String {
        id % 7 == 3 ? "" : String(Double((id &* 7919) % 977) / 4)
    }

    /// Numbers for 7,995 rows, then a text: the first chunks (of about 500 rows: `read`) guess a
    /// number column, the file's last rows make it text.
    static let textAfterNumbers = csv(rows: 8_000) { id in id == 7_995 ? "unknown" : number(id) }

    /// Chunks of 8 KB, so that a small file has many (the guess is the first chunk's).
    static var read: ReadOptions {
        var read = ReadOptions()
        read.chunkBytes = 8 << 10
        return read
    }

    /// The same report made both ways: with the first pass's rider, and read again after it.
    static func both(_ csv: String, read: ReadOptions = read, topRows: TopRowsRequest? = nil) throws -> (
        once: Report, twice: Report
    ) {
        let settings = ReportSettings(locale: "en_US")
        let once = try Report(source: try source(csv), read: read, settings: settings, topRows: topRows)
        let twice = try Report(firstPass: FirstPass(try source(csv), options: read), read: read, settings: settings)
        if let topRows {
            for report in [once, twice] {
                try report.shape(topRows.shape, limit: topRows.limit, sortBudget: topRows.sortBudget)
            }
        }
        return (once, twice)
    }

    static func rows(_ report: Report) throws -> [GridRow] {
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        return rows
    }

    static func table(_ report: Report) throws -> String {
        var table = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .unicode), totalCells: 100, fit: .error, wrap: false, color: false,
            to: &table)
        return table
    }

    /// Checks that both ways give the same rows, count, profile and table, and whether the
    /// first pass did the work.
    static func expectAlike(
        _ pair: (once: Report, twice: Report), readOnce: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        #expect(pair.once.workedInFirstPass == readOnce, sourceLocation: sourceLocation)
        #expect(!pair.twice.workedInFirstPass, sourceLocation: sourceLocation)
        #expect(pair.once.schema == pair.twice.schema, sourceLocation: sourceLocation)
        #expect(pair.once.profile == pair.twice.profile, sourceLocation: sourceLocation)
        #expect(pair.once.rowCount == pair.twice.rowCount, sourceLocation: sourceLocation)
        let rows = try Self.rows(pair.once)
        #expect(!rows.isEmpty, sourceLocation: sourceLocation)
        #expect(rows == (try Self.rows(pair.twice)), sourceLocation: sourceLocation)
        #expect(try table(pair.once) == table(pair.twice), sourceLocation: sourceLocation)
    }

    static func request(
        _ sort: String, where conditions: [String] = [], limit: Int = 20, budget: Int = Report.defaultSortBudget
    )
        throws -> TopRowsRequest
    {
        TopRowsRequest(
            shape: RowShape(
                conditions: try conditions.map { try RowCondition.parse($0, origin: "--where") },
                sortKeys: try SortKey.parseList(sort, origin: "--sort")),
            limit: limit, sortBudget: budget)
    }

    @Test(
        "a filtered top N with ties and empty cells is kept in the first pass when the guess holds, in memory or spilled",
        arguments: [
            ("Value:desc", [], 20, Report.defaultSortBudget),
            ("Value,Label:desc", ["Label ~ a or Value > 200"], 20, Report.defaultSortBudget),
            ("Label,Value:desc", ["Value is empty or Value < 100"], 1000, 16 << 10),
        ] as [(String, [String], Int, Int)])
    func topRows(sort: String, conditions: [String], limit: Int, budget: Int) throws {
        let csv = Self.csv(rows: 8_000, value: Self.number)
        let request = try Self.request(sort, where: conditions, limit: limit, budget: budget)
        try Self.expectAlike(Self.both(csv, topRows: request), readOnce: true)
    }

    @Test("a top N guessed a number column that the file's last rows make text is sorted again, as text")
    func topRowsWrongGuess() throws {
        let request = try Self.request("Value:desc,Id", where: ["Label !~ e"])
        let pair = try Self.both(Self.textAfterNumbers, topRows: request)
        try Self.expectAlike(pair, readOnce: false)
        #expect(pair.once.schema.columns[1].type == .text)
        // Sorted as text, descending: "unknown" before every number's digits.
        #expect(try Self.rows(pair.once).first?.items[1] == .text("unknown"))
    }

    @Test("a column empty in the first chunk guesses text; numbers after it make the top N read again")
    func topRowsLateNumbers() throws {
        let csv = Self.csv(rows: 8_000) { id in id < 1_000 ? "" : Self.number(id) }
        try Self.expectAlike(Self.both(csv, topRows: try Self.request("Value:desc", limit: 5)), readOnce: false)
    }

    static func added(_ definitions: [String]) throws -> ReadOptions {
        var read = Self.read
        read.added = try definitions.map { try AddedColumn.parse($0, origin: "--add") }
        return read
    }

    @Test("added columns are profiled in the first pass when the guess holds: same widths, digits and formats")
    func addedColumns() throws {
        let csv = Self.csv(rows: 8_000, value: Self.number)
        let read = try Self.added(["Ratio = Value / 3", "Tag = Label & \"!\"", "Twice = Ratio * 2"])
        try Self.expectAlike(Self.both(csv, read: read), readOnce: true)
    }

    @Test(
        "added columns of arithmetic alone are profiled from the numbers the profile parsed: gaps, NA, a division by zero, one column read by the next"
    )
    func addedNumbers() throws {
        let csv = Self.csv(rows: 8_000) { id in id % 11 == 5 ? "NA" : Self.number(id) }
        let read = try Self.added([
            "Ratio = Value / 3", "Inverse = 1 / Value", "Back = Id - Ratio * 3", "Mid = (Id + Value) / 2",
        ])
        try Self.expectAlike(Self.both(csv, read: read), readOnce: true)
    }

    @Test("an added column over a number column that the file's last rows make text is profiled in a pass of its own")
    func addedColumnsWrongGuess() throws {
        let read = try Self.added(["Shown = Value & \"?\""])
        let pair = try Self.both(Self.textAfterNumbers, read: read)
        try Self.expectAlike(pair, readOnce: false)
        #expect(pair.once.profile.columns[3].maxTextWidth == "unknown?".count)
    }
}
