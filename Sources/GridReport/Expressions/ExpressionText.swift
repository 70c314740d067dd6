/// Numbers and dates as `&` joins them, and the calendar of a date serial, without Foundation's
/// calendars: a serial is days since 1899-12-30, its fraction the time of day.
enum ExpressionText {
    static func text(of value: ExpressionValue, type: ExpressionType) -> ExpressionValue {
        switch value {
        case .empty, .text: return value
        case .boolean(let flag): return .text(flag ? "TRUE" : "FALSE")
        case .number(let number):
            return .text(type == .date ? iso(serial: number) : general(number))
        }
    }

    /// Excel's General: a whole number without a point, otherwise its shortest form.
    static func general(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `yyyy-MM-dd`, with `THH:mm` (and `:ss`) when the serial has a time of day.
    static func iso(serial: Double) -> String {
        let (year, month, day) = civil(serial: serial)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        let seconds = Int(((serial - serial.rounded(.down)) * 86_400).rounded())
        if seconds > 0 {
            text += "T" + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2)
            if seconds % 60 != 0 { text += ":" + pad(seconds % 60, 2) }
        }
        return text
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Year, month and day of a serial (Howard Hinnant's days-to-civil).
    static func civil(serial: Double) -> (year: Int, month: Int, day: Int) {
        let days = Int(serial.rounded(.down)) - 25_569 + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
