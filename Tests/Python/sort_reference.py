"""The order a sort must give, computed independently of GridReport: Python's stable `sorted`
with text compared by the Unicode Collation Algorithm (pyuca's DUCET; GridReport uses ICU's
CLDR root, which orders letters, accents and case the same), numbers as floats, empty cells last
in either direction.

usage: sort_reference.py FILE.csv KEY[:desc] ... — each KEY `column=type`, type text or number.
Prints a JSON list of the data rows' 1-based numbers in sorted order.
"""
import csv
import json
import sys

from pyuca import Collator

MISSING = {"", "NA", "N/A", "null", "NULL", "NaN", "-"}


def main():
    path, keys = sys.argv[1], sys.argv[2:]
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    header, data = rows[0], rows[1:]
    collator = Collator()
    order = list(range(len(data)))
    # Stable sorts from the last key to the first give the order of all the keys.
    for key in reversed(keys):
        spec, _, direction = key.partition(":")
        name, _, kind = spec.partition("=")
        column = header.index(name)
        present = [i for i in order if data[i][column] not in MISSING]
        missing = [i for i in order if data[i][column] in MISSING]
        if kind == "number":
            value = lambda i: float(data[i][column])
        else:
            value = lambda i: collator.sort_key(data[i][column])
        # reverse=True keeps equal keys in their order too: Python's sort is stable both ways.
        present = sorted(present, key=value, reverse=direction == "desc")
        order = present + missing
    print(json.dumps([i + 1 for i in order]))


main()
