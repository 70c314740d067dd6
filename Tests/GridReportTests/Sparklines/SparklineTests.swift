import Testing

@testable import GridReport

/// A row's values as a sparkline's text: each row between its own extremes.
@Suite("Sparkline")
struct SparklineTests {
    @Test("eight levels from the row's smallest to its largest value; a gap a space")
    func levels() {
        #expect(Sparkline.text([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.text([10, nil, 30]) == "▁ █")
        #expect(Sparkline.text([-5, 5, 0]) == "▁█▅")
        #expect(Sparkline.levels(of: "▁ █") == [0, nil, 7])
    }

    @Test("NaN and infinities are gaps; the extremes of a double do not overflow the span")
    func hostileValues() {
        #expect(Sparkline.text([.nan, 1, .infinity, 2, -.infinity]) == " ▁ █ ")
        #expect(Sparkline.text([-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 0]) == "▁█▅")
        #expect(Sparkline.text([Double.leastNonzeroMagnitude, 0]) == "█▁")
    }

    @Test("one value, equal values: the middle level; no number at all: no text (an empty cell)")
    func flatAndEmpty() {
        #expect(Sparkline.text([42]) == "▄")
        #expect(Sparkline.text([3, nil, 3]) == "▄ ▄")
        #expect(Sparkline.text([nil, nil]).isEmpty)
        #expect(Sparkline.text([.nan]).isEmpty)
        #expect(Sparkline.text([]).isEmpty)
    }

    @Test("the ASCII ramp, read back as the lower level of each pair")
    func ascii() {
        #expect(Sparkline.text([0, 1, 2, 3, 4, 5, 6, 7], ascii: true) == "__.--==^")
        #expect(Sparkline.levels(of: "_.-=^ ") == [0, 2, 3, 5, 7, nil])
    }
}
