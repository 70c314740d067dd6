/// Where the parts of an object cell go, in terminal cells, for one plan at one width. The same for
/// every row, so that headlines line up from cell to cell.
///
/// A line is `[icon area][detail area][text area][accessory area]`, exactly `width` cells:
/// - icon area: `▣` and a space, when icon is bound;
/// - detail area: `▣ stem` in `detailImageWidth` cells and a space, when detailImage is bound;
///   a fifth of what is left, at most 12 cells;
/// - accessory area: a space and `›`, with an accessory;
/// - text area: the rest, headline / subheadline / footnote on the left, status and substatus
///   right-aligned on the right.
/// On narrow widths the parts give way, detail image first, then icon, then accessory, so that the
/// text keeps at least a few cells.
struct CompactLayout: Equatable {
    let width: Int
    let iconWidth: Int
    let detailImageWidth: Int
    let accessoryWidth: Int
    let textWidth: Int
    /// 1 to 3: the headline line, a subheadline/substatus line if either is bound, a footnote line
    /// if footnote is bound.
    let lineCount: Int
    let hasSubheadlineLine: Bool
    let hasFootnoteLine: Bool
    /// The line the accessory glyph is on: the middle one, as the accessory is centred vertically.
    var accessoryLine: Int { (lineCount - 1) / 2 }

    static let gap = 1
    static let maximumDetailImageWidth = 12

    init(plan: BindingPlan, width: Int, accessory: Accessory) {
        self.width = max(1, width)
        var remaining = self.width
        accessoryWidth = accessory != .none && remaining >= 3 ? Self.gap + 1 : 0
        remaining -= accessoryWidth
        iconWidth = plan.isBound(.icon) && remaining >= 4 ? 1 + Self.gap : 0
        remaining -= iconWidth
        if plan.isBound(.detailImage) && remaining >= 5 {
            detailImageWidth = min(Self.maximumDetailImageWidth, remaining / 5)
            remaining -= detailImageWidth + Self.gap
        } else {
            detailImageWidth = 0
        }
        textWidth = remaining
        hasSubheadlineLine = plan.isBound(.subheadline) || plan.isBound(.substatus) || plan.isBound(.substatusImage)
        hasFootnoteLine = plan.isBound(.footnote)
        lineCount = 1 + (hasSubheadlineLine ? 1 : 0) + (hasFootnoteLine ? 1 : 0)
    }
}
