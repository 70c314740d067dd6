import Foundation
import Testing

/// Issue 47 (hostile input, round 5) and issue 49's item 12: the viewer under tmux, far from its
/// first screen and asked to end in the middle of its work.
@Suite(
    "Hostile input, round 5: the viewer (issues 47, 49)", .serialized,
    .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct HostileRound5ViewerTests {
    /// A folder with far.csv: 100,001 rows, the last one's name the only `needle-here`.
    func farFolder() throws -> URL {
        let folder = try temporaryFolder()
        var text = "id,name,value\n"
        text.reserveCapacity(3_000_000)
        for number in 1...100_000 { text += "\(number),row \(number),\(number % 997)\n" }
        text += "100001,needle-here,7\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("far.csv"))
        return folder
    }

    /// Whether process `pid` is gone (or a zombie, ended and waiting for its parent), waiting up to
    /// `seconds` for it.
    func ends(_ pid: Int32, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // The state follows the command's name in parentheses.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// Ends `pid` if it outlived what should have ended it, and fails.
    func expectEnded(_ pid: Int32, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard pid > 0 else { return }
        if !ends(pid, within: 10) {
            kill(pid, SIGKILL)
            Issue.record("the viewer outlived \(what); killed", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "47.1, 49.12: a match 100,000 rows down is on screen at once, at the top as :N puts it; kill-server ends the viewer"
    )
    func farSearch() throws {
        let tmux = try Tmux(
            width: 80, height: 12, script: "\"$G\" view far.csv 2> err.txt; echo $? > status.txt", in: try farFolder())
        defer { tmux.end() }
        try tmux.wait(seconds: 60) { $0.contains("row 1 of 100001") }
        let viewer = try tmux.childPID()
        #expect(viewer > 0)
        try tmux.send("/")
        try tmux.send("needle-here", literal: true)
        let started = Date()
        try tmux.send("Enter")
        // Before the fix the match was brought into view a row at a time, each step measuring every
        // row down to it again: hours at this distance.
        let screen = try tmux.wait(seconds: 60) { $0.contains("row 100001 of 100001") }
        print("47.1: the match 100,000 rows down was on screen \(Date().timeIntervalSince(started)) s after Enter")
        let lines = screen.components(separatedBy: "\n")
        // The header's three lines, then the match as the first row.
        #expect(lines.count > 3 && lines[3].contains("100001") && lines[3].contains("needle-here"), "\(screen)")
        tmux.end()
        expectEnded(viewer, "tmux kill-server")
    }

    /// A folder with long.csv: 500,000 rows and no `nowhere` in any, so that a search for it reads
    /// every row, one long step (seconds), in which the signal comes.
    func longFolder() throws -> URL {
        let folder = try temporaryFolder()
        // awk writes the 11 MB at once, where a debug build's string building takes seconds.
        let made = try shell(
            "awk 'BEGIN { print \"id,name,value\"; for (i = 1; i <= 500000; i++) print i \",row \" i \",\" i % 997 }' > long.csv",
            in: folder)
        try #require(made.status == 0, "\(made.stderr)")
        return folder
    }

    @Test(
        "47.1: Ctrl-C, SIGTERM and a hang-up end the viewer in the middle of a long search, the terminal as it was",
        arguments: ["C-c", "SIGTERM", "kill-server"])
    func longStepEnds(how: String) throws {
        let folder = try longFolder()
        // An interactive shell, as a user's: the viewer is its own foreground job, so Ctrl-C (a
        // signal while a step goes on) reaches it alone and the line goes on to write its status.
        let tmux = try Tmux(
            width: 80, height: 12, script: "exec bash --norc -i", in: folder, environment: ["PS1": "shell> "])
        defer { tmux.end() }
        try tmux.wait { $0.contains("shell>") }
        try tmux.send(
            "stty -a > before.txt; \"$G\" view long.csv 2> err.txt; echo $? > status.txt; stty -a > after.txt",
            literal: true)
        try tmux.send("Enter")
        try tmux.wait(seconds: 60) { $0.contains("? help") }
        let viewer = try tmux.childPID()
        #expect(viewer > 0)
        try tmux.send("/")
        try tmux.send("nowhere", literal: true)
        try tmux.send("Enter")
        usleep(300_000)
        // Still searching: a search that had read every row would say so.
        #expect(!(try tmux.capture()).contains("not found"), "the search ended before the signal: make long.csv longer")
        switch how {
        case "C-c":
            try tmux.send("C-c")
        case "SIGTERM":
            if viewer > 0 { kill(viewer, SIGTERM) }
        default:
            tmux.end()
            expectEnded(viewer, "tmux kill-server")
            return
        }
        let status = try tmux.waitForFile("status.txt", seconds: 10)
        #expect(status == (how == "C-c" ? "130\n" : "143\n"))
        let after = try tmux.waitForFile("after.txt", seconds: 10).map(ViewTerminalTests.withoutSize)
        let before = ViewTerminalTests.withoutSize(
            try String(contentsOf: folder.appendingPathComponent("before.txt"), encoding: .utf8))
        #expect(after == before, "stty -a differs after the viewer")
        expectEnded(viewer, how)
    }
}
