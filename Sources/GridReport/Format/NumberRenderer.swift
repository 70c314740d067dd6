import Foundation

/// Turns numbers into the strings a column's NumberFormatter would show.
/// STUB: the Format work replaces this with a fast path checked against NumberFormatter.
public final class NumberRenderer {
    public let format: NumberFormat
    private let formatter: NumberFormatter

    public init(_ format: NumberFormat) {
        self.format = format
        formatter = NumberFormatter()
        formatter.locale = Locale(identifier: format.locale)
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = format.minimumFractionDigits ?? 0
        formatter.maximumFractionDigits = format.maximumFractionDigits ?? 6
    }

    public func string(_ value: Double) -> String {
        formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
