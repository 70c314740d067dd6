/// A spreadsheet serial taken apart into the calendar fields a pattern writes.
struct CivilDate: Equatable {
    var year: Int
    var month: Int
    var day: Int
    /// 0 is Sunday.
    var weekday: Int
    var hour: Int
    var minute: Int
    var second: Int
    var millisecond: Int

    /// Days from 1970-01-01 back to the serials' day 0, 1899-12-30.
    static let serialEpoch = DateParser.daysFromCivil(year: 1899, month: 12, day: 30)

    /// Rounded to the millisecond, so that 23:59:59.9999 is the next day's midnight rather than
    /// a second that shows as 60.
    init(serial: Double) {
        var days = Int(serial.rounded(.down))
        var milliseconds = Int(((serial - Double(days)) * 86_400_000).rounded())
        if milliseconds >= 86_400_000 {
            days += 1
            milliseconds -= 86_400_000
        }
        // Howard Hinnant's civil_from_days, on days since 1970-01-01.
        let z = days + Self.serialEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // Serial 0 (1899-12-30) was a Saturday.
        weekday = ((days + 6) % 7 + 7) % 7
        hour = milliseconds / 3_600_000
        minute = milliseconds / 60_000 % 60
        second = milliseconds / 1000 % 60
        millisecond = milliseconds % 1000
    }
}
