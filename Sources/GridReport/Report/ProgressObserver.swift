/// Told how far a report's two passes have come, in bytes of twice the input and rows. The
/// command draws it as a line on standard error; the core only reports.
public protocol ProgressObserver: AnyObject {
    func update(bytes: Int, rows: Int)
    /// Both passes are done: what was drawn can go.
    func finish()
}
