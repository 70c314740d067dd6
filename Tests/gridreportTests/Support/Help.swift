import Foundation

/// The subcommands `gridreport --help` lists under SUBCOMMANDS, in its order.
func listedSubcommands() throws -> [String] {
    let help = try run(["--help"]).stdout
    guard let start = help.range(of: "SUBCOMMANDS:") else { return [] }
    // One line per subcommand, two spaces in; a long abstract goes on below, further in.
    return help[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("  See") }
        .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        .compactMap { $0.split(separator: " ").first.map(String.init) }
}

/// The `gridreport …` lines of a subcommand's help (the command's own for ""), under its
/// `Examples:` heading.
func helpExamples(_ subcommand: String) throws -> [String] {
    let help = try run([subcommand, "--help"].filter { !$0.isEmpty }).stdout
    guard let start = help.range(of: "Examples:") else { return [] }
    return help[start.upperBound...].split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .prefix { $0.hasPrefix("gridreport ") }
}
