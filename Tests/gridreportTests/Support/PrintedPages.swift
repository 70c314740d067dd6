import Foundation

/// A workbook printed to PDF by LibreOffice headless, and its pages as text (poppler's
/// pdftotext). Tests that need them are skipped, and say so, where either is not installed
/// (`make test-deps` installs both).
enum PrintedPages {
    static let soffice = tool(["/usr/bin/soffice", "/usr/local/bin/soffice", "/usr/bin/libreoffice"])
    static let pdftotext = tool(["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"])
    static var available: Bool { soffice != nil && pdftotext != nil }

    private static func tool(_ paths: [String]) -> String? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Prints `xlsx` to a PDF in `folder` and returns each page's text.
    static func pages(_ xlsx: String, folder: URL) throws -> [String] {
        let profile = folder.appendingPathComponent("lo-profile").path
        try runTool(
            soffice!,
            [
                "-env:UserInstallation=file://\(profile)", "--headless", "--convert-to", "pdf", "--outdir", folder.path,
                xlsx,
            ])
        let pdf = folder.appendingPathComponent(
            URL(fileURLWithPath: xlsx).deletingPathExtension().lastPathComponent + ".pdf")
        let text = try runTool(pdftotext!, ["-layout", pdf.path, "-"])
        // pdftotext ends every page with a form feed.
        var pages = text.components(separatedBy: "\u{0C}")
        if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { pages.removeLast() }
        return pages
    }

    @discardableResult
    private static func runTool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PrintFailure(tool: path, status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    struct PrintFailure: Error {
        var tool: String
        var status: Int32
    }
}
