import Glibc

/// Gives chosen icon sets of a worksheet's XML their own thresholds as the XML streams past.
/// libxlsxwriter 1.1.4 writes every icon set with Excel's default thresholds (`percent` 0, 33
/// and 67) whatever the rule says, so the `<cfvo>` elements of the rules named by their priority
/// (unique in a sheet: the order the rules were added in) are replaced by those given. Only the
/// bytes from a rule's `<cfRule` to its `</iconSet>` are ever held, so the sheet is never whole.
struct IconSetThresholds {
    enum Problem: Error { case failed(String) }

    /// By rule priority, the `<cfvo>` elements its `<iconSet>` holds instead.
    let replacements: [Int: [UInt8]]
    /// The bytes not yet passed on: the start of a rule still being read, or a tail that may
    /// hold the start of the next one.
    private var carry: [UInt8] = []
    private var replaced = Set<Int>()

    private static let ruleStart = Array("<cfRule type=\"iconSet\" priority=\"".utf8)
    private static let iconSetStart = Array("<iconSet".utf8)
    private static let iconSetEnd = Array("</iconSet>".utf8)
    /// A rule is a few hundred bytes: one that is not closed by then is not libxlsxwriter's.
    private static let longestRule = 1 << 16

    init(replacements: [Int: [UInt8]]) {
        self.replacements = replacements
    }

    /// The `<cfvo>` elements of three icons: the first from the smallest value, the second from
    /// `low`, the third from `high` (above it when `highInclusive` is false).
    static func cfvo(low: Double, high: Double, highInclusive: Bool) -> [UInt8] {
        let gte = highInclusive ? "" : " gte=\"0\""
        return Array(
            "<cfvo type=\"percent\" val=\"0\"/><cfvo type=\"num\" val=\"\(number(low))\"/><cfvo type=\"num\" val=\"\(number(high))\"\(gte)/>"
                .utf8)
    }

    /// A threshold as the sheet's XML holds a number: its shortest form, `10` rather than `10.0`.
    static func number(_ value: Double) -> String {
        let text = "\(value == 0 ? 0 : value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Passes `bytes` on to `emit`, the chosen rules' thresholds replaced.
    mutating func feed(_ bytes: ArraySlice<UInt8>, emit: (ArraySlice<UInt8>) throws -> Void) throws {
        carry += bytes
        var start = 0
        defer { carry.removeFirst(start) }
        while true {
            guard let rule = Self.find(Self.ruleStart, in: carry, from: start) else {
                // A rule's start may be cut by the chunk's end: keep what could be its beginning.
                let keep = min(carry.count - start, Self.ruleStart.count - 1)
                try emit(carry[start..<(carry.count - keep)])
                start = carry.count - keep
                return
            }
            guard let end = Self.find(Self.iconSetEnd, in: carry, from: rule) else {
                guard carry.count - rule < Self.longestRule else {
                    throw Problem.failed("an icon set's rule does not end")
                }
                try emit(carry[start..<rule])
                start = rule
                return
            }
            var digits = rule + Self.ruleStart.count
            var priority = 0
            while digits < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(carry[digits]) {
                priority = priority * 10 + Int(carry[digits] - UInt8(ascii: "0"))
                digits += 1
            }
            if let cfvo = replacements[priority], let open = Self.find(Self.iconSetStart, in: carry, from: rule),
                open < end, let close = carry[open..<end].firstIndex(of: UInt8(ascii: ">"))
            {
                try emit(carry[start...close])
                try emit(cfvo[...])
                replaced.insert(priority)
                start = end
            } else {
                try emit(carry[start..<end])
                start = end
            }
        }
    }

    /// Passes on what is held; throws when a rule to replace was not met.
    mutating func finish(emit: (ArraySlice<UInt8>) throws -> Void) throws {
        try emit(carry[...])
        carry = []
        guard replaced.count == replacements.count else {
            throw Problem.failed("the sheet's icon sets cannot be found to give them their thresholds")
        }
    }

    /// The first place of `needle` in `bytes` from `start`. `memchr` finds each place of the
    /// needle's capital letter (`R` or `S`), rare in a sheet's XML, and the rest is compared there.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count,
            let pivot = needle.firstIndex(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else { return nil }
        return bytes.withUnsafeBytes { haystack in
            let base = haystack.baseAddress!
            var from = start + pivot
            let last = haystack.count - (needle.count - pivot)
            while from <= last {
                guard let hit = memchr(base + from, Int32(needle[pivot]), last - from + 1) else { return nil }
                let at = base.distance(to: UnsafeRawPointer(hit)) - pivot
                if memcmp(base + at, needle, needle.count) == 0 { return at }
                from = at + pivot + 1
            }
            return nil
        }
    }
}
