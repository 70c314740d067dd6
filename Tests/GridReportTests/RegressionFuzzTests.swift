import Foundation
import Testing

@testable import GridReport

/// Inputs the fuzz targets (Fuzz/Targets) and the bad-input corpus found crashing or misbehaving,
/// kept as tests once fixed. Each one names the target or the command line that found it.
@Suite("Regressions found by fuzzing")
struct RegressionFuzzTests {
    let names = ["A", "B"]

    /// widths: `--points-per-cell 1e-300` (or `--spacing 1e300`) made the spacing in cells too
    /// large for an Int and trapped; now the columns simply do not fit.
    @Test("tiny points per cell or huge spacing: a usage error, not a trap")
    func hugeSpacingCells() throws {
        for geometry in [
            TableGeometry(pointsPerCell: 1e-300), TableGeometry(spacingPoints: 1e300),
            TableGeometry(pointsPerCell: .leastNonzeroMagnitude, spacingPoints: .greatestFiniteMagnitude),
        ] {
            #expect(geometry.spacingCells == TableGeometry.maximumTotalCells + 1)
            let error = gridError {
                _ = try WidthResolver.resolve(
                    [.flexible, .fraction(0.5)], names: names, geometry: geometry, totalCells: 100)
            }
            #expect(error?.exitCode == 64)
            #expect(error?.location == ErrorText(.widths))
        }
        // One column has no gaps: it still lays out.
        let one = try WidthResolver.resolve(
            [.flexible], names: ["A"], geometry: TableGeometry(border: .none, pointsPerCell: 1e-300),
            totalCells: 10)
        #expect(one.cells == [10])
    }

    /// widths: `--widths=1e300,1` trapped converting the needed cells to an Int for the message.
    @Test("points beyond any terminal: an error that prints the value, or shrunk")
    func hugePoints() throws {
        let error = gridError {
            _ = try WidthResolver.resolve(
                [.points(1e300), .points(8)], names: names, geometry: TableGeometry(), totalCells: 100)
        }
        #expect(error?.exitCode == 64)
        #expect(error?.message.description.contains("e+") == true)
        let shrunk = try WidthResolver.resolve(
            [.points(1e300), .points(1e300)], names: names, geometry: TableGeometry(border: .none),
            totalCells: 100, fit: .shrink)
        #expect(shrunk.cells.reduce(0, +) <= 98)
        #expect(shrunk.cells.allSatisfy { $0 >= 1 })
        // Huge points per cell: the content width in points overflows to infinity.
        let fractions = try WidthResolver.resolve(
            [.fraction(0.5), .flexible], names: names,
            geometry: TableGeometry(border: .none, pointsPerCell: .greatestFiniteMagnitude, spacingPoints: 0),
            totalCells: 100)
        #expect(fractions.cells == [50, 50])
    }

    /// `gridreport render --width 9223372036854775807 --mode compact` trapped allocating a
    /// separator that wide; in regular mode with a flexible column it printed forever; and the
    /// resolver's sums overflowed an Int (the widths target).
    @Test("a width beyond any terminal is a usage error naming --width")
    func hugeTotalCells() throws {
        let error = gridError {
            _ = try WidthResolver.resolve(
                [.flexible, .fraction(0.5)], names: names, geometry: TableGeometry(), totalCells: Int.max)
        }
        #expect(error?.exitCode == 64)
        #expect(error?.location == ErrorText(.width))
        #expect(gridError { try TableGeometry.checkTotalCells(TableGeometry.maximumTotalCells) } == nil)

        let report = try Report(source: try source("a,b\nx,1\n"), read: ReadOptions(), settings: ReportSettings())
        var out = ""
        let compact = gridError {
            try report.renderCompact(
                plan: try report.bindingPlan(bindOptions: []), totalCells: Int.max, accessory: .none, color: false,
                to: &out)
        }
        #expect(compact?.location == ErrorText(.width))
        // The resolver itself takes wider totals (a sheet's width in points comes through it).
        let sheet = try WidthResolver.resolve(
            [.flexible, .fraction(0.5)], names: names,
            geometry: TableGeometry(border: .none, pointsPerCell: 1, spacingPoints: 0),
            totalCells: 100_000)
        #expect(sheet.cells == [50_000, 50_000])
        let regular = gridError {
            _ = try report.resolveWidths(
                geometry: TableGeometry(), totalCells: TableGeometry.maximumTotalCells + 1, fit: .error)
        }
        #expect(regular?.location == ErrorText(.width))
        #expect(out.isEmpty)
    }

    /// csv_fixed: a row padded by `--ragged pad` had its missing fields located at the end of the
    /// buffer, so their line depended on how much of the file was read at once.
    @Test("padded fields are located on their record's line, whatever the buffer size")
    func paddedFieldLocation() throws {
        for capacity in [16, 1 << 20] {
            let reader = try CSVReader(
                source: try source("a,b,c\n1\n\n\n4,5,6\n"), options: CSVOptions(ragged: .pad),
                initialCapacity: capacity)
            #expect(try reader.next())
            #expect(try reader.next())
            #expect(reader.fieldCount == 3)
            #expect(reader.location(ofField: 1) == SourceLocation(file: "data.csv", line: 2, column: 2))
            #expect(reader.location(ofField: 2) == SourceLocation(file: "data.csv", line: 2, column: 2))
        }
    }

    /// The corpus's 100,000 columns: each number column built its own NumberFormatter (20 s and
    /// 1.3 GB before the first line), and the error listed all 100,000 columns and said "only
    /// -299901 fit".
    @Test("100,000 columns: formatters shared, and a short error naming --width")
    func manyColumns() throws {
        let count = 100_000
        let text =
            (1...count).map { "c\($0)" }.joined(separator: ",") + "\n"
            + (1...count).map { String($0 % 10) }.joined(separator: ",") + "\n"
        let report = try Report(source: try source(text), read: ReadOptions(), settings: ReportSettings())
        #expect(report.renderers.count == count)
        #expect(Set(report.renderers.compactMap { $0.map(ObjectIdentifier.init) }).count == 1)
        // Too many columns for one table: blocks of columns, each within the width.
        let layout = try report.tableLayout(geometry: TableGeometry(), totalCells: 100, fit: .error)
        #expect(layout.blocks.count > 1000)
        #expect(layout.blocks.allSatisfy { $0.cells.reduce(0, +) + 3 * $0.cells.count + 1 <= 100 })
        #expect(Set(layout.blocks.flatMap(\.columns)).count == count)
        let widths = gridError {
            _ = try WidthResolver.checkCount([.flexible], names: (1...count).map { "c\($0)" })
        }
        #expect(
            widths?.hint
                == "give one value per column: 1 (c1), 2 (c2), 3 (c3), 4 (c4), 5 (c5), 6 (c6), 7 (c7), 8 (c8), 9 (c9), 10 (c10) and 99990 more"
        )
    }

    /// Found through the spec fuzz target: `LANG=ü gridreport render …` trapped in Foundation's
    /// NumberFormatter; a variable that holds no locale identifier is now passed over like `C`.
    @Test("a locale variable that is no locale identifier is passed over")
    func environmentLocale() {
        #expect(LocaleChoice.resolve(option: nil, environment: ["LANG": "ü"]) == "en_US")
        #expect(
            LocaleChoice.resolve(option: nil, environment: ["LC_ALL": "\u{FFFD}e", "LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(LocaleChoice.resolve(option: nil, environment: ["LANG": "fr_FR.UTF-8@euro"]) == "fr_FR")
    }

    /// Found by the bad-input corpus: `render terminal-escapes.csv` with the column typed as a
    /// number printed `'<ESC>[31mRED<ESC>[0m' in column Note is not a number` with the raw ESC, so
    /// a cell could drive the terminal through stderr. Errors and warnings now print sanitized.
    @Test("errors and warnings print quoted input sanitized")
    func sanitizedMessages() {
        let error = GridReportError.data(
            SourceLocation(file: "a\u{1B}]0;x\u{07}.csv", line: 2, column: 5),
            "'\u{1B}[31mRED' in column \u{202E}Note is not a number", hint: "fix\u{9B}it")
        #expect(
            error.description
                == "a\u{241B}]0;x\u{2407}.csv:2:5: '\u{241B}[31mRED' in column <U+202E>Note is not a number (fix\\u{009B}it)"
        )
        #expect(error.message.description.contains("\u{1B}"))
        var lines: [String] = []
        let log = WarningLog(write: { lines.append($0) })
        log.warn("cell", "column \u{1B}[2J is wide")
        #expect(lines == ["column \u{241B}[2J is wide"])
    }

    /// csv_fixed: a run of 64 NULs after two rows was binary input for a 1 MiB buffer (checked on
    /// the first read) but not for a 21-byte one, which returned the rows; then, with the check
    /// moved to the record, a run inside a quoted field followed by text after its closing quote
    /// was the quote error for one buffer and binary input for another. The record that holds the
    /// run is the error, and a run before a syntax error wins: the same rows, the same error.
    @Test(
        "a NUL run: the same records and error with any buffer size",
        arguments: [
            ("nul-run-after-rows.csv", UInt8(ascii: ","), RaggedPolicy.allCases[0]),
            ("nul-run-in-bad-quote.csv", UInt8(0x15), RaggedPolicy.allCases[1]),
        ])
    func nulRun(file: String, delimiter: UInt8, ragged: RaggedPolicy) throws {
        let path = packageRoot.appendingPathComponent("Tests/BadInput/\(file)").path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var outcomes: [([[String]], String?)] = []
        for capacity in [16, 21, 57, 64, 1 << 20] {
            let reader = try CSVReader(
                source: try source(bytes), options: CSVOptions(delimiter: delimiter, ragged: ragged),
                initialCapacity: capacity)
            var rows: [[String]] = []
            let error = gridError {
                while try reader.next() { rows.append(try (0..<reader.fieldCount).map { try reader.string(at: $0) }) }
            }
            outcomes.append((rows, error?.description))
        }
        for outcome in outcomes {
            #expect(outcome.0 == outcomes[0].0 && outcome.1 == outcomes[0].1)
            #expect(outcome.1?.contains("the input looks binary, not CSV: 64 NUL bytes in a row at byte") == true)
        }
        if file == "nul-run-after-rows.csv" {
            #expect(outcomes[0].0 == [["a", "b"]])
            #expect(
                outcomes[0].1?.hasPrefix("data.csv: the input looks binary, not CSV: 64 NUL bytes in a row at byte 12")
                    == true)
        }
    }
}
