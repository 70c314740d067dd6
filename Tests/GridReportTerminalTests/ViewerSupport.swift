import Foundation

@testable import GridReport
@testable import GridReportTerminal

/// A CSV of `count` rows: id, name, price, city and a long note, for moving through.
func itemsCSV(count: Int = 100) -> String {
    let cities = ["Berlin", "Paris", "Rome"]
    var text = "id,name,price,city,note\n"
    for number in 1...count {
        text +=
            "\(number),Item \(number),\(Double(number) * 1.25),\(cities[number % 3]),a note about item \(number) that goes on for a while\n"
    }
    return text
}

/// A viewer over `csv` (named data.csv) at a fixed size, without a terminal.
func makeViewer(
    _ csv: String, width: Int = 80, height: Int = 10, mode: DisplayMode = .auto, color: Bool = false,
    keys: [String] = [], chunkBytes: Int? = nil
) throws -> Viewer {
    let content = try readReport(csv, mode: mode, color: color, keys: keys, chunkBytes: chunkBytes).final
    return try Viewer(report: content.report, settings: content.settings, width: width, height: height)
}

/// The report of `csv` with the viewer's settings for it: the whole file's, and its first chunk's
/// as the first pass handed it over early (nil with a single chunk).
func readReport(
    _ csv: String, mode: DisplayMode = .auto, color: Bool = false, keys: [String] = [], chunkBytes: Int? = nil
) throws -> (early: ReportFeed.Content?, final: ReportFeed.Content) {
    let path = NSTemporaryDirectory() + "gridreport-viewer-\(UUID().uuidString).csv"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    var read = ReadOptions()
    if let chunkBytes { read.chunkBytes = chunkBytes }
    func content(_ report: Report) throws -> ReportFeed.Content {
        let plan = try report.bindingPlan(bindOptions: [])
        let settings = ViewerSettings(
            geometry: TableGeometry(), fit: .error, color: color, theme: nil, plan: plan, labels: true,
            keys: keys.isEmpty ? nil : try report.columns(named: keys, origin: "--key"), mode: mode,
            compactBelowPoints: ReportSpec.defaultCompactBelow, name: "data.csv")
        return ReportFeed.Content(report: report, settings: settings)
    }
    var early: Report?
    let report = try Report(
        source: try ByteSource(path: path, displayName: "data.csv"), read: read, settings: ReportSettings(),
        early: { early = $0 })
    return (try early.map(content), try content(report))
}

extension Viewer {
    /// Presses each key in turn.
    func press(_ keys: Key...) throws {
        for key in keys { _ = try handle(key) }
    }

    /// Types `text` (a prompt's characters) and Enter.
    func type(_ text: String) throws {
        for character in text { _ = try handle(.character(character)) }
        _ = try handle(.enter)
    }

    /// The screen's lines as text.
    func lines() throws -> [String] { try draw().text.components(separatedBy: "\n") }
}
