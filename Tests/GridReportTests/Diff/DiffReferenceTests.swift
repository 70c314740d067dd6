import Foundation
import Testing

@testable import GridReport

/// Random edits to a real file (rows removed, added and changed, numbers rewritten with other
/// digits but the same value, the rows shuffled), each seed's edits found exactly: as the edits
/// say, and as an independent reference computes them (Tests/Python/diff_reference.py).
@Suite("Diff: seeded random edits to a real file, found exactly")
struct DiffReferenceTests {
    struct Found: Equatable, CustomStringConvertible {
        var added: Set<String> = []
        var removed: Set<String> = []
        var changed: [String: Set<String>] = [:]
        var unchanged = 0

        var description: String {
            "added \(added.sorted()), removed \(removed.sorted()), changed \(changed), unchanged \(unchanged)"
        }
    }

    static let key = "po_number"
    static let numeric: Set<String> = ["quantity", "unit_price", "amount_usd", "manufacturing", "wholesale_trade"]
    /// The columns edited: those numbers, and text.
    static let edited = ["sku", "supplier", "item_description", "ship_to_zip", "status"] + numeric.sorted()

    /// The file's fields, and the edited version of it with what the edits should be found as.
    static func edit(_ rows: [[String]], seed: UInt64) -> (rows: [[String]], expected: Found) {
        var random = TestRandom(seed: seed)
        let header = rows[0]
        var data = Array(rows.dropFirst())
        var expected = Found()
        for _ in 0..<(1 + Int(random.next(3))) {
            let removed = data.remove(at: Int(random.next(UInt64(data.count))))
            expected.removed.insert(removed[0])
        }
        for k in 0..<(1 + Int(random.next(3))) {
            var added = data[Int(random.next(UInt64(data.count)))]
            added[0] = "PO-NEW-\(seed)-\(k)"
            data.append(added)
            expected.added.insert(added[0])
        }
        for _ in 0..<6 {
            let row = Int(random.next(UInt64(data.count)))
            let key = data[row][0]
            guard !expected.added.contains(key) else { continue }
            let name = Self.edited[Int(random.next(UInt64(Self.edited.count)))]
            let column = header.firstIndex(of: name)!
            let value = data[row][column]
            if Self.numeric.contains(name), let number = Double(value) {
                if random.next(2) == 0 {
                    // The same value with other digits: not a change.
                    data[row][column] =
                        value.contains(".") ? String(value.prefix { $0 != "." }) + ".0" + "" : value + ".00"
                    if Double(data[row][column]) != number { data[row][column] = value }
                    continue
                }
                data[row][column] = String(format: "%.2f", number + 1)
            } else {
                data[row][column] = value + " (rev)"
            }
            expected.changed[key, default: []].insert(name)
        }
        // Rows changed and then put back as they were are not changed.
        for index in data.indices.reversed() where index > 0 {
            data.swapAt(index, Int(random.next(UInt64(index + 1))))
        }
        return ([header] + data, expected)
    }

    static func csv(_ rows: [[String]]) -> String {
        rows.map { fields in
            fields.map {
                $0.contains(",") || $0.contains("\"")
                    ? "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : $0
            }
            .joined(separator: ",")
        }.joined(separator: "\n") + "\n"
    }

    static func found(old: String, new: String, budget: Int = Report.defaultSortBudget) throws -> Found {
        let before = try Report(
            source: try ByteSource(path: old, displayName: "old.csv"), read: ReadOptions(), settings: ReportSettings())
        let after = try Report(
            source: try ByteSource(path: new, displayName: "new.csv"), read: ReadOptions(), settings: ReportSettings())
        let diff = try ReportDiff(old: before, new: after, options: DiffOptions(key: [key], sortBudget: budget))
        var found = Found()
        let keyColumn = diff.columns.columns.first { $0.name == key }!
        try diff.forEach { row in
            let value = DiffComparison.text(of: row.item(keyColumn))
            switch row.change {
            case .added: found.added.insert(value)
            case .removed: found.removed.insert(value)
            case .unchanged: found.unchanged += 1
            case .changed:
                found.changed[value] = Set(
                    diff.columns.columns.indices.filter { row.changed[$0] }.map { diff.columns.columns[$0].name })
            }
        }
        #expect(diff.summary.added == found.added.count && diff.summary.changed == found.changed.count)
        return found
    }

    static func reference(old: String, new: String) throws -> Found {
        let data = try pythonOutput([
            packageRoot.appendingPathComponent("Tests/Python/diff_reference.py").path, old, new, key,
        ])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var found = Found()
        found.added = Set(json["added"] as! [String])
        found.removed = Set(json["removed"] as! [String])
        found.changed = (json["changed"] as! [String: [String]]).mapValues { Set($0) }
        found.unchanged = json["unchanged"] as! Int
        return found
    }

    @Test(
        "the edits of each seed, found as made and as the reference finds them",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func seeded(seed: UInt64) throws {
        let text = try String(contentsOfFile: samplePath("purchase-orders.csv"), encoding: .utf8)
        let rows = try records(text)
        let (edited, expected) = Self.edit(rows, seed: seed)
        let old = samplePath("purchase-orders.csv")
        let new = try temporaryCSV(Self.csv(edited))
        let found = try Self.found(old: old, new: new)
        #expect(found.added == expected.added)
        #expect(found.removed == expected.removed)
        #expect(found.changed == expected.changed)
        #expect(found == (try Self.reference(old: old, new: new)))
        #expect(found.unchanged == rows.count - 1 - found.removed.count - found.changed.count)
        // Spilled to disk in small runs and merged, the sort finds the same.
        #expect(try Self.found(old: old, new: new, budget: 1 << 10) == found)
    }

    @Test("a file against itself is empty")
    func itself() throws {
        let path = samplePath("purchase-orders.csv")
        let found = try Self.found(old: path, new: path)
        #expect(found.added.isEmpty && found.removed.isEmpty && found.changed.isEmpty)
        #expect(found.unchanged == 30)
    }
}
