import Foundation
import Testing

@testable import GridReport

extension SeededGenerator {
    /// A whole number from 0 up to `n`, not including it: the same reports on every run.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Issue 25's property: for random reports (identifiers, timestamps, dates, numbers, free text)
/// at random widths from 20 to 200, in every view, no line is wider than the width and no
/// number, date, time or identifier is cut (`…` after a piece of one, or `###`).
@Suite("Whole values: a property of every view at every width")
struct WholeValuePropertyTests {
    enum Kind: CaseIterable { case identifier, timestamp, date, time, amount, integer, freeText }

    /// Free text from lower-case words only: none of its pieces can be mistaken for a piece of
    /// an identifier, a timestamp or a number.
    static let words = [
        "pallet", "wrap", "gloves", "scanner", "with", "charging", "cradle", "and", "cable", "freight",
        "audit", "services", "dock", "leveler", "repair", "contoso", "logistics", "northwind", "traders",
    ]

    static func value(_ kind: Kind, _ random: inout SeededGenerator) -> String {
        switch kind {
        case .identifier:
            let prefix = ["PO-2024-", "SKU-", "INV/", "ORD_"][random.below(4)]
            return prefix + String(repeating: "0", count: random.below(4)) + String(100_000 + random.below(900_000))
        case .timestamp:
            return String(
                format: "2024-%02d-%02d %02d:%02d:%02d", 1 + random.below(12), 1 + random.below(28), random.below(24),
                random.below(60), random.below(60))
        case .date:
            return String(format: "20%02d-%02d-%02d", random.below(30), 1 + random.below(12), 1 + random.below(28))
        case .time:
            return String(format: "%02d:%02d", random.below(24), random.below(60))
        case .amount:
            let cents = random.below(100) + 100 * random.below([10, 1_000, 1_000_000, 100_000_000][random.below(4)])
            return (random.below(5) == 0 ? "-" : "") + String(cents / 100) + "." + String(format: "%02d", cents % 100)
        case .integer:
            return String(random.below([10, 1_000, 10_000_000][random.below(3)]))
        case .freeText:
            return (0...random.below(12)).map { _ in words[random.below(words.count)] }.joined(separator: " ")
        }
    }

    /// A CSV of 1–9 columns of random kinds (free text quoted) and 1–8 rows, and its values that
    /// must stay whole.
    static func report(seed: UInt64) -> (csv: String, whole: [String]) {
        var random = SeededGenerator(seed: seed)
        let kinds = (0...random.below(9)).map { _ in Kind.allCases[random.below(Kind.allCases.count)] }
        var csv = kinds.enumerated().map { "\($0.element)_\($0.offset)" }.joined(separator: ",") + "\n"
        var whole = [String]()
        for _ in 0...random.below(8) {
            let values = kinds.map { value($0, &random) }
            csv += values.map { "\"\($0)\"" }.joined(separator: ",") + "\n"
            whole += zip(kinds, values).filter { $0.0 != .freeText }.map(\.1)
        }
        return (csv, whole)
    }

    enum View: String, CaseIterable { case regular, compact, records, cards, scroll }

    static func render(_ report: Report, _ view: View, width: Int) throws -> String {
        switch view {
        case .regular: return try renderView(report, mode: .regular, width: width)
        case .compact: return try renderView(report, mode: .compact, width: width)
        case .records: return try renderView(report, mode: .records, width: width)
        case .cards: return try renderView(report, mode: .cards, width: width)
        case .scroll:
            return try CollectionGoldenTests.cards(report, width: width, title: "Report", arrangement: .scroll)
        }
    }

    /// The views that cut a whole value, or draw a line past the width, in this report: nil
    /// when every view keeps the property.
    static func failures(seed: UInt64, width: Int, views: [View]) throws -> [String] {
        let (csv, whole) = report(seed: seed)
        let report = try Report(
            source: try source(csv), read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        var found = [String]()
        for view in views {
            let output = try render(report, view, width: width)
            // The header's title is not a value (scroll gives it a title).
            for line in output.split(separator: "\n") where !line.contains("See All") {
                let cells = TerminalText.displayWidth(String(line))
                if cells > width {
                    found.append("\(view) at \(width), seed \(seed): a line of \(cells) cells: \(line)")
                }
                if line.contains("##") { found.append("\(view) at \(width), seed \(seed): ### in \(line)") }
                // The piece before each `…`: free text is lower-case words, so a piece with a digit
                // or an upper-case letter is part of a value that must stay whole.
                for cut in line.split(separator: "…", omittingEmptySubsequences: false).dropLast() {
                    let piece = cut.split(whereSeparator: { $0 == " " || $0 == "│" || $0 == ":" }).last ?? ""
                    if piece.contains(where: { $0.isNumber || $0.isUppercase }),
                        whole.contains(where: { $0.contains(piece) })
                    {
                        found.append("\(view) at \(width), seed \(seed): \(piece)… in \(line)")
                    }
                }
            }
        }
        return found
    }

    @Test("cards, cards --scroll, compact and records: within the width, whole values never cut")
    func ownViews() throws {
        var random = SeededGenerator(seed: 25)
        var found = [String]()
        for seed in 1...120 {
            let width = 20 + random.below(181)
            found += try Self.failures(seed: UInt64(seed), width: width, views: [.cards, .scroll, .compact, .records])
        }
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    @Test("the regular table: within the width, whole values never cut")
    func regular() throws {
        var random = SeededGenerator(seed: 2025)
        var found = [String]()
        for seed in 1...120 {
            let width = 20 + random.below(181)
            found += try Self.failures(seed: UInt64(seed), width: width, views: [.regular])
        }
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    @Test("the property sees a cut: a value cut with … is found")
    func seesCuts() throws {
        // Not a test of the views: of the check, which a cut identifier must fail.
        let (_, whole) = Self.report(seed: 7)
        let value = try #require(whole.first { $0.count > 6 })
        let piece = String(value.prefix(5))
        #expect(whole.contains { $0.contains(piece) })
        #expect(piece.contains { $0.isNumber || $0.isUppercase })
    }
}
