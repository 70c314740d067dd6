/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys, CSI and SS3 cursor
/// sequences (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), and SGR mouse reports (`ESC [ < 64 ; x ; y M`).
/// A sequence cut between two reads is kept for the next; a lone ESC is a key only once no more
/// bytes follow (`flush`), since Esc and the start of an arrow key begin alike.
public struct KeyDecoder {
    private var pending: [UInt8] = []

    public init() {}

    /// True when bytes wait that may be a lone Esc: the caller flushes after a short wait.
    public var isWaiting: Bool { !pending.isEmpty }

    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What waits, as keys: a lone Esc (or Alt and a key, taken as Esc then the key).
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        var keys: [Key] = [.escape]
        let rest = Array(pending.dropFirst())
        pending = []
        if !rest.isEmpty { keys += decode(rest) }
        pending = []
        return keys
    }

    /// The key at the start of `bytes` and its length, or nil when more bytes are needed.
    static func key(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00..<0x20: return (.other, 1)
        default: return utf8Character(bytes)
        }
    }

    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            first < 0x80 ? 1 : first >> 5 == 0b110 ? 2 : first >> 4 == 0b1110 ? 3 : first >> 3 == 0b11110 ? 4 : 1
        guard bytes.count >= length else { return nil }
        let scalarBytes = bytes.prefix(length)
        guard let text = String(validating: scalarBytes, as: UTF8.self), let character = text.first else {
            return (.other, 1)
        }
        return (.character(character), length)
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        if second == UInt8(ascii: "O") {
            guard bytes.count >= 3 else { return nil }
            return (final(bytes[start + 2], parameters: []), 3)
        }
        // ESC ESC, or Alt and a key: Esc, and the rest read on its own.
        guard second == UInt8(ascii: "[") else { return (.escape, 1) }
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let parameterBytes = bytes[(start + 2)..<index]
                let length = index - start + 1
                if parameterBytes.first == UInt8(ascii: "<") {
                    return (mouse(parameterBytes.dropFirst()), length)
                }
                let parameters = String(decoding: parameterBytes, as: UTF8.self).split(separator: ";").map {
                    Int($0) ?? 0
                }
                return (final(byte, parameters: parameters), length)
            }
            // A sequence this long is noise, not a key.
            if index - start > 32 { return (.other, index - start) }
            index += 1
        }
        return nil
    }

    private static func final(_ byte: UInt8, parameters: [Int]) -> Key {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return .other
            }
        default: return .other
        }
    }

    /// An SGR mouse report: button 64 is the wheel up, 65 down; clicks are not used.
    private static func mouse(_ parameters: ArraySlice<UInt8>) -> Key {
        let button = String(decoding: parameters, as: UTF8.self).split(separator: ";").first.flatMap { Int($0) }
        switch button {
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return .other
        }
    }
}
