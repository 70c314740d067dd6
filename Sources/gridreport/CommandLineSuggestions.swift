import ArgumentParser
import Foundation
import GridReport

/// Better guesses than ArgumentParser's for what a mistyped command line meant: the nearest
/// option by edits (`--widht` → `--width`, where ArgumentParser says `--widths`), the option
/// other tools' names stand for (`--top` → `--limit`), and a mistyped subcommand (`rendr`),
/// which the default subcommand would otherwise take for a file.
enum CommandLineSuggestions {
    /// Other tools' names for our options: what an analyst types first.
    static let aliases: [String: String] = [
        "--top": "--limit", "--head": "--limit", "--first": "--limit", "--rows": "--limit", "--max-rows": "--limit",
        "--filter": "--where", "--query": "--where", "--columns": "--select", "--cols": "--select",
        "--fields": "--select", "--order": "--sort", "--order-by": "--sort", "--sort-by": "--sort",
        "--group": "--group-by", "--output": "-o", "--out": "-o", "--locale-in": "--input-locale",
        "--separator": "--delimiter", "--sep": "--delimiter", "--delim": "--delimiter",
    ]

    /// ArgumentParser's one-line message with our suggestion for an unknown option in place of its.
    static func rewritten(_ line: String, arguments: [String]) -> String {
        guard line.hasPrefix("Unknown option '"), let close = line.dropFirst(16).firstIndex(of: "'") else {
            return line
        }
        let option = String(line[line.index(line.startIndex, offsetBy: 16)..<close])
        let unknown = "Unknown option '\(option)'"
        guard option.hasPrefix("--") else { return line }
        let known = longOptions(of: subcommandType(in: arguments))
        if let alias = aliases[option.lowercased()],
            known.contains(alias) || alias == "-o" && known.contains("--output")
        {
            return "\(unknown). Did you mean '\(alias)'?"
        }
        if let nearest = nearest(to: option, among: known) { return "\(unknown). Did you mean '\(nearest)'?" }
        return unknown
    }

    /// The known option nearest to `option` by edits, when at most a third of its letters (and at
    /// least one) differ; ties go to the first in the help's order.
    static func nearest(to option: String, among known: [String]) -> String? {
        let word = Array(option.dropFirst(2).lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let distance = ColumnLookup.editDistance(word, Array(name.dropFirst(2)))
            if distance <= max(1, word.count / 3), distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The long options a subcommand's help lists, in its order.
    static func longOptions(of command: ParsableCommand.Type) -> [String] {
        let help = GridReportCommand.helpMessage(for: command, columns: 10_000)
        var names: [String] = []
        var seen = Set<String>()
        var scanner = help[...]
        while let start = scanner.range(of: "--") {
            let rest = scanner[start.upperBound...]
            let end = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? rest.endIndex
            let name = "--" + rest[..<end]
            if name.count > 3, seen.insert(name).inserted { names.append(name) }
            scanner = rest[end...]
        }
        return names
    }

    static func subcommandType(in arguments: [String]) -> ParsableCommand.Type {
        let name = CommandLineSpelling.subcommand(in: arguments)
        return GridReportCommand.configuration.subcommands.first { $0._commandName == name } ?? Render.self
    }

    /// A first word that is no subcommand, no file and no option, but a slip of a subcommand's
    /// name (`rendr`, `exprot`): the error to give instead of taking it for the input file.
    static func mistypedSubcommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first)
        else { return nil }
        let names = GridReportCommand.configuration.subcommands.map { $0._commandName }
        guard !names.contains(first) else { return nil }
        let word = Array(first.lowercased())
        let near = names.filter { ColumnLookup.editDistance(word, Array($0)) <= 2 }
        guard let nearest = near.first else { return nil }
        let list = names.joined(separator: ", ")
        return
            "'\(TerminalText.sanitize(first))' is not a command; did you mean '\(nearest)'? (the commands: \(list); see 'gridreport --help')"
    }
}
