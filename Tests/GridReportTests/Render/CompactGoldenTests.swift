import Testing

@testable import GridReport

/// Compact rendering, golden text at explicit widths. Lines are framed by `|` so that trailing
/// spaces would show: there are none.
@Suite("Compact renderer: golden text")
struct CompactGoldenTests {
    @Test("the Fiori stock example at 40 with a disclosure accessory")
    func stocks40Accessory() throws {
        let output = try CompactFixtures.render(
            CompactFixtures.stocks, CompactFixtures.stockRows, width: 40, accessory: .disclosure)
        #expect(
            output.framed == """
                |▣ sap   SAP                     113.92|
                |        114.23                  114.76 ›|
                |        114.84|
                |────────────────────────────────────────|
                |▣ appl… AAPL                  1,201.75|
                |        1,234.50              1,238.00 ›|
                |        1,240.25|
                |────────────────────────────────────────|
                |        Alphabet Inc. Class … 2,750.00|
                |        2,801.12            123,456.78 ›|
                ||
                """)
    }

    @Test("the Fiori stock example at 60")
    func stocks60() throws {
        let output = try CompactFixtures.render(CompactFixtures.stocks, CompactFixtures.stockRows, width: 60)
        #expect(
            output.framed == """
                |▣ sap        SAP                                      113.92|
                |             114.23                                   114.76|
                |             114.84|
                |────────────────────────────────────────────────────────────|
                |▣ apple-inc  AAPL                                   1,201.75|
                |             1,234.50                               1,238.00|
                |             1,240.25|
                |────────────────────────────────────────────────────────────|
                |             Alphabet Inc. Class A Common Stock     2,750.00|
                |             2,801.12                             123,456.78|
                ||
                """)
    }

    @Test("the Fiori stock example at 80 with a disclosure accessory")
    func stocks80Accessory() throws {
        let output = try CompactFixtures.render(
            CompactFixtures.stocks, CompactFixtures.stockRows, width: 80, accessory: .disclosure)
        #expect(
            output.framed == """
                |▣ sap        SAP                                                        113.92|
                |             114.23                                                     114.76 ›|
                |             114.84|
                |────────────────────────────────────────────────────────────────────────────────|
                |▣ apple-inc  AAPL                                                     1,201.75|
                |             1,234.50                                                 1,238.00 ›|
                |             1,240.25|
                |────────────────────────────────────────────────────────────────────────────────|
                |             Alphabet Inc. Class A Common Stock                       2,750.00|
                |             2,801.12                                               123,456.78 ›|
                ||
                """)
    }

    @Test("CJK, emoji and a control character, no images, at 40")
    func places40() throws {
        let output = try CompactFixtures.render(CompactFixtures.places, CompactFixtures.placeRows, width: 40)
        #expect(
            output.framed == """
                |東京タワー                        営業中|
                |東京都港区                      1,500.00|
                |展望台 150 m と 250 m|
                |────────────────────────────────────────|
                |Café Zürich                         open|
                |Zürich                             12.50|
                |Kaffee␛[31m und Kuchen|
                |────────────────────────────────────────|
                |🍣 寿司 Bar 銀座本店 Su… 予約のみ 受付中|
                |서울                           98,765.40|
                ||
                """)
    }

    @Test("CJK, no images, at 60 with a disclosure accessory")
    func places60Accessory() throws {
        let output = try CompactFixtures.render(
            CompactFixtures.places, CompactFixtures.placeRows, width: 60, accessory: .disclosure)
        #expect(
            output.framed == """
                |東京タワー                                          営業中|
                |東京都港区                                        1,500.00 ›|
                |展望台 150 m と 250 m|
                |────────────────────────────────────────────────────────────|
                |Café Zürich                                           open|
                |Zürich                                               12.50 ›|
                |Kaffee␛[31m und Kuchen|
                |────────────────────────────────────────────────────────────|
                |🍣 寿司 Bar 銀座本店 Sushi Counter         予約のみ 受付中|
                |서울                                             98,765.40 ›|
                ||
                """)
    }

    @Test("CJK, no images, at 80")
    func places80() throws {
        let output = try CompactFixtures.render(CompactFixtures.places, CompactFixtures.placeRows, width: 80)
        #expect(
            output.framed == """
                |東京タワー                                                                営業中|
                |東京都港区                                                              1,500.00|
                |展望台 150 m と 250 m|
                |────────────────────────────────────────────────────────────────────────────────|
                |Café Zürich                                                                 open|
                |Zürich                                                                     12.50|
                |Kaffee␛[31m und Kuchen|
                |────────────────────────────────────────────────────────────────────────────────|
                |🍣 寿司 Bar 銀座本店 Sushi Counter                               予約のみ 受付中|
                |서울                                                                   98,765.40|
                ||
                """)
    }

    @Test("explicit bindings with icon and status image at 40 with accessory")
    func products40Accessory() throws {
        let output = try CompactFixtures.render(
            CompactFixtures.products, CompactFixtures.productRows, width: 40, accessory: .disclosure)
        #expect(
            output.framed == """
                |▣ Pump P-100                  In stock ›|
                |  Acme GmbH                   1,999.90|
                |────────────────────────────────────────|
                |  Valve V-7                    ▣ amber ›|
                |  Ventil AG                      45.00|
                """)
    }

    @Test("explicit bindings with icon and status image at 60")
    func products60() throws {
        let output = try CompactFixtures.render(CompactFixtures.products, CompactFixtures.productRows, width: 60)
        #expect(
            output.framed == """
                |▣ Pump P-100                                        In stock|
                |  Acme GmbH                                         1,999.90|
                |────────────────────────────────────────────────────────────|
                |  Valve V-7                                          ▣ amber|
                |  Ventil AG                                            45.00|
                """)
    }

    @Test("explicit bindings with icon and status image at 80 with accessory")
    func products80Accessory() throws {
        let output = try CompactFixtures.render(
            CompactFixtures.products, CompactFixtures.productRows, width: 80, accessory: .disclosure)
        #expect(
            output.framed == """
                |▣ Pump P-100                                                          In stock ›|
                |  Acme GmbH                                                           1,999.90|
                |────────────────────────────────────────────────────────────────────────────────|
                |  Valve V-7                                                            ▣ amber ›|
                |  Ventil AG                                                              45.00|
                """)
    }
}
