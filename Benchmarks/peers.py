#!/usr/bin/env python3
"""The sort-and-read rows of `make bench` (issue 50): gridreport beside the engines an analyst
reaches for next, on the same file, each figure with its peer's beside it. CPU time is user +
system of the child (a loaded machine disturbs it less than wall time), with peak RSS.

- full sort by Close, descending: `gridreport render --sort Close:desc` against
  `LC_ALL=C sort -t, -k6,6nr -S 64M` (GNU sort: not CSV-aware, types nothing; a quoted name
  with a comma shifts its fields), polars and DuckDB writing the sorted CSV (targets: <= 1.0x
  GNU sort, <= 1.5x polars, peak <= 64 MiB);
- `--where` + `--sort` + `--limit 20`: against polars and DuckDB (targets: <= 1.0x DuckDB,
  <= 1.5x polars).

polars and DuckDB come from Benchmarks/requirements.txt (the bench venv); a peer that is
missing shows n/a. Prints one markdown table on stdout.

Usage: peers.py GRIDREPORT PYTHON CSV TMPDIR [RUNS]
"""
import os
import shutil
import sys

from workbook import has_module, measure, median

WHERE = "Low > 5000"

POLARS_SORT = """
import sys, polars as pl
pl.read_csv(sys.argv[1]).sort("Close", descending=True, maintain_order=True).write_csv(sys.argv[2])
"""
POLARS_TOP = """
import sys, polars as pl
(pl.scan_csv(sys.argv[1]).filter(pl.col("Low") > 5000).sort("Close", descending=True, maintain_order=True)
   .head(20).collect().write_csv(sys.argv[2]))
"""
DUCKDB_SORT = """
import sys, duckdb
duckdb.sql("SET enable_progress_bar = false")
duckdb.sql(f"COPY (SELECT * FROM read_csv('{sys.argv[1]}') ORDER BY Close DESC) TO '{sys.argv[2]}' (HEADER)")
"""
DUCKDB_TOP = """
import sys, duckdb
duckdb.sql("SET enable_progress_bar = false")
duckdb.sql(f"COPY (SELECT * FROM read_csv('{sys.argv[1]}') WHERE Low > 5000 ORDER BY Close DESC LIMIT 20) "
           f"TO '{sys.argv[2]}' (HEADER)")
"""


def main():
    gridreport, python, csv, tmp = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    os.makedirs(tmp, exist_ok=True)
    out = os.path.join(tmp, "peer-out.csv")
    render = [gridreport, "render", csv, "--width", "128", "--color", "never", "--no-progress"]
    polars = has_module(python, "polars")
    duckdb = has_module(python, "duckdb")
    rows = [
        ("full sort, Close descending", [
            ("gridreport render --sort Close:desc", render + ["--sort", "Close:desc"]),
            ("GNU sort -t, -k6,6nr -S 64M (LC_ALL=C)",
             ["env", "LC_ALL=C", "sort", "-t,", "-k6,6nr", "-S", "64M", "-o", out, csv]
             if shutil.which("sort") else None),
            ("polars read_csv + sort + write_csv", [python, "-c", POLARS_SORT, csv, out] if polars else None),
            ("DuckDB COPY … ORDER BY", [python, "-c", DUCKDB_SORT, csv, out] if duckdb else None),
        ], {"GNU": 1.0, "polars": 1.5}),
        (f"--where '{WHERE}' --sort Close:desc --limit 20", [
            ("gridreport render", render + ["--where", WHERE, "--sort", "Close:desc", "--limit", "20"]),
            ("polars scan_csv + filter + sort + head", [python, "-c", POLARS_TOP, csv, out] if polars else None),
            ("DuckDB WHERE … ORDER BY … LIMIT 20", [python, "-c", DUCKDB_TOP, csv, out] if duckdb else None),
        ], {"DuckDB": 1.0, "polars": 1.5}),
    ]
    print(f"| against the engines ({os.path.basename(csv)}) | CPU s | peak RSS MiB | exit | gridreport ÷ this | target |")
    print("|---|--:|--:|---|--:|---|")
    for title, commands, targets in rows:
        results = [(label, median([measure(argv) for _ in range(runs)]) if argv else None) for label, argv in commands]
        ours = results[0][1]
        print(f"| **{title}** | | | | | |")
        for index, (label, result) in enumerate(results):
            if result is None:
                print(f"| {label} | n/a | n/a | | | |")
                continue
            cpu, rss, code = result
            if index == 0:
                target = "pass" if rss <= 64 and code == 0 else "FAIL"
                print(f"| {label} | {cpu:.2f} | {rss:.0f} | {code} | | {target} (<= 64 MiB) |")
                continue
            ratio = ours[0] / cpu if cpu else float("inf")
            limit = next((v for k, v in targets.items() if label.startswith(k)), None)
            target = "" if limit is None else f"{'pass' if ratio <= limit else 'FAIL'} (<= {limit}x)"
            print(f"| {label} | {cpu:.2f} | {rss:.0f} | {code} | {ratio:.2f}x | {target} |")
        sys.stdout.flush()
    try:
        os.remove(out)
    except FileNotFoundError:
        pass


if __name__ == "__main__":
    main()
