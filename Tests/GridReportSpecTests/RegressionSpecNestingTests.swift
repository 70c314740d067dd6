import Foundation
import GridReport
import Testing

@testable import GridReportSpec

/// Deeply nested spec files: `gridreport render --spec deep.yaml` with `columns: [[[[…` 10,000
/// levels deep crashed with a segmentation fault (Yams composes and frees recursively), and
/// 40,000 levels took 10 s (libyaml is quadratic in the depth). Found writing the spec fuzz target.
@Suite("Regressions: spec nesting")
struct RegressionSpecNestingTests {
    func error(_ text: String) -> GridReportError? {
        do {
            _ = try SpecLoader.parse(text, name: "deep.yaml")
            return nil
        } catch let error as GridReportError {
            return error
        } catch {
            Issue.record("not a GridReportError: \(error)")
            return nil
        }
    }

    @Test("flow collections 100,000 deep: refused at the place, at once")
    func deepFlow() {
        let text = "columns: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let start = Date()
        let refused = error(text)
        #expect(refused?.exitCode == 64)
        #expect(refused?.location == "deep.yaml:1:1006")
        #expect(refused?.message == "the spec nests more than 1000 levels deep here")
        #expect(Date().timeIntervalSince(start) < 5)
        let mappings = "a: " + String(repeating: "{a: ", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        #expect(error(mappings)?.message == "the spec nests more than 1000 levels deep here")
    }

    @Test("block collections deep by indentation or by compact dashes: refused")
    func deepBlock() {
        let indented = (0..<2_000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " 1\n"
        #expect(error(indented)?.message == "the spec nests more than 1000 levels deep here")
        let dashes = "columns:\n" + String(repeating: "- ", count: 20_000) + "x\n"
        #expect(error(dashes)?.location == "deep.yaml:2:1000")
    }

    @Test("brackets hidden behind quotes the scan might misread are still refused or survived")
    func quoteTricks() {
        // `]` inside quoted scalars closes nothing.
        let quoted =
            "columns: " + String(repeating: "[ \"]\" ", count: 20_000) + String(repeating: "]", count: 20_000) + "\n"
        #expect(error(quoted)?.exitCode == 64)
        // A quote continuing a multi-line plain scalar is text, not the start of a quoted scalar.
        let plain =
            "title: a\n  'b\ncolumns: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
            + "\n"
        #expect(error(plain)?.message == "the spec nests more than 1000 levels deep here")
        // A quote never closed: the count falls back on its bound.
        let open = "columns: \"" + String(repeating: "[", count: 20_000) + "\n"
        #expect(error(open)?.exitCode == 64)
    }

    @Test("specs a person writes: measured shallow and read as before, also long JSON ones")
    func legitimate() throws {
        for name in ["stocks", "products", "european"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("Samples/\(name).yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(SpecNesting.measure(text).depth <= 20)
            #expect(SpecNesting.measure(text).tooDeepAt == nil)
        }
        // 3,000 columns in one line of JSON: a large bound, read on a thread with room for it.
        let entries = (1...3_000).map { "{\"column\": \"c\($0) [x]\", \"format\": {\"style\": \"percent\"}}" }
        let json = "{\"columns\": [" + entries.joined(separator: ", ") + "]}"
        #expect(SpecNesting.measure(json).bound > SpecNesting.callerStackLimit)
        let spec = try SpecLoader.parse(json, name: "wide.json")
        #expect(spec.columns.count == 3_000)
        #expect(spec.columns.last?.column == "c3000 [x]")
        // 300 levels: more than the caller's stack is trusted with, fewer than the limit.
        let medium = "title: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
        #expect(error(medium)?.message == "title: expected text, found a list")
    }
}
