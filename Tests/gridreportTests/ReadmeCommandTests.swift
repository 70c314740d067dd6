import Foundation
import Testing

/// Runs every `$ gridreport …` line of the README and of the manual's pages (docs/*.md) and every
/// example of `--help`, so the documentation cannot drift from the command.
@Suite("Documented commands")
struct ReadmeCommandTests {
    /// Runs a shell command line with the built gridreport first on PATH, in a scratch folder
    /// that sees only the repository's Samples/, as a reader who has the samples does.
    func shell(_ line: String) throws -> RunResult {
        let folder = try temporaryFolder()
        for shared in ["Samples"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(shared),
                withDestinationURL: repositoryRoot.appendingPathComponent(shared))
        }
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

    @Test("every documented command runs, exits 0 and prints what the page shows", arguments: Manual.commands)
    func documented(command: Manual.Command) throws {
        let result = try shell(command.line)
        #expect(result.status == 0, "\(command)\n\(result.stderr)")
        #expect(!result.stdout.isEmpty || command.line.contains(" -o "), "\(command) printed nothing")
        if !command.shown.isEmpty {
            var output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if output.last == "" { output.removeLast() }
            #expect(
                Manual.matches(shown: command.shown, output: output),
                "\(command) prints another output than the page shows:\n\(result.stdout)")
        }
    }

    /// The command itself ("") and the subcommands its --help lists; a new one is in by itself.
    static let helpPages: [String] = [""] + ((try? listedSubcommands()) ?? [])

    @Test("--help lists the subcommands the manual documents")
    func subcommandsListed() {
        #expect(Set(Self.helpPages).isSuperset(of: ["", "render", "export", "inspect", "preview", "handoff"]))
    }

    @Test("every --help has examples, and every example runs and exits 0", arguments: helpPages)
    func help(subcommand: String) throws {
        let examples = try helpExamples(subcommand)
        #expect(!examples.isEmpty, "gridreport \(subcommand) --help shows no examples")
        for line in examples {
            let result = try shell(line)
            #expect(result.status == 0, "\(line)\n\(result.stderr)")
        }
    }
}
