import Foundation
import Glibc
import GridReportGzip
import Testing

/// Issue 39, 18: past 65,534 parts (each distinct picture is one) libxlsxwriter's zip writes ZIP64
/// records, which export must tell apart from a temporary file cut short. A 65,540-member zip
/// written by Python's zipfile (an independent writer, as minizip writes one) stands in for the
/// 65,530-picture workbook, which takes minutes to export (see Benchmarks/many_pictures.sh).
@Suite struct ZipMemberLimitTests {
    @Test("a zip's member count past 65,534 is read from its ZIP64 end record; a small zip has none")
    func zip64MemberCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip64-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("small.zip").path
        let large = folder.appendingPathComponent("large.zip").path
        try makeZip(small, members: 3)
        try makeZip(large, members: 65_540)
        let smallFile = open(small, O_RDONLY)
        defer { close(smallFile) }
        // The benign twin: an ordinary zip's sizes are read, and it has no ZIP64 count.
        #expect(ZipDirectory.uncompressedSizes(fd: smallFile)?.count == 3)
        #expect(ZipDirectory.zip64MemberCount(fd: smallFile) == nil)
        let largeFile = open(large, O_RDONLY)
        defer { close(largeFile) }
        #expect(ZipDirectory.uncompressedSizes(fd: largeFile) == nil)
        #expect(ZipDirectory.zip64MemberCount(fd: largeFile) == 65_540)
    }

    private func makeZip(_ path: String, members: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_STORED) as z:
                for i in range(int(sys.argv[2])):
                    z.writestr("xl/media/image%d.png" % i, b"")
            """,
            path, String(members),
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }
}
