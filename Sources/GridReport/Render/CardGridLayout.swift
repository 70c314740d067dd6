/// The horizontal flow layout of cards in the terminal (seeds 000/001 `horizontalFlow`, seed 002
/// Horizontal Fit and Horizontal Scroll), in terminal cells.
///
/// A card is at least as wide as its content needs (`contentCells`: the values that are never cut,
/// see `CardContentWidth`), never narrower than the minimum card and never wider than the width.
/// Flow: as many cards per line as fit the width at that card width with the minimum spacing,
/// then the cards are scaled up to share the width (`minimumScaledItemSize`); or a given
/// `numberOfColumns`, scaled the same way, which is an error when a card would come out narrower
/// than it. The spacing is used precisely, never stretched. Scroll: one line of as many such cards
/// as fit the width (at most 20), 16 points apart.
public struct CardGridLayout: Sendable, Equatable {
    /// Cards side by side on a line.
    public let cardsPerLine: Int
    /// A card's width in cells, its frame included.
    public let cardWidth: Int
    /// Cells between two cards of a line.
    public let spacing: Int

    /// The narrowest card: 160 points, 20 cells at 8 points a cell. The seed's collection cell is
    /// 110–120 points with an image over two short labels; a terminal card also shows status and
    /// substatus beside its labels and a frame, so it needs a little more.
    public static let minimumCardPoints = 160.0
    /// Horizontal Fit's minimum padding between cells (6 points), at least one cell.
    public static let minimumSpacingPoints = 6.0
    /// Horizontal Scroll's fixed padding between cells (16 points).
    public static let scrollSpacingPoints = 16.0
    /// Horizontal Scroll shows at most this many cells (seed 002), then See All.
    public static let maximumScrollCards = 20

    public init(cardsPerLine: Int, cardWidth: Int, spacing: Int) {
        self.cardsPerLine = cardsPerLine
        self.cardWidth = cardWidth
        self.spacing = spacing
    }

    static func cells(_ points: Double, pointsPerCell: Double) -> Int {
        CheckedInteger.clamped(points / pointsPerCell, .up, to: 1...TableGeometry.maximumTotalCells)
    }

    /// The narrowest card in cells at this scale; never below 8 (a frame, two spaces and four
    /// cells of text).
    public static func minimumCardCells(pointsPerCell: Double) -> Int {
        max(8, cells(minimumCardPoints, pointsPerCell: pointsPerCell))
    }

    /// The narrowest card for content `contentCells` wide inside its frame, in a terminal `width`
    /// cells wide: the minimum card, widened for the content, at most the width (a frame around
    /// one cell at least).
    public static func narrowestCard(contentCells: Int, width: Int, pointsPerCell: Double) -> Int {
        let minimum = minimumCardCells(pointsPerCell: pointsPerCell)
        return min(max(minimum, contentCells + frameCells), max(width, 5))
    }

    /// A card's frame and its margins: `│ ` and ` │`.
    public static let frameCells = 4

    /// The flow layout for a terminal `width` cells wide; `columns` is `numberOfColumns`;
    /// `contentCells` is what the content needs inside the frame (see `CardContentWidth`).
    public static func flow(width: Int, pointsPerCell: Double, columns: Int? = nil, contentCells: Int = 0) throws
        -> CardGridLayout
    {
        try TableGeometry.checkTotalCells(width)
        let spacing = cells(minimumSpacingPoints, pointsPerCell: pointsPerCell)
        let minimum = narrowestCard(contentCells: contentCells, width: width, pointsPerCell: pointsPerCell)
        let fitting = max(1, (width + spacing) / (minimum + spacing))
        if let columns {
            guard columns >= 1 else { throw CardGridError.noCards(columns) }
            guard columns <= fitting else {
                throw CardGridError.tooManyCards(
                    columns, width: width, minimumCard: minimum, spacing: spacing, fitting: fitting)
            }
        }
        let count = columns ?? fitting
        // Below one minimum card the one card takes the whole width, but never less than a
        // frame around one cell (5): on a narrower terminal its lines run past the width.
        let cardWidth = max(5, (width - (count - 1) * spacing) / count)
        return CardGridLayout(cardsPerLine: count, cardWidth: cardWidth, spacing: spacing)
    }

    /// The Horizontal Scroll layout for a terminal `width` cells wide: of `count` cards (at most
    /// 20), as many as fit on one line at the narrowest card for `contentCells`, at least one.
    public static func scroll(count: Int, width: Int, pointsPerCell: Double, contentCells: Int = 0)
        -> CardGridLayout
    {
        let spacing = cells(scrollSpacingPoints, pointsPerCell: pointsPerCell)
        let card = narrowestCard(contentCells: contentCells, width: width, pointsPerCell: pointsPerCell)
        let fitting = max(1, (width + spacing) / (card + spacing))
        return CardGridLayout(
            cardsPerLine: max(1, min(count, maximumScrollCards, fitting)), cardWidth: card, spacing: spacing)
    }

    /// The cells inside a card's frame and its one-cell margins.
    public var innerWidth: Int { max(1, cardWidth - Self.frameCells) }
}
