/// The vertical layout of a row's items (FUIGridRowItemAlignment): centred when every item is a
/// single line of text, top aligned otherwise.
public enum RowAlignment: String, Sendable, Equatable {
    case center, top

    /// `lineCounts[i]` is the number of lines item `i` takes in its column.
    public static func of(items: [GridItem], lineCounts: [Int]) -> RowAlignment {
        for (item, lines) in zip(items, lineCounts) {
            if case .image = item { return .top }
            if lines > 1 { return .top }
        }
        return .center
    }

    /// The first line of an item `lines` tall in a row `height` tall.
    public func offset(lines: Int, height: Int) -> Int {
        self == .center ? (height - lines) / 2 : 0
    }
}
