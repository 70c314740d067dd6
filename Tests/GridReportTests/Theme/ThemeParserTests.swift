import Foundation
import Testing

@testable import GridReport

@Suite("Theme files (.nss)")
struct ThemeParserTests {
    static func parse(_ text: String) throws -> (theme: Theme, warnings: [ThemeWarning]) {
        try ThemeParser.parse(text, file: "t.nss")
    }

    static func color(_ hex: UInt32) -> ThemeColor {
        ThemeColor(red: UInt8(hex >> 16), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    @Test("the seed's syntax: classes, properties, variables, comments, selector lists")
    func syntax() throws {
        let (theme, warnings) = try Self.parse(
            """
            /* a comment */ @line: #E4E4E4;
            // a line comment
            fdlFUIGridTableViewCell { background-color: clear; border-color: @line; }
            fdlFUIGridRowHeaderItem_label, fdlFUIItemCollectionViewCell_title {
                font-color: #0a6ed1;
                font-weight: bold
            }
            fdlFUIGridRowTextItem_label { font-color: rgb(50, 54, 58); text-line-clamp: 2; }
            fdlFUIGridRowTextItem_font_firstTextItem { font-style: headline; }
            fdlFUIGridRowTextItem_negativeNumber { font-color: #B00; }
            fdlFUIItemCollectionViewCell_status { font-color: #107E3EFF; }
            fdlFUIGridRowImageItem { tint-color: gray; }
            """)
        #expect(warnings.isEmpty)
        #expect(theme.cellBackground == nil)
        #expect(theme.borderColor == Self.color(0xE4E4E4))
        #expect(theme.header == ThemeTextStyle(color: Self.color(0x0A6ED1), bold: true))
        #expect(theme.cardTitle == ThemeTextStyle(color: Self.color(0x0A6ED1), bold: true))
        #expect(theme.text == ThemeTextStyle(color: Self.color(0x32363A)))
        #expect(theme.firstTextItem == ThemeTextStyle(bold: true))
        #expect(theme.negativeNumber.color == Self.color(0xBB0000))
        #expect(theme.status.color == Self.color(0x107E3E))
        #expect(theme.imageTint == Self.color(0x808080))
    }

    @Test("unknown classes and properties are warnings at file:line")
    func warnings() throws {
        let (theme, warnings) = try Self.parse(
            """
            fdlFUIGridTableViewCell_selected { background-color: #fff; }
            fdlFUINoSuchCell { font-color: #fff; }
            fdlFUIGridRowTextItem_label {
                font-colour: #fff;
                font-color: #123456;
            }
            """)
        #expect(theme.text.color == Self.color(0x123456))
        #expect(
            warnings.map(\.description) == [
                "t.nss:1: fdlFUIGridTableViewCell_selected has no effect in a report, where nothing is selected",
                "t.nss:2: unknown class fdlFUINoSuchCell; it is ignored",
                "t.nss:4: fdlFUIGridRowTextItem_label: unknown property font-colour (known: font-color, font-style, font-weight); it is ignored",
            ])
    }

    @Test(
        "bad values and syntax errors are usage errors at file:line:column",
        arguments: [
            (
                "fdlFUIGridRowTextItem_label { font-color: #12; }",
                "t.nss:1:43: font-color: \"#12\" is not a colour (give #RGB, #RRGGBB, rgb(r, g, b), a name such as white, or clear)"
            ),
            (
                "fdlFUIGridRowTextItem_label {\n  font-color: rgb(300, 0, 0);\n}",
                "t.nss:2:15: font-color: \"rgb(300, 0, 0)\" is not a colour (give #RGB, #RRGGBB, rgb(r, g, b), a name such as white, or clear)"
            ),
            (
                "fdlFUIGridRowTextItem_label { font-weight: fat; }",
                "t.nss:1:44: font-weight: \"fat\" is not a font weight (give ultraLight, thin, light, regular, medium, semibold, bold, heavy or black)"
            ),
            (
                "fdlFUIGridRowTextItem_label { font-color: @nope; }",
                "t.nss:1:43: font-color: the variable @nope is not defined (define it before its use, e.g. @nope: #0A6ED1;)"
            ),
            (
                "fdlFUIGridRowTextItem_label { font-color: #fff;",
                "t.nss:1:48: the block is not closed (end it with })"
            ),
            (
                "fdlFUIGridRowTextItem_label font-color: #fff; }",
                "t.nss:1:29: expected \"{\" after the class name, found \"f\""
            ),
            (
                "fdlFUIGridRowTextItem_label { font-color #fff; }",
                "t.nss:1:42: expected \":\" after font-color, found \"#\""
            ),
            (
                "/* open\nfdlFUIGridRowTextItem_label { }",
                "t.nss:1:1: the comment is not closed (end it with */)"
            ),
            (
                "fdl\u{1B}[31mCell { }",
                "t.nss:1:4: expected \"{\" after the class name, found \"␛\""
            ),
            (
                "\u{202E}fdlFUIGridRowTextItem_label { }",
                "t.nss:1:1: expected a class name, found \"<U+202E>\""
            ),
            (
                "fdlFUIGridRowTextItem_label { font-color: #fff { }",
                "t.nss:1:48: expected \";\" or \"}\" after the value, found \"{\""
            ),
        ])
    func errors(text: String, message: String) throws {
        do {
            _ = try Self.parse(text)
            Issue.record("no error for \(text)")
        } catch let error as GridReportError {
            #expect(error.kind == .usage)
            #expect(error.description == message)
        }
    }

    @Test("a huge theme file is refused; a long one parses in linear time")
    func large() throws {
        let huge = String(repeating: "/* padding */\n", count: 80_000)
        #expect(
            throws: GridReportError(
                .usage, at: "t.nss", "the theme file is larger than 1 MB; a theme is a few dozen lines")
        ) {
            try Self.parse(huge)
        }
        let many = String(repeating: "fdlFUIGridRowTextItem_label { font-color: #123456; }\n", count: 15_000)
        let start = Date()
        let (theme, warnings) = try Self.parse(many)
        #expect(theme.text.color == Self.color(0x123456))
        #expect(warnings.isEmpty)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test("the shipped Samples/fiori.nss parses without warnings")
    func sample() throws {
        let text = try String(contentsOfFile: samplePath("fiori.nss"), encoding: .utf8)
        let (theme, warnings) = try ThemeParser.parse(text, file: "fiori.nss")
        #expect(warnings.isEmpty)
        #expect(theme.header.bold == true)
        #expect(theme.negativeNumber.color == Self.color(0xBB0000))
    }

    @Test("SGR: 24-bit where COLORTERM says so, else the nearest of 256 colours")
    func sgr() {
        #expect(ColorDepth.from(colorTerm: "truecolor") == .trueColor)
        #expect(ColorDepth.from(colorTerm: "24bit") == .trueColor)
        #expect(ColorDepth.from(colorTerm: nil) == .palette256)
        let brand = Self.color(0x0A6ED1)
        #expect(TerminalTheme(theme: Theme(), depth: .trueColor).code(brand) == "38;2;10;110;209")
        #expect(TerminalTheme(theme: Theme(), depth: .palette256).code(brand) == "38;5;26")
        #expect(TerminalTheme.nearest256(Self.color(0x000000)) == 16)
        #expect(TerminalTheme.nearest256(Self.color(0xFFFFFF)) == 231)
        #expect(TerminalTheme.nearest256(Self.color(0xE4E4E4)) == 254)
        #expect(TerminalTheme.nearest256(Self.color(0xBB0000)) == 124)
        // Each channel's cube level is the nearest of the six, the lower at a tie.
        let levels = [0, 95, 135, 175, 215, 255]
        for value in 0...255 {
            let nearest = levels.min { abs($0 - value) < abs($1 - value) }!
            let grey = ThemeColor(red: UInt8(value), green: UInt8(value), blue: UInt8(value))
            #expect(TerminalTheme.nearestCube(grey).rgb.0 == nearest, "\(value)")
        }
        #expect(
            TerminalTheme(theme: Theme(), depth: .palette256).style(ThemeTextStyle(color: brand, bold: true))
                == .sgr("1;38;5;26"))
        #expect(TerminalTheme(theme: Theme(), depth: .palette256).style(ThemeTextStyle(), bold: true) == .bold)
        #expect(TerminalTheme(theme: Theme(), depth: .palette256).style(ThemeTextStyle()) == nil)
    }
}
