#!/usr/bin/env python3
"""presort.py IN.csv OUT.csv KEYS: the rows of IN sorted as `gridreport --sort KEYS` promises, by
an independent hand (Python's stable sort): KEYS is COLUMN[:desc],… of number or ISO date columns;
numbers by value, dates in time order, a missing value (empty, NA, N/A, null, NULL, -) after every
value whichever the direction, rows that tie in the file's order. The sorted file rendered without
--sort is what gridreport's own sort must render."""
import csv
import sys

MISSING = {"", "NA", "N/A", "null", "NULL", "-"}


def main():
    source, target, keys = sys.argv[1:4]
    with open(source, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    for key in reversed(keys.split(",")):
        name, _, direction = key.partition(":")
        column = header.index(name)
        present = [r for r in body if r[column].strip() not in MISSING]
        missing = [r for r in body if r[column].strip() in MISSING]
        value = lambda r: r[column] if r[column][:4].isdigit() and "-" in r[column][1:] else float(r[column])
        present.sort(key=value, reverse=direction == "desc")
        body = present + missing
    with open(target, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([header] + body)


if __name__ == "__main__":
    main()
