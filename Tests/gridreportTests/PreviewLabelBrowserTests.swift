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

    @Test(
        "a value too long for its cell ends in an ellipsis, and a column's label is as wide on every card (issue 46.6)")
    func longValuesAndLabels() throws {
        let folder = try temporaryFolder()
        var csv = "Order ID,Product,Description,Region,Units,Total\n"
        for k in 0..<6 {
            let description = k == 0 ? "D" : "Description number \(k) that is long"
            csv +=
                "\(1000 + k),Notebook Pro \(k) with a very long product name,\(description),West,\(k + 1),\(k * 99 + 10).50\n"
        }
        let file = folder.appendingPathComponent("cards.csv")
        try Data(csv.utf8).write(to: file)
        let page = try Browser.page([file.path])
        let cells = try Browser.measure("labels", page)["cells"] as? [[String: Any]] ?? []
        let products = cells.filter { $0["column"] as? String == "Product" }
        #expect(products.count == 6)
        for product in products {
            // Cut, and with an ellipsis: not clipped mid-letter.
            #expect(product["overflowing"] as? Bool == true, "\(product)")
            #expect(product["ellipsis"] as? Bool == true, "\(product)")
        }
        for column in ["Product", "Description", "Region", "Units"] {
            let widths = Set(
                cells.filter { $0["column"] as? String == column }.compactMap { $0["labelWidth"] as? Double })
            #expect(widths.count == 1, "\(column): labels \(widths)")
            #expect((widths.first ?? 0) > 0, "\(column): no label")
        }
    }
}
