import Foundation

@testable import GridReport

// Shared by the xlsx targets: a stream over the fuzzer's bytes that hands them out a few at a time,
// a reader of a sheet's records that notes how it ended, and the checks of those records as CSV.

/// The exit codes a workbook's problems may have: 65 (data), 64 (usage: a sheet that is not
/// there), 66 (no input).
let workbookExitCodes: Set<Int32> = [64, 65, 66]

/// The harness reads at most this much of a sheet's records: a few cells far apart spell out many
/// empty ones, which the reader allows (within `SheetShape`'s limits) and the fuzzer need not.
let recordsLimit = 4 << 20

/// Bytes handed out at most `step` at a time (nil: as many as asked), so a tokenizer's buffer
/// ends at every place a read can end.
final class DribbleStream: ByteStream {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let step: Int?
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, step: Int?) {
        self.bytes = bytes
        self.step = step
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let n = min(count, step ?? count, bytes.count - position)
        guard n > 0 else { return 0 }
        buffer.update(from: bytes.baseAddress! + position, count: n)
        position += n
        return n
    }
}

/// How a read of a sheet's records ended: the CSV bytes made (up to `recordsLimit`) and the
/// error that stopped it, if any.
struct RecordsOutcome: Equatable {
    var csv: [UInt8] = []
    var error: String?
    /// False when the harness stopped reading at `recordsLimit`.
    var complete = true
}

extension RecordsOutcome {
    /// Whether two reads of one sheet agree: the same error, and the same records when neither
    /// stopped early. Records are made and handed on a row at a time, so before an error (or the
    /// harness's limit) a read in small pieces may have got more of them than one in large ones.
    func agrees(with other: RecordsOutcome) -> Bool {
        guard error == other.error, complete == other.complete else { return false }
        if error == nil && complete { return csv == other.csv }
        return csv.count <= other.csv.count ? other.csv.starts(with: csv) : csv.starts(with: other.csv)
    }
}

/// Reads `stream` to its end in reads of `step` bytes; an error must be a workbook's.
func drain(_ stream: any ByteStream, step: Int, into outcome: inout RecordsOutcome) {
    var buffer = [UInt8](repeating: 0, count: step)
    do {
        while true {
            let n = try buffer.withUnsafeMutableBufferPointer { try stream.read(into: $0.baseAddress!, count: step) }
            guard n >= 0, n <= step else { violated("a read of \(step) bytes returned \(n)") }
            if n == 0 { return }
            outcome.csv.append(contentsOf: buffer[0..<n])
            if outcome.csv.count > recordsLimit {
                outcome.complete = false
                return
            }
        }
    } catch {
        checkError(error, allowing: workbookExitCodes)
        outcome.error = "\(error)"
    }
}

/// A sheet's records as the command reads them: comma-separated, each with the table's `width`
/// fields (nil: the first record's count), `count` records if known; then the two-pass report
/// over them (types, rows, chunk independence, rendering).
func checkRecords(_ csv: [UInt8], width: Int?, count: Int?) {
    csv.withUnsafeBufferPointer { bytes in
        let options = CSVOptions(delimiter: UInt8(ascii: ","), ragged: .error)
        var records = 0
        var expected = width
        do {
            let reader = try CSVReader(source: ScratchFile.shared.source(bytes, name: "fuzz.xlsx"), options: options)
            while try reader.next() {
                records += 1
                if expected == nil { expected = reader.fieldCount }
                guard reader.fieldCount == expected else {
                    violated("record \(records) has \(reader.fieldCount) fields, the table \(expected!)")
                }
                for index in 0..<reader.fieldCount {
                    expectingUserErrors(allowing: [65]) { _ = try reader.string(at: index) }
                }
            }
        } catch {
            // Text in a cell is passed on as it is: invalid UTF-8 is the CSV reader's to refuse.
            checkError(error, allowing: [65])
            guard "\(error)".contains("UTF-8") else { violated("the records do not read as CSV: \(error)") }
            return
        }
        if let count, records != count { violated("\(records) records, the sheet's shape says \(count)") }
        typeReport(
            ScratchFile.shared.source(bytes, name: "fuzz.xlsx"), csv: options, hasHeader: true,
            render: (width: 20 + csv.count % 113, wrap: csv.count % 5 == 0))
    }
}
