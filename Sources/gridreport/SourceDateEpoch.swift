import Foundation
import GridReport

/// `SOURCE_DATE_EPOCH` (reproducible-builds.org): when set, the workbook's creation time, so the
/// same input gives the same file. Unset or empty means now; anything but a whole number of
/// seconds from 0 on is refused rather than guessed at.
enum SourceDateEpoch {
    static func seconds(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int? {
        guard let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty else { return nil }
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seconds = Int(text), seconds <= 253_402_300_799
        else {
            throw GridReportError(
                .usage, at: nil,
                "SOURCE_DATE_EPOCH: '\(TerminalText.sanitize(String(text.prefix(40))))' is not a number of seconds since 1970 (up to the year 9999)"
            )
        }
        return seconds
    }
}
