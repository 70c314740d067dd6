import Foundation
import Testing

/// `gridreport diff` where it can go wrong at size: a duplicate key the sort only meets in its
/// last merge, an interrupt in the middle, temporary files that cannot be made. Each run has a
/// folder of its own as TMPDIR, which must be left empty: the sort's runs and the diff's rows
/// (`SpilledRows`) have no name from the moment they are made.
@Suite("gridreport diff under attack")
struct DiffAttackCommandTests {
    /// `rows` rows not in key order (the key Id runs 0, 7919, 15838, … modulo `rows`).
    static func version(rows: Int, changedEvery: Int = 0) -> String {
        var text = "Id,Name,Value\n"
        for position in 0..<rows {
            let id = (position &* 7_919) % rows
            let value = changedEvery > 0 && id % changedEvery == 0 ? id + 1 : id
            text += "\(id),name \(id),\(value)\n"
        }
        return text
    }

    func folders() throws -> (folder: URL, spill: URL) {
        let folder = try temporaryFolder()
        let spill = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: spill, withIntermediateDirectories: true)
        return (folder, spill)
    }

    @Test("a duplicate key far apart in a spilled sort: exit 65 naming the value and both lines, TMPDIR left empty")
    func duplicateAcrossRuns() throws {
        let (folder, spill) = try folders()
        let old = folder.appendingPathComponent("old.csv")
        let new = folder.appendingPathComponent("new.csv")
        try Self.version(rows: 20_000).write(to: old, atomically: true, encoding: .utf8)
        // Id 0 is on line 2; again on the last line, 20,000 rows and many runs later.
        try (Self.version(rows: 20_000) + "0,again,1\n").write(to: new, atomically: true, encoding: .utf8)
        let result = try run(
            ["diff", old.path, new.path, "--key", "Id"],
            environment: ["TMPDIR": spill.path, "GRIDREPORT_SORT_BUDGET": "4096"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "gridreport: \(new.path):20002: the key '0' is on line 2 too, so the rows cannot be matched (give a key that is unique in each file, of several columns if need be)\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: spill.path).isEmpty)
    }

    @Test("SIGINT in the middle of a diff: it stops, and TMPDIR is left empty; a finished diff leaves nothing either")
    func interrupted() throws {
        let (folder, spill) = try folders()
        let old = folder.appendingPathComponent("old.csv")
        let new = folder.appendingPathComponent("new.csv")
        try Self.version(rows: 300_000).write(to: old, atomically: true, encoding: .utf8)
        try Self.version(rows: 300_000, changedEvery: 10).write(to: new, atomically: true, encoding: .utf8)
        let environment = ["TMPDIR": spill.path, "GRIDREPORT_SORT_BUDGET": "65536"]
        let done = try run(["diff", old.path, new.path, "--key", "Id", "--limit", "1"], environment: environment)
        #expect(done.status == 1)
        #expect(done.stdout.hasPrefix("0 added, 0 removed, 30000 changed, 270000 unchanged\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: spill.path).isEmpty)

        // SIGINT set back to its default and unblocked first: a test runner passes it on ignored
        // (started in the background) or blocked, and the diff would run to its end.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT]); os.execv(sys.argv[1], sys.argv[1:])",
            gridreportBinary.path, "diff", old.path, new.path, "--key", "Id", "--all",
        ]
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        process.environment = variables
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: spill.path).isEmpty)
    }

    @Test("temporary files that cannot be made: exit 74 naming the diff's file, where and why")
    func spillFails() throws {
        let (folder, _) = try folders()
        let old = folder.appendingPathComponent("old.csv")
        let new = folder.appendingPathComponent("new.csv")
        try Self.version(rows: 2_000).write(to: old, atomically: true, encoding: .utf8)
        try Self.version(rows: 2_000, changedEvery: 3).write(to: new, atomically: true, encoding: .utf8)
        let result = try run(["diff", old.path, new.path, "--key", "Id"], environment: ["TMPDIR": "/proc"])
        #expect(result.status == 74)
        #expect(result.stdout == "")
        // The diff's own file, not the sort's (the sort of 2,000 rows spills nothing).
        #expect(
            result.stderr
                == "gridreport: /proc/: the diff's temporary file of the rows it shows failed: No such file or directory (free space there, or set TMPDIR to a folder with room)\n"
        )
    }
}
