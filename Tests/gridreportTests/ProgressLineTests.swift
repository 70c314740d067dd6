import Testing

@testable import gridreport

@Suite("Progress line")
struct ProgressLineTests {
    @Test("rows, MB, MB/s, percent and time left")
    func text() {
        #expect(
            ProgressLine.text(label: "export", bytes: 25_000_000, rows: 412_000, totalBytes: 100_000_000, seconds: 0.5)
                == "export: 412,000 rows, 25.0 MB, 50.0 MB/s, 25%, 0:00:02 left")
        #expect(
            ProgressLine.text(label: "render", bytes: 1_500_000, rows: 10, totalBytes: nil, seconds: 1)
                == "render: 10 rows, 1.5 MB, 1.5 MB/s")
    }

    @Test("redraws in place and clears itself")
    func drawing() {
        var written: [String] = []
        let line = ProgressLine(label: "x", totalBytes: 10, write: { written.append($0) })
        line.update(bytes: 5, rows: 1)
        line.update(bytes: 6, rows: 2)
        line.finish()
        #expect(written.count == 2)
        #expect(written[0].hasPrefix("\r\u{1B}[Kx: 1 row, 0.0 MB"))
        #expect(written[1] == "\r\u{1B}[K")
    }
}
