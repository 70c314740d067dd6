/// The shape of a column's ISO 8601 values as one DateFormatter pattern, from every value, not the
/// first: `10:15` then `10:15:30` is `HH:mm:ss`; `10:15:30.25` then `10:15:30.5` is `HH:mm:ss.SS`.
/// The most detailed shape wins, so no value loses a field it was written with; fractions stop at
/// milliseconds, what a Date built from a spreadsheet serial holds. A date-time's zone (`Z`,
/// `+02:00`) is kept as written, as `render` shows it: the Date holds the wall time (the zone is
/// dropped when read, as for a sheet's serial), and the pattern writes the zone back as a literal,
/// so a column's values must all have the same zone, or none.
struct ISODateForm: Equatable {
    var hasDate = false
    var hasTime = false
    /// `T` between date and time, as in `2024-03-11T10:15`; else a space.
    var separatorT = false
    var hasSeconds = false
    var fractionDigits = 0
    /// `.` or `,` (ISO 8601 allows both, and `render` reads both) before a fraction of a second.
    var fractionMark: Character = "."
    /// The zone as written after the time (`Z`, `+02:00`, `-0500`, `+01`), the same in every value.
    var zone: String?

    static let maximumFractionDigits = 3

    /// A date alone, `yyyy-MM-dd`.
    static let date: ISODateForm = {
        var form = ISODateForm()
        form.hasDate = true
        return form
    }()

    private init() {}

    /// The form of one value (`2024-03-11`, `2024-03-11T10:15:30`, `06:19`, with `.fff`, a
    /// date-time with a zone), or nil for forms a pattern cannot give back.
    init?(example: String) {
        var shape = Substring(example)
        if let (rest, zone) = Self.splitZone(shape) {
            shape = rest
            self.zone = zone
        }
        if let dot = shape.lastIndex(where: { $0 == "." || $0 == "," }), !shape[..<dot].hasSuffix(":") {
            fractionMark = shape[dot]
            let digits = shape[shape.index(after: dot)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            fractionDigits = min(digits.count, Self.maximumFractionDigits)
            shape = shape[..<dot]
        }
        let shapes = [
            "YYYY-MM-DD", "YYYY-MM-DDThh:mm", "YYYY-MM-DDThh:mm:ss", "YYYY-MM-DD hh:mm", "YYYY-MM-DD hh:mm:ss",
            "hh:mm", "hh:mm:ss",
        ]
        guard
            let match = shapes.first(where: { candidate in
                candidate.count == shape.count
                    && zip(candidate, shape).allSatisfy { want, have in
                        "YMDhms".contains(want) ? have.isASCIIDigit : want == have
                    }
            })
        else { return nil }
        hasDate = match.hasPrefix("Y")
        hasTime = match.contains("h")
        separatorT = match.contains("T")
        hasSeconds = match.contains("s")
        guard fractionDigits == 0 || hasSeconds, zone == nil || (hasDate && hasTime) else { return nil }
    }

    /// A date-time's zone as `DateParser` reads it (`Z`, `±HH:MM`, `±HHMM`, `±HH` at the end) and
    /// what comes before it.
    private static func splitZone(_ value: Substring) -> (Substring, String)? {
        if value.hasSuffix("Z") { return (value.dropLast(), "Z") }
        // The date's own hyphens are at 4 and 7; a sign after the time's start (11) begins a zone.
        guard value.count > 11, let sign = value.dropFirst(11).lastIndex(where: { $0 == "+" || $0 == "-" }) else {
            return nil
        }
        let zone = value[sign...]
        let digits = zone.dropFirst().filter { $0 != ":" }
        let colonAt3 = zone.count == 6 && zone[zone.index(sign, offsetBy: 3)] == ":"
        guard digits.allSatisfy(\.isASCIIDigit), [3, 5].contains(zone.count) || colonAt3,
            [2, 4].contains(digits.count)
        else { return nil }
        return (value[..<sign], String(zone))
    }

    /// Both forms' fields: what a pattern needs to write either value whole; nil when their zones
    /// differ, which no one pattern writes back.
    func merged(with other: ISODateForm) -> ISODateForm? {
        guard zone == other.zone,
            fractionDigits == 0 || other.fractionDigits == 0 || fractionMark == other.fractionMark
        else { return nil }
        var form = self
        form.fractionMark = fractionDigits > 0 ? fractionMark : other.fractionMark
        form.separatorT = hasDate && hasTime ? separatorT : other.separatorT
        form.hasDate = hasDate || other.hasDate
        form.hasTime = hasTime || other.hasTime
        form.hasSeconds = hasSeconds || other.hasSeconds
        form.fractionDigits = max(fractionDigits, other.fractionDigits)
        return form
    }

    /// `yyyy-MM-dd'T'HH:mm:ss.SSS` and its shorter forms.
    var pattern: String {
        var parts: [String] = []
        if hasDate { parts.append("yyyy-MM-dd") }
        if hasTime {
            var time = "HH:mm"
            if hasSeconds || fractionDigits > 0 { time += ":ss" }
            if fractionDigits > 0 { time += String(fractionMark) + String(repeating: "S", count: fractionDigits) }
            parts.append(time)
        }
        let zoneLiteral = zone.map { "'" + $0 + "'" } ?? ""
        return parts.joined(separator: separatorT ? "'T'" : " ") + zoneLiteral
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
