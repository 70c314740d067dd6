import Foundation

/// Opens an input named on the command line: a path, or `-` for standard input.
///
/// Standard input, and a path that cannot be read twice (a pipe such as `<(zcat data.csv.gz)`),
/// is spooled to an unlinked temporary file so it can be (types and natural widths need a first
/// pass) with memory flat in its size.
///
/// A compressed input (told by its first bytes, by one of the `decompressors`) and text in
/// another encoding than UTF-8 are decompressed and decoded while they are read (see
/// `TextDecoding`); a UTF-8 file is read as it is. A workbook (told by its first bytes, by one
/// of the `workbooks`) is read as its sheet `read.sheet`'s records; a zip needs its directory at
/// the end, which is why standard input is spooled first.
public enum InputFile {
    public static let standardInputName = "<stdin>"

    public static func open(
        _ path: String, encoding: TextEncoding = .auto, decompressors: [any Decompressor] = []
    ) throws -> ByteSource {
        try TextDecoding.decoded(try openRaw(path), encoding: encoding, decompressors: decompressors)
    }

    /// The input as `read` says (its encoding, its sheet, its largest cell), with the readers of
    /// compressed inputs and workbooks a caller has.
    ///
    /// `asItComes`: standard input is spooled as it is read rather than whole first, so that a
    /// viewer draws from its first chunks while more comes (a workbook is still spooled whole
    /// first: its directory is at its end).
    public static func open(
        _ path: String, read: ReadOptions, decompressors: [any Decompressor], workbooks: [any WorkbookReader],
        asItComes: Bool = false
    ) throws -> ByteSource {
        let raw = try asItComes && path == "-" ? spoolAsItComes(STDIN_FILENO, name: standardInputName) : openRaw(path)
        let prefix = try TextDecoding.head(of: raw, count: 16)
        if let workbook = workbooks.first(where: { $0.recognizes(prefix) }) {
            try raw.makeAll()
            let records = try workbook.records(of: raw, sheet: read.sheet, maxCellBytes: read.csv.maxFieldBytes)
            let source = ByteSource(
                spool: try makeSpoolFile(for: raw.displayName), displayName: raw.displayName,
                producer: KeptAliveStream(records.stream, keeping: raw),
                reading: InputReading(workbook: records.reading))
            source.places = records.places
            source.cellTypes = records.cellTypes
            return source
        }
        if let kind = NotATable.kind(of: try TextDecoding.head(of: raw, count: NotATable.headCount)) {
            throw GridReportError(InputError.notATable(file: raw.displayName, kind: kind.what, hint: kind.hint))
        }
        if read.sheet != nil {
            throw GridReportError.usage(
                .sheet, "picks a sheet of a workbook, and \(raw.displayName) is not one",
                hint: "leave \(Setting.sheet) out for a CSV file")
        }
        return try TextDecoding.decoded(raw, encoding: read.encoding, decompressors: decompressors)
    }

    /// The input's bytes as they are, from a file that can be read twice.
    private static func openRaw(_ path: String) throws -> ByteSource {
        if path == "-" { return try spool(STDIN_FILENO, name: standardInputName) }
        let source = try ByteSource(path: path)
        if lseek(source.fileDescriptor, 0, SEEK_CUR) >= 0 { return source }
        return try withExtendedLifetime(source) { try spool(source.fileDescriptor, name: path) }
    }

    /// Standard input (or another pipe) spooled as its bytes are asked for.
    private static func spoolAsItComes(_ input: Int32, name: String) throws -> ByteSource {
        ByteSource(
            spool: try makeSpoolFile(for: name), displayName: name, producer: PipeStream(input, name: name),
            reading: InputReading())
    }

    /// An empty temporary file, already unlinked, for the input `name`.
    static func makeSpoolFile(for name: String) throws -> Int32 {
        guard let fd = UnlinkedFile.create(prefix: "gridreport-stdin") else {
            throw GridReportError(InputError.cannotCreateSpool(file: name))
        }
        return fd
    }

    private static func spool(_ input: Int32, name: String) throws -> ByteSource {
        let fd = try makeSpoolFile(for: name)
        let source = ByteSource(fileDescriptor: fd, displayName: name, ownsDescriptor: true)
        let stream = PipeStream(input, name: name)
        let chunk = 1 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
        defer { buffer.deallocate() }
        while true {
            let n = try stream.read(into: buffer, count: chunk)
            if n == 0 { break }
            var written = 0
            while written < n {
                let w = write(fd, buffer + written, n - written)
                if w < 0 {
                    if errno == EINTR { continue }
                    throw GridReportError(InputError.spoolWriteFailed(file: name, errno: errno))
                }
                written += w
            }
        }
        try source.rewind()
        return source
    }
}
