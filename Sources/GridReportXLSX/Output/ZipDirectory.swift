import Glibc

/// Reads a zip file's central directory: each member's name and uncompressed size. Enough to
/// check that libxlsxwriter put every byte of a sheet in, without inflating anything.
enum ZipDirectory {
    static func uncompressedSizes(fd: Int32) -> [String: Int]? {
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
        var sizes: [String: Int] = [:]
        var offset = 0
        for _ in 0..<entries {
            guard offset + 46 <= directory.count, le32(directory, offset) == 0x0201_4B50 else { return nil }
            let uncompressed = Int(le32(directory, offset + 24))
            let nameLength = Int(le16(directory, offset + 28))
            let extraLength = Int(le16(directory, offset + 30))
            let commentLength = Int(le16(directory, offset + 32))
            guard offset + 46 + nameLength <= directory.count else { return nil }
            let name = String(decoding: directory[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            sizes[name] = uncompressed
            offset += 46 + nameLength + extraLength + commentLength
        }
        return sizes
    }

    private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
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

    private static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    private static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}
