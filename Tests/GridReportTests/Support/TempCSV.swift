import Foundation
import Testing

@testable import GridReport

/// Writes bytes to a temporary file and opens it as a ByteSource named `name`.
func source(_ bytes: [UInt8], name: String = "data.csv") throws -> ByteSource {
    let path = NSTemporaryDirectory() + "gridreport-test-\(UUID().uuidString).csv"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { unlink(path) }
    return try ByteSource(path: path, displayName: name)
}

func source(_ text: String, name: String = "data.csv") throws -> ByteSource {
    try source(Array(text.utf8), name: name)
}

/// Writes `text` to a file of its own under one folder per test run, removed when the test
/// process exits, and returns its path.
func temporaryCSV(_ text: String) throws -> String {
    let path = scratchRoot + "/\(UUID().uuidString).csv"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

private let scratchRoot: String = {
    let path = NSTemporaryDirectory() + "gridreport-tests-\(getpid())"
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: scratchRoot) }
    return path
}()

/// All records of a CSV as strings.
func records(_ text: String, options: CSVOptions = CSVOptions(), capacity: Int = 1 << 20) throws -> [[String]] {
    try records(Array(text.utf8), options: options, capacity: capacity)
}

func records(_ bytes: [UInt8], options: CSVOptions = CSVOptions(), capacity: Int = 1 << 20) throws -> [[String]] {
    let reader = try CSVReader(source: try source(bytes), options: options, initialCapacity: capacity)
    var result: [[String]] = []
    while try reader.next() {
        result.append(try (0..<reader.fieldCount).map { try reader.string(at: $0) })
    }
    return result
}

/// Expects these records with buffers small enough that records straddle refills, and large.
func expectRecords(
    _ text: String, _ options: CSVOptions, _ expected: [[String]],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    for capacity in [16, 23, 1 << 20] {
        #expect(
            try records(text, options: options, capacity: capacity) == expected, "capacity \(capacity)",
            sourceLocation: sourceLocation)
    }
}

/// The error a throwing call raised, as GridReportError.
func gridError(_ body: () throws -> Void) -> GridReportError? {
    do {
        try body()
        return nil
    } catch let error as GridReportError {
        return error
    } catch {
        return nil
    }
}
