/// What a column's title says about its whole numbers: that they are codes (identifiers, years,
/// account and flight numbers, postal codes) or clock times written as HHMM, not amounts. Such a
/// column is shown without grouping (`3231`, not `3,231`) and is left out of default totals.
///
/// Titles are split into words at anything but letters and digits and at lower-to-upper case
/// changes (`FlightNum`: flight, num), matched without regard to case. The words cover the
/// languages of the project's samples and locales: English, German, French, Spanish, Italian,
/// Portuguese, Dutch, Japanese and Chinese.
public enum IdentifierTitle {
    /// Words that name a code wherever they stand (`Sample Number`, `zip_code`, `userId`, `fips`).
    public static let words: Set<String> = [
        "year", "yr", "fy", "id", "ids", "code", "zip", "postal", "phone", "number", "date", "day",
        "fips", "key", "sku", "isbn", "ean", "iban", "ssn", "pin", "plz", "nummer", "kennung", "kennziffer",
        "numéro", "numero", "número", "código", "codigo", "codice", "cep",
    ]
    /// Abbreviations of "number" that name a code only as the title's last word (`Flight Num`,
    /// `En No`, `Kunden-Nr.`), not as its first (`No of staff` counts people); and `flight`, a
    /// flight number as nycflights13's `flight` (but `flight_hours` are hours).
    public static let lastWords: Set<String> = ["num", "no", "nr", "nbr", "nro", "núm", "nº", "n°", "flight"]
    /// Endings of compound words (`Kontonummer`, `Kundennr`, `Postcode`) and of titles written
    /// without spaces (`社員番号`, `商品コード`, `邮政编码`).
    public static let endings = ["nummer", "nr", "code", "番号", "コード", "编号", "编码", "代码", "号码", "郵便番号"]

    /// The word or ending of `title` that names a code, or nil.
    public static func codeWord(_ title: String) -> String? {
        let words = nameWords(title)
        if let word = words.first(where: Self.words.contains) { return word }
        if let last = words.last {
            if lastWords.contains(last) { return last }
            if let ending = endings.first(where: { last.hasSuffix($0) && last.count > $0.count }) { return ending }
        }
        return nil
    }

    /// Words of a title that name a time of day: with whole numbers 0–2400 whose last two digits
    /// are minutes (`DepTime` 2003, `CRSArrTime` 1955), the column holds HHMM clock times.
    public static let timeWords: Set<String> = [
        "time", "hhmm", "clock", "uhrzeit", "zeit", "heure", "hora", "ora", "tijd", "時刻", "时间", "時間",
    ]

    /// Whether `title` names a time of day (`DepTime`, `Uhrzeit`, `ArrTime`).
    public static func namesTime(_ title: String) -> Bool {
        nameWords(title).contains { word in timeWords.contains(word) || word.hasSuffix("zeit") }
    }

    /// The title's words, lower-cased: split at anything but letters and digits and where a
    /// lower-case letter is followed by an upper-case one.
    public static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            guard character.isLetter || character.isNumber || character == "°" || character == "º" else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
