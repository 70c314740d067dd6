import Foundation
import GridReport
import Testing

/// The help is written as one-line paragraphs that ArgumentParser wraps at the terminal's width
/// (`COLUMNS`): a hard line break in a paragraph would break lines short, and an example longer
/// than the width would be wrapped mid-command.
@Suite("gridreport --help at 80 and 120 columns")
struct HelpLayoutTests {
    static let commands: [[String]] = [[], ["render"], ["export"], ["inspect"]]
    /// Where ArgumentParser starts an option's help text, and the indentation of its next lines.
    static let optionHelpColumn = 26

    @Test("no line over the width, no paragraph line broken short, examples whole", arguments: [80, 120])
    func wrapped(width: Int) throws {
        for command in Self.commands {
            let help = try run(command + ["--help"], environment: ["COLUMNS": String(width)])
            #expect(help.status == 0)
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let name = (["gridreport"] + command).joined(separator: " ")
            for line in lines {
                #expect(TerminalText.displayWidth(line) <= width, "\(name) at \(width): over the width: \(line)")
            }
            for (above, below) in zip(lines, lines.dropFirst()) where Self.continues(above, below) {
                let next = below.drop { $0 == " " }.prefix { $0 != " " }
                // ArgumentParser keeps the last column free (a line of exactly the width is wrapped).
                #expect(
                    TerminalText.displayWidth(above) + 1 + next.count >= width,
                    "\(name) at \(width): broken short before \"\(next)\": \(above)")
            }
            // Every example is one line: a command, indented, with no word carried to the next line.
            let examples = lines.drop { $0 != "Examples:" }.dropFirst().prefix { !$0.isEmpty }
            #expect(command.isEmpty || !examples.isEmpty, "\(name): no examples")
            for example in examples {
                #expect(example.hasPrefix("  gridreport "), "\(name) at \(width): an example is cut: \(example)")
            }
        }
    }

    /// Whether `below` goes on with the paragraph of `above`: overview text (not indented), or an
    /// option's help text continued on the lines under it.
    static func continues(_ above: String, _ below: String) -> Bool {
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        guard !above.isEmpty, !below.isEmpty, !above.hasSuffix(":") else { return false }
        if indentation(above) == 0 && indentation(below) == 0 { return !below.hasSuffix(":") }
        let characters = Array(above)
        let aboveHasHelp =
            characters.count > optionHelpColumn && characters[optionHelpColumn - 1] == " "
            && characters[optionHelpColumn] != " "
        return indentation(below) == optionHelpColumn && aboveHasHelp
    }
}
