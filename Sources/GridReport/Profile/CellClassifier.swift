/// Recognises missing values and picture references in raw cell bytes.
public struct CellClassifier: Sendable {
    /// The values that mean "no value": empty cells, not text.
    public static let defaultMissingValues = ["", "NA", "N/A", "null", "NULL", "NaN", "-"]

    private let missing: [[UInt8]]
    private let longestMissing: Int

    public init(missingValues: [String] = CellClassifier.defaultMissingValues) {
        missing = missingValues.map { Array($0.utf8) }
        longestMissing = missing.map(\.count).max() ?? 0
    }

    /// True for an empty cell or one of the missing-value words (surrounding spaces ignored).
    @inline(__always)
    public func isMissing(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most cells are longer than every missing word and have no space at either end: said in
        // three compares, where trimming first took about 40 instructions a cell (4% of typing
        // bench-1m.csv, which asks this of every cell in both passes).
        let count = field.count
        if count > longestMissing && field[0] != 0x20 && field[count - 1] != 0x20 { return false }
        var i = 0
        var n = field.count
        while i < n && field[i] == 0x20 { i += 1 }
        while n > i && field[n - 1] == 0x20 { n -= 1 }
        let length = n - i
        if length == 0 { return true }
        if length > longestMissing { return false }
        candidates: for word in missing where word.count == length {
            for k in 0..<length where field[i + k] != word[k] { continue candidates }
            return true
        }
        return false
    }

    private static let extensions: [[UInt8]] = ["png", "jpg", "jpeg", "gif", "bmp"].map { Array($0.utf8) }

    /// True when the cell names a picture: a path or URL ending in png/jpg/jpeg/gif/bmp (a URL's
    /// query ignored), or a `data:image/` URI.
    public static func isImageReference(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = field.count
        if n < 5 { return false }
        if hasPrefix(field, "data:image/") { return true }
        var stop = n
        if hasPrefix(field, "http://") || hasPrefix(field, "https://") {
            for k in 0..<n where field[k] == UInt8(ascii: "?") || field[k] == UInt8(ascii: "#") {
                stop = k
                break
            }
        }
        for ext in extensions where stop > ext.count + 1 {
            let dot = stop - ext.count - 1
            guard field[dot] == UInt8(ascii: ".") else { continue }
            var same = true
            for k in 0..<ext.count where field[dot + 1 + k] | 0x20 != ext[k] {
                same = false
                break
            }
            // A bare `.png` is a name with no stem, not a picture.
            if same && dot > 0 && field[dot - 1] != UInt8(ascii: "/") { return true }
        }
        return false
    }

    private static func hasPrefix(_ field: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard field.count >= count else { return false }
        let p = prefix.utf8Start
        for k in 0..<count where field[k] | 0x20 != p[k] | 0x20 { return false }
        return true
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Empty or spaces only: a missing value in every column, whatever its words.
    var isBlank: Bool { allSatisfy { $0 == 0x20 } }
}
