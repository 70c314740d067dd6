/// The object-view properties a column can bind to in compact mode (FUIObjectView).
public enum BindingSlot: String, Sendable, Codable, CaseIterable {
    case headline, subheadline, footnote, detailImage, status, statusImage, substatus, substatusImage, icon

    /// The slot's place in `allCases`.
    var position: Int {
        switch self {
        case .headline: return 0
        case .subheadline: return 1
        case .footnote: return 2
        case .detailImage: return 3
        case .status: return 4
        case .statusImage: return 5
        case .substatus: return 6
        case .substatusImage: return 7
        case .icon: return 8
        }
    }

    /// Image slots take image columns; the others take text (and number) columns.
    public var takesImage: Bool {
        switch self {
        case .detailImage, .statusImage, .substatusImage, .icon: return true
        default: return false
        }
    }
}
