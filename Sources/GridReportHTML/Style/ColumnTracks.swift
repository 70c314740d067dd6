import Foundation
import GridReport

/// The Fiori width array as CSS grid tracks, one per shown column, resolved by the browser at
/// whatever width the page has: `-1` takes what is left (`1fr`), a fraction is of the content
/// width (the container's width less the accessory and the gaps between columns, as
/// `TableGeometry` defines it), points are CSS pixels, `0` has no track (its cells are hidden).
/// Without given widths, numbers and dates keep their natural width (never cut) and the other
/// columns share the rest in proportion to theirs, each keeping a readable minimum.
struct ColumnTracks: Equatable {
    /// One per column, nil for a hidden column.
    var tracks: [String?]
    /// The content width, for fractions.
    var contentWidth: String
    var accessory: String?
    /// The narrowest the grid can be, padding and gaps included, in CSS pixels (a `ch` counted as
    /// a terminal cell's points): wider than the page, it scrolls sideways inside its card.
    var minimumPixels = 0.0
    /// The same minimum as CSS (`--minw`), given to the header and every row alike: a row's own
    /// content never widens it (a row as wide as its longest text would lay its tracks out
    /// apart from the header's).
    var minimumWidth = "0px"

    var template: String {
        (tracks.compactMap { $0 } + (accessory.map { [$0] } ?? [])).joined(separator: " ")
    }

    /// The readable minimum of a shared column, in characters (the terminal's 10 cells).
    static let minimumShared = 10

    /// `fit: .shrink` lets points give way where the content width is smaller than they need,
    /// in proportion, sharing what fractions leave.
    init(report: Report, geometry: TableGeometry, fit: FitPolicy = .error) {
        let columns = report.schema.columns
        let natural = report.tableNaturalCells
        var minimum = 0.0
        // The minimum as CSS: characters, pixels and shares of the content width.
        var minimumCharacters = 0
        var minimumShare = 0.0
        if report.hasGivenWidths {
            let widths = columns.map { $0.width ?? .points(Double(natural[$0.index]) * geometry.pointsPerCell) }
            var fractions = 0.0
            var points = 0.0
            for width in widths {
                if case .fraction(let f) = width { fractions += f }
                if case .points(let p) = width { points += p }
            }
            minimum = fit == .shrink ? 0 : points
            minimumShare = fractions
            let pointsShare = max(0, 1 - fractions)
            tracks = widths.map { width in
                switch width {
                case .hidden: return nil
                case .flexible: return "minmax(0,1fr)"
                case .fraction(let f): return "calc(var(--cw) * \(Self.number(f)))"
                case .points(let p):
                    guard fit == .shrink, points > 0 else { return "\(Self.number(p))px" }
                    return "min(\(Self.number(p))px,calc(var(--cw) * \(Self.number(p / points * pointsShare))))"
                }
            }
        } else {
            let keeps = report.keepsWholeValues
            tracks = columns.map { column in
                if column.isHidden { return nil }
                let cells = max(1, natural[column.index])
                let ch = geometry.pointsPerCell
                if keeps[column.index] {
                    minimum += Double(cells + 1) * ch
                    minimumCharacters += cells + 1
                    return Self.characters(cells + 1)
                }
                if column.type == .image {
                    minimum += 48
                    return "minmax(48px,\(cells)fr)"
                }
                minimum += Double(min(cells, Self.minimumShared)) * ch
                minimumCharacters += min(cells, Self.minimumShared)
                return "minmax(\(Self.characters(min(cells, Self.minimumShared))),\(cells)fr)"
            }
        }
        let shown = tracks.compactMap { $0 }.count
        let gaps = Double(max(0, shown - 1)) * geometry.spacingPoints
        contentWidth = "calc(100cqw - 2 * var(--pad) - \(Self.number(geometry.accessoryPoints + gaps))px)"
        minimumPixels = minimum + gaps + geometry.accessoryPoints + 2 * Double(PageStyle.rowPadding)
        let pixels = minimum - Double(minimumCharacters) * geometry.pointsPerCell + gaps + geometry.accessoryPoints
        var terms = ["\(Self.number(pixels))px", "2 * var(--pad)"]
        if minimumCharacters > 0 { terms.append("\(minimumCharacters) * var(--ch)") }
        if minimumShare > 0 { terms.append("var(--cw) * \(Self.number(minimumShare))") }
        minimumWidth = "calc(\(terms.joined(separator: " + ")))"
        accessory =
            geometry.accessory == .none
            ? nil : "\(Self.number(max(geometry.pointsPerCell, geometry.accessoryPoints - geometry.spacingPoints)))px"
    }

    /// A width of `count` characters of the body's font (`--ch`, the same px in the bold header as
    /// in the rows: a `ch` of the header's own font would be wider, and its tracks apart).
    static func characters(_ count: Int) -> String { "calc(\(count) * var(--ch))" }

    /// A number as CSS writes it: no exponent, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
