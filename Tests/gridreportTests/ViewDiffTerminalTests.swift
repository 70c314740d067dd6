import Foundation
import Testing

/// `gridreport view --diff` in a real terminal (see `ViewTerminalTests`): `n` and `N` go from
/// change to change past the unchanged rows `--all` shows, until a search is made.
@Suite(.serialized, .enabled(if: Tmux.missing == nil, Tmux.skipMessage))
struct ViewDiffTerminalTests {
    /// Samples/products.csv against Samples/products-new.csv by Model, unchanged rows too: ten
    /// rows, the changes at 1 (→), 3 (→), 5 (−), 7 (→) and 8 (+).
    func start(width: Int = 80, height: Int = 14) throws -> Tmux {
        let folder = try temporaryFolder()
        for name in ["products.csv", "products-new.csv"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Samples/\(name)"), to: folder.appendingPathComponent(name))
        }
        let script =
            "stty -a > before.txt; \"$G\" view products-new.csv --diff products.csv --key Model --all --select Model,Availability,Price 2> err.txt; echo $? > status.txt; stty -a > after.txt"
        return try Tmux(width: width, height: height, script: script, in: folder)
    }

    @Test("n and N: the next and the previous change, round the end; after a search, its matches")
    func nextChange() throws {
        let tmux = try start()
        defer { tmux.end() }
        try tmux.wait { $0.contains("? help") && $0.contains("row 1 of 10") }
        try tmux.send("n")
        try expectScreen(try tmux.wait { $0.contains("row 3 of 10") }, "diff-next-change")
        for row in [5, 7, 8] {
            try tmux.send("n")
            try tmux.wait { $0.contains("row \(row) of 10") }
        }
        try tmux.send("n")
        try tmux.wait { $0.contains("row 1 of 10") && $0.contains("change: wrapped around") }
        try tmux.send("N")
        try tmux.wait { $0.contains("row 8 of 10") && $0.contains("change: wrapped around") }
        try tmux.send("N")
        try tmux.wait { $0.contains("row 7 of 10") && !$0.contains("wrapped") }
        // A search made, n repeats it, as in less.
        try tmux.send("/")
        try tmux.send("HT-20", literal: true)
        try tmux.send("Enter")
        try tmux.wait { $0.contains("row 10 of 10") }
        try tmux.send("n")
        try tmux.wait { $0.contains("row 10 of 10") && $0.contains("search wrapped around") }
        try tmux.send("q")
        try ViewTerminalTests().expectRestored(tmux, status: "0")
        let error = try String(contentsOf: tmux.folder.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(error == "")
    }
}
