import Foundation
import Testing

/// Debian's Chromium, driven by Selenium (`Browser/measure_preview.py`), judges the preview page:
/// what a 1024-pixel iPad and a 390-pixel iPhone show. Where Chromium, its driver or Selenium is
/// missing, these tests are skipped with that message (`make test-deps` installs them).
enum Browser {
    static let script = repositoryRoot.appendingPathComponent("Tests/gridreportTests/Browser/measure_preview.py").path

    static let missing: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        func onPath(_ name: String) -> Bool {
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
        if !onPath("chromium") || !onPath("chromedriver") { return "chromium or chromedriver is not installed" }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import selenium"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return "python3 cannot be run" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "Selenium is not installed for python3"
    }()

    static let skipMessage = Comment(
        rawValue:
            "browser tests skipped: \(missing ?? "") (make test-deps installs chromium, chromium-driver and Selenium)")

    /// Runs a scenario on a page and returns what the browser measured.
    static func measure(_ scenario: String, _ page: String, screenshot: String? = nil) throws -> [String: Any] {
        let measured = try pythonJSON([script, scenario, page] + (screenshot.map { [$0] } ?? [])) {
            BrowserFailure(scenario: scenario, diagnostics: $0)
        }
        guard let result = measured as? [String: Any] else {
            throw BrowserFailure(scenario: scenario, diagnostics: "not a JSON object")
        }
        return result
    }

    /// The page `gridreport preview` writes for `arguments`, in a fresh folder.
    static func page(_ arguments: [String]) throws -> String {
        let path = try temporaryFolder().appendingPathComponent("page.html").path
        let result = try run(["preview"] + arguments + ["-o", path])
        guard result.status == 0 else { throw BrowserFailure(scenario: "preview", diagnostics: result.stderr) }
        return path
    }
}

struct BrowserFailure: Error, CustomStringConvertible {
    var scenario: String
    var diagnostics: String
    var description: String { "\(scenario) failed: \(diagnostics)" }
}

/// A rectangle as the browser measured it.
private struct Box {
    var top, bottom, left, right, width: Double

    init(_ value: Any?) {
        let box = value as? [String: Double] ?? [:]
        top = box["top"] ?? .nan
        bottom = box["bottom"] ?? .nan
        left = box["left"] ?? .nan
        right = box["right"] ?? .nan
        width = box["width"] ?? .nan
    }
}

private typealias Cell = (column: String, slot: String, box: Box)

private func rows(_ measured: [String: Any]) -> [(cells: [Cell], headline: Box?)] {
    (measured["rows"] as? [[String: Any]] ?? []).map { row in
        let cells = (row["cells"] as? [[String: Any]] ?? []).map {
            (column: $0["column"] as? String ?? "", slot: $0["slot"] as? String ?? "", box: Box($0["box"]))
        }
        return (cells, row["headline"].flatMap { $0 is NSNull ? nil : Box($0) })
    }
}

@Suite(.serialized, .enabled(if: Browser.missing == nil, Browser.skipMessage))
struct PreviewBrowserTests {
    static let stocks = ["Samples/stocks.csv", "--widths=-1,0.2,0.1,0.1,0.1,0.1", "--accessory", "disclosure"]

    @Test func atIPadWidthTheGridShowsItsHeaderAndOneLineRows() throws {
        let measured = try Browser.measure("grid", try Browser.page(Self.stocks))
        #expect(measured["headerVisible"] as? Bool == true)
        #expect((measured["scrollWidth"] as? Int ?? .max) <= (measured["clientWidth"] as? Int ?? 0))
        let shown = rows(measured)
        #expect(shown.count == 12)
        for row in shown {
            #expect(row.cells.count == 6)
            // One line: every cell overlaps every other vertically.
            let lowestTop = row.cells.map(\.box.top).max() ?? .nan
            let highestBottom = row.cells.map(\.box.bottom).min() ?? .nan
            #expect(lowestTop < highestBottom, "\(row.cells.map(\.column))")
            #expect(zip(row.cells, row.cells.dropFirst()).allSatisfy { $0.box.right <= $1.box.left })
        }
        let widths = measured["widths"] as? [String: Double] ?? [:]
        let ratio = (widths["Symbol"] ?? 0) / (widths["Open"] ?? 1)
        #expect(ratio >= 2 * 0.85 && ratio <= 2 * 1.15, "Symbol (0.2) / Open (0.1) = \(ratio)")
        let images = measured["images"] as? [[String: Bool]] ?? []
        #expect(images.count == 12)
        #expect(images.allSatisfy { $0["data"] == true && $0["loaded"] == true })
    }

    @Test func atIPhoneWidthEachRowIsAnObjectCellUnderItsHeadline() throws {
        let measured = try Browser.measure("compact", try Browser.page(Self.stocks))
        #expect(measured["headerVisible"] as? Bool == false)
        #expect((measured["scrollWidth"] as? Int ?? .max) <= (measured["clientWidth"] as? Int ?? 0))
        let shown = rows(measured)
        #expect(shown.count == 12)
        for row in shown {
            guard let headline = row.headline else {
                Issue.record("a row without a visible headline")
                continue
            }
            // The cells' grid areas: h headline, s status, d detail image, sh, ss, f below.
            #expect(Set(row.cells.map(\.slot)) == ["d", "h", "sh", "f", "s", "ss"])
            for cell in row.cells where cell.slot != "h" {
                #expect(headline.top <= cell.box.top + 1, "\(cell.column)")
                // Status sits beside the headline and the picture at its left; the rest below it.
                if cell.slot != "s" && cell.slot != "d" {
                    #expect(headline.bottom <= cell.box.top + 1, "\(cell.column) under the headline")
                }
            }
        }
    }

    @Test func theThemesHeaderColourIsTheComputedColour() throws {
        let measured = try Browser.measure(
            "grid", try Browser.page(["Samples/stocks.csv", "--theme", "Samples/fiori.nss"]))
        // fdlFUIGridRowHeaderItem_label { font-color: @label } with @label #6A6D70, semibold.
        #expect(measured["headerColor"] as? String == "rgb(106, 109, 112)")
        #expect(measured["headerWeight"] as? String == "700")
    }

    @Test func sectionsCollapseWithoutScript() throws {
        let page = try Browser.page(["Samples/penguins.csv", "--group-by", "island", "--totals"])
        let measured = try Browser.measure("sections", page)
        let before = measured["before"] as? [String: Any] ?? [:]
        let after = measured["after"] as? [String: Any] ?? [:]
        #expect(before["sections"] as? Int == 3)
        #expect(before["open"] as? Bool == true)
        #expect(before["rowsShown"] as? Int == 3)
        #expect(before["totalsShown"] as? Int == 1)
        #expect(after["open"] as? Bool == false)
        #expect(after["rowsShown"] as? Int == 0)
        #expect(after["otherRowsShown"] as? Int == 12)
    }

    @Test func hostileValuesStayTextAndRunNothing() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("hostile.csv").path
        let values = [
            "<script>window.__pwned=1</script>", "<img src=x onerror=\"window.__pwned=2\">",
            "\"><svg onload=window.__pwned=3>", "javascript:window.__pwned=4",
        ]
        let csv = "Name,Note\n" + values.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\",x\n" }.joined()
        try csv.write(toFile: input, atomically: true, encoding: .utf8)
        let page = try Browser.page([input, "--title", "<script>window.__pwned=5</script>"])
        let measured = try Browser.measure("hostile", page)
        #expect(measured["pwned"] is NSNull)
        #expect(measured["scripts"] as? Int == 0)
        #expect(measured["handlers"] as? Int == 0)
        #expect(measured["images"] as? Int == 0)
        let texts = measured["texts"] as? [String] ?? []
        for value in values { #expect(texts.contains(value), "\(value)") }
        #expect(measured["title"] as? String == "<script>window.__pwned=5</script>")
    }

    @Test func screenshotsOfBothWidths() throws {
        let page = try Browser.page(Self.stocks + ["--title", "Stock prices"])
        let folder = try temporaryFolder()
        for (scenario, name) in [("grid", "ipad.png"), ("compact", "iphone.png")] {
            let path = folder.appendingPathComponent(name).path
            _ = try Browser.measure(scenario, page, screenshot: path)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
        }
    }
}
