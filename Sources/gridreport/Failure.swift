import ArgumentParser
import Foundation
import GridReport

/// Runs a subcommand's work and turns our errors into one line on stderr and a sysexits code.
func runReporting(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as GridReportError {
        FileHandle.standardError.write(Data("gridreport: \(error)\n".utf8))
        throw ExitCode(error.exitCode)
    } catch let error as SectionError {
        let reported = error.reported
        FileHandle.standardError.write(Data("gridreport: \(reported)\n".utf8))
        throw ExitCode(reported.exitCode)
    }
}
