import Glibc
import GridReportGzip

/// Replaces the last member of a finished zip with new, stored (uncompressed) bytes: the file is
/// cut where that member begins, the new member and the central directory written after it.
/// libxlsxwriter writes `docProps/app.xml` last and names "Microsoft Excel" as the application
/// there, with no way to say otherwise; this is how the workbook names gridreport.
enum ZipMemberReplacement {
    /// False when the file is not a zip this can edit (then it is left as it was).
    static func replaceLast(named name: String, with content: [UInt8], fd: Int32) -> Bool {
        guard let directory = ZipDirectory.read(fd: fd),
            let index = directory.members.firstIndex(where: { $0.name == name }),
            directory.members.allSatisfy({ $0.localOffset <= directory.members[index].localOffset })
        else { return false }
        let old = directory.members[index]
        guard let oldLocal = ZipDirectory.read(fd, at: old.localOffset, count: 30),
            ZipDirectory.le32(oldLocal, 0) == 0x0403_4B50
        else { return false }
        let crc = CRC32.checksum(content)
        let nameBytes = Array(name.utf8)
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
        // Its central record: the old one with the method, flags, checksum and sizes changed.
        var record = old.record
        record.set16(10, at: 6)
        record.set16(0, at: 8)
        record.set16(0, at: 10)
        record.set32(crc, at: 16)
        record.set32(UInt32(content.count), at: 20)
        record.set32(UInt32(content.count), at: 24)
        var members = directory.members
        members[index].record = record
        let directoryOffset = old.localOffset + local.count
        var tail = local
        for member in members { tail.append(contentsOf: member.record) }
        let directorySize = tail.count - local.count
        tail.append32(0x0605_4B50)
        tail.append16(0)
        tail.append16(0)
        tail.append16(UInt16(members.count))
        tail.append16(UInt16(members.count))
        tail.append32(UInt32(directorySize))
        tail.append32(UInt32(directoryOffset))
        tail.append16(0)
        guard ftruncate(fd, off_t(old.localOffset)) == 0 else { return false }
        var done = 0
        while done < tail.count {
            let wrote = tail.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + done, tail.count - done, off_t(old.localOffset + done))
            }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return false }
            done += wrote
        }
        return true
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
    fileprivate mutating func append16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    fileprivate mutating func append32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    fileprivate mutating func set16(_ value: UInt16, at index: Int) {
        self[index] = UInt8(value & 0xFF)
        self[index + 1] = UInt8(value >> 8)
    }

    fileprivate mutating func set32(_ value: UInt32, at index: Int) {
        for byte in 0..<4 { self[index + byte] = UInt8((value >> UInt32(byte * 8)) & 0xFF) }
    }
}
