#!/usr/bin/env python3
"""Sections and totals benchmark (issue 13), run by Benchmarks/run after the main table.

From the main benchmark's CSV (bench-1m.csv: Symbol, Name, Open, High, Low, Close) it derives
inputs with a leading Group column: 1,000 groups sorted (row i in group i*1000/N), 1,000 groups
unsorted (group i mod 1000) and 100,000 groups unsorted (i mod 100000). It measures, through
runstat (wall time and peak RSS of the child alone), median of --runs runs, interleaved:
plain export of the same file (no sections), grouped export with --totals sorted and unsorted,
the terminal table the same three ways, and the 100,000-group unsorted render and export
(peak memory target: under 64 MB). Prints a markdown table.

usage: sections_bench.py --bin BIN --gridreport PATH --runs N --tmpdir DIR CSV
"""

import argparse
import os
import statistics
import subprocess
import sys


def derive(source, target, group_of):
    if os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(source):
        return
    with open(source, "rb") as inp, open(target + ".tmp", "wb") as out:
        header = inp.readline()
        out.write(b"Group," + header)
        lines = inp.readlines()
        n = len(lines)
        for i, line in enumerate(lines):
            out.write(group_of(i, n) + b"," + line)
    os.replace(target + ".tmp", target)


def run(runstat, argv, tmpdir):
    result = os.path.join(tmpdir, "runstat.txt")
    with open(os.devnull, "wb") as null:
        status = subprocess.call([runstat, result] + argv, stdout=null, stderr=subprocess.PIPE)
    fields = dict(part.split("=") for part in open(result).read().split())
    if int(fields["status"]) != 0:
        raise SystemExit("failed (%s): %s" % (fields["status"], " ".join(argv)))
    return float(fields["wall"]), float(fields["user"]) + float(fields["sys"]), int(fields["maxrss_kb"]) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--gridreport", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tmpdir", required=True)
    parser.add_argument("csv")
    a = parser.parse_args()
    os.makedirs(a.tmpdir, exist_ok=True)
    data = os.path.dirname(a.csv)
    sorted_csv = os.path.join(data, "sections-1k-sorted.csv")
    unsorted_csv = os.path.join(data, "sections-1k-unsorted.csv")
    wide_csv = os.path.join(data, "sections-100k-unsorted.csv")
    print("sections: deriving grouped inputs", file=sys.stderr)
    derive(a.csv, sorted_csv, lambda i, n: b"G%04d" % (i * 1000 // n))
    derive(a.csv, unsorted_csv, lambda i, n: b"G%04d" % (i % 1000))
    derive(a.csv, wide_csv, lambda i, n: b"G%06d" % (i % 100000))
    g = a.gridreport
    out = os.path.join(a.tmpdir, "sections.xlsx")
    grouped = ["--group-by", "Group", "--totals"]
    tasks = [
        ("export, plain (same file, no sections)", [g, "export", unsorted_csv, "-o", out, "--force"]),
        ("export, 1,000 groups sorted, --totals", [g, "export", sorted_csv, "-o", out, "--force"] + grouped),
        ("export, 1,000 groups unsorted, --totals", [g, "export", unsorted_csv, "-o", out, "--force"] + grouped),
        ("export, 100,000 groups unsorted, --totals", [g, "export", wide_csv, "-o", out, "--force"] + grouped),
        ("render, plain (same file, no sections)", [g, "render", unsorted_csv, "--width", "120"]),
        ("render, 1,000 groups sorted, --totals", [g, "render", sorted_csv, "--width", "120"] + grouped),
        ("render, 1,000 groups unsorted, --totals", [g, "render", unsorted_csv, "--width", "120"] + grouped),
        ("render, 100,000 groups unsorted, --totals", [g, "render", wide_csv, "--width", "120"] + grouped),
    ]
    runstat = os.path.join(a.bin, "runstat")
    results = {name: [] for name, _ in tasks}
    for r in range(a.runs):
        for name, argv in tasks:
            print("sections: run %d/%d: %s" % (r + 1, a.runs, name), file=sys.stderr)
            results[name].append(run(runstat, argv, a.tmpdir))
    print()
    print("| sections task (1M rows) | median s | min–max s | cpu s | peak RSS | vs plain | target |")
    print("|---|--:|--:|--:|--:|---|---|")
    plain = {}
    for name, _ in tasks:
        walls = [x[0] for x in results[name]]
        median = statistics.median(walls)
        cpu = statistics.median([x[1] for x in results[name]])
        rss = max(x[2] for x in results[name])
        kind = name.split(",")[0]
        if "plain" in name:
            plain[kind] = median
            ratio, target = "", ""
        else:
            ratio = "%.2f×" % (median / plain[kind])
            target = ""
            if kind == "export" and "1,000" in name:
                target = "≤ 1.3× plain: %s" % ("pass" if median / plain[kind] <= 1.3 else "FAIL")
            if "100,000" in name:
                target = "< 64 MB: %s" % ("pass" if rss < 64 else "FAIL")
        print("| %s | %.2f | %.2f–%.2f | %.2f | %.0f MiB | %s | %s |" % (name, median, min(walls), max(walls), cpu, rss, ratio, target))


if __name__ == "__main__":
    main()
