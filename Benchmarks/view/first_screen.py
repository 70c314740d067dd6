"""First screen, G, and peak memory of `gridreport view` on a big file, in a tmux window 120 x 40.
Usage: first_screen.py BINARY FILE ROWS [RUNS]"""
import os, subprocess, sys, time, statistics

binary, path, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5

def run_once(n):
    sock = f"vbench{os.getpid()}-{n}"
    def tmux(*args):
        return subprocess.run(["tmux", "-u", "-L", sock, "-f", "/dev/null", *args],
                              capture_output=True, text=True).stdout
    try:
        start = time.monotonic()
        tmux("new-session", "-d", "-x", "120", "-y", "40", f"NO_COLOR=1 {binary} view {path}; sleep 600")
        while "row 1 of" not in tmux("capture-pane", "-p"):
            time.sleep(0.002)
        first = time.monotonic() - start
        pane = tmux("display-message", "-p", "#{pane_pid}").strip()
        pid = open(f"/proc/{pane}/task/{pane}/children").read().split()[0]
        start = time.monotonic()
        tmux("send-keys", "G")
        while f"row {rows:,}".replace(",", "") + " of" not in tmux("capture-pane", "-p"):
            time.sleep(0.002)
        last = time.monotonic() - start
        hwm = next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM"))
        tmux("send-keys", "q")
        return first, last, int(hwm) / 1024
    finally:
        tmux("kill-server")

results = [run_once(n) for n in range(runs)]
for name, k in [("first screen s", 0), ("G s", 1), ("VmHWM MiB", 2)]:
    values = [r[k] for r in results]
    print(f"{name}: median {statistics.median(values):.3f} (min {min(values):.3f}, max {max(values):.3f})")
