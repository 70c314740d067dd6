import Foundation
import GridReport
import Testing

/// Issue 16 end to end: wide files fit any width, given widths that overflow say what fixes them
/// (and each fix works), empty results say so.
@Suite("Fitting, end to end")
struct FittingCommandTests {
    @Test(
        "a wide file renders at 80 cells in every mode; inspect never fails",
        arguments: ["regular", "compact", "records", "auto"])
    func wide(mode: String) throws {
        for file in ["Samples/penguins-raw.csv", "Samples/weather.csv"] {
            let result = try run(["render", file, "--width", "80", "--mode", mode])
            #expect(result.status == 0, "\(file) \(mode): \(result.stderr)")
            #expect(result.stderr == "")
            #expect(!result.stdout.isEmpty)
            let inspect = try run(["inspect", file, "--width", "80", "--mode", mode])
            #expect(inspect.status == 0, "\(file) \(mode): \(inspect.stderr)")
        }
    }

    @Test(
        "--limit and inspect fit --width: blocks, no ###, no warning; inspect's lines within the width",
        arguments: [20, 40, 80, 120, 160])
    func limitAndInspectFit(width: Int) throws {
        for file in ["Samples/weather.csv", "Samples/us-employment.csv", "Samples/penguins-raw.csv"] {
            let limited = try run(["render", file, "--width", String(width), "--limit", "3"])
            #expect(limited.status == 0)
            #expect(limited.stderr == "", "\(file) --limit 3 at \(width)")
            #expect(!limited.stdout.contains("###"))
            let inspect = try run(["inspect", file, "--width", String(width)])
            #expect(inspect.status == 0)
            for line in inspect.stdout.split(separator: "\n") {
                #expect(TerminalText.displayWidth(String(line)) <= width, "inspect \(file) at \(width): \(line)")
            }
        }
    }

    /// The fixes a usage error's hint names, as argument lists to add.
    static func fixes(in stderr: String) -> [[String]] {
        var fixes: [[String]] = []
        if stderr.contains("pass --fit shrink") { fixes.append(["--fit", "shrink"]) }
        if let range = stderr.range(of: #"give --width (\d+)"#, options: .regularExpression) {
            fixes.append(["--width", String(stderr[range].split(separator: " ").last!)])
        }
        return fixes
    }

    @Test(
        "given widths that overflow are an error whose every hint fixes it when followed",
        arguments: [
            ["Samples/stocks.csv", "--widths=400,400,400,400,400,400", "--width", "60"],
            ["Samples/stocks.csv", "--widths=-1,300,200,200,200,200", "--width", "100"],
            ["Samples/stocks.csv", "--widths=-1,0.5,0.1,0.1,0.1,160", "--width", "70"],
            ["Samples/stocks.csv", "--widths=8,8,8,8,8,8", "--width", "20"],
            ["Samples/stocks.csv", "--widths=80,80,80,80,80,80", "--width", "40", "--border", "none"],
        ])
    func hints(args: [String]) throws {
        let failing = try run(["render"] + args)
        #expect(failing.status == 64)
        #expect(failing.stderr.hasPrefix("gridreport: --widths: "))
        let fixes = Self.fixes(in: failing.stderr)
        #expect(!fixes.isEmpty, "no runnable hint in: \(failing.stderr)")
        for fix in fixes {
            let fixed = try run(["render"] + args + fix)
            #expect(fixed.status == 0, "\(fix) does not fix \(args): \(fixed.stderr)")
            // The widths are then as given (or shrunk): a number wider than its column shows as ###
            // with a warning, but the error is gone.
            #expect(!fixed.stderr.contains("gridreport: --widths"), "\(fix): \(fixed.stderr)")
        }
    }

    @Test("a header-only file: the header in a table, no rows in cards and records, --empty sets the message")
    func headerOnly() throws {
        let table = try run(["render", "Tests/BadInput/header-only.csv", "--width", "40"])
        #expect(table.status == 0 && table.stdout.hasPrefix("┌") && table.stdout.hasSuffix("┘\n"))
        for mode in ["compact", "records"] {
            let cards = try run(["render", "Tests/BadInput/header-only.csv", "--mode", mode, "--width", "40"])
            #expect(cards.status == 0 && cards.stdout == "no rows\n" && cards.stderr == "")
            let given = try run(["render", "Tests/BadInput/header-only.csv", "--mode", mode, "--empty", "Keine Daten"])
            #expect(given.stdout == "Keine Daten\n")
        }
    }

    @Test(
        "blocks repeat --key columns and come again every --page-rows rows; a bad --key or --page-rows is a usage error"
    )
    func blocks() throws {
        let result = try run([
            "render", "Samples/weather.csv", "--width", "100", "--key", "Station", "--page-rows", "3",
        ])
        #expect(result.status == 0)
        let captions = result.stdout.split(separator: "\n").filter { $0.hasPrefix("column") }
        #expect(captions.count > 2 && captions.count % 2 == 0)
        let bad = try run(["render", "Samples/weather.csv", "--key", "Nope"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("gridreport: --key: no column 'Nope'"))
        let zero = try run(["render", "Samples/weather.csv", "--page-rows", "0"])
        #expect(zero.status == 64 && zero.stderr.hasPrefix("gridreport: --page-rows: "))
    }

    @Test("compact cards label their values with default bindings; --no-labels and explicit bindings show bare values")
    func labels() throws {
        let labelled = try run(["render", "Samples/penguins-raw.csv", "--mode", "compact", "--width", "60"])
        #expect(labelled.stdout.hasPrefix("studyName: PAL0708"))
        let bare = try run(["render", "Samples/penguins-raw.csv", "--mode", "compact", "--width", "60", "--no-labels"])
        #expect(bare.stdout.hasPrefix("PAL0708 "))
        let bound = try run([
            "render", "Samples/penguins-raw.csv", "--mode", "compact", "--width", "60", "--bind", "Species=headline",
        ])
        #expect(bound.stdout.hasPrefix("Adelie Penguin"))
        let boundLabelled = try run([
            "render", "Samples/penguins-raw.csv", "--mode", "compact", "--width", "60", "--bind", "Species=headline",
            "--labels",
        ])
        #expect(boundLabelled.stdout.hasPrefix("Species: Adelie Penguin"))
    }
}
