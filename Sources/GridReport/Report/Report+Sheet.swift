extension Report {
    /// Column widths in points for a spreadsheet `sheetWidthPoints` wide, by the same model as
    /// the terminal: given widths (flexible and fractions of the sheet width, points as they are)
    /// resolved to whole points with no frame and no spacing (a sheet draws its own grid lines);
    /// without widths, each column's natural width at Excel's default font (about 7 px a
    /// character, plus a margin), pictures at least as wide as their row is tall. 0 hides.
    public func sheetColumnPoints(sheetWidthPoints: Double, fit: FitPolicy, imageHeightPixels: Int) throws -> [Double] {
        if hasGivenWidths {
            let geometry = TableGeometry(border: .none, accessory: .none, pointsPerCell: 1, spacingPoints: 0)
            let natural = sheetNaturalCells
            let widths = schema.columns.map { $0.width ?? .points(Self.sheetPoints(cells: natural[$0.index])) }
            let resolved = try WidthResolver.resolve(
                widths, names: schema.columns.map(\.name), geometry: geometry,
                totalCells: CheckedInteger.clamped(sheetWidthPoints, to: 1...WidthResolver.maximumTotalCells), fit: fit)
            return resolved.cells.map(Double.init)
        }
        let natural = sheetNaturalCells
        return schema.columns.map { column in
            let points = Self.sheetPoints(cells: natural[column.index])
            guard column.type == .image else { return points }
            return max(points, Double(imageHeightPixels) * 1.5 * 0.75)
        }
    }

    /// The width of each column of a sheet in cells: as wide as its values and its title, except
    /// that a title wider than the values wraps (the header cell wraps its text, and the row grows)
    /// as the terminal table's titles do (`TitleLines.columnWidth`: at word boundaries, onto at most
    /// three lines; the words a spreadsheet breaks, `WordBreaks.sheetTitle`), down to the
    /// table's readable minimum (`NaturalWidths.minimumTextCells`, a little wider than Excel's default
    /// column), so a title of up to 10 characters never wraps. So a number column is as wide as its
    /// numbers, not as its title.
    public var sheetNaturalCells: [Int] {
        schema.columns.map { column in
            let title = TerminalText.displayWidth(TerminalText.sanitize(column.name))
            var content = NaturalWidths.contentWidth(column, profile.columns[column.index], renderers[column.index])
            // The sheet shows a date or time through its own format (`13:35` as `13:35:00`):
            // as wide as that, or a spreadsheet draws `###`.
            if let code = ExcelDateFormat.code(for: column) {
                content = max(content, ExcelDateFormat.widestCells(code))
            }
            let whole = max(1, title, content)
            guard title > content else { return whole }
            let wrapped = TitleLines.columnWidth(title: column.name, content: content, breaks: WordBreaks.sheetTitle)
            return min(whole, max(NaturalWidths.minimumTextCells, wrapped))
        }
    }

    /// Points for text `cells` terminal cells wide in Excel's default font: 7 px a character and
    /// 10 px of margin, at 0.75 pt a pixel.
    static func sheetPoints(cells: Int) -> Double {
        Double(cells * 7 + 10) * 0.75
    }
}
