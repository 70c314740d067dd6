/// The accessory shared by header and rows (Fiori `accessoryType`): one trailing column.
public enum Accessory: String, Sendable, Codable, CaseIterable {
    case none
    case disclosure

    /// The glyph shown in the accessory column of a row.
    public var glyph: String {
        switch self {
        case .none: return ""
        case .disclosure: return "›"
        }
    }
}
