import Foundation

@testable import GridReport

// Target 1: the CSV reader with a sniffed delimiter, the whole input being the file, then the
// two-pass report reader (profile and typed rows) over the same bytes, and the report drawn as a
// table and as object cells (no raw control may reach the text). Every field also goes through
// the C-locale number parser, checked against Double(String).
//
// Invariants besides "no crash": records advance line by line, every record has at least one
// field, a padded or truncated record has exactly the header's count, every field reads as a
// string or as a located invalid-UTF-8 error, and typed rows have one item per column of the type
// the first pass chose.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The policy comes from the length, so the whole input stays a plain CSV file.
    let ragged = RaggedPolicy.allCases[size % RaggedPolicy.allCases.count]
    let options = CSVOptions(delimiter: nil, ragged: ragged)
    readRecords(ScratchFile.shared.source(bytes), options: options)
    typeReport(
        ScratchFile.shared.source(bytes), csv: options, hasHeader: size % 2 == 0,
        render: (width: 20 + size % 113, wrap: size % 5 == 0))
    return 0
}

func readRecords(_ source: ByteSource, options: CSVOptions) {
    expectingUserErrors {
        let reader = try CSVReader(source: source, options: options)
        guard CSVOptions.sniffedDelimiters.contains(reader.delimiter) else {
            violated("sniffed delimiter \(reader.delimiter)")
        }
        var previousLine = 0
        var records = 0
        while try reader.next() {
            records += 1
            guard reader.recordNumber == records else {
                violated("record number \(reader.recordNumber) for record \(records)")
            }
            guard reader.line > previousLine else { violated("line \(reader.line) after line \(previousLine)") }
            previousLine = reader.line
            guard reader.fieldCount >= 1 else { violated("a record with no field") }
            if let expected = reader.expectedFieldCount, options.ragged != .error, reader.fieldCount != expected {
                violated(
                    "a record read with --ragged \(options.ragged) has \(reader.fieldCount) fields, the header \(expected)"
                )
            }
            for index in 0..<reader.fieldCount {
                _ = reader.location(ofField: index)
                expectingUserErrors(allowing: [65]) { _ = try reader.string(at: index) }
                reader.withField(index, checkNumber)
            }
            _ = reader.bytesConsumed
        }
    }
}

/// The number parser's fast path and general path agree, and a number they read is the Double
/// that Swift's own parser (strtod) reads from the same text.
func checkNumber(_ bytes: UnsafeBufferPointer<UInt8>) {
    var groupingSeparators = 0
    let general = NumberParser.c.parseGeneral(bytes, groupingSeparators: &groupingSeparators)
    if let plain = NumberParser.parsePlain(bytes, decimal: UInt8(ascii: ".")), plain != general {
        violated("'\(String(decoding: bytes, as: UTF8.self))': fast path \(plain), general path \(general)")
    }
    guard case .number(let value, _) = general else { return }
    // The C reading groups digits with ',' (1,234): strtod reads the digits without them.
    let written = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " "))
    let text = groupingSeparators > 0 ? written.replacingOccurrences(of: ",", with: "") : written
    guard let expected = Double(text), expected == value else {
        violated("'\(text)' read as \(value), Double(String) says \(Double(text).map { "\($0)" } ?? "not a number")")
    }
}
