import Testing

@testable import GridReport

@Suite("Date patterns: reading, writing, refusing")
struct DatePatternTests {
    func form(_ pattern: String, locale: String = "en_US") throws -> DateForm {
        DateForm(pattern: try DatePattern(pattern, origin: "--date-format"), locale: locale)
    }

    func read(_ text: String, _ pattern: String, locale: String = "en_US") throws -> Double? {
        let form = try form(pattern, locale: locale)
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { form.read(UnsafeBufferPointer($0)) }
    }

    static let minute = 1.0 / 1440

    /// Excel's serials: 2019-03-07 is 43531, 2019-12-31 43830, 2020-01-03 43833.
    static let realForms: [(String, String, Double)] = [
        // Excel (en-US) CSV exports.
        ("3/7/2019", "M/d/yyyy", 43_531), ("12/31/2019", "M/d/yyyy", 43_830),
        ("1/3/2020 17:55", "M/d/yyyy H:mm", 43_833 + 1075 * minute),
        ("7/16/2019 9:05", "M/d/yyyy H:mm", 43_662 + 545 * minute),
        // German spreadsheets; ICU reads one digit for dd and two for d.
        ("07.03.2019", "dd.MM.yyyy", 43_531), ("7.3.2019", "dd.MM.yyyy", 43_531), ("07.03.2019", "d.M.yyyy", 43_531),
        ("29.02.2020", "dd.MM.yyyy", 43_890), (" 07.03.2019 ", "dd.MM.yyyy", 43_531),
        ("7. März 2019", "d. MMMM yyyy", 43_531), ("07-Mar-19", "dd-MMM-yy", 43_531), ("7 mar 2019", "d MMM y", 43_531),
        ("20190307", "yyyyMMdd", 43_531), ("Thu, 7 Mar 2019", "EEE, d MMM yyyy", 43_531),
        ("2:30 PM", "h:mm a", 870 * minute), ("12:00 AM", "h:mm a", 0), ("12:15 pm", "h:mm a", 735 * minute),
        ("14:05:30.250", "HH:mm:ss.SSS", (50_730.25) / 86_400),
        ("2019-03-07T14:05", "yyyy-MM-dd'T'HH:mm", 43_531 + 845 * minute),
    ]

    @Test("real-style values and their serials", arguments: realForms)
    func reads(text: String, pattern: String, serial: Double) throws {
        let locale = pattern.contains("MMMM") ? "de_DE" : "en_US"
        let value = try #require(try read(text, pattern, locale: locale), "\(text) in \(pattern)")
        #expect(abs(value - serial) < 1e-9, "\(text) in \(pattern): \(value)")
    }

    @Test(
        "values not in the pattern, or impossible, are not read",
        arguments: [
            ("2019-03-07", "dd.MM.yyyy"), ("29.02.2019", "dd.MM.yyyy"), ("32.01.2019", "dd.MM.yyyy"),
            ("07.13.2019", "dd.MM.yyyy"), ("07.03.2019x", "dd.MM.yyyy"), ("07.03.", "dd.MM.yyyy"),
            ("13:05 PM", "h:mm a"), ("0:05 AM", "h:mm a"), ("24:00", "HH:mm"), ("12:60", "HH:mm"),
            ("7 Mär 2019", "d MMM y"), ("201903", "yyyyMMdd"), ("", "dd.MM.yyyy"),
        ])
    func refusesValues(text: String, pattern: String) throws {
        #expect(try read(text, pattern) == nil)
    }

    @Test("two-digit years fall in the hundred years from 80 years back, as ICU's")
    func twoDigitYears() throws {
        #expect(try read("01.06.95", "dd.MM.yy") == 34_851)
        #expect(try read("07.03.07", "dd.MM.yy") == 39_148)
    }

    @Test("writing: fields padded as their letters say, names in the locale")
    func writes() throws {
        let serial = 43_531 + (14 * 60 + 5) * Self.minute
        #expect(try form("dd.MM.yyyy").write(serial) == "07.03.2019")
        #expect(try form("d/M/yy").write(serial) == "7/3/19")
        #expect(try form("EEEE, d. MMMM y", locale: "de_DE").write(serial) == "Donnerstag, 7. März 2019")
        #expect(try form("MMM d, y 'at' h:mm a").write(serial) == "Mar 7, 2019 at 2:05 PM")
        #expect(try form("HH:mm:ss.SS").write(0.5 + 0.257 / 86_400) == "12:00:00.25")
        #expect(try form("h a").write(0) == "12 AM")
        #expect(try form("yyyy-MM-dd HH:mm:ss").write(43_466 + (86_400 - 0.0001) / 86_400) == "2019-01-02 00:00:00")
    }

    @Test("the widest value written covers every month and weekday name")
    func widest() throws {
        #expect(try form("dd.MM.yyyy").widestCells == 10)
        #expect(try form("d MMMM y").widestCells == "16 September 2000".count)
        #expect(try form("EEEE", locale: "de_DE").widestCells == "Donnerstag".count)
    }

    @Test("kinds: date, time or both")
    func kinds() throws {
        #expect(try DatePattern("dd.MM.yyyy", origin: "x").kind == .date)
        #expect(try DatePattern("H:mm", origin: "x").kind == .time)
        #expect(try DatePattern("M/d/yyyy h:mm a", origin: "x").kind == .dateTime)
        #expect(
            try DatePattern("d 'de' MMMM 'o''clock'", origin: "x").tokens.contains(.literal(Array(" o'clock".utf8))))
    }

    @Test(
        "patterns that cannot be read are one-line usage errors",
        arguments: [
            ("", "--date-format: the date pattern is empty (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"),
            (
                "--",
                "--date-format: '--' has no date or time fields (d, M, y, H, h, m, s) (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"
            ),
            (
                "'at'",
                "--date-format: ''at'' has no date or time fields (d, M, y, H, h, m, s) (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"
            ),
            (
                "DD.MM.YYYY",
                "--date-format: 'D' in 'DD.MM.YYYY' is the day of the year (write d for the day of the month: dd.MM.yyyy)"
            ),
            (
                "dd.MM.YYYY",
                "--date-format: 'Y' in 'dd.MM.YYYY' is the week-based year (write y for the calendar year: dd.MM.yyyy)"
            ),
            (
                "HH:mm z",
                "--date-format: 'z' in 'HH:mm z' is a time zone, and dates here have none (values keep the wall time they were written with; leave the zone out of the pattern)"
            ),
            (
                "QQ yyyy",
                "--date-format: 'Q' in 'QQ yyyy' is not a date pattern letter read here (use y M d E H h m s S a, and quote other text: 'at')"
            ),
            (
                "ddd.MM",
                "--date-format: 'ddd' in 'ddd.MM' has more letters than d takes (at most 2) (write one like dd.MM.yyyy, M/d/yyyy or yyyy-MM-dd HH:mm)"
            ),
            (
                "d 'at",
                "--date-format: 'd 'at' has a quote that is not closed (quote text as 'at', and write '' for a quote)"
            ),
        ])
    func refusesPatterns(pattern: String, message: String) {
        let error = gridError { _ = try DatePattern(pattern, origin: "--date-format") }
        #expect(error?.kind == .usage)
        #expect(error?.exitCode == 64)
        #expect(error?.description == message)
    }

    @Test("Excel codes show what the pattern shows, names in the locale's language")
    func excelCodes() throws {
        func code(_ pattern: String, _ locale: String = "en_US") throws -> String {
            ExcelDateFormat.code(for: try DatePattern(pattern, origin: "x"), locale: locale)
        }
        #expect(try code("dd.MM.yyyy") == "dd.mm.yyyy")
        #expect(try code("M/d/yyyy H:mm") == "m/d/yyyy h:mm")
        #expect(try code("M/d/yy h:mm a") == "m/d/yy h:mm AM/PM")
        #expect(try code("MMM d, y 'at' h:mm:ss a") == "mmm d, yyyy \"at\" h:mm:ss AM/PM")
        #expect(try code("d. MMMM y", "de_DE") == "[$-407]d. mmmm yyyy")
        #expect(try code("dd.MM.yy", "de_DE") == "dd.mm.yy")
        #expect(try code("EEEE d MMMM y", "fr_FR") == "[$-40C]dddd d mmmm yyyy")
        #expect(try code("HH:mm:ss.SSS") == "hh:mm:ss.000")
    }

    @Test("styles are the locale's forms, without a zone")
    func styles() {
        #expect(DateStyle.short.icuPattern(for: .date, locale: "en_US") == "M/d/yy")
        #expect(DateStyle.medium.icuPattern(for: .date, locale: "de_DE") == "dd.MM.y")
        #expect(DateStyle.long.icuPattern(for: .date, locale: "de_DE") == "d. MMMM y")
        #expect(DateStyle.long.icuPattern(for: .time, locale: "de_DE") == "HH:mm:ss")
        #expect(DateStyle.removingZone("h:mm:ss a z") == "h:mm:ss a")
        #expect(DateStyle.removingZone("HH:mm 'z' zzzz") == "HH:mm 'z'")
    }
}
