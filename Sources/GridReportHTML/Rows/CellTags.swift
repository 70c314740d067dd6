import GridReport

/// The opening tags of every column's cells, worked out once, in one block of bytes (a row
/// reads them without touching a reference count per cell). A cell is `<span data-column="…">`
/// and nothing more in the common case: its alignment, whether the grid hides it and its compact
/// slot are rules of the stylesheet for its position (`ColumnStyle`), so a million rows do not
/// repeat them. Only a negative number (`neg`) and a status that gives way to its image in this
/// row (`ns`, `BindingPlan.content(of:)`) carry a class.
struct CellTags {
    enum Variant: Int, CaseIterable {
        case plain, negative, notShown, negativeNotShown

        var classes: String {
            switch self {
            case .plain: return ""
            case .negative: return "neg"
            case .notShown: return "ns"
            case .negativeNotShown: return "ns neg"
            }
        }
    }

    /// Every tag, one after another.
    let bytes: [UInt8]
    /// Where each column's tag of each variant is in `bytes`: `[column * 4 + variant]`.
    let ranges: [Range<Int>]
    /// ` data-column="Open"`, escaped, per column.
    let columnAttributes: [[UInt8]]

    init(columns: [Column]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        var attributes: [[UInt8]] = []
        for column in columns {
            var attribute = Array(" data-column=\"".utf8)
            // CSS shows this attribute as the compact label: the sanitized title, as the header
            // shows it, so a bidi override in a title cannot reorder the value after it.
            HTMLEscape.append(TerminalText.oneLineTitle(column.name), to: &attribute)
            attribute.append(0x22)
            attributes.append(attribute)
            for variant in Variant.allCases {
                let start = bytes.count
                let classes = variant.classes
                bytes += Array((classes.isEmpty ? "<span" : "<span class=\"\(classes)\"").utf8) + attribute + [0x3E]
                ranges.append(start..<bytes.count)
            }
        }
        self.bytes = bytes
        self.ranges = ranges
        columnAttributes = attributes
    }

    func range(column: Int, _ variant: Variant) -> Range<Int> {
        ranges[column * Variant.allCases.count + variant.rawValue]
    }
}
