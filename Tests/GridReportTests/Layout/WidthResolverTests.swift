import Testing

@testable import GridReport

@Suite("Fiori column widths")
struct WidthResolverTests {
    let stocks = ["", "Symbol", "Open", "High", "Low", "Close"]
    let fiori: [ColumnWidth] = [
        .flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1),
    ]

    func resolve(
        _ widths: [ColumnWidth], names: [String]? = nil, border: BorderStyle = .none, accessory: Accessory = .none,
        width: Int = 100, fit: FitPolicy = .error
    ) throws -> [Int] {
        try WidthResolver.resolve(
            widths, names: names ?? stocks, geometry: TableGeometry(border: border, accessory: accessory),
            totalCells: width, fit: fit
        ).cells
    }

    @Test("content width: 100 cells, 6 columns, no border: 800 − 80 = 720 pt")
    func contentWidth() {
        #expect(TableGeometry(border: .none).contentPoints(totalCells: 100, visibleColumns: 6) == 720)
    }

    @Test("frames and the accessory take their cells first")
    func frames() {
        // unicode: 7 bars + 2 padding cells; then 5 gaps of 2 cells.
        #expect(TableGeometry(border: .unicode).contentCells(totalCells: 100, visibleColumns: 6) == 81)
        // the accessory: one more bar, its cell and its gap.
        #expect(
            TableGeometry(border: .unicode, accessory: .disclosure).contentCells(totalCells: 100, visibleColumns: 6)
                == 77)
        #expect(
            TableGeometry(border: .none, accessory: .disclosure).contentCells(totalCells: 100, visibleColumns: 6) == 87)
    }

    @Test("the Fiori stock widths: fractions of the content width, the flexible column takes the rest")
    func fioriStocks() throws {
        #expect(try resolve(fiori) == [36, 18, 9, 9, 9, 9])
        #expect(try resolve(fiori, width: 80).reduce(0, +) == 70)
        #expect(try resolve(fiori, width: 80) == [28, 14, 7, 7, 7, 7])
        #expect(try resolve(fiori, width: 128) == [47, 23, 12, 12, 12, 12])
    }

    @Test("columns add up exactly after rounding to whole cells")
    func rounding() throws {
        for width in 40...160 {
            let cells = try resolve(fiori, width: width)
            #expect(
                cells.reduce(0, +) == TableGeometry(border: .none).contentCells(totalCells: width, visibleColumns: 6))
        }
        // No flexible column: thirds of 90 cells are 30 each; the rest stays empty.
        #expect(
            try resolve(
                [.fraction(1.0 / 3), .fraction(1.0 / 3), .fraction(1.0 / 3)], names: ["a", "b", "c"], width: 94) == [
                    30, 30, 30,
                ])
        #expect(try resolve([.fraction(0.25), .fraction(0.25)], names: ["a", "b"], width: 82) == [20, 20])
    }

    @Test("points are absolute; 0 hides a column and its gap")
    func pointsAndHidden() throws {
        #expect(try resolve([.points(80), .hidden, .flexible], names: ["a", "b", "c"], width: 40) == [10, 0, 28])
        #expect(try resolve([.points(100), .points(44)], names: ["a", "b"], width: 40) == [13, 5])
        #expect(try resolve([.points(100), .points(44)], names: ["a", "b"], width: 40).reduce(0, +) == 18)
    }

    @Test(
        "list parsing",
        arguments: [
            ("-1,0.2,0.1", [ColumnWidth.flexible, .fraction(0.2), .fraction(0.1)]),
            ("0, 120 ,1", [.hidden, .points(120), .points(1)]),
        ])
    func parsing(text: String, expected: [ColumnWidth]) throws {
        #expect(try WidthList.parse(text) == expected)
    }

    @Test(
        "list garbage is refused with the value's position",
        arguments: [
            (
                "abc",
                "widths: value 1 'abc' is not a finite number (use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up)"
            ),
            (
                "1,,2",
                "widths: value 2 is empty (give one number per column, e.g. -1,0.2,0.1 (-1 flexible, 0 hidden, <1 a fraction, >=1 points))"
            ),
            (
                "-2",
                "widths: value 1 is -2, a negative width (use -1 for the one flexible column and 0 to hide a column)"
            ),
            (
                "NaN",
                "widths: value 1 'NaN' is not a finite number (use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up)"
            ),
            (
                "1e400",
                "widths: value 1 '1e400' is not a finite number (use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up)"
            ),
            (
                "-0.5",
                "widths: value 1 is -0.5, a negative width (use -1 for the one flexible column and 0 to hide a column)"
            ),
        ])
    func garbage(text: String, message: String) {
        #expect(gridError { _ = try WidthList.parse(text) }?.description == message)
    }

    @Test("every width error names the columns and the numbers")
    func errors() {
        #expect(
            gridError { _ = try resolve([.flexible, .flexible]) }?.description
                == "widths: 2 values for 6 columns (give one value per column: 1, 2 (Symbol), 3 (Open), 4 (High), 5 (Low) and 6 (Close))"
        )
        #expect(
            gridError {
                _ = try resolve([.flexible, .fraction(0.2), .flexible, .fraction(0.1), .flexible, .fraction(0.1)])
            }?.description
                == "widths: 3 flexible columns (-1) at 1, 3 and 5; at most one is allowed (give the others a fraction or points)"
        )
        #expect(
            gridError { _ = try resolve([.fraction(0.5), .fraction(0.6), .hidden, .hidden, .hidden, .hidden]) }?
                .description
                == "widths: the fractions of columns 1 and 2 (Symbol) add up to 1.1, more than the whole content width (make them add up to at most 1)"
        )
        #expect(
            gridError { _ = try resolve([.points(400), .points(400), .hidden, .hidden, .hidden, .hidden]) }?.description
                == "widths: columns 1 and 2 (Symbol) need 800 pt (100 cells) but the content width is 784 pt (98 cells); 16 pt (2 cells) too many (pass fit shrink, or give width 102)"
        )
        #expect(
            gridError { _ = try resolve([.flexible, .fraction(0.99), .hidden, .hidden, .hidden, .hidden]) }?.description
                == "widths: columns 2 (Symbol) need 776.16 pt (97.02 cells) of 784 pt (98 cells), leaving the flexible column 1 7.84 pt, less than one cell (8 pt) (pass fit shrink, or give width 102)"
        )
        #expect(gridError { _ = try resolve([.flexible, .flexible]) }?.exitCode == 64)
    }

    @Test("--fit shrink scales the given columns down proportionally")
    func shrink() throws {
        let cells = try resolve([.points(400), .points(400), .hidden, .hidden, .hidden, .hidden], fit: .shrink)
        #expect(cells == [49, 49, 0, 0, 0, 0])
        let flexible = try resolve([.flexible, .points(800), .points(800), .hidden, .hidden, .hidden], fit: .shrink)
        #expect(flexible[0] >= 1)
        #expect(flexible.reduce(0, +) == TableGeometry(border: .none).contentCells(totalCells: 100, visibleColumns: 3))
    }

    @Test("natural widths: the widest text columns shrink first to a readable minimum, numbers are never cut")
    func natural() throws {
        let keeps = [false, false, true]
        #expect(NaturalWidths.fit(natural: [10, 30, 8], keepsWhole: keeps, available: 60) == [10, 30, 8])
        #expect(NaturalWidths.fit(natural: [10, 30, 8], keepsWhole: keeps, available: 40) == [10, 22, 8])
        #expect(NaturalWidths.fit(natural: [20, 30, 8], keepsWhole: keeps, available: 30) == [11, 11, 8])
        #expect(NaturalWidths.fit(natural: [20, 30, 12], keepsWhole: keeps, available: 32) == [10, 10, 12])
        #expect(NaturalWidths.fit(natural: [20, 30, 12], keepsWhole: keeps, available: 31) == nil)
        #expect(NaturalWidths.fit(natural: [4, 30, 12], keepsWhole: keeps, available: 26) == [4, 10, 12])
        // Squeezed into the width when even the minimums do not fit: numbers last.
        #expect(NaturalWidths.squeeze(natural: [20, 30, 12], keepsWhole: keeps, available: 31) == [10, 9, 12])
        #expect(NaturalWidths.squeeze(natural: [20, 30, 12], keepsWhole: keeps, available: 3) == [1, 1, 1])
    }

    @Test("titles wrap at word boundaries onto up to three lines instead of widening a number column")
    func titles() {
        #expect(TitleLines.columnWidth(title: "Flipper Length (mm)", content: 3) == 7)
        #expect(TitleLines.lines("Flipper Length (mm)", width: 7) == ["Flipper", "Length", "(mm)"])
        #expect(TitleLines.lines("culmen_length_mm", width: 10) == ["culmen_", "length_mm"])
        #expect(TitleLines.columnWidth(title: "Body Mass (g)", content: 5) == 5)
        #expect(TitleLines.lines("Body Mass (g)", width: 5) == ["Body", "Mass", "(g)"])
        #expect(TitleLines.lines("Evapotranspiration (mm)", width: 12) == ["Evapotransp…", "(mm)"])
        #expect(TitleLines.lines("a b c d e", width: 1) == ["a", "b", "…"])
        #expect(TitleLines.columnWidth(title: "a b c d e f g h", content: 1) == 5)
    }
}
