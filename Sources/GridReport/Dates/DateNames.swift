import Foundation

/// The month and weekday names and the AM/PM markers of a locale, as ICU has them, for writing
/// dates; and the names a value may be read with: the locale's and English ones, with or without
/// an abbreviation's dot, without regard to ASCII case.
public struct DateNames: Sendable, Equatable {
    public var locale: String
    var months: [String]
    var shortMonths: [String]
    var weekdays: [String]
    var shortWeekdays: [String]
    var am: String
    var pm: String
    /// Lowercased name bytes and the value each reads as, longest first so that `June` is not
    /// read as `Jun` and a stray `e`.
    let monthNames: [Name]
    let weekdayNames: [Name]
    let dayPeriodNames: [Name]

    struct Name: Sendable, Equatable {
        var bytes: [UInt8]
        var value: Int
    }

    public init(locale: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        self.locale = locale
        months = formatter.monthSymbols
        shortMonths = formatter.shortMonthSymbols
        weekdays = formatter.weekdaySymbols
        shortWeekdays = formatter.shortWeekdaySymbols
        am = formatter.amSymbol
        pm = formatter.pmSymbol
        let english = locale.hasPrefix("en") ? nil : DateNames(locale: "en_US")
        monthNames = Self.names(
            [months, shortMonths, english?.months ?? [], english?.shortMonths ?? []], firstValue: 1)
        weekdayNames = Self.names(
            [weekdays, shortWeekdays, english?.weekdays ?? [], english?.shortWeekdays ?? []], firstValue: 0)
        dayPeriodNames = Self.names([[am, pm], ["AM", "PM"], ["a.m.", "p.m."]], firstValue: 0)
    }

    private static func names(_ lists: [[String]], firstValue: Int) -> [Name] {
        var names: [Name] = []
        for list in lists {
            for (offset, name) in list.enumerated() where !name.isEmpty {
                let bytes = Array(name.utf8).map(lowercased)
                names.append(Name(bytes: bytes, value: firstValue + offset))
                if bytes.last == UInt8(ascii: "."), bytes.count > 1 {
                    names.append(Name(bytes: Array(bytes.dropLast()), value: firstValue + offset))
                }
            }
        }
        return names.sorted { $0.bytes.count > $1.bytes.count }
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The value of the longest name at `start`, and where it ends.
    static func match(_ names: [Name], in field: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
        Int, Int
    )? {
        candidates: for name in names where name.bytes.count <= end - start {
            for k in 0..<name.bytes.count where lowercased(field[start + k]) != name.bytes[k] { continue candidates }
            return (name.value, start + name.bytes.count)
        }
        return nil
    }
}
