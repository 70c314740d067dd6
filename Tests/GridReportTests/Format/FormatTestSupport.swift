import Foundation
import Testing

@testable import GridReport

/// SplitMix64: a small seeded generator, so that random comparisons are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A seed from a name (FNV-1a), stable across runs unlike `hashValue`.
    init(named name: String) {
        state = name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// Values of the kinds a report holds, weighted toward the hard cases for rounding: prices with
    /// up to 3 decimals, exact midpoints at `digits` fraction digits, short decimals one digit longer
    /// than `digits` (2.675 and the like), arbitrary doubles, values across 20 orders of magnitude,
    /// and neighbours of powers of two (where a double's rounding interval is lopsided).
    mutating func reportValue(digits: Int) -> Double {
        let sign: Double = Bool.random(using: &self) ? 1 : -1
        let scale = pow(10, Double(digits))
        switch next() % 6 {
        case 0: return sign * Double(next() % 100_000_000) / 1000
        case 1: return sign * (Double(next() % 10_000_000) + 0.5) / scale
        case 2: return sign * Double(next() % 100_000_000) / (scale * 10)
        case 3:
            return sign * Double(bitPattern: (next() >> 2) | 0x3000_0000_0000_0000).truncatingRemainder(dividingBy: 1e7)
        case 4: return sign * Double(next() % 1_000_000) / 1e6 * pow(10, Double(Int(next() % 20) - 8))
        default:
            let power = pow(2, Double(Int(next() % 60) - 20))
            return sign * (Bool.random(using: &self) ? power.nextUp : power.nextDown)
        }
    }
}

/// Shows a string with its non-ASCII scalars spelled out, so that a failing comparison of
/// `1 234` with `1 234` says which space each one has.
func visible(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
        .joined()
}
