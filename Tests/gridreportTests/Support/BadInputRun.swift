import Foundation

/// A run for the bad-input corpus: in `directory`, no standard input, killed after `timeout`.
func runBadInput(_ arguments: [String], in directory: URL, timeout: Double = 60) throws -> Outcome {
    try runGridreport(arguments, in: directory, timeout: timeout)
}

/// Which subcommands the built command has. `inspect` and `export` are built on other branches;
/// a subcommand whose `--help` fails is skipped by the corpus test (with a line saying so).
enum BadInputSubcommands {
    static let available: Set<String> = {
        var found: Set<String> = []
        for name in ["render", "inspect", "export"] {
            // An unknown word is taken as render's FILE (render is the default subcommand), so the
            // help must be the subcommand's own.
            if let outcome = try? runBadInput([name, "--help"], in: repositoryRoot, timeout: 30),
                outcome.status == 0, !outcome.timedOut,
                String(decoding: outcome.stdout, as: UTF8.self).contains("gridreport \(name)")
            {
                found.insert(name)
            }
        }
        return found
    }()

    /// How `export` is told where to write, from its help: `--output PATH`, `-o PATH`, or a
    /// second positional argument when the help names neither.
    static let exportOutputArguments: @Sendable (String) -> [String] = {
        let help = (try? runBadInput(["export", "--help"], in: repositoryRoot, timeout: 30))?.stdout ?? Data()
        let text = String(decoding: help, as: UTF8.self)
        if text.contains("--output") { return { ["--output", $0] } }
        if text.contains("-o ") || text.contains("-o,") { return { ["-o", $0] } }
        return { [$0] }
    }()
}
