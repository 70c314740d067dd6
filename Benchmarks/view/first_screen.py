"""First screen, whole file read, G after it, and peak memory of `gridreport view` on a big file,
in a tmux window 120 x 40 polled every 2 ms for what the screen shows.

The first screen is drawn from the first chunks while the first pass goes on (`row 1 of
counting…`); G is pressed once the status line says the pass has ended, so it times the last
screen, not the rest of the pass. Peak memory is the process's VmHWM after G.

Usage: first_screen.py BINARY FILE ROWS [RUNS] [--markdown KEYS]
  --markdown KEYS  print a markdown table of the rows named (view_first_screen, view_read,
                   view_g, view_memory; comma separated, `all` for every one), as `make bench` does
"""
import os, subprocess, sys, time, statistics

args = [a for a in sys.argv[1:]]
markdown = None
if "--markdown" in args:
    k = args.index("--markdown")
    markdown = args[k + 1]
    del args[k:k + 2]
binary, path, rows = args[0], args[1], int(args[2])
runs = int(args[3]) if len(args) > 3 else 5


def run_once(n):
    sock = f"vbench{os.getpid()}-{n}"

    def tmux(*argv):
        return subprocess.run(["tmux", "-u", "-L", sock, "-f", "/dev/null", *argv],
                              capture_output=True, text=True).stdout

    def wait_for(test, limit=300):
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if test(tmux("capture-pane", "-p")):
                return
            time.sleep(0.002)
        raise SystemExit(f"first_screen.py: the screen never showed what was waited for:\n{tmux('capture-pane', '-p')}")

    try:
        start = time.monotonic()
        tmux("new-session", "-d", "-x", "120", "-y", "40", f"NO_COLOR=1 {binary} view {path}; sleep 600")
        wait_for(lambda screen: "row 1 of" in screen)
        first = time.monotonic() - start
        wait_for(lambda screen: f"row 1 of {rows} " in screen)
        read = time.monotonic() - start
        pane = tmux("display-message", "-p", "#{pane_pid}").strip()
        pid = open(f"/proc/{pane}/task/{pane}/children").read().split()[0]
        start = time.monotonic()
        tmux("send-keys", "G")
        wait_for(lambda screen: f"row {rows} of {rows}" in screen)
        last = time.monotonic() - start
        hwm = next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM"))
        tmux("send-keys", "q")
        return first, read, last, int(hwm) / 1024
    finally:
        tmux("kill-server")


results = [run_once(n) for n in range(runs)]
rows_measured = [
    ("view_first_screen", "first screen", "s", 0, "≤ 0.25 s"),
    ("view_read", "whole file read (the status line says so)", "s", 1, ""),
    ("view_g", "G after the pass: the last screen", "s", 2, "≤ 0.1 s"),
    ("view_memory", "peak memory after G (VmHWM)", "MiB", 3, "≤ 64 MiB"),
]
if markdown is None:
    for key, name, unit, k, _ in rows_measured:
        values = [r[k] for r in results]
        print(f"{name} {unit}: median {statistics.median(values):.3f} (min {min(values):.3f}, max {max(values):.3f})")
else:
    wanted = {key for key, *_ in rows_measured} if markdown == "all" else set(markdown.split(","))
    print(f"| gridreport view, {rows:,} rows, tmux 120 × 40 | median of {runs} | min | max | target |")
    print("|---|--:|--:|--:|---|")
    for key, name, unit, k, target in rows_measured:
        if key not in wanted:
            continue
        values = [r[k] for r in results]
        fmt = "{:.1f} " + unit if unit == "MiB" else "{:.3f} " + unit
        print(f"| {name} | {fmt.format(statistics.median(values))} | {fmt.format(min(values))} | "
              f"{fmt.format(max(values))} | {target} |")
