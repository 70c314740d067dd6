#!/usr/bin/env python3
"""The 16 MB field rows of `make bench` (issue 17): a CSV whose one data field is 16 MB of a
single code point, rendered to /dev/null and exported, for code points that once took
quadratic time (U+202E, U+0085) and others that stress sanitizing, measuring and escaping.
Target: each under 2 s wall time. Prints one markdown table on stdout.

Usage: fields.py GRIDREPORT TMPDIR [RUNS]
"""
import os
import subprocess
import sys
import time

SIZE = 16_000_000
# (label, code point); NUL is left out: a run of NULs is refused as binary input at once.
POINTS = [
    ("a", "a"), ("é U+00E9", "\u00e9"), ("U+202E RLO", "\u202e"), ("U+0085 NEL", "\u0085"),
    ("ESC", "\x1b"), ("DEL", "\x7f"), ("U+0301 combining", "\u0301"), ("U+200D ZWJ", "\u200d"),
    ("U+FFFE", "\ufffe"), ("漢 U+6F22", "\u6f22"), ("🇦 U+1F1E6", "\U0001f1e6"), ("_", "_"),
    ("TAB", "\t"),
]


def measure(argv):
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.stderr.close()
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss / 1024, code


def main():
    gridreport, tmp = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(tmp, exist_ok=True)
    print("| 16 MB field of | render s | export s | peak RSS MiB (render / export) | exit | target < 2 s |")
    print("|---|--:|--:|--:|---|---|")
    for label, point in POINTS:
        path = os.path.join(tmp, "field.csv")
        unit = point.encode()
        with open(path, "wb") as f:
            f.write(b"a\n\"" + unit * (SIZE // len(unit)) + b"\"\n")
        out = os.path.join(tmp, "field.xlsx")
        renders, exports = [], []
        for _ in range(runs):
            renders.append(measure([gridreport, "render", path, "--width", "80", "--quiet"]))
            exports.append(measure([gridreport, "export", path, "-o", out, "--force", "--quiet"]))
        r = sorted(renders)[len(renders) // 2]
        e = sorted(exports)[len(exports) // 2]
        verdict = "pass" if r[0] < 2 and e[0] < 2 and r[2] == 0 and e[2] == 0 else "FAIL"
        print(f"| {label} | {r[0]:.2f} | {e[0]:.2f} | {r[1]:.0f} / {e[1]:.0f} | {r[2]} / {e[2]} | {verdict} |")
        sys.stdout.flush()
    for name in ("field.csv", "field.xlsx"):
        try:
            os.remove(os.path.join(tmp, name))
        except FileNotFoundError:
            pass


if __name__ == "__main__":
    main()
