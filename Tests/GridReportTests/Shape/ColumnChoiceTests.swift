import Testing

@testable import GridReport

@Suite("Choosing columns: --select and --drop where records are read")
struct ColumnChoiceTests {
    static let csv = """
        Name,"Net, EUR",Qty,When,Note
        Alpha,1.5,3,2024-01-31,x
        Beta,2,4,2024-02-01,
        """

    static func report(_ kind: ColumnChoice.Kind, _ list: String, needed: [String] = []) throws -> Report {
        var read = ReadOptions()
        var choice = ColumnChoice(kind: kind, list: list, origin: kind == .select ? "--select" : "--drop")
        choice.needed = needed
        read.columnChoice = choice
        return try Report(source: try source(csv), read: read, settings: ReportSettings())
    }

    @Test(
        "titles, numbers, ranges and quoted titles, in the order given",
        arguments: [
            ("Qty,Name", ["Qty", "Name"]),
            ("\"Net, EUR\",1", ["Net, EUR", "Name"]),
            ("2-4", ["Net, EUR", "Qty", "When"]),
            ("note, QTY", ["Note", "Qty"]),
            ("5,1-2", ["Note", "Name", "Net, EUR"]),
        ])
    func select(list: String, titles: [String]) throws {
        let report = try Self.report(.select, list)
        #expect(report.schema.columns.map(\.name) == titles)
        var rows: [[GridItem]] = []
        try report.rows.forEach { rows.append($0.items) }
        #expect(rows.count == 2)
        #expect(rows[0].count == titles.count)
    }

    @Test("drop keeps the file's order of the rest")
    func drop() throws {
        #expect(try Self.report(.drop, "2,Note").schema.columns.map(\.name) == ["Name", "Qty", "When"])
    }

    @Test("a column a filter needs is read, hidden, after the shown ones")
    func needed() throws {
        let report = try Self.report(.select, "Name", needed: ["qty", "Name"])
        #expect(report.schema.columns.map(\.name) == ["Name", "Qty"])
        #expect(report.schema.columns.map(\.isHidden) == [false, true])
        #expect(!report.hasGivenWidths)
        try report.shape(RowShape(conditions: [try RowCondition.parse("Qty > 3", origin: "--where")]))
        var names: [GridItem] = []
        try report.rows.forEach { names.append($0.items[0]) }
        #expect(names == [.text("Beta")])
    }

    @Test(
        "a list that names no column, or one twice, says so",
        arguments: [
            (
                ColumnChoice.Kind.select, "Nme",
                "--select: no column \"Nme\"; did you mean \"Name\"? (name a column by its title or by its number 1–5)"
            ),
            (.select, "Name,1", "--select: \"Name\" is named twice (name each column once)"),
            (
                .select, "3-9",
                "--select: the range 3-9 is not within the columns 1–5 (give FIRST-LAST with FIRST ≤ LAST ≤ 5)"
            ),
            (
                .select, "4-2",
                "--select: the range 4-2 is not within the columns 1–5 (give FIRST-LAST with FIRST ≤ LAST ≤ 5)"
            ),
            (.select, " , ", "--select: the list is empty (name at least one column)"),
            (
                .select, "\"Net, EUR",
                "--select: a quote is not closed in '\"Net, EUR' (write a title holding a comma in double quotes, \"Net, EUR\")"
            ),
            (.drop, "1-5", "--drop: no column is left to show (drop fewer columns)"),
            (
                .select, "Net",
                "--select: no column \"Net\"; did you mean \"Net, EUR\"? (name a column by its title or by its number 1–5)"
            ),
        ])
    func refused(kind: ColumnChoice.Kind, list: String, sentence: String) throws {
        #expect {
            try Self.report(kind, list)
        } throws: { error in
            let error = error as! GridReportError
            return error.exitCode == 64 && error.description == sentence
        }
    }
}
