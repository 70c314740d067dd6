import Testing

@testable import GridReport

@Suite("Card grid layout: horizontal flow and scroll")
struct CardGridLayoutTests {
    @Test("as many cards as fit at 20 cells with 1 cell between, scaled to share the width")
    func flow() throws {
        #expect(
            try CardGridLayout.flow(width: 40, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 1, cardWidth: 40, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 41, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 2, cardWidth: 20, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 80, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 3, cardWidth: 26, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 160, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 7, cardWidth: 22, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 12, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 1, cardWidth: 12, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 1, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 1, cardWidth: 5, spacing: 1))
        // 4 points a cell: the minimum card is 40 cells, the spacing 2.
        #expect(
            try CardGridLayout.flow(width: 100, pointsPerCell: 4)
                == CardGridLayout(cardsPerLine: 2, cardWidth: 49, spacing: 2))
    }

    @Test("numberOfColumns scales the cards; too many says how many fit")
    func columns() throws {
        #expect(
            try CardGridLayout.flow(width: 80, pointsPerCell: 8, columns: 2)
                == CardGridLayout(cardsPerLine: 2, cardWidth: 39, spacing: 1))
        #expect(try CardGridLayout.flow(width: 80, pointsPerCell: 8, columns: 3).cardsPerLine == 3)
        #expect(
            throws: GridReportError.usage(
                "--columns",
                "4 cards do not fit in 80 cells (a card needs at least 20 cells and 1 between cards); at most 3 fit",
                hint: "give --columns 3 or less, or a larger --width")
        ) {
            try Self.asReported { try CardGridLayout.flow(width: 80, pointsPerCell: 8, columns: 4) }
        }
        #expect(
            throws: GridReportError.usage(
                "--columns",
                "2 cards do not fit in 40 cells (a card needs at least 20 cells and 1 between cards); 1 fits",
                hint: "give --columns 1 or less, or a larger --width")
        ) {
            try Self.asReported { try CardGridLayout.flow(width: 40, pointsPerCell: 8, columns: 2) }
        }
    }

    /// Runs `body`, its card grid error worded as the command words it.
    static func asReported(_ body: () throws -> CardGridLayout) throws -> CardGridLayout {
        do {
            return try body()
        } catch let error as CardGridError {
            throw error.reported(option: "--columns", widthOption: "--width")
        }
    }

    @Test("Horizontal Scroll: as many cards as fit the width, at most 20, 16 points apart")
    func scroll() {
        #expect(
            CardGridLayout.scroll(count: 5, width: 200, pointsPerCell: 8)
                == CardGridLayout(cardsPerLine: 5, cardWidth: 20, spacing: 2))
        #expect(CardGridLayout.scroll(count: 500, width: 1_000, pointsPerCell: 8).cardsPerLine == 20)
        // 80 cells hold 3 cards of 20 with 2 between (64), not 4 (86).
        #expect(CardGridLayout.scroll(count: 20, width: 80, pointsPerCell: 8).cardsPerLine == 3)
        #expect(
            CardGridLayout.scroll(count: 20, width: 80, pointsPerCell: 8, contentCells: 30)
                == CardGridLayout(cardsPerLine: 2, cardWidth: 34, spacing: 2))
        // A card wider than the terminal is cut down to it: one card, never past the width.
        #expect(
            CardGridLayout.scroll(count: 20, width: 30, pointsPerCell: 8, contentCells: 60)
                == CardGridLayout(cardsPerLine: 1, cardWidth: 30, spacing: 2))
    }

    @Test("the content widens the cards: fewer per line, each at least as wide as it needs")
    func contentWidth() throws {
        #expect(
            try CardGridLayout.flow(width: 160, pointsPerCell: 8, contentCells: 27)
                == CardGridLayout(cardsPerLine: 5, cardWidth: 31, spacing: 1))
        #expect(
            try CardGridLayout.flow(width: 40, pointsPerCell: 8, contentCells: 90)
                == CardGridLayout(cardsPerLine: 1, cardWidth: 40, spacing: 1))
        // Narrow content keeps today's minimum card.
        #expect(
            try CardGridLayout.flow(width: 80, pointsPerCell: 8, contentCells: 3)
                == CardGridLayout(cardsPerLine: 3, cardWidth: 26, spacing: 1))
        #expect(
            throws: GridReportError.usage(
                "--columns",
                "3 cards do not fit in 80 cells (a card needs at least 31 cells and 1 between cards); at most 2 fit",
                hint: "give --columns 2 or less, or a larger --width")
        ) {
            try Self.asReported { try CardGridLayout.flow(width: 80, pointsPerCell: 8, columns: 3, contentCells: 27) }
        }
    }
}
