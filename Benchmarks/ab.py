#!/usr/bin/env python3
"""Compares commands run interleaved: round after round, each command once, so that a shared
machine's slow stretches hit them alike. Prints the median and minimum wall time and the peak
RSS of each.

    Benchmarks/ab.py ROUNDS 'LABEL|ENV|COMMAND' ...

ENV is space-separated NAME=VALUE pairs (or `-` for none); COMMAND runs through sh with its
output sent to /dev/null. Example, two builds on the 1M-row file:

    Benchmarks/ab.py 8 'old|-|/tmp/old/gridreport render Benchmarks/data/bench-1m.csv' \\
                       'new|LC_ALL=C|.build/release/gridreport render Benchmarks/data/bench-1m.csv'
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    configs = []
    for spec in sys.argv[2:]:
        parts = spec.split("|", 2)
        if len(parts) != 3:
            sys.exit(f"ab.py: '{spec}' is not LABEL|ENV|COMMAND")
        configs.append(parts)
    times = {label: [] for label, _, _ in configs}
    rss = {label: [] for label, _, _ in configs}
    for _ in range(rounds):
        for label, env, command in configs:
            environment = dict(os.environ)
            for pair in ([] if env == "-" else env.split()):
                name, _, value = pair.partition("=")
                environment[name] = value
            start = time.perf_counter()
            run = subprocess.run(["/usr/bin/time", "-f", "%M", "sh", "-c", command + " > /dev/null"],
                                 env=environment, stderr=subprocess.PIPE, text=True)
            times[label].append(time.perf_counter() - start)
            rss[label].append(int(run.stderr.strip().splitlines()[-1]) / 1024)
    for label, _, _ in configs:
        print(f"{label:24s} median {statistics.median(times[label]):.3f} s  min {min(times[label]):.3f} s"
              f"  peak RSS {max(rss[label]):.1f} MiB")


if __name__ == "__main__":
    main()
