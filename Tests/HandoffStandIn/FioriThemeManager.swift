// A stand-in for FioriThemeManager's colour API as SAP's cloud-sdk-ios-fiori declares it at commit
// 098daf087d725281ebcfc1e0cefdc60b68023173 (Sources/FioriThemeManager/Colors: ColorStyle,
// BackgroundColorScheme, InterfaceLevel, ColorDisplayMode, Color+Extension's
// `Color.preferredColor(_:background:interface:display:)`): the public signatures only, written
// for the tests, and of ColorStyle only the cases DataTable and the generated code name. A colour
// is the style's name (`negativeLabel`), which the tests read back.

import SwiftUI

public enum ColorStyle: String, CaseIterable {
    case primaryLabel
    case secondaryLabel
    case tertiaryLabel
    case neutralLabel
    case negativeLabel
    case positiveLabel
    case criticalLabel
    case informativeLabel
    case separator
    case secondaryGroupedBackground
}

public enum BackgroundColorScheme: String, CaseIterable {
    case device
    case deviceInverse
    case lightConstant
    case darkConstant
}

public enum InterfaceLevel: String, CaseIterable {
    case device
    case deviceInverse
    case baseConstant
    case elevatedConstant
}

public enum ColorDisplayMode: String, CaseIterable {
    case device
    case deviceInverse
    case normalConstant
    case highConstant
}

extension Color {
    public static func preferredColor(
        _ style: ColorStyle, background scheme: BackgroundColorScheme? = .device,
        interface level: InterfaceLevel? = .device, display mode: ColorDisplayMode? = .device
    ) -> Color {
        Color(style.rawValue)
    }
}
