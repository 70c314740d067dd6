import Foundation
import Testing

/// Issue 46, item 8: a 9-column file in an 80×24 terminal comes in blocks of columns a screen of
/// rows at a time; render says so once, with the ways out, and only where it happens.
@Suite("First hour, round 2: blocks on a terminal (issue 46)", .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct FirstHourBlocksTests {
    static let title = "Order ID,Order Date,Region,Rep,Product,Units,Unit Price,Total,Ship Date\n"

    func rows(_ count: Int) -> String {
        Self.title
            + (0..<count).map {
                "\(1000 + $0),2024-01-10,Central,Jardine,Pencil Case Deluxe,\($0),1.99,\(Double($0) * 1.99),2024-01-20\n"
            }
            .joined()
    }

    /// Runs render in an 80×24 tmux pane (stdout the terminal) and returns what it wrote on stderr.
    func stderr(of file: String, _ arguments: String = "") throws -> String {
        let folder = try temporaryFolder()
        try Data(rows(file == "long.csv" ? 200 : 5).utf8).write(to: folder.appendingPathComponent(file))
        let tmux = try Tmux(
            width: 80, height: 24, script: "$G render \(file) \(arguments) 2> err.txt; echo done > done.txt", in: folder
        )
        defer { tmux.end() }
        #expect(try tmux.waitForFile("done.txt") == "done\n")
        return try String(contentsOf: folder.appendingPathComponent("err.txt"), encoding: .utf8)
    }

    @Test("8: a file longer than the screen that needs blocks gets one note naming view, --mode auto and --select")
    func longFileNote() throws {
        let text = try stderr(of: "long.csv", "--verbose")
        #expect(
            text
                == "gridreport: note: 9 columns need 2 blocks at 80 cells, so each screen of rows is shown once per block; gridreport view scrolls sideways, --mode auto shows cards, --select picks columns\n"
        )
    }

    @Test("8: no note for a file that fits one screen, nor with --page-rows, nor when the columns fit")
    func noNote() throws {
        #expect(try stderr(of: "short.csv", "--verbose") == "")
        #expect(try stderr(of: "long.csv", "--verbose --page-rows 500") == "")
        #expect(try stderr(of: "long.csv", "--verbose --select 'Order ID,Region,Total'") == "")
    }
}
