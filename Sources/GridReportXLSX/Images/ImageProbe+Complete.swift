import Glibc

/// Whether a picture file goes on to its end: libxlsxwriter embeds whatever bytes follow a
/// valid header, and Excel shows a broken picture (or repairs the file) for one cut short.
extension ImageProbe {
    /// A PNG's last chunk is an empty IEND, always the same 12 bytes.
    func pngEndsWithIEND() -> Bool {
        guard size >= 8 + 25 + 12, let tail = read(size - 12, 12) else { return false }
        return tail == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    }

    /// A JPEG's entropy-coded data never holds FF D9 (a data FF is followed by 00, restart markers
    /// are FF D0–D7), so the first FF D9 after the scan header is the end of the picture. Bytes after
    /// it (a phone's motion video, padding) are allowed.
    func endMarker(after offset: Int) -> Bool {
        var reader = SequentialReader(probe: self, offset: offset)
        var previous: UInt8 = 0
        while let byte = reader.next() {
            if previous == 0xFF && byte == 0xD9 { return true }
            previous = byte
        }
        return false
    }

    /// Walks a GIF's blocks after the logical screen descriptor to the trailer (3B), and wants at
    /// least one image on the way; every sub-block chain must end inside the file.
    func gifIsComplete(screenFlags: UInt8) -> Bool {
        var reader = SequentialReader(probe: self, offset: 13)
        if screenFlags & 0x80 != 0 { reader.skip(3 << (Int(screenFlags & 0x07) + 1)) }
        var images = 0
        while let introducer = reader.next() {
            switch introducer {
            case 0x3B:
                return images > 0
            case 0x21:  // extension: a label, then sub-blocks
                guard reader.next() != nil, reader.skipSubBlocks() else { return false }
            case 0x2C:  // image: a 9-byte descriptor, a local colour table, the LZW code size, sub-blocks
                guard let descriptor = reader.take(9) else { return false }
                let flags = descriptor[8]
                if flags & 0x80 != 0 { reader.skip(3 << (Int(flags & 0x07) + 1)) }
                guard reader.next() != nil, reader.skipSubBlocks() else { return false }
                images += 1
            default:
                return false
            }
        }
        return false
    }
}

/// Bytes from an offset on, read through `pread` 64 KiB at a time.
private struct SequentialReader {
    let probe: ImageProbe
    var offset: Int
    private var buffer: [UInt8] = []
    private var index = 0

    init(probe: ImageProbe, offset: Int) {
        self.probe = probe
        self.offset = offset
    }

    mutating func next() -> UInt8? {
        if index == buffer.count {
            let count = min(1 << 16, probe.size - offset)
            guard count > 0, let chunk = probe.read(offset, count) else { return nil }
            buffer = chunk
            index = 0
            offset += count
        }
        index += 1
        return buffer[index - 1]
    }

    mutating func take(_ count: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for _ in 0..<count {
            guard let byte = next() else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// Skips `count` bytes; reading past the end is noticed by the next read.
    mutating func skip(_ count: Int) {
        let buffered = buffer.count - index
        if count <= buffered {
            index += count
            return
        }
        offset += count - buffered
        buffer = []
        index = 0
    }

    /// Sub-blocks: a length byte and that many bytes, until a length of 0.
    mutating func skipSubBlocks() -> Bool {
        while let length = next() {
            if length == 0 { return true }
            skip(Int(length))
        }
        return false
    }
}
