import Foundation
import Testing

/// `inspect F [opts] --yaml > s.yaml`, then `render F --spec s.yaml --width W` must give the same
/// bytes, status and warnings as `render F [opts] --width W`, at widths on both sides of the
/// compact breakpoint and narrow enough for given widths to fail (then both fail alike).
@Suite("inspect --yaml round trip")
struct InspectRoundTripTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var options: [String]
        var testDescription: String { ([file] + options).joined(separator: " ") }
    }

    static let bind = [
        "--bind", "image=detailImage", "--bind", "Product Name=headline", "--bind", "Price=status", "--bind",
        "Availability=substatus",
    ]

    static let cases: [Case] = [
        Case(file: "Samples/stocks.csv", options: []),
        Case(file: "Samples/stocks.csv", options: ["--widths=-1,0.2,0.1,0.1,0.1,0.1"]),
        Case(
            file: "Samples/stocks.csv",
            options: ["--widths=0,-1,100,0.1,0.1,0", "--points-per-cell", "10", "--spacing", "8"]),
        Case(
            file: "Samples/stocks.csv",
            options: ["--widths=-1,0.2,0.1,0.1,0.1,0.1", "--border", "none", "--accessory", "disclosure"]),
        Case(
            file: "Samples/stocks.csv",
            options: [
                "--format", "Open=currency:2", "--format", "Close=percent", "--format", "High=decimal:0", "--currency",
                "EUR",
            ]),
        Case(file: "Samples/stocks.csv", options: ["--mode", "compact", "--accessory", "disclosure"]),
        Case(file: "Samples/stocks.csv", options: ["--mode", "auto", "--border", "ascii"]),
        Case(file: "Samples/stocks.csv", options: ["--spec", "Samples/stocks.yaml", "--border", "markdown"]),
        Case(file: "Samples/products.csv", options: ["--mode", "compact"] + bind),
        Case(file: "Samples/products.csv", options: ["--mode", "auto", "--accessory", "disclosure"] + bind),
        Case(file: "Samples/products.csv", options: ["--bind", "2=headline", "--wrap"]),
        Case(
            file: "Samples/stocks.csv",
            options: [
                "--widths=200,200,100,100,100,100", "--fit", "shrink", "--mode", "auto", "--compact-below", "500",
            ]),
        Case(file: "Samples/european.csv", options: ["--input-locale", "de_DE", "--locale", "de_DE"]),
        Case(
            file: "Samples/european.csv",
            options: ["--input-locale", "de_DE", "--delimiter", ";", "--no-header", "--border", "unicode"]),
        Case(file: "Samples/international.csv", options: ["--locale", "fr_FR", "--border", "markdown"]),
        Case(
            file: "Samples/identifiers.csv",
            options: ["--format", "Balance=decimal:1", "--border", "ascii", "--accessory", "disclosure"]),
        Case(file: "Samples/identifiers.csv", options: ["--na", "NA,-", "--ragged", "pad"]),
        Case(file: "Samples/penguins.csv", options: ["--group-by", "island", "--totals"]),
        Case(
            file: "Samples/penguins.csv",
            options: [
                "--group-by", "species,2", "--total", "body_mass_g=avg", "--total", "sex=count", "--sort-groups",
                "--collapsed", "--mode", "compact",
            ]),
        Case(file: "Samples/penguins-dated.csv", options: ["--date-style", "medium", "--locale", "en_US"]),
        Case(
            file: "Samples/orders-us.csv",
            options: [
                "--format", "Order Date=date:M/d/yyyy", "--format", "Shipped=datetime:M/d/yyyy H:mm", "--date-format",
                "EEE d MMM yy",
            ]),
        Case(file: "Samples/lieferungen.csv", options: ["--spec", "Samples/lieferungen.yaml", "--date-style", "long"]),
    ]

    static let widths = [40, 72, 100, 140]

    @Test("render with the written spec is byte-identical to render with the options", arguments: cases)
    func roundTrip(_ test: Case) throws {
        let inspect = try inspectRun(["inspect", test.file] + test.options + ["--width", "100", "--yaml", "--quiet"])
        try #require(inspect.status == 0, "\(inspect.stderr)")
        let spec = try inspectTemporaryFile("spec.yaml", inspect.stdout)
        for width in Self.widths {
            let direct = try inspectRun(["render", test.file] + test.options + ["--width", "\(width)"])
            let viaSpec = try inspectRun(["render", test.file, "--spec", spec, "--width", "\(width)"])
            #expect(viaSpec.status == direct.status, "at \(width): \(viaSpec.stderr)")
            #expect(viaSpec.stdout == direct.stdout, "at \(width)")
            #expect(viaSpec.stderr == direct.stderr, "at \(width)")
        }
    }

    @Test("header names YAML would misread, and a tab-delimited file, come back through the spec")
    func trickyNames() throws {
        let names = ["a: b", "#x", "'q'", "\"", "東京", "", "  lead", "yes", "no", "null", "1.0", "2", "Price", "price"]
        let header = names.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: "\t")
        let row = names.indices.map { $0 % 3 == 0 ? "\($0).5" : "v\($0)" }.joined(separator: "\t")
        let file = try inspectTemporaryFile("tricky.tsv", header + "\n" + row + "\n" + row + "\n")
        let options = [
            "--widths=" + names.indices.map { $0 == 0 ? "-1" : "0.05" }.joined(separator: ","), "--bind", "2=headline",
            "--bind", "price=status",
        ]
        let inspect = try inspectRun(["inspect", file, "--yaml"] + options)
        try #require(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("delimiter: \"tab\""))
        let spec = try inspectTemporaryFile("spec.yaml", inspect.stdout)
        for mode in ["regular", "compact"] {
            let direct = try inspectRun(["render", file, "--mode", mode, "--width", "160"] + options)
            let viaSpec = try inspectRun(["render", file, "--spec", spec, "--mode", mode, "--width", "160"])
            #expect(direct.status == 0)
            #expect(viaSpec.stdout == direct.stdout, "\(mode)")
            #expect(viaSpec.stderr == direct.stderr)
        }
    }
}
