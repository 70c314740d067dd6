import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("Viewer during the first pass")
struct ViewerFeedTests {
    /// 500 rows in chunks of 1 KB: the first two chunks hold a few dozen of them; the price column is a
    /// number there and text in the whole file (row 400 says "n/a!").
    static let csv: String = {
        var text = itemsCSV(count: 500)
        text = text.replacingOccurrences(of: "\n400,Item 400,500.0,", with: "\n400,Item 400,n/a!,")
        return text
    }()

    @Test("the first chunk's screen says counting…; the file's lays out again and says the count and types are final")
    func earlyThenFinal() throws {
        let (early, final) = try readReport(Self.csv, chunkBytes: 1024)
        let first = try #require(early)
        #expect(first.report.profile.rowCount < 100)
        #expect(first.report.schema.columns[2].type == .number)
        let viewer = try Viewer(
            report: first.report, settings: first.settings, width: 120, height: 8, isFinal: false)
        try viewer.press(.down, .down)
        #expect(try viewer.lines()[7] == "data.csv  row 3 of counting…  id (number)  regular  ? help")
        try viewer.take(.final(final))
        #expect(viewer.isFinal && viewer.currentRow == 2)
        #expect(viewer.report.schema.columns[2].type == .text)
        #expect(
            try viewer.lines()[7]
                == "data.csv  row 3 of 500  id (number)  regular  all 500 rows read: the count and the types are final  ? help"
        )
    }

    @Test("G and a jump past the rows read wait for the pass, saying so; another key cancels G")
    func heldKeys() throws {
        let (early, final) = try readReport(Self.csv, chunkBytes: 1024)
        let first = try #require(early)
        let viewer = try Viewer(
            report: first.report, settings: first.settings, width: 100, height: 8, isFinal: false)
        try viewer.press(.character("G"))
        #expect(viewer.currentRow == 0)
        #expect(
            try viewer.lines()[7]
                == "data.csv  row 1 of counting…  reading… G when the file is read  id (number)  regular  ? help")
        try viewer.press(.down)
        #expect(!(try viewer.lines()[7].contains("reading…")))
        try viewer.type(":450")
        #expect(viewer.currentRow == 1)
        #expect(try viewer.lines()[7].contains("reading… :450 when the file is read"))
        try viewer.take(.final(final))
        #expect(viewer.currentRow == 449)
        #expect(try viewer.lines().contains { $0.contains("Item 450 ") })
    }

    @Test("an error that ends the pass is thrown from the loop's side")
    func failed() throws {
        let (early, _) = try readReport(Self.csv, chunkBytes: 1024)
        let first = try #require(early)
        let viewer = try Viewer(report: first.report, settings: first.settings, width: 100, height: 8, isFinal: false)
        #expect(throws: TerminalError.read(errno: EIO)) { try viewer.take(.failed(TerminalError.read(errno: EIO))) }
    }

    @Test("the feed hands over the first chunks' report, then the file's; a later one replaces one not taken")
    func feed() throws {
        let csv = Self.csv
        let taken = DispatchSemaphore(value: 0)
        let feed = ReportFeed { early in
            let (first, final) = try readReport(csv, chunkBytes: 1024)
            if let first { early(first) }
            taken.wait()
            return final
        }
        guard case .early(let first) = feed.first() else {
            Issue.record("the first update is not the first chunk's")
            return
        }
        #expect(first.report.profile.rowCount < 100)
        taken.signal()
        while !feed.hasEnded { usleep(1000) }
        guard case .final(let whole) = feed.take() else {
            Issue.record("the last update is not the file's")
            return
        }
        #expect(whole.report.profile.rowCount == 500)
        #expect(feed.take().map { _ in true } == nil)

        let late = ReportFeed { early in
            let (first, final) = try readReport(csv, chunkBytes: 1024)
            if let first { early(first) }
            return final
        }
        while !late.hasEnded { usleep(1000) }
        guard case .final = late.first() else {
            Issue.record("an early report not taken was not replaced by the file's")
            return
        }
    }

    @Test("a search held for the pass stops when a signal asks the viewer to end, nothing moved; without one it finds")
    func searchStopsOnSignal() throws {
        let (early, final) = try readReport(Self.csv, chunkBytes: 1024)
        for asked in [false, true] {
            let first = try #require(early)
            let viewer = try Viewer(
                report: first.report, settings: first.settings, width: 120, height: 8, isFinal: false)
            var checks = 0
            viewer.stopRequested = {
                checks += 1
                // Asked after some rows were read, as a SIGTERM comes in the middle of a search.
                return asked && checks > 10
            }
            try viewer.press(.character("/"))
            try viewer.type("item 450 ")
            try viewer.take(.final(final))
            #expect(viewer.currentRow == (asked ? 0 : 449))
            #expect(asked ? checks == 11 : checks > 400)
        }
    }
}
