import Glibc

/// Reads a zip file's central directory: each member's name, sizes and where its local entry
/// starts. Enough to check that libxlsxwriter put every byte of a sheet in, and to replace the
/// last member, without inflating anything.
enum ZipDirectory {
    struct Member {
        var name: String
        var uncompressedSize: Int
        var localOffset: Int
        /// The member's central directory record, as written.
        var record: [UInt8]
    }

    struct Directory {
        var members: [Member]
        var offset: Int
    }

    static func uncompressedSizes(fd: Int32) -> [String: Int]? {
        guard let directory = read(fd: fd) else { return nil }
        var sizes: [String: Int] = [:]
        for member in directory.members { sizes[member.name] = member.uncompressedSize }
        return sizes
    }

    static func read(fd: Int32) -> Directory? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        // The end record is 22 bytes plus a comment of at most 65,535.
        let tailLength = min(size, 22 + 65_535)
        guard tailLength >= 22, let tail = read(fd, at: size - tailLength, count: tailLength) else { return nil }
        guard
            let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { le32(tail, $0) == 0x0605_4B50 })
        else {
            return nil
        }
        let entries = Int(le16(tail, end + 10))
        let directorySize = Int(le32(tail, end + 12))
        let directoryOffset = Int(le32(tail, end + 16))
        // ZIP64 markers: libxlsxwriter is opened without ZIP64, so this is not its file.
        guard entries != 0xFFFF, directoryOffset != 0xFFFF_FFFF,
            let directory = read(fd, at: directoryOffset, count: directorySize)
        else { return nil }
        var members: [Member] = []
        var offset = 0
        for _ in 0..<entries {
            guard offset + 46 <= directory.count, le32(directory, offset) == 0x0201_4B50 else { return nil }
            let nameLength = Int(le16(directory, offset + 28))
            let extraLength = Int(le16(directory, offset + 30))
            let commentLength = Int(le16(directory, offset + 32))
            let recordEnd = offset + 46 + nameLength + extraLength + commentLength
            guard recordEnd <= directory.count else { return nil }
            members.append(
                Member(
                    name: String(decoding: directory[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self),
                    uncompressedSize: Int(le32(directory, offset + 24)), localOffset: Int(le32(directory, offset + 42)),
                    record: Array(directory[offset..<recordEnd])))
            offset = recordEnd
        }
        return Directory(members: members, offset: directoryOffset)
    }

    static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
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

    static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}
