import Foundation
import GridReport

// Measures the reading stages alone, for `make bench`:
//   parse FILE     records and fields, no values made
//   type FILE      both passes: profile, then typed grid rows
//   byteloop FILE  the baseline: a plain byte loop that makes a String per field

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gridreport-bench: \(message)\n".utf8))
    exit(64)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: gridreport-bench parse|type|byteloop FILE") }
let path = arguments[2]

do {
    switch arguments[1] {
    case "parse":
        let reader = try CSVReader(source: try ByteSource(path: path))
        var fields = 0
        while try reader.next() { fields += reader.fieldCount }
        print("fields \(fields)")
    case "type":
        let pass = try FirstPass(try ByteSource(path: path))
        let profile = pass.profile
        let schema = try SchemaBuilder.build(profile: profile, settings: ReportSettings())
        var numbers = 0
        var texts = 0
        try RowSource(records: pass.records, schema: schema).forEach { row in
            for item in row.items {
                switch item {
                case .number: numbers += 1
                case .text: texts += 1
                default: break
                }
            }
        }
        print("rows \(profile.rowCount) numbers \(numbers) texts \(texts) types \(schema.columns.map(\.type.rawValue))")
    case "byteloop":
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var fields = 0
        var characters = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            var inQuotes = false
            for i in 0..<bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                    continue
                }
                if !inQuotes && (c == UInt8(ascii: ",") || c == UInt8(ascii: "\n")) {
                    let field = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                    characters &+= field.utf8.count
                    fields += 1
                    start = i + 1
                }
            }
        }
        print("fields \(fields) bytes \(characters)")
    default:
        fail("unknown mode '\(arguments[1])'")
    }
} catch {
    fail("\(error)")
}
