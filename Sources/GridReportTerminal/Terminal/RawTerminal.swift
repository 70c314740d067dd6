import Foundation

/// The controlling terminal in the viewer's state: raw mode (no echo, no line editing, no signals
/// from keys, so that Ctrl-C and Ctrl-Z reach the viewer as keys), the alternate screen, cursor
/// hidden, mouse wheel reports on. `restore` puts back exactly the settings found, and is safe to
/// call more than once and from a signal's path.
public final class RawTerminal {
    /// The terminal: keys are read from it and the screen drawn to it (standard input may be the data).
    public let descriptor: Int32
    private var original = termios()
    private var raw = termios()
    private var isRaw = false

    /// Alternate screen, cursor hidden, SGR mouse reports of buttons (the wheel), and the keypad
    /// in normal mode so that arrows come as `ESC [ A`.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?1l"
    /// The same, undone in reverse order; the main screen comes back with what it showed.
    static let leave = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Opens `/dev/tty` (or `path`), which must be a terminal.
    public init(path: String = "/dev/tty") throws {
        let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TerminalError.noTerminal(errno: errno) }
        guard tcgetattr(descriptor, &original) == 0 else {
            let code = errno
            close(descriptor)
            throw TerminalError.noTerminal(errno: code)
        }
        self.descriptor = descriptor
    }

    deinit {
        restore()
        close(descriptor)
    }

    /// Raw mode and the alternate screen.
    public func start() throws {
        raw = original
        // As cfmakeraw, but output processing stays on: "\n" still starts a line where we write one.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw TerminalError.settings(errno: errno) }
        isRaw = true
        write(Self.enter)
    }

    /// Ctrl-C, Ctrl-\ and Ctrl-Z as signals (`on`) or as keys (raw mode). On while the viewer works
    /// through a step, which reads no keys until it ends: a step that takes long then hears Ctrl-C
    /// as SIGINT, as it hears SIGTERM. Input already typed is kept (no flush) either way.
    public func keysAsSignals(_ on: Bool) {
        guard isRaw else { return }
        var settings = raw
        if on { settings.c_lflag |= tcflag_t(ISIG | NOFLSH) }
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// The terminal as it was found: main screen, settings, cursor.
    public func restore() {
        guard isRaw else { return }
        isRaw = false
        write(Self.leave)
        _ = tcsetattr(descriptor, TCSAFLUSH, &original)
    }

    /// Rows and columns, or nil when the terminal does not say.
    public func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all of `text`, retrying short writes; a terminal that is gone is noticed on reading.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
        bytes.removeAll()
    }

    /// Reads what is there, waiting at most `timeout` milliseconds (-1: until something comes) for
    /// a key or for `wake` (a signal's pipe) to become readable. Returns nil on a timeout or a wake.
    public func read(timeout: Int32, wake: Int32) throws -> [UInt8]? {
        var fds = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, timeout)
        if ready < 0 {
            if errno == EINTR { return nil }
            throw TerminalError.read(errno: errno)
        }
        guard ready > 0, fds[0].revents != 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return nil }
        // End of file or an error: the terminal is gone (hung up).
        guard count > 0 else { throw TerminalError.read(errno: count == 0 ? EIO : errno) }
        return Array(buffer.prefix(count))
    }
}
