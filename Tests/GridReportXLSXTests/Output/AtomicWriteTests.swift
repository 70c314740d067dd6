import Foundation
import Glibc
import GridReport
import GridReportGzip
import Testing

@testable import GridReportXLSX

@Suite("XLSX output: whole or not at all")
struct AtomicWriteTests {
    let schema = Schema(columns: [Column(index: 0, name: "A", type: .text), Column(index: 1, name: "B", type: .number)])
    let rows = [row(.text("x"), .number(1), line: 2)]
    /// Three items in a two-column report: the export fails midway with a data error.
    let badRow = row(.text("x"), .number(1), .text("extra"), line: 9)

    @Test(
        "an existing file is not replaced without --force",
        arguments: [AtomicOutputFile.Strategy.anonymousIfPossible, .hiddenName])
    func refusesToReplace(strategy: AtomicOutputFile.Strategy) throws {
        let folder = try TemporaryFolder()
        try folder.write("out.xlsx", text: "precious")
        var settings = options(folder)
        settings.temporaryFileStrategy = strategy
        let error = gridReportError { try export(schema, rows, to: folder.file("out.xlsx"), settings) }
        #expect(error?.description == "\(folder.file("out.xlsx")): already exists (pass overwrite to replace it)")
        #expect(error?.exitCode == 73)
        #expect(try folder.bytes("out.xlsx") == Data("precious".utf8))
        #expect(try folder.entries() == ["out.xlsx"])
    }

    @Test("--force replaces an existing file", arguments: [AtomicOutputFile.Strategy.anonymousIfPossible, .hiddenName])
    func replacesWithForce(strategy: AtomicOutputFile.Strategy) throws {
        let folder = try TemporaryFolder()
        try folder.write("out.xlsx", text: "old")
        var settings = options(folder, overwrite: true)
        settings.temporaryFileStrategy = strategy
        try export(schema, rows, to: folder.file("out.xlsx"), settings)
        #expect(
            try WorkbookDump.read(folder.file("out.xlsx")).sheets.first?.values(row: 2) == [
                "A": .text("x"), "B": .number(1),
            ])
        #expect(try folder.entries() == ["out.xlsx"])
    }

    @Test(
        "a failing export leaves no file, and an existing one byte for byte",
        arguments: [AtomicOutputFile.Strategy.anonymousIfPossible, .hiddenName])
    func failureLeavesNothing(strategy: AtomicOutputFile.Strategy) throws {
        let folder = try TemporaryFolder()
        var settings = options(folder, overwrite: true)
        settings.temporaryFileStrategy = strategy

        let error = gridReportError { try export(schema, rows + [badRow], to: folder.file("new.xlsx"), settings) }
        #expect(error?.description == "data.csv:9: the row has 3 values but the header has 2 columns")
        #expect(error?.exitCode == 65)
        #expect(try folder.entries().isEmpty)

        let original = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try folder.write("old.xlsx", Array(original))
        _ = gridReportError { try export(schema, rows + [badRow], to: folder.file("old.xlsx"), settings) }
        #expect(try folder.bytes("old.xlsx") == original)
        #expect(try folder.entries() == ["old.xlsx"])
    }

    @Test("a writer dropped before finish leaves no file; after a failure it refuses to go on")
    func abandonedWriter() throws {
        let folder = try TemporaryFolder()
        do {
            let writer = try XLSXReportWriter(
                path: folder.file("out.xlsx"), schema: schema, options: options(folder),
                warnings: WarningLog(quiet: true))
            try writer.append(rows[0])
        }
        #expect(try folder.entries().isEmpty)

        let writer = try XLSXReportWriter(
            path: folder.file("out.xlsx"), schema: schema, options: options(folder), warnings: WarningLog(quiet: true))
        #expect(gridReportError { try writer.append(badRow) }?.exitCode == 65)
        #expect(
            gridReportError { try writer.append(rows[0]) }?.description
                == "\(folder.file("out.xlsx")): the export already failed; nothing was written")
        #expect(gridReportError { _ = try writer.finish() } != nil)
        #expect(try folder.entries().isEmpty)
    }

    @Test(
        "while writing, the folder shows no file at all (anonymous temporary), or only a hidden one named after the output"
    )
    func temporaryFileIsInvisible() throws {
        let folder = try TemporaryFolder()
        let writer = try XLSXReportWriter(
            path: folder.file("out.xlsx"), schema: schema, options: options(folder), warnings: WarningLog(quiet: true))
        try writer.append(rows[0])
        #expect(try folder.entries().isEmpty)
        _ = try writer.finish()
        #expect(try folder.entries() == ["out.xlsx"])

        var settings = options(folder, overwrite: true)
        settings.temporaryFileStrategy = .hiddenName
        let hidden = try XLSXReportWriter(
            path: folder.file("out.xlsx"), schema: schema, options: settings, warnings: WarningLog(quiet: true))
        let during = try folder.entries()
        #expect(during.count == 2)
        #expect(during.contains { $0.hasPrefix(".out.xlsx.gridreport-tmp-\(getpid())-") })
        _ = try hidden.finish()
        #expect(try folder.entries() == ["out.xlsx"])
    }

    @Test("a hidden temporary left by a process that is gone is removed by the next export to the same output")
    func removesAbandonedTemporaries() throws {
        let folder = try TemporaryFolder()
        let deadPID: Int32 = 2_147_483_000
        #expect(kill(deadPID, 0) != 0 && errno == ESRCH)
        try folder.write(".out.xlsx.gridreport-tmp-\(deadPID)-abc", text: "half a workbook")
        try folder.write(".out.xlsx.gridreport-tmp-1-abc", text: "pid 1 is alive")
        try folder.write(".other.xlsx.gridreport-tmp-\(deadPID)-abc", text: "another output's")
        try export(schema, rows, to: folder.file("out.xlsx"), options(folder))
        #expect(
            try folder.entries() == [
                ".other.xlsx.gridreport-tmp-\(deadPID)-abc", ".out.xlsx.gridreport-tmp-1-abc", "out.xlsx",
            ])
    }

    @Test("outputs that cannot be created: a missing folder, a file as folder, a folder as output")
    func cannotCreate() throws {
        let folder = try TemporaryFolder()
        try folder.write("plain", text: "x")
        try FileManager.default.createDirectory(atPath: folder.file("dir.xlsx"), withIntermediateDirectories: true)
        let cases = [
            (folder.file("missing/out.xlsx"), "cannot create the file: No such file or directory"),
            (folder.file("plain/out.xlsx"), "cannot create the file: Not a directory"),
            (folder.file("dir.xlsx"), "is a folder, not a file name for the output"),
            (folder.path + "/", "is a folder, not a file name for the output"),
        ]
        for (path, message) in cases {
            let error = gridReportError { try export(schema, rows, to: path, options(folder, overwrite: true)) }
            #expect(error?.description == "\(path): \(message)")
            #expect(error?.exitCode == 73)
        }
        #expect(try folder.entries() == ["dir.xlsx", "plain"])
    }

    @Test(
        "a full disk is an I/O error that leaves no file and keeps an existing one",
        .enabled(if: FullDisk.canMount, "needs permission to mount a small tmpfs (root)"))
    func fullDisk() throws {
        let disk = try FullDisk(kilobytes: 64)
        defer { #expect(disk.unmount(), "the tmpfs is still busy: a descriptor on it was left open") }
        let existing = Data("precious".utf8)
        try existing.write(to: URL(fileURLWithPath: disk.path + "/out.xlsx"))
        let many = (0..<20_000).map {
            row(
                .text("row \($0) \(UInt32(truncatingIfNeeded: $0 &* 2_654_435_761))"), .number(Double($0) * 1.37),
                line: $0 + 2)
        }
        let folder = try TemporaryFolder()
        var settings = options(folder, overwrite: true)
        for strategy in [AtomicOutputFile.Strategy.anonymousIfPossible, .hiddenName] {
            settings.temporaryFileStrategy = strategy
            let error = gridReportError { try export(schema, many, to: disk.path + "/out.xlsx", settings) }
            #expect(error?.exitCode == 74)
            #expect(error?.description.hasPrefix("\(disk.path)/out.xlsx: cannot write the workbook: ") == true)
            #expect(error?.description.hasSuffix("(No space left on device)") == true, "\(String(describing: error))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: disk.path + "/out.xlsx")) == existing)
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["out.xlsx"])
        }
    }
}

extension AtomicWriteTests {
    @Test(
        "a full disk under the row spool is an I/O error too, not a short sheet",
        .enabled(if: FullDisk.canMount, "needs permission to mount a small tmpfs (root)"))
    func fullSpool() throws {
        let disk = try FullDisk(kilobytes: 64)
        defer { #expect(disk.unmount(), "the tmpfs is still busy: a descriptor on it was left open") }
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.spoolDirectory = disk.path
        let many = (0..<20_000).map { row(.text("row \($0)"), .number(Double($0)), line: $0 + 2) }
        let error = gridReportError { try export(schema, many, to: folder.file("out.xlsx"), settings) }
        #expect(error?.exitCode == 74, "\(String(describing: error))")
        #expect(
            error?.description
                == "\(folder.file("out.xlsx")): sheet \"Data\": writing the rows to a temporary file failed: No space left on device"
        )
        #expect(try folder.entries().isEmpty)
    }

    @Test(
        "too little room for libxlsxwriter's copy of the spooled rows is an I/O error before closing",
        .enabled(if: FullDisk.canMount, "needs permission to mount a small tmpfs (root)"))
    func tooLittleRoomToClose() throws {
        let disk = try FullDisk(kilobytes: 2_048)
        defer { #expect(disk.unmount(), "the tmpfs is still busy: a descriptor on it was left open") }
        let folder = try TemporaryFolder()
        var settings = options(folder)
        settings.spoolDirectory = disk.path
        let many = (0..<10_000).map { row(.text("row \($0)"), .number(Double($0)), line: $0 + 2) }
        let error = gridReportError { try export(schema, many, to: folder.file("out.xlsx"), settings) }
        #expect(error?.exitCode == 74)
        #expect(
            error?.description.hasPrefix(
                "\(folder.file("out.xlsx")): not enough room in \(disk.path) for the temporary files: about ") == true,
            "\(String(describing: error))")
        #expect(
            error?.description.hasSuffix("free (free some space there, or set TMPDIR to a folder with more room)")
                == true)
        #expect(try folder.entries().isEmpty)
    }

    @Test("dropped, failed and finished exports leave no temporary file open, here or in the spool folder")
    func nothingLeftOpen() throws {
        let folder = try TemporaryFolder()
        let spool = try TemporaryFolder()
        var settings = options(folder)
        settings.spoolDirectory = spool.path
        do {
            let writer = try XLSXReportWriter(
                path: folder.file("a.xlsx"), schema: schema, options: settings, warnings: WarningLog(quiet: true))
            try writer.append(rows[0])
            #expect(!Self.openFiles(under: spool.path).isEmpty, "the check sees a live spool")
            #expect(!Self.openFiles(under: folder.path).isEmpty, "the check sees a live output")
        }
        _ = gridReportError { try export(schema, rows + [badRow], to: folder.file("b.xlsx"), settings) }
        try export(schema, rows, to: folder.file("c.xlsx"), settings)
        #expect(Self.openFiles(under: spool.path) == [])
        #expect(Self.openFiles(under: folder.path) == [])
    }

    /// What this process's descriptors point at below a folder (deleted files included).
    static func openFiles(under folder: String) -> [String] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)
        }
        .filter { $0.hasPrefix(folder + "/") }
    }

    @Test("the zip's central directory gives each part's size, and nothing for a cut file")
    func zipDirectory() throws {
        let folder = try TemporaryFolder()
        try export(schema, rows, to: folder.file("out.xlsx"), options(folder))
        let whole = try folder.bytes("out.xlsx")
        let fd = open(folder.file("out.xlsx"), O_RDONLY)
        defer { close(fd) }
        let sizes = try #require(ZipDirectory.uncompressedSizes(fd: fd))
        #expect(sizes["xl/worksheets/sheet1.xml", default: 0] > 200)
        #expect(sizes["[Content_Types].xml", default: 0] > 0)

        try folder.write("cut.xlsx", Array(whole.prefix(whole.count - 30)))
        let cut = open(folder.file("cut.xlsx"), O_RDONLY)
        defer { close(cut) }
        #expect(ZipDirectory.uncompressedSizes(fd: cut) == nil)
    }
}

/// A tiny tmpfs that fills up, for the disk-full path.
struct FullDisk {
    let path: String

    static let canMount: Bool = {
        guard geteuid() == 0, let disk = try? FullDisk(kilobytes: 16) else { return false }
        disk.unmount()
        return true
    }()

    init(kilobytes: Int) throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k") == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: path)
            throw ReaderFailure(message: "cannot mount a tmpfs: \(reason)")
        }
    }

    @discardableResult
    func unmount() -> Bool {
        guard umount(path) == 0 else { return false }
        try? FileManager.default.removeItem(atPath: path)
        return true
    }
}
