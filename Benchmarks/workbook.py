#!/usr/bin/env python3
"""The workbook rows of `make bench` (issue 28): two inputs of the largest size into one
workbook (target: peak RSS under 64 MiB, memory flat sheet after sheet), and `--table` (and
`--table` with two status rules on the generated Close column) on one input against the plain
export (target: CPU time within 1.05x). CPU time is user + system of the
child, which a loaded machine disturbs less than wall time. Prints one markdown table on stdout.

Usage: workbook.py GRIDREPORT CSV TMPDIR [RUNS]
"""
import os
import subprocess
import sys


def measure(argv):
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def median(runs):
    return sorted(runs)[len(runs) // 2]


def has_module(python, name):
    """Whether `python` can import `name` (a peer installed into the bench's venv)."""
    return subprocess.run([python, "-c", f"import {name}"], capture_output=True).returncode == 0


def main():
    gridreport, csv, tmp = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    os.makedirs(tmp, exist_ok=True)
    out = os.path.join(tmp, "workbook.xlsx")
    base = [gridreport, "export", "-o", out, "--force", "--quiet", "--no-progress"]
    tasks = [
        ("plain export", base + [csv]),
        ("--table", base + [csv, "--table"]),
        ("--table --rule", base + [csv, "--table", "--rule", "Close < 100:negative", "--rule", "Close > 900:positive"]),
        ("two inputs, one workbook", base + [csv, csv]),
    ]
    results = {}
    for label, argv in tasks:
        results[label] = median([measure(argv) for _ in range(runs)])
    plain = results["plain export"][0]
    print(f"| workbook task ({os.path.basename(csv)}) | CPU s | peak RSS MiB | exit | target |")
    print("|---|--:|--:|---|---|")
    for label, _ in tasks:
        cpu, rss, code = results[label]
        if label.startswith("--table"):
            ratio = cpu / plain if plain else float("inf")
            target = f"{ratio:.3f}x plain: {'pass' if ratio <= 1.05 and code == 0 else 'FAIL'} (<= 1.05x)"
        elif label.startswith("two"):
            target = f"{'pass' if rss < 64 and code == 0 else 'FAIL'} (< 64 MiB)"
        else:
            target = ""
        print(f"| {label} | {cpu:.2f} | {rss:.0f} | {code} | {target} |")
        sys.stdout.flush()
    try:
        os.remove(out)
    except FileNotFoundError:
        pass


if __name__ == "__main__":
    main()
