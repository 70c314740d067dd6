import ArgumentParser
import GridReport

/// `--diff OLD` and how the two versions are compared and shown: the same on render, view,
/// export and preview (`gridreport diff OLD NEW` is `render NEW --diff OLD`). The key is
/// `--key` (comma-separated, or repeated), which a wide table's blocks repeat too.
struct DiffFlags: ParsableArguments {
    @Option(
        name: .customLong("diff"),
        help: ArgumentHelp(
            "Show what changed since an older version of the report (a file GridReport reads), matched by --key.",
            valueName: "old"),
        completion: .file())
    var old: String?

    @Flag(name: .customLong("all"), help: "With --diff: show unchanged rows too, greyed.")
    var all = false

    @Flag(name: .customLong("delta"), help: "With --diff: show a changed number's difference (+62.50, +5.0 %).")
    var delta = false

    @Flag(name: .customLong("ignore-case"), help: "With --diff: compare text without regard to case.")
    var ignoreCase = false

    @Flag(
        name: .customLong("sorted"),
        help: "With --diff: both inputs are sorted by the key already (checked as they are read); skips the sort.")
    var sorted = false

    /// The diff asked for, with the key columns `keys` (`--key` as given); nil without `--diff`.
    func request(keys: [String]) throws -> DiffRequest? {
        guard let old else {
            if let flag = [(all, "--all"), (delta, "--delta"), (ignoreCase, "--ignore-case"), (sorted, "--sorted")]
                .first(where: \.0)?.1
            {
                throw GridReportError.usage(ErrorText(flag), "compares two versions of a report, and needs --diff OLD")
            }
            return nil
        }
        let names = keys.flatMap { $0.split(separator: ",").map(String.init) }
        return DiffRequest(
            old: old,
            options: DiffOptions(
                key: names.isEmpty ? nil : names, keyOrigin: "--key", ignoreCase: ignoreCase, sorted: sorted),
            includesUnchanged: all, showsDelta: delta)
    }
}

/// `--key` where no layout option group gives it (export's): the diff's key columns.
struct DiffKeyOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "With --diff: the column that identifies a row in both versions (comma-separated for several).",
            valueName: "column"))
    var key: [String] = []
}

/// `--diff` where a diff has no meaning (handoff, inspect): refused with a sentence rather than
/// ArgumentParser's unknown option.
struct DiffRefusal: ParsableArguments {
    @Option(name: .customLong("diff"), help: .hidden)
    var old: String?

    func check(_ subcommand: String, _ reason: String) throws {
        guard old != nil else { return }
        throw GridReportError.usage("--diff", "\(subcommand) \(reason), so a diff has no meaning there")
    }
}

/// A diff asked for on the command line, and (once the assembly made it) what it found.
final class DiffRequest {
    let old: String
    let options: DiffOptions
    let includesUnchanged: Bool
    let showsDelta: Bool
    /// The diff made by `ReportAssembly.report`, for the summary line and the exit status.
    var made: ReportDiff?

    init(old: String, options: DiffOptions, includesUnchanged: Bool, showsDelta: Bool) {
        self.old = old
        self.options = options
        self.includesUnchanged = includesUnchanged
        self.showsDelta = showsDelta
    }
}

extension DiffFlags {
    /// The diff's summary line on standard output (not with `--quiet`), and its notes (how the
    /// key was chosen, columns compared as text) on standard error under the note rule.
    static func say(_ made: ReportDiff, output: OutputOptions, to out: StandardOutput) {
        guard !output.quiet else { return }
        out.write(made.summary.line + "\n")
        for note in made.notes { output.note(note.named(FlagNames.name)) }
    }

    /// diff(1)'s status: 0 when the reports are the same, 1 when they differ.
    static func exit(_ made: ReportDiff) throws {
        if !made.summary.isSame { throw ExitCode(1) }
    }
}
