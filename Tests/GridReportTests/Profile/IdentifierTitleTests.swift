import Testing

@testable import GridReport

/// Titles that say a column of whole numbers holds codes or HHMM clock times, in the languages
/// of the samples and locales.
@Suite("identifier titles")
struct IdentifierTitleTests {
    @Test(
        "a code is named by a word anywhere, a number's abbreviation last, or a compound's ending",
        arguments: [
            ("FlightNum", "num"), ("En No", "no"), ("fips", "fips"), ("Kontonummer", "nummer"),
            ("Kunden-Nr.", "nr"), ("Kundennr", "nr"), ("zip_code", "zip"), ("userId", "id"),
            ("Postcode", "code"), ("社員番号", "番号"), ("商品コード", "コード"), ("N° de client", nil),
            ("Numéro client", "numéro"), ("flight", "flight"), ("Sample Number", "number"),
        ] as [(String, String?)])
    func codes(title: String, word: String?) {
        #expect(IdentifierTitle.codeWord(title) == word)
    }

    @Test("amounts and counts are not codes", arguments: ["Amount", "No of staff", "flight_hours", "Balance", "Nr"])
    func notCodes(title: String) {
        // `Nr` alone is a code's abbreviation as the last word: it is one.
        #expect((IdentifierTitle.codeWord(title) != nil) == (title == "Nr"))
    }

    @Test("times of day: DepTime, CRSArrTime, Uhrzeit, Abfahrtszeit; not Timestamp or Duration")
    func times() {
        for title in ["DepTime", "CRSArrTime", "dep_time", "Uhrzeit", "Abfahrtszeit", "heure", "時刻"] {
            #expect(IdentifierTitle.namesTime(title), "\(title)")
        }
        for title in ["Timestamp", "Duration", "Zeitraum", "times"] {
            #expect(!IdentifierTitle.namesTime(title), "\(title)")
        }
    }

    @Test("HHMM: whole numbers 0–2400 whose last two digits are minutes; 1975 is no time")
    func clockTraits() {
        var traits = NumberTraits()
        for value in [0.0, 5, 59, 100, 959, 1000, 2003, 2359, 2400, 1959] { traits.note(value) }
        #expect(traits.notClockTimes == 0)
        for value in [60.0, 99, 1975, 2360, 2399] { traits.note(value) }
        traits.note(3000)
        #expect(traits.notClockTimes == 5)
    }
}
