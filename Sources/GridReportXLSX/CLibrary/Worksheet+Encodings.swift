internal import CXlsxWriter
import GridReport

/// Conditional formats that Excel computes from the cells: data bars, colour scales and icon
/// sets, so that editing a value moves its bar, its colour and its icon.
extension Worksheet {
    /// An encoding's conditional format over the rows `runs` of `column`.
    enum EncodingFormat {
        /// Excel 2010's data bar: from an axis at 0, negatives to its left in their own colour,
        /// each as long as the value against the column's largest magnitude.
        case bar(positive: UInt32, negative: UInt32)
        /// Two or three colours at the smallest value, the middle (`midpointIsZero`: 0, else 50 %
        /// of the range) and the largest.
        case scale(colors: [UInt32], midpointIsZero: Bool)
        /// Three icons, arrows or traffic lights. libxlsxwriter writes them at Excel's default
        /// thresholds (33 % and 67 % of the range) whatever is asked; other thresholds are set in
        /// the sheet's XML afterwards (`IconSetThresholds`), found by the rule's priority.
        case icons(IconSet)
    }

    /// Adds the encoding's conditional format; its priority, nil when there are no rows.
    @discardableResult
    func addEncoding(_ encoding: EncodingFormat, column: Int, runs: [(first: UInt32, last: UInt32)]) throws -> Int? {
        var rule = lxw_conditional_format()
        switch encoding {
        case .bar(let positive, let negative):
            rule.type = UInt8(LXW_CONDITIONAL_DATA_BAR.rawValue)
            rule.data_bar_2010 = 1
            rule.bar_solid = 1
            rule.bar_color = positive
            rule.bar_border_color = positive
            rule.bar_negative_color = negative
            rule.bar_negative_border_color = negative
        case .scale(let colors, let midpointIsZero):
            rule.min_rule_type = UInt8(LXW_CONDITIONAL_RULE_TYPE_MINIMUM.rawValue)
            rule.max_rule_type = UInt8(LXW_CONDITIONAL_RULE_TYPE_MAXIMUM.rawValue)
            rule.min_color = colors.first ?? 0
            rule.max_color = colors.last ?? 0
            if colors.count == 3 {
                rule.type = UInt8(LXW_CONDITIONAL_3_COLOR_SCALE.rawValue)
                rule.mid_color = colors[1]
                rule.mid_rule_type = UInt8(
                    (midpointIsZero ? LXW_CONDITIONAL_RULE_TYPE_NUMBER : LXW_CONDITIONAL_RULE_TYPE_PERCENT).rawValue)
                rule.mid_value = midpointIsZero ? 0 : 50
            } else {
                rule.type = UInt8(LXW_CONDITIONAL_2_COLOR_SCALE.rawValue)
            }
        case .icons(let set):
            rule.type = UInt8(LXW_CONDITIONAL_TYPE_ICON_SETS.rawValue)
            switch set {
            case .arrows: rule.icon_style = UInt8(LXW_CONDITIONAL_ICONS_3_ARROWS_COLORED.rawValue)
            case .lights: rule.icon_style = UInt8(LXW_CONDITIONAL_ICONS_3_TRAFFIC_LIGHTS_UNRIMMED.rawValue)
            }
        }
        return try add(rule, column: column, runs: runs, what: "a bar, scale or icons' conditional format")
    }
}
