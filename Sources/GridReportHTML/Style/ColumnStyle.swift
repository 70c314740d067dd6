import GridReport

/// The rules for each column's cells by their position in a row (`:nth-child`): numbers in
/// figures of one width, right-aligned; a spec's alignment; hidden in the grid (width 0); and in
/// an object cell, the area of the column's compact slot (the binding plan's), every other cell
/// hidden. Header, data and totals rows share them.
struct ColumnStyle {
    let schema: Schema
    let plan: BindingPlan

    static func child(_ index: Int) -> String { ">:nth-child(\(index + 1))" }

    /// The first shown column: the key column of a grid that scrolls sideways.
    var keyColumn: Int? { schema.columns.first { !$0.isHidden }?.index }

    /// The key column stays put while the grid scrolls sideways, as the terminal's blocks of
    /// columns repeat it: sticky, as tall as its row and opaque, so the columns passing under it
    /// do not show through (its text keeps the row's vertical alignment), and reaching over the
    /// row's padding, so its text keeps its distance from the card's edge.
    var stickyKey: String {
        guard let key = keyColumn else { return "" }
        let cell = Self.child(key)
        // A flex box does not follow `text-align`: its line is placed by `justify-content`, so a
        // number in the key column stays right-aligned as in every other column.
        let justify: String
        switch schema.columns[key].effectiveAlignment {
        case .leading: justify = "flex-start"
        case .center: justify = "center"
        case .trailing: justify = "flex-end"
        }
        return """
            :is(.hd,.r)\(cell){position:sticky;left:0;z-index:1;background:inherit;align-self:stretch;display:flex;align-items:center;justify-content:\(justify);margin-left:calc(-1 * var(--pad));padding-left:var(--pad)}
            .hd\(cell){align-items:flex-end}
            .r.t\(cell){align-items:flex-start}

            """
    }

    /// A data row as an object cell; a totals row stays a line of totals.
    static let objectCell = ".r:not(.tot)"

    /// The grid's rules.
    var regular: String {
        var css = ""
        for column in schema.columns {
            var rules: [String] = []
            if column.type == .number { rules.append("font-variant-numeric:tabular-nums") }
            switch column.effectiveAlignment {
            case .trailing: rules.append("text-align:right")
            case .center: rules.append("text-align:center")
            case .leading: break
            }
            if column.isHidden { rules.append("display:none") }
            if !rules.isEmpty {
                css += ":is(.hd,.r)\(Self.child(column.index)){\(rules.joined(separator: ";"))}\n"
            }
        }
        return css
    }

    /// The object cell's rules: each bound column in its slot's area, with the slot's look (a
    /// card's picture sits above the text, a compact cell's at its left).
    func compact(cards: Bool) -> String {
        var css = ""
        for column in schema.columns {
            guard let slot = plan.slot(forColumn: column.index) else { continue }
            let area = Self.area(slot)
            var look = Self.look[area] ?? ""
            // A card's picture sits above its text; its headline wraps once, then is cut.
            if cards && area == "d" { look = "margin:0 0 8px;width:auto" }
            if cards && area == "h" { look += ";white-space:normal;max-height:2.8em" }
            css += "\(Self.objectCell)\(Self.child(column.index)){display:block;grid-area:\(area);\(look)}\n"
        }
        return css
    }

    /// How each area's text looks (Fiori's object cell: a larger headline, secondary subheadline
    /// and footnote, status at the right), through the theme's variables.
    static let look = [
        "h": "font-size:16px;color:var(--title);font-weight:var(--title-w);text-align:left",
        "sh": "color:var(--sub);font-weight:var(--sub-w);text-align:left",
        "f": "color:var(--muted);text-align:left",
        "s": "text-align:right;margin-left:12px;color:var(--status);font-weight:var(--status-w)",
        "ss": "text-align:right;margin-left:12px;color:var(--status);font-weight:var(--status-w)",
        "d": "margin-right:12px;width:45px",
        "i": "margin-right:8px",
    ]

    /// The bound text columns, whose values a label may precede.
    var labelled: [Int] {
        schema.columns.indices.filter { plan.slot(forColumn: $0).map { !$0.takesImage } ?? false }
    }

    /// Whether the column holds text (not numbers or dates), which may be cut at its end.
    func holdsText(_ column: Int) -> Bool { schema.columns[column].type == .text }

    /// The compact area of a slot: statusImage shares status's, substatusImage substatus's (one
    /// slot each in Fiori's object cell).
    static func area(_ slot: BindingSlot) -> String {
        switch slot {
        case .headline: return "h"
        case .subheadline: return "sh"
        case .footnote: return "f"
        case .detailImage: return "d"
        case .status, .statusImage: return "s"
        case .substatus, .substatusImage: return "ss"
        case .icon: return "i"
        }
    }
}
