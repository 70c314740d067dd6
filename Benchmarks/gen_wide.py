#!/usr/bin/env python3
"""Writes a deterministic wide CSV for the fitting benchmark: ROWS rows × 40 columns, an unnamed
row index (as R's write.csv writes it), a station name, a date and 37 measurements with
unit-style titles. Usage: gen_wide.py ROWS OUT"""
import random
import sys

rows, out = int(sys.argv[1]), sys.argv[2]
titles = [""] + ["Station", "Date"] + [f"Measurement {k} (unit {k % 7})" for k in range(1, 38)]
stations = ["Oslo Blindern", "Zürich Fluntern", "Valentia Observatory", "Tokyo", "Alice Springs Airport", "Reykjavík"]
rng = random.Random(40)
pool = ["%.1f" % (rng.uniform(-50, 1500)) for _ in range(997)]
with open(out, "w", encoding="utf-8", newline="") as f:
    f.write(",".join(titles) + "\n")
    lines = []
    p = 0
    for i in range(1, rows + 1):
        values = []
        for _ in range(37):
            values.append(pool[p])
            p = (p + 7) % 997
        lines.append(f"{i},{stations[i % 6]},2024-{1 + i % 12:02d}-{1 + i % 28:02d}," + ",".join(values))
        if len(lines) == 10000:
            f.write("\n".join(lines) + "\n")
            lines = []
    if lines:
        f.write("\n".join(lines) + "\n")
