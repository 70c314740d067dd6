import GridReport

/// Excel's date serials as the ISO 8601 text the core's date typing reads: `2024-01-31`,
/// `13:45:00`, `2024-01-31 13:45:00` (with `.250` when there are milliseconds).
///
/// In the 1900 system serial 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was
/// (serial 60, Lotus 1-2-3's leap-year bug): serials from 61 on are days since 1899-12-30, those
/// below 60 one day more, and 60 itself is read as 1900-02-28, as openpyxl reads it. In the 1904
/// system serial 0 is 1904-01-01. Times are rounded to the millisecond.
enum ExcelSerial {
    /// Days from 1970-01-01 to each system's day 0.
    private static let epoch1900 = -25_569  // 1899-12-30
    private static let epoch1904 = -24_107  // 1904-01-01

    /// Appends `serial` as `kind` shows it; false (nothing appended) for a serial no date has
    /// (negative, not finite, or past year 9999).
    static func append(_ serial: Double, kind: CellKind, date1904: Bool, to out: inout [UInt8]) -> Bool {
        // Each system's own last day: a 1904 serial past 9999-12-31 would print year 10000 as 0000.
        guard serial.isFinite, serial >= 0, serial < ExcelDateSystem.serialLimit(date1904: date1904) else {
            return false
        }
        let milliseconds = Int64((serial * 86_400_000).rounded())
        let day = Int(milliseconds / 86_400_000)
        let ofDay = Int(milliseconds % 86_400_000)
        let days = date1904 ? day + epoch1904 : ExcelDateSystem.days(ofExcelDay: day) + epoch1900
        switch kind {
        case .date:
            appendDate(days, to: &out)
        case .time:
            appendTime(ofDay, to: &out)
        case .dateTime, .number:
            appendDate(days, to: &out)
            out.append(0x20)
            appendTime(ofDay, to: &out)
        }
        return true
    }

    private static func appendDate(_ days: Int, to out: inout [UInt8]) {
        let (year, month, day) = civil(days)
        digits(year, 4, &out)
        out.append(0x2D)
        digits(month, 2, &out)
        out.append(0x2D)
        digits(day, 2, &out)
    }

    private static func appendTime(_ milliseconds: Int, to out: inout [UInt8]) {
        let seconds = milliseconds / 1000
        digits(seconds / 3600, 2, &out)
        out.append(0x3A)
        digits(seconds / 60 % 60, 2, &out)
        out.append(0x3A)
        digits(seconds % 60, 2, &out)
        if milliseconds % 1000 != 0 {
            out.append(0x2E)
            digits(milliseconds % 1000, 3, &out)
        }
    }

    private static func digits(_ value: Int, _ width: Int, _ out: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(0x30 + rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Howard Hinnant's days-to-civil: the proleptic Gregorian date of days since 1970-01-01.
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// A number cell's value as the shortest text that reads back to the same double, in plain
/// decimal notation where it is short enough (`0.00001`, `12345678901234567000`), so it shows as
/// the same number in a CSV file does. Excel stores up to 17 digits (`0.10000000000000001`).
enum NumberText {
    /// Appends the number `raw` holds; false when `raw` is not a finite number.
    static func append(_ raw: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        guard let value = parse(raw) else { return false }
        append(value, to: &out)
        return true
    }

    /// Spaces, tabs and line breaks around a value (a hand-written sheet's `<v> 12 </v>`) do not
    /// count, in a number or in a shared string's index.
    static func trimmed(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = value.count
        while start < end && (value[start] == 0x20 || value[start] == 0x0A || value[start] == 0x09) { start += 1 }
        while end > start && (value[end - 1] == 0x20 || value[end - 1] == 0x0A || value[end - 1] == 0x09) { end -= 1 }
        return UnsafeBufferPointer(rebasing: value[start..<end])
    }

    /// Appends `value` as it is when it already is the text `append(parse(value)!)` would make,
    /// which most cells are (`670.35`, `-12`): without parsing and formatting a double. False, with
    /// nothing appended, for any other text.
    ///
    /// Such a text is plain decimal notation with at most 15 digits (a double holds any 15 of
    /// them exactly, so no shorter text reads back to the same double), no leading zero but the
    /// units', no trailing zero after a point, and no `-0`.
    static func appendPlain(_ value: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        let raw = trimmed(value)
        var i = 0
        let negative = !raw.isEmpty && raw[0] == 0x2D
        if negative { i = 1 }
        let wholeStart = i
        while i < raw.count, raw[i] &- 0x30 <= 9 { i += 1 }
        let whole = i - wholeStart
        guard whole >= 1, whole == 1 || raw[wholeStart] != 0x30 else { return false }
        var fraction = 0
        if i < raw.count {
            guard raw[i] == 0x2E else { return false }
            i += 1
            let fractionStart = i
            while i < raw.count, raw[i] &- 0x30 <= 9 { i += 1 }
            fraction = i - fractionStart
            guard i == raw.count, fraction >= 1, raw[i - 1] != 0x30 else { return false }
        } else if negative && whole == 1 && raw[wholeStart] == 0x30 {
            return false  // `-0` is `0`
        }
        guard whole + fraction <= 15 else { return false }
        out.append(contentsOf: raw)
        return true
    }

    static func parse(_ value: UnsafeBufferPointer<UInt8>) -> Double? {
        let raw = trimmed(value)
        guard !raw.isEmpty, raw.count < 64 else { return nil }
        // Integers, the most common cell, without strtod.
        var i = 0
        var negative = false
        if raw[0] == 0x2D {
            negative = true
            i = 1
        }
        var integer: Int64 = 0
        var isInteger = i < raw.count && raw.count - i <= 15
        while isInteger && i < raw.count {
            let digit = raw[i] &- 0x30
            if digit > 9 {
                isInteger = false
                break
            }
            integer = integer * 10 + Int64(digit)
            i += 1
        }
        if isInteger { return Double(negative ? -integer : integer) }
        guard let value = Double(String(decoding: raw, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    static func append(_ value: Double, to out: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            out.append(contentsOf: String(Int64(value)).utf8)
            return
        }
        let text = value.description
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]),
            (-15...20).contains(exponent)
        else {
            out.append(contentsOf: text.utf8)
            return
        }
        // `1.25e-05` → digits 125, point after 1 + exponent.
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction == "0" { fraction = "" }
        let digits = whole + fraction
        let point = whole.count + exponent
        var result = negative ? "-" : ""
        if point <= 0 {
            result += "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result += digits + String(repeating: "0", count: point - digits.count)
        } else {
            result += digits.prefix(point) + "." + digits.dropFirst(point)
        }
        out.append(contentsOf: result.utf8)
    }
}
