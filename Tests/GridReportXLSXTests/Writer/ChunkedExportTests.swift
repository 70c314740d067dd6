import Foundation
import GridReportXLSX
import Testing

@testable import GridReport

/// Export decodes rows ahead on other threads: the sheet's XML is the same whether the input is
/// read as one chunk or one record a chunk.
@Suite("XLSX: the same sheet whatever the cut")
struct ChunkedExportTests {
    @Test("one-record chunks write the sheet one chunk writes")
    func sameSheet() throws {
        let folder = try TemporaryFolder()
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples").path
        var sheets: [String] = []
        for (name, chunkBytes) in [("whole", Int.max), ("cut", 1)] {
            var read = ReadOptions()
            read.chunkBytes = chunkBytes
            let report = try Report(
                source: ByteSource(path: samples + "/products.csv"), read: read, settings: ReportSettings())
            let output = folder.file("\(name).xlsx")
            let writer = try XLSXReportWriter(
                path: output, schema: report.schema,
                options: XLSXOptions(sheetName: "Products", sourceName: "products.csv", imageBaseDirectory: samples),
                warnings: WarningLog(quiet: true))
            try report.rows.forEach(decodingAhead: true) { try writer.append($0) }
            _ = try writer.finish()
            sheets.append(try sheetXML(output))
        }
        #expect(sheets[0].contains("<sheetData>"))
        #expect(sheets[0] == sheets[1])
    }

    /// The first sheet's XML, read by Python's zipfile (an independent unzip).
    func sheetXML(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read('xl/worksheets/sheet1.xml').decode())",
            path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }
}
