/// Fiori's semantic states, as a status rule names them: the meaning of a value, shown in the
/// state's colour (red, orange, green, grey, blue) in the terminal, the sheet and the preview.
public enum StatusState: String, Sendable, Equatable, Hashable, CaseIterable {
    case negative, critical, positive, neutral, information

    /// SAP Fiori's semantic colours of the Horizon theme (`sapNegativeColor`, `sapCriticalColor`,
    /// `sapPositiveColor`, `sapNeutralColor`, `sapInformativeColor` in SAP's theming base content),
    /// used unless a theme sets the state's `font-color`.
    public var fioriColor: ThemeColor {
        switch self {
        case .negative: return ThemeColor(red: 0xAA, green: 0x08, blue: 0x08)
        case .critical: return ThemeColor(red: 0xE7, green: 0x65, blue: 0x00)
        case .positive: return ThemeColor(red: 0x25, green: 0x6F, blue: 0x3A)
        case .neutral: return ThemeColor(red: 0x78, green: 0x8F, blue: 0xA6)
        case .information: return ThemeColor(red: 0x00, green: 0x70, blue: 0xF2)
        }
    }

    /// The states as a sentence lists them: `negative, critical, positive, neutral or information`.
    public static let choices = "negative, critical, positive, neutral or information"
}

extension Theme {
    /// The state's text style: the theme's, its colour Fiori's unless the theme sets one.
    public func style(of state: StatusState) -> ThemeTextStyle {
        var style = statusStyles[state] ?? ThemeTextStyle()
        if style.color == nil { style.color = state.fioriColor }
        return style
    }
}
