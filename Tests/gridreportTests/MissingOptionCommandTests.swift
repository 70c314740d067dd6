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

    @Test("a German export: the option, never the values as missing (--na), for decimal commas, 7:45 and 07.03.2019")
    func germanExport() throws {
        #expect(
            try findings(["Samples/lieferungen.csv"]) == [
                "finding: column \"Lieferdatum\" is text, but its values are dates written d.M.yyyy ('07.03.2019'): pass --format 'Lieferdatum=date:d.M.yyyy' to read them as dates",
                "finding: column \"Uhrzeit\" is text, but its values are times written H:mm ('7:45'): pass --format 'Uhrzeit=time:H:mm' to read them as times",
                "finding: column \"Gewicht (kg)\" is text, but its values are numbers with a decimal comma ('12,5'): pass --input-locale de_DE to read them as numbers",
                "finding: column \"Betrag\" is text, but its values are numbers with a decimal comma ('148,20'): pass --input-locale de_DE to read them as numbers",
            ])
        let read = try types([
            "Samples/lieferungen.csv", "--input-locale", "de_DE", "--format", "Uhrzeit=time:H:mm", "--format",
            "Lieferdatum=date:d.M.yyyy",
        ])
        #expect(
            read["Uhrzeit"] == "time" && read["Gewicht (kg)"] == "number" && read["Betrag"] == "number"
                && read["Lieferdatum"] == "date")
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

    @Test("day-first and year-first dates in real bank exports and weather: the pattern to pass, which reads them")
    func dayFirstDates() throws {
        #expect(
            try findings(["Tests/RealData/ubs-ch-fr.csv"]) == [
                "finding: column \"Date de valeur\" is text, but its values are dates written d.M.yyyy ('31.03.2019'): pass --format 'Date de valeur=date:d.M.yyyy' to read them as dates"
            ])
        #expect(
            try findings(["Tests/RealData/ing-es.csv"]) == [
                "finding: column \"date\" is text, but its values are dates written d/M/yyyy ('24/03/2022'): pass --format 'date=date:d/M/yyyy' to read them as dates"
            ])
        #expect(
            try findings(["Tests/RealData/seattle-weather.csv"]) == [
                "finding: column \"date\" is text, but its values are dates written yyyy/M/d ('2012/01/01'): pass --format 'date=date:yyyy/M/d' to read them as dates"
            ])
        #expect(
            try types(["Tests/RealData/ubs-ch-fr.csv", "--format", "Date de valeur=date:d.M.yyyy"])["Date de valeur"]
                == "date")
        #expect(try types(["Tests/RealData/ing-es.csv", "--format", "date=date:d/M/yyyy"])["date"] == "date")
        #expect(try types(["Tests/RealData/seattle-weather.csv", "--format", "date=date:yyyy/M/d"])["date"] == "date")
        // Month-first when every value reads so, as before; dotted times and two-digit years too.
        let csv = try inspectTemporaryFile(
            "dotted.csv",
            "Either,Stamp,Short\n01/02/2020,31.12.2019 14:05,31.12.19\n03/04/2020,01.02.2020 08:00,1.2.20\n")
        #expect(
            try findings([csv]) == [
                "finding: column \"Either\" is text, but its values are dates written M/d/yyyy ('01/02/2020'): pass --format 'Either=date:M/d/yyyy' to read them as dates",
                "finding: column \"Stamp\" is text, but its values are date-times written d.M.yyyy H:mm ('31.12.2019 14:05'): pass --format 'Stamp=datetime:d.M.yyyy H:mm' to read them as date-times",
                "finding: column \"Short\" is text, but its values are dates written d.M.yy ('31.12.19'): pass --format 'Short=date:d.M.yy' to read them as dates",
            ])
    }

    @Test(
        "render names the option in one note on stderr: with --verbose (or on a terminal), never piped or with --quiet")
    func renderNote() throws {
        let noted = try run(["render", "Tests/RealData/ubs-ch-fr.csv", "--width", "200", "--verbose"])
        #expect(noted.status == 0)
        #expect(
            noted.stderr
                == "gridreport: note: column \"Date de valeur\" is text, but its values are dates written d.M.yyyy ('31.03.2019'): pass --format 'Date de valeur=date:d.M.yyyy' to read them as dates\n"
        )
        let several = try run(["render", "Samples/lieferungen.csv", "--width", "200", "--verbose"])
        #expect(
            several.stderr
                == "gridreport: note: column \"Lieferdatum\" is text, but its values are dates written d.M.yyyy ('07.03.2019'): pass --format 'Lieferdatum=date:d.M.yyyy' to read them as dates; 3 more columns too: gridreport inspect names what to pass\n"
        )
        #expect(try run(["render", "Tests/RealData/ubs-ch-fr.csv", "--width", "200"]).stderr == "")
        #expect(
            try run(["render", "Tests/RealData/ubs-ch-fr.csv", "--width", "200", "--verbose", "--quiet"]).stderr == "")
    }

    @Test("export, preview and handoff say the note as render does; handoff writes every finding in the Swift too")
    func notesOutsideRender() throws {
        let folder = try temporaryFolder()
        let note =
            "gridreport: note: column \"Date de valeur\" is text, but its values are dates written d.M.yyyy ('31.03.2019'): pass --format 'Date de valeur=date:d.M.yyyy' to read them as dates\n"
        let exported = try run([
            "export", "Tests/RealData/ubs-ch-fr.csv", "-o", folder.appendingPathComponent("u.xlsx").path, "--verbose",
        ])
        #expect(exported.status == 0)
        #expect(exported.stderr.hasPrefix(note), "\(exported.stderr)")
        let previewed = try run([
            "preview", "Tests/RealData/ubs-ch-fr.csv", "-o", folder.appendingPathComponent("u.html").path, "--verbose",
        ])
        #expect(previewed.status == 0)
        #expect(previewed.stderr.hasPrefix(note), "\(previewed.stderr)")
        // With several inputs, the note says which file.
        let two = try run([
            "export", "Samples/stocks.csv", "Tests/RealData/ubs-ch-fr.csv", "-o",
            folder.appendingPathComponent("two.xlsx").path, "--verbose",
        ])
        #expect(two.stderr.contains("gridreport: note: Tests/RealData/ubs-ch-fr.csv: column \"Date de valeur\""))
        for target in ["uikit", "swiftui"] {
            let handed = try run(["handoff", "Samples/lieferungen.csv", "--to", target, "--verbose"])
            #expect(handed.status == 0)
            #expect(handed.stderr.contains("gridreport: note: column \"Lieferdatum\" is text"))
            #expect(
                handed.stdout.contains(
                    "// Note: column \"Lieferdatum\" is text, but its values are dates written d.M.yyyy ('07.03.2019'): pass --format\n// 'Lieferdatum=date:d.M.yyyy' to read them as dates\n"
                ), "\(handed.stdout.prefix(1200))")
            #expect(handed.stdout.contains("// Note: column \"Betrag\" is text"))
            // Piped without --verbose: nothing on stderr, the comment still in the file.
            let quiet = try run(["handoff", "Samples/lieferungen.csv", "--to", target])
            #expect(quiet.stderr == "" && quiet.stdout.contains("// Note: column \"Uhrzeit\" is text"))
        }
        #expect(
            try run(["export", "Tests/RealData/ubs-ch-fr.csv", "-o", folder.appendingPathComponent("q.xlsx").path])
                .stderr.hasPrefix("gridreport: wrote"))
    }
}
