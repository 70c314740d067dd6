"""VisiData on the same file in the same window: first screen (a row shown), fully loaded
(the row count shown), G, and peak memory. Usage: visidata.py VD FILE ROWS"""
import os, subprocess, sys, time
vd, path, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
sock = f"vvd{os.getpid()}"
def tmux(*args):
    return subprocess.run(["tmux", "-u", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True).stdout
def until(test, limit=300):
    start = time.monotonic()
    while not test(tmux("capture-pane", "-p")):
        if time.monotonic() - start > limit: return float("nan")
        time.sleep(0.005)
    return time.monotonic() - start
try:
    start = time.monotonic()
    tmux("new-session", "-d", "-x", "120", "-y", "40", f"{vd} {path}; sleep 600")
    first = until(lambda t: "SYM0000001" in t)
    loaded = until(lambda t: f"{rows} rows" in t.replace(",", "") or f"{rows:,} rows" in t)
    total = time.monotonic() - start
    pane = tmux("display-message", "-p", "#{pane_pid}").strip()
    pid = open(f"/proc/{pane}/task/{pane}/children").read().split()[0]
    g0 = time.monotonic(); tmux("send-keys", "G"); g = until(lambda t: f"SYM{rows:07d}" in t)
    hwm = next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM"))
    print(f"first screen {first:.2f} s, loaded after {total:.1f} s, G {g:.2f} s, VmHWM {int(hwm)/1024:.0f} MiB")
    print(tmux("capture-pane", "-p").splitlines()[-1])
finally:
    tmux("kill-server")
