import Foundation
import Testing

@testable import GridReport

/// Every aggregate of real files with missing values against Python: numpy's
/// `percentile(method='linear')` (what Excel's `PERCENTILE.INC` computes) to the last bit,
/// `statistics.mean`/`median` to 15 significant digits, counts and distinct counts exactly.
@Suite("Summary: aggregates against Python's statistics and numpy")
struct AggregatePythonTests {
    static let percentiles = [1, 10, 25, 50, 75, 90, 99]

    static let script = """
        import csv, json, statistics, sys
        from decimal import Decimal
        import numpy
        path, group, columns = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
        missing = {"", "NA", "N/A", "null", "NULL", "-"}
        groups = {}
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                entry = groups.setdefault(row[group] if group else "", {"rows": 0, "values": {c: [] for c in columns}})
                entry["rows"] += 1
                for c in columns:
                    if row[c] not in missing:
                        entry["values"][c].append(row[c])
        out = {}
        for key, entry in groups.items():
            result = {"rows": entry["rows"]}
            for c, written in entry["values"].items():
                v = [float(x) for x in written]
                result[c] = {
                    "count": len(v), "distinct": len(set(v)),
                    "sum": repr(float(sum((Decimal(x) for x in written), Decimal(0)))),
                    "min": repr(min(v)) if v else None, "max": repr(max(v)) if v else None,
                    "mean": repr(statistics.mean(v)) if v else None,
                    "median": repr(statistics.median(v)) if v else None,
                    "percentiles": [repr(float(numpy.percentile(v, p, method="linear"))) if v else None
                                    for p in PERCENTILES],
                }
            out[key] = result
        print(json.dumps(out))
        """.replacingOccurrences(of: "PERCENTILES", with: "\(percentiles)")

    /// Whether numpy is at hand (the project's .venv has it under `make test`).
    static let hasNumpy: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import numpy"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        "penguins by species and co2 over all rows: every aggregate as Python computes it",
        arguments: [
            (samplePath("penguins.csv"), "species", ["bill_length_mm", "body_mass_g"]),
            (samplePath("penguins.csv"), "island", ["bill_length_mm", "body_mass_g"]),
            (packageRoot.appendingPathComponent("Tests/GridReportTests/Golden/data/real/co2.csv").path, "", ["co2"]),
        ])
    func againstPython(path: String, group: String, columns: [String]) throws {
        guard Self.hasNumpy else {
            print("skipped: numpy is not installed for python3 (make test-deps installs it into .venv)")
            return
        }
        let functions: [AggregateFunction] =
            [.count, .distinct, .sum, .min, .max, .avg] + Self.percentiles.map { .percentile($0) }
        let request = try summaryRequest(
            groupBy: group.isEmpty ? [] : [group],
            total: columns.flatMap { column in functions.map { "\(column)=\($0.name)" } })
        let table = try summary(path, request)
        let python = try #require(
            try Self.python(["-c", Self.script, path, group, columns.joined(separator: ",")])
                as? [String: [String: Any]])
        #expect(table.rows.count == python.count)
        let groupColumns = group.isEmpty ? 0 : 1
        func number(_ item: GridItem) -> Double? {
            if case .number(let value) = item { return value }
            return nil
        }
        func parse(_ any: Any?) -> Double? { (any as? String).flatMap(Double.init) }
        for row in table.rows {
            let key: String
            if groupColumns == 1, case .text(let text) = row.items[0] { key = text } else { key = "" }
            let expected = try #require(python[key], "group \(key)")
            #expect(number(row.items[groupColumns]) == Double(expected["rows"] as! Int), "\(key) rows")
            for (c, column) in columns.enumerated() {
                let values = try #require(expected[column] as? [String: Any])
                let base = groupColumns + 2 + c * functions.count
                func cell(_ function: AggregateFunction) -> Double? {
                    number(row.items[base + functions.firstIndex(of: function)!])
                }
                let place = "\(key) \(column)"
                #expect(cell(.count) == Double(values["count"] as! Int), "\(place) count")
                #expect(cell(.distinct) == Double(values["distinct"] as! Int), "\(place) distinct")
                #expect(cell(.sum) == parse(values["sum"]), "\(place) sum")
                #expect(cell(.min) == parse(values["min"]), "\(place) min")
                #expect(cell(.max) == parse(values["max"]), "\(place) max")
                #expect(Self.digits15(cell(.avg)) == Self.digits15(parse(values["mean"])), "\(place) mean")
                #expect(Self.digits15(cell(.median)) == Self.digits15(parse(values["median"])), "\(place) median")
                let numpy = try #require(values["percentiles"] as? [Any])
                for (k, n) in Self.percentiles.enumerated() {
                    #expect(cell(.percentile(n)) == parse(numpy[k]), "\(place) p\(n)")
                }
            }
        }
    }

    /// Runs `python3` (the first on PATH: the project's .venv under `make test`) and reads the
    /// JSON it prints.
    static func python(_ arguments: [String]) throws -> Any {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe()
        let errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PythonFailure(diagnostics: diagnostics) }
        return try JSONSerialization.jsonObject(with: data)
    }

    static func digits15(_ value: Double?) -> String? { value.map { String(format: "%.14e", $0) } }
}

struct PythonFailure: Error, CustomStringConvertible {
    var diagnostics: String
    var description: String { "python3 failed: \(diagnostics)" }
}
