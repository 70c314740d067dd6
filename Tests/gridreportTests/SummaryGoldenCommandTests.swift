import Foundation
import Testing

/// The three forms of a summary (groups, the column profile, a pivot) drawn by the built command at
/// 80 cells in each view, against golden text; and their numbers, exported to a workbook, against
/// what Python's `statistics` and numpy compute from the CSV (an independent reader and reckoner).
@Suite("gridreport --summary: goldens at 80 cells, numbers against Python")
struct SummaryGoldenCommandTests {
    static let flights = SummaryCommandTests.flights
    static let golden = "Tests/GridReportTests/Golden/summary/"

    static let forms: [(name: String, arguments: [String])] = [
        (
            "groups",
            ["--group-by", "Carrier", "--total", "Delay=avg", "--total", "Delay=p90", "--total", "Origin=distinct"]
        ),
        ("profile", []),
        ("pivot", ["--group-by", "Carrier", "--pivot", "Origin", "--total", "Delay=avg", "--sort-groups"]),
    ]

    @Test(
        "each form in each view at --width 80", arguments: forms.indices, ["regular", "compact", "records"])
    func golden(form: Int, mode: String) throws {
        let (name, arguments) = Self.forms[form]
        let result = try run(
            ["render", Self.flights, "--summary"] + arguments + ["--mode", mode, "--width", "80"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try String(
            contentsOf: repositoryRoot.appendingPathComponent(Self.golden + "\(name)-\(mode).txt"), encoding: .utf8)
        #expect(result.stdout == expected, "\(name) \(mode):\n\(result.stdout)")
    }

    /// Reads the CSV as Python does (missing: empty or NA) and compares every cell of the
    /// exported summary; prints the cells that differ.
    static let check = """
        import csv, json, statistics, sys
        import numpy, openpyxl
        sheet = openpyxl.load_workbook(sys.argv[1], data_only=True).active
        got = [list(r) for r in sheet.iter_rows(values_only=True)]
        rows = list(csv.DictReader(open(sys.argv[2])))
        form = sys.argv[3]
        value = lambda v: None if v in ("", "NA") else v
        num = lambda v: None if value(v) is None else float(v)
        def close(a, b):
            if a is None or b is None: return a is None and b is None
            if isinstance(b, str): return a == b
            return abs(float(a) - float(b)) <= 1e-9 * max(1.0, abs(float(b)))
        groups = {}
        for r in rows: groups.setdefault(value(r["Carrier"]), []).append(r)
        expected = []
        if form == "groups":
            expected.append(["Carrier", "Count", "%", "Delay (avg)", "Delay (p90)", "Origin (distinct)", "Delay (median)"])
            for key, g in groups.items():
                d = [num(r["Delay"]) for r in g if num(r["Delay"]) is not None]
                expected.append([key, len(g), len(g) / len(rows), statistics.mean(d),
                                 float(numpy.percentile(d, 90, method="linear")),
                                 len({r["Origin"] for r in g if value(r["Origin"]) is not None}),
                                 statistics.median(d)])
        elif form == "profile":
            expected.append(["Column", "Type", "Count", "Missing", "Distinct", "Min", "Max", "Mean", "Median"])
            for name, kind in (("Carrier", "text"), ("Origin", "text"), ("Date", "date"), ("Delay", "number"),
                               ("Distance", "number")):
                present = [r[name] for r in rows if value(r[name]) is not None]
                if kind == "number":
                    values = [float(v) for v in present]
                    shown = lambda x: f"{x:,.15g}"
                    expected.append([name, kind, len(values), len(rows) - len(values), len(set(values)),
                                     shown(min(values)), shown(max(values)), statistics.mean(values),
                                     statistics.median(values)])
                else:
                    expected.append([name, kind, len(present), len(rows) - len(present), len(set(present)),
                                     min(present), max(present), None, None])
        else:
            origins = sorted({value(r["Origin"]) for r in rows}, key=lambda o: (o is None, o or ""))
            expected.append(["Carrier"] + [o if o is not None else "(missing)" for o in origins] + ["Total"])
            avg = lambda rs: (lambda d: statistics.mean(d) if d else None)(
                [num(r["Delay"]) for r in rs if num(r["Delay"]) is not None])
            for key in sorted(groups, key=lambda k: (k is None, k or "")):
                g = groups[key]
                expected.append([key] + [avg([r for r in g if value(r["Origin"]) == o]) for o in origins] + [avg(g)])
            expected.append(["Total"] + [avg([r for r in rows if value(r["Origin"]) == o]) for o in origins]
                            + [avg(rows)])
        differ = []
        if len(got) != len(expected): differ.append(["rows", len(got), len(expected)])
        for i, (g, e) in enumerate(zip(got, expected)):
            for j, (a, b) in enumerate(zip(g, e)):
                if not close(a, b): differ.append([i, j, str(a), str(b)])
            if len(g) != len(e): differ.append([i, "columns", len(g), len(e)])
        print(json.dumps(differ))
        """

    @Test(
        "every cell of each form as Python's statistics and numpy compute it",
        arguments: ["groups", "profile", "pivot"])
    func numbers(form: String) throws {
        let output = try temporaryFolder().appendingPathComponent("\(form).xlsx").path
        let arguments = Self.forms.first { $0.name == form }?.arguments ?? []
        let extra = form == "groups" ? ["--total", "Delay=median"] : []
        let result = try run(["export", Self.flights, "--summary"] + arguments + extra + ["-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let differ = try #require(try openpyxlJSON(Self.check, output, [Self.flights, form]) as? [Any])
        #expect(differ.isEmpty, "\(differ)")
    }
}
