import Foundation
import Testing

/// `gridreport view` in a real terminal: tmux runs it in a detached session of a fixed size, the
/// tests send keys and compare the pane with goldens, and check that the terminal is left as it
/// was found (`stty -a` before and after).
@Suite(.serialized, .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct ViewTerminalTests {
    /// A folder with items.csv: 200 rows of eight columns, too wide for 60 cells.
    func itemsFolder() throws -> URL {
        let folder = try temporaryFolder()
        let cities = ["Berlin", "Paris", "Rome", "Lisbon"]
        var text = "id,name,price,city,status,quantity,updated,note\n"
        for number in 1...200 {
            text +=
                "\(number),Item \(number),\(Double(number) * 1.25),\(cities[number % 4]),\(number % 3 == 0 ? "Open" : "Closed"),\(number * 7),2024-03-\(String(format: "%02d", number % 28 + 1)),a note on item \(number)\n"
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("items.csv"))
        return folder
    }

    /// The viewer on items.csv between two `stty -a`, its exit status written after it.
    func start(_ arguments: String = "", width: Int = 100, height: Int = 16) throws -> Tmux {
        let script =
            "stty -a > before.txt; \"$G\" view items.csv \(arguments) 2> err.txt; echo $? > status.txt; stty -a > after.txt"
        return try Tmux(width: width, height: height, script: script, in: try itemsFolder())
    }

    func expectRestored(_ tmux: Tmux, status expected: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let status = try tmux.waitForFile("status.txt")
        #expect(status == expected + "\n", "exit status", sourceLocation: sourceLocation)
        let after = try tmux.waitForFile("after.txt").map(Self.withoutSize)
        let before = Self.withoutSize(
            try String(contentsOf: tmux.folder.appendingPathComponent("before.txt"), encoding: .utf8))
        #expect(after == before, "stty -a differs after the viewer", sourceLocation: sourceLocation)
    }

    /// `stty -a` without the window's size, which a test may have changed on purpose.
    static func withoutSize(_ settings: String) -> String {
        settings.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
    }

    @Test("the first screen, a page down, G, a column scroll with the key frozen, a search, Enter, ?, then q")
    func moving() throws {
        let tmux = try start()
        defer { tmux.end() }
        try expectScreen(try tmux.wait { $0.contains("? help") }, "first")
        try tmux.send("PageDown")
        try expectScreen(try tmux.wait { $0.contains("row 13 of 200") }, "page-down")
        try tmux.send("G")
        try expectScreen(try tmux.wait { $0.contains("row 200 of 200") }, "last")
        try tmux.send("g")
        try tmux.resize(width: 76)
        try tmux.wait { $0.contains("row 1 of 200") && !$0.contains("note") }
        try tmux.send("l", "l", "l", "l", "l", "l", "l")
        try expectScreen(try tmux.wait { $0.contains("note (text)") }, "column-scroll")
        try tmux.resize(width: 100)
        try tmux.send("/")
        try tmux.send("item 150", literal: true)
        try tmux.send("Enter")
        try expectScreen(try tmux.wait { $0.contains("row 150 of 200") }, "search")
        try tmux.send("Enter")
        try expectScreen(try tmux.wait { $0.contains("whole: Esc returns") }, "row-whole")
        try tmux.send("Escape")
        try tmux.wait { $0.contains("regular  ? help") }
        try tmux.send("?")
        try expectScreen(try tmux.wait { $0.contains("Keys") }, "help")
        try tmux.send("x")
        try tmux.wait { !$0.contains("Keys") }
        try tmux.send("q")
        try expectRestored(tmux, status: "0")
    }

    @Test("S sorts by the current column, f filters with --where's grammar, F clears the filter")
    func sortAndFilter() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send("l", "l", "S")
        try expectScreen(try tmux.wait { $0.contains("sorted by price") }, "sort")
        try tmux.send("f")
        try tmux.send("city == \"Paris\"", literal: true)
        try tmux.send("Enter")
        try expectScreen(try tmux.wait { $0.contains("50 of 200 rows") }, "filter")
        try tmux.send("F")
        try tmux.wait { $0.contains("row 1 of 200  sorted by price") }
        try tmux.send("q")
        try expectRestored(tmux, status: "0")
    }

    @Test("--chart: C shows the chart render draws under the table, of the rows shown, Esc returns to them")
    func chart() throws {
        let tmux = try start("--chart bar:X=name,Y=price --where 'id <= 4'", width: 90, height: 12)
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send("C")
        let screen = try tmux.wait { $0.contains("chart: Esc returns") }
        #expect(screen.hasPrefix("price by name (bar)\nItem 1 ████"), "\(screen)")
        #expect(screen.contains("\nItem 4 ████"), "\(screen)")
        #expect(screen.contains("    5\n"), "\(screen)")
        try tmux.send("Escape")
        try tmux.wait { $0.contains("regular  ? help") }
        try tmux.send("q")
        try expectRestored(tmux, status: "0")
    }

    @Test("resizing across --compact-below switches to compact cards and back to the table, the row kept")
    func resize() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        try tmux.send(":", "4", "0", "Enter")
        try tmux.wait { $0.contains("row 40 of 200") }
        try tmux.resize(width: 60)
        try expectScreen(try tmux.wait { $0.contains("compact") }, "compact-60")
        try tmux.resize(width: 140)
        try expectScreen(try tmux.wait { $0.contains("regular") }, "regular-140")
        try tmux.send("Escape")
        try expectRestored(tmux, status: "0")
    }

    @Test("SIGTERM, SIGHUP and Ctrl-C leave the terminal as it was, with 128 + the signal's number")
    func signals() throws {
        for (signal, status) in [(SIGTERM, "143"), (SIGHUP, "129"), (0, "130")] {
            let tmux = try start()
            defer { tmux.end() }
            try tmux.wait { $0.contains("? help") }
            if signal == 0 {
                try tmux.send("C-c")
            } else {
                let viewer = try tmux.childPID()
                #expect(viewer > 0)
                if viewer > 0 { kill(viewer, signal) }
            }
            try expectRestored(tmux, status: status)
        }
    }

    @Test("an error while drawing (the file cut short under the viewer): the terminal as it was, one sentence, exit 74")
    func drawError() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") }
        #expect(truncate(tmux.folder.appendingPathComponent("items.csv").path, 100) == 0)
        try tmux.send("G")
        try expectRestored(tmux, status: "74")
        #expect(try tmux.screenAndCursor() == "0 1")
        let error = try String(contentsOf: tmux.folder.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(
            error == "gridreport: items.csv: the input changed while it was read (it is shorter on the second pass)\n")
    }

    @Test("standard input: the first screen comes from the first chunks while the input is still open")
    func standardInputEarly() throws {
        let folder = try itemsFolder()
        // 6,000 rows (about 500 KB, four chunks), then the pipe stays open: the whole input never comes.
        let items = try String(contentsOf: folder.appendingPathComponent("items.csv"), encoding: .utf8)
        let rows = items.split(separator: "\n").dropFirst()
        let many = ([items.split(separator: "\n")[0]] + (0..<30).flatMap { _ in rows }).joined(separator: "\n") + "\n"
        try Data(many.utf8).write(to: folder.appendingPathComponent("many.csv"))
        let script = "(cat many.csv; sleep 60) | \"$G\" view - 2> err.txt"
        let tmux = try Tmux(width: 100, height: 16, script: script, in: folder)
        defer { tmux.end() }
        let screen = try tmux.wait { $0.contains("? help") }
        #expect(screen.contains("-  row 1 of counting…  id (number)  regular  ? help"))
        try tmux.send("G")
        #expect(try tmux.wait { $0.contains("reading… G when the file is read") }.contains("row 1 of counting…"))
    }

    @Test("Ctrl-Z gives the terminal back, and fg draws the view again")
    func suspend() throws {
        let folder = try itemsFolder()
        let script =
            "stty -a > before.txt; exec bash --norc -i"
        let tmux = try Tmux(width: 100, height: 16, script: script, in: folder, environment: ["PS1": "shell> "])
        defer { tmux.end() }
        // capture-pane drops a line's trailing spaces.
        try tmux.wait { $0.contains("shell>") }
        try tmux.send("\"$G\" view items.csv", literal: true)
        try tmux.send("Enter")
        try tmux.wait { $0.contains("? help") }
        try tmux.send("j", "C-z")
        let suspended = try tmux.wait { $0.contains("Stopped") }
        #expect(!suspended.contains("? help"))
        try tmux.send("stty -a > during.txt; fg", literal: true)
        try tmux.send("Enter")
        try tmux.wait { $0.contains("row 2 of 200") }
        let during = try String(contentsOf: folder.appendingPathComponent("during.txt"), encoding: .utf8)
        let before = try String(contentsOf: folder.appendingPathComponent("before.txt"), encoding: .utf8)
        #expect(during == before, "stty -a differs while the viewer is stopped")
        try tmux.send("q")
        try tmux.wait { !$0.contains("? help") }
    }

    @Test("with no terminal to read keys from, one sentence and exit 64")
    func noTerminal() throws {
        let script = "setsid -w \"$G\" view items.csv 2> err.txt; echo $? > status.txt"
        let tmux = try Tmux(width: 100, height: 16, script: script, in: try itemsFolder())
        defer { tmux.end() }
        #expect(try tmux.waitForFile("status.txt") == "64\n")
        let error = try String(contentsOf: tmux.folder.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(error.hasPrefix("gridreport: view: no terminal can be opened for keys"), "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1)
    }

    @Test("--limit is refused in the viewer, which shows every row, rather than silently dropped")
    func limitRefused() throws {
        let tmux = try start("--limit 2")
        defer { tmux.end() }
        #expect(try tmux.waitForFile("status.txt") == "64\n")
        let error = try String(contentsOf: tmux.folder.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(error.hasPrefix("gridreport: --limit: does not apply to the viewer"), "\(error)")
    }
}

@Suite("view without a terminal")
struct ViewPipedTests {
    @Test("when standard output is not a terminal, view prints what render --mode auto prints and exits 0")
    func printsLikeRender() throws {
        for arguments in [
            ["Samples/stocks.csv"], ["Samples/penguins.csv", "--width", "60"],
            ["Samples/products.csv", "--mode", "regular"],
        ] {
            let viewed = try run(["view"] + arguments)
            let rendered = try run(["render"] + arguments + (arguments.contains("--mode") ? [] : ["--mode", "auto"]))
            #expect(viewed.status == 0, "\(viewed.stderr)")
            #expect(viewed.stdout == rendered.stdout)
            #expect(!viewed.stdout.isEmpty)
        }
    }

    @Test("--group-by in view is a summary's: sections are render's, and view says so at once, exit 64")
    func groupByRefused() throws {
        let grouped = try run(["view", "Samples/penguins.csv", "--group-by", "species"])
        #expect(grouped.status == 64)
        #expect(grouped.stdout.isEmpty)
        #expect(
            grouped.stderr
                == "gridreport: --group-by: the viewer shows no sections, so here it applies to a summary only (add --summary)\n"
        )
        // A spec's section keys likewise, naming where they are; the same spec renders.
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("view-sections-\(getpid()).yaml")
        try "title: Penguins\ngroupBy: species\n".write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        #expect(try run(["render", "Samples/penguins.csv", "--spec", spec.path]).status == 0)
        let specGrouped = try run(["view", "Samples/penguins.csv", "--spec", spec.path])
        #expect(specGrouped.status == 64)
        #expect(specGrouped.stdout.isEmpty)
        #expect(
            specGrouped.stderr
                == "gridreport: \(spec.path):2:10: the viewer shows no sections, so a spec's groupBy, totals, sortGroups and collapsed do not apply (use render, export or preview for sections, or add summary: true for a summary)\n"
        )
    }

    @Test("--limit, printed: the subset render shows")
    func limit() throws {
        let limited = try run(["view", "Samples/stocks.csv", "--limit", "2"])
        #expect(limited.status == 0)
        #expect(limited.stdout.contains("See All (12)"))
    }
}
