#!/usr/bin/env python3
"""The summary rows of `make bench` (issue 43): a group summary of ROWS rows in 1,000 groups
(count, sum and average of one column) against `mlr stats1`, DuckDB's GROUP BY and polars'
group_by on the same file; the same summary with a median (values spilled past the budget); a
pivot by a 12-value column against the plain summary. CPU time is user + system of the child
(a loaded machine disturbs it less than wall time), with peak RSS. Prints one markdown table.

Targets: count + sum + avg at most 1.0x mlr and <= 64 MiB; with a median <= 128 MiB; the
pivot within 1.2x the plain summary.

The input is generated once (deterministic, seed 43) as DATA/summary-<rows>.csv: Carrier (1,000
values), Month (12), Delay (a number with two decimals, about 1 in 50 missing).

Usage: summary_bench.py GRIDREPORT PYTHON DATA TMPDIR [RUNS] [ROWS]
"""
import os
import random
import shutil
import sys

from workbook import has_module, measure, median

POLARS = """
import sys, polars as pl
(pl.scan_csv(sys.argv[1]).group_by("Carrier", maintain_order=True)
   .agg(pl.len().alias("Count"), pl.col("Delay").sum(), pl.col("Delay").mean().alias("avg"))
   .collect().write_csv(sys.argv[2]))
"""
DUCKDB = """
import sys, duckdb
duckdb.sql("SET enable_progress_bar = false")
duckdb.sql(f"COPY (SELECT Carrier, count(*), sum(Delay), avg(Delay) FROM read_csv('{sys.argv[1]}') "
           f"GROUP BY Carrier) TO '{sys.argv[2]}' (HEADER)")
"""


def generate(path, rows):
    if os.path.exists(path):
        return
    print(f"bench: generating {path} ({rows} rows)", file=sys.stderr)
    rng = random.Random(43)
    with open(path + ".tmp", "w") as out:
        out.write("Carrier,Month,Delay\n")
        lines = []
        for _ in range(rows):
            delay = "" if rng.random() < 0.02 else f"{rng.gauss(10, 30):.2f}"
            lines.append(f"C{rng.randrange(1000):03d},M{rng.randrange(1, 13):02d},{delay}\n")
            if len(lines) == 100_000:
                out.writelines(lines)
                lines = []
        out.writelines(lines)
    os.replace(path + ".tmp", path)


def main():
    gridreport, python, data, tmp = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    rows = int(sys.argv[6]) if len(sys.argv) > 6 else 10_000_000
    os.makedirs(tmp, exist_ok=True)
    csv = os.path.join(data, f"summary-{rows}.csv")
    generate(csv, rows)
    out = os.path.join(tmp, "summary-out.csv")
    render = [gridreport, "render", csv, "--width", "128", "--color", "never", "--no-progress",
              "--group-by", "Carrier", "--summary"]
    plain = render + ["--total", "Delay=sum", "--total", "Delay=avg"]
    tasks = [
        ("gridreport --summary, count + sum + avg", plain),
        ("mlr stats1 -a count,sum,mean", ["mlr", "--icsv", "--ocsv", "stats1", "-a", "count,sum,mean", "-f", "Delay",
                                          "-g", "Carrier", csv] if shutil.which("mlr") else None),
        ("DuckDB GROUP BY", [python, "-c", DUCKDB, csv, out] if has_module(python, "duckdb") else None),
        ("polars group_by", [python, "-c", POLARS, csv, out] if has_module(python, "polars") else None),
        ("gridreport --summary, + median", plain + ["--total", "Delay=median"]),
        ("gridreport --summary --pivot Month", render + ["--pivot", "Month", "--total", "Delay=sum"]),
        ("gridreport --summary, plain sum (the pivot's baseline)", render + ["--total", "Delay=sum"]),
    ]
    results = {label: median([measure(argv) for _ in range(runs)]) if argv else None for label, argv in tasks}
    ours = results[tasks[0][0]]
    print(f"| summary task ({rows:,} rows, 1,000 groups) | CPU s | peak RSS MiB | exit | ratio | target |")
    print("|---|--:|--:|---|--:|---|")
    for label, _ in tasks:
        result = results[label]
        if result is None:
            print(f"| {label} | n/a | n/a | | | |")
            continue
        cpu, rss, code = result
        ratio, target = "", ""
        if label == tasks[0][0]:
            target = f"{'pass' if rss <= 64 and code == 0 else 'FAIL'} (<= 64 MiB)"
        elif label.startswith("mlr"):
            ratio = f"{ours[0] / cpu:.2f}x"
            target = f"{'pass' if ours[0] <= cpu else 'FAIL'} (gridreport <= 1.0x)"
        elif label.startswith(("DuckDB", "polars")):
            ratio = f"{ours[0] / cpu:.2f}x"
        elif "median" in label:
            target = f"{'pass' if rss <= 128 and code == 0 else 'FAIL'} (<= 128 MiB)"
        elif "pivot" in label:
            base = results[tasks[-1][0]][0]
            ratio = f"{cpu / base:.2f}x plain"
            target = f"{'pass' if cpu <= 1.2 * base and code == 0 else 'FAIL'} (<= 1.2x)"
        print(f"| {label} | {cpu:.2f} | {rss:.0f} | {code} | {ratio} | {target} |")
        sys.stdout.flush()
    try:
        os.remove(out)
    except FileNotFoundError:
        pass


if __name__ == "__main__":
    main()
