import ArgumentParser
import Foundation
import GridReport

@main
struct GridReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gridreport",
        abstract: "Turn CSV reports into grid reports: terminal tables, compact object views and XLSX.",
        discussion: """
            Columns are typed from the data (text, number, image), numbers are shown through a \
            NumberFormatter, and widths follow the SAP Fiori grid rules (-1 flexible, 0 hidden, \
            fractions of the width, or points). `gridreport FILE` is `gridreport render FILE`.

            Examples:
              gridreport Samples/stocks.csv --width 100
              gridreport render Samples/stocks.csv --mode compact --width 60
              gridreport export Samples/stocks.csv -o stocks.xlsx --force
              gridreport inspect Samples/stocks.csv --json

            Exit status:
              0   success, and --help or --version
              64  usage: an option, a width list, a binding or a spec file is wrong
              65  data: the input is malformed
              66  no input: an input file is missing or unreadable
              73  cannot create: the output file cannot be created
              74  I/O: reading or writing failed midway
            """,
        version: GridReportVersion.current,
        subcommands: [Render.self, View.self, Export.self, Inspect.self, Preview.self, Handoff.self, Diff.self],
        defaultSubcommand: Render.self
    )

    /// ArgumentParser's own main, with our surroundings checked first and its errors as ours:
    /// one sanitized `gridreport: …` line with the usage hint, exit 64. Help and version text goes
    /// to standard output, and a failing standard output is exit 74 there too.
    static func main() {
        // A closed pipe is an error code from write, never a signal; stderr may be one too.
        signal(SIGPIPE, SIG_IGN)
        // Past a file size limit (ulimit -f) a write fails with EFBIG and the export says so, where
        // the signal would kill the process without a word.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        Surroundings.checkLocaleEnvironment(quiet: arguments.contains("--quiet"))
        if let mistyped = CommandLineSuggestions.mistypedSubcommand(in: arguments) {
            StandardError.write("gridreport: \(mistyped)\n")
            Foundation.exit(GridReportError.Kind.usage.exitCode)
        }
        do {
            var command = try parseAsRoot(
                TableFlagSpelling.joiningStyle(CommandLineSpelling.joiningNegativeValues(arguments)))
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                // --help, --version and completion scripts: our own text, for standard output.
                if !message.isEmpty, let failure = writeStandardOutputNow(message + "\n") {
                    StandardError.write("gridreport: \(failure.sentence(naming: FlagNames.name))\n")
                    Foundation.exit(GridReportError.Kind.io.exitCode)
                }
            } else if !(error is ExitCode) {
                let line = CommandLineSuggestions.rewritten(
                    CommandLineSpelling.oneLine(self.message(for: error)), arguments: arguments)
                let hint =
                    "see 'gridreport \(CommandLineSpelling.subcommand(in: arguments).map { $0 + " " } ?? "")--help'"
                StandardError.write("gridreport: \(TerminalText.sanitize(line)) (\(hint))\n")
            }
            Foundation.exit(code.rawValue)
        }
    }
}

/// How ArgumentParser sees the command line, and how its messages become ours.
enum CommandLineSpelling {
    /// `--width -1` as `--width=-1`: ArgumentParser takes a word that starts with `-` for an
    /// option, so a negative value would otherwise be "missing"; now the option says what is
    /// wrong with it. Only words that look like numbers are joined (`-1`, `-0.5`, `-.5`).
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        rewritingWords(arguments) { words in
            guard let word = words.first, word.hasPrefix("--"), word.count > 2, !word.contains("="),
                words.count > 1, looksNegative(words[words.startIndex + 1])
            else { return nil }
            return (word + "=" + words[words.startIndex + 1], 2)
        }
    }

    /// The words up to `--` passed through `rewrite`, which sees the words from the current one
    /// on and returns the word that replaces how many of them, or nil to keep the current one.
    /// The words from `--` on are kept as they are: they are inputs, whatever they look like.
    static func rewritingWords(
        _ arguments: [String], _ rewrite: (ArraySlice<String>) -> (word: String, count: Int)?
    ) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--" {
                result.append(contentsOf: arguments[index...])
                break
            }
            if let (word, count) = rewrite(arguments[index...]) {
                result.append(word)
                index += count
            } else {
                result.append(arguments[index])
                index += 1
            }
        }
        return result
    }

    private static func looksNegative(_ word: String) -> Bool {
        let bytes = Array(word.utf8.prefix(3))
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "-") else { return false }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return isDigit(bytes[1]) || (bytes[1] == UInt8(ascii: ".") && bytes.count > 2 && isDigit(bytes[2]))
    }

    /// ArgumentParser's message on one line: without its `Error: ` and its usage lines.
    static func oneLine(_ message: String) -> String {
        var lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        lines.removeAll { $0.isEmpty || $0.hasPrefix("Usage:") || $0.hasPrefix("See '") }
        var text = lines.joined(separator: "; ")
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        if text.isEmpty { text = "the command line is not valid" }
        // A value pasted into the message can be huge; the line stays readable.
        if text.count > 400 { text = String(text.prefix(400)) + "…" }
        return text
    }

    /// The subcommand named on the command line, for the usage hint.
    static func subcommand(in arguments: [String]) -> String? {
        let names = GridReportCommand.configuration.subcommands.map { $0._commandName }
        return arguments.first { names.contains($0) }
    }
}

/// The process's surroundings, checked before Foundation sees them.
enum Surroundings {
    /// Foundation reads the locale variables to build its current locale and crashes on some
    /// values (a language part of 12 or more letters); an unusable one is replaced by
    /// en_US_POSIX with one warning.
    static func checkLocaleEnvironment(quiet: Bool) {
        var replaced: [String] = []
        for name in LocaleChoice.environmentNames {
            guard let raw = getenv(name) else { continue }
            let value = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
            if LocaleChoice.isUsableEnvironmentValue(value) { continue }
            setenv(name, LocaleChoice.environmentFallback, 1)
            replaced.append(name)
        }
        if !replaced.isEmpty, !quiet {
            let names = replaced.joined(separator: ", ")
            StandardError.write(
                "gridreport: warning: \(names): not a usable locale name; using \(LocaleChoice.environmentFallback) (set \(replaced.count == 1 ? "it" : "them") to a name like en_US.UTF-8)\n"
            )
        }
    }
}

enum GridReportVersion {
    static let current = "0.1.0"
}
