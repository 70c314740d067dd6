import Foundation
import Testing

/// A diff on cards (issue 44): every change of a row is seen on its card. A changed cell that no
/// slot shows gets a line of its own below the slots (`Price: 956.00 → 999.00`), and an
/// `old → new` in a slot wraps rather than being cut, in the terminal's compact cells and cards
/// and in the preview page's object cells; rows without a change keep their layout.
@Suite("gridreport diff on cards")
struct DiffCardsCommandTests {
    /// Samples/products.csv against Samples/products-new.csv: Price is bound to no slot (the change
    /// column takes the headline), HT-1000's price and HT-1030's availability changed, HT-1040
    /// removed; HT-1011, HT-1037 and HT-1253 unchanged (`--all`).
    static let arguments = [
        "diff", "Samples/products.csv", "Samples/products-new.csv", "--key", "Model", "--select",
        "Model,Product Name,Category,Availability,Price", "--where", "Price > 300", "--all",
    ]

    @Test("compact cells at 40: the price on a line of its own, Limited → In Stock whole")
    func compact() throws {
        let result = try runGridreport(Self.arguments + ["--width", "40", "--mode", "compact"])
        let stdout = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            stdout == """
                0 added, 1 removed, 2 changed, 3 unchanged
                Change: →            Category: Notebooks
                Model: HT-1000    Availability: In Stock
                Product Name: Notebook Basic 15, Silver
                Price: 956.00 → 999.00
                ────────────────────────────────────────
                                     Category: Notebooks
                Model: HT-1011    Availability: In Stock
                Product Name: Notebook Professional 17,…
                ────────────────────────────────────────
                Change: → Category: Flat Screen Monitors
                Model:… Availability: Limited → In Stock
                Product Name: Flat Screen 24" Widescreen
                ────────────────────────────────────────
                          Category: Flat Screen Monitors
                Model: HT-1037 Availability: Out of Sto…
                Product Name: Ergo Screen 27", Height A…
                ────────────────────────────────────────
                Change: −             Category: Printers
                Model: HT-1040 Availability: Discontinu…
                Product Name: Laser Professional Eco
                ────────────────────────────────────────
                                       Category: Tablets
                Model: HT-1253     Availability: Limited
                Product Name: Tablet 10.5", Wi-Fi + LTE

                """, "\(stdout)")
    }

    @Test("cards at 80: the price on a line of its own; an old → new wider than the card wraps")
    func cards() throws {
        let result = try runGridreport(Self.arguments + ["--width", "80", "--mode", "cards"])
        let stdout = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            stdout == """
                0 added, 1 removed, 2 changed, 3 unchanged
                ╭────────────────────────╮ ╭────────────────────────╮ ╭────────────────────────╮
                │ →            Notebooks │ │              Notebooks │ │ → Flat Screen Monitors │
                │ HT-1000       In Stock │ │ HT-1011       In Stock │ │ HT-1030                │
                │ Notebook Basic 15, Si… │ │ Notebook Professional… │ │     Limited → In Stock │
                │ Price: 956.00 → 999.00 │ │                        │ │ Flat Screen 24" Wides… │
                ╰────────────────────────╯ ╰────────────────────────╯ ╰────────────────────────╯

                ╭────────────────────────╮ ╭────────────────────────╮ ╭────────────────────────╮
                │   Flat Screen Monitors │ │ −             Printers │ │                Tablets │
                │ HT-1037   Out of Stock │ │ HT-1040   Discontinued │ │ HT-1253        Limited │
                │ Ergo Screen 27", Heig… │ │ Laser Professional Eco │ │ Tablet 10.5", Wi-Fi +… │
                ╰────────────────────────╯ ╰────────────────────────╯ ╰────────────────────────╯

                """, "\(stdout)")
        // At 24 cells a card is too narrow for `Price: 956.00 → 999.00`: it wraps, nothing cut.
        let narrow = try runGridreport(
            Self.arguments + ["--width", "24", "--mode", "cards", "--where", "Model == \"HT-1000\""])
        let card = String(decoding: narrow.stdout, as: UTF8.self)
        #expect(card.contains("│ Price: 956.00 →      │\n│ 999.00               │\n"), "\(card)")
    }

    @Test(
        "preview: a change outside the slots as a line of its own, old → new wrapping; nothing for a row without a change"
    )
    func preview() throws {
        let result = try runGridreport([
            "preview", "Samples/products-new.csv", "--diff", "Samples/products.csv", "--key", "Model", "--all",
        ])
        let page = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(result.stderr)")
        let priceLine =
            "<span class=\"dx\"><span data-column=\"Price\"><span class=\"st-critical\"><span class=\"chg\">956.00 → 999.00</span></span></span></span></div>"
        #expect(page.contains(priceLine))
        // The availability is bound to substatus: its old → new is in its slot, not repeated.
        #expect(!page.contains("<span class=\"dx\"><span data-column=\"Availability\""))
        #expect(page.components(separatedBy: "<span class=\"dx\">").count - 1 == 2)
        #expect(page.contains(".r>.dx{display:none}"))
        #expect(page.contains(".r:not(.tot) .chg{white-space:normal;overflow-wrap:anywhere}"))
        // An unchanged row (HT-1011) is drawn as before: no change line, no changed value.
        let unchanged = page.components(separatedBy: "\n").first { $0.contains(">HT-1011<") } ?? ""
        #expect(!unchanged.isEmpty && !unchanged.contains("dx") && !unchanged.contains("chg"))
        // A page without a diff carries none of it.
        let plain = try runGridreport(["preview", "Samples/products.csv"])
        let plainPage = String(decoding: plain.stdout, as: UTF8.self)
        #expect(!plainPage.contains(".dx") && !plainPage.contains(".chg"))
    }
}

/// A picture in a removed cell of the exported sheet (issue 44): a picture takes no colour and
/// cannot be struck through, so the cell under it is filled in the negative colour, a quarter
/// strong, where the picture's margin shows it (`XLSXReportWriter.markPicture`).
@Suite("gridreport export --diff: pictures")
struct DiffPictureExportTests {
    @Test("removed pictures sit on a negative fill; every picture still placed; the added row has none (openpyxl)")
    func removedPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gridreport-diff-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("diff.xlsx").path
        let result = try runGridreport([
            "export", "Samples/products-new.csv", "--diff", "Samples/products.csv", "--key", "Model", "-o", path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The image column is only in products.csv: removed on HT-1000, HT-1030 and HT-1066 (changed)
        // and on HT-1040 (a removed row); HT-1070, added, has no picture.
        let script = """
            import json, sys, openpyxl
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            def look(c):
                return {"fill": c.fill.fgColor.rgb if c.fill.fill_type else None, "strike": bool(c.font.strike)}
            print(json.dumps({"titles": [c.value for c in sheet[1]],
                              "cells": [look(sheet.cell(row=r, column=2)) for r in range(2, 7)],
                              "text": [look(sheet.cell(row=4, column=c)) for c in (3, 4)],
                              "pictures": sorted(i.anchor._from.row + 1 for i in sheet._images)}))
            """
        let read = try openpyxlJSON(script, path) as? [String: Any] ?? [:]
        #expect((read["titles"] as? [String])?.prefix(3) == ["Change", "image", "Product Name"])
        let cells = (read["cells"] as? [[String: Any]] ?? []).map { $0["fill"] as? String }
        // Fiori's negative colour (#AA0808) a quarter strong over white.
        #expect(cells == ["FFEAC2C2", "FFEAC2C2", "FFEAC2C2", "FFEAC2C2", nil])
        #expect(read["pictures"] as? [Int] == [2, 3, 4, 5])
        // The removed row's text is struck through as before, without a fill.
        let text = read["text"] as? [[String: Any]] ?? []
        #expect(text.allSatisfy { $0["strike"] as? Bool == true && $0["fill"] is NSNull }, "\(text)")
    }
}
