import Foundation
import GridReport

/// A pull tokenizer for the XML of a workbook's parts (SpreadsheetML), read from a stream in
/// chunks: tag by tag, with the text between tags collected only when asked for.
///
/// Why not Foundation's `XMLParser`: it builds on libxml2, which a static binary must carry,
/// makes a `String` and a dictionary for every element and attribute, and calls back through
/// delegates; a sheet is millions of `<c>` elements with three attributes and one `<v>` each.
/// Measured on a 300,000-row sheet (93.6 MB of XML, 1.8M cells): `XMLParser` took 1.60 s of CPU
/// for one pass that only collects each cell's attributes and value, as long as the whole
/// `gridreport render` of the workbook, which inflates and scans the sheet twice with this
/// scanner (see docs/benchmarks.md). This scanner does only what these parts need: elements, attributes, text,
/// the five predefined entities and character references, CDATA; comments, processing
/// instructions and a DOCTYPE are skipped (a DOCTYPE's entities are never expanded, so an entity
/// bomb expands to nothing). Namespace prefixes are dropped: `x:c` is `c`. Memory is the chunk,
/// the longest tag and the text asked for, each bounded.
final class XMLScanner {
    enum Token: Equatable {
        /// `<name …>`; `selfClosing` for `<name …/>`, which has no end token.
        case start(selfClosing: Bool)
        case end
        case endOfInput
    }

    // A scanner is used by one thread at a time (its reader's): its state is read and written per
    // byte and per tag, without the dynamic exclusivity checks a class's properties otherwise get
    // (they took a fifth of a workbook's read, measured with perf).
    private let stream: any ByteStream
    let part: String
    let file: String
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var begin = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var atEOF = false
    /// The current tag's local name and attributes, as ranges of `buffer` (valid until `next`).
    @exclusivity(unchecked) private(set) var nameStart = 0
    @exclusivity(unchecked) private(set) var nameEnd = 0
    /// The current tag's attributes are the first `attributeCount`; the array only grows.
    @exclusivity(unchecked) private var attributes: [(nameStart: Int, nameEnd: Int, valueStart: Int, valueEnd: Int)] =
        []
    @exclusivity(unchecked) private var attributeCount = 0
    /// When set, the text between the tags that follow is appended (entities decoded) to `text`.
    @exclusivity(unchecked) var collectsText = false
    @exclusivity(unchecked) var text: [UInt8] = []
    /// The most text collected; more is an error the caller words (`textLimitHit`).
    @exclusivity(unchecked) var textLimit = Int.max
    @exclusivity(unchecked) private(set) var textLimitHit = false
    private static let chunk = 1 << 18
    /// The longest tag: a cell's has three short attributes; a workbook's sheet list is many tags.
    private static let maximumTag = 1 << 20

    init(_ stream: any ByteStream, part: String, file: String) {
        self.stream = stream
        self.part = part
        self.file = file
        capacity = Self.chunk
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// Whether the current tag's local name is `name`.
    @inline(__always)
    func isNamed(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard nameEnd - nameStart == count else { return false }
        let bytes = name.utf8Start
        for i in 0..<count where buffer[nameStart + i] != bytes[i] { return false }
        return true
    }

    /// The raw bytes of the current tag's attribute `name` (entities not decoded), if it has it.
    func attributeBytes(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        let count = name.utf8CodeUnitCount
        let bytes = name.utf8Start
        outer: for index in 0..<attributeCount {
            let attribute = attributes[index]
            guard attribute.nameEnd - attribute.nameStart == count else { continue }
            for i in 0..<count where buffer[attribute.nameStart + i] != bytes[i] { continue outer }
            return UnsafeBufferPointer(
                start: buffer + attribute.valueStart, count: attribute.valueEnd - attribute.valueStart)
        }
        return nil
    }

    /// The raw bytes of a cell's attributes `r`, `t` and `s` (each the first of its name, as
    /// `attributeBytes` finds it), in one look at the tag's attributes instead of three.
    func cellAttributes() -> (
        r: UnsafeBufferPointer<UInt8>?, t: UnsafeBufferPointer<UInt8>?, s: UnsafeBufferPointer<UInt8>?
    ) {
        var r: UnsafeBufferPointer<UInt8>?
        var t: UnsafeBufferPointer<UInt8>?
        var s: UnsafeBufferPointer<UInt8>?
        for index in 0..<attributeCount {
            let attribute = attributes[index]
            guard attribute.nameEnd - attribute.nameStart == 1 else { continue }
            let value = UnsafeBufferPointer(
                start: buffer + attribute.valueStart, count: attribute.valueEnd - attribute.valueStart)
            switch buffer[attribute.nameStart] {
            case UInt8(ascii: "r"): if r == nil { r = value }
            case UInt8(ascii: "t"): if t == nil { t = value }
            case UInt8(ascii: "s"): if s == nil { s = value }
            default: break
            }
        }
        return (r, t, s)
    }

    /// The attribute `name` as text, entities decoded.
    func attribute(_ name: StaticString) -> String? {
        guard let raw = attributeBytes(name) else { return nil }
        var decoded: [UInt8] = []
        XMLText.appendDecoded(raw, to: &decoded)
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The next tag; text before it is collected when `collectsText` is set.
    func next() throws -> Token {
        while true {
            // Text up to the next '<'.
            var i = begin
            while true {
                if i < end, let found = memchr(buffer + i, 0x3C, end - i) {
                    i = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else {
                    i = end
                }
                if i < end { break }
                // An entity cut by the chunk's end waits for the rest of its bytes.
                var keep = i
                if collectsText {
                    var k = i
                    while k > begin && i - k < 12 && buffer[k - 1] != 0x3B && buffer[k - 1] != 0x26 { k -= 1 }
                    if k > begin && buffer[k - 1] == 0x26 { keep = k - 1 }
                    appendText(begin, keep)
                }
                begin = keep
                if atEOF {
                    if collectsText { appendText(begin, end) }
                    begin = end
                    return .endOfInput
                }
                _ = try refill()
                i = begin
            }
            if collectsText { appendText(begin, i) }
            begin = i
            // A whole tag in the buffer, from '<' to its '>'.
            guard try ensureTag() else {
                throw GridReportError(WorkbookError.badXML(file: file, part: part, detail: "it ends inside a tag"))
            }
            if let token = try readTag() { return token }
        }
    }

    /// Reads what is left of the part, unscanned: its stream checks its size and checksum only
    /// at its end, which a sheet's reader, done at `</sheetData>`, would not otherwise reach.
    func drain() throws {
        begin = end
        while !atEOF { _ = try refill() }
    }

    private func appendText(_ from: Int, _ to: Int) {
        guard to > from, !textLimitHit else { return }
        if text.count + (to - from) > textLimit {
            textLimitHit = true
            return
        }
        XMLText.appendDecoded(UnsafeBufferPointer(start: buffer + from, count: to - from), to: &text)
    }

    /// Moves unread bytes to the front and reads more; false at the end of input with nothing left.
    private func refill() throws -> Bool {
        if atEOF { return begin < end }
        if begin > 0 {
            let left = end - begin
            if left > 0 { buffer.update(from: buffer + begin, count: left) }
            end = left
            begin = 0
        }
        if end == capacity {
            guard capacity < Self.maximumTag * 2 else {
                throw GridReportError(
                    WorkbookError.tooLarge(
                        file: file, part: part, detail: "a tag longer than \(CSVReader.grouped(Self.maximumTag)) bytes")
                )
            }
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = bigger
            capacity *= 2
        }
        let n = try readStream(into: buffer + end, count: capacity - end)
        if n == 0 { atEOF = true }
        end += n
        return begin < end
    }

    private func readStream(into target: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        try stream.read(into: target, count: count)
    }

    /// Makes sure the tag at `begin` ends in the buffer: its '>' (or, for a comment or CDATA,
    /// its closing sequence) is found; false when the input ends first.
    private func ensureTag() throws -> Bool {
        // An element's tag (not `<!…` nor `<?…`) ends at its first '>', most often already read.
        if end - begin >= 2, buffer[begin + 1] != 0x21, buffer[begin + 1] != 0x3F,
            let found = memchr(buffer + begin + 1, 0x3E, end - begin - 1)
        {
            tagEnd = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            return true
        }
        var scanned = begin + 1
        while true {
            let closing = closingSequence()
            if let found = find(closing, from: max(scanned, begin + 1)) {
                tagEnd = found + closing.count
                return true
            }
            scanned = max(begin + 1, end - closing.count)
            let offset = scanned - begin
            if atEOF { return false }
            if end - begin > Self.maximumTag && closing.count == 1 {
                throw GridReportError(
                    WorkbookError.tooLarge(
                        file: file, part: part, detail: "a tag longer than \(CSVReader.grouped(Self.maximumTag)) bytes")
                )
            }
            _ = try refill()
            scanned = begin + offset
        }
    }

    @exclusivity(unchecked) private var tagEnd = 0

    private func closingSequence() -> [UInt8] {
        if starts(with: "<!--") { return Array("-->".utf8) }
        if starts(with: "<![CDATA[") { return Array("]]>".utf8) }
        if starts(with: "<?") { return Array("?>".utf8) }
        return [0x3E]
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard end - begin >= count else { return false }
        for i in 0..<count where buffer[begin + i] != prefix.utf8Start[i] { return false }
        return true
    }

    private func find(_ sequence: [UInt8], from start: Int) -> Int? {
        let count = sequence.count
        var i = start
        if count == 1 {
            let byte = sequence[0]
            while i < end {
                if buffer[i] == byte { return i }
                i += 1
            }
            return nil
        }
        while i + count <= end {
            var matches = true
            for k in 0..<count where buffer[i + k] != sequence[k] {
                matches = false
                break
            }
            if matches { return i }
            i += 1
        }
        return nil
    }

    /// Reads the tag at `begin` (which ends at `tagEnd`); nil for one that is not an element.
    private func readTag() throws -> Token? {
        let start = begin
        let stop = tagEnd
        begin = stop
        let second = start + 1 < stop ? buffer[start + 1] : 0
        if second == 0x21 {  // '!': a comment, CDATA or DOCTYPE
            if stop - start >= 12, buffer[start + 2] == 0x5B, collectsText {  // <![CDATA[ … ]]>
                let from = start + 9
                let to = stop - 3
                if to > from, !textLimitHit {
                    if text.count + (to - from) > textLimit {
                        textLimitHit = true
                    } else {
                        text.append(contentsOf: UnsafeBufferPointer(start: buffer + from, count: to - from))
                    }
                }
            }
            return nil
        }
        if second == 0x3F { return nil }  // '?': a processing instruction
        var i = start + 1
        let isEnd = second == 0x2F
        if isEnd { i += 1 }
        var localStart = i
        while i < stop - 1 && !Self.isSpace(buffer[i]) && buffer[i] != 0x2F && buffer[i] != 0x3E {
            if buffer[i] == 0x3A { localStart = i + 1 }
            i += 1
        }
        nameStart = localStart
        nameEnd = i
        if isEnd { return .end }
        attributeCount = 0
        let selfClosing = stop - 2 > start && buffer[stop - 2] == 0x2F
        let limit = selfClosing ? stop - 2 : stop - 1
        while true {
            while i < limit && Self.isSpace(buffer[i]) { i += 1 }
            if i >= limit { break }
            var attributeStart = i
            while i < limit && buffer[i] != 0x3D && !Self.isSpace(buffer[i]) {
                if buffer[i] == 0x3A { attributeStart = i + 1 }
                i += 1
            }
            let attributeEnd = i
            while i < limit && (Self.isSpace(buffer[i]) || buffer[i] == 0x3D) { i += 1 }
            guard i < limit, buffer[i] == 0x22 || buffer[i] == 0x27 else {
                throw GridReportError(
                    WorkbookError.badXML(file: file, part: part, detail: "an attribute without a quoted value"))
            }
            let quote = buffer[i]
            i += 1
            let valueStart = i
            while i < limit && buffer[i] != quote { i += 1 }
            guard i < limit else {
                throw GridReportError(
                    WorkbookError.badXML(file: file, part: part, detail: "an attribute value that never closes"))
            }
            // xmlns declarations are kept like any attribute; nobody asks for them.
            if attributeCount < attributes.count {
                attributes[attributeCount] = (attributeStart, attributeEnd, valueStart, i)
            } else {
                attributes.append((attributeStart, attributeEnd, valueStart, i))
            }
            attributeCount += 1
            i += 1
        }
        return .start(selfClosing: selfClosing)
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
