import Testing

@testable import GridReport

@Suite("Row conditions: the --where grammar and every sentence it can give")
struct ConditionTests {
    @Test(
        "conditions as users write them",
        arguments: [
            ("Price > 100", "Price", ConditionTest.compare(.greater), "100", false),
            ("Status == \"On hold: 2\"", "Status", .compare(.equal), "On hold: 2", true),
            ("Name ~ berlin", "Name", .contains, "berlin", false),
            ("Name !~ Berlin Mitte", "Name", .notContains, "Berlin Mitte", false),
            ("\"Net <x>\" <= 5", "Net <x>", .compare(.lessOrEqual), "5", false),
            ("Shipped < 2024-03-01T10:30", "Shipped", .compare(.less), "2024-03-01T10:30", false),
            ("Note is empty", "Note", .isEmpty, "", false),
            ("  Note  IS NOT EMPTY ", "Note", .isNotEmpty, "", false),
            ("\"A is b\" is empty", "A is b", .isEmpty, "", false),
            ("Note == x is empty", "Note", .compare(.equal), "x is empty", false),
            ("Code != \"\"", "Code", .compare(.notEqual), "", true),
        ])
    func parses(text: String, column: String, test: ConditionTest, value: String, quoted: Bool) throws {
        let condition = try RowCondition.parse(text, origin: "--where")
        #expect(condition.column == column)
        #expect(condition.test == test)
        #expect(condition.value == value)
        #expect(condition.quoted == quoted)
    }

    @Test(
        "every malformed condition says what is missing",
        arguments: [
            ("> 5", "--where '> 5': no column before the operator"),
            ("Price 5", "--where 'Price 5': no operator after the column (<, <=, >, >=, ==, !=, ~, !~, is empty)"),
            ("Price >", "--where 'Price >': no value after the operator"),
            ("Status == \"Open", "--where 'Status == \"Open': a quote is not closed"),
            ("Status == \"Open\" x", "--where 'Status == \"Open\" x': text after the closing quote"),
            (" is empty", "--where ' is empty': no column before the operator"),
        ])
    func malformed(text: String, sentence: String) {
        #expect {
            try RowCondition.parse(text, origin: "--where")
        } throws: { error in
            let error = error as! GridReportError
            return error.exitCode == 64
                && error.description == sentence + " (write \(ShapeError.conditionForm))"
        }
    }

    @Test("status rules keep their grammar: ~ is part of a column's title there")
    func rulesUnchanged() throws {
        let rule = try StatusRule.parse("Name~x == 5:negative", origin: "--rule")
        #expect(rule.column == "Name~x")
    }
}

@Suite("Row filters: typed comparisons over a report's columns")
struct RowFilterTests {
    static let csv = """
        Name,Price,Shipped,Status,Logo
        Alpha,5,2024-01-31,Open,a.png
        Beta,150,2024-03-02,On hold,b.png
        Gamma,,2024-02-29,,c.png
        Délta,99.5,,open,d.png
        """

    static func names(_ conditions: [String]) throws -> [String] {
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
        try report.shape(RowShape(conditions: try conditions.map { try RowCondition.parse($0, origin: "--where") }))
        var names: [String] = []
        try report.rows.forEach { row in if case .text(let name) = row.items[0] { names.append(name) } }
        #expect(report.rowCount == names.count)
        return names
    }

    @Test(
        "each operator on each type",
        arguments: [
            (["Price > 10"], ["Beta", "Délta"]),
            (["Price >= 99.5", "Price < 150"], ["Délta"]),
            (["Price != 5"], ["Beta", "Gamma", "Délta"]),
            (["Shipped < 2024-03-01"], ["Alpha", "Gamma"]),
            (["Status == OPEN"], ["Alpha", "Délta"]),
            (["Status != open"], ["Beta", "Gamma"]),
            (["Name ~ ÉLT"], ["Délta"]),
            (["Name ~ ELT"], []),
            (["Name !~ a"], []),
            (["Status ~ hold"], ["Beta"]),
            (["Shipped ~ 02-"], ["Gamma"]),
            (["Price is empty"], ["Gamma"]),
            (["Shipped is not empty", "Status is not empty"], ["Alpha", "Beta"]),
            (["2 > 100"], ["Beta"]),
            (["Logo == b.png"], ["Beta"]),
            (["Status ~ \"\""], ["Alpha", "Beta", "Délta"]),
            (["Status !~ \"\""], ["Gamma"]),
            (["Name == DÉLTA"], ["Délta"]),
            (["Status  IS   EMPTY"], ["Gamma"]),
        ])
    func filters(conditions: [String], expected: [String]) throws {
        #expect(try Self.names(conditions) == expected)
    }

    @Test(
        "a condition the column cannot take is an error naming both",
        arguments: [
            (
                "Prise > 1",
                "--where 'Prise > 1': no column \"Prise\"; did you mean \"Price\"? (name a column by its title or by its number 1–5)"
            ),
            (
                "Status < 5",
                "--where 'Status < 5': Status is a text column, so < cannot compare it (give == or != and a text)"
            ),
            (
                "Price > cheap",
                "--where 'Price > cheap': 'cheap' is not a number, and Price is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
            (
                "Price ~ 5",
                "--where 'Price ~ 5': Price is a number column, so ~ and !~ cannot test it (compare numbers with < <= > >= == or !=)"
            ),
            (
                "Logo ~ a",
                "--where 'Logo ~ a': Logo is an image column, so ~ and !~ cannot test it (give == or != and the picture's name)"
            ),
            (
                "Price > 0x10",
                "--where 'Price > 0x10': '0x10' is not a number, and Price is a number column (give a number such as -1.5 or 1e6, with a point for decimals)"
            ),
            (
                "Logo < a",
                "--where 'Logo < a': Logo is an image column, so < cannot compare it (give == or != and a text)"
            ),
            (
                "Shipped > 10:30",
                "--where 'Shipped > 10:30': '10:30' is not a date, and Shipped is a date column (give an ISO 8601 date such as 2024-01-31)"
            ),
        ])
    func refused(condition: String, sentence: String) throws {
        #expect {
            try Self.names([condition])
        } throws: { error in
            (error as! GridReportError).sentence(naming: { "--\($0.rawValue)" }) == sentence
        }
    }
}
