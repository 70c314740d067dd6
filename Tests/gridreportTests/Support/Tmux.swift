import Foundation
import Testing

/// A tmux server of its own (its own socket, no config) with one detached session of a fixed size:
/// the viewer's terminal in the end-to-end tests. `end` (also on deinit) kills the server, so a
/// failing test leaves none behind. Where tmux is missing, the tests are skipped with `skipMessage`.
final class Tmux {
    static let missing: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
        return found ? nil : "tmux is not installed"
    }()

    static let skipMessage = Comment(
        rawValue: "viewer terminal tests skipped: \(missing ?? "") (make test-deps installs Debian's tmux)")

    let socket = "gridreport-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let folder: URL
    private var ended = false

    /// Starts `script` (sh, with `$G` the built gridreport) in a session `width` × `height` in `folder`.
    init(width: Int, height: Int, script: String, in folder: URL, environment: [String: String] = [:]) throws {
        self.folder = folder
        var variables = ["G": gridreportBinary.path, "NO_COLOR": "1", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        variables.merge(environment) { _, new in new }
        let exports = variables.map { "export \($0.key)='\($0.value)'; " }.joined()
        try tmux([
            "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-c", folder.path, "/bin/sh", "-c",
            exports + script + "; sleep 600",
        ])
    }

    deinit { end() }

    /// Kills the server and everything running in it.
    func end() {
        guard !ended else { return }
        ended = true
        _ = try? tmux(["kill-server"])
        // The server leaves its socket file behind.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// Keys by tmux's names (`Down`, `PageDown`, `Enter`, `Escape`, `C-c`) or as text with `literal`.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
    }

    /// The pane's text (`escapes`: with its SGR escapes, as `capture-pane -e` gives them).
    func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
    }

    func resize(width: Int, height: Int? = nil) throws {
        try tmux(["resize-window", "-t", "0", "-x", "\(width)"] + (height.map { ["-y", "\($0)"] } ?? []))
    }

    /// Whether the pane shows the alternate screen, and whether its cursor is shown: `0 1` once a
    /// viewer has left as it should.
    func screenAndCursor() throws -> String {
        try tmux(["display-message", "-p", "-t", "0", "#{alternate_on} #{cursor_flag}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// The pid of the shell in the pane.
    func panePID() throws -> Int32 {
        Int32(
            try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(
                in: .whitespacesAndNewlines))
            ?? -1
    }

    /// The pane's command (the viewer): the first child of the pane's shell, or -1 when none
    /// comes within 10 seconds.
    func childPID() throws -> Int32 {
        let parent = try panePID()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let children =
                (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
            if let first = children.split(separator: " ").first, let pid = Int32(first) { return pid }
            usleep(50_000)
        }
        return -1
    }

    /// Captures until `done` holds for the text (the viewer draws a moment after a key), or fails
    /// after `seconds` with what the pane showed last.
    @discardableResult
    func wait(
        seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation, until done: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = try capture()
        while !done(text) {
            guard Date() < deadline else {
                Issue.record("the pane never showed what was awaited:\n\(text)", sourceLocation: sourceLocation)
                return text
            }
            usleep(50_000)
            text = try capture()
        }
        // A moment more, and the same again: the screen is drawn whole, not caught between lines.
        usleep(100_000)
        return try capture()
    }

    /// Waits for a file the script writes, and returns its text.
    func waitForFile(_ name: String, seconds: Double = 20) throws -> String? {
        let url = folder.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(50_000)
        }
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        let tmux = ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if arguments.first == "new-session" {
            // Two things the server that this command forks must not inherit from this process:
            // the socket through which Foundation learns that a child ended (held open, the command
            // would never be seen to end), and the blocked signal mask of the test's threads (with
            // SIGCHLD and SIGTERM blocked, the server never exits). Python clears both, then runs
            // tmux. The other commands talk to that server and fork none: they run tmux itself,
            // without a Python start for each of a wait's captures.
            process.arguments =
                [
                    "python3", "-c",
                    "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.closerange(3, 65536); os.execvp(sys.argv[1], sys.argv[1:])",
                ] + tmux
        } else {
            process.arguments = tmux
        }
        // Through a file, not a pipe: the server that the first command starts would inherit the
        // pipe and keep it open, and reading to its end would wait for the server to exit.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}

/// Compares a captured screen with `Tests/gridreportTests/ViewGolden/NAME.txt`, trailing blank
/// lines aside. GRIDREPORT_UPDATE_GOLDEN=1 writes the file instead (review the diff).
func expectScreen(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var lines = text.components(separatedBy: "\n").map { line in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
    while lines.last == "" { lines.removeLast() }
    let shown = lines.joined(separator: "\n") + "\n"
    let url = repositoryRoot.appendingPathComponent("Tests/gridreportTests/ViewGolden/\(name).txt")
    if ProcessInfo.processInfo.environment["GRIDREPORT_UPDATE_GOLDEN"] == "1" {
        try shown.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(shown == expected, "screen \(name) differs:\n\(shown)", sourceLocation: sourceLocation)
}
