import Foundation
import Testing

/// Issue 47 ("less urgent"): a zone in a condition's date-time was read and dropped, so
/// `t > 2024-01-01T08:45:00Z` compared wall times while looking like an instant. Values compare
/// at their wall time, as they are shown; a zone in a condition is refused with a sentence.
@Suite("Conditions: a date-time with a zone is refused (issue 47)")
struct ZonedConditionTests {
    static let csv = "t,v\n2024-01-01T10:00+02:00,1\n2024-01-01T07:00+02:00,2\n"

    @Test(
        "--where, a whole condition and --rule name the zone and the value without it",
        arguments: [
            (
                ["--where", "t > 2024-01-01T08:45:00Z"],
                "--where 't > 2024-01-01T08:45:00Z': '2024-01-01T08:45:00Z' has the zone Z",
                "(write it without the zone: 2024-01-01T08:45:00)"
            ),
            (
                ["--where", "t > 2024-01-01T08:45+02:00 or v > 5"],
                "--where 't > 2024-01-01T08:45+02:00 or v > 5': '2024-01-01T08:45+02:00' has the zone +02:00",
                "(write it without the zone: 2024-01-01T08:45)"
            ),
            (
                ["--rule", "t > 2024-01-01T08:45Z:critical"],
                "--rule 't > 2024-01-01T08:45Z:critical': '2024-01-01T08:45Z' has the zone Z",
                "(write it without the zone: 2024-01-01T08:45)"
            ),
        ])
    func refused(arguments: [String], start: String, hint: String) throws {
        let folder = try temporaryFolder()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("z.csv"))
        let result = try run(["render", "z.csv", "--width", "40"] + arguments, in: folder)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: \(start), and dates and times are compared at their wall time, as they are shown, whatever zone they were written in \(hint)\n"
        )
    }

    @Test("without the zone the condition compares wall times: 10:00 (written +02:00) is after 08:45")
    func wallTime() throws {
        let folder = try temporaryFolder()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("z.csv"))
        let result = try run(
            ["render", "z.csv", "--width", "40", "--where", "t > 2024-01-01T08:45", "--mode", "records"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("v: 1\n") && !result.stdout.contains("v: 2\n"), "\(result.stdout)")
    }
}
