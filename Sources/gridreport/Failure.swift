import ArgumentParser
import Foundation
import GridReport

/// Runs a subcommand's work and turns our errors into one line on stderr and a sysexits code.
func runReporting(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch var error as GridReportError {
        if let limit = error.limit {
            error.hint = (error.hint.map { $0 + "; " } ?? "") + ErrorText(raiseHint(limit))
        }
        try report(error)
    } catch let error as SectionError {
        try report(error.reported)
    } catch let error as SummaryError {
        try report(error.reported)
    } catch let error as CardGridError {
        try report(error.reported(option: "--columns", widthOption: "--width"))
    }
}

/// Prints a typed error's sentence and exits with its code.
private func report(_ error: GridReportError) throws -> Never {
    StandardError.write("gridreport: \(error.sentence(naming: FlagNames.name))\n")
    throw ExitCode(error.exitCode)
}

/// How to raise a limit the input ran into.
func raiseHint(_ limit: GridReportError.Limit) -> String {
    switch limit {
    case .fieldSize:
        return "raise the limit with --max-field-size, e.g. --max-field-size 64M, or maxFieldSize in a spec"
    case .columns: return "raise the limit with --max-columns, or maxColumns in a spec"
    }
}
