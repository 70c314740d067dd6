import Foundation

@testable import GridReport

// Target 2: the CSV reader with a fixed delimiter and a small initial buffer (16 to 79 bytes), so
// records straddle refills, fields outgrow the buffer and it grows and slides; then the two-pass
// report reader with the same delimiter.
//
// Input: byte 0 picks the delimiter (any ASCII byte but a quote or a line break) and, with its
// high bit, a dialect (0–2 lines skipped before the header, spaces skipped after delimiters, `\`
// as the escape, `#` as the comment character); byte 1 the buffer capacity and the ragged policy;
// the rest is the file. `typeReport` reads it in chunks with the same dialect.
//
// Oracle: the records, their lines and fields, and the error that ends the read (if any) are
// exactly those of a read with a 1 MiB buffer, where everything fits at once.

private struct Outcome: Equatable {
    var records: [[String]] = []
    var lines: [Int] = []
    var locations: [String] = []
    var error: String?
}

private func read(_ bytes: UnsafeBufferPointer<UInt8>, options: CSVOptions, capacity: Int) -> Outcome {
    var outcome = Outcome()
    do {
        let reader = try CSVReader(
            source: ScratchFile.shared.source(bytes), options: options, initialCapacity: capacity)
        guard reader.delimiter == options.delimiter else {
            violated("delimiter \(reader.delimiter) instead of \(options.delimiter!)")
        }
        while try reader.next() {
            guard reader.fieldCount >= 1 else { violated("a record with no field") }
            var fields: [String] = []
            for index in 0..<reader.fieldCount {
                do {
                    fields.append(try reader.string(at: index))
                } catch {
                    checkError(error, allowing: [65])
                    fields.append("<error: \(error)>")
                }
                outcome.locations.append(reader.location(ofField: index).description)
            }
            outcome.records.append(fields)
            outcome.lines.append(reader.line)
        }
    } catch {
        checkError(error)
        outcome.error = "\(error)"
    }
    return outcome
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let first = input.byte()
    var delimiter = first & 0x7F
    if delimiter == UInt8(ascii: "\"") || delimiter == UInt8(ascii: "\n") || delimiter == UInt8(ascii: "\r") {
        delimiter = UInt8(ascii: ",")
    }
    let shape = input.byte()
    let capacity = 16 + Int(shape & 0x3F)
    let ragged = RaggedPolicy.allCases[Int(shape >> 6) % RaggedPolicy.allCases.count]
    let csv = input.rest()
    var options = CSVOptions(delimiter: delimiter, ragged: ragged)
    if first & 0x80 != 0 {
        options.skipLines = capacity % 3
        options.skipInitialSpace = true
        if delimiter != UInt8(ascii: "\\") { options.escape = UInt8(ascii: "\\") }
        if delimiter != UInt8(ascii: "#") { options.comment = UInt8(ascii: "#") }
    }

    let small = read(csv, options: options, capacity: capacity)
    let large = read(csv, options: options, capacity: 1 << 20)
    if small != large {
        violated(
            """
            a \(capacity)-byte buffer reads otherwise than a 1 MiB one
              small: \(small.records.count) records, lines \(small.lines), error \(small.error ?? "none")
              large: \(large.records.count) records, lines \(large.lines), error \(large.error ?? "none")
              first different record: \(zip(small.records, large.records).enumerated().first { $0.element.0 != $0.element.1 }.map { String($0.offset) } ?? "-")
              locations equal: \(small.locations == large.locations)
            """)
    }
    typeReport(ScratchFile.shared.source(csv), csv: options, hasHeader: shape & 1 == 0)
    return 0
}
