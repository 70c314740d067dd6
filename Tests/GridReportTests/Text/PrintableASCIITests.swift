import Testing

@testable import GridReport

@Suite("PrintableASCII: eight bytes at a time, as a byte at a time says")
struct PrintableASCIITests {
    private static func byteAtATime(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { (0x20...0x7E).contains($0) } }

    private static func wordAtATime(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { PrintableASCII.contains(only: $0) }
    }

    @Test("every byte value, alone and at every place of a printable run")
    func everyByteEverywhere() {
        for byte in UInt8.min...UInt8.max {
            let expected = (0x20...0x7E).contains(byte)
            #expect(Self.wordAtATime([byte]) == expected, "byte \(byte)")
            for place in 0..<20 {
                var run = [UInt8](repeating: UInt8(ascii: "a"), count: 20)
                run[place] = byte
                #expect(Self.wordAtATime(run) == expected, "byte \(byte) at \(place)")
            }
        }
        #expect(Self.wordAtATime([]))
    }

    @Test("seeded runs of the bytes around both edges, and their neighbours' borrows and carries")
    func seededEdges() {
        let edges: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x7D, 0x7E, 0x7F, 0x80, 0xC3, 0xFE, 0xFF, 0x41]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var rejected = 0
        for _ in 0..<20_000 {
            let count = next() % 40
            // Mostly printable, so that runs with a single flagged byte among good ones are common.
            let bytes = (0..<count).map { _ in
                next() % 4 == 0 ? edges[next() % edges.count] : UInt8(0x20 + next() % 0x5F)
            }
            let expected = Self.byteAtATime(bytes)
            if !expected { rejected += 1 }
            #expect(Self.wordAtATime(bytes) == expected, "\(bytes)")
        }
        #expect(rejected > 1_000)
    }
}
