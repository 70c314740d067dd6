import Testing

@testable import GridReport

@Suite("Number parsing")
struct NumberParserTests {
    func parse(_ text: String, _ parser: NumberParser = .c) -> NumberParser.Result {
        Array(text.utf8).withUnsafeBufferPointer { parser.parse($0) }
    }

    @Test(
        "C locale numbers",
        arguments: [
            ("1234.5", 1234.5, 1), ("-3", -3, 0), ("1e5", 100000, 0), (".5", 0.5, 1), ("+2.50", 2.5, 2),
            ("0", 0, 0), ("0.001", 0.001, 3), ("1.5e-3", 0.0015, 4), (" 42 ", 42, 0), ("-0.0", -0.0, 1),
            ("123456789012345", 123_456_789_012_345, 0), ("1E+2", 100, 0), ("5.", 5, 0),
        ])
    func cLocale(text: String, value: Double, digits: Int) {
        #expect(parse(text) == .number(value, fractionDigits: digits))
    }

    @Test(
        "not numbers",
        arguments: [
            "", "abc", "1,2345", "12,34", "1,234,56", ",123", "1.2.3", "--1", "1e", "e5", "inf", "nan", "0x10", "1 2",
            "12abc", "-", "+", ".",
        ])
    func notNumbers(text: String) {
        #expect(parse(text) == .notANumber)
    }

    @Test("the default reads commas grouping digits by three, spaces around trimmed, and counts them")
    func groupedByDefault() {
        #expect(parse("23,288") == .number(23_288, fractionDigits: 0))
        #expect(parse("23,288  ") == .number(23_288, fractionDigits: 0))
        #expect(parse("  -1,234,567.25 ") == .number(-1_234_567.25, fractionDigits: 2))
        var separators = 0
        Array("1,234,567".utf8).withUnsafeBufferPointer {
            _ = NumberParser.c.parse($0, groupingSeparators: &separators)
        }
        #expect(separators == 2)
        separators = 0
        Array("1234.5".utf8).withUnsafeBufferPointer { _ = NumberParser.c.parse($0, groupingSeparators: &separators) }
        #expect(separators == 0)
        // In a locale with a decimal comma, the comma is the decimal separator.
        #expect(parse("1,234", NumberParser(locale: "de_DE")) == .number(1.234, fractionDigits: 3))
        #expect(parse("1.234", NumberParser(locale: "de_DE")) == .number(1234, fractionDigits: 0))
    }

    @Test("identifiers keep their digits", arguments: ["007", "00501", "-007", "0001234567890123456"])
    func identifiers(text: String) {
        #expect(parse(text) == .identifier)
    }

    /// More than 15 digits without a leading zero: a long integer, an identifier unless the
    /// column's other values are measurements (`SchemaBuilder`).
    @Test("long integers are told apart", arguments: ["1234567890123456", "-12345678901234567"])
    func longIntegers(text: String) {
        #expect(parse(text) == .longInteger(Double(text)!))
    }

    /// pandas and R write doubles with up to 17 significant digits; a fraction or an exponent
    /// makes a value a measurement, whatever its digits: read exactly, shown with the fraction
    /// digits of its 15-significant-digit form.
    @Test(
        "measurements with more than 15 digits are numbers",
        arguments: [
            ("41.76300000000001", 3), ("-0.10000000000000009", 1), ("-26.695430000000002", 5),
            ("8.3945900000000009", 5), ("00.5", 1), ("1.2345678901234567e5", 9), ("3.879e-17", 20),
        ])
    func measurements(text: String, digits: Int) {
        #expect(parse(text) == .number(Double(text)!, fractionDigits: digits))
    }

    @Test("a long measurement in de_DE input keeps its value")
    func germanMeasurement() {
        #expect(parse("-1.234,5000000000000001", NumberParser(locale: "de_DE")) == .number(-1234.5, fractionDigits: 1))
    }

    @Test(
        "exactly rounded like strtod",
        arguments: [
            "0.1", "2.675", "114.23", "1e22", "9007199254.74099", "123456.789e3", "4.35", "1e-22",
            "1.79769313486231e308", "5e-324",
        ])
    func rounding(text: String) {
        guard case .number(let value, _) = parse(text) else {
            #expect(Bool(false), "\(text) did not parse")
            return
        }
        #expect(value == Double(text)!)
    }

    @Test("de_DE input reads 1.234,5 and refuses misplaced grouping")
    func german() {
        let parser = NumberParser(locale: "de_DE")
        #expect(parse("1.234,5", parser) == .number(1234.5, fractionDigits: 1))
        #expect(parse("-1.234.567", parser) == .number(-1_234_567, fractionDigits: 0))
        #expect(parse("0,25", parser) == .number(0.25, fractionDigits: 2))
        #expect(parse("12.34", parser) == .notANumber)
        #expect(parse("1.2345,6", parser) == .notANumber)
    }

    @Test("fr_FR input accepts its no-break space and a plain space as grouping")
    func french() {
        let parser = NumberParser(locale: "fr_FR")
        #expect(parse("1 234,5", parser) == .number(1234.5, fractionDigits: 1))
        #expect(
            parse("1\u{202F}234,5", parser) == .number(1234.5, fractionDigits: 1)
                || parse("1\u{00A0}234,5", parser) == .number(1234.5, fractionDigits: 1))
    }

    /// A double holds 4.9e-324 to 1.8e308: beyond that a value would silently become 0 or
    /// infinity, so it is out of range (and its column stays text, with a warning).
    @Test(
        "numbers beyond a double's range are out of range, never 0 or infinity",
        arguments: [
            ("1e-400", true), ("-2.5e-330", true), ("1.0000000000000000001e-400", true), ("1e400", false),
            ("-1e309", false), ("123456789012345678901e300", false),
        ])
    func outOfRange(text: String, tooSmall: Bool) {
        #expect(parse(text) == .outOfRange(tooSmall: tooSmall))
    }

    @Test("zero written small is still zero", arguments: ["0e-400", "0.000e-999", "-0e500"])
    func zeroStaysZero(text: String) {
        guard case .number(let value, _) = parse(text) else {
            #expect(Bool(false), "\(text) did not parse")
            return
        }
        #expect(value == 0)
    }
}
