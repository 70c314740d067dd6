import Foundation
import Testing

@testable import GridReport

/// `ShortestDecimalRounding` rounds the shortest decimal form of a double, exactly, without making it.
@Suite("Format: rounding on the shortest decimal")
struct FormatRoundingTests {
    typealias Rounding = ShortestDecimalRounding

    private func scaled(_ value: Double, _ digits: Int, _ direction: Rounding.Direction = .nearestEven) -> UInt64? {
        Rounding.scaledInteger(value, digits: digits, direction: direction)
    }

    @Test func roundsTheShortestFormNotTheBinaryValue() {
        // 2.675 is 2.67499999999999982…, 1.015 is 1.01499999999999990…, 0.29 is 0.28999999999999998…
        #expect(scaled(2.675, 2) == 268)
        #expect(scaled(1.015, 2) == 102)
        #expect(scaled(0.29, 2, .towardZero) == 29)
        #expect(scaled(0.29, 2, .awayFromZero) == 29)
        #expect(scaled(0.285, 2) == 28)
        #expect(scaled(1.005, 2) == 100)
    }

    @Test func tiesFollowTheDirection() {
        #expect(scaled(0.125, 2, .nearestEven) == 12)
        #expect(scaled(0.375, 2, .nearestEven) == 38)
        #expect(scaled(0.125, 2, .nearestUp) == 13)
        #expect(scaled(0.125, 2, .nearestDown) == 12)
        #expect(scaled(2.5, 0, .nearestEven) == 2)
        #expect(scaled(2.5, 0, .nearestUp) == 3)
        #expect(scaled(2.665, 2, .nearestUp) == 267)
        #expect(scaled(2.675, 2, .nearestDown) == 267)
    }

    @Test func directedRounding() {
        #expect(scaled(1.001, 2, .towardZero) == 100)
        #expect(scaled(1.001, 2, .awayFromZero) == 101)
        #expect(scaled(2.5e-5, 2, .awayFromZero) == 1)
        #expect(scaled(2.5e-5, 2, .towardZero) == 0)
        #expect(scaled(3, 2, .awayFromZero) == 300)
    }

    @Test func zeroTinyAndSubnormalValues() {
        #expect(scaled(0, 2) == 0)
        #expect(scaled(0.004, 2) == 0)
        #expect(scaled(0.005, 2) == 0)
        #expect(scaled(0.0051, 2) == 1)
        #expect(scaled(5e-324, 2) == 0)
        #expect(scaled(5e-324, 15, .awayFromZero) == 1)
        #expect(scaled(Double.leastNormalMagnitude, 6, .towardZero) == 0)
        #expect(scaled(1e-300, 0, .awayFromZero) == 1)
    }

    @Test func refusesWhatItCannotDecideExactly() {
        #expect(scaled(.nan, 2) == nil)
        #expect(scaled(.infinity, 2) == nil)
        #expect(scaled(1e20, 0) == nil)
        for digits in 0...Rounding.maximumDigits {
            let limit = Rounding.limits[digits]
            #expect(scaled(limit, digits) == nil)
            #expect(scaled(limit.nextDown, digits) != nil)
            // Below the limit a double's rounding interval is narrower than 10^-(digits+1).
            #expect(limit.nextDown.ulp < pow(10, -Double(digits + 1)))
        }
    }

    /// Against the shortest form itself (Swift's `description` is shortest round-trip too), for
    /// values whose shortest form has exactly one digit more than the rounding keeps.
    @Test func agreesWithRoundingTheDescription() {
        var generator = SeededGenerator(seed: 99)
        for digits in 0...6 {
            for _ in 0..<2_000 {
                let numerator = generator.next() % 100_000_000
                let value = Double(numerator) / pow(10, Double(digits + 1))
                guard let decimal = Decimal(string: value.description) else { continue }
                var input = decimal
                var rounded = Decimal()
                NSDecimalRound(&rounded, &input, digits, .bankers)
                let expected = (rounded * pow(Decimal(10), digits) as NSDecimalNumber).uint64Value
                #expect(scaled(value, digits) == expected, "\(value) at \(digits)")
            }
        }
    }
}
