#!/usr/bin/env python3
"""xlsx_python.py CSV OUT.xlsx: the Python XlsxWriter baseline for `gridreport export`.

Converts a CSV report the way `gridreport export` does, with the csv module and
XlsxWriter in constant_memory mode:
  pass 1 infers each column's type from all its values (number only when every
  non-missing value is a C-locale number without a leading zero and with at most
  15 significant digits; the format shows as many decimals as the data, at most
  6) and measures natural column widths;
  pass 2 writes a bold header with a bottom border, numbers as numbers with a
  "#,##0.00"-style format, text as strings (never formulas), missing values
  (empty, NA, N/A, null, NULL, NaN, lone -) as blank cells, vertical centring,
  column widths, frozen header and an autofilter; past 1,048,576 rows it goes
  on to a next sheet with the header repeated.
"""
import argparse
import csv
import re
import sys

import xlsxwriter

MISSING = {"", "NA", "N/A", "null", "NULL", "NaN", "-"}
# C-locale number without a leading zero ("007" is an identifier): 1234.5, -3, 1e5, .5
NUMBER = re.compile(r"[+-]?(?:(?:0|[1-9]\d*)(?:\.(\d*))?|\.(\d+))(?:[eE][+-]?\d+)?\Z")
MAX_ROWS = 1048576


def fraction_digits(v):
    """Fraction digits of v if v is a number this report keeps as a number, else None."""
    m = NUMBER.match(v)
    if m is None:
        return None
    if len(v) > 15 and sum(ch.isdigit() for ch in re.split("[eE]", v)[0].lstrip("+-0.")) > 15:
        return None  # more than 15 significant digits: an identifier, keep every digit
    return len(m.group(1) or m.group(2) or "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("out")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--sheet", default="Report")
    args = ap.parse_args()

    # Pass 1: types and natural widths from all values.
    with open(args.csv, newline="", encoding="utf-8-sig") as f:
        reader = csv.reader(f, delimiter=args.delimiter)
        header = next(reader, [])
        ncols = len(header)
        numeric = [True] * ncols
        decimals = [0] * ncols
        seen = [False] * ncols
        width = [len(h) for h in header]
        for row in reader:
            for c, v in enumerate(row[:ncols]):
                if len(v) > width[c]:
                    width[c] = len(v)
                if numeric[c] and v not in MISSING:
                    d = fraction_digits(v)
                    if d is None:
                        numeric[c] = False
                    else:
                        seen[c] = True
                        if d > decimals[c]:
                            decimals[c] = min(d, 6)
    numeric = [n and s for n, s in zip(numeric, seen)]

    wb = xlsxwriter.Workbook(args.out, {"constant_memory": True, "strings_to_formulas": False,
                                        "strings_to_numbers": False, "strings_to_urls": False})
    head_fmt = wb.add_format({"bold": True, "bottom": 1, "valign": "vcenter"})
    text_fmt = wb.add_format({"valign": "vcenter"})
    num_fmts = [wb.add_format({"num_format": "#,##0" + ("." + "0" * decimals[c] if decimals[c] else ""),
                               "valign": "vcenter"}) if numeric[c] else None for c in range(ncols)]

    def new_sheet(n):
        ws = wb.add_worksheet(args.sheet if n == 1 else f"{args.sheet} ({n})")
        for c in range(ncols):
            ws.set_column_pixels(c, c, min(max(width[c], 4), 60) * 7 + 10)
            ws.write_string(0, c, header[c], head_fmt)
        ws.freeze_panes(1, 0)
        return ws

    # Pass 2: write.
    sheet_no = 1
    ws = new_sheet(sheet_no)
    r = 0
    with open(args.csv, newline="", encoding="utf-8-sig") as f:
        reader = csv.reader(f, delimiter=args.delimiter)
        next(reader, None)
        for row in reader:
            r += 1
            if r == MAX_ROWS:
                ws.autofilter(0, 0, r - 1, ncols - 1)
                sheet_no += 1
                ws = new_sheet(sheet_no)
                r = 1
            for c, v in enumerate(row[:ncols]):
                if v in MISSING:
                    continue
                fmt = num_fmts[c]
                if fmt is not None:
                    ws.write_number(r, c, float(v), fmt)
                else:
                    ws.write_string(r, c, v, text_fmt)
    ws.autofilter(0, 0, r, ncols - 1)
    wb.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
