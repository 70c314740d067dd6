import Testing

@testable import GridReport

/// Issue 39, 2: the one conversion of user-given numbers to integers, and the sizing ranges.
@Suite("User-given numbers: ranges and the checked conversion to Int")
struct UserNumberTests {
    @Test("CheckedInteger rounds as asked and clamps, NaN and infinities included, never trapping")
    func clamped() {
        #expect(CheckedInteger.clamped(2.5, to: 0...10) == 3)
        #expect(CheckedInteger.clamped(2.1, .up, to: 0...10) == 3)
        #expect(CheckedInteger.clamped(1e300, to: 0...10) == 10)
        #expect(CheckedInteger.clamped(-1e300, to: 0...10) == 0)
        #expect(CheckedInteger.clamped(.nan, to: 3...10) == 3)
        #expect(CheckedInteger.clamped(.infinity, to: 1...Int.max) == Int.max)
        #expect(CheckedInteger.clamped(9.3e18, to: 1...Int.max) == Int.max)
        #expect(CheckedInteger.clamped(-9.3e18, to: Int.min...0) == Int.min)
    }

    @Test("a range passes its bounds and refuses what lies beyond them, NaN and infinity")
    func ranges() throws {
        #expect(try UserNumberRange.pointsPerCell.checked(1, "--points-per-cell") == 1)
        #expect(try UserNumberRange.pointsPerCell.checked(100, "--points-per-cell") == 100)
        for value in [0.99, 100.5, .nan, .infinity, -.infinity, 1e-300] {
            let error = gridError { _ = try UserNumberRange.pointsPerCell.checked(value, "--points-per-cell") }
            #expect(error?.kind == .usage)
            #expect(error?.description.hasPrefix("--points-per-cell: must be from 1 to 100 points, not ") == true)
        }
    }

    @Test("a field limit near Int.max reads rows: the row limit (four fields) saturates instead of wrapping")
    func fieldLimitDoesNotWrap() throws {
        #expect(try records("a,b\n1,2\n", options: CSVOptions(maxFieldBytes: 16)) == [["a", "b"], ["1", "2"]])
        #expect(
            try records("a,b\n1,2\n", options: CSVOptions(maxFieldBytes: Int.max / 2)) == [["a", "b"], ["1", "2"]])
        #expect(try records("a,b\n1,2\n", options: CSVOptions(maxFieldBytes: Int.max)) == [["a", "b"], ["1", "2"]])
    }
}
