import Testing

@testable import GridReport

@Suite("Column types and typed items")
struct InferenceTests {
    func report(_ text: String, read: ReadOptions = ReadOptions(), settings: ReportSettings = ReportSettings()) throws
        -> (Schema, [GridRow])
    {
        let report = try Report(source: try source(text), read: read, settings: settings)
        var rows: [GridRow] = []
        try report.rows.forEach { rows.append($0) }
        return (report.schema, rows)
    }

    @Test("number, text and image columns; missing values do not stop a number column")
    func types() throws {
        let (schema, rows) = try report(
            "Logo,Name,Price\nimg/a.png,Apple,1.5\nhttps://x.io/b.JPG?v=2,NA,NA\n,N/A,-\n\"data:image/png;base64,AAA\",\"Pear\",NaN\n"
        )
        #expect(schema.columns.map(\.type) == [.image, .text, .number])
        #expect(rows[0].items == [.image(ImageReference("img/a.png")), .text("Apple"), .number(1.5)])
        #expect(rows[1].items == [.image(ImageReference("https://x.io/b.JPG?v=2")), .empty, .empty])
        #expect(rows[2].items == [.empty, .empty, .empty])
        #expect(rows[3].items[2] == .empty)
    }

    @Test("one text value makes a column text")
    func mixed() throws {
        let (schema, rows) = try report("a\n1\n2\nx\n")
        #expect(schema.columns[0].type == .text)
        #expect(rows.map(\.items) == [[.text("1")], [.text("2")], [.text("x")]])
    }

    @Test("leading zeros and long digit strings keep a column text, digits intact")
    func identifiers() throws {
        let (schema, rows) = try report("zip,account,n\n00501,1234567890123456,1\n90210,2,2\n")
        #expect(schema.columns.map(\.type) == [.text, .text, .number])
        #expect(rows[0].items[0] == .text("00501"))
        #expect(rows[0].items[1] == .text("1234567890123456"))
    }

    @Test("digits that agree are fixed; digits that do not are each value's own")
    func digits() throws {
        let (schema, _) = try report("a,b,c,d\n2.50,1,0.1234567,41.76300000000001\n13.10,2,1,28.801\n")
        #expect(schema.columns[0].format?.minimumFractionDigits == 2)
        #expect(schema.columns[0].format?.maximumFractionDigits == 2)
        #expect(schema.columns[0].format?.shortestDigits == nil)
        #expect(schema.columns[1].format?.maximumFractionDigits == 0)
        #expect(schema.columns[2].format?.shortestDigits == .init(alignedFractionDigits: 7))
        #expect(schema.columns[2].format?.maximumFractionDigits == nil)
        #expect(schema.columns[3].format?.maximumFractionDigits == 3)
        #expect(schema.columns[0].format?.grouping == true)
        #expect(schema.columns[0].format?.style == .decimal)
    }

    @Test("a value with a fraction or an exponent never makes a column text")
    func measurements() throws {
        let (schema, rows) = try report(
            "lifeExp,delta,tiny,id\n41.76300000000001,-0.10000000000000009,3.879e-17,1234567890123456\n28.801,8.3945900000000009,2.5,7\n"
        )
        #expect(schema.columns.map(\.type) == [.number, .number, .number, .text])
        #expect(rows[0].items[0] == .number(41.76300000000001))
        #expect(rows[0].items[2] == .number(3.879e-17))
        #expect(schema.columns[2].format?.shortestDigits != nil)
    }

    @Test(
        "years and identifier-named integer columns are not grouped; a spec turns grouping back on",
        arguments: [
            ("year", false), ("Sample Number", false), ("zip_code", false), ("userId", false), ("Phone", false),
            ("postal", false), ("ID", false), ("birthyear", false), ("amount", true), ("Idea", true), ("zipper", true),
            ("Identity", true),
        ])
    func identifierNames(name: String, grouped: Bool) throws {
        // Whole numbers within 1000–2999 are years whatever their title: the others are not.
        let values = grouped ? "31952,1.5\n2007,2.5" : "1952,1.5\n2007,2.5"
        let (schema, _) = try report("\(name),x\n\(values)\n")
        #expect(schema.columns[0].format?.grouping == grouped)
        #expect(schema.columns[1].format?.grouping == true)
        var settings = ColumnSettings()
        settings.grouping = true
        let spec = ReportSettings(columns: [ColumnSettingsEntry(column: name, settings: settings, origin: "spec")])
        let (on, _) = try report("\(name),x\n1952,1.5\n2007,2.5\n", settings: spec)
        #expect(on.columns[0].format?.grouping == true)
    }

    @Test("a year-named column groups when a value is not a year, or has a fraction")
    func yearRange() throws {
        let (schema, _) = try report("birthyear,fiscal year,year\n1952,12345,1999.5\n2007,2,2000.25\n")
        #expect(schema.columns.map { $0.format?.grouping } == [false, false, true])
    }

    @Test("--no-header names the columns 1, 2, … and keeps row 0 as data")
    func noHeader() throws {
        let (schema, rows) = try report("1,x\n2,y\n", read: ReadOptions(hasHeader: false))
        #expect(schema.columns.map(\.name) == ["1", "2"])
        #expect(rows.count == 2)
        #expect(rows[0].items == [.number(1), .text("x")])
        #expect(rows[0].line == 1)
    }

    @Test("--input-locale de_DE reads decimal commas")
    func inputLocale() throws {
        let (schema, rows) = try report(
            "Artikel;Preis\nÄpfel;1.234,50\nBirnen;0,99\n", read: ReadOptions(inputLocale: "de_DE"))
        #expect(schema.columns[1].type == .number)
        #expect(rows[0].items[1] == .number(1234.5))
    }

    @Test("a column typed number by the user whose value does not parse is a located error")
    func forcedType() throws {
        var column = ColumnSettings()
        column.type = .number
        let settings = ReportSettings(columns: [ColumnSettingsEntry(column: "b", settings: column, origin: "--spec")])
        let error = gridError { _ = try report("a,b\n1,2\n3,\"x y\"\n", settings: settings) }
        #expect(
            error?.description
                == "data.csv:3:3: 'x y' in column b is not a number (fix the value, or give the column type: text)")
    }

    @Test("settings for a column that does not exist")
    func unknownColumn() throws {
        let settings = ReportSettings(columns: [
            ColumnSettingsEntry(column: "Nope", settings: ColumnSettings(), origin: "--format")
        ])
        let error = gridError { _ = try report("a,b\n1,2\n", settings: settings) }
        #expect(
            error?.description == "--format: no column 'Nope' (name a column by its header (a, b) or by its number 1–2)"
        )
        #expect(error?.exitCode == 64)
    }

    @Test("an empty input is an error; a header alone is a report with no rows")
    func emptyInputs() throws {
        #expect(
            gridError { _ = try report("") }?.description
                == "data.csv:1:1: the input is empty (a report needs a header row and data rows)")
        let (schema, rows) = try report("a,b\n")
        #expect(schema.columns.map(\.name) == ["a", "b"])
        #expect(rows.isEmpty)
    }

    @Test("missing values are configurable")
    func missingValues() throws {
        let (schema, rows) = try report("a\n1\n?\n", read: ReadOptions(missingValues: ["", "?"]))
        #expect(schema.columns[0].type == .number)
        #expect(rows[1].items == [.empty])
    }

    @Test(
        "image references",
        arguments: [
            ("a.png", true), ("dir/b.JPEG", true), ("x.gif", true), ("y.bmp", true), ("z.jpg", true),
            ("https://host/p.png?size=2", true), ("data:image/png;base64,xx", true),
            ("png", false), (".png", false), ("a.pngx", false), ("a.svg", false), ("photo", false),
        ])
    func imageReferences(text: String, isImage: Bool) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { CellClassifier.isImageReference($0) } == isImage)
    }

    @Test("image stems")
    func stems() {
        #expect(ImageReference("images/sap.png").stem == "sap")
        #expect(ImageReference("https://x.io/logo.v2.png?x=1").stem == "logo.v2")
        #expect(ImageReference("data:image/png;base64,AA").stem == "image")
    }
}
