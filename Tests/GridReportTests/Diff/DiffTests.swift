import Foundation
import Testing

@testable import GridReport

/// The diff of two reports made from CSV text, as a list of `mark key: changed columns`.
func diffReport(
    _ old: String, _ new: String, options: DiffOptions = DiffOptions(), countsFirst: Bool = true
) throws -> ReportDiff {
    let before = try Report(source: try source(old, name: "old.csv"), read: ReadOptions(), settings: ReportSettings())
    let after = try Report(source: try source(new, name: "new.csv"), read: ReadOptions(), settings: ReportSettings())
    return try ReportDiff(old: before, new: after, options: options, countsFirst: countsFirst)
}

/// Each row of a diff as `mark key [changed columns]`, the key its first shown cell.
func diffLines(_ diff: ReportDiff) throws -> [String] {
    var lines: [String] = []
    try diff.forEach { row in
        let key = DiffComparison.text(of: row.item(diff.columns.columns[0]))
        let changed = diff.columns.columns.indices.filter { row.changed[$0] }.map { diff.columns.columns[$0].name }
        lines.append(
            "\(row.change.mark.isEmpty ? "=" : row.change.mark) \(key)"
                + (changed.isEmpty ? "" : " " + changed.joined(separator: ",")))
    }
    return lines
}

@Suite("Diff: columns by title, rows by key, cells by type")
struct DiffTests {
    static let old = """
        Id,Name,Price,Fax,Since
        1,Apple,1.50,555-1,2024-03-04
        2,Pear,2,555-2,2024-01-01
        3,Plum,,555-3,2023-12-31
        4,Fig,4,555-4,2024-02-02
        """

    @Test("a report against itself is the same: every row unchanged, nothing added or removed")
    func itself() throws {
        let diff = try diffReport(Self.old, Self.old, options: DiffOptions(key: ["Id"]))
        #expect(diff.summary.isSame)
        #expect(diff.summary.line == "0 added, 0 removed, 0 changed, 4 unchanged")
        #expect(try diffLines(diff) == ["= 1", "= 2", "= 3", "= 4"])
    }

    @Test("numbers by value, dates as dates, a missing value equal only to a missing one")
    func typed() throws {
        let new = """
            Id,Name,Price,Margin,Since
            4,Fig,4.00,1,2024-02-02T00:00:00
            1,Apple,1.5,1,2024-03-04
            3,Plum,NA,1,2023-12-31
            2,Pear,0,1,2024-01-01
            5,Kiwi,7,1,2024-05-05
            """
        let diff = try diffReport(Self.old, new, options: DiffOptions(key: ["Id"]))
        #expect(diff.columns.columns.map(\.name) == ["Id", "Name", "Price", "Fax", "Margin", "Since"])
        #expect(diff.summary.line == "1 added, 0 removed, 1 changed, 3 unchanged; columns: +Margin, −Fax")
        #expect(try diffLines(diff) == ["= 1", "→ 2 Price", "= 3", "= 4", "+ 5"])
        #expect(!diff.summary.isSame)
    }

    @Test("text exactly, or without case when asked; key values always exactly")
    func text() throws {
        let new = Self.old.replacingOccurrences(of: "Pear", with: "PEAR")
        let exact = try diffReport(Self.old, new, options: DiffOptions(key: ["Id"]))
        #expect(try diffLines(exact) == ["= 1", "→ 2 Name", "= 3", "= 4"])
        let folded = try diffReport(Self.old, new, options: DiffOptions(key: ["Id"], ignoreCase: true))
        #expect(folded.summary.isSame)
        let byName = try diffReport(Self.old, new, options: DiffOptions(key: ["Name"], ignoreCase: true))
        #expect(byName.summary.line == "1 added, 1 removed, 0 changed, 3 unchanged")
    }

    @Test("a column typed differently is compared as text, with a note")
    func retyped() throws {
        let new = Self.old.replacingOccurrences(of: "1.50", with: "cheap")
        let diff = try diffReport(Self.old, new, options: DiffOptions(key: ["Id"]))
        #expect(diff.notes.map(\.description) == ["\"Price\" typed differently in the two reports: compared as text"])
        #expect(try diffLines(diff) == ["→ 1 Price", "= 2", "= 3", "= 4"])
    }

    @Test("without a key, the first column unique and non-empty in both, said in a note")
    func chosenKey() throws {
        let old = "Group,Code,Value\na,x,1\na,y,2\nb,z,3\n"
        let new = "Group,Code,Value\nb,z,3\na,y,5\n"
        let diff = try diffReport(old, new)
        #expect(diff.key == ["Code"])
        #expect(
            diff.notes.map(\.description) == [
                "the key is \"Code\", the first column unique and non-empty in both"
            ])
        #expect(diff.summary.line == "0 added, 1 removed, 1 changed, 1 unchanged")
    }

    @Test("with no unique column, whole rows are matched: a changed row is one removed and one added")
    func wholeRows() throws {
        let old = "A,B\n1,x\n1,x\n2,y\n"
        let new = "A,B\n2,z\n1,x\n1,x\n"
        let diff = try diffReport(old, new)
        #expect(diff.key.isEmpty)
        #expect(diff.notes.count == 1)
        #expect(diff.summary.line == "1 added, 1 removed, 0 changed, 2 unchanged")
    }

    @Test("a duplicate key is an error naming the value, the file and both lines")
    func duplicateKey() throws {
        let new = Self.old + "\n2,Pear again,3,555-5,2024-01-01"
        let error = try #require(gridError { _ = try diffReport(Self.old, new, options: DiffOptions(key: ["Id"])) })
        #expect(error.exitCode == 65)
        #expect(
            error.description
                == "new.csv:6: the key '2' is on line 3 too, so the rows cannot be matched (give a key that is unique in each file, of several columns if need be)"
        )
    }

    @Test("an input that is shorter when the diff reads it again: an I/O error (74) naming it")
    func unreadableMidway() throws {
        let path = NSTemporaryDirectory() + "gridreport-midway-\(UUID().uuidString).csv"
        defer { unlink(path) }
        var text = "Id,Name\n"
        for id in 0..<5_000 { text += "\(id),name \(id)\n" }
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let old = try Report(
            source: try ByteSource(path: path, displayName: "old.csv"), read: ReadOptions(), settings: ReportSettings())
        let new = try Report(source: try source(text, name: "new.csv"), read: ReadOptions(), settings: ReportSettings())
        #expect(truncate(path, 1_000) == 0)
        let error = try #require(
            gridError { _ = try ReportDiff(old: old, new: new, options: DiffOptions(key: ["Id"])) })
        #expect(error.exitCode == 74)
        #expect(error.description.hasPrefix("old.csv: the input changed while it was read"))
    }

    @Test("inputs said to be sorted are merged as they are, and a key out of order is an error naming its line")
    func sorted() throws {
        let new = "Id,Name\n1,Apple\n3,Plum\n5,Kiwi\n"
        let diff = try diffReport(
            "Id,Name\n1,Apple\n2,Pear\n3,Plum\n", new, options: DiffOptions(key: ["Id"], sorted: true))
        #expect(try diffLines(diff) == ["= 1", "− 2", "= 3", "+ 5"])
        let error = try #require(
            gridError {
                _ = try diffReport(
                    "Id,Name\n1,Apple\n3,Plum\n2,Pear\n", new, options: DiffOptions(key: ["Id"], sorted: true))
            })
        #expect(
            error.description
                == "old.csv:4: the key '2' comes before the key on line 3, but the file was said to be sorted by it (sort it by the key, or let the diff sort it)"
        )
    }

    @Test("a key column missing in one file names the file and the closest title; no shared column is an error")
    func keyErrors() throws {
        let missing = try #require(
            gridError { _ = try diffReport(Self.old, "Id,Name\n1,x\n", options: DiffOptions(key: ["Price"])) })
        #expect(missing.exitCode == 64)
        #expect(missing.description == "key: new.csv has no column \"Price\" (name key columns both reports have)")
        let renamed = try #require(
            gridError {
                _ = try diffReport(
                    "Ids,Name\n1,x\n", "Id,Name\n1,x\n", options: DiffOptions(key: ["Id"], keyOrigin: "--key"))
            })
        #expect(
            renamed.description
                == "--key: old.csv has no column \"Id\"; did you mean \"Ids\"? (name key columns both reports have)")
        let none = try #require(gridError { _ = try diffReport("A,B\n1,2\n", "C,D\n1,2\n") })
        #expect(none.exitCode == 65)
        #expect(
            none.description
                == "old.csv and new.csv share no column title, so there is nothing to compare (compare two versions of one report)"
        )
        let retyped = try #require(
            gridError { _ = try diffReport("Id,B\n1,2\n", "Id,B\nx1,2\n", options: DiffOptions(key: ["Id"])) })
        #expect(
            retyped.description
                == "key: the key \"Id\" holds numbers in the old report and text in the new (give the column one type in both (a spec's type: text), or another key)"
        )
    }
}
