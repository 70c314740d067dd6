import Foundation
import Testing

@testable import GridReport

/// Every sentence a user can cause with `--bar`, `--scale` and `--icons`, pinned.
@Suite("Encodings: errors")
struct EncodingErrorTests {
    static let csv = """
        Name,Change,Day,Picture
        Alpha,-1.5,2024-01-02,a.png
        Beta,2.25,2024-01-03,b.png
        """

    func message(_ kind: EncodingRule.Kind, _ text: String) throws -> String {
        let report = try Report(source: try source(Self.csv), read: ReadOptions(), settings: ReportSettings())
        let flag = "--\(kind.rawValue)"
        do {
            _ = try Encodings.resolve(
                [EncodingRule(kind: kind, text: text, origin: flag)], schema: report.schema, profile: report.profile)
        } catch let error as GridReportError {
            #expect(error.exitCode == 64)
            guard case .encoding? = error.reason else {
                Issue.record("no encoding reason")
                return ""
            }
            return error.description
        }
        Issue.record("no error for \(flag) \(text)")
        return ""
    }

    @Test("the sentences, one each")
    func sentences() throws {
        #expect(
            try message(.bar, "Name")
                == "--bar 'Name': Name is a text column, and only numbers are encoded (name a number column, or type this one as a number with --format)"
        )
        #expect(
            try message(.scale, "Picture")
                == "--scale 'Picture': Picture is an image column, and only numbers are encoded (name a number column, or type this one as a number with --format)"
        )
        #expect(
            try message(.icons, "Day:arrows")
                == "--icons 'Day:arrows': Day is a date column, and only numbers are encoded (name a number column, or type this one as a number with --format)"
        )
        #expect(
            try message(.bar, "Cost")
                == "--bar 'Cost': no column 'Cost' (name a column by its header (Name, Change, Day, Picture) or by its number 1–4)"
        )
        #expect(
            try message(.scale, "Change:rainbow")
                == "--scale 'Change:rainbow': 'rainbow' is not a palette (give diverging, sequential, or two or three colours #RRGGBB,#RRGGBB[,#RRGGBB])"
        )
        #expect(
            try message(.scale, "Change:#FFFFFF")
                == "--scale 'Change:#FFFFFF': '#FFFFFF' is not a palette (give diverging, sequential, or two or three colours #RRGGBB,#RRGGBB[,#RRGGBB])"
        )
        #expect(
            try message(.icons, "Change:stars")
                == "--icons 'Change:stars': 'stars' is not an icon set (give arrows or lights, e.g. Stock:lights or Stock:lights:10,50)"
        )
        #expect(
            try message(.icons, "Change:lights:50,10")
                == "--icons 'Change:lights:50,10': the thresholds 50,10 are not in order (give the lower threshold first)"
        )
        #expect(
            try message(.icons, "Change:lights:ten")
                == "--icons 'Change:lights:ten': 'ten' is not two thresholds (give two numbers LOW,HIGH in the C locale, e.g. Stock:lights:10,50)"
        )
    }

    @Test("palettes: names in any case, two or three #RRGGBB colours")
    func palettes() {
        #expect(ScalePalette.named("Diverging") == .diverging)
        #expect(
            ScalePalette.named("#ffffff, #0070F2")
                == .colors([ThemeColor(red: 255, green: 255, blue: 255), ThemeColor(red: 0, green: 0x70, blue: 0xF2)]))
        #expect(ScalePalette.named("#fff,#000") == nil)
        #expect(ScalePalette.named("#FFFFFF,#000000,#FFFFFF,#000000") == nil)
    }
}
