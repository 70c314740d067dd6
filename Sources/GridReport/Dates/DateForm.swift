import Foundation

/// A date pattern in a locale: reads the values a column is written in, or writes the values a
/// column shows, and knows the widest value it writes so that a date column is never cut.
///
/// A class, so that the per-cell path that looks a column's form up copies one reference.
public final class DateForm: Sendable, Equatable {
    public let pattern: DatePattern
    public let names: DateNames
    /// `yy` reads into the hundred years that start here: 80 years back from now, as ICU does.
    let twoDigitYearStart: Int
    /// The widest value written, in terminal cells.
    public let widestCells: Int

    public init(pattern: DatePattern, locale: String) {
        let names = DateNames(locale: locale)
        self.pattern = pattern
        self.names = names
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        twoDigitYearStart = year - 80
        widestCells =
            Self.probeSerials.map { TerminalText.displayWidth(Self.write($0, pattern: pattern, names: names)) }.max()
            ?? 0
    }

    public static func == (lhs: DateForm, rhs: DateForm) -> Bool {
        lhs.pattern == rhs.pattern && lhs.names == rhs.names
    }

    /// Dates that between them show every month and weekday name, two-digit days, and hours
    /// before and after noon: the widest of their forms is the widest any 4-digit year shows.
    private static let probeSerials: [Double] = {
        var serials: [Double] = []
        for month in 1...12 {
            for day in 10...16 {
                let days = Double(DateParser.daysFromCivil(year: 2000, month: month, day: day) - CivilDate.serialEpoch)
                serials.append(days + (10 * 3600 + 59 * 60 + 59.999) / 86_400)
                serials.append(days + (23 * 3600 + 59 * 60 + 59.999) / 86_400)
            }
        }
        return serials
    }()

    // MARK: Reading

    /// The serial of a value written in the pattern (surrounding spaces ignored), or nil. Fields the
    /// pattern lacks are those of 1970-01-01 00:00, as ICU has them.
    public func read(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        var end = field.count
        var i = 0
        while i < end && field[i] == 0x20 { i += 1 }
        while end > i && field[end - 1] == 0x20 { end -= 1 }
        var fields = ReadFields()
        let tokens = pattern.tokens
        for k in tokens.indices {
            switch tokens[k] {
            case .literal(let bytes):
                guard end - i >= bytes.count else { return nil }
                for b in 0..<bytes.count where field[i + b] != bytes[b] { return nil }
                i += bytes.count
            case .field(.weekday, _):
                // Read and checked as a name; the date says which day it is.
                guard let (_, next) = DateNames.match(names.weekdayNames, in: field, from: i, to: end) else {
                    return nil
                }
                i = next
            case .field(.dayPeriod, _):
                guard let (value, next) = DateNames.match(names.dayPeriodNames, in: field, from: i, to: end) else {
                    return nil
                }
                fields.afternoon = value == 1
                i = next
            case .field(.month, let count) where count >= 3:
                guard let (value, next) = DateNames.match(names.monthNames, in: field, from: i, to: end) else {
                    return nil
                }
                fields.month = value
                i = next
            case .field(let kind, let count):
                guard readNumber(kind, count: count, token: k, in: field, at: &i, end: end, into: &fields) else {
                    return nil
                }
            }
        }
        guard i == end else { return nil }
        return fields.serial(hasDate: pattern.hasDate)
    }

    /// The numeric field of token `k` at `i`, in as many digits as it may take; false when it has
    /// too few digits or the value cannot be.
    @inline(__always)
    private func readNumber(
        _ kind: DatePattern.Field, count: Int, token k: Int, in field: UnsafeBufferPointer<UInt8>, at i: inout Int,
        end: Int, into fields: inout ReadFields
    ) -> Bool {
        let (fewest, most) = digitCounts(kind, count: count, abutting: abutsNumber(after: k))
        var value = 0
        var digits = 0
        while digits < most, i < end {
            let digit = field[i] &- UInt8(ascii: "0")
            if digit > 9 { break }
            value = value * 10 + Int(digit)
            digits += 1
            i += 1
        }
        guard digits >= fewest else { return false }
        switch kind {
        case .year:
            fields.year = count == 2 && digits == 2 ? twoDigitYear(value) : value
        case .month: fields.month = value
        case .day: fields.day = value
        case .hour24: fields.hour = value
        case .hour12:
            guard value >= 1, value <= 12 else { return false }
            fields.hour = value % 12
            fields.twelveHour = true
        case .minute: fields.minute = value
        case .second: fields.second += Double(value)
        case .fraction: fields.second += Double(value) / pow(10, Double(digits))
        case .weekday, .dayPeriod: break
        }
        return true
    }

    /// Whether the token after `index` is a number too (`yyyyMMdd`): then each field takes exactly
    /// its own digits, as nothing else marks where it ends.
    private func abutsNumber(after index: Int) -> Bool {
        guard index + 1 < pattern.tokens.count, case .field(let next, let count) = pattern.tokens[index + 1] else {
            return false
        }
        return next.isNumeric && !(next == .month && count >= 3)
    }

    /// The fewest and most digits a numeric field is read with. Like ICU, `d` reads `07` and `dd`
    /// reads `7`; a two-letter year reads four digits as the year they say.
    private func digitCounts(_ field: DatePattern.Field, count: Int, abutting: Bool) -> (Int, Int) {
        switch field {
        case .year:
            if abutting { return count == 2 ? (2, 2) : (4, 4) }
            return (1, 4)
        case .fraction:
            return abutting ? (count, count) : (1, 9)
        default:
            return abutting ? (2, 2) : (1, 2)
        }
    }

    private func twoDigitYear(_ value: Int) -> Int {
        let century = twoDigitYearStart - twoDigitYearStart % 100
        let year = century + value
        return year < twoDigitYearStart ? year + 100 : year
    }

    // MARK: Writing

    /// The value of `serial` in the pattern.
    public func write(_ serial: Double) -> String { Self.write(serial, pattern: pattern, names: names) }

    private static func write(_ serial: Double, pattern: DatePattern, names: DateNames) -> String {
        let date = CivilDate(serial: serial)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for token in pattern.tokens {
            switch token {
            case .literal(let bytes):
                out.append(contentsOf: bytes)
            case .field(let field, let count):
                switch field {
                case .year:
                    if count == 2 {
                        append(date.year % 100, digits: 2, to: &out)
                    } else {
                        append(date.year, digits: count, to: &out)
                    }
                case .month:
                    switch count {
                    case 1, 2: append(date.month, digits: count, to: &out)
                    case 3: out.append(contentsOf: names.shortMonths[date.month - 1].utf8)
                    case 4: out.append(contentsOf: names.months[date.month - 1].utf8)
                    default: out.append(contentsOf: String(names.months[date.month - 1].prefix(1)).utf8)
                    }
                case .day: append(date.day, digits: count, to: &out)
                case .weekday:
                    switch count {
                    case 4: out.append(contentsOf: names.weekdays[date.weekday].utf8)
                    case 5: out.append(contentsOf: String(names.weekdays[date.weekday].prefix(1)).utf8)
                    default: out.append(contentsOf: names.shortWeekdays[date.weekday].utf8)
                    }
                case .hour24: append(date.hour, digits: count, to: &out)
                case .hour12: append(date.hour % 12 == 0 ? 12 : date.hour % 12, digits: count, to: &out)
                case .minute: append(date.minute, digits: count, to: &out)
                case .second: append(date.second, digits: count, to: &out)
                case .fraction:
                    // Milliseconds are what a serial holds; ICU cuts further digits, and pads.
                    var scaled = date.millisecond
                    var digits = 3
                    while digits > count {
                        scaled /= 10
                        digits -= 1
                    }
                    append(scaled, digits: digits, to: &out)
                    for _ in digits..<count { out.append(UInt8(ascii: "0")) }
                case .dayPeriod: out.append(contentsOf: (date.hour < 12 ? names.am : names.pm).utf8)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    private static func append(_ value: Int, digits: Int, to out: inout [UInt8]) {
        var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
        var remaining = max(0, value)
        var count = 0
        withUnsafeMutableBytes(of: &buffer) { raw in
            repeat {
                raw[9 - count] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                count += 1
            } while remaining > 0 && count < 10
            for _ in count..<max(count, digits) { out.append(UInt8(ascii: "0")) }
            out.append(contentsOf: raw[(10 - count)...])
        }
    }
}

/// The fields of a value being read; those the pattern lacks are 1970-01-01 00:00's.
private struct ReadFields {
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0.0
    var afternoon: Bool?
    var twelveHour = false

    /// The serial, or nil when the fields name no day or time of day.
    @inline(__always)
    func serial(hasDate: Bool) -> Double? {
        guard year >= 1, (1...12).contains(month), day >= 1,
            day <= DateParser.daysIn(month: month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let hour = twelveHour && afternoon == true ? self.hour + 12 : self.hour
        let seconds = Double(hour * 3600 + minute * 60) + second
        guard hasDate else { return seconds / 86_400 }
        let days = DateParser.daysFromCivil(year: year, month: month, day: day) - CivilDate.serialEpoch
        return Double(days) + seconds / 86_400
    }
}
