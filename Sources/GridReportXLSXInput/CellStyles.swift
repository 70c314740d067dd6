/// What a cell's number means, by its style's number format (`styles.xml`): a plain number, or a
/// date, a time of day or both, as the format shows it.
enum CellKind: UInt8 {
    case number, date, time, dateTime
}

/// The kind of every cell style (`cellXfs`, which a cell's `s` indexes).
struct CellStyles {
    private(set) var kinds: [CellKind] = []

    init() {}

    init(_ archive: WorkbookArchive, part: String) throws {
        let scanner = try archive.scanner(part)
        var formats: [Int: CellKind] = [:]
        var inCellXfs = false
        var xfFormats: [Int] = []
        while true {
            let token = try scanner.next()
            if token == .endOfInput { break }
            if token == .end {
                if scanner.isNamed("cellXfs") { inCellXfs = false }
                continue
            }
            if scanner.isNamed("numFmt"), let id = scanner.attribute("numFmtId").flatMap({ Int($0) }) {
                formats[id] = Self.kind(ofCode: scanner.attribute("formatCode") ?? "")
            } else if scanner.isNamed("cellXfs") {
                inCellXfs = token == .start(selfClosing: false)
            } else if inCellXfs, scanner.isNamed("xf") {
                xfFormats.append(scanner.attribute("numFmtId").flatMap { Int($0) } ?? 0)
            }
        }
        kinds = xfFormats.map { formats[$0] ?? Self.builtInKind($0) }
    }

    func kind(_ style: Int) -> CellKind { style >= 0 && style < kinds.count ? kinds[style] : .number }

    /// Excel's built-in formats: 14–17 and 22 dates, 18–21 and 45–47 times; 27–36 and 50–58 are
    /// the East Asian locales' dates.
    static func builtInKind(_ id: Int) -> CellKind {
        switch id {
        case 14...17, 27...31, 34...36, 50...58: return .date
        case 18...21, 32, 33, 45...47: return .time
        case 22: return .dateTime
        default: return .number
        }
    }

    /// The kind a format code shows: its date (`y`, `d`, a month `m`) and time (`h`, `s`, a minute
    /// `m`) letters outside quoted text, escapes and brackets (`[Red]`, `[$-409]`; `[h]` is
    /// elapsed time). The first section decides, as it formats positive numbers.
    static func kind(ofCode code: String) -> CellKind {
        var hasYearOrDay = false
        var hasMonth = false
        var hasTime = false
        // A month `m` in a code with a time and no day or year (`mm:ss`, `h:mm AM/PM`) is a minute.
        var result: CellKind { combine(hasYearOrDay || (hasMonth && !hasTime), hasTime) }
        var inQuote = false
        var inBracket = false
        var previous: Character = " "
        var bracket = ""
        var escaped = false
        for character in code {
            if escaped {
                escaped = false
                continue
            }
            if inQuote {
                if character == "\"" { inQuote = false }
                continue
            }
            if inBracket {
                if character == "]" {
                    inBracket = false
                    let inside = bracket.lowercased()
                    if !inside.isEmpty, inside.allSatisfy({ "hms".contains($0) }) { hasTime = true }
                } else {
                    bracket.append(character)
                }
                continue
            }
            switch character {
            case ";": return result
            case "\"": inQuote = true
            case "\\", "_", "*": escaped = true
            case "[":
                inBracket = true
                bracket = ""
            case "y", "Y", "d", "D": hasYearOrDay = true
            case "h", "H", "s", "S": hasTime = true
            case "m", "M":
                // A minute right after an hour or before seconds; alone, a month.
                if "hH:".contains(previous) { hasTime = true } else { hasMonth = true }
            default: break
            }
            if !character.isWhitespace { previous = character }
        }
        return result
    }

    private static func combine(_ date: Bool, _ time: Bool) -> CellKind {
        switch (date, time) {
        case (true, true): return .dateTime
        case (true, false): return .date
        case (false, true): return .time
        case (false, false): return .number
        }
    }
}
