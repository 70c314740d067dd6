/// What can go wrong with the terminal itself; the command turns these into sentences.
public enum TerminalError: Error, Equatable {
    /// The controlling terminal (`/dev/tty`) cannot be opened, so there are no keys to read.
    case noTerminal(errno: Int32)
    /// Its settings cannot be read or changed (it is not a terminal after all).
    case settings(errno: Int32)
    /// Reading keys failed midway (the terminal went away).
    case read(errno: Int32)
}
