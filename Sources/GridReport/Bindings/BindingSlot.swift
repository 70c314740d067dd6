/// The object-view properties a column can bind to in compact mode (FUIObjectView).
public enum BindingSlot: String, Sendable, Codable, CaseIterable {
    case headline, subheadline, footnote, detailImage, status, statusImage, substatus, substatusImage, icon

    /// Image slots take image columns; the others take text (and number) columns.
    public var takesImage: Bool {
        switch self {
        case .detailImage, .statusImage, .substatusImage, .icon: return true
        default: return false
        }
    }
}
