import Foundation
import GridReport
import Testing

@testable import gridreport

/// The library names settings by their spec keys; the command names them by its flags. These pin
/// the flag-worded sentences a user sees for the settings no other command test reaches.
@Suite("gridreport: errors name the command's flags")
struct FlagNamingTests {
    @Test("every setting the library can name is a flag some subcommand takes")
    func everySettingIsAFlag() throws {
        let help = try ["render", "export", "inspect"].map { try run([$0, "--help"]).stdout }.joined()
        for setting in Setting.allCases {
            let flag = FlagNames.name(setting)
            #expect(help.contains(flag + " ") || help.contains(flag + "\n"), "\(setting) is \(flag), not in any --help")
        }
    }

    @Test(
        "a setting in a sentence is named by its flag",
        arguments: [
            (
                ["export", "Samples/stocks.csv", "-o", "/dev/null", "--sheet-name", "a/b"],
                "gridreport: --sheet-name: \"a/b\" contains \"/\", which Excel does not allow in a sheet name (leave out [ ] : * ? / \\)\n"
            ),
            (
                ["render", "Samples/stocks.csv", "--spacing", "-1"],
                "gridreport: --spacing: must be from 0 to 1000 points, not -1\n"
            ),
            (
                ["render", "Samples/stocks.csv", "--mode", "compact", "--bind", "Symbol"],
                "gridreport: --bind: \"Symbol\" is not COLUMN=SLOT (for example --bind Name=headline)\n"
            ),
        ])
    func namedByFlag(arguments: [String], stderr: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
    }

    @Test("the export's own checks name --image-height, --image-root and --ragged")
    func exportChecks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.xlsx").path
        let height = try run(["export", "Samples/stocks.csv", "-o", output, "--image-height", "9999"])
        #expect(height.status == 64)
        #expect(height.stderr.hasPrefix("gridreport: --image-height: "), "\(height.stderr)")
        let root = try run(["export", "Samples/stocks.csv", "-o", output, "--image-root", folder.path + "/nowhere"])
        #expect(root.status == 64)
        #expect(
            root.stderr
                == "gridreport: --image-root: cannot use the image folder \"\(folder.path)/nowhere\": No such file or directory\n"
        )
        let short = try run(["render", "-"], stdin: "a,b,c\n1,2\n")
        #expect(short.status == 65)
        #expect(
            short.stderr
                == "gridreport: <stdin>:2:1: row has 2 fields, the header has 3 (every row needs 3 fields; pass --ragged pad to fill short rows with empty cells)\n"
        )
    }
}
