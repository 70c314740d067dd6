import Foundation
import GridReport

/// One updating progress line on stderr for long work: rows, MB, MB/s, and percent and time left
/// when the size is known. The caller decides whether to show it (stderr a terminal, input large,
/// no --no-progress); it redraws at most ten times a second.
final class ProgressLine: ProgressObserver {
    /// Inputs smaller than this finish before a progress line would help.
    static let threshold = 50 * 1_000_000

    private let label: String
    private let totalBytes: Int?
    private let write: (String) -> Void
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(label: String, totalBytes: Int?, write: @escaping (String) -> Void = { StandardError.write($0) }) {
        self.label = label
        self.totalBytes = totalBytes
        self.write = write
    }

    /// Reports `bytes` of `totalBytes` done and `rows` rows; redraws when due.
    func update(bytes: Int, rows: Int) { update(bytes: bytes, rows: rows, force: false) }

    func update(bytes: Int, rows: Int, force: Bool) {
        let now = Date()
        guard force || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        write(
            "\r\u{1B}[K"
                + Self.text(
                    label: label, bytes: bytes, rows: rows, totalBytes: totalBytes,
                    seconds: now.timeIntervalSince(start)))
        drawn = true
    }

    /// Clears the line.
    func finish() {
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    /// The line's text, e.g. `export: 412,000 rows, 23.5 MB, 61.2 MB/s, 41%, 0:00:01 left`.
    static func text(label: String, bytes: Int, rows: Int, totalBytes: Int?, seconds: Double) -> String {
        let megabytes = Double(bytes) / 1_000_000
        let rate = seconds > 0 ? megabytes / seconds : 0
        var text =
            "\(label): \(rows.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) row\(rows == 1 ? "" : "s"), "
            + String(format: "%.1f MB, %.1f MB/s", megabytes, rate)
        if let totalBytes, totalBytes > 0 {
            let fraction = min(1, Double(bytes) / Double(totalBytes))
            text += String(format: ", %.0f%%", fraction * 100)
            if rate > 0 {
                let left = Int(((Double(totalBytes) - Double(bytes)) / 1_000_000 / rate).rounded())
                text += String(format: ", %d:%02d:%02d left", left / 3600, left / 60 % 60, left % 60)
            }
        }
        return text
    }
}
