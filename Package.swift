// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GridReport",
    products: [
        .library(name: "GridReport", targets: ["GridReport"]),
        .library(name: "GridReportXLSX", targets: ["GridReportXLSX"]),
        .library(name: "GridReportXLSXInput", targets: ["GridReportXLSXInput"]),
        .library(name: "GridReportHTML", targets: ["GridReportHTML"]),
        .library(name: "GridReportHandoff", targets: ["GridReportHandoff"]),
        .library(name: "GridReportTerminal", targets: ["GridReportTerminal"]),
        .executable(name: "gridreport", targets: ["gridreport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CXlsxWriter",
            pkgConfig: "xlsxwriter",
            providers: [.apt(["libxlsxwriter-dev"])]
        ),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // _FoundationICU: the ICU Foundation carries, for collation keys (Shape/Collation.swift).
        .target(name: "GridReport", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "GridReportGzip", dependencies: ["GridReport", "CZlib"]),
        // The writer shares GridReportGzip's zip directory reader with the XLSX input.
        .target(name: "GridReportXLSX", dependencies: ["GridReport", "GridReportGzip", "CXlsxWriter"]),
        // XLSX as input: a zip read by GridReportGzip's member stream, its XML by a tokenizer of its own.
        .target(name: "GridReportXLSXInput", dependencies: ["GridReport", "GridReportGzip"]),
        // The preview page; pictures by the XLSX's rules (its ImageLocator), files written as its are.
        .target(name: "GridReportHTML", dependencies: ["GridReport", "GridReportXLSX"]),
        .target(name: "GridReportHandoff", dependencies: ["GridReport"]),
        // The interactive viewer: termios, keys, signals and a screen of cells, drawn from the core's layouts.
        .target(name: "GridReportTerminal", dependencies: ["GridReport"]),
        .target(name: "GridReportSpec", dependencies: ["GridReport", .product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "gridreport",
            dependencies: [
                "GridReport", "GridReportXLSX", "GridReportHTML", "GridReportSpec", "GridReportHandoff",
                "GridReportGzip", "GridReportXLSXInput", "GridReportTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GridReportTests", dependencies: ["GridReport"], exclude: ["Golden"]),
        .testTarget(
            name: "GridReportXLSXTests", dependencies: ["GridReportXLSX", "GridReport", "GridReportGzip"],
            exclude: ["Support/read_xlsx.py", "Support/read_sections.py", "Support/spoil_formula_results.py"]),
        .testTarget(name: "GridReportXLSXInputTests", dependencies: ["GridReportXLSXInput", "GridReport"]),
        .testTarget(name: "GridReportHTMLTests", dependencies: ["GridReportHTML", "GridReport"]),
        .testTarget(name: "GridReportSpecTests", dependencies: ["GridReportSpec", "GridReport"]),
        .testTarget(name: "GridReportTerminalTests", dependencies: ["GridReportTerminal", "GridReport"]),
        .testTarget(name: "GridReportHandoffTests", dependencies: ["GridReportHandoff", "GridReport"]),
        .testTarget(
            name: "gridreportTests", dependencies: ["gridreport"],
            exclude: ["Browser/measure_preview.py", "Support/make_workbooks.py", "ViewGolden", "SortOracle"]),
    ],
    swiftLanguageModes: [.v6]
)
