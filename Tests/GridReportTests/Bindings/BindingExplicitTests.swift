import Testing

@testable import GridReport

@Suite("Bindings: explicit bindings and their errors")
struct BindingExplicitTests {
    /// The Fiori stock example's columns.
    let stocks = Schema(columns: [
        Column(index: 0, name: "Logo", type: .image),
        Column(index: 1, name: "Symbol", type: .text),
        Column(index: 2, name: "Open", type: .number),
        Column(index: 3, name: "High", type: .number),
        Column(index: 4, name: "Low", type: .number),
        Column(index: 5, name: "Close", type: .number),
    ])

    private func resolve(_ options: [String], schema: Schema? = nil) throws -> BindingPlan {
        let schema = schema ?? stocks
        // As the command passes them: named after their option.
        return try BindingResolver.resolve(
            schema: schema, options: options.map { try BindingResolver.parse($0, schema: schema, origin: "--bind") },
            optionsOrigin: "--bind")
    }

    private func message(_ options: [String], schema: Schema? = nil) -> String? {
        do {
            _ = try resolve(options, schema: schema)
            return nil
        } catch let error as GridReportError {
            #expect(error.exitCode == 64)
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("only bound columns show")
    func onlyBound() throws {
        let plan = try resolve(["Symbol=headline", "6=status", "Logo=icon"])
        #expect(plan.isExplicit)
        #expect(plan.columnsBySlot == [.headline: 1, .status: 5, .icon: 0])
    }

    @Test("columns by name, case-insensitive name or 1-based index; slots case-insensitive")
    func columnKeys() throws {
        #expect(
            try BindingResolver.parse("Close=footnote", schema: stocks) == ExplicitBinding(column: 5, slot: .footnote))
        #expect(
            try BindingResolver.parse("close=FOOTNOTE", schema: stocks) == ExplicitBinding(column: 5, slot: .footnote))
        #expect(
            try BindingResolver.parse("1=detailimage", schema: stocks) == ExplicitBinding(column: 0, slot: .detailImage)
        )
    }

    @Test("a header name may hold =; the last = separates the slot")
    func equalsInName() throws {
        let schema = Schema(columns: [Column(index: 0, name: "a=b", type: .text)])
        #expect(
            try BindingResolver.parse("a=b=subheadline", schema: schema)
                == ExplicitBinding(column: 0, slot: .subheadline))
    }

    @Test("the same binding twice is harmless")
    func repeated() throws {
        #expect(try resolve(["Symbol=headline", "2=headline"]).columnsBySlot == [.headline: 1])
    }

    @Test("spec bindings, and --bind winning over them")
    func specAndOptions() throws {
        var schema = stocks
        schema.columns[1].binding = .headline
        schema.columns[2].binding = .status
        #expect(try resolve([], schema: schema).columnsBySlot == [.headline: 1, .status: 2])
        // --bind moves headline to Close and rebinds Open: the spec's headline and status give way.
        let plan = try resolve(["Close=headline", "Open=footnote"], schema: schema)
        #expect(plan.columnsBySlot == [.headline: 5, .footnote: 2])
    }

    @Test("explicit bindings may show a hidden column")
    func hiddenExplicit() throws {
        var schema = stocks
        schema.columns[1].width = .hidden
        #expect(try resolve(["Symbol=headline"], schema: schema).columnsBySlot == [.headline: 1])
    }

    @Test("an unknown slot lists the valid ones")
    func unknownSlot() {
        #expect(
            message(["Symbol=headlin"])
                == #"--bind: unknown slot "headlin" for column "Symbol" (2) (valid slots: headline, subheadline, footnote, detailImage, status, statusImage, substatus, substatusImage, icon)"#
        )
    }

    @Test("an unknown column, by name or out-of-range index")
    func unknownColumn() {
        #expect(
            message(["Prise=status"])
                == #"--bind: no column "Prise" to bind to slot status (a column is a header name or a number from 1 to 6)"#
        )
        #expect(
            message(["7=status"])
                == #"--bind: no column "7" to bind to slot status (a column is a header name or a number from 1 to 6)"#)
        #expect(
            message(["0=status"])
                == #"--bind: no column "0" to bind to slot status (a column is a header name or a number from 1 to 6)"#)
    }

    @Test("an image column on a text slot")
    func imageOnTextSlot() {
        #expect(
            message(["Logo=headline"])
                == #"--bind: column "Logo" (1) holds images and cannot take the text slot headline (it can take detailImage, statusImage, substatusImage, icon)"#
        )
    }

    @Test("a text or number column on an image slot")
    func textOnImageSlot() {
        #expect(
            message(["Symbol=icon"])
                == #"--bind: column "Symbol" (2) holds text and cannot take the image slot icon (it can take headline, subheadline, footnote, status, substatus)"#
        )
        #expect(
            message(["Open=statusImage"])
                == #"--bind: column "Open" (3) holds numbers and cannot take the image slot statusImage (it can take headline, subheadline, footnote, status, substatus)"#
        )
    }

    @Test("two columns on one slot")
    func slotTaken() {
        #expect(
            message(["Open=status", "High=status"])
                == #"--bind: columns "Open" (3) and "High" (4) are both bound to slot status (a slot shows one column)"#
        )
        var schema = stocks
        schema.columns[2].binding = .status
        schema.columns[3].binding = .status
        #expect(
            message([], schema: schema)
                == #"binding: columns "Open" (3) and "High" (4) are both bound to slot status (a slot shows one column)"#
        )
    }

    @Test("one column on two slots")
    func columnTwice() {
        #expect(
            message(["Open=status", "3=footnote"])
                == #"--bind: column "Open" (3) is bound to both status and footnote (a column takes one slot)"#)
    }

    @Test("an option that is not COLUMN=SLOT")
    func notAnAssignment() {
        #expect(message(["Symbol"]) == #"--bind: "Symbol" is not COLUMN=SLOT (for example binding Name=headline)"#)
    }

    @Test("a spec binding of the wrong type is an error at the binding key")
    func specTypeError() {
        var schema = stocks
        schema.columns[0].binding = .footnote
        #expect(
            message([], schema: schema)
                == #"binding: column "Logo" (1) holds images and cannot take the text slot footnote (it can take detailImage, statusImage, substatusImage, icon)"#
        )
    }
}

@Suite("Bindings: per-row content and status precedence")
struct BindingContentTests {
    let schema = Schema(columns: [
        Column(index: 0, name: "Name", type: .text),
        Column(index: 1, name: "State", type: .text),
        Column(index: 2, name: "StateIcon", type: .image),
        Column(index: 3, name: "Stock", type: .number),
        Column(index: 4, name: "StockIcon", type: .image),
    ])

    private var plan: BindingPlan {
        get throws {
            try BindingResolver.resolve(
                schema: schema,
                options: [
                    "Name=headline", "State=status", "StateIcon=statusImage", "Stock=substatus",
                    "StockIcon=substatusImage",
                ].map { try BindingResolver.parse($0, schema: schema) })
        }
    }

    @Test("status text wins over the status image when it is not empty")
    func textWins() throws {
        let row = GridRow(
            items: [
                .text("Pump"), .text("Open"), .image(ImageReference("red.png")), .number(3),
                .image(ImageReference("box.png")),
            ], line: 2)
        let content = try plan.content(of: row)
        #expect(content.headline == .init(column: 0, item: .text("Pump")))
        #expect(content.status == .init(column: 1, item: .text("Open")))
        #expect(content.substatus == .init(column: 3, item: .number(3)))
    }

    @Test("an empty status text lets the image show")
    func imageWhenTextEmpty() throws {
        let row = GridRow(
            items: [
                .text("Pump"), .empty, .image(ImageReference("red.png")), .empty, .image(ImageReference("box.png")),
            ], line: 3)
        let content = try plan.content(of: row)
        #expect(content.status == .init(column: 2, item: .image(ImageReference("red.png"))))
        #expect(content.substatus == .init(column: 4, item: .image(ImageReference("box.png"))))
        let blank = GridRow(items: [.text("Pump"), .text(""), .empty, .empty, .empty], line: 4)
        #expect(try plan.content(of: blank).status == nil)
        #expect(try plan.content(of: blank).substatus == nil)
    }

    @Test("a short row leaves the missing slots empty")
    func shortRow() throws {
        let content = try plan.content(of: GridRow(items: [.text("Pump")], line: 5))
        #expect(content == ObjectCellContent(headline: .init(column: 0, item: .text("Pump"))))
    }
}
