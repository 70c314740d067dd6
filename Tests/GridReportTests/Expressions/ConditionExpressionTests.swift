import Testing

@testable import GridReport

@Suite("Whole conditions: and, or, not, parentheses and arithmetic in --where and the viewer's filter")
struct ConditionExpressionTests {
    static let csv = """
        Region,Rep,Units,Unit Price,Order Date,Ship Date,Note
        West,Ann,10,2.5,2024-01-02,2024-01-05,
        East,Bob,60,1,2024-01-03,2024-01-20,rush
        West,Cy,,4,2024-02-01,,West and Total > 10000
        North,Di,5,0,2024-02-10,2024-02-12,
        West,Ed,80,200,2024-03-01,2024-03-11,Tom and Jerry
        """

    static func reps(_ conditions: [String]) throws -> [String] {
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
        try report.shape(RowShape(conditions: try conditions.map { try RowCondition.parse($0, origin: "--where") }))
        var reps: [String] = []
        try report.rows.forEach { row in if case .text(let rep) = row.items[1] { reps.append(rep) } }
        return reps
    }

    @Test(
        "compound conditions",
        arguments: [
            ("Region == West and Units > 50", ["Ed"]),
            ("Region == \"West\" and (Units * [Unit Price] > 1000 or Units < 20)", ["Ann", "Ed"]),
            ("Region == West or Region == east", ["Ann", "Bob", "Cy", "Ed"]),
            ("not Region == West", ["Bob", "Di"]),
            ("not (Region == West or Units > 50)", ["Di"]),
            ("Ship Date - Order Date > 7", ["Bob", "Ed"]),
            ("Ship Date - Order Date <= 3", ["Ann", "Di"]),
            ("Units * Unit Price >= 25", ["Ann", "Bob", "Ed"]),
            ("Units / [Unit Price] > 5", ["Bob"]),
            ("Units > Unit Price * 10", ["Bob", "Di"]),
            ("Order Date + 30 > 2024-03-01", ["Cy", "Di", "Ed"]),
            ("Units is empty or Note is not empty", ["Bob", "Cy", "Ed"]),
            ("(Units is empty) or (Note ~ rush)", ["Bob", "Cy"]),
            ("Note ~ jerry AND Units > 1", ["Ed"]),
            ("Rep & Region == annwest", ["Ann"]),
            ("UPPER(Rep) == ED or LEN(Rep) == 3 and MONTH(Order Date) == 1", ["Ann", "Bob", "Ed"]),
            ("ROUND(Units / 3, 0) == 20", ["Bob"]),
            ("IF(Units > 50, Units, 0) > 70", ["Ed"]),
            ("MAX(Units, 30) == 30 and MIN(Units, 3) >= 3", ["Ann", "Cy", "Di"]),
            ("YEAR(Ship Date) == 2024 and DAY(Ship Date) < 10", ["Ann"]),
            ("Units != -(-10)", ["Bob", "Cy", "Di", "Ed"]),
            ("$3 >= 60", ["Bob", "Ed"]),
            ("Note == \"West and Total > 10000\"", ["Cy"]),
        ])
    func compound(condition: String, expected: [String]) throws {
        #expect(try Self.reps([condition]) == expected)
    }

    @Test("a missing operand or a division by zero is a missing value: it is not greater, and holds for !=")
    func missing() throws {
        #expect(try Self.reps(["Units * 2 > 0"]) == ["Ann", "Bob", "Di", "Ed"])
        #expect(try Self.reps(["Units * 2 != 20"]) == ["Bob", "Cy", "Di", "Ed"])
        #expect(try Self.reps(["Units / Unit Price is empty"]) == ["Cy", "Di"])
        #expect(try Self.reps(["Ship Date - Order Date is empty"]) == ["Cy"])
    }

    @Test(
        "every mistake is one sentence that says where and what",
        arguments: [
            (
                "Region == West and (Units > 5",
                "--where 'Region == West and (Units > 5': no \")\" for the \"(\" at 20 (close each ( with a ))"
            ),
            (
                "Units * * 2 > 1",
                "--where 'Units * * 2 > 1': \"*\" at 9 cannot stand there (write \(ExpressionError.form))"
            ),
            (
                "Units > 5 and",
                "--where 'Units > 5 and': nothing after \"and\" at 11 (write \(ExpressionError.form))"
            ),
            (
                "Rep == Tom and Jerry",
                "--where 'Rep == Tom and Jerry': \"Jerry\" after \"and\" is not a condition (to compare with the text \"Tom and Jerry\", quote it)"
            ),
            (
                "Unts * 2 > 5",
                "--where 'Unts * 2 > 5': no column \"Unts\"; did you mean \"Units\"? (name a column by its title or by its number 1–7)"
            ),
            (
                "Region * Units > 5",
                "--where 'Region * Units > 5': \"Region\" is text, so it cannot be multiplied by \"Units\""
            ),
            (
                "Units - Region > 5",
                "--where 'Units - Region > 5': \"Region\" is text, so it cannot be subtracted from \"Units\""
            ),
            (
                "Order Date + Ship Date > 5",
                "--where 'Order Date + Ship Date > 5': \"Ship Date\" is a date, so it cannot be added to \"Order Date\""
            ),
            (
                "Units * 2 == Rep & Region",
                "--where 'Units * 2 == Rep & Region': \"Units * 2\" is a number and \"Rep & Region\" is text, so == cannot compare them"
            ),
            (
                "SUM(Units) > 5",
                "--where 'SUM(Units) > 5': no function \"SUM\" (the functions are ABS, DAY, IF, LEN, LOWER, MAX, MIN, MONTH, ROUND, UPPER, YEAR)"
            ),
            (
                "ROUND(Units) > 5",
                "--where 'ROUND(Units) > 5': ROUND takes 2 values, not 1 (write ROUND(number, digits))"
            ),
            (
                "YEAR(Units) > 5",
                "--where 'YEAR(Units) > 5': YEAR needs a date, and \"Units\" is a number"
            ),
            (
                "(Units * 2)",
                "--where '(Units * 2)': \"Units * 2\" is a number, not a condition (compare it, e.g. Units * 2 > 0)"
            ),
            (
                "[Unit Price > 5",
                "--where '[Unit Price > 5': no \"]\" for the \"[\" at 1 (write a title with spaces as [Unit Price])"
            ),
        ])
    func refused(condition: String, sentence: String) throws {
        #expect {
            try Self.reps([condition])
        } throws: { error in
            let error = error as! GridReportError
            return error.exitCode == 64 && error.sentence(naming: { "--\($0.rawValue)" }) == sentence
        }
    }

    @Test("a simple condition keeps its parts, a compound one names every column it reads")
    func parts() throws {
        let simple = try RowCondition.parse("Culmen Length (mm) > 40", origin: "--where")
        #expect(simple.isSimple && simple.column == "Culmen Length (mm)" && simple.value == "40")
        let compound = try RowCondition.parse("Region == West and [Unit Price] * Units > 5", origin: "--where")
        #expect(!compound.isSimple)
        #expect(compound.names == ["Region", "Unit Price", "Units"])
        let report = try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
        let filter = try RowFilter([compound], schema: report.rows.fullSchema)
        #expect(filter.columns == [0, 3, 2])
        #expect(filter.beyondCriteria == compound)
        let both = try RowFilter(
            [try RowCondition.parse("Region == West and Units > 5", origin: "--where")], schema: report.rows.fullSchema)
        #expect(both.beyondCriteria == nil)
        #expect(both.criteria.map(\.title) == ["Region", "Units"])
    }
}
