import Testing

@testable import GridReportHandoff

@Suite struct SwiftIdentifierTests {
    @Test func hostileTitlesGetNames() {
        #expect(SwiftIdentifier.property(for: "Open ($)", position: 1) == "open")
        #expect(SwiftIdentifier.property(for: "naïve", position: 1) == "naive")
        #expect(SwiftIdentifier.property(for: "2019", position: 1) == "column2019")
        #expect(SwiftIdentifier.property(for: "東京", position: 3) == "column3")
        #expect(SwiftIdentifier.property(for: "Flipper Length (mm)", position: 1) == "flipperLengthMm")
        #expect(SwiftIdentifier.spelled("class") == "`class`")
        // Issue 39, 18: a camel-case title keeps its inner capitals.
        #expect(SwiftIdentifier.property(for: "CodingKeys", position: 1) == "codingKeys")
        #expect(SwiftIdentifier.property(for: "URLValue", position: 1) == "urlValue")
        #expect(SwiftIdentifier.property(for: "URL", position: 1) == "url")
        #expect(SwiftIdentifier.property(for: "ID2", position: 1) == "id2")
        #expect(SwiftIdentifier.property(for: "pH value", position: 1) == "pHValue")
        #expect(SwiftIdentifier.avoidingReserved("self") == "selfValue")
    }

    @Test func namesThatClashAfterCleaningStayApart() {
        let names = ["a b", "a_b", "a-b"].map { SwiftIdentifier.property(for: $0, position: 1) }
        #expect(SwiftIdentifier.unique(names) == ["aB", "aB2", "aB3"])
    }

    /// Issue 38: a 200-character title made a 200-character property.
    @Test func longTitlesAreCutAfterAWord() {
        let title =
            "Percentage of households in the county whose annual income before taxes was below the federal poverty threshold for a family of four in the reference year, as estimated by the survey (2019)"
        #expect(title.count > 180)
        let name = SwiftIdentifier.property(for: title, position: 1)
        #expect(name == "percentageOfHouseholdsInTheCountyWhose")
        #expect(name.count <= SwiftIdentifier.maximumLength)
        // The same words up to the cut: the second is told apart by its number.
        let other = SwiftIdentifier.property(for: title.replacingOccurrences(of: "2019", with: "2020"), position: 2)
        #expect(SwiftIdentifier.unique([name, other]) == [name, name + "2"])
        // One word longer than the limit is cut inside; a leading digit's `column` counts.
        #expect(SwiftIdentifier.property(for: String(repeating: "x", count: 60), position: 1).count == 40)
        #expect(
            SwiftIdentifier.property(for: "2019 " + String(repeating: "y", count: 50), position: 1) == "column2019")
        // A name that fits stays whole, up to the last character.
        let fits = "abcdefghij klmnopqrst uvwxyzabcd efghijklmn"
        #expect(SwiftIdentifier.property(for: fits, position: 1) == "abcdefghijKlmnopqrstUvwxyzabcdEfghijklmn")
    }

    @Test func typeNames() {
        #expect(SwiftIdentifier.typeName(for: "penguins-raw") == "PenguinsRaw")
        #expect(SwiftIdentifier.typeName(for: "2019 sales") == "Report2019Sales")
        #expect(SwiftIdentifier.typeName(for: "…") == "Report")
    }

    @Test func literalsHoldAnyText() {
        #expect(SwiftLiteral.string("a\"b\\c\\(d)") == #""a\"b\\c\\(d)""#)
        #expect(SwiftLiteral.string("x\u{2028}y\u{202E}z\n") == #""x\u{2028}y\u{202E}z\n""#)
        #expect(SwiftLiteral.double(1250) == "1250.0")
    }
}

@Suite struct ISODateFormTests {
    func pattern(_ values: String...) -> String? {
        var form: ISODateForm?
        for value in values {
            guard let next = ISODateForm(example: value) else { return nil }
            guard let merged = form.map({ $0.merged(with: next) }) ?? next else { return nil }
            form = merged
        }
        return form?.pattern
    }

    @Test func isoValuesGetThePatternThatWritesThemBack() {
        #expect(pattern("2024-03-11") == "yyyy-MM-dd")
        #expect(pattern("2024-03-11T10:15:30") == "yyyy-MM-dd'T'HH:mm:ss")
        #expect(pattern("2024-03-11 10:15") == "yyyy-MM-dd HH:mm")
        #expect(pattern("06:19") == "HH:mm")
        #expect(pattern("06:19:07.250") == "HH:mm:ss.SSS")
        #expect(pattern("2024-03-11 10:15+0100") == "yyyy-MM-dd HH:mm'+0100'")
    }

    @Test("a date-time's zone is written back as written, when every value has the same one")
    func zonesAreKept() {
        // The benign twin: no zone, no literal.
        #expect(pattern("2024-03-11T10:15:30", "2024-03-12T08:00:00") == "yyyy-MM-dd'T'HH:mm:ss")
        #expect(pattern("2024-03-11T10:15:30Z", "2024-03-12T08:00:00.5Z") == "yyyy-MM-dd'T'HH:mm:ss.S'Z'")
        #expect(pattern("2024-03-11T10:15+02:00") == "yyyy-MM-dd'T'HH:mm'+02:00'")
        #expect(pattern("2024-03-11T10:15:30-05") == "yyyy-MM-dd'T'HH:mm:ss'-05'")
        // Zones that differ, or a zone beside none, are no one pattern.
        #expect(pattern("2024-03-11T10:15:30Z", "2024-03-11T10:15:30+02:00") == nil)
        #expect(pattern("2024-03-11T10:15:30", "2024-03-11T10:15:30Z") == nil)
        #expect(pattern("2024-03-11", "2024-03-11T10:15:30Z") == nil)
        // Only a date-time has a zone.
        #expect(pattern("10:15Z") == nil)
    }

    @Test("a comma before a fraction of a second, as ISO 8601 allows and render reads, is kept")
    func commaFractions() {
        #expect(pattern("10:15:30.25", "10:15:31.5") == "HH:mm:ss.SS")
        #expect(pattern("10:15:30,25", "10:15:31") == "HH:mm:ss,SS")
        #expect(pattern("2024-03-11T10:15:30,5Z") == "yyyy-MM-dd'T'HH:mm:ss,S'Z'")
        // A point in one value and a comma in another are no one pattern.
        #expect(pattern("10:15:30,25", "10:15:31.5") == nil)
    }

    @Test("issue 39, 8: every value counts, not the first: seconds and fractions are never cut")
    func everyValueCounts() {
        #expect(pattern("10:15", "10:15:30") == "HH:mm:ss")
        #expect(pattern("10:15:30", "10:15") == "HH:mm:ss")
        #expect(pattern("10:15:30.25", "10:15:30.5") == "HH:mm:ss.SS")
        #expect(pattern("10:15", "10:15:30.123456") == "HH:mm:ss.SSS")
        #expect(pattern("2024-03-11", "2024-03-11T10:15") == "yyyy-MM-dd'T'HH:mm")
        #expect(pattern("2024-03-11 10:15", "2024-03-11") == "yyyy-MM-dd HH:mm")
    }
}
