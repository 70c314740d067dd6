/// A number of cards per line (numberOfColumns) the card grid cannot lay out. The command words
/// it for the option that gave it.
public enum CardGridError: Error, Sendable, Equatable {
    /// Fewer than one card.
    case noCards(Int)
    /// More cards than fit: `fitting` do, each at least `minimumCard` cells, `spacing` apart.
    case tooManyCards(Int, width: Int, minimumCard: Int, spacing: Int, fitting: Int)

    /// The error as a sentence about `option`, the one that gave the number of cards, with a hint
    /// that names `widthOption` too.
    public func reported(option: String, widthOption: String) -> GridReportError {
        switch self {
        case .noCards(let columns):
            return .usage(option, "must be a whole number of cards from 1 up, not \(columns)")
        case .tooManyCards(let columns, let width, let minimum, let spacing, let fitting):
            let fit = fitting == 1 ? "1 fits" : "at most \(fitting) fit"
            return .usage(
                option,
                "\(columns) cards do not fit in \(width) cells (a card needs at least \(minimum) cells and \(spacing) between cards); \(fit)",
                hint: "give \(option) \(fitting) or less, or a larger \(widthOption)")
        }
    }
}
