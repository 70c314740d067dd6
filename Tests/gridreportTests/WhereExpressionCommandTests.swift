import Foundation
import Testing

@Suite("gridreport --where with whole conditions")
struct WhereExpressionCommandTests {
    @Test("and, or and parentheses in one --where; the rows that remain, in every output's count")
    func compound() throws {
        let result = try run([
            "render", "Samples/products.csv", "--select", "Product Name,Availability,Price", "--where",
            "Availability == In Stock and (Price < 50 or Price > 2000)", "--width", "80",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Notebook Professional 17"))
        #expect(result.stdout.contains("Optical Mouse"))
        #expect(!result.stdout.contains("Wireless Keyboard"))
    }

    @Test(
        "each mistake is one sentence and exit 64",
        arguments: [
            (
                "Price > 5 and (Price < 9",
                "gridreport: --where 'Price > 5 and (Price < 9': no \")\" for the \"(\" at 15 (close each ( with a ))\n"
            ),
            (
                "Prise * 2 > 5",
                "gridreport: --where 'Prise * 2 > 5': no column \"Prise\"; did you mean \"Price\"? (name a column by its title or by its number 1–6)\n"
            ),
            (
                "Category * Price > 5",
                "gridreport: --where 'Category * Price > 5': \"Category\" is text, so it cannot be multiplied by \"Price\"\n"
            ),
            (
                "TOTAL(Price) > 5",
                "gridreport: --where 'TOTAL(Price) > 5': no function \"TOTAL\" (the functions are ABS, DAY, IF, LEN, LOWER, MAX, MIN, MONTH, ROUND, UPPER, YEAR)\n"
            ),
            (
                "Category == Mice and Keyboards",
                "gridreport: --where 'Category == Mice and Keyboards': \"Keyboards\" after \"and\" is not a condition (to compare with the text \"Mice and Keyboards\", quote it)\n"
            ),
        ])
    func refused(condition: String, stderr: String) throws {
        let result = try run(["render", "Samples/products.csv", "--where", condition])
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
    }

    @Test("--filter-in-sheet states conditions joined with and; an or is refused in one sentence")
    func sheetFilter() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("refused.xlsx").path
        let result = try run([
            "export", "Samples/products.csv", "-o", out, "--where", "Price < 50 or Price > 2000", "--filter-in-sheet",
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --filter-in-sheet: 'Price < 50 or Price > 2000' is more than a sheet's filter holds (columns each against a value, joined with and) (leave out --filter-in-sheet to write only the rows that remain)\n"
        )
        let written = folder.appendingPathComponent("and.xlsx").path
        let joined = try run([
            "export", "Samples/products.csv", "-o", written, "--where", "Price > 50 and Price < 2000",
            "--filter-in-sheet",
        ])
        #expect(joined.status == 0, "\(joined.stderr)")
    }
}
