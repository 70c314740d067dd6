/// The Excel number format that shows a date serial as a date pattern shows it, so the sheet
/// agrees with the terminal: `dd.MM.yyyy` → `dd.mm.yyyy`, `MMM d, y` → `mmm d, yyyy`.
///
/// Names of months and weekdays and the AM/PM markers follow the locale through a `[$-LCID]`
/// prefix, which Excel and LibreOffice both read; without one a sheet shows them in its own
/// language. Excel knows no narrow weekday, so `EEEEE` is the short name there.
public enum ExcelDateFormat {
    /// The format of a date, time or date-time column: its display form, else the form its values
    /// are read in (they show as written), else ISO 8601's (see `ExcelNumberFormat.dateCode`).
    public static func code(for column: Column) -> String? {
        guard column.type.isTemporal else { return nil }
        if let form = column.dateDisplay {
            return code(for: form.pattern, locale: form.names.locale)
        }
        if let form = column.dateInput {
            return code(for: column.writtenDatePattern ?? form.pattern, locale: form.names.locale)
        }
        return ExcelNumberFormat.dateCode(for: column.type).map { code in
            // Excel shows at most three digits of a second (`ss.000`).
            let digits = min(column.secondFractionDigits, 3)
            return column.type == .date || digits == 0 ? code : code + "." + String(repeating: "0", count: digits)
        }
    }

    public static func code(for pattern: DatePattern, locale: String) -> String {
        var code = ""
        var usesNames = false
        for token in pattern.tokens {
            switch token {
            case .literal(let bytes):
                code += literal(String(decoding: bytes, as: UTF8.self))
            case .field(let field, let count):
                switch field {
                case .year: code += count == 2 ? "yy" : "yyyy"
                case .month:
                    code += String(repeating: "m", count: count)
                    usesNames = usesNames || count >= 3
                case .day: code += count == 2 ? "dd" : "d"
                case .weekday:
                    code += count == 4 ? "dddd" : "ddd"
                    usesNames = true
                case .hour24, .hour12: code += count == 2 ? "hh" : "h"
                case .minute: code += count == 2 ? "mm" : "m"
                case .second: code += count == 2 ? "ss" : "s"
                case .fraction: code += String(repeating: "0", count: min(count, 3))
                case .dayPeriod:
                    code += "AM/PM"
                    usesNames = true
                }
            }
        }
        if usesNames, let lcid = lcid(locale) { code = "[$-\(lcid)]" + code }
        return code
    }

    /// The most characters a value shown through `code` takes: a one-letter day, month, hour,
    /// minute or second takes up to two, a month's or weekday's name up to nine (`September`,
    /// `Wednesday`), `AM/PM` two; quoted text as it is; a `[$-407]` locale prefix nothing.
    public static func widestCells(_ code: String) -> Int {
        let characters = Array(code)
        var cells = 0
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "[" {
                while i < characters.count && characters[i] != "]" { i += 1 }
                i += 1
                continue
            }
            if c == "\"" {
                i += 1
                while i < characters.count && characters[i] != "\"" {
                    cells += 1
                    i += 1
                }
                i += 1
                continue
            }
            if c == "\\" {
                cells += 1
                i += 2
                continue
            }
            if code[code.index(code.startIndex, offsetBy: i)...].hasPrefix("AM/PM") {
                cells += 2
                i += 5
                continue
            }
            if "ymdhs".contains(c) {
                var run = 1
                while i + run < characters.count && characters[i + run] == c { run += 1 }
                switch (c, run) {
                case ("m", 3...), ("d", 3...): cells += run == 3 ? 3 : 9
                case (_, 1): cells += 2
                default: cells += run
                }
                i += run
                continue
            }
            cells += 1
            i += 1
        }
        return cells
    }

    /// Literal text: the separators dates use as they are, the rest in quotes.
    static func literal(_ text: String) -> String {
        var code = ""
        var quoted = ""
        func flush() {
            if !quoted.isEmpty { code += "\"" + quoted + "\"" }
            quoted = ""
        }
        for character in text {
            if " -/:.,()".contains(character) {
                flush()
                code.append(character)
            } else if character == "\"" {
                flush()
                code += "\\\""
            } else {
                quoted.append(character)
            }
        }
        flush()
        return code
    }

    /// Windows locale ids of the languages whose names a sheet is likely to need; English needs none.
    static func lcid(_ locale: String) -> String? {
        let parts = locale.split(separator: "_").map(String.init)
        guard let language = parts.first, language != "en" else { return nil }
        switch (language, parts.count > 1 ? parts[parts.count - 1] : "") {
        case ("pt", "BR"): return "416"
        case ("zh", "TW"), ("zh", "HK"): return "404"
        case ("de", "AT"): return "C07"
        case ("de", "CH"): return "807"
        case ("fr", "CA"): return "C0C"
        case ("fr", "CH"): return "100C"
        default: break
        }
        let byLanguage = [
            "de": "407", "fr": "40C", "es": "C0A", "it": "410", "nl": "413", "pt": "816", "ja": "411", "zh": "804",
            "ko": "412", "ru": "419", "sv": "41D", "da": "406", "nb": "414", "no": "414", "fi": "40B", "pl": "415",
            "cs": "405", "tr": "41F",
        ]
        return byLanguage[language]
    }
}
