import Foundation
import Testing

/// A diff's preview page in Debian's Chromium (`Browser/measure_preview.py`, scenarios `diff` and
/// `diff-phone`): the marks a reader sees at an iPad's 1024 pixels (the grid) and an iPhone's 390
/// (the cards), in Fiori's state colours (see `StatusState.fioriColor`).
@Suite(.serialized, .enabled(if: Browser.missing == nil, Browser.skipMessage))
struct PreviewDiffBrowserTests {
    static let critical = "rgb(231, 101, 0)"
    static let negative = "rgb(170, 8, 8)"
    static let positive = "rgb(37, 111, 58)"

    /// Samples/products.csv against Samples/products-new.csv by Model: HT-1000, HT-1030 and
    /// HT-1066 changed, HT-1040 removed, HT-1070 added.
    static func marks(_ scenario: String) throws -> [[(text: String, color: String, cut: Bool)]] {
        let page = try Browser.page([
            "Samples/products-new.csv", "--diff", "Samples/products.csv", "--key", "Model",
        ])
        let rows = try Browser.measure(scenario, page)["rows"] as? [[String: Any]] ?? []
        return rows.map { row in
            (row["marks"] as? [[String: Any]] ?? []).compactMap { mark in
                guard let text = mark["text"] as? String, !text.isEmpty else { return nil }
                return (text, mark["color"] as? String ?? "", mark["cut"] as? Bool ?? true)
            }
        }
    }

    @Test("the iPad grid: each change mark and old → new in its state's colour, nothing cut")
    func grid() throws {
        let rows = try Self.marks("diff")
        #expect(rows.count == 5)
        let changed = rows.flatMap { $0 }.filter { $0.text.contains(" → ") }
        #expect(changed.map(\.text) == ["956.00 → 999.00", "Limited → In Stock", "24.99 → 22.99"])
        #expect(changed.allSatisfy { $0.color == Self.critical && !$0.cut })
        #expect(rows.map { $0.first?.text } == ["→", "→", "−", "→", "+"])
        #expect(rows[2].allSatisfy { $0.color == Self.negative })
        #expect(rows[4].allSatisfy { $0.color == Self.positive })
    }

    @Test("the iPhone cards: every row's change mark in its state's colour")
    func cards() throws {
        let rows = try Self.marks("diff-phone")
        #expect(rows.count == 5)
        #expect(rows.map { $0.first?.text } == ["→", "→", "−", "→", "+"])
        #expect(
            rows.map { $0.first?.color }
                == [Self.critical, Self.critical, Self.negative, Self.critical, Self.positive])
        #expect(rows[1].contains { $0.text == "Limited → In Stock" && $0.color == Self.critical })
    }
}

extension PreviewDiffBrowserTests {
    @Test(
        "the iPhone cards: a change outside the slots on a line of its own, displayed whole; old → new in a slot wraps, not cut"
    )
    func changesOutsideSlots() throws {
        let page = try Browser.page([
            "Samples/products-new.csv", "--diff", "Samples/products.csv", "--key", "Model",
        ])
        let rows = try Browser.measure("diff-phone", page)["rows"] as? [[String: Any]] ?? []
        func marks(_ row: Int) -> [[String: Any]] {
            row < rows.count ? rows[row]["marks"] as? [[String: Any]] ?? [] : []
        }
        func edges(_ value: Any?) -> (left: Double, right: Double, width: Double) {
            let box = value as? [String: Any] ?? [:]
            return (box["left"] as? Double ?? 0, box["right"] as? Double ?? 0, box["width"] as? Double ?? 0)
        }
        #expect(rows.count == 5)
        // HT-1000's price is in no slot: its line is displayed, whole, inside its card.
        let price = marks(0).first { $0["text"] as? String == "956.00 → 999.00" }
        #expect(price?["line"] as? Bool == true)
        #expect(price?["color"] as? String == Self.critical)
        #expect(price?["cut"] as? Bool == false && price?["cutBelow"] as? Bool == false)
        let (card, value) = (edges(rows.first?["box"]), edges(price?["box"]))
        #expect(value.width > 50 && value.left >= card.left && value.right <= card.right, "\(value) in \(card)")
        // HT-1030's availability is in substatus: its old → new wraps there, nothing cut.
        let availability = marks(1).first { $0["text"] as? String == "Limited → In Stock" }
        #expect(availability?["line"] as? Bool == false)
        #expect(availability?["cut"] as? Bool == false && availability?["cutBelow"] as? Bool == false)
        // HT-1066's price too; the removed and the added row have no change line.
        #expect(marks(3).contains { $0["text"] as? String == "24.99 → 22.99" && $0["line"] as? Bool == true })
        #expect(
            !marks(2).contains { $0["line"] as? Bool == true } && !marks(4).contains { $0["line"] as? Bool == true })
    }
}
