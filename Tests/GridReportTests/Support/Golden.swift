import Foundation
import Testing

@testable import GridReport

/// The repository's root, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

func samplePath(_ name: String) -> String { packageRoot.appendingPathComponent("Samples/\(name)").path }

/// Compares text with `Tests/GridReportTests/Golden/NAME.txt`. With GRIDREPORT_UPDATE_GOLDEN=1
/// the file is written instead (review the diff before committing it).
func expectGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent("Tests/GridReportTests/Golden/\(name).txt")
    if ProcessInfo.processInfo.environment["GRIDREPORT_UPDATE_GOLDEN"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "golden \(name) differs", sourceLocation: sourceLocation)
}

/// Renders a CSV as the regular table, into a String.
func renderTable(
    _ path: String, read: ReadOptions = ReadOptions(), settings: ReportSettings = ReportSettings(),
    widths: [ColumnWidth]? = nil, geometry: TableGeometry = TableGeometry(), width: Int,
    fit: FitPolicy = .error, wrap: Bool = false, color: Bool = false
) throws -> String {
    let report = try Report(
        source: try ByteSource(path: path, displayName: URL(fileURLWithPath: path).lastPathComponent),
        read: read, settings: settings, widths: widths)
    var out = ""
    try report.renderRegular(
        geometry: geometry, totalCells: width, fit: fit, wrap: wrap, color: color,
        warnings: WarningLog(quiet: true), to: &out)
    return out
}

/// Every line's width in terminal cells.
func lineWidths(_ text: String) -> Set<Int> {
    Set(text.split(separator: "\n").map { TerminalText.displayWidth(String($0)) })
}
