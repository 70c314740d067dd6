import ArgumentParser
import Foundation
import GridReport

/// Encodings of number columns: `--bar`, `--scale`, `--icons`, each repeatable, after the spec's
/// `bar:`, `scale:` and `icons:` (a flag's wins over the spec's on the same column).
struct EncodingOptions: ParsableArguments {
    @Option(
        name: .customLong("bar"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A data bar in each cell of the number column COL, from 0 to the value as a share of the column's largest magnitude, negatives left of an axis; the number still shows. Repeatable.",
            valueName: "col"))
    var bars: [String] = []

    @Option(
        name: .customLong("scale"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A colour scale behind the number column COL: diverging (Fiori's negative, neutral, positive about 0 or the middle of the range), sequential (light to dark blue), or two or three colours #RRGGBB,#RRGGBB[,#RRGGBB]. Default: diverging when the column has values either side of 0, else sequential. Repeatable.",
            valueName: "col[:palette]"))
    var scales: [String] = []

    @Option(
        name: .customLong("icons"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "An icon before each number of COL: arrows (▼ ● ▲ below, at and above 0) or lights (by thirds of the range, as Excel's default, or by LOW,HIGH given: Stock:lights:10,50). Default: lights. Repeatable.",
            valueName: "col[:set[:low,high]]"))
    var icons: [String] = []

    /// The spec's encodings, then the flags'.
    func parsed(spec: ReportSpec) -> [EncodingRule] {
        (spec.encodings ?? []) + bars.map { EncodingRule(kind: .bar, text: $0, origin: "--bar") }
            + scales.map { EncodingRule(kind: .scale, text: $0, origin: "--scale") }
            + icons.map { EncodingRule(kind: .icons, text: $0, origin: "--icons") }
    }

    /// The terminal's painter of `encodings`: colour as the output has it, ASCII with an ASCII frame.
    static func painter(_ encodings: Encodings, for report: Report, color: Bool, ascii: Bool) -> EncodingPainter? {
        EncodingPainter(
            encodings: encodings, columnCount: report.schema.columns.count, color: color, ascii: ascii,
            depth: ColorDepth.from(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"]))
    }
}
