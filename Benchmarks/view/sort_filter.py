"""Sort (S on Open) and filter (f Open > 500) of `gridreport view` on a big file: seconds from the
key to the screen that shows it, and peak memory after both. Usage: sort_filter.py BINARY FILE ROWS"""
import os, subprocess, sys, time

binary, path, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
sock = f"vshape{os.getpid()}"
def tmux(*args):
    return subprocess.run(["tmux", "-u", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True).stdout
def until(text):
    start = time.monotonic()
    while text not in tmux("capture-pane", "-p"):
        time.sleep(0.005)
    return time.monotonic() - start
try:
    tmux("new-session", "-d", "-x", "120", "-y", "40", f"NO_COLOR=1 {binary} view {path}; sleep 600")
    # The keys are timed after the first pass (they wait for it while it goes on).
    until(f"row 1 of {rows} ")
    pane = tmux("display-message", "-p", "#{pane_pid}").strip()
    pid = open(f"/proc/{pane}/task/{pane}/children").read().split()[0]
    tmux("send-keys", "l", "l")
    until("Open (number)")
    start = time.monotonic(); tmux("send-keys", "S"); sort = until("sorted by Open") 
    tmux("send-keys", "f"); tmux("send-keys", "-l", "Open > 500")
    time.sleep(0.2)
    tmux("send-keys", "Enter"); filt = until(f"of {rows} rows")
    hwm = next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM"))
    print(f"sort {sort:.2f} s, filter (sorted too) {filt:.2f} s, VmHWM {int(hwm)/1024:.0f} MiB")
    print(tmux("capture-pane", "-p").splitlines()[-1])
    tmux("send-keys", "q")
finally:
    tmux("kill-server")
