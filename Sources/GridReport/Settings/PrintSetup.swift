/// How a report prints from a spreadsheet: the page's orientation and paper, and whether it is
/// scaled to one page wide. Every field is optional: nil takes the default (orientation by the
/// columns' width, the printer's paper, fitted to the page width).
public struct PrintSetup: Sendable, Equatable {
    public enum Orientation: String, Sendable, CaseIterable {
        /// Landscape when the columns are wider than a portrait page, else portrait.
        case auto, portrait, landscape
    }

    /// Paper sizes Excel names, with their width and height in points (1/72 inch).
    public enum Paper: String, Sendable, CaseIterable {
        case letter, legal, tabloid, a3, a4, a5

        public var sizePoints: (width: Double, height: Double) {
            switch self {
            case .letter: return (612, 792)
            case .legal: return (612, 1008)
            case .tabloid: return (792, 1224)
            case .a3: return (841.9, 1190.6)
            case .a4: return (595.3, 841.9)
            case .a5: return (419.5, 595.3)
            }
        }
    }

    public var orientation: Orientation?
    public var paper: Paper?
    /// Scale to one page wide (as many tall as needed); false prints at 100%.
    public var fitToWidth: Bool?

    public init(orientation: Orientation? = nil, paper: Paper? = nil, fitToWidth: Bool? = nil) {
        self.orientation = orientation
        self.paper = paper
        self.fitToWidth = fitToWidth
    }

    /// Each field given here, else `other`'s: command-line values over a spec's.
    public func overriding(_ other: PrintSetup?) -> PrintSetup {
        PrintSetup(
            orientation: orientation ?? other?.orientation, paper: paper ?? other?.paper,
            fitToWidth: fitToWidth ?? other?.fitToWidth)
    }
}
