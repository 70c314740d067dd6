import Foundation

/// The repository's root, found from this file (Tests/gridreportTests/Support/).
let inspectPackageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `gridreport`: beside the test bundle (wherever the build folder is), else in
/// `.build/debug` of the package.
let inspectBinary: URL = {
    let besideBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gridreport")
    if FileManager.default.isExecutableFile(atPath: besideBundle.path) { return besideBundle }
    return inspectPackageRoot.appendingPathComponent(".build/debug/gridreport")
}()

struct InspectRunError: Error, CustomStringConvertible {
    var description: String
}

/// Runs the built `gridreport` in the package's root with `args`, `stdin` as standard input.
///
/// Output goes through temporary files rather than pipes, so a large stderr cannot block the
/// child while we wait for its stdout. The locale variables are removed, so that numbers come out
/// in en_US whatever the machine's environment is, and NO_COLOR is set.
func inspectRun(_ args: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    guard FileManager.default.isExecutableFile(atPath: inspectBinary.path) else {
        throw InspectRunError(description: "no gridreport at \(inspectBinary.path): build with swift build --build-tests")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try Data((stdin ?? "").utf8).write(to: paths[0])
    for path in paths.dropFirst() { FileManager.default.createFile(atPath: path.path, contents: nil) }
    let handles = try (FileHandle(forReadingFrom: paths[0]), FileHandle(forWritingTo: paths[1]), FileHandle(forWritingTo: paths[2]))
    defer { [handles.0, handles.1, handles.2].forEach { try? $0.close() } }

    let process = Process()
    process.executableURL = inspectBinary
    process.arguments = args
    process.currentDirectoryURL = inspectPackageRoot
    var environment = ProcessInfo.processInfo.environment
    for name in ["LC_ALL", "LC_NUMERIC", "LANG"] { environment[name] = nil }
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = handles.0
    process.standardOutput = handles.1
    process.standardError = handles.2
    try process.run()
    process.waitUntilExit()
    let text = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
    return (process.terminationStatus, text(paths[1]), text(paths[2]))
}

/// A file in a fresh temporary folder, for inputs and specs of one test.
func inspectTemporaryFile(_ name: String, _ contents: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
