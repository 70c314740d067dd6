import Testing

@testable import GridReport

/// The default display of a column whose values do not agree on their digits: each value's own
/// shortest faithful digits, grouped, decimal points lined up, scientific for the tiny and huge.
@Suite("Shortest digits")
struct ShortestDigitsTests {
    func shortest(aligned: Int, grouping: Bool = true, locale: String = "en_US") -> NumberRenderer {
        var format = NumberFormat(style: .decimal, locale: locale, grouping: grouping)
        format.shortestDigits = .init(alignedFractionDigits: aligned)
        return NumberRenderer(format)
    }

    @Test(
        "values as pandas and R write them",
        arguments: [
            (41.76300000000001, "41.763"), (-0.10000000000000009, "-0.1"), (-118.2739756, "-118.2739756"),
            (2090, "2,090"), (1234567.891, "1,234,567.891"), (0, "0"), (-0.0, "0"), (0.000001, "0.000001"),
            (3.879e-17, "3.879E-17"), (1.5e20, "1.5E+20"), (-2e-7, "-2E-07"), (1e15, "1E+15"),
            (999_999_999_999_999, "999,999,999,999,999"), (0.1 + 0.2, "0.3"),
            (123456789012.34567, "123,456,789,012.346"),
            (1e300, "1E+300"), (5e-324, "5E-324"), (0.1 + 0.7, "0.8"),
        ])
    func strings(value: Double, shown: String) {
        #expect(shortest(aligned: 0).string(value) == shown)
    }

    @Test("digits rounded exactly are the description's: prices, their noisy differences, ratios, halves, edges")
    func exactRounding() {
        var generator = SeededGenerator(seed: 48)
        var values: [Double] = [
            0.1, 0.3, 0.1 + 0.2, 1, 10, 1200, 0.05, 0.000001, 0.0000015, 999_999_999_999_999, 99_999_999_999_999.9,
            123_456_789.123456, 1e14 + 0.015625, 0.5.nextUp, 2.675, 1.005, 4.35 * 100, 0.07 * 3, 689.65 - 668.21,
            82.20000000000005, 0.1234567890123455, 1.000000000000015, 9.9999999999999996, 562_949_953_421_312.5,
            123_456_789_012_345.5, 0.999_999_999_999_999_5, 99.999_999_999_999_99,
        ]
        // Powers of ten from 10^-8 to 10^17 and the doubles next to them: where the digits change
        // in number, and the ends of fixed notation (10^-6, 10^15).
        var power = 1e-8
        for _ in 0...25 {
            values += [power, power.nextUp, power.nextDown, power.nextUp.nextUp, power.nextDown.nextDown]
            power *= 10
        }
        for _ in 0..<20_000 {
            let cents = { Double(Int64(bitPattern: generator.next() % 2_000_000_000) - 1_000_000_000) / 100 }
            let (a, b) = (cents(), cents())
            // Differences, means and ratios of prices carry the double's noise (21.440000000000055).
            values += [a - b, (a + b) / 2, a / (b == 0 ? 7 : b), a * 1.1]
            // Any double in fixed notation's binary range (2^-20 … 2^51), and any positive double.
            let exponent = UInt64(1003 + generator.next() % 52)
            values.append(Double(bitPattern: exponent << 52 | generator.next() & 0x000F_FFFF_FFFF_FFFF))
            values.append(Double(bitPattern: generator.next() >> 2))
            // 16-digit decimals ending in 5 (midpoints of 15 digits), at several scales, with
            // their neighbours; and exact halves of the 15th digit.
            let midpoint = Double((100_000_000_000_000 + generator.next() % 900_000_000_000_000) * 10 + 5)
            let scaled = midpoint * [1e-20, 1e-15, 1e-10, 1e-5, 1e-2, 1e-1, 1][Int(generator.next() % 7)]
            values += [scaled, scaled.nextUp, scaled.nextDown]
            values.append(Double(100_000_000_000_000 + generator.next() % 900_000_000_000_000) + 0.5)
        }
        var mismatches = 0
        for value in values where value.isFinite {
            for signed in [value, -value] {
                let described = ShortestDecimal(describing: signed)
                if ShortestDecimal(signed) != described {
                    mismatches += 1
                    Issue.record("\(signed): \(ShortestDecimal(signed)) against \(described)")
                }
                if let layout = ShortestDecimal.fixedLayout(signed),
                    layout.fractionDigits != described.fractionDigits || layout.exponent != described.exponent
                {
                    mismatches += 1
                    Issue.record("\(signed): layout \(layout) against \(described)")
                }
            }
            if mismatches > 10 { break }
        }
        #expect(values.count > 200_000)
    }

    @Test("no non-zero value shows as 0, and the digits read back within 15 significant digits")
    func neverZero() {
        let renderer = shortest(aligned: 3)
        for value in [1e-7, -3.879e-17, 4.2e-300, 1.23456789e-6] {
            let text = renderer.string(value)
            #expect(Double(text.replacingOccurrences(of: ",", with: "")) != 0, "\(value) → \(text)")
            #expect(abs(Double(text)! - value) <= abs(value) * 1e-14, "\(value) → \(text)")
        }
    }

    @Test("decimal points line up: the fraction is padded with spaces")
    func alignment() {
        let renderer = shortest(aligned: 3)
        #expect(renderer.alignedString(41.763) == "41.763")
        #expect(renderer.alignedString(2090) == "2,090    ")
        #expect(renderer.alignedString(-0.1) == "-0.1  ")
        #expect(renderer.alignedString(3.879e-17) == "3.879E-17")
        var bytes = [UInt8]()
        renderer.withUTF8(18) { bytes = Array($0) }
        #expect(String(decoding: bytes, as: UTF8.self) == "18    ")
    }

    @Test("the locale's separators, grouping off for identifiers")
    func locales() {
        #expect(shortest(aligned: 0, locale: "de_DE").string(-1234.5678) == "-1.234,5678")
        #expect(shortest(aligned: 0, grouping: false).string(1952) == "1952")
        #expect(shortest(aligned: 0, locale: "hi_IN").string(12_345_678.5) == "1,23,45,678.5")
    }

    @Test("more than 15 significant digits: the double rounded to 15, as Excel and %.15g show it")
    func rounding() {
        // 1.0000000000000049: 17 shortest digits, the 16th is 4.
        #expect(shortest(aligned: 0).string(1.0000000000000049) == "1")
        // 16 shortest digits ending in 5 are the midpoint; the double lies below it
        // (82.2000000000000454…, 0.12345678901234549…), so it rounds down, as `%.15g` does.
        #expect(shortest(aligned: 0).string(82.20000000000005) == "82.2")
        #expect(shortest(aligned: 0).string(-82.20000000000005) == "-82.2")
        #expect(shortest(aligned: 0).string(0.1234567890123455) == "0.123456789012345")
        #expect(shortest(aligned: 0).string(-0.1234567890123455) == "-0.123456789012345")
        // Above the midpoint: 0.30000000000000004 is 0.3000000000000000444…; 1.0000000000000051.
        #expect(shortest(aligned: 0).string(0.1 + 0.2) == "0.3")
        #expect(shortest(aligned: 0).string(9.9999999999999996) == "10")
        // A double just above its 16-digit midpoint rounds up: 1.000000000000015 is 1.0000000000000150990…
        #expect(shortest(aligned: 0).string(1.000000000000015) == "1.00000000000002")
        #expect(shortest(aligned: 0).string(-1.000000000000015) == "-1.00000000000002")
        // The digits a parser counts are the shown ones, so the column does not grow.
        #expect(ShortestDecimal(82.20000000000005).fractionDigits == 1)
    }

    @Test("an exact half at the 16th digit rounds away from zero, as the sheet does")
    func exactHalf() {
        // 562949953421312.5 = 2^49 + 0.5: a double that is exactly a 16-digit decimal ending in 5.
        #expect(
            ShortestDecimal.compare(562_949_953_421_312.5, toDigits: Array("5629499534213125".utf8), exponent: 15) == 0)
        #expect(shortest(aligned: 0).string(562_949_953_421_312.5) == "562,949,953,421,313")
        #expect(shortest(aligned: 0).string(-562_949_953_421_312.5) == "-562,949,953,421,313")
    }

    /// la-riots' longitude at 6 digits: Excel and LibreOffice show -118.273931 for `0.000000`.
    @Test("a format that rounds rounds halves away from zero, as the sheet does")
    func formatRounding() {
        let six = NumberRenderer(
            NumberFormat(style: .decimal, locale: "en_US", minimumFractionDigits: 6, maximumFractionDigits: 6))
        #expect(six.string(-118.2739305) == "-118.273931")
        #expect(six.string(34.0592815) == "34.059282")
        let even = NumberRenderer(
            NumberFormat(
                style: .decimal, locale: "en_US", minimumFractionDigits: 6,
                maximumFractionDigits: 6, rounding: .halfEven))
        #expect(even.string(-118.2739305) == "-118.273930")
    }

    @Test("display kinds give the fraction digits, or the scientific mantissa's")
    func kinds() {
        #expect(ShortestDecimal.displayKind(2090) == 0)
        #expect(ShortestDecimal.displayKind(41.76300000000001) == 3)
        #expect(ShortestDecimal.displayKind(-118.2739756) == 7)
        #expect(ShortestDecimal.displayKind(0.000001) == 6)
        #expect(ShortestDecimal.displayKind(3.879e-17) == ShortestDecimal.scientificKindBase + 3)
        #expect(ShortestDecimal.displayKind(1e20) == ShortestDecimal.scientificKindBase)
        #expect(ExcelNumberFormat.shortestCode(kind: 3, grouping: true) == "#,##0.000")
        #expect(ExcelNumberFormat.shortestCode(kind: 0, grouping: false) == "0")
        #expect(
            ExcelNumberFormat.shortestCode(kind: ShortestDecimal.scientificKindBase + 3, grouping: true) == "0.000E+00")
    }

    @Test("a table of real values: right-aligned, whole, points lined up")
    func table() throws {
        let csv =
            "longitude,depth,value\n-118.2739756,18.7,41.76300000000001\n-118.326816,18,3.879e-17\n-118.30,17.4,2090\n"
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .none), totalCells: 60, fit: .error, wrap: false, color: false, to: &out)
        #expect(
            out == """
                   longitude  depth      value
                -118.2739756   18.7     41.763
                -118.326816    18    3.879E-17
                -118.3         17.4  2,090    

                """)
    }
}
