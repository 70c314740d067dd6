// swift-tools-version:6.0
// The benchmark's own package, so that nobody who depends on the GridReport library builds it.
import PackageDescription

let package = Package(
    name: "GridReportBenchmarks",
    dependencies: [.package(name: "GridReport", path: "..")],
    targets: [
        .executableTarget(
            name: "gridreport-bench",
            dependencies: [.product(name: "GridReport", package: "GridReport")],
            path: "Sources/gridreport-bench"
        )
    ],
    swiftLanguageModes: [.v6]
)
