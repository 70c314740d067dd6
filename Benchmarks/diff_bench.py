#!/usr/bin/env python3
"""The diff rows of `make bench` (issue 44): `gridreport diff OLD NEW --key Symbol` on two
versions of the benchmark report, neither sorted by the key, 3 % of the rows differing
(`gen_diff`: 0.5 % removed, 2 % changed, 0.5 % added), against what the issue names:

- `gridreport render --sort Symbol` on the two files (one run on each, CPU times added): the
  sort both inputs go through; target: the diff within 1.5x;
- DuckDB's FULL OUTER JOIN on the key, the rows that differ written as CSV (quoted beside it);
- daff (`daff diff --id Symbol`, pure Python, in memory) on a smaller pair (DAFF_ROWS), with
  gridreport's diff of the same pair beside it; target: faster by a wide margin (5x or more).

The diff's peak RSS must stay within 128 MiB. CPU time is user + system of the child (a loaded
machine disturbs it less than wall time), with peak RSS; medians of RUNS runs. The inputs are
generated into TMPDIR and removed afterwards. Prints one markdown table on stdout.

Usage: diff_bench.py GRIDREPORT PYTHON BIN TMPDIR ROWS DAFF_ROWS [RUNS]
"""
import os
import shutil
import subprocess
import sys

from workbook import has_module, measure, median

DUCKDB_JOIN = """
import sys, duckdb
duckdb.sql("SET enable_progress_bar = false")
old, new, out = sys.argv[1:4]
duckdb.sql(f'''COPY (
  SELECT CASE WHEN o.Symbol IS NULL THEN '+' WHEN n.Symbol IS NULL THEN '-' ELSE '->' END AS Change,
         coalesce(n.Symbol, o.Symbol) AS Symbol, o.Name AS OldName, n.Name, o.Open AS OldOpen, n.Open,
         o.High AS OldHigh, n.High, o.Low AS OldLow, n.Low, o.Close AS OldClose, n.Close
  FROM read_csv('{old}') o FULL OUTER JOIN read_csv('{new}') n ON o.Symbol = n.Symbol
  WHERE o.Symbol IS NULL OR n.Symbol IS NULL OR o.Name IS DISTINCT FROM n.Name
     OR o.Open IS DISTINCT FROM n.Open OR o.High IS DISTINCT FROM n.High
     OR o.Low IS DISTINCT FROM n.Low OR o.Close IS DISTINCT FROM n.Close
  ORDER BY Symbol) TO '{out}' (HEADER)''')
"""


def generate(bin_dir, rows, folder):
    old, new = os.path.join(folder, f"diff-old-{rows}.csv"), os.path.join(folder, f"diff-new-{rows}.csv")
    subprocess.run([os.path.join(bin_dir, "gen_diff"), str(rows), old, new], check=True)
    return old, new


def row(label, result, ratio="", target=""):
    if result is None:
        print(f"| {label} | n/a | n/a | | | |")
        return
    cpu, rss, code = result
    print(f"| {label} | {cpu:.2f} | {rss:.0f} | {code} | {ratio} | {target} |")


def main():
    gridreport, python, bin_dir, tmp, rows, daff_rows = sys.argv[1:7]
    runs = int(sys.argv[7]) if len(sys.argv) > 7 else 1
    rows, daff_rows = int(rows), int(daff_rows)
    folder = os.path.join(tmp, "diff")
    os.makedirs(folder, exist_ok=True)
    out = os.path.join(folder, "out.csv")
    common = ["--width", "128", "--color", "never", "--no-progress"]
    duckdb = has_module(python, "duckdb")
    daff = os.path.join(os.path.dirname(python), "daff")
    daff = daff if os.path.exists(daff) else shutil.which("daff")
    try:
        old, new = generate(bin_dir, rows, folder)
        diff = [gridreport, "diff", old, new, "--key", "Symbol"] + common
        # diff(1)'s status: 1, the files differ.
        ours = median([measure(diff) for _ in range(runs)])
        sort_old = median([measure([gridreport, "render", old, "--sort", "Symbol"] + common) for _ in range(runs)])
        sort_new = median([measure([gridreport, "render", new, "--sort", "Symbol"] + common) for _ in range(runs)])
        sorts = (sort_old[0] + sort_new[0], max(sort_old[1], sort_new[1]), sort_old[2] or sort_new[2])
        join = median([measure([python, "-c", DUCKDB_JOIN, old, new, out]) for _ in range(runs)]) if duckdb else None
        for name in (old, new):
            os.remove(name)

        small_old, small_new = generate(bin_dir, daff_rows, folder)
        small = median(
            [measure([gridreport, "diff", small_old, small_new, "--key", "Symbol"] + common) for _ in range(runs)])
        theirs = (
            median([measure([daff, "diff", "--id", "Symbol", "--output", out, small_old, small_new]) for _ in range(runs)])
            if daff else None)
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    label = f"{rows:,} rows each"
    print(f"| diff of two versions ({label}, unsorted, 3 % differ) | CPU s | peak RSS MiB | exit | diff ÷ this | target |")
    print("|---|--:|--:|---|--:|---|")
    ok = ours[2] == 1 and ours[1] <= 128
    row("gridreport diff --key Symbol", ours, target=f"{'pass' if ok else 'FAIL'} (<= 128 MiB, exit 1)")
    ratio = ours[0] / sorts[0] if sorts[0] else float("inf")
    row("gridreport render --sort Symbol, each file (CPU added)", sorts, f"{ratio:.2f}x",
        f"{'pass' if ratio <= 1.5 else 'FAIL'} (<= 1.5x)")
    if join is None:
        row("DuckDB FULL OUTER JOIN on Symbol", None)
    else:
        row("DuckDB FULL OUTER JOIN on Symbol", join, f"{ours[0] / join[0]:.2f}x" if join[0] else "")
    print(f"| **{daff_rows:,} rows each** | | | | | |")
    row("gridreport diff --key Symbol", small)
    if theirs is None:
        row("daff diff --id Symbol", None)
    else:
        ratio = small[0] / theirs[0] if theirs[0] else float("inf")
        row("daff diff --id Symbol", theirs, f"{ratio:.3f}x",
            f"{'pass' if ratio <= 0.2 and theirs[2] == 0 else 'FAIL'} (<= 0.2x)")


if __name__ == "__main__":
    main()
