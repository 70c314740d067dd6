import Testing

@testable import GridReportXLSX

@Suite("XLSX output: icon sets' thresholds set in the streamed sheet XML")
struct IconSetThresholdsTests {
    static let sheet = Array(
        """
        <sheetData><row r="1"><c r="A1"><is><t>cfRule R S</t></is></c></row></sheetData>\
        <conditionalFormatting sqref="A2:A5"><cfRule type="iconSet" priority="1"><iconSet iconSet="3Arrows">\
        <cfvo type="percent" val="0"/><cfvo type="percent" val="33"/><cfvo type="percent" val="67"/></iconSet>\
        </cfRule></conditionalFormatting><conditionalFormatting sqref="B2:B5"><cfRule type="iconSet" priority="12">\
        <iconSet><cfvo type="percent" val="0"/><cfvo type="percent" val="33"/><cfvo type="percent" val="67"/>\
        </iconSet></cfRule></conditionalFormatting>
        """.utf8)

    /// Each chunk size cuts the rules somewhere else: the result is the same every time.
    @Test("the rules named by priority get their thresholds; others stay; any cut of the stream")
    func replaced() throws {
        let arrows = IconSetThresholds.cfvo(low: 0, high: 0, highInclusive: false)
        let expected = String(decoding: Self.sheet, as: UTF8.self).replacingOccurrences(
            of:
                "<iconSet iconSet=\"3Arrows\"><cfvo type=\"percent\" val=\"0\"/><cfvo type=\"percent\" val=\"33\"/><cfvo type=\"percent\" val=\"67\"/>",
            with:
                "<iconSet iconSet=\"3Arrows\"><cfvo type=\"percent\" val=\"0\"/><cfvo type=\"num\" val=\"0\"/><cfvo type=\"num\" val=\"0\" gte=\"0\"/>"
        )
        for chunk in 1...Self.sheet.count {
            var patcher = IconSetThresholds(replacements: [1: arrows])
            var out: [UInt8] = []
            var at = 0
            while at < Self.sheet.count {
                let end = min(Self.sheet.count, at + chunk)
                try patcher.feed(Self.sheet[at..<end]) { out += $0 }
                at = end
            }
            try patcher.finish { out += $0 }
            #expect(String(decoding: out, as: UTF8.self) == expected, "chunks of \(chunk)")
        }
    }

    @Test("thresholds in the XML's number form; a rule not met is an error")
    func numbersAndMissingRule() throws {
        #expect(
            String(decoding: IconSetThresholds.cfvo(low: 10, high: 1.5e-7, highInclusive: true), as: UTF8.self)
                == "<cfvo type=\"percent\" val=\"0\"/><cfvo type=\"num\" val=\"10\"/><cfvo type=\"num\" val=\"1.5e-07\"/>"
        )
        var patcher = IconSetThresholds(replacements: [3: []])
        try patcher.feed(Self.sheet[...]) { _ in }
        #expect(throws: IconSetThresholds.Problem.self) { try patcher.finish { _ in } }
    }
}
