import Foundation
import Testing

@testable import GridReport

/// Both passes read the input in chunks of records on several threads. Cut into one record a
/// chunk, every view must print exactly what one chunk prints, warn the same and fail the same.
@Suite("Output does not depend on how the input is cut")
struct ChunkIndependenceTests {
    /// What a render printed, warned and threw.
    struct Outcome: Equatable {
        var text = ""
        var warnings: [String] = []
        var error: String?
    }

    enum View: Sendable {
        case regular(widths: [ColumnWidth]?, geometry: TableGeometry, width: Int, wrap: Bool)
        case compact(width: Int)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var read = ReadOptions()
        var settings = ReportSettings()
        var view: View
        var testDescription: String { file }
    }

    static let fiori: [ColumnWidth] = [
        .flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1),
    ]
    static let cases: [Case] = [
        Case(
            file: "Samples/stocks.csv",
            view: .regular(widths: fiori, geometry: TableGeometry(accessory: .disclosure), width: 100, wrap: false)),
        Case(
            file: "Samples/products.csv", view: .regular(widths: nil, geometry: TableGeometry(), width: 80, wrap: false)
        ),
        Case(
            file: "Samples/international.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 70, wrap: true)),
        Case(
            file: "Samples/european.csv", read: ReadOptions(inputLocale: "de_DE"),
            settings: ReportSettings(locale: "de_DE"),
            view: .regular(widths: nil, geometry: TableGeometry(border: .markdown), width: 90, wrap: false)),
        Case(file: "Samples/stocks.csv", view: .compact(width: 60)),
        Case(
            file: "Samples/identifiers.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 90, wrap: false)),
        Case(
            file: "Tests/BadInput/terminal-escapes.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 80, wrap: false)),
        Case(
            file: "Tests/BadInput/mixed-line-ends.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 80, wrap: false)),
        Case(
            file: "Tests/BadInput/ragged-row.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 100, wrap: false)),
        Case(
            file: "Tests/BadInput/utf8-truncated.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 100, wrap: false)),
        Case(
            file: "Tests/BadInput/unterminated-quote.csv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 100, wrap: false)),
        // Quoting sniffed off by the first reader: every chunk's reader reads without it too.
        Case(
            file: "Tests/RealData/mrpc-dev.tsv",
            view: .regular(widths: nil, geometry: TableGeometry(), width: 100, wrap: true)),
    ]

    func render(_ path: String, read: ReadOptions, settings: ReportSettings, view: View, chunkBytes: Int) -> Outcome {
        var read = read
        read.chunkBytes = chunkBytes
        var outcome = Outcome()
        let lines = Locked([String]())
        let warnings = WarningLog(write: { line in lines.set(lines.value + [line]) })
        do {
            let name = URL(fileURLWithPath: path).lastPathComponent
            switch view {
            case .regular(let widths, let geometry, let width, let wrap):
                let report = try Report(
                    source: ByteSource(path: path, displayName: name), read: read, settings: settings, widths: widths)
                try report.renderRegular(
                    geometry: geometry, totalCells: width, fit: .error, wrap: wrap, color: false,
                    warnings: warnings, to: &outcome.text)
            case .compact(let width):
                let report = try Report(
                    source: ByteSource(path: path, displayName: name), read: read, settings: settings)
                try report.renderCompact(
                    plan: report.bindingPlan(bindOptions: []), totalCells: width, accessory: .none,
                    color: false, to: &outcome.text)
            }
        } catch {
            outcome.error = "\(error)"
        }
        warnings.flush()
        outcome.warnings = lines.value
        return outcome
    }

    @Test("one-record chunks print what one chunk prints", arguments: cases)
    func sameOutput(_ test: Case) throws {
        let path = packageRoot.appendingPathComponent(test.file).path
        let whole = render(path, read: test.read, settings: test.settings, view: test.view, chunkBytes: .max)
        let cut = render(path, read: test.read, settings: test.settings, view: test.view, chunkBytes: 1)
        #expect(cut == whole)
        #expect(!whole.text.isEmpty || whole.error != nil)
    }

    /// Numbers too wide for their column in many rows: the warning shown is the first row's, and
    /// the count of the others is the same, though other threads met them first.
    @Test("warnings from many chunks: the first in the file is shown, the others counted")
    func warnings() throws {
        let rows = (1...400).map { "item \($0),\($0 * 1_000_003)\n" }.joined()
        let path = try temporaryCSV("name,amount\n" + rows, name: "wide.csv")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let view = View.regular(widths: [.flexible, .points(40)], geometry: TableGeometry(), width: 40, wrap: false)
        let whole = render(path, read: ReadOptions(), settings: ReportSettings(), view: view, chunkBytes: .max)
        let cut = render(path, read: ReadOptions(), settings: ReportSettings(), view: view, chunkBytes: 1)
        #expect(whole.error == nil)
        #expect(
            whole.warnings.first?.contains("line 2: a number in column amount needs 9 cells") == true,
            "\(whole.warnings)")
        #expect(whole.warnings.count == 2)
        #expect(cut == whole)
    }

    /// A value that is not a number, 300 rows into a column typed as number: the rows before it
    /// are laid out, then the error.
    @Test("an error halfway: the same rows before it, the same message")
    func errorHalfway() throws {
        let rows = (1...600).map { "item \($0),\($0 == 300 ? "n/a" : String($0))\n" }.joined()
        let path = try temporaryCSV("name,amount\n" + rows, name: "late.csv")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var settings = ReportSettings()
        var amount = ColumnSettings()
        amount.type = .number
        settings.columns = [ColumnSettingsEntry(column: "amount", settings: amount, origin: "late.yaml")]
        let view = View.regular(widths: [.flexible, .points(80)], geometry: TableGeometry(), width: 40, wrap: false)
        let whole = render(path, read: ReadOptions(), settings: settings, view: view, chunkBytes: .max)
        let cut = render(path, read: ReadOptions(), settings: settings, view: view, chunkBytes: 1)
        #expect(
            whole.error?.contains("late.csv:301:10: 'n/a' in column amount is not a number") == true,
            "\(String(describing: whole.error))")
        #expect(whole.text.contains("item 299 ") && !whole.text.contains("item 300 "))
        #expect(!whole.text.contains("└"))
        #expect(cut == whole)
    }

    /// A CSV in a folder of its own; the caller removes the folder.
    func temporaryCSV(_ text: String, name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "gridreport-chunks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
