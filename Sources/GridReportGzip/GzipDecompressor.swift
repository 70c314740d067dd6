import GridReport

/// gzip, told by its magic bytes (0x1F 0x8B), for `InputFile.open`'s decompressors. The only
/// code that links zlib: the core asks for a `Decompressor` and names no C library.
public struct GzipDecompressor: Decompressor {
    public init() {}

    public var name: String { "gzip" }

    public func recognizes(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 2 && prefix[0] == 0x1F && prefix[1] == 0x8B
    }

    public func decompressing(_ input: any ByteStream, file: String) throws -> any ByteStream {
        try GzipStream(input, file: file)
    }
}
