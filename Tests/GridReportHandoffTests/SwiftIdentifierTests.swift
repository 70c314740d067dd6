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
        #expect(SwiftIdentifier.avoidingReserved("self") == "selfValue")
    }

    @Test func namesThatClashAfterCleaningStayApart() {
        let names = ["a b", "a_b", "a-b"].map { SwiftIdentifier.property(for: $0, position: 1) }
        #expect(SwiftIdentifier.unique(names) == ["aB", "aB2", "aB3"])
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

@Suite struct DateFormatterSettingsTests {
    @Test func isoValuesGetThePatternThatWritesThemBack() {
        #expect(DateFormatterSettings.isoPattern(writing: "2024-03-11") == "yyyy-MM-dd")
        #expect(DateFormatterSettings.isoPattern(writing: "2024-03-11T10:15:30") == "yyyy-MM-dd'T'HH:mm:ss")
        #expect(DateFormatterSettings.isoPattern(writing: "2024-03-11 10:15") == "yyyy-MM-dd HH:mm")
        #expect(DateFormatterSettings.isoPattern(writing: "06:19") == "HH:mm")
        #expect(DateFormatterSettings.isoPattern(writing: "06:19:07.250") == "HH:mm:ss.SSS")
        #expect(DateFormatterSettings.isoPattern(writing: "2024-03-11T10:15:30Z") == nil)
        #expect(DateFormatterSettings.isoPattern(writing: "2024-03-11T10:15+01:00") == nil)
    }
}
