import Glibc
import GridReportGzip

/// Replaces members of a finished zip with new, stored (uncompressed) bytes: the file is cut where
/// the first of them begins, and what followed it written again — each replaced member new, the
/// others as they were, then the central directory. libxlsxwriter writes `docProps/app.xml` and
/// `docProps/core.xml` near the end, with no way to say what they must hold (the application
/// is "Microsoft Excel"; a creation time of 0 is "now"); this is how the workbook says otherwise.
enum ZipMemberReplacement {
    /// False when the file is not a zip this can edit, or lacks one of the members (then it is
    /// left as it was).
    static func replace(_ replacements: [String: [UInt8]], fd: Int32) -> Bool {
        guard let directory = ZipDirectory.read(fd: fd), !replacements.isEmpty,
            replacements.keys.allSatisfy({ name in directory.members.contains { $0.name == name } })
        else { return false }
        let byOffset = directory.members.indices.sorted {
            directory.members[$0].localOffset < directory.members[$1].localOffset
        }
        guard let first = byOffset.firstIndex(where: { replacements[directory.members[$0].name] != nil }) else {
            return false
        }
        let cut = directory.members[byOffset[first]].localOffset
        var members = directory.members
        var tail: [UInt8] = []
        for (position, index) in byOffset.enumerated().dropFirst(first) {
            let old = directory.members[index]
            let end =
                position + 1 < byOffset.count ? directory.members[byOffset[position + 1]].localOffset : directory.offset
            members[index].record.set32(UInt32(cut + tail.count), at: 42)
            if let content = replacements[old.name] {
                guard let entry = storedEntry(replacing: old, with: content, fd: fd) else { return false }
                tail += entry.local
                members[index].record = entry.record
                members[index].record.set32(UInt32(cut + tail.count - entry.local.count), at: 42)
            } else {
                guard end >= old.localOffset,
                    let bytes = ZipDirectory.read(fd, at: old.localOffset, count: end - old.localOffset)
                else { return false }
                tail += bytes
            }
        }
        let directoryOffset = cut + tail.count
        for member in members { tail.append(contentsOf: member.record) }
        tail.appendEndOfDirectory(
            members: members.count, size: cut + tail.count - directoryOffset, offset: directoryOffset)
        guard ftruncate(fd, off_t(cut)) == 0 else { return false }
        var done = 0
        while done < tail.count {
            let wrote = tail.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + done, tail.count - done, off_t(cut + done))
            }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return false }
            done += wrote
        }
        return true
    }

    /// Member `old` as a stored entry of `content`: its local header and bytes, and its central
    /// record (the old one with the method, flags, checksum and sizes changed; the offset is the
    /// caller's).
    private static func storedEntry(replacing old: ZipDirectory.Member, with content: [UInt8], fd: Int32) -> (
        local: [UInt8], record: [UInt8]
    )? {
        guard let oldLocal = ZipDirectory.read(fd, at: old.localOffset, count: 30),
            ZipDirectory.le32(oldLocal, 0) == 0x0403_4B50
        else { return nil }
        let crc = CRC32.checksum(content)
        let nameBytes = Array(old.name.utf8)
        // The local header: version 10 (stored), no flags, the old entry's time and date.
        var local: [UInt8] = []
        local.append32(0x0403_4B50)
        local.append16(10)
        local.append16(0)
        local.append16(0)
        local.append(contentsOf: oldLocal[10..<14])
        local.append32(crc)
        local.append32(UInt32(content.count))
        local.append32(UInt32(content.count))
        local.append16(UInt16(nameBytes.count))
        local.append16(0)
        local.append(contentsOf: nameBytes)
        local.append(contentsOf: content)
        var record = old.record
        record.set16(10, at: 6)
        record.set16(0, at: 8)
        record.set16(0, at: 10)
        record.set32(crc, at: 16)
        record.set32(UInt32(content.count), at: 20)
        record.set32(UInt32(content.count), at: 24)
        return (local, record)
    }
}

/// The zip's checksum (CRC-32, polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension [UInt8] {
    /// The zip's end-of-central-directory record: one disk, `members` entries, the directory's
    /// size and where it starts, no comment.
    mutating func appendEndOfDirectory(members: Int, size: Int, offset: Int) {
        append32(0x0605_4B50)
        append16(0)
        append16(0)
        append16(UInt16(members))
        append16(UInt16(members))
        append32(UInt32(size))
        append32(UInt32(offset))
        append16(0)
    }

    mutating func append16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    mutating func append32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    mutating func set16(_ value: UInt16, at index: Int) {
        self[index] = UInt8(value & 0xFF)
        self[index + 1] = UInt8(value >> 8)
    }

    mutating func set32(_ value: UInt32, at index: Int) {
        for byte in 0..<4 { self[index + byte] = UInt8((value >> UInt32(byte * 8)) & 0xFF) }
    }
}
