import Foundation
import GridReport

@testable import GridReportXLSX

/// A fresh folder per test, removed afterwards.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = xlsxScratchRoot.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        let target = file(name)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
    }

    func write(_ name: String, text: String) throws { try write(name, Array(text.utf8)) }

    /// Every entry, hidden ones included.
    func entries(_ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? path : file(sub)).sorted()
    }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file(name))) }
}

/// The test process's own folder for its test folders. A test process killed by a signal runs no
/// `deinit` nor `atexit`, so the next one removes the folders of processes that are gone.
let xlsxScratchRoot: URL = {
    let temporary = FileManager.default.temporaryDirectory
    let prefix = "gridreport-xlsx-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
        guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
        else { continue }
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
    let url = temporary.appendingPathComponent(prefix + String(getpid()))
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: xlsxScratchRoot) }
    return url
}()

/// Collects warning lines instead of printing them.
final class WarningLines: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    lazy var log = WarningLog(write: { [unowned self] line in
        lock.lock()
        collected.append(line)
        lock.unlock()
    })

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

func row(_ items: GridItem..., line: Int) -> GridRow { GridRow(items: items, line: line) }

func options(_ folder: TemporaryFolder, sheet: String = "Data", widths: [Double] = [], overwrite: Bool = false)
    -> XLSXOptions
{
    XLSXOptions(
        sheetName: sheet, sourceName: "data.csv", columnWidthsPoints: widths,
        imageBaseDirectory: folder.path, overwrite: overwrite)
}

@discardableResult
func export(
    _ schema: Schema, _ rows: [GridRow], to path: String, _ options: XLSXOptions,
    warnings: WarningLog = WarningLog(quiet: true)
) throws -> XLSXSummary {
    let writer = try XLSXReportWriter(path: path, schema: schema, options: options, warnings: warnings)
    for row in rows { try writer.append(row) }
    return try writer.finish()
}

/// Runs `body` and returns the GridReportError it throws (nil when it throws nothing).
func gridReportError(_ body: () throws -> Void) -> GridReportError? {
    do {
        try body()
        return nil
    } catch let error as GridReportError {
        return error
    } catch {
        return GridReportError(.io, at: nil, "unexpected error type: \(error)")
    }
}

/// A zip member's text, read by Python's zipfile (an independent reader).
enum SheetXML {
    static func member(_ path: String, _ member: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())",
            path, member,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
