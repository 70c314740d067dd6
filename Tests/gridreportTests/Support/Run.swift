import Foundation

/// What one run of the built `gridreport` did.
struct Outcome {
    var status: Int32
    /// True when the process ended by a signal (a trap, a segfault, the timeout's kill).
    var signaled: Bool
    var timedOut: Bool
    var stdout: Data
    var stderr: String
    var seconds: Double
}

/// The result of a run as text.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The repository's root, found from this file (Tests/gridreportTests/Support/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The `gridreport` the end-to-end tests run: `GRIDREPORT_TEST_BINARY` when set (`make test` sets
/// it to the release build users install; a debug build spends most of a small run in
/// ArgumentParser's debug-only checks of the command's declarations, 0.33 s of CPU where the
/// release build takes 0.04, and the tests run it some 2,000 times), else the one built beside
/// the test bundle (the test target depends on it), else the one in `.build/debug`.
let gridreportBinary: URL = {
    if let given = ProcessInfo.processInfo.environment["GRIDREPORT_TEST_BINARY"], !given.isEmpty {
        return URL(fileURLWithPath: given)
    }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "gridreport")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return repositoryRoot.appendingPathComponent(".build/debug/gridreport")
}()

/// Runs `gridreport` in `directory` with a clean locale and no colour, `stdin` as standard input
/// (else /dev/null). Output goes through temporary files, not pipes, so a large stderr or a
/// 10 MB cell cannot block the child; it is killed after `timeout` seconds.
func runGridreport(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    in directory: URL = repositoryRoot, timeout: Double = 120
) throws -> Outcome {
    // Inside the process's scratch root: a run cut short by a signal leaves nothing in /tmp itself.
    let scratch = scratchRoot.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
    try Data((stdin ?? "").utf8).write(to: paths[0])
    for path in paths.dropFirst() { FileManager.default.createFile(atPath: path.path, contents: nil) }
    let input = try FileHandle(forReadingFrom: paths[0])
    let out = try FileHandle(forWritingTo: paths[1])
    let err = try FileHandle(forWritingTo: paths[2])
    defer { [input, out, err].forEach { try? $0.close() } }

    let process = Process()
    process.executableURL = gridreportBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_NUMERIC", "LANG", "COLUMNS"] { env.removeValue(forKey: key) }
    env["NO_COLOR"] = "1"
    env.merge(environment) { _, new in new }
    process.environment = env
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    process.standardOutput = out
    process.standardError = err

    let start = Date()
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
    }
    return Outcome(
        status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
        stdout: try Data(contentsOf: paths[1]), stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self),
        seconds: Date().timeIntervalSince(start))
}

/// Runs `gridreport` and returns its output as text.
func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in directory: URL = repositoryRoot
) throws -> RunResult {
    let outcome = try runGridreport(arguments, stdin: stdin, environment: environment, in: directory)
    return RunResult(
        status: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self), stderr: outcome.stderr)
}

/// A fresh temporary folder for one test, inside `scratchRoot`.
func temporaryFolder() throws -> URL {
    let url = scratchRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// One folder for the test folders of a run, removed when the test process exits: tests keep
/// their files to the end (some write 17 MB), and each run used to leave them all in /tmp.
let scratchRoot: URL = {
    let temporary = FileManager.default.temporaryDirectory
    // A test process killed by a signal (a timeout, Ctrl-C) runs no atexit: the next one removes
    // the folders of test processes that are gone.
    let stale = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in stale where name.hasPrefix("gridreport-e2e-") {
        guard let pid = Int32(name.dropFirst("gridreport-e2e-".count)), pid != getpid(), kill(pid, 0) != 0,
            errno == ESRCH
        else { continue }
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
    let url = temporary.appendingPathComponent("gridreport-e2e-\(getpid())")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: scratchRoot) }
    return url
}()

/// Runs a shell script with `$G` the built gridreport, in `folder`; stdout and stderr are
/// captured through files, so the script can redirect the command's own streams.
func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_NUMERIC", "LC_MESSAGES", "LANG", "COLUMNS"] { env.removeValue(forKey: key) }
    env["G"] = gridreportBinary.path
    env["NO_COLOR"] = "1"
    env.merge(environment) { _, new in new }
    process.environment = env
    let out = folder.appendingPathComponent(".sh-out")
    let err = folder.appendingPathComponent(".sh-err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    defer {
        try? outHandle.close()
        try? errHandle.close()
    }
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
}
