/// What a column of whole numbers holds when they are not amounts: years (`1950`, even written
/// `1950.0` by pandas) or dates written as yyyyMMdd integers (`19580329`). Decided from the first
/// pass; a format or type the user gives for the column wins.
public enum NumberReading: String, Sendable, Equatable, Codable {
    /// Shown as written, without grouping or fraction: `1950`, Excel format `0`.
    case year
    /// A date column read with the pattern yyyyMMdd.
    case yyyymmdd
    /// Clock times written as HHMM integers (`2003`, `5`), shown as written like years: never
    /// `2,003`.
    case hhmm

    /// Shown as written: no grouping, no fraction, Excel format `0`.
    var showsAsWritten: Bool { self == .year || self == .hhmm }

    /// The words of a column title that make a column of whole numbers years.
    static let yearWords: Set<String> = ["year", "yr", "fy"]

    /// The reading of a number column's values, or nil for amounts. Years: every value whole and
    /// within 1000–2999, or the title says year (`year`, `yr`, `fy`, `birthyear`). Dates: every
    /// value an integer written without a fraction that is a valid yyyyMMdd date. Numbers
    /// written with grouping (`1,200`) are amounts: nobody groups a year's digits.
    public static func of(_ profile: ColumnProfile, name: String) -> NumberReading? {
        let traits = profile.numberTraits
        guard profile.numbers > 0, profile.numbers == profile.nonMissing, profile.extremes == 0,
            traits.fractional == 0, traits.grouped == 0
        else { return nil }
        if profile.maxFractionDigits == 0 && traits.yyyymmdd == profile.numbers { return .yyyymmdd }
        if profile.maxFractionDigits == 0, profile.minimum >= 0, profile.maximum <= 2400, traits.notClockTimes == 0,
            IdentifierTitle.namesTime(name)
        {
            return .hhmm
        }
        if profile.minimum >= 1000 && profile.maximum <= 2999 { return .year }
        let words = IdentifierTitle.nameWords(name)
        if words.contains(where: yearWords.contains) || name.lowercased().contains("year") { return .year }
        return nil
    }

    /// Why, for `inspect`: `whole numbers 1950–2015, all within 1000–2999`.
    public static func reason(_ reading: NumberReading, profile: ColumnProfile, name: String) -> String {
        let low = Int(profile.minimum)
        let high = Int(profile.maximum)
        switch reading {
        case .year:
            let range = low == high ? "\(low)" : "\(low)–\(high)"
            let written = profile.maxFractionDigits > 0 ? " (written with a fraction of 0)" : ""
            if low >= 1000 && high <= 2999 {
                return
                    "years: whole numbers\(written), all within 1000–2999 (\(range)); shown without grouping, Excel format 0"
            }
            return
                "years: whole numbers\(written) under a title that says year (\(range)); shown without grouping, Excel format 0"
        case .yyyymmdd:
            return
                "dates: 8-digit integers that are all valid yyyyMMdd dates (\(low)–\(high)); read with the pattern yyyyMMdd"
        case .hhmm:
            return
                "clock times written as HHMM: whole numbers within 0–2400 (\(low)–\(high)) whose last two digits are minutes, under a title that names a time; shown without grouping, Excel format 0"
        }
    }
}
