/// Small picture files made from bytes, so the tests need no image tools. PNG and BMP are
/// complete pictures; GIF and JPEG carry real headers and token pixel data up to their end
/// marker, which is all a reader of sizes (and libxlsxwriter) looks at.
enum ImageFiles {
    static func png(width: Int, height: Int, dpi: Int? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)  // filter: none
            for _ in 0..<width { raw += [0x20, 0x80, 0xE0] }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
        if let dpi {
            let perMeter = Int((Double(dpi) / 0.0254).rounded())
            file += chunk("pHYs", be32(perMeter) + be32(perMeter) + [1])
        }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    static func jpeg(width: Int, height: Int, dpi: Int? = nil) -> [UInt8] {
        var file: [UInt8] = [0xFF, 0xD8]
        file += [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, dpi == nil ? 0 : 1]
        file += be16(dpi ?? 1) + be16(dpi ?? 1) + [0, 0]
        file += [0xFF, 0xC0] + be16(17) + [8] + be16(height) + be16(width) + [3]
        file += [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        file += [0xFF, 0xDA] + be16(12) + [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0]  // scan header
        file += [0x00, 0xFF, 0x00]  // token scan data, a stuffed FF among it
        file += [0xFF, 0xD9]
        return file
    }

    static func gif(width: Int, height: Int) -> [UInt8] {
        var file = Array("GIF89a".utf8) + le16(width) + le16(height) + [0x80, 0, 0]
        file += [0, 0, 0, 0xFF, 0xFF, 0xFF]  // two-colour palette
        file += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0]
        file += [0x02, 0x02, 0x44, 0x01, 0x00]  // LZW data for one pixel
        file += [0x3B]
        return file
    }

    static func bmp(width: Int, height: Int) -> [UInt8] {
        let rowBytes = (width * 3 + 3) / 4 * 4
        let pixels = rowBytes * height
        var file = Array("BM".utf8) + le32(54 + pixels) + le32(0) + le32(54)
        file += le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + le32(0) + le32(pixels)
        file += le32(2835) + le32(2835) + le32(0) + le32(0)
        file += [UInt8](repeating: 0x7F, count: pixels)
        return file
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(crc32(typed)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let last = start + count == data.count
            out += [last ? 1 : 0] + le16(count) + le16(~count & 0xFFFF)
            out += data[start..<start + count]
            start += count
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(Int(b << 16 | a))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    private static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    private static func le32(_ v: Int) -> [UInt8] {
        [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]
    }
}
