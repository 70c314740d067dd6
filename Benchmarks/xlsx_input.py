#!/usr/bin/env python3
"""The XLSX input row of `make bench` (issue 27): a 300,000-row workbook rendered by gridreport
against openpyxl's read-only iteration of the same file (target: 0.25x its CPU time or less),
and (issue 50) against polars' `read_excel` with the calamine engine (fastexcel; target: 1.0x its
CPU time or less) and against the render of the same rows as CSV (target: 2x or less), with peak
RSS. The workbook is the first 300,000 rows of the largest input as `gridreport export` writes it
(inline strings, numbers), made once beside the inputs with those rows as CSV. CPU time is
user + system of the child, which a loaded machine disturbs less than wall time. Prints one
markdown table on stdout.

Usage: xlsx_input.py GRIDREPORT PYTHON CSV TMPDIR [RUNS]
"""
import os
import subprocess
import sys

from workbook import has_module, measure, median

ROWS = 300_000

OPENPYXL = """
import sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1], read_only=True)
for row in book.worksheets[0].iter_rows(values_only=True):
    pass
"""

CALAMINE = """
import sys, polars
polars.read_excel(sys.argv[1], engine="calamine")
"""


def workbook(gridreport, csv, tmp):
    """The workbook and the same rows as CSV, beside the inputs."""
    book = os.path.join(os.path.dirname(csv), f"bench-{ROWS // 1000}k.xlsx")
    part = os.path.join(os.path.dirname(csv), f"bench-{ROWS // 1000}k.csv")
    if all(os.path.exists(f) and os.path.getmtime(f) >= os.path.getmtime(csv) for f in (book, part)):
        return book, part
    with open(csv, "rb") as source, open(part, "wb") as target:
        for index, line in enumerate(source):
            if index > ROWS:
                break
            target.write(line)
    subprocess.run([gridreport, "export", part, "-o", book + ".tmp.xlsx", "--force", "--quiet", "--no-progress"], check=True)
    os.replace(book + ".tmp.xlsx", book)
    return book, part


def main():
    gridreport, python, csv, tmp = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    os.makedirs(tmp, exist_ok=True)
    book, part = workbook(gridreport, csv, tmp)
    calamine = has_module(python, "polars") and has_module(python, "fastexcel")
    render, as_csv, reader, peer = [], [], [], []
    # Interleaved, so a change of load falls on every row alike.
    for _ in range(runs):
        render.append(measure([gridreport, "render", book, "--no-progress"]))
        as_csv.append(measure([gridreport, "render", part, "--no-progress"]))
        reader.append(measure([python, "-c", OPENPYXL, book]))
        if calamine:
            peer.append(measure([python, "-c", CALAMINE, book]))
    render, as_csv, reader = median(render), median(as_csv), median(reader)

    def ratio(a, b):
        return a[0] / b[0] if b[0] else float("inf")

    def verdict(value, limit):
        return "pass" if value <= limit and render[2] == 0 else "FAIL"

    print(f"| XLSX input ({os.path.basename(book)}, {ROWS:,} rows) | CPU s | peak RSS MiB | exit | target |")
    print("|---|--:|--:|---|---|")
    print(f"| openpyxl read-only iteration | {reader[0]:.2f} | {reader[1]:.0f} | {reader[2]} | |")
    if calamine:
        peer = median(peer)
        print(f"| polars read_excel (calamine) | {peer[0]:.2f} | {peer[1]:.0f} | {peer[2]} | |")
    print(f"| gridreport render, the same rows as CSV | {as_csv[0]:.2f} | {as_csv[1]:.0f} | {as_csv[2]} | |")
    cells = [f"{ratio(render, reader):.3f}x openpyxl: {verdict(ratio(render, reader), 0.25)} (<= 0.25x)"]
    if calamine:
        cells.append(f"{ratio(render, peer):.2f}x calamine: {verdict(ratio(render, peer), 1.0)} (<= 1.0x)")
    else:
        cells.append("calamine: not installed")
    cells.append(f"{ratio(render, as_csv):.2f}x CSV: {verdict(ratio(render, as_csv), 2.0)} (<= 2x)")
    print(f"| gridreport render | {render[0]:.2f} | {render[1]:.0f} | {render[2]} | {'; '.join(cells)} |")


if __name__ == "__main__":
    main()
