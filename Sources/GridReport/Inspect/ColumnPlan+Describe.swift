extension ColumnPlan {
    /// A number format in few cells, as a NumberFormatter pattern says it: `#,##0.00 en_US` (grouped,
    /// 2 fraction digits), `0 en_US` (no grouping), `#,##0.0## en_US` (1 to 3 digits), `#,##0.#…`
    /// (each value's shortest digits), `¤#,##0.00 EUR de_DE`, `#,##0.0% en_US`, `0.00E0 en_US`,
    /// `spellout en_US`; an explicit pattern as given; a rounding mode other than the default last.
    public static func describeShort(_ format: NumberFormat) -> String {
        var parts: [String] = []
        if let pattern = format.pattern {
            parts.append(pattern)
        } else {
            switch format.style {
            case .none, .spellout: parts.append(format.style.rawValue)
            case .decimal: parts.append(digits(format, integer: format.grouping == false ? "0" : "#,##0"))
            case .currency: parts.append("¤" + digits(format, integer: format.grouping == false ? "0" : "#,##0"))
            case .percent: parts.append(digits(format, integer: format.grouping == false ? "0" : "#,##0") + "%")
            case .scientific: parts.append(digits(format, integer: "0") + "E0")
            }
        }
        if let code = format.currencyCode { parts.append(code) }
        parts.append(format.locale)
        if let rounding = format.rounding { parts.append(rounding.rawValue) }
        return parts.joined(separator: " ")
    }

    /// In words: `decimal en_US 2 digits grouping`, `currency de_DE EUR`, `pattern #,##0.00;(#,##0.00)`…
    public static func describe(_ format: NumberFormat) -> String {
        var parts = [format.style.rawValue, format.locale]
        switch (format.minimumFractionDigits, format.maximumFractionDigits) {
        case (let minimum?, let maximum?) where minimum == maximum: parts.append("\(minimum) digits")
        case (let minimum?, let maximum?): parts.append("\(minimum)–\(maximum) digits")
        case (let minimum?, nil): parts.append("≥\(minimum) digits")
        case (nil, let maximum?): parts.append("≤\(maximum) digits")
        case (nil, nil): if format.shortestDigits != nil { parts.append("shortest digits") }
        }
        if let grouping = format.grouping { parts.append(grouping ? "grouping" : "no grouping") }
        if let code = format.currencyCode { parts.append(code) }
        if let rounding = format.rounding { parts.append("rounding \(rounding.rawValue)") }
        if let pattern = format.pattern { parts.append("pattern \(pattern)") }
        return parts.joined(separator: " ")
    }

    /// The integer part and the fraction digits: `0` for each digit always shown, `#` for each
    /// shown when needed, `#…` for as many as the value needs.
    private static func digits(_ format: NumberFormat, integer: String) -> String {
        let fraction: String
        switch (format.minimumFractionDigits, format.maximumFractionDigits) {
        case (let minimum?, let maximum?):
            fraction =
                String(repeating: "0", count: max(0, minimum))
                + String(repeating: "#", count: max(0, maximum - minimum))
        case (let minimum?, nil): fraction = String(repeating: "0", count: max(0, minimum)) + "#…"
        case (nil, let maximum?): fraction = String(repeating: "#", count: max(0, maximum))
        case (nil, nil) where format.style == .currency && format.shortestDigits == nil:
            // The currency's own digits, as the terminal shows them (`$1.50`, not `$2`).
            fraction = String(repeating: "0", count: format.currencyFractionDigits)
        case (nil, nil): fraction = format.shortestDigits != nil ? "#…" : ""
        }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }

    /// `ISO 8601`, `dd.MM.yyyy`, `ISO 8601 → MMM d, y en_US`; nil for other columns.
    public static func describeDates(_ entry: Entry) -> String? {
        guard entry.type.isTemporal else { return nil }
        let input = entry.dateInput?.pattern.text ?? "ISO 8601"
        guard let shown = entry.dateDisplay else { return input }
        return "\(input) → \(shown.pattern.text) \(shown.names.locale)"
    }
}
