"""What a diff of two versions of a CSV report must find, computed independently of GridReport:
rows matched by a key column through Python dicts, cells compared as their column's type —
numbers (every non-missing value of the column in both files parses as a float, and none is an
integer written with a leading zero, which GridReport keeps as an identifier) by value, anything
else as exact text — a missing value equal only to a missing value.

usage: diff_reference.py OLD.csv NEW.csv KEY
Prints JSON: {"added": [keys], "removed": [keys], "changed": {key: [columns]}, "unchanged": n},
keys sorted as strings.
"""
import csv
import json
import sys

MISSING = {"", "NA", "N/A", "null", "NULL", "NaN", "-"}


def read(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def is_number(text):
    if text in MISSING:
        return True
    digits = text.lstrip("-+")
    if len(digits) > 1 and digits[0] == "0" and digits.isdigit():
        return False
    try:
        float(text)
        return True
    except ValueError:
        return False


def main():
    old_path, new_path, key = sys.argv[1:4]
    old_header, old_rows = read(old_path)
    new_header, new_rows = read(new_path)
    common = [name for name in new_header if name in old_header]
    numeric = {
        name: all(is_number(r[old_header.index(name)]) for r in old_rows)
        and all(is_number(r[new_header.index(name)]) for r in new_rows)
        for name in common
    }

    def same(name, a, b):
        if a in MISSING or b in MISSING:
            return (a in MISSING) == (b in MISSING)
        return float(a) == float(b) if numeric[name] else a == b

    old = {r[old_header.index(key)]: r for r in old_rows}
    new = {r[new_header.index(key)]: r for r in new_rows}
    changed, unchanged = {}, 0
    for k in old.keys() & new.keys():
        cells = [n for n in common if not same(n, old[k][old_header.index(n)], new[k][new_header.index(n)])]
        if cells:
            changed[k] = cells
        else:
            unchanged += 1
    print(json.dumps({
        "added": sorted(new.keys() - old.keys()),
        "removed": sorted(old.keys() - new.keys()),
        "changed": changed,
        "unchanged": unchanged,
    }, sort_keys=True))


main()
