import Foundation

/// What one run of the built `gridreport` did, for the bad-input corpus.
struct BadInputOutcome {
    var status: Int32
    /// True when the process ended by a signal (a trap, a segfault, our timeout's kill).
    var signaled: Bool
    var timedOut: Bool
    var stdout: Data
    var stderr: String
    var seconds: Double
}

/// Runs `gridreport` with `arguments` in `directory`, with no standard input, no colour and a
/// clean locale; stdout and stderr go to temporary files (a 10 MB cell must not fill a pipe), and
/// the process is killed after `timeout` seconds.
func runBadInput(_ arguments: [String], in directory: URL, timeout: Double = 60) throws -> BadInputOutcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-badinput-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = gridreportBinaryForBadInput
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_NUMERIC", "LANG", "COLUMNS"] { environment.removeValue(forKey: key) }
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
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
    try out.close()
    try err.close()
    return BadInputOutcome(
        status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
        stdout: try Data(contentsOf: outURL), stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
        seconds: Date().timeIntervalSince(start))
}

/// The `gridreport` built beside the test bundle (the test target depends on it), else the one in
/// `.build/debug` of this package.
let gridreportBinaryForBadInput: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gridreport")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return badInputPackageRoot.appendingPathComponent(".build/debug/gridreport")
}()

/// The package's root, from this file (Tests/gridreportTests/Support/).
let badInputPackageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Which subcommands the built command has. `inspect` and `export` are built on other branches;
/// a subcommand whose `--help` fails is skipped by the corpus test (with a line saying so).
enum BadInputSubcommands {
    static let available: Set<String> = {
        var found: Set<String> = []
        for name in ["render", "inspect", "export"] {
            // An unknown word is taken as render's FILE (render is the default subcommand), so the
            // help must be the subcommand's own.
            if let outcome = try? runBadInput([name, "--help"], in: badInputPackageRoot, timeout: 30),
               outcome.status == 0, !outcome.timedOut,
               String(decoding: outcome.stdout, as: UTF8.self).contains("gridreport \(name)") {
                found.insert(name)
            }
        }
        return found
    }()

    /// How `export` is told where to write, from its help: `--output PATH`, `-o PATH`, or a
    /// second positional argument when the help names neither.
    static let exportOutputArguments: (String) -> [String] = {
        let help = (try? runBadInput(["export", "--help"], in: badInputPackageRoot, timeout: 30))?.stdout ?? Data()
        let text = String(decoding: help, as: UTF8.self)
        if text.contains("--output") { return { ["--output", $0] } }
        if text.contains("-o ") || text.contains("-o,") { return { ["-o", $0] } }
        return { [$0] }
    }()
}
