/// How a workbook says that a sheet continues the report of the sheet before it (a report past
/// Excel's last row goes on in `Data (2)`…): a workbook-wide defined name
/// `GridReport.Continuation.N` referring to the continuation's A1, with a comment-like second
/// reference to the sheet it continues. A sheet's name alone cannot say it: a second input named
/// `Data (2).csv` writes a sheet of that name too. The workbook input reads the same names
/// (`WorkbookIndex`), so what is written here and what is read there are one rule.
public struct ContinuationMark: Equatable, Sendable {
    /// The workbook's sheet number of the continuation (1-based), which keeps the names unique.
    public var number: Int
    public var sheet: String
    public var continues: String

    public init(number: Int, sheet: String, continues: String) {
        self.number = number
        self.sheet = sheet
        self.continues = continues
    }

    public static let namePrefix = "GridReport.Continuation."

    public var name: String { Self.namePrefix + String(number) }

    /// `'Data (2)'!$A$1,'Data'!$A$1`: the continuation, then the sheet it continues.
    public var formula: String { "=" + Self.reference(sheet) + "," + Self.reference(continues) }

    static func reference(_ sheet: String) -> String {
        "'" + sheet.replacingOccurrences(of: "'", with: "''") + "'!$A$1"
    }

    /// The mark a defined name's formula (as stored, without `=`) holds, for a name with the prefix.
    public static func parse(name: String, formula: String) -> (sheet: String, continues: String)? {
        guard name.hasPrefix(namePrefix) else { return nil }
        var sheets: [String] = []
        var rest = Substring(formula)
        while !rest.isEmpty {
            guard rest.first == "'" else { return nil }
            rest = rest.dropFirst()
            var sheet = ""
            while true {
                guard let quote = rest.firstIndex(of: "'") else { return nil }
                sheet += rest[..<quote]
                rest = rest[rest.index(after: quote)...]
                if rest.first == "'" {
                    sheet += "'"
                    rest = rest.dropFirst()
                } else {
                    break
                }
            }
            guard rest.hasPrefix("!$A$1") else { return nil }
            rest = rest.dropFirst(5)
            sheets.append(sheet)
            if rest.first == "," { rest = rest.dropFirst() }
        }
        guard sheets.count == 2 else { return nil }
        return (sheets[0], sheets[1])
    }
}
