import Foundation
import Glibc
import GridReportGzip
import Testing

/// Issue 39, 18: from 65,535 parts on (each distinct picture is one) libxlsxwriter's zip cuts its
/// member count to 0xFFFF and writes no ZIP64 records, which export must tell apart from a
/// temporary file cut short. A 65,540-member zip written by Python's zipfile (an independent
/// writer; with its ZIP64 records, and without them as minizip writes it) stands in for the
/// 65,540-picture workbook, which takes half a minute to export (Benchmarks/many_pictures.py).
@Suite struct ZipMemberLimitTests {
    @Test("a zip's member count past 65,534 is read from its ZIP64 end record; a small zip has none")
    func zip64MemberCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip64-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("small.zip").path
        let large = folder.appendingPathComponent("large.zip").path
        let cut = folder.appendingPathComponent("cut.zip").path
        try makeZip(small, members: 3)
        try makeZip(large, members: 65_540, cut: cut)
        let smallFile = open(small, O_RDONLY)
        defer { close(smallFile) }
        // The benign twin: an ordinary zip's sizes are read, and it has no ZIP64 count.
        #expect(ZipDirectory.uncompressedSizes(fd: smallFile)?.count == 3)
        #expect(ZipDirectory.memberCountPastLimit(fd: smallFile) == nil)
        for path in [large, cut] {
            let file = open(path, O_RDONLY)
            defer { close(file) }
            #expect(ZipDirectory.uncompressedSizes(fd: file) == nil)
            #expect(ZipDirectory.memberCountPastLimit(fd: file) == 65_540, "\(path)")
        }
    }

    /// A zip of `members` empty members; `cut`, the same without its ZIP64 end record and
    /// locator (the 76 bytes before the end record), as minizip writes it.
    private func makeZip(_ path: String, members: Int, cut: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", "-c",
                """
                import sys, zipfile
                with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_STORED) as z:
                    for i in range(int(sys.argv[2])):
                        z.writestr("xl/media/image%d.png" % i, b"")
                if len(sys.argv) > 3:
                    data = open(sys.argv[1], "rb").read()
                    assert data[-98:-94] == b"PK\\x06\\x06" and data[-42:-38] == b"PK\\x06\\x07"
                    open(sys.argv[3], "wb").write(data[:-98] + data[-22:])
                """,
                path, String(members),
            ] + (cut.map { [$0] } ?? [])
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }
}
