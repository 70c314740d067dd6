import Foundation
import Testing

@Suite struct PreviewCommandTests {
    @Test func writesThePageToStandardOutput() throws {
        let result = try run(["preview", "Samples/stocks.csv", "--title", "Stock prices", "--limit", "4"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.stdout.components(separatedBy: "data-row=").count - 1 == 4)
        #expect(result.stdout.contains("<span class=\"see\">See All (12) ›</span>"))
        #expect(result.stdout.components(separatedBy: "<img src=\"data:image/").count - 1 == 4)
    }

    @Test func writesTheFileWholeAndReplacesItOnlyWithForce() throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("stocks.html").path
        let first = try run(["preview", "Samples/stocks.csv", "-o", page])
        #expect(first.status == 0)
        #expect(first.stdout == "")
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.hasSuffix("</html>\n"))
        let again = try run(["preview", "Samples/stocks.csv", "-o", page])
        #expect(again.status == 73)
        #expect(again.stderr == "gridreport: \(page): already exists (pass --force to replace it)\n")
        #expect(try run(["preview", "Samples/stocks.csv", "-o", page, "--force"]).status == 0)
    }

    @Test func aMissingInputIsExit66() throws {
        let result = try run(["preview", "Samples/missing.csv"])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "gridreport: Samples/missing.csv: cannot open the input: no such file or directory (check the path and its permissions)\n"
        )
    }

    @Test func theOutputIsNeverTheInput() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("in.csv").path
        try "a,b\n1,2\n".write(toFile: input, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.csv").path
        try FileManager.default.linkItem(atPath: input, toPath: link)
        for target in [input, link] {
            let result = try run(["preview", input, "-o", target, "--force"])
            #expect(result.status == 73)
            #expect(
                result.stderr
                    == "gridreport: \(target): is the input file; writing it would overwrite what is being read (choose another output name)\n"
            )
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "a,b\n1,2\n")
    }

    @Test func terminalOnlyViewsAreRefused() throws {
        let records = try run(["preview", "Samples/stocks.csv", "--mode", "records"])
        #expect(records.status == 64)
        #expect(
            records.stderr
                == "gridreport: --mode: records is a terminal view; the preview shows regular, compact, cards or auto (use --mode auto (the grid, compact cells below --compact-below))\n"
        )
        let scroll = try run(["preview", "Samples/stocks.csv", "--mode", "cards", "--scroll"])
        #expect(scroll.status == 64)
        #expect(
            scroll.stderr
                == "gridreport: --scroll: only applies to the terminal's cards; the page fits as many cards a line as its width holds\n"
        )
        let columns = try run(["preview", "Samples/stocks.csv", "--mode", "cards", "--columns", "2"])
        #expect(columns.status == 64)
        #expect(columns.stderr.hasPrefix("gridreport: --columns: only applies to the terminal's cards"))
    }

    @Test func widthsThatDoNotFitTheGridSayWhatDoes() throws {
        let result = try run(["preview", "Samples/stocks.csv", "--widths=300,300,300,300,300,300"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "gridreport: --widths: the columns need a grid of 1912 pt, wider than the compact breakpoint (600 pt) where the grid starts (pass --fit shrink, or --compact-below 1912 to show compact cells below that width)\n"
        )
        #expect(
            try run(["preview", "Samples/stocks.csv", "--widths=300,300,300,300,300,300", "--fit", "shrink"]).status
                == 0)
        let twoFlexible = try run(["preview", "Samples/stocks.csv", "--widths=-1,-1,0.1,0.1,0.1,0.1"])
        #expect(twoFlexible.status == 64)
        #expect(twoFlexible.stderr.contains("2 flexible columns (-1) at 1 and 2; at most one is allowed"))
    }

    @Test func badOptionValuesAreUsageErrors() throws {
        for (arguments, message) in [
            (["--limit", "0"], "--limit: must be a whole number of rows from 1 up, not \"0\""),
            (["--compact-below", "-5"], "--compact-below: must be from 0 to 100000 points, not -5"),
            (
                ["--theme", "Samples/none.nss"],
                "Samples/none.nss: no such theme file (check the path given to --theme)"
            ),
        ] {
            let result = try run(["preview", "Samples/stocks.csv"] + arguments)
            #expect(result.status == (arguments[0] == "--theme" ? 66 : 64), "\(arguments)")
            #expect(result.stderr == "gridreport: \(message)\n", "\(arguments)")
        }
    }

    @Test func outputsAndPictureFoldersThatCannotBeUsed() throws {
        let missingRoot = try run(["preview", "Samples/stocks.csv", "--image-root", "/nonexistent-folder"])
        #expect(missingRoot.status == 64)
        #expect(
            missingRoot.stderr
                == "gridreport: --image-root: cannot use the image folder \"/nonexistent-folder\": No such file or directory\n"
        )
        let missingFolder = try run(["preview", "Samples/stocks.csv", "-o", "/nonexistent-folder/page.html"])
        #expect(missingFolder.status == 73)
        #expect(
            missingFolder.stderr
                == "gridreport: /nonexistent-folder/page.html: cannot create the file: No such file or directory\n")
        let folder = try temporaryFolder().path
        let intoFolder = try run(["preview", "Samples/stocks.csv", "-o", folder])
        #expect(intoFolder.status == 73)
        #expect(intoFolder.stderr == "gridreport: \(folder): is a folder, not a file name for the output\n")
    }

    @Test func aPictureOutsideTheFolderStaysText() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("in.csv").path
        try "Name,Logo\na,../../etc/passwd.png\n".write(toFile: input, atomically: true, encoding: .utf8)
        let result = try run(["preview", input])
        #expect(result.status == 0)
        #expect(result.stdout.contains("data-column=\"Logo\">../../etc/passwd.png</span>"))
        #expect(result.stderr.contains("image \"../../etc/passwd.png\" is outside the image folder"))
    }
}
