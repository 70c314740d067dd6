import GridReport

extension Viewer {
    /// Goes to the next change of a diff (`forward`) or the previous one, going round the end as
    /// a search does: with `--all`, unchanged rows sit between the changes. Says on the status line
    /// when it went round, or that there is no change.
    func findChange(forward: Bool) throws {
        guard let found = try findRow(forward: forward, where: \.isChange) else { return }
        guard let row = found.row else {
            message = "no change"
            return
        }
        message = found.wrapped ? "change: wrapped around" : nil
        try jump(to: row)
    }
}
