/// A chart as a user writes it: `--chart TYPE:X=COL,Y=COL[,COL…]`, or a spec's `chart:`. Checked
/// against a report's columns once (`Chart.resolve`), whichever report it is: a file's rows, a
/// summary's.
public struct ChartRequest: Sendable, Equatable {
    /// As written after the flag.
    public var text: String
    /// Where it was said: the flag as the command names it (`--chart`), or `spec.yaml:3:8: chart`.
    public var origin: String

    public init(text: String, origin: String) {
        self.text = text
        self.origin = origin
    }

    /// The chart's form, as hints show it.
    public static let form = "TYPE:X=COL,Y=COL[,COL…], e.g. column:X=carrier,Y=Count"

    /// The type, the X column and the Y columns as written; nil parts are missing. A name after a
    /// comma that does not start `X=` or `Y=` is one more Y column.
    func parts() -> (type: String, x: String?, ys: [String])? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let type = String(text[..<colon]).trimmingSpacesAndTabs
        var x: String?
        var ys: [String] = []
        var inY = false
        for piece in text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(piece).trimmingSpacesAndTabs
            let key = item.prefix(2).uppercased()
            if key == "X=" {
                x = String(item.dropFirst(2)).trimmingSpacesAndTabs
                inY = false
            } else if key == "Y=" {
                ys.append(String(item.dropFirst(2)).trimmingSpacesAndTabs)
                inY = true
            } else if inY {
                ys.append(item)
            } else {
                return nil
            }
        }
        return (type, x, ys)
    }
}

/// The kinds of chart: Excel's own, which every output draws in its way.
public enum ChartType: String, Sendable, Equatable, CaseIterable {
    /// Vertical bars, one per row (horizontal bars with labels in a terminal).
    case column
    /// Horizontal bars, one per row.
    case bar
    /// The Y values in row order, joined.
    case line
    /// One Y column's shares of its total.
    case pie
    /// Points at (X, Y), X a number.
    case scatter

    public static let choices = "column, bar, line, pie or scatter"
}
