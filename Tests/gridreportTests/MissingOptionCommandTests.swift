import Foundation
import Testing

/// Text columns that an option would read as numbers or dates: inspect names the option, and
/// passing it reads them.
@Suite("gridreport inspect: the option a text column is missing")
struct MissingOptionCommandTests {
    func findings(_ arguments: [String]) throws -> [String] {
        let result = try run(["inspect"] + arguments + ["--width", "400"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").filter { $0.hasPrefix("finding: ") }.map(String.init)
    }

    func types(_ arguments: [String]) throws -> [String: String] {
        let result = try run(["inspect"] + arguments + ["--json"])
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let columns = try #require(plan["columns"] as? [[String: Any]])
        return Dictionary(
            columns.map { ($0["column"] as? String ?? "", $0["type"] as? String ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

    @Test("decimal commas in a ; file: --input-locale de_DE, which reads them")
    func decimalCommas() throws {
        #expect(
            try findings(["Samples/european.csv"]) == [
                "finding: column \"Einzelpreis\" is text, but its values are numbers with a decimal comma ('4,95'): pass --input-locale de_DE to read them as numbers",
                "finding: column \"Umsatz\" is text, but its values are numbers with a decimal comma ('6.187,50'): pass --input-locale de_DE to read them as numbers",
            ])
        let read = try types(["Samples/european.csv", "--input-locale", "de_DE"])
        #expect(read["Einzelpreis"] == "number" && read["Umsatz"] == "number")
        #expect(try findings(["Samples/european.csv", "--input-locale", "de_DE"]).isEmpty)
    }

    @Test("a German export: the option, never the values as missing (--na), for decimal commas and 7:45")
    func germanExport() throws {
        #expect(
            try findings(["Samples/lieferungen.csv"]) == [
                "finding: column \"Uhrzeit\" is text, but its values are times written H:mm ('7:45'): pass --format 'Uhrzeit=time:H:mm' to read them as times",
                "finding: column \"Gewicht (kg)\" is text, but its values are numbers with a decimal comma ('12,5'): pass --input-locale de_DE to read them as numbers",
                "finding: column \"Betrag\" is text, but its values are numbers with a decimal comma ('148,20'): pass --input-locale de_DE to read them as numbers",
            ])
        let read = try types(["Samples/lieferungen.csv", "--input-locale", "de_DE", "--format", "Uhrzeit=time:H:mm"])
        #expect(read["Uhrzeit"] == "time" && read["Gewicht (kg)"] == "number" && read["Betrag"] == "number")
    }

    @Test("US dates, with a time or two-digit years: the pattern to pass, which reads them")
    func usDates() throws {
        let csv = try inspectTemporaryFile(
            "us.csv",
            "Shipped,Ordered,Logged,Mixed\n06/30/2000,2/20/19,1/5/2011 00:00:00,06/30/2000\n12/01/2001,12/31/20,12/31/2011 13:05:00,2/20/19\n"
        )
        #expect(
            try findings([csv]) == [
                "finding: column \"Shipped\" is text, but its values are dates written M/d/yyyy ('06/30/2000'): pass --format 'Shipped=date:M/d/yyyy' to read them as dates",
                "finding: column \"Ordered\" is text, but its values are dates written M/d/yy ('2/20/19'): pass --format 'Ordered=date:M/d/yy' to read them as dates",
                "finding: column \"Logged\" is text, but its values are date-times written M/d/yyyy H:mm:ss ('1/5/2011 00:00:00'): pass --format 'Logged=datetime:M/d/yyyy H:mm:ss' to read them as date-times",
            ])
        let read = try types([
            csv, "--format", "Shipped=date:M/d/yyyy", "--format", "Ordered=date:M/d/yy", "--format",
            "Logged=datetime:M/d/yyyy H:mm:ss",
        ])
        #expect(read["Shipped"] == "date" && read["Ordered"] == "date" && read["Logged"] == "datetime")
        #expect(read["Mixed"] == "text")
    }
}
