import Foundation
import Testing

@testable import GridReport

/// A chart resolved against a report's columns, its typed errors, its points, and the terminal
/// drawing's pieces.
@Suite("Charts")
struct ChartTests {
    static let csv = """
        Name,Sales,Cost,Day
        Alpha,10,4.5,2024-01-02
        Beta,,2,2024-01-03
        Gamma,-5,1,2024-01-04
        """

    func report() throws -> Report {
        try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
    }

    @Test("resolved: the type, X and the Y series by title (any case) or number, Y= repeated or listed")
    func resolve() throws {
        let schema = try report().schema
        let listed = try Chart.resolve(ChartRequest(text: "Line:x=name,Y=Sales,3", origin: "--chart"), schema: schema)
        #expect(listed == Chart(type: .line, x: 0, ys: [1, 2], xName: "Name", yNames: ["Sales", "Cost"]))
        let repeated = try Chart.resolve(
            ChartRequest(text: "bar:X=1,Y=Sales,Y=Cost", origin: "--chart"), schema: schema)
        #expect(repeated.ys == [1, 2])
        #expect(listed.title == "Sales, Cost by Name")
    }

    @Test(
        "typed errors",
        arguments: [
            ("column", ChartError.malformed(text: "column", origin: "--chart")),
            ("column:Y=Sales", ChartError.malformed(text: "column:Y=Sales", origin: "--chart")),
            ("area:X=Name,Y=Sales", ChartError.unknownType("area", text: "area:X=Name,Y=Sales", origin: "--chart")),
            (
                "column:X=Nmae,Y=Sales",
                ChartError.unknownColumn(
                    "Nmae", suggestion: "Name", columnCount: 4, text: "column:X=Nmae,Y=Sales", origin: "--chart")
            ),
            (
                "column:X=Name,Y=Day",
                ChartError.notNumbers(
                    column: "Day", type: .date, axis: "the Y", text: "column:X=Name,Y=Day", origin: "--chart")
            ),
            (
                "pie:X=Name,Y=Sales,Cost",
                ChartError.pieSeries(count: 2, text: "pie:X=Name,Y=Sales,Cost", origin: "--chart")
            ),
        ])
    func errors(text: String, expected: ChartError) throws {
        let schema = try report().schema
        do {
            _ = try Chart.resolve(ChartRequest(text: text, origin: "--chart"), schema: schema)
            Issue.record("no error for \(text)")
        } catch let error as GridReportError {
            #expect(error.reason == .chart(expected))
            #expect(error.exitCode == 64)
        }
    }

    @Test("points: labels as shown, a missing value nil, in row order")
    func data() throws {
        let report = try report()
        let chart = try Chart.resolve(
            ChartRequest(text: "column:X=Name,Y=Sales", origin: "--chart"), schema: report.schema)
        let data = try ChartData.collect(chart, report: report)
        #expect(data.labels == ["Alpha", "Beta", "Gamma"])
        #expect(data.series == [[10, nil, -5]])
        #expect(data.yRange == -5...10)
        #expect(!data.isCut)
        #expect(try ChartData.collect(chart, report: report, limit: 2).labels == ["Alpha", "Beta"])
    }

    @Test("an axis label of several series: at most two decimals")
    func shortest() {
        #expect(
            [11.25, -2.5, 3, -0.25, 0.005, 1e20].map(TerminalChart.shortest) == [
                "11.25", "-2.5", "3", "-0.25", "0.01", "1e+20",
            ])
    }

    @Test("a line's dots: Bresenham, both ends included")
    func segment() {
        #expect(TerminalChart.segment((0, 0), (3, 1)).map { [$0.0, $0.1] } == [[0, 0], [1, 0], [2, 1], [3, 1]])
    }
}
