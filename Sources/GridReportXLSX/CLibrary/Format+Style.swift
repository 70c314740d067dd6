internal import CXlsxWriter

/// The font, fill and border settings of a format that the title row and a theme use.
extension Format {
    func setBold() { format_set_bold(handle) }

    func setFontSize(_ points: Double) { format_set_font_size(handle, points) }

    /// `rgb` is 0xRRGGBB.
    func setFontColor(_ rgb: UInt32) { format_set_font_color(handle, lxw_color_t(rgb)) }

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
