import Foundation
import GridReport
import Testing

@testable import GridReportXLSXInput

/// The limits and checks of a workbook's parts, on small zips Python's zipfile writes.
@Suite("Workbook parts: limits and checks")
struct ArchiveLimitTests {
    /// A zip of `parts` (name → text) written by Python's zipfile; `patch` is run on its bytes
    /// (`data`, a bytearray) before they are saved.
    private func zip(_ parts: [String: String], patch: String = "") throws -> String {
        let path = Self.folder + "/parts-\(UUID().uuidString).zip"
        let script = """
            import json, sys, zipfile, io
            parts = json.loads(sys.argv[2])
            raw = io.BytesIO()
            with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as z:
                for name in sorted(parts):
                    z.writestr(name, parts[name])
            data = bytearray(raw.getvalue())
            \(patch)
            open(sys.argv[1], "wb").write(bytes(data))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let json = String(decoding: try JSONSerialization.data(withJSONObject: parts), as: UTF8.self)
        process.arguments = ["python3", "-c", script, path, json]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return path
    }

    /// The zips' folder, one per test process, removed when it exits.
    private static let folder: String = {
        let path = NSTemporaryDirectory() + "gridreport-parts-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "gridreport-parts-\(getpid())") }
        return path
    }()

    private func drain(_ stream: any ByteStream) throws {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        defer { buffer.deallocate() }
        while try stream.read(into: buffer, count: 4096) > 0 {}
    }

    @Test("a shared-string table past its limits is refused with the limits in the sentence")
    func sharedStringLimits() throws {
        let path = try zip(["sst.xml": "<sst><si><t>a</t></si><si><t>bb</t></si><si><t>ccc</t></si></sst>"])
        let archive = try WorkbookArchive(try ByteSource(path: path, displayName: "book.xlsx"))
        #expect(try SharedStrings(archive, part: "sst.xml").count == 3)
        for (bytes, count) in [(100, 2), (5, 100)] {
            #expect(
                throws: GridReportError(
                    WorkbookError.tooLarge(
                        file: "book.xlsx", part: "sst.xml",
                        detail: "more than \(count) shared strings or \(bytes) bytes of them"))
            ) {
                _ = try SharedStrings(archive, part: "sst.xml", maximumBytes: bytes, maximumCount: count)
            }
        }
        let sentence = GridReportError(
            WorkbookError.tooLarge(
                file: "book.xlsx", part: "xl/sharedStrings.xml",
                detail: "more than 8,000,000 shared strings or 134,217,728 bytes of them"))
        #expect(
            sentence.description
                == "book.xlsx: xl/sharedStrings.xml is too large to read: more than 8,000,000 shared strings or 134,217,728 bytes of them"
        )
    }

    @Test(
        "a part that inflates past or short of the size its directory declares, or whose bytes are cut, is damaged",
        arguments: [
            // The declared uncompressed size (central directory, offset 24) made smaller, larger.
            (
                "data[d + 24 : d + 28] = (100).to_bytes(4, 'little')",
                "it holds more than the 100 bytes its directory says"
            ),
            (
                "data[d + 24 : d + 28] = (20000).to_bytes(4, 'little')",
                "it holds 12000 bytes, not the 20000 its directory says"
            ),
            // The compressed size (offset 20) halved: the deflate stream ends early.
            (
                "data[d + 20 : d + 24] = (int.from_bytes(data[d + 20 : d + 24], 'little') // 2).to_bytes(4, 'little')",
                "it is cut short"
            ),
        ])
    func declaredSizes(patch: String, detail: String) throws {
        let path = try zip(
            ["part.xml": String(repeating: "<row/>", count: 2000)],
            patch: "d = data.rindex(b'PK\\x01\\x02'); " + patch)
        let archive = try WorkbookArchive(try ByteSource(path: path, displayName: "book.xlsx"))
        #expect(
            throws: GridReportError(WorkbookError.damagedPart(file: "book.xlsx", part: "part.xml", detail: detail))
        ) { try drain(try archive.stream("part.xml")) }
    }
}
