import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

/// The loop on a real pseudo-terminal: whatever ends it, the terminal is left as it was found —
/// its settings (cooked mode, echo), the main screen, the cursor shown.
@Suite("Viewer loop on a terminal", .serialized)
struct ViewerLoopTests {
    /// A pseudo-terminal 40 × 8: the viewer's side opened as `RawTerminal` opens /dev/tty, and the
    /// other side, where keys are typed and what the viewer draws arrives.
    final class Pty {
        let master: Int32
        let path: String

        init() throws {
            // posix_openpt and ptsname are not in Swift's Glibc: the same through /dev/ptmx and
            // Linux's ioctls (TIOCSPTLCK unlocks the other side, TIOCGPTN names it).
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
            else { throw TerminalError.noTerminal(errno: errno) }
            path = "/dev/pts/\(number)"
            var size = winsize(ws_row: 8, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        }

        deinit { close(master) }

        /// What the viewer wrote so far.
        func output() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer.prefix(count)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The terminal's settings that raw mode changes.
    static func modes(_ descriptor: Int32) -> [UInt] {
        var settings = termios()
        _ = tcgetattr(descriptor, &settings)
        return [UInt(settings.c_iflag), UInt(settings.c_oflag), UInt(settings.c_cflag), UInt(settings.c_lflag)]
    }

    /// A real terminal whose keys are `keys`, one read each (raw mode flushes what was typed
    /// before it), after which reading fails as when the terminal goes away without a hang-up.
    final class ScriptedTerminal: ViewerTerminal {
        let real: RawTerminal
        var keys: [String]

        init(_ real: RawTerminal, keys: [String]) {
            self.real = real
            self.keys = keys
        }
        func start() throws { try real.start() }
        func restore() { real.restore() }
        func size() -> (columns: Int, rows: Int)? { real.size() }
        func write(_ text: String) { real.write(text) }
        func read(timeout: Int32, wake: Int32) throws -> [UInt8]? {
            guard !keys.isEmpty else { throw TerminalError.read(errno: EIO) }
            return Array(keys.removeFirst().utf8)
        }
    }

    @Test("a read error ends the loop with it, the terminal restored: settings, main screen, cursor")
    func readError() throws {
        let pty = try Pty()
        let terminal = try RawTerminal(path: pty.path)
        let before = Self.modes(terminal.descriptor)
        let viewer = try makeViewer(itemsCSV(count: 30), width: 40, height: 8)
        #expect(throws: TerminalError.read(errno: EIO)) {
            _ = try ViewerLoop.run(viewer, on: ScriptedTerminal(terminal, keys: ["j"]))
        }
        #expect(viewer.currentRow == 1)
        #expect(Self.modes(terminal.descriptor) == before)
        let output = pty.output()
        #expect(output.hasPrefix(RawTerminal.enter))
        #expect(output.contains("row 2 of 30"))
        #expect(output.hasSuffix(RawTerminal.leave))
    }

    @Test("an error thrown while drawing (the file cut short under the viewer) ends the loop, the terminal restored")
    func drawError() throws {
        let pty = try Pty()
        let terminal = try RawTerminal(path: pty.path)
        let before = Self.modes(terminal.descriptor)
        let path = NSTemporaryDirectory() + "gridreport-loop-\(UUID().uuidString).csv"
        try Data(itemsCSV(count: 2000).utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let report = try Report(
            source: try ByteSource(path: path, displayName: "data.csv"), read: ReadOptions(), settings: ReportSettings()
        )
        let viewer = try Viewer(
            report: report,
            settings: ViewerSettings(
                geometry: TableGeometry(), fit: .error, color: false, theme: nil,
                plan: try report.bindingPlan(bindOptions: []), labels: true, keys: nil, mode: .auto,
                compactBelowPoints: ReportSpec.defaultCompactBelow, name: "data.csv"),
            width: 40, height: 8)
        _ = try viewer.draw()
        #expect(truncate(path, 200) == 0)
        let error = #expect(throws: GridReportError.self) {
            _ = try ViewerLoop.run(viewer, on: ScriptedTerminal(terminal, keys: ["G"]))
        }
        #expect(
            error?.sentence(naming: { "\($0)" })
                == "data.csv: the input changed while it was read (it is shorter on the second pass)")
        #expect(error?.exitCode == 74)
        #expect(Self.modes(terminal.descriptor) == before)
        let output = pty.output()
        #expect(output.hasPrefix(RawTerminal.enter))
        #expect(output.hasSuffix(RawTerminal.leave))
    }

    @Test("Ctrl-C typed during a search of every row stops it and ends the viewer (130), nothing found or moved")
    func interruptSearch() throws {
        let pty = try Pty()
        let terminal = try RawTerminal(path: pty.path)
        for typed in ["j", "\u{3}"] {
            // More rows than a poll's worth, so that the search reads the key typed meanwhile.
            let viewer = try makeViewer(itemsCSV(count: 3 * ViewerLoop.pollRows), width: 40, height: 8)
            let status = try ViewerLoop.run(viewer, on: ScriptedTerminal(terminal, keys: ["/zzz\r", typed, "q"]))
            if typed == "j" {
                // A key that is no Ctrl-C is kept for after the search, which goes on to its end.
                #expect(status == 0 && viewer.currentRow == 1)
            } else {
                #expect(status == 130 && viewer.currentRow == 0 && viewer.message == nil)
            }
        }
    }
}
