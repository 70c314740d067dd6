#!/usr/bin/env python3
"""The XLSX input row of `make bench` (issue 27): a 300,000-row workbook rendered by gridreport
against openpyxl's read-only iteration of the same file (target: 0.25x its CPU time or less),
with peak RSS. The workbook is the first 300,000 rows of the largest input as `gridreport export`
writes it (inline strings, dates with a date format), made once beside the inputs. CPU time is
user + system of the child, which a loaded machine disturbs less than wall time. Prints one
markdown table on stdout.

Usage: xlsx_input.py GRIDREPORT PYTHON CSV TMPDIR [RUNS]
"""
import os
import subprocess
import sys

from workbook import measure, median

ROWS = 300_000

OPENPYXL = """
import sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1], read_only=True)
for row in book.worksheets[0].iter_rows(values_only=True):
    pass
"""


def workbook(gridreport, csv, tmp):
    book = os.path.join(os.path.dirname(csv), f"bench-{ROWS // 1000}k.xlsx")
    if os.path.exists(book) and os.path.getmtime(book) >= os.path.getmtime(csv):
        return book
    part = os.path.join(tmp, "xlsx-input.csv")
    with open(csv, "rb") as source, open(part, "wb") as target:
        for index, line in enumerate(source):
            if index > ROWS:
                break
            target.write(line)
    subprocess.run([gridreport, "export", part, "-o", book + ".tmp.xlsx", "--force", "--quiet", "--no-progress"], check=True)
    os.replace(book + ".tmp.xlsx", book)
    os.remove(part)
    return book


def main():
    gridreport, python, csv, tmp = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    os.makedirs(tmp, exist_ok=True)
    book = workbook(gridreport, csv, tmp)
    render = median([measure([gridreport, "render", book, "--no-progress"]) for _ in range(runs)])
    reader = median([measure([python, "-c", OPENPYXL, book]) for _ in range(runs)])
    ratio = render[0] / reader[0] if reader[0] else float("inf")
    print(f"| XLSX input ({os.path.basename(book)}, {ROWS:,} rows) | CPU s | peak RSS MiB | exit | target |")
    print("|---|--:|--:|---|---|")
    print(f"| openpyxl read-only iteration | {reader[0]:.2f} | {reader[1]:.0f} | {reader[2]} | |")
    verdict = "pass" if ratio <= 0.25 and render[2] == 0 else "FAIL"
    print(f"| gridreport render | {render[0]:.2f} | {render[1]:.0f} | {render[2]} | {ratio:.3f}x openpyxl: {verdict} (<= 0.25x) |")


if __name__ == "__main__":
    main()
