import Glibc

/// Reads a zip file's central directory: each member's name, sizes, method and where its local
/// entry starts. Shared by the XLSX writer (to check that libxlsxwriter put every byte of a sheet
/// in, and to replace the last member, without inflating anything) and the XLSX reader (to find a
/// workbook's parts). `package`: a tool of this package's targets, not a public API.
package enum ZipDirectory {
    package struct Member {
        package var name: String
        package var uncompressedSize: Int
        package var compressedSize: Int
        package var localOffset: Int
        /// 0 stored, 8 deflated.
        package var method: Int
        /// The general purpose flags; bit 0 says the member is encrypted.
        package var flags: Int
        /// The member's central directory record, as written.
        package var record: [UInt8]
    }

    package struct Directory {
        package var members: [Member]
        package var offset: Int
    }

    /// Why a file's directory cannot be read.
    package enum Problem: Error {
        /// No end-of-directory record: not a zip, or one cut short.
        case noDirectory
        /// ZIP64 (a zip past 4 GB or 65,535 members), which these readers do not read.
        case zip64
        /// The directory's records run past their end or the file's.
        case damaged
    }

    package static func uncompressedSizes(fd: Int32) -> [String: Int]? {
        guard let directory = read(fd: fd) else { return nil }
        var sizes: [String: Int] = [:]
        for member in directory.members { sizes[member.name] = member.uncompressedSize }
        return sizes
    }

    package static func read(fd: Int32) -> Directory? { try? directory(fd: fd) }

    /// The file's last bytes holding its end-of-directory record, where that record starts in
    /// them, and the file's size; nil when there is none.
    private static func endRecord(fd: Int32) -> (tail: [UInt8], end: Int, size: Int)? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        // The end record is 22 bytes plus a comment of at most 65,535.
        let tailLength = min(size, 22 + 65_535)
        guard tailLength >= 22, let tail = read(fd, at: size - tailLength, count: tailLength),
            let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { le32(tail, $0) == 0x0605_4B50 })
        else { return nil }
        return (tail, end, size)
    }

    package static func directory(fd: Int32) throws(Problem) -> Directory {
        guard let (tail, end, size) = endRecord(fd: fd) else { throw .noDirectory }
        let tailLength = tail.count
        let entries = Int(le16(tail, end + 10))
        let directorySize = Int(le32(tail, end + 12))
        let directoryOffset = Int(le32(tail, end + 16))
        // ZIP64 markers (libxlsxwriter is opened without ZIP64, so the writer never meets them).
        if entries == 0xFFFF || directoryOffset == 0xFFFF_FFFF || directorySize == 0xFFFF_FFFF
            || (end >= 20 && le32(tail, end - 20) == 0x0706_4B50)
        {
            throw .zip64
        }
        guard directoryOffset + directorySize <= size - tailLength + end,
            let directory = read(fd, at: directoryOffset, count: directorySize)
        else { throw .damaged }
        var members: [Member] = []
        var offset = 0
        for _ in 0..<entries {
            guard offset + 46 <= directory.count, le32(directory, offset) == 0x0201_4B50 else { throw .damaged }
            let nameLength = Int(le16(directory, offset + 28))
            let extraLength = Int(le16(directory, offset + 30))
            let commentLength = Int(le16(directory, offset + 32))
            let recordEnd = offset + 46 + nameLength + extraLength + commentLength
            guard recordEnd <= directory.count else { throw .damaged }
            let compressed = Int(le32(directory, offset + 20))
            let uncompressed = Int(le32(directory, offset + 24))
            let local = Int(le32(directory, offset + 42))
            if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || local == 0xFFFF_FFFF { throw .zip64 }
            members.append(
                Member(
                    name: String(decoding: directory[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self),
                    uncompressedSize: uncompressed, compressedSize: compressed, localOffset: local,
                    method: Int(le16(directory, offset + 10)), flags: Int(le16(directory, offset + 8)),
                    record: Array(directory[offset..<recordEnd])))
            offset = recordEnd
        }
        return Directory(members: members, offset: directoryOffset)
    }

    /// The member count of a zip of 65,535 members or more, whose end record can only say
    /// 0xFFFF: libxlsxwriter's zip (Debian's minizip, ZIP64 off) writes that many members with the
    /// count cut to 0xFFFF and no ZIP64 records, which these readers read as ZIP64. Counted from
    /// the ZIP64 end record when there is one, else by walking the central directory. Nil for a
    /// zip under that count, or one whose directory cannot be read.
    package static func memberCountPastLimit(fd: Int32) -> Int? {
        guard let (tail, end, size) = endRecord(fd: fd), le16(tail, end + 10) == 0xFFFF else { return nil }
        if end >= 20, le32(tail, end - 20) == 0x0706_4B50 {
            // The locator holds the ZIP64 end record's offset (8 bytes at 8); the record, the
            // member count (8 bytes at 32).
            let recordOffset = le64(tail, end - 12)
            guard recordOffset < UInt64(size), let record = read(fd, at: Int(recordOffset), count: 40),
                le32(record, 0) == 0x0606_4B50
            else { return nil }
            let count = le64(record, 32)
            return count >= 0xFFFF && count < UInt64(Int.max) ? Int(count) : nil
        }
        let directorySize = Int(le32(tail, end + 12))
        let directoryOffset = Int(le32(tail, end + 16))
        guard directoryOffset + directorySize <= size,
            let directory = read(fd, at: directoryOffset, count: directorySize)
        else { return nil }
        var count = 0
        var offset = 0
        while offset + 46 <= directory.count, le32(directory, offset) == 0x0201_4B50 {
            offset +=
                46 + Int(le16(directory, offset + 28)) + Int(le16(directory, offset + 30))
                + Int(le16(directory, offset + 32))
            count += 1
        }
        return count >= 0xFFFF ? count : nil
    }

    package static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    package static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    package static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
    package static func le64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(le32(b, i)) | UInt64(le32(b, i + 4)) << 32 }
}
