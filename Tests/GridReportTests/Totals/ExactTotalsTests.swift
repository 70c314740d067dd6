import Foundation
import Testing

@testable import GridReport

/// A sales file as a shop's export writes it: money with up to 4 decimals, discounts, negative
/// profits, regions; generated the same way on every run (a linear congruential generator).
func salesCSV(rows: Int, seed: UInt64 = 26) -> String {
    var random = TestRandom(seed: seed)
    func next(_ bound: UInt64) -> UInt64 { random.next(bound) }
    let regions = ["South", "West", "Central", "East"]
    var text = "Order ID,Region,Sales,Quantity,Discount,Profit\n"
    for row in 0..<rows {
        let sales = Decimal(next(90_000_000) + 500) / 10_000
        let discount = ["0", "0.2", "0.45", "0.8", "0.15", "0.32"][Int(next(6))]
        let profit = Decimal(Int64(next(40_000_000)) - 24_000_000) / 10_000
        text += "CA-\(100_000 + row),\(regions[Int(next(4))]),\(sales),\(next(14) + 1),\(discount),\(profit)\n"
    }
    return text
}

/// Knuth's MMIX linear congruential generator: the same numbers on every run and platform.
struct TestRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (state >> 33) % bound
    }
}

@Suite("Totals: exact decimal sums, sized columns, wrapped lines")
struct ExactTotalsTests {
    @Test("sums are the written digits added in decimal, not binary noise")
    func exactSum() {
        var sum = ExactSum(fractionDigits: 1)
        sum.add(0.1)
        sum.add(0.2)
        #expect(sum.value == 0.3)
        // 10,000 × 0.0001 in a column of 4-decimal money is 1, to the last digit.
        var money = ExactSum(fractionDigits: 4)
        for _ in 0..<10_000 { money.add(0.0001) }
        #expect(money.value == 1)
        // A value with more digits than the column's units, and a pandas-noise value (its
        // 15-digit form, 82.2), take the exact slow way.
        var mixed = ExactSum(fractionDigits: 1)
        mixed.add(82.20000000000005)
        mixed.add(0.05)
        mixed.add(-0.25)
        #expect(mixed.value == 82)
    }

    @Test("what overflows 64-bit units continues in Decimal; huge values as doubles")
    func overflow() {
        var sum = ExactSum(fractionDigits: 4)
        for _ in 0..<20_000 { sum.add(99_999_999_999.9999) }
        #expect(sum.exactDecimal == Decimal(string: "1999999999999998"))
        var mixedSigns = ExactSum(fractionDigits: 4)
        for _ in 0..<20_000 { mixedSigns.add(-99_999_999_999.9999) }
        mixedSigns.add(0.0001)
        #expect(mixedSigns.exactDecimal == Decimal(string: "-1999999999999997.9999"))
        var huge = ExactSum(fractionDigits: 0)
        huge.add(1e300)
        huge.add(1)
        #expect(huge.value == 1e300)
        var tiny = ExactSum(fractionDigits: 2)
        tiny.add(3.5e-9)
        tiny.add(1.25)
        #expect(tiny.value == 1.2500000035)
    }

    @Test("a total column is as wide as its widest total: no ### and no noise")
    func widths() throws {
        let path = try temporaryCSV(salesCSV(rows: 3000))
        let text = try renderSections(
            path, try sectionRequest(groupBy: ["Region"], totals: true, collapsed: true), width: 100)
        #expect(!text.contains("#"))
        try expectGolden(text, "totals-sales-collapsed-100")
    }

    @Test("records and compact wrap totals lines at their parts; a number is never cut")
    func wrapped() {
        let parts = [
            TotalsLine.Part(name: "Sales", value: "23,542,496.0358"),
            TotalsLine.Part(name: "Quantity", value: "74,591"), TotalsLine.Part(name: "Discount", value: "3,015.16"),
        ]
        #expect(
            TotalsLine.wrap(label: "Grand total", parts: parts, width: 40, indent: "  ") == [
                "Grand total: Sales 23,542,496.0358", "  Quantity 74,591 · Discount 3,015.16",
            ])
        #expect(
            TotalsLine.wrap(label: "Total", parts: Array(parts.prefix(1)), width: 12, indent: "  ") == [
                "Total:", "  Sales", "23,542,496.0358",
            ])
    }

    @Test("records view of the sales: wrapped totals, golden")
    func recordsGolden() throws {
        let path = try temporaryCSV(salesCSV(rows: 400))
        let report = try Report(
            source: try ByteSource(path: path, displayName: "sales.csv"), read: ReadOptions(),
            settings: ReportSettings())
        let plan = try #require(
            try SectionPlan.resolve(
                try sectionRequest(groupBy: ["Region"], totals: true, collapsed: true), schema: report.schema))
        report.sectionPlan = plan
        var out = ""
        try report.renderRecordsSections(plan, totalCells: 44, color: false, to: &out)
        #expect(!out.contains("…"))
        try expectGolden(out, "totals-sales-records-44")
    }

    /// One million rows of 4-decimal money and big amounts whose units overflow 64 bits: the
    /// grand totals are the double nearest Python's `decimal` sum of the same text.
    @Test("totals stay exact on 1M rows: the sum Python's decimal module computes")
    func millionRows() throws {
        var random = TestRandom(seed: 1)
        func next(_ bound: UInt64) -> UInt64 { random.next(bound) }
        var bytes: [UInt8] = Array("money,big\n".utf8)
        bytes.reserveCapacity(30_000_000)
        func append(_ number: UInt64) { bytes += Array(String(number).utf8) }
        for _ in 0..<1_000_000 {
            // Money from -60,000 to 140,000 with 4 decimals; amounts up to 10^10 with 1 to 4.
            let units = Int64(next(2_000_000_000)) - 600_000_000
            if units < 0 { bytes.append(UInt8(ascii: "-")) }
            append(units.magnitude / 10_000)
            bytes.append(UInt8(ascii: "."))
            let fraction = String(units.magnitude % 10_000)
            bytes += Array((String(repeating: "0", count: 4 - fraction.count) + fraction).utf8)
            bytes.append(UInt8(ascii: ","))
            append(next(10_000_000_000))
            bytes.append(UInt8(ascii: "."))
            append(next(9999) + 1)
            bytes.append(UInt8(ascii: "\n"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let path = try temporaryCSV(text)
        let report = try Report(
            source: try ByteSource(path: path, displayName: "million.csv"), read: ReadOptions(),
            settings: ReportSettings())
        let plan = try #require(try SectionPlan.resolve(try sectionRequest(totals: true), schema: report.schema))
        var grand: [Double?] = []
        try report.forEachSectionEvent(plan) { event in
            if case .grandTotal(let values) = event { grand = values }
        }
        let python = try pythonDecimalSums(path)
        #expect(grand.count == 2)
        #expect(grand.map { $0.map { "\($0)" } } == python.map { Optional($0) })
    }

    private func pythonDecimalSums(_ path: String) throws -> [String] {
        let script = """
            import csv, sys
            from decimal import Decimal, getcontext
            getcontext().prec = 60
            with open(sys.argv[1]) as f:
                rows = csv.reader(f)
                next(rows)
                sums = [Decimal(0), Decimal(0)]
                for row in rows:
                    sums[0] += Decimal(row[0]); sums[1] += Decimal(row[1])
            print(" ".join(repr(float(s)) for s in sums))
            """
        let data = try pythonOutput(["-c", script, path])
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
