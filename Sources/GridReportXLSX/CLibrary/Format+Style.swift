internal import CXlsxWriter
import GridReport

/// The settings of a format: alignment, number format, font, fill and borders.
extension Format {
    /// Bold with a thin rule below: the column header.
    func setHeader() {
        format_set_bold(handle)
        format_set_bottom(handle, UInt8(LXW_BORDER_THIN.rawValue))
    }

    func setNumberFormat(_ code: String) { code.withCString { format_set_num_format(handle, $0) } }

    func setHorizontal(_ alignment: HorizontalAlignment) {
        let value: lxw_format_alignments
        switch alignment {
        case .leading: value = LXW_ALIGN_LEFT
        case .center: value = LXW_ALIGN_CENTER
        case .trailing: value = LXW_ALIGN_RIGHT
        }
        format_set_align(handle, UInt8(value.rawValue))
    }

    /// At the top of the cell, else centred vertically.
    func setVertical(top: Bool) {
        format_set_align(handle, UInt8((top ? LXW_ALIGN_VERTICAL_TOP : LXW_ALIGN_VERTICAL_CENTER).rawValue))
    }

    func setTextWrap() { format_set_text_wrap(handle) }

    func setIndent(_ level: UInt8) { format_set_indent(handle, level) }

    /// A border above in a libxlsxwriter border style (`Worksheet.thinBorder`, `.doubleBorder`).
    func setTopBorder(_ style: UInt8) { format_set_top(handle, style) }

    func setBold() { format_set_bold(handle) }

    func setUnderline() { format_set_underline(handle, UInt8(LXW_UNDERLINE_SINGLE.rawValue)) }

    func setFontSize(_ points: Double) { format_set_font_size(handle, points) }

    /// `rgb` is 0xRRGGBB.
    func setFontColor(_ rgb: UInt32) { format_set_font_color(handle, lxw_color_t(rgb)) }

    /// A line through the text.
    func setStrikeout() { format_set_font_strikeout(handle) }

    /// A solid fill; `rgb` is 0xRRGGBB.
    func setFill(_ rgb: UInt32) {
        format_set_pattern(handle, UInt8(LXW_PATTERN_SOLID.rawValue))
        format_set_bg_color(handle, lxw_color_t(rgb))
    }

    /// Thin borders on every side in one colour; `rgb` is 0xRRGGBB.
    func setBorder(_ rgb: UInt32) {
        format_set_border(handle, UInt8(LXW_BORDER_THIN.rawValue))
        format_set_border_color(handle, lxw_color_t(rgb))
    }

    /// The colour of the bottom border only (the header's rule).
    func setBottomBorderColor(_ rgb: UInt32) { format_set_bottom_color(handle, lxw_color_t(rgb)) }

    func setVerticalCenter() { format_set_align(handle, UInt8(LXW_ALIGN_VERTICAL_CENTER.rawValue)) }
}
