import Glibc
import GridReportGzip

/// Edits finished worksheets in a zip, streaming: adds an `<ext>` to a sheet's `<extLst>` and
/// gives its icon sets their thresholds (`IconSetThresholds`). The members from the first one
/// changed to the end are copied to a spool file, the file is cut there, and they are written
/// back, each sheet changed inflated and deflated again in 64 KiB steps, with the extension
/// written before its `</extLst>` (or in a new `<extLst>` before `</worksheet>`, where the sheet
/// has none: a worksheet holds one, its last child). Neither a sheet nor the zip's tail is ever
/// held whole, so a sheet of a million rows costs what its steps do.
enum ZipSheetExtension {
    /// What goes in a sheet's `<extLst>`: written to the sink a piece at a time.
    typealias Writer = ((UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// What is changed in one sheet.
    struct Edit {
        /// Added to its `<extLst>`; nil adds nothing.
        var extensionWriter: Writer?
        /// By rule priority, the `<cfvo>` elements of its icon sets (see `IconSetThresholds`).
        var iconThresholds: [Int: [UInt8]] = [:]
    }

    enum Problem: Error { case failed(String) }

    /// `edits`: by member name (`xl/worksheets/sheet1.xml`). `spoolDirectory`: where the copy of
    /// the zip's tail is made (an unlinked file).
    static func edit(_ edits: [String: Edit], fd: Int32, spoolDirectory: String) throws {
        guard !edits.isEmpty else { return }
        guard let directory = ZipDirectory.read(fd: fd),
            edits.keys.allSatisfy({ name in directory.members.contains { $0.name == name } })
        else { throw Problem.failed("the workbook's sheets cannot be found in its zip") }
        let byOffset = directory.members.indices.sorted {
            directory.members[$0].localOffset < directory.members[$1].localOffset
        }
        guard let first = byOffset.firstIndex(where: { edits[directory.members[$0].name] != nil }) else { return }
        let cut = directory.members[byOffset[first]].localOffset
        let spool = try Spool(directory: spoolDirectory)
        defer { spool.close() }
        try copy(from: fd, at: cut, count: directory.offset - cut, to: spool.fd, at: 0)
        guard ftruncate(fd, off_t(cut)) == 0 else { throw Problem.failed("cannot cut the workbook") }
        var position = cut
        var members = directory.members
        for (rank, index) in byOffset.enumerated().dropFirst(first) {
            let old = directory.members[index]
            let end = rank + 1 < byOffset.count ? directory.members[byOffset[rank + 1]].localOffset : directory.offset
            members[index].record.set32(UInt32(position), at: 42)
            if let edit = edits[old.name] {
                var moved = old
                moved.localOffset -= cut
                let written = try rewrite(moved, from: spool.fd, to: fd, at: position, edit: edit)
                members[index].record.set16(20, at: 6)
                members[index].record.set16(0, at: 8)
                members[index].record.set16(8, at: 10)
                members[index].record.set32(written.crc, at: 16)
                members[index].record.set32(UInt32(written.compressed), at: 20)
                members[index].record.set32(UInt32(written.uncompressed), at: 24)
                position += written.entry
            } else {
                try copy(from: spool.fd, at: old.localOffset - cut, count: end - old.localOffset, to: fd, at: position)
                position += end - old.localOffset
            }
        }
        var tail: [UInt8] = []
        for member in members { tail.append(contentsOf: member.record) }
        tail.appendEndOfDirectory(members: members.count, size: tail.count, offset: position)
        try tail.withUnsafeBytes { try write($0, to: fd, at: position) }
    }

    /// The closing tags the extension goes before.
    private static let extLstEnd = Array("</extLst>".utf8)
    private static let worksheetEnd = Array("</worksheet>".utf8)
    /// The bytes of a sheet held back until its end is known: its closing tags fit in them.
    private static let held = 512

    /// Writes `member` (in `source`) again at `position` of `fd`, deflated, edited; its CRC,
    /// sizes and the length of the whole entry.
    private static func rewrite(
        _ member: ZipDirectory.Member, from source: Int32, to fd: Int32, at position: Int, edit: Edit
    ) throws -> (crc: UInt32, compressed: Int, uncompressed: Int, entry: Int) {
        let stream: ZipMemberStream
        do { stream = try ZipMemberStream(fd: source, member: member) } catch {
            throw Problem.failed("cannot read the sheet \(member.name) back")
        }
        let name = Array(member.name.utf8)
        let header = 30 + name.count
        var at = position + header
        let deflater = try RawDeflater()
        let sink: (UnsafeRawBufferPointer) throws -> Void = { bytes in
            try write(bytes, to: fd, at: at)
            at += bytes.count
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var pending: [UInt8] = []
        var thresholds = edit.iconThresholds.isEmpty ? nil : IconSetThresholds(replacements: edit.iconThresholds)
        while true {
            let count = try buffer.withUnsafeMutableBufferPointer {
                try stream.read(into: $0.baseAddress!, count: $0.count)
            }
            if count == 0 { break }
            if thresholds != nil {
                try thresholds!.feed(buffer[..<count]) { pending += $0 }
            } else {
                pending += buffer[..<count]
            }
            if pending.count > held {
                try pending.withUnsafeBytes {
                    try deflater.write(UnsafeRawBufferPointer(rebasing: $0[..<(pending.count - held)]), to: sink)
                }
                pending.removeFirst(pending.count - held)
            }
        }
        do {
            try thresholds?.finish { pending += $0 }
        } catch IconSetThresholds.Problem.failed(let reason) {
            throw Problem.failed("\(reason) in \(member.name)")
        }
        guard let writer = edit.extensionWriter else {
            try pending.withUnsafeBytes { try deflater.write($0, finish: true, to: sink) }
            return try finishEntry(member, from: source, to: fd, at: position, deflater: deflater, end: at)
        }
        guard let close = lastRange(of: worksheetEnd, in: pending) else {
            throw Problem.failed("the sheet \(member.name) does not end as a worksheet does")
        }
        var before = close
        while before > 0, [0x20, 0x0A, 0x0D, 0x09].contains(pending[before - 1]) { before -= 1 }
        let hasList = before >= extLstEnd.count && Array(pending[(before - extLstEnd.count)..<before]) == extLstEnd
        let split = hasList ? before - extLstEnd.count : close
        try pending.withUnsafeBytes { try deflater.write(UnsafeRawBufferPointer(rebasing: $0[..<split]), to: sink) }
        if !hasList { try Array("<extLst>".utf8).withUnsafeBytes { try deflater.write($0, to: sink) } }
        try writer { bytes in try deflater.write(bytes, to: sink) }
        if !hasList { try Array("</extLst>".utf8).withUnsafeBytes { try deflater.write($0, to: sink) } }
        try pending.withUnsafeBytes {
            try deflater.write(UnsafeRawBufferPointer(rebasing: $0[split...]), finish: true, to: sink)
        }
        return try finishEntry(member, from: source, to: fd, at: position, deflater: deflater, end: at)
    }

    /// Writes the local header of `member` rewritten at `position` (its deflated bytes end at
    /// `end`); its CRC, sizes and the length of the whole entry.
    private static func finishEntry(
        _ member: ZipDirectory.Member, from source: Int32, to fd: Int32, at position: Int, deflater: RawDeflater,
        end at: Int
    ) throws -> (crc: UInt32, compressed: Int, uncompressed: Int, entry: Int) {
        let name = Array(member.name.utf8)
        let header = 30 + name.count
        let compressed = at - position - header
        guard compressed <= Int(UInt32.max), deflater.consumed <= Int(UInt32.max) else {
            throw Problem.failed("the sheet \(member.name) grew past 4 GB, which a zip without ZIP64 cannot hold")
        }
        // The local header: version 20, no flags, deflated, the old entry's time and date.
        guard let oldLocal = ZipDirectory.read(source, at: member.localOffset, count: 30) else {
            throw Problem.failed("cannot read the sheet \(member.name) back")
        }
        var local: [UInt8] = []
        local.append32(0x0403_4B50)
        local.append16(20)
        local.append16(0)
        local.append16(8)
        local.append(contentsOf: oldLocal[10..<14])
        local.append32(deflater.crc)
        local.append32(UInt32(compressed))
        local.append32(UInt32(deflater.consumed))
        local.append16(UInt16(name.count))
        local.append16(0)
        local.append(contentsOf: name)
        try local.withUnsafeBytes { try write($0, to: fd, at: position) }
        return (deflater.crc, compressed, deflater.consumed, header + compressed)
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return stride(from: bytes.count - needle.count, through: 0, by: -1).first {
            bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    private static func copy(from source: Int32, at from: Int, count: Int, to fd: Int32, at to: Int) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var done = 0
        while done < count {
            let step = min(buffer.count, count - done)
            let got = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress!, step, off_t(from + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw Problem.failed("cannot read the workbook back") }
            try buffer.withUnsafeBytes {
                try write(UnsafeRawBufferPointer(rebasing: $0[..<got]), to: fd, at: to + done)
            }
            done += got
        }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: Int) throws {
        var done = 0
        while done < bytes.count {
            let wrote = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else {
                throw Problem.failed("cannot write the workbook: \(String(cString: strerror(errno)))")
            }
            done += wrote
        }
    }

    /// An unlinked file in `directory`.
    private final class Spool {
        let fd: Int32
        init(directory: String) throws {
            var template = Array((directory + "/.gridreport-spool-XXXXXX").utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw Problem.failed("cannot make a temporary file in \(directory)") }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        func close() { _ = Glibc.close(fd) }
    }
}
