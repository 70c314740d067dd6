/// Reads ISO 8601 dates, times and date-times from CSV bytes: `2007-11-11`, `2019-01-01 00:00:00`,
/// `2019-01-01T00:00:00Z`, `2019-01-01T08:30+02:00`, `13:45`, `13:45:30.250`. Impossible values
/// (`2007-13-45`, `2019-02-29`, `24:00`) are not dates, so their column stays text.
///
/// A zone offset is read and dropped: the value keeps its wall time as written (`08:30+02:00` is
/// 08:30), since a spreadsheet's date serial has no zone.
public enum DateParser {
    public enum Kind: Sendable, Equatable {
        case date, time, dateTime
    }

    public struct Value: Sendable, Equatable {
        public var kind: Kind
        /// Excel's serial: days since 1899-12-30 (1 = 1900-01-01 after Excel's leap-year slip),
        /// the time as a fraction of a day; a time alone is the fraction only.
        public var serial: Double
    }

    @inline(__always)
    public static func parse(_ field: UnsafeBufferPointer<UInt8>) -> Value? {
        var n = field.count
        var i = 0
        while i < n && field[i] == 0x20 { i += 1 }
        while n > i && field[n - 1] == 0x20 { n -= 1 }
        let length = n - i
        guard length >= 5, length <= 35 else { return nil }
        if field[i + 2] == UInt8(ascii: ":") {
            guard let (seconds, end) = time(field, from: i, to: n), end == n else { return nil }
            return Value(kind: .time, serial: seconds / 86_400)
        }
        guard length >= 10, let days = date(field, from: i) else { return nil }
        if length == 10 { return Value(kind: .date, serial: days) }
        let separator = field[i + 10]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: " "), length >= 16,
            let (seconds, end) = time(field, from: i + 11, to: n)
        else { return nil }
        guard end == n || zone(field, from: end, to: n) else { return nil }
        return Value(kind: .dateTime, serial: days + seconds / 86_400)
    }

    /// The digits of the fraction of a second of a value `parse` read as `kind` (`13:45:30.250`:
    /// 3), for a sheet's format that shows them as the terminal does.
    static func secondFractionDigits(_ field: UnsafeBufferPointer<UInt8>, kind: Kind) -> Int {
        guard kind != .date else { return 0 }
        var i = 0
        while i < field.count && field[i] == 0x20 { i += 1 }
        // `HH:MM:SS` ends 8 bytes in; `YYYY-MM-DDTHH:MM:SS` 19.
        i += kind == .time ? 8 : 19
        guard i < field.count, field[i] == UInt8(ascii: ".") || field[i] == UInt8(ascii: ",") else { return 0 }
        var count = 0
        i += 1
        while i < field.count, field[i] >= UInt8(ascii: "0"), field[i] <= UInt8(ascii: "9") {
            count += 1
            i += 1
        }
        return count
    }

    @inline(__always)
    private static func digits(_ field: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> Int? {
        var value = 0
        for k in 0..<count {
            let digit = field[at + k] &- UInt8(ascii: "0")
            if digit > 9 { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// `YYYY-MM-DD` at `start`, as days since 1899-12-30.
    private static func date(_ field: UnsafeBufferPointer<UInt8>, from start: Int) -> Double? {
        guard field[start + 4] == UInt8(ascii: "-"), field[start + 7] == UInt8(ascii: "-"),
            let year = digits(field, start, 4), let month = digits(field, start + 5, 2),
            let day = digits(field, start + 8, 2), year >= 1, (1...12).contains(month),
            day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return Double(daysFromCivil(year: year, month: month, day: day) - daysFromCivil(year: 1899, month: 12, day: 30))
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `HH:MM[:SS[.fff…]]` at `start`: seconds into the day and where it ends.
    private static func time(_ field: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (Double, Int)? {
        guard end - start >= 5, field[start + 2] == UInt8(ascii: ":"),
            let hour = digits(field, start, 2), let minute = digits(field, start + 3, 2), hour < 24, minute < 60
        else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        var i = start + 5
        if i < end && field[i] == UInt8(ascii: ":") {
            guard end - i >= 3, let second = digits(field, i + 1, 2), second < 60 else { return nil }
            seconds += Double(second)
            i += 3
            if i < end && (field[i] == UInt8(ascii: ".") || field[i] == UInt8(ascii: ",")) {
                i += 1
                var scale = 0.1
                let fractionStart = i
                while i < end, field[i] >= UInt8(ascii: "0"), field[i] <= UInt8(ascii: "9") {
                    seconds += Double(field[i] - UInt8(ascii: "0")) * scale
                    scale /= 10
                    i += 1
                }
                guard i > fractionStart else { return nil }
            }
        }
        return (seconds, i)
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH`, to the end.
    private static func zone(_ field: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let length = end - start
        if length == 1 { return field[start] == UInt8(ascii: "Z") }
        guard field[start] == UInt8(ascii: "+") || field[start] == UInt8(ascii: "-"),
            length >= 3, let hours = digits(field, start + 1, 2), hours <= 14
        else { return false }
        switch length {
        case 3: return true
        case 5: return digits(field, start + 3, 2).map { $0 < 60 } ?? false
        case 6: return field[start + 3] == UInt8(ascii: ":") && (digits(field, start + 4, 2).map { $0 < 60 } ?? false)
        default: return false
        }
    }
}
