import Foundation
import Testing

/// `make install` and `make uninstall` into a temporary PREFIX. They install the debug build the
/// tests already run (BINARY=…), so the suite never starts a second, release build.
@Suite("Install", .serialized)
struct InstallTests {
    static let installed = [
        "bin/gridreport", "share/man/man1/gridreport.1", "share/bash-completion/completions/gridreport",
        "share/zsh/site-functions/_gridreport", "share/fish/vendor_completions.d/gridreport.fish",
    ]

    /// The generate-manual tool `make test` builds before the tests run; `make install` would
    /// otherwise build it through SwiftPM, which waits for the .build this test run holds.
    static let manualTool = repositoryRoot.appendingPathComponent(".build/debug/generate-manual-tool")

    /// Runs a bash command line in the repository, with the built gridreport first on PATH.
    static func bash(_ line: String, user: String? = nil, in directory: URL = repositoryRoot) throws -> RunResult {
        let folder = try temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: user == nil ? "/bin/bash" : "/usr/bin/setpriv")
        let shell = ["/bin/bash", "-o", "pipefail", "-c", line]
        process.arguments =
            user.map { ["--reuid=\($0)", "--regid=\($0)", "--clear-groups"] + shell } ?? Array(shell.dropFirst())
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            gridreportBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for key in ["MAKEFLAGS", "MAKELEVEL", "MFLAGS", "DESTDIR", "PREFIX"] { environment.removeValue(forKey: key) }
        process.environment = environment
        let out = folder.appendingPathComponent("out")
        let err = folder.appendingPathComponent("err")
        for file in [out, err] { FileManager.default.createFile(atPath: file.path, contents: nil) }
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    static func make(_ target: String, prefix: URL, user: String? = nil, in directory: URL = repositoryRoot) throws
        -> RunResult
    {
        try bash(
            "make --no-print-directory \(target) PREFIX=\(quoted(prefix.path)) BINARY=\(quoted(gridreportBinary.path))",
            user: user, in: directory)
    }

    /// `text` as one word to bash, whatever quotes it holds.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Every file under `folder`, relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    @Test("make install puts the binary, the man page and three completions in place; make uninstall removes them")
    func installAndUninstall() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.manualTool.path),
            "no generate-manual tool: run the tests through make test, which builds it")
        let prefix = try temporaryFolder()
        let install = try Self.make("install", prefix: prefix)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(Self.files(under: prefix) == Self.installed.sorted())

        let version = try Self.bash("'\(prefix.path)/bin/gridreport' --version")
        #expect(version.stdout.hasPrefix("0."), "\(version.stderr)")

        let page = prefix.appendingPathComponent("share/man/man1/gridreport.1").path
        let rendered = try Self.bash("MANWIDTH=100 man -l '\(page)' | col -b")
        if rendered.status == 127 || rendered.stderr.contains("command not found") {
            Issue.record("man is not installed (apt-get install man-db): \(rendered.stderr)")
        } else {
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let text = rendered.stdout
            // A subcommand is an item of the description, its abstract beside it or below.
            let items = Set(
                text.split(separator: "\n").filter { $0.hasPrefix("     ") && !$0.hasPrefix("      ") }
                    .compactMap { $0.split(separator: " ").first.map(String.init) })
            for subcommand in try Self.subcommands() {
                #expect(items.contains(subcommand), "the manual lacks \(subcommand)")
                #expect(text.contains("gridreport \(subcommand) "), "the manual has no example of \(subcommand)")
            }
            #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
            #expect(text.contains("EXIT STATUS"))
            #expect(text.contains("65  data: the input is malformed"), "\(text)")
            #expect(text.contains("gridreport export Samples/stocks.csv -o stocks.xlsx"))
        }

        let zsh = try String(contentsOf: prefix.appendingPathComponent(Self.installed[3]), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef gridreport"))
        #expect(zsh.contains("___mode=('regular' 'compact' 'auto' 'records' 'cards')"))
        #expect(zsh.contains("___encoding=('auto' 'utf-8' 'utf-16' 'utf-16le' 'utf-16be' 'windows-1252' 'latin1')"))
        let fish = try String(contentsOf: prefix.appendingPathComponent(Self.installed[4]), encoding: .utf8)
        #expect(
            fish.contains(
                "-l 'to' -d 'What to write: uikit (Swift for FUIGridTableViewCell), swiftui (Swift for SAP\\'s DataTable) or mdk (an MDK page, JSON).' -rfka 'uikit swiftui mdk'"
            ))

        let uninstall = try Self.make("uninstall", prefix: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path).isEmpty)
    }

    @Test("issue 39, 4: install and uninstall keep a PREFIX with a space and quotes one path, touching nothing else")
    func prefixWithSpaceAndQuotes() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.manualTool.path),
            "no generate-manual tool: run the tests through make test, which builds it")
        let folder = try temporaryFolder()
        // The benign twin, then the hostile prefix beside a file named like its part before the space.
        let plain = folder.appendingPathComponent("plain")
        #expect(try Self.make("install", prefix: plain).status == 0)
        #expect(Self.files(under: plain) == Self.installed.sorted())
        #expect(try Self.make("uninstall", prefix: plain).status == 0)

        let bystander = folder.appendingPathComponent("my")
        try Data("keep\n".utf8).write(to: bystander)
        let prefix = folder.appendingPathComponent("my prefix/it's \"here\"")
        let repositoryBefore = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path).sorted()
        let install = try Self.make("install", prefix: prefix)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(Self.files(under: prefix) == Self.installed.sorted())
        let uninstall = try Self.make("uninstall", prefix: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path).isEmpty)
        #expect(try String(contentsOf: bystander, encoding: .utf8) == "keep\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path).sorted() == repositoryBefore)
    }

    /// The subcommands `gridreport --help` lists under SUBCOMMANDS.
    static func subcommands() throws -> [String] {
        let names = try listedSubcommands()
        #expect(names.count >= 4, "\(names)")
        return names
    }

    @Test("make install into a folder nobody may write says so in one sentence, before building anything")
    func unwritablePrefix() throws {
        let prefix = try temporaryFolder().appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: prefix.path)
        // root may write anywhere: the make runs as nobody then, like a user without sudo. nobody
        // may not be able to read the checkout (a clone in a private folder), so it reads a copy
        // of the Makefile in a folder of its own, with the empty Sources it looks for.
        let user = getuid() == 0 ? "65534" : nil
        var directory = repositoryRoot
        if user != nil {
            directory = try temporaryFolder()
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Makefile"), to: directory.appendingPathComponent("Makefile"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        }
        let result = try Self.make("install", prefix: prefix, user: user, in: directory)
        #expect(result.status != 0)
        let sentence =
            "make install: \(prefix.path) is not writable by you: run 'make install-ready && sudo make install', or install for yourself with 'make install PREFIX=~/.local'."
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == sentence, "\(result.stderr)")
        #expect(Self.files(under: prefix).isEmpty)
    }

    /// What bash completion offers for the words typed so far (the last one being completed).
    static func bashCompletion(_ words: [String], script: URL) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let line = """
            source '\(script.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _gridreport gridreport "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try bash(line)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("bash completes subcommands, the values of --mode, --accessory, --to and --encoding, and file names")
    func bashCompletes() throws {
        let script = try temporaryFolder().appendingPathComponent("gridreport")
        let generated = try run(["--generate-completion-script", "bash"])
        #expect(generated.status == 0)
        try Data(generated.stdout.utf8).write(to: script)
        #expect(try Self.bashCompletion(["gridreport", "ren"], script: script) == ["render"])
        #expect(
            try Self.bashCompletion(["gridreport", "render", "--mode", ""], script: script).sorted()
                == ["auto", "cards", "compact", "records", "regular"])
        #expect(
            try Self.bashCompletion(["gridreport", "render", "--accessory", "d"], script: script) == ["disclosure"])
        #expect(
            try Self.bashCompletion(["gridreport", "handoff", "--to", ""], script: script).sorted() == [
                "mdk", "swiftui", "uikit",
            ])
        #expect(
            try Self.bashCompletion(["gridreport", "render", "--encoding", ""], script: script).sorted() == [
                "auto", "latin1", "utf-16", "utf-16be", "utf-16le", "utf-8", "windows-1252",
            ])
        #expect(
            try Self.bashCompletion(["gridreport", "export", "--encoding", "utf-16"], script: script).sorted() == [
                "utf-16", "utf-16be", "utf-16le",
            ])
        #expect(
            try Self.bashCompletion(["gridreport", "render", "Samples/stocks.c"], script: script) == [
                "Samples/stocks.csv"
            ])
        #expect(
            try Self.bashCompletion(
                ["gridreport", "export", "Samples/stocks.csv", "-o", "Samples/stocks.c"], script: script
            )
            .isEmpty, "-o offers only .xlsx files and folders")
        let folder = try temporaryFolder()
        for file in ["page.html", "page.csv"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: Data())
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        #expect(
            try Self.bashCompletion(
                ["gridreport", "preview", "Samples/stocks.csv", "-o", folder.path + "/pa"], script: script
            )
            .sorted() == [folder.path + "/page.html", folder.path + "/pages"],
            "preview's -o offers .html files and folders")
    }
}
