import Foundation
import Testing

/// Errors and warnings about a workbook's data name the sheet and the cell, not the line and byte
/// column of the CSV text the sheet is read as: `placed.xlsx` (`Support/make_workbooks.py`) has
/// its table on its second sheet at C3, a cell with a line break in the first record and an
/// empty row 6, so every line of that text is off from its row; `split.xlsx` goes on in
/// `Data (2)`, whose rows are numbered from its own header.
@Suite("XLSX input: messages name the cell")
struct XLSXInputLocationTests {
    static let outOfRange =
        "gridreport: warning: placed.xlsx: sheet \"Data\", cell D7: column \"Amount\": 1e400 is too large for a number (it would be infinite); the column is kept as text\n"

    @Test(
        "each message names the sheet's cell (or row)",
        arguments: [
            (["render", "placed.xlsx", "--sheet", "Data"], 0, outOfRange),
            (
                ["render", "placed.xlsx", "--sheet", "Data", "--widths=-1,60,80,20"], 0,
                outOfRange
                    + "gridreport: warning: sheet \"Data\", cell F4: a number in column Score needs 12 cells, the column has 2; it shows as ### (widen the column)\n"
            ),
            (
                ["render", "placed.xlsx", "--sheet", "2", "--format", "When=date:yyyy-MM-dd"], 65,
                outOfRange
                    + "gridreport: placed.xlsx: sheet \"Data\", cell E8: 'soon' in column When is not a date in the pattern yyyy-MM-dd (fix the value, or give the pattern the column is written in)\n"
            ),
            (
                ["render", "placed.xlsx", "--sheet", "Data", "--group-by", "Region", "--max-groups", "2"], 65,
                outOfRange
                    + "gridreport: placed.xlsx: sheet \"Data\", row 6: more than 2 distinct groups, the limit (group by fewer columns, or raise the limit with --max-groups N)\n"
            ),
            (
                ["render", "placed.xlsx", "--sheet", "Data", "--max-columns", "2"], 65,
                "gridreport: placed.xlsx: sheet \"Data\", row 3: row has more than 2 fields (raise the limit with --max-columns, or maxColumns in a spec)\n"
            ),
            (
                ["render", "split.xlsx", "--group-by", "Item", "--max-groups", "4"], 65,
                "gridreport: split.xlsx: sheet \"Data (2)\", row 2: more than 4 distinct groups, the limit (group by fewer columns, or raise the limit with --max-groups N)\n"
            ),
        ] as [([String], Int32, String)])
    func namesTheCell(arguments: [String], status: Int32, message: String) throws {
        let folder = try XLSXInputCommandTests.folder()
        let result = try run(arguments, in: folder)
        #expect(result.status == status)
        #expect(result.stderr == message)
    }

    @Test("export's and preview's image warnings name the row of the sheet (Pictures, from B2, a line break above)")
    func imageWarnings() throws {
        let folder = try XLSXInputCommandTests.folder()
        let warning =
            "gridreport: warning: placed.xlsx: sheet \"Pictures\", row 3: image \"logo.png\" does not exist; the cell keeps the reference as text\n"
        for arguments in [
            ["export", "placed.xlsx", "--sheet", "Pictures", "-o", "out.xlsx"],
            ["preview", "placed.xlsx", "--sheet", "Pictures", "-o", "out.html"],
        ] {
            let result = try run(arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.hasPrefix(warning), "\(arguments[0]): \(result.stderr)")
        }
    }
}
