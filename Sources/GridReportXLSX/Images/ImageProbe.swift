import Glibc

/// What a picture file's header says: its kind (from magic bytes, never the name), its size in
/// pixels and the resolution libxlsxwriter will use to size it.
public struct ImageInfo: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case bmp = "BMP"
    }

    public var kind: Kind
    public var width: Int
    public var height: Int
    /// Dots per inch as libxlsxwriter reads them (PNG pHYs, JPEG JFIF density), 96 when absent;
    /// libxlsxwriter shrinks a picture by 96/dpi, so the scale must undo it.
    var dpiX: Double = 96
    var dpiY: Double = 96
    /// A BMP stored top-down (negative height in its header): browsers show it, but libxlsxwriter
    /// takes the height as it is and spends seconds on a drawing anchored far past the last row.
    public var isTopDown = false

    /// The picture's media type, for a `data:` URI.
    public var mediaType: String {
        switch kind {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .gif: return "image/gif"
        case .bmp: return "image/bmp"
        }
    }
}

/// Reads picture headers through `pread`, so a large JPEG costs a few small reads, not a load;
/// a file that only starts like a picture (cut short, or magic bytes before anything) is none.
struct ImageProbe {
    let fd: Int32
    let size: Int
    /// Headers put the size and resolution first; a file with more segments before them is not
    /// worth thousands of reads.
    private static let maximumSegments = 1_000

    func probe() -> ImageInfo? {
        guard let magic = read(0, 8) else { return nil }
        if magic == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return png() }
        if magic[0] == 0xFF, magic[1] == 0xD8, magic[2] == 0xFF { return jpeg() }
        if magic.starts(with: Array("GIF87a".utf8)) || magic.starts(with: Array("GIF89a".utf8)) { return gif() }
        if magic[0] == 0x42, magic[1] == 0x4D { return bmp() }
        return nil
    }

    private func png() -> ImageInfo? {
        guard let header = read(8, 25), header[4..<8].elementsEqual("IHDR".utf8), pngEndsWithIEND() else { return nil }
        var info = ImageInfo(kind: .png, width: Int(be32(header, 8)), height: Int(be32(header, 12)))
        // pHYs must come before the first IDAT; walk the chunks up to there.
        var offset = 8
        for _ in 0..<Self.maximumSegments {
            guard let chunk = read(offset, 8) else { break }
            let length = Int(be32(chunk, 0))
            let type = String(decoding: chunk[4..<8], as: UTF8.self)
            if type == "IDAT" || type == "IEND" { break }
            if type == "pHYs", length >= 9, let body = read(offset + 8, 9), body[8] == 1 {
                info.dpiX = Double(be32(body, 0)) * 0.0254
                info.dpiY = Double(be32(body, 4)) * 0.0254
            }
            offset += 12 + length
        }
        return valid(info)
    }

    private func jpeg() -> ImageInfo? {
        var dpiX = 96.0
        var dpiY = 96.0
        var frame: (width: Int, height: Int)?
        var offset = 2
        for _ in 0..<Self.maximumSegments {
            guard let marker = read(offset, 4), marker[0] == 0xFF else { return nil }
            if marker[1] == 0xFF {
                offset += 1  // fill byte before a marker
                continue
            }
            let code = marker[1]
            let length = Int(be16(marker, 2))
            // Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
            if (0xC0...0xCF).contains(code), code != 0xC4, code != 0xC8, code != 0xCC, frame == nil {
                guard let header = read(offset + 4, 5) else { return nil }
                frame = (width: Int(be16(header, 3)), height: Int(be16(header, 1)))
            }
            // The scan follows the headers; a file cut before its end marker is not a picture.
            if code == 0xDA {
                guard let frame, length >= 2, endMarker(after: offset + 2 + length) else { return nil }
                return valid(ImageInfo(kind: .jpeg, width: frame.width, height: frame.height, dpiX: dpiX, dpiY: dpiY))
            }
            if code == 0xE0, length >= 14, let app = read(offset + 4, 12), app[0..<5].elementsEqual("JFIF\0".utf8) {
                let unit = app[7]
                let x = Double(be16(app, 8))
                let y = Double(be16(app, 10))
                if unit == 1 {
                    dpiX = x
                    dpiY = y
                }
                if unit == 2 {
                    dpiX = x * 2.54
                    dpiY = y * 2.54
                }
            }
            if code == 0xD9 || length < 2 { return nil }
            offset += 2 + length
        }
        return nil
    }

    private func gif() -> ImageInfo? {
        guard let header = read(6, 7), gifIsComplete(screenFlags: header[4]) else { return nil }
        return valid(ImageInfo(kind: .gif, width: Int(le16(header, 0)), height: Int(le16(header, 2))))
    }

    private func bmp() -> ImageInfo? {
        guard let header = read(14, 12), le32(header, 0) >= 12 else { return nil }
        let width = Int(Int32(bitPattern: le32(header, 4)))
        // A negative height means rows stored top-down; the picture is as tall either way.
        let signedHeight = Int32(bitPattern: le32(header, 8))
        var info = ImageInfo(kind: .bmp, width: width, height: Int(Int(signedHeight).magnitude))
        info.isTopDown = signedHeight < 0
        return valid(info)
    }

    private func valid(_ info: ImageInfo) -> ImageInfo? {
        guard info.width > 0, info.height > 0, info.width <= 1 << 20, info.height <= 1 << 20 else { return nil }
        var info = info
        if !(info.dpiX > 0 && info.dpiX.isFinite) { info.dpiX = 96 }
        if !(info.dpiY > 0 && info.dpiY.isFinite) { info.dpiY = 96 }
        return info
    }

    func read(_ offset: Int, _ count: Int) -> [UInt8]? {
        guard offset >= 0, offset + count <= size else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return got == count ? bytes : nil
    }

    private func be16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    private func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i + 1]) << 8 | UInt16(b[i]) }
    private func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    private func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i + 3]) << 24 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i])
    }
}
