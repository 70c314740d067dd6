import GridReport

/// What every cell of one column carries, worked out once: its opening tag's attributes
/// (`data-column`, the alignment, hidden in the grid, the compact slot) as bytes.
struct CellPlan {
    /// ` data-column="Open"`, escaped.
    let columnAttribute: [UInt8]
    /// The classes of the grid cell, without the compact slot (`n` numbers, `x` hidden).
    let classes: String
    /// The compact slot's class (`s-h` headline…), nil when the column is not bound.
    let slotClass: String?
    let isNumber: Bool

    /// `<span class="…" data-column="…">`, with and without the slot, and for a negative number.
    let open: [UInt8]
    let openWithoutSlot: [UInt8]
    let openNegative: [UInt8]
    let openNegativeWithoutSlot: [UInt8]

    init(column: Column, hidden: Bool, slot: BindingSlot?) {
        var attribute = Array(" data-column=\"".utf8)
        HTMLEscape.append(column.name, to: &attribute)
        attribute.append(0x22)
        columnAttribute = attribute
        isNumber = column.type == .number
        // `n`: a number (figures of one width, right-aligned); `ar`, `ac`, `al` an alignment
        // other than the type's own.
        var classes: [String] = isNumber ? ["n"] : []
        switch column.effectiveAlignment {
        case .trailing: if !isNumber { classes.append("ar") }
        case .center: classes.append("ac")
        case .leading: if isNumber { classes.append("al") }
        }
        if hidden { classes.append("x") }
        self.classes = classes.joined(separator: " ")
        slotClass = slot.map(Self.slotClass)
        func tag(_ names: [String?]) -> [UInt8] {
            let list = names.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Array((list.isEmpty ? "<span" : "<span class=\"\(list)\"").utf8) + attribute + [0x3E]
        }
        open = tag([self.classes, slotClass])
        openWithoutSlot = tag([self.classes])
        openNegative = tag([self.classes, slotClass, "neg"])
        openNegativeWithoutSlot = tag([self.classes, "neg"])
    }

    /// The compact area a slot's cell takes; statusImage shares status's, substatusImage
    /// substatus's (one slot each in Fiori's object cell).
    static func slotClass(_ slot: BindingSlot) -> String {
        switch slot {
        case .headline: return "s-h"
        case .subheadline: return "s-sh"
        case .footnote: return "s-f"
        case .detailImage: return "s-d"
        case .status, .statusImage: return "s-s"
        case .substatus, .substatusImage: return "s-ss"
        case .icon: return "s-i"
        }
    }
}
