import Foundation
import Testing

@testable import GridReport

/// Inputs in UTF-16 and Windows' code page read through `InputFile.open`: the records are the
/// UTF-8 twin's, the errors are located in the decoded text.
@Suite("Text decoding")
struct TextDecodingTests {
    /// Writes `bytes` to a file and opens it as the command does.
    func open(_ bytes: [UInt8], encoding: TextEncoding = .auto, name: String = "data.csv") throws -> ByteSource {
        let path = try temporaryCSV("")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let source = try InputFile.open(path, encoding: encoding)
        return source
    }

    /// Every record of a decoded input, with the pass's source (which a fallback replaces).
    func read(
        _ bytes: [UInt8], encoding: TextEncoding = .auto, chunkBytes: Int? = nil
    ) throws -> (records: [[String]], reading: InputReading) {
        var options = ReadOptions()
        if let chunkBytes { options.chunkBytes = chunkBytes }
        let pass = try FirstPass(try open(bytes, encoding: encoding), options: options)
        var rows = [pass.records.columnNames]
        for chunk in pass.records.chunks {
            let reader = try pass.records.reader(for: chunk)
            while try reader.next() { rows.append(try (0..<reader.fieldCount).map { try reader.string(at: $0) }) }
        }
        return (rows, pass.records.source.reading)
    }

    static let text = "Name\tCity\tNote\nMüller\tKöln\t€ 12,50\nŒuvre\tZürich\t😀 \"q\"\n"
    static let twin = [["Name", "City", "Note"], ["Müller", "Köln", "€ 12,50"], ["Œuvre", "Zürich", "😀 \"q\""]]

    func utf16(_ text: String, bigEndian: Bool, mark: Bool = true) -> [UInt8] {
        let units = (mark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test("UTF-16LE and UTF-16BE with a byte order mark read as their UTF-8 twin, the tab sniffed")
    func utf16WithMark() throws {
        for bigEndian in [false, true] {
            let result = try read(utf16(Self.text, bigEndian: bigEndian))
            #expect(result.records == Self.twin)
            #expect(result.reading == InputReading(encoding: bigEndian ? .utf16BE : .utf16LE, byteOrderMark: true))
        }
    }

    @Test("utf-16 without a mark takes the byte order of its first character; utf-16le and -be are taken as asked")
    func utf16WithoutMark() throws {
        #expect(try read(utf16(Self.text, bigEndian: true, mark: false), encoding: .utf16).records == Self.twin)
        #expect(try read(utf16(Self.text, bigEndian: false, mark: false), encoding: .utf16).records == Self.twin)
        #expect(try read(utf16(Self.text, bigEndian: false, mark: false), encoding: .utf16LE).records == Self.twin)
        #expect(try read(utf16(Self.text, bigEndian: true, mark: true), encoding: .utf16BE).records == Self.twin)
    }

    @Test("a large UTF-16 file decodes across its blocks and chunks whatever their sizes")
    func acrossBlocks() throws {
        // Three-byte, two-byte and four-byte characters land on every block boundary in turn.
        var text = "a,b\n"
        for row in 0..<40_000 { text += "\(row)€ü,😀x\(row % 7)\n" }
        let expected = text.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(try read(utf16(text, bigEndian: false)).records == expected)
        #expect(try read(utf16(text, bigEndian: true), chunkBytes: 1000).records == expected)
    }

    @Test("Windows-1252: € Œ ü and the rest of 0x80–0x9F; Latin-1 reads the C1 controls")
    func singleByte() throws {
        let bytes: [UInt8] = Array("a;b\n".utf8) + [0x80, 0x20, 0x8C, 0x20, 0xFC, 0x3B, 0x81, 0x9F, 0xFF, 0x0A]
        let windows = try read(bytes, encoding: .windows1252)
        #expect(windows.records == [["a", "b"], ["€ Œ ü", "\u{81}Ÿÿ"]])
        #expect(windows.reading == InputReading(encoding: .windows1252))
        #expect(try read(bytes, encoding: .latin1).records == [["a", "b"], ["\u{80} \u{8C} ü", "\u{81}\u{9F}ÿ"]])
    }

    @Test("auto: not UTF-8 without a mark is read as Windows-1252, and the pass says where it showed")
    func fallback() throws {
        let bytes: [UInt8] =
            Array("Name,City\nAda,Bonn\n".utf8) + [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72] + Array(",K\n".utf8)
        let result = try read(bytes, chunkBytes: 4)
        #expect(result.records == [["Name", "City"], ["Ada", "Bonn"], ["Müller", "K"]])
        #expect(
            result.reading
                == InputReading(
                    encoding: .windows1252,
                    notUTF8At: SourceLocation(file: result.reading.notUTF8At?.file ?? "", line: 3, column: 2)))
        let utf8 = try read(Array("a,b\nü,1\n".utf8))
        #expect(utf8.reading == InputReading(encoding: .utf8, isGuess: true))
    }

    @Test("an explicit encoding is never guessed past: bad bytes are errors at the decoded line and column")
    func explicitErrors() throws {
        let latin: [UInt8] = Array("a,b\nxy,".utf8) + [0xFC, 0x0A]
        let utf8 = gridError { _ = try read(latin, encoding: .utf8) }
        #expect(
            utf8?.reason == .csv(.invalidUTF8(at: SourceLocation(file: utf8Name(utf8), line: 2, column: 4), byte: 0xFC))
        )
        // A high surrogate followed by a letter, after "é," on line 2.
        var units = utf16("a,b\r\né,", bigEndian: false)
        units += [0x00, 0xD8, 0x41, 0x00, 0x0A, 0x00]
        let lone = gridError { _ = try read(units) }
        #expect(
            lone?.reason
                == .decoding(
                    .invalidText(
                        at: SourceLocation(file: utf8Name(lone), line: 2, column: 3), encoding: .utf16LE,
                        bytes: [0x00, 0xD8])))
        #expect(lone?.description.contains(": invalid UTF-16LE (bytes 0x00 0xD8)") == true)
        let odd = gridError { _ = try read(utf16("a,b\n1,2", bigEndian: true) + [0x41]) }
        #expect(
            odd?.reason
                == .decoding(
                    .invalidText(
                        at: SourceLocation(file: utf8Name(odd), line: 2, column: 4), encoding: .utf16BE, bytes: [0x41]))
        )
    }

    /// The file name an error carries (a temporary path).
    func utf8Name(_ error: GridReportError?) -> String {
        switch error?.reason {
        case .csv(.invalidUTF8(let at, _)): return at.file
        case .decoding(.invalidText(let at, _, _)): return at.file
        default: return ""
        }
    }

    @Test("encoding names: the listed ones in any case, common aliases; others are refused with the list")
    func names() throws {
        #expect(try TextEncoding.parse("UTF-16LE") == .utf16LE)
        #expect(try TextEncoding.parse("cp1252") == .windows1252)
        #expect(try TextEncoding.parse("utf8") == .utf8)
        let error = gridError { _ = try TextEncoding.parse("ebcdic") }
        #expect(
            error?.sentence(naming: { "--" + $0.rawValue })
                == "--encoding: 'ebcdic' is not an encoding gridreport reads (use one of auto, utf-8, utf-16, utf-16le, utf-16be, windows-1252, latin1)"
        )
        #expect(error?.kind == .usage)
    }
}
