import GridReport

/// How a sheet prints, decided from the print setup and the columns' widths.
struct PageLayout: Equatable {
    var landscape: Bool
    /// Excel's paper number; 0 is the printer's default.
    var paperCode: UInt8
    var fitToWidth: Bool
    /// The scale fitting one page wide would print at (1 when the columns fit as they are).
    var fitScale: Double
    /// When fitting one page wide was not asked for and would print below `readableScale`: the
    /// sheet prints several pages wide instead, its first column repeated on each.
    var printsPagesWide: Bool { !fitToWidth && fitScale < Self.readableScale && !fitWasAsked }
    private var fitWasAsked = false
    /// The page header's text in Excel's codes, nil for none.
    var header: String?
    static let footer = "&CPage &P of &N"
    /// The smallest scale a fitted print is still read at.
    static let readableScale = 0.4
    /// libxlsxwriter's limit for a header or footer, in bytes.
    static let maximumHeaderBytes = 255

    /// `columnPixels`: each shown column's width in pixels.
    init(_ setup: PrintSetup, columnPixels: [Int], title: String?) {
        let paper = setup.paper
        switch setup.orientation ?? .auto {
        case .portrait: landscape = false
        case .landscape: landscape = true
        case .auto:
            // Without a paper given, the narrower of the usual two (A4), so it fits on either.
            let pageWidth = (paper ?? .a4).sizePoints.width - Worksheet.sideMarginsPoints
            let columnsWidth = Double(columnPixels.reduce(0, +)) * 0.75
            landscape = columnsWidth > pageWidth
        }
        paperCode = paper.map(Self.code) ?? 0
        let size = (paper ?? .a4).sizePoints
        let printable =
            (landscape ? max(size.width, size.height) : min(size.width, size.height))
            - Worksheet.sideMarginsPoints
        let columnsWidth = Double(columnPixels.reduce(0, +)) * 0.75
        fitScale = columnsWidth > printable ? printable / columnsWidth : 1
        // Fitting a 72-column sheet on one page wide prints it at 9%, unreadable at any zoom:
        // unless asked for, fitting stops where the print would no longer be read.
        fitWasAsked = setup.fitToWidth == true
        fitToWidth = setup.fitToWidth ?? (fitScale >= Self.readableScale)
        header = title.flatMap(Self.headerText)
    }

    static func code(_ paper: PrintSetup.Paper) -> UInt8 {
        switch paper {
        case .letter: return 1
        case .tabloid: return 3
        case .legal: return 5
        case .a3: return 8
        case .a4: return 9
        case .a5: return 11
        }
    }

    /// The title centred in the page header: one line, `&` doubled (Excel's escape), cut to the
    /// byte limit on a whole character (never between the two ampersands of an escape).
    /// libxlsxwriter reads `&G` and `&[Picture]` as picture codes even after an escaped `&`
    /// (`P&&G` holds `&G`) and refuses the header, so a `G` or `[` right after an escaped `&`
    /// follows an invisible word joiner (U+2060), which Excel shows as nothing.
    static func headerText(_ title: String) -> String? {
        var text = "&C"
        var afterAmpersand = false
        for character in ExcelText.withoutControlCharacters(title) {
            var piece = character == "&" ? "&&" : String(character)
            if afterAmpersand, character == "G" || character == "[" { piece = "\u{2060}" + piece }
            if text.utf8.count + piece.utf8.count > maximumHeaderBytes { break }
            text += piece
            afterAmpersand = character == "&"
        }
        return text == "&C" ? nil : text
    }
}
