/// Excel's 1900 date system against the core's serials (days since 1899-12-30 in the proleptic
/// Gregorian calendar, the time of day as a fraction). Excel counts a 29 February 1900 that never
/// was (its serial 60, Lotus 1-2-3's leap-year bug), so its serials before 1900-03-01 are one
/// less than the core's, and it has no date before 1900-01-01 (serial 1): a negative serial shows
/// as `####`. The writer and the workbook reader both go through here, so they agree.
public enum ExcelDateSystem {
    /// The core's serial of 1900-01-01, Excel's first day.
    public static let firstDaySerial = 2.0
    /// The core's serial of 1900-03-01, from which the two count alike.
    static let alikeFromSerial = 61.0

    /// Excel's 1900-system serial for a date or date-time; nil before 1900-01-01, which Excel
    /// cannot show as a date. (A time of day alone is its fraction, as it is: not through here.)
    public static func excelSerial(_ serial: Double) -> Double? {
        guard serial >= firstDaySerial else { return nil }
        return serial < alikeFromSerial ? serial - 1 : serial
    }

    /// Days since 1899-12-30 of Excel's 1900-system day number `day` (the serial's whole part);
    /// the phantom 1900-02-29 (60) reads as 1900-02-28, as openpyxl reads it.
    public static func days(ofExcelDay day: Int) -> Int {
        day > 0 && day < 60 ? day + 1 : day
    }

    /// The largest serial before 10000-01-01, in each system: 9999-12-31 23:59:59.999.
    public static func serialLimit(date1904: Bool) -> Double {
        date1904 ? 2_957_004 : 2_958_466
    }
}
