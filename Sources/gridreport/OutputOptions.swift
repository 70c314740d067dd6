import ArgumentParser
import Foundation
import GridReport

enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never
}

/// What the command prints besides the report; the same for every subcommand.
struct OutputOptions: ParsableArguments {
    @Option(
        help: "Colour: auto (only on a terminal, not when NO_COLOR is set or TERM is dumb), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Do not print warnings.")
    var quiet = false

    @Flag(name: .customLong("no-progress"), help: "Do not show a progress line for large inputs.")
    var noProgress = false

    @Flag(help: "Print notes (such as columns compact cards leave unbound) even when stderr is not a terminal.")
    var verbose = false

    /// A note on stderr: on a terminal, or anywhere with --verbose; never with --quiet.
    func note(_ line: String?) {
        guard let line, showsNotes else { return }
        StandardError.write("gridreport: note: \(line)\n")
    }

    /// Whether `note` prints: a note that costs work to make is made only then.
    var showsNotes: Bool { !quiet && (verbose || isatty(STDERR_FILENO) == 1) }

    func useColor(isTerminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            // A terminal that says it cannot (TERM=dumb: Emacs' shell, some CI logs) shows codes as text.
            let environment = ProcessInfo.processInfo.environment
            return isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
    }

    /// Warnings on standard error, each line introduced as ours.
    func warningLog() -> WarningLog {
        WarningLog(quiet: quiet, write: { StandardError.write("gridreport: warning: \($0)\n") })
    }

    /// A progress line on stderr for a large input, when stderr is a terminal and the report's
    /// own output does not go to that terminal too.
    func progressLine(label: String, source: ByteSource, outputIsTerminal: Bool) -> ProgressLine? {
        guard !noProgress, !outputIsTerminal, isatty(STDERR_FILENO) == 1,
            let size = source.size, size > ProgressLine.threshold
        else { return nil }
        return ProgressLine(label: label, totalBytes: 2 * size)
    }
}
