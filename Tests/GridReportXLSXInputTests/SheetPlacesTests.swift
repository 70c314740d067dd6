import GridReport
import Testing

@testable import GridReportXLSXInput

/// The runs `SheetRecordsStream` notes, looked up as the CSV reader's lines name them.
@Suite("Sheet places")
struct SheetPlacesTests {
    @Test("a record of several lines is one row; a continuation sheet starts after its header; columns from C")
    func runs() {
        let places = SheetPlaces(sheets: ["Data", "Data (2)"], firstColumn: 3)
        // Header at row 3 (line 1), row 4 takes lines 2-3, rows 5… from line 4; Data (2)
        // continues at line 10 with its row 2.
        places.startRun(line: 1, row: 3, sheet: 0)
        places.startRun(line: 2, row: 4, sheet: 0, isOneRecord: true)
        places.startRun(line: 4, row: 5, sheet: 0)
        places.startRun(line: 10, row: 2, sheet: 1)
        #expect(places.place(line: 1, field: 0).description == "sheet \"Data\", cell C3")
        #expect(places.place(line: 3, field: 1).description == "sheet \"Data\", cell D4")
        #expect(places.place(line: 5, field: 25).description == "sheet \"Data\", cell AB6")
        #expect(places.place(line: 9, field: nil).description == "sheet \"Data\", row 10")
        #expect(places.place(line: 12, field: 2).description == "sheet \"Data (2)\", cell E4")
    }

    @Test("column letters", arguments: [(1, "A"), (26, "Z"), (27, "AA"), (702, "ZZ"), (703, "AAA"), (16384, "XFD")])
    func letters(column: Int, letters: String) {
        #expect(SheetPlace.letters(ofColumn: column) == letters)
    }
}
