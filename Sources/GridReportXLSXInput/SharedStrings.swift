import GridReport

/// A workbook's shared strings, kept compact: every string's UTF-8 in one byte buffer and where
/// each ends, 4 bytes a string beyond its text (a `[String]` would cost 16 bytes and often an
/// allocation each). Rich text runs are joined; phonetic runs (`rPh`) are left out, as Excel shows
/// the cell.
struct SharedStrings {
    private(set) var bytes: [UInt8] = []
    private(set) var ends: [UInt32] = []

    /// The most text and the most strings kept: memory stays under 160 MB for the table.
    static let maximumBytes = 128 << 20
    static let maximumCount = 8_000_000

    init() {}

    /// The strings of `part`; `maximumBytes` and `maximumCount` are the limits (lowered by tests).
    init(
        _ archive: WorkbookArchive, part: String, maximumBytes: Int = Self.maximumBytes,
        maximumCount: Int = Self.maximumCount
    ) throws {
        let scanner = try archive.scanner(part)
        // The text is no longer than the part; reserving it spares the copies of growing.
        bytes.reserveCapacity(min(archive.size(part) ?? 0, maximumBytes))
        scanner.textLimit = maximumBytes
        var inString = false
        var phonetic = 0
        while true {
            let token = try scanner.next()
            switch token {
            case .endOfInput:
                return
            case .start(let selfClosing):
                if scanner.isNamed("si") {
                    if selfClosing {
                        scanner.text.removeAll(keepingCapacity: true)
                        try append(&scanner.text, from: 0)
                        scanner.text.removeAll(keepingCapacity: true)
                        continue
                    }
                    // Each string's text starts afresh, however broken the one before.
                    inString = true
                    scanner.text.removeAll(keepingCapacity: true)
                } else if scanner.isNamed("rPh"), !selfClosing {
                    phonetic += 1
                } else if inString, phonetic == 0, scanner.isNamed("t"), !selfClosing {
                    scanner.collectsText = true
                }
            case .end:
                if scanner.isNamed("t") {
                    scanner.collectsText = false
                } else if scanner.isNamed("rPh") {
                    phonetic -= 1
                } else if scanner.isNamed("si"), inString {
                    inString = false
                    scanner.collectsText = false
                    if scanner.textLimitHit { throw tooLarge(archive, part) }
                    try append(&scanner.text, from: 0)
                    scanner.text.removeAll(keepingCapacity: true)
                }
            }
        }

        func tooLarge(_ archive: WorkbookArchive, _ part: String) -> GridReportError {
            GridReportError(
                WorkbookError.tooLarge(
                    file: archive.file, part: part,
                    detail:
                        "more than \(CSVReader.grouped(maximumCount)) shared strings or \(CSVReader.grouped(maximumBytes)) bytes of them"
                ))
        }

        func append(_ text: inout [UInt8], from start: Int) throws {
            let slice = text[start...]
            if XMLText.hasEscape(slice) {
                bytes.append(contentsOf: XMLText.unescaped(slice))
            } else {
                bytes.append(contentsOf: slice)
            }
            guard bytes.count <= maximumBytes, ends.count < maximumCount else {
                throw tooLarge(archive, part)
            }
            ends.append(UInt32(bytes.count))
        }
    }

    var count: Int { ends.count }

    /// The string at `index`, nil past the end.
    func withString<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard index >= 0, index < ends.count else { return nil }
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
