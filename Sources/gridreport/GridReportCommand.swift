import ArgumentParser
import Foundation
import GridReport

@main
struct GridReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gridreport",
        abstract: "Turn CSV reports into grid reports: terminal tables, compact object views and XLSX.",
        discussion: """
        Columns are typed from the data (text, number, image), numbers are shown through a
        NumberFormatter, and widths follow the SAP Fiori grid rules (-1 flexible, 0 hidden,
        fractions of the width, or points). `gridreport FILE` is `gridreport render FILE`.
        """,
        version: GridReportVersion.current,
        subcommands: [Render.self, Export.self, Inspect.self],
        defaultSubcommand: Render.self
    )

    /// ArgumentParser's own main, but its errors quote the arguments as typed, so they go through
    /// the sanitizer the data goes through: an escape sequence in an argument is shown, not run.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                // --help, --version and completion scripts: our own text, for standard output.
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                FileHandle.standardError.write(Data((TerminalText.sanitize(message, keepingLineBreaks: true) + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}

enum GridReportVersion {
    static let current = "0.1.0"
}
