import _FoundationICU

/// Text in a locale's order, made into keys that compare byte by byte (ICU's sort keys), so a
/// sort can spill them and merge runs without the locale at hand: `é` sorts beside `e`, case
/// and accents decide only between otherwise equal texts. The ICU that Foundation carries is the
/// one used: it is in every build of the command already, and Foundation's own compare of
/// strings in a locale is too slow for millions of rows (a comparison each, not a key each).
/// One per thread: an ICU collator is not to be shared.
final class Collation {
    private let collator: OpaquePointer?
    private var utf16: [UInt16] = []
    private var key = [UInt8](repeating: 0, count: 256)

    init(locale: String) {
        var status = U_ZERO_ERROR
        var opened = swift_ucol_open(locale, &status)
        if opened == nil || status.rawValue > U_ZERO_ERROR.rawValue {
            status = U_ZERO_ERROR
            opened = swift_ucol_open("", &status)
        }
        collator = opened
    }

    deinit { if let collator { swift_ucol_close(collator) } }

    /// Appends the key of `text`, ending in its 0 byte (no key holds another), so keys of
    /// several columns can follow one another.
    func appendKey(of text: String, to out: inout [UInt8]) {
        guard let collator else {
            out.append(contentsOf: text.utf8.map { $0 == 0 ? 1 : $0 })
            out.append(0)
            return
        }
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: text.utf16)
        var length = Int(swift_ucol_getSortKey(collator, utf16, Int32(utf16.count), &key, Int32(key.count)))
        if length > key.count {
            key = [UInt8](repeating: 0, count: length)
            length = Int(swift_ucol_getSortKey(collator, utf16, Int32(utf16.count), &key, Int32(key.count)))
        }
        out.append(contentsOf: key[0..<length])
    }
}
