import Foundation
import Testing

/// At an iPhone's 390 px, a compact cell's label gives way before its value: the value's text
/// ends inside its cell and its card, as the terminal never cuts a number or a date. Judged by
/// Chromium (`Browser/measure_preview.py labels`).
@Suite(.serialized, .enabled(if: Browser.missing == nil, Browser.skipMessage))
struct PreviewLabelBrowserTests {
    @Test("long labels (goods_producing, service_providing) are cut, never the values beside them")
    func valuesAreWhole() throws {
        let page = try Browser.page(["Samples/us-employment.csv"])
        let screenshot = try temporaryFolder().appendingPathComponent("labels.png").path
        let measured = try Browser.measure("labels", page, screenshot: screenshot)
        let cells = measured["cells"] as? [[String: Any]] ?? []
        #expect(cells.count >= 50)
        #expect(
            Set(cells.compactMap { $0["column"] as? String }).isSuperset(of: ["goods_producing", "service_providing"]))
        for cell in cells {
            let box = cell["cell"] as? [String: Double] ?? [:]
            let valueRight = cell["valueRight"] as? Double ?? .infinity
            let valueLeft = cell["valueLeft"] as? Double ?? -.infinity
            let name = "\(cell["column"] ?? "") \(cell["value"] ?? "")"
            #expect(valueRight <= (box["right"] ?? 0) + 0.5, "\(name): the value ends past its cell")
            #expect(valueLeft >= (box["left"] ?? .infinity) - 0.5, "\(name)")
            #expect((box["right"] ?? .infinity) <= (cell["cardRight"] as? Double ?? 0) + 0.5, "\(name): past its card")
        }
        #expect((measured["scrollWidth"] as? Int ?? .max) <= (measured["clientWidth"] as? Int ?? 0))
    }
}
