import Foundation
import Testing

/// The viewer's frequency table (`c`) and a summary opened in the viewer, in a real terminal:
/// tmux runs `gridreport view` at a fixed size, the tests send keys and compare the pane with
/// goldens; the terminal is left as it was found (see `ViewTerminalTests`).
@Suite(.serialized, .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct ViewFrequencyTerminalTests {
    /// flights.csv: 60 flights in six columns; carriers repeat unevenly (UA most, then AA, DL and
    /// WN), one carrier is missing.
    func flightsFolder() throws -> URL {
        let folder = try temporaryFolder()
        let carriers = ["UA", "AA", "UA", "DL", "AA", "UA", "WN", "DL"]
        var text = "flight,carrier,delay,origin,dest,note\n"
        for number in 1...60 {
            let carrier = number == 13 ? "" : carriers[number % carriers.count]
            let places = "\(["JFK", "SFO", "ORD"][number % 3]),\(["LAX", "SEA", "BOS", "MIA"][number % 4])"
            text += "\(number),\(carrier),\(number % 9 * 5 - 10),\(places),flight \(number) on time\n"
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("flights.csv"))
        return folder
    }

    func start(_ arguments: String = "", width: Int = 80, height: Int = 14) throws -> Tmux {
        let script =
            "stty -a > before.txt; \"$G\" view flights.csv \(arguments) 2> err.txt; echo $? > status.txt; stty -a > after.txt"
        return try Tmux(width: width, height: height, script: script, in: try flightsFolder())
    }

    /// As `ViewTerminalTests` checks it, and nothing said on standard error.
    func expectRestored(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ViewTerminalTests().expectRestored(tmux, status: "0", sourceLocation: sourceLocation)
        let error = try String(contentsOf: tmux.folder.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(error == "", sourceLocation: sourceLocation)
    }

    @Test("c opens the current column's frequency table; Enter shows a value's rows, the filter said; F clears it")
    func frequencyAndFilter() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send("l", "c")
        try expectScreen(try tmux.wait { $0.contains("carrier frequency") }, "frequency")
        // The third most frequent: DL, 15 flights.
        try tmux.send("j", "j", "Enter")
        try expectScreen(try tmux.wait { $0.contains("where carrier") }, "frequency-filter")
        try tmux.send("F")
        try tmux.wait { $0.contains("row 1 of 60  carrier (text)") }
        // The missing carrier's row: `is empty`.
        try tmux.send("c", "G", "Enter")
        try tmux.wait { $0.contains("1 of 60 rows where carrier is empty") }
        try tmux.send("q")
        try expectRestored(tmux)
    }

    @Test("q and Esc over the table come back to the grid as it was: the same row, column and scroll")
    func backRestores() throws {
        let tmux = try start("--mode regular", width: 40)
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send(":", "4", "2", "Enter", "j", "j", "j")
        try tmux.send("l", "l", "l", "l", "l")
        let before = try tmux.wait { $0.contains("row 45 of 60") && $0.contains("on time") }
        #expect(before.contains("│     42 │") && !before.contains("carrier"))
        for back in ["q", "Escape"] {
            try tmux.send("c")
            try tmux.wait { $0.contains("│ Count │") }
            try tmux.send("j", back)
            let after = try tmux.wait { $0.contains("row 45 of 60") }
            #expect(after == before)
        }
        try tmux.send("q")
        try expectRestored(tmux)
    }

    @Test("on a narrow window the frequency table shows compact cards, as any report")
    func narrow() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send("l", "c")
        try tmux.wait { $0.contains("carrier frequency") }
        try tmux.resize(width: 36)
        try expectScreen(try tmux.wait { $0.contains("carrier: UA") }, "frequency-compact")
        try tmux.send("q", "q")
        try expectRestored(tmux)
    }

    @Test("view --group-by --summary opens the summary, and c counts its column")
    func summary() throws {
        let tmux = try start("--group-by carrier --summary --total delay=avg")
        defer { tmux.end() }
        try expectScreen(try tmux.wait { $0.contains("? help") }, "summary")
        try tmux.send("q")
        try expectRestored(tmux)
    }
}
