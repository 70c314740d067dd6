import Foundation
import Testing

/// Runs every `$ gridreport …` line of the README and of the manual's pages (docs/*.md) and every
/// example of `--help`, so the documentation cannot drift from the command.
@Suite("Documented commands")
struct ReadmeCommandTests {
    /// Runs a shell command line with the built gridreport first on PATH, in a scratch folder
    /// that sees the repository's Samples/.
    func shell(_ line: String) throws -> RunResult {
        let folder = try temporaryFolder()
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Samples"),
            withDestinationURL: repositoryRoot.appendingPathComponent("Samples"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", line]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            gridreportBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for key in ["LC_ALL", "LC_NUMERIC", "LANG"] { environment.removeValue(forKey: key) }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    @Test("the README and the manual show commands, the README its tour of render, export, preview and handoff")
    func found() {
        let readme = Manual.commands.filter { $0.page == "README.md" }.map(\.line)
        #expect(Manual.commands.count >= 50)
        for job in ["render", "export", "preview", "handoff", "inspect"] {
            #expect(readme.contains { $0.hasPrefix("gridreport \(job) ") }, "the README shows no \(job)")
        }
    }

    @Test("every documented command runs and exits 0", arguments: Manual.commands)
    func documented(command: Manual.Command) throws {
        let result = try shell(command.line)
        #expect(result.status == 0, "\(command)\n\(result.stderr)")
        #expect(!result.stdout.isEmpty || command.line.contains(" -o "), "\(command) printed nothing")
    }

    /// The `gridreport …` lines of a subcommand's help (the command's own for ""), under its
    /// `Examples:` heading.
    static func helpExamples(_ subcommand: String) throws -> [String] {
        let help = try run([subcommand, "--help"].filter { !$0.isEmpty }).stdout
        guard let start = help.range(of: "Examples:") else { return [] }
        return help[start.upperBound...].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .prefix { $0.hasPrefix("gridreport ") }
    }

    @Test(
        "every --help example runs and exits 0", arguments: ["", "render", "export", "inspect", "handoff", "preview"])
    func help(subcommand: String) throws {
        let examples = try Self.helpExamples(subcommand)
        let exists = try run([subcommand, "--help"].filter { !$0.isEmpty }).status == 0
        guard exists else { return }
        #expect(!examples.isEmpty, "\(subcommand) --help shows no examples")
        for line in examples {
            let result = try shell(line)
            #expect(result.status == 0, "\(line)\n\(result.stderr)")
        }
    }
}
