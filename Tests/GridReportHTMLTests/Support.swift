import Foundation
import GridReport
import GridReportHTML

/// A CSV written to a fresh folder (with any picture files beside it), removed afterwards.
final class PageFixture {
    let folder: String
    let csv: String

    init(_ text: String, files: [String: [UInt8]] = [:]) throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-html-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        csv = folder + "/data.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: csv))
        for (name, bytes) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func report(widths: [ColumnWidth]? = nil) throws -> Report {
        try Report(
            source: try ByteSource(path: csv, displayName: "data.csv"), read: ReadOptions(),
            settings: ReportSettings(locale: "en_US"), widths: widths)
    }

    /// The page, and the warnings it gave.
    func page(
        widths: [ColumnWidth]? = nil, binds: [String] = [], sections: SectionRequest? = nil,
        configure: (inout HTMLPageOptions) -> Void = { _ in }
    ) throws -> (html: String, warnings: [String]) {
        let report = try report(widths: widths)
        let plan = try report.bindingPlan(bindOptions: binds)
        let sectionPlan = try sections.flatMap { try SectionPlan.resolve($0, schema: report.schema) }
        var options = HTMLPageOptions(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(),
            compactBelowPoints: 600, labels: !plan.isExplicit, sourceName: "data.csv", imageBaseDirectory: folder)
        configure(&options)
        let lines = LockedLines()
        let warnings = WarningLog(write: { lines.append($0) })
        var bytes = [UInt8]()
        try HTMLPage.write(
            report: report, plan: plan, sections: sectionPlan, options: options, warnings: warnings
        ) { bytes.append(contentsOf: $0) }
        warnings.flush()
        return (String(decoding: bytes, as: UTF8.self), lines.lines)
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    func append(_ line: String) { lock.withLock { collected.append(line) } }
    var lines: [String] { lock.withLock { collected } }
}

extension String {
    func occurrences(of part: String) -> Int { components(separatedBy: part).count - 1 }
}

/// The repository's Samples folder, found from this file.
let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples").path

/// A real PNG from the samples (SAP's logo).
func samplePNG() throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: samplesFolder + "/images/sap.png")))
}
