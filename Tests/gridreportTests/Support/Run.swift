import Foundation

/// The result of running the built `gridreport`.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The repository's root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The `gridreport` built beside the test bundle (the test target depends on it).
let gridreportBinary: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gridreport")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return repositoryRoot.appendingPathComponent(".build/debug/gridreport")
}()

/// Runs `gridreport` with arguments in the repository's root, stdin from a string or /dev/null,
/// with a clean locale and no colour so output is the same everywhere.
func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in directory: URL = repositoryRoot) throws -> RunResult {
    let process = Process()
    process.executableURL = gridreportBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_NUMERIC", "LANG", "NO_COLOR"] { env.removeValue(forKey: key) }
    env.merge(environment) { _, new in new }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    try process.run()
    if let stdin {
        let data = Data(stdin.utf8)
        DispatchQueue.global().async {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
    }
    // Read both pipes concurrently so a full stderr cannot block the child.
    var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
