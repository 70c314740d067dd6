import Foundation

/// Turns numbers into the strings a column's NumberFormatter shows, configured as on Apple platforms
/// (see `NumberFormatterFactory` for what Linux gets wrong and how it is avoided).
///
/// Plain fixed-point formats (decimal, currency, percent, none, and explicit patterns of that shape)
/// take a fast path that reproduces NumberFormatter's output without calling it; everything else,
/// and every value the fast path does not cover, goes through the formatter. One instance is meant
/// for one thread at a time.
public final class NumberRenderer {
    public let format: NumberFormat
    private let formatter: NumberFormatter
    private let fastWriter: FastNumberWriter?
    private let shortestWriter: ShortestNumberWriter?
    /// The fraction digits decimal points line up on in a table (shortest digits only), and the
    /// scratch space of the shortest writer.
    private let alignedFractionDigits: Int
    private var scratch: [UInt8] = []
    private let decimalSeparatorCells: Int

    public init(_ format: NumberFormat) {
        self.format = format
        formatter = NumberFormatterFactory.make(format)
        if let shortest = format.shortestDigits {
            let writer = ShortestNumberWriter(format: format)
            shortestWriter = writer
            fastWriter = nil
            alignedFractionDigits = shortest.alignedFractionDigits
            decimalSeparatorCells = String(decoding: writer.decimalSeparator, as: UTF8.self).count
        } else {
            shortestWriter = nil
            fastWriter = FastNumberWriter.make(formatter: formatter, format: format)
            alignedFractionDigits = 0
            decimalSeparatorCells = 1
        }
        scratch.reserveCapacity(64)
    }

    /// Whether values are written without NumberFormatter (for diagnostics and tests; the output is
    /// the same either way).
    public var usesFastPath: Bool { fastWriter != nil }

    /// `$-0` is a zero: a currency column shows it as `$0.00`, where the formatter writes `-$0.00`
    /// (issue 47.4); a plain column keeps the formatter's own.
    private var isCurrency: Bool { format.style == .currency }

    /// The formatted value's UTF-8 bytes, valid inside `body` only: what `string` returns,
    /// without making a String on the fast path.
    /// With shortest digits, the value is padded with trailing spaces so that decimal points line
    /// up in the column (see `alignedString`).
    @inline(__always)
    public func withUTF8<R>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let value = isCurrency && value == 0 ? 0 : value
        if let fastWriter, let result = fastWriter.withBytes(value, body) { return result }
        if shortestWriter != nil && value.isFinite {
            writeAligned(value)
            return scratch.withUnsafeBufferPointer(body)
        }
        var text = string(value)
        return text.withUTF8(body)
    }

    /// The value as a table cell shows it: with shortest digits, the fraction padded with spaces
    /// to the column's aligned fraction digits (a value without fraction gets room for the point
    /// too), as tabulate's decimal alignment does; scientific values are not padded. Otherwise as
    /// `string`.
    public func alignedString(_ value: Double) -> String {
        guard shortestWriter != nil, value.isFinite else { return string(value) }
        writeAligned(value)
        return String(decoding: scratch, as: UTF8.self)
    }

    /// The value's UTF-8 bytes without the alignment padding, and the padding `alignedString`
    /// would add, apart: a view that lines decimal points up with other means than spaces (the
    /// preview page's figure spaces) takes the same decision as the terminal table.
    public func withAlignedUTF8(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>, AlignmentPadding) -> Void) {
        let value = isCurrency && value == 0 ? 0 : value
        if let fastWriter, fastWriter.withBytes(value, { body($0, AlignmentPadding()) }) != nil { return }
        guard let shortestWriter, value.isFinite else {
            var text = string(value)
            text.withUTF8 { body($0, AlignmentPadding()) }
            return
        }
        let fraction = shortestWriter.write(value, into: &scratch)
        var padding = AlignmentPadding()
        if alignedFractionDigits > 0, fraction >= 0 {
            padding.digits = alignedFractionDigits - max(0, fraction)
            padding.separator = fraction == 0
        }
        scratch.withUnsafeBufferPointer { body($0, padding) }
    }

    private func writeAligned(_ value: Double) {
        guard let shortestWriter else { return }
        let fraction = shortestWriter.write(value, into: &scratch)
        guard alignedFractionDigits > 0, fraction >= 0 else { return }
        let pad = fraction > 0 ? alignedFractionDigits - fraction : alignedFractionDigits + decimalSeparatorCells
        if pad > 0 { scratch.append(contentsOf: repeatElement(0x20, count: pad)) }
    }

    /// One renderer per column, shared by columns with the same format: a NumberFormatter costs
    /// about 0.2 ms and 13 KB, which 100,000 number columns turned into 20 s and 1.3 GB.
    public static func shared(for formats: [NumberFormat?]) -> [NumberRenderer?] {
        var byFormat: [NumberFormat: NumberRenderer] = [:]
        return formats.map { format in
            format.map { format in
                if let renderer = byFormat[format] { return renderer }
                let renderer = NumberRenderer(format)
                byFormat[format] = renderer
                return renderer
            }
        }
    }

    public func string(_ value: Double) -> String {
        let value = isCurrency && value == 0 ? 0 : value
        if let fastWriter, let text = fastWriter.string(value) { return text }
        if let shortestWriter, value.isFinite {
            _ = shortestWriter.write(value, into: &scratch)
            return String(decoding: scratch, as: UTF8.self)
        }
        return formatterString(value)
    }

    /// The fast path's string, or nil where it defers to the formatter (tests compare the two).
    func fastString(_ value: Double) -> String? {
        fastWriter?.string(value)
    }

    /// The formatter's own string, bypassing the fast path.
    func formatterString(_ value: Double) -> String {
        // Linux's formatter prints -∞ as `-+∞` (the minus prefix before its `+∞` symbol) and NaN
        // with the style's affixes (`$NaN`); Apple's NumberFormatter answers them with its symbols.
        if value.isInfinite {
            return value > 0 ? formatter.positiveInfinitySymbol : formatter.negativeInfinitySymbol
        }
        if value.isNaN {
            return formatter.notANumberSymbol ?? "NaN"
        }
        // ICU's spell-out of a double at or above 10^17 gives 2^54's words ("eighteen quadrillion
        // fourteen trillion…"); an integral value passed as an integer is spelt exactly.
        if format.style == .spellout, value == value.rounded(), value.magnitude < 9.2e18 {
            return formatter.string(from: NSNumber(value: Int64(value))) ?? String(value)
        }
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// What a number lacks to line its decimal point up with its column's: fraction digits, and the
/// separator itself when the number has no fraction.
public struct AlignmentPadding: Sendable, Equatable {
    public var digits = 0
    public var separator = false

    public init(digits: Int = 0, separator: Bool = false) {
        self.digits = digits
        self.separator = separator
    }

    public var isEmpty: Bool { digits == 0 && !separator }
}
