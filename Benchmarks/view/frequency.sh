#!/bin/bash
# The viewer's frequency table (`c`) on a big file: /usr/bin/time -v over a whole session in a
# tmux window 120 x 40: wait until the file is read whole, send KEYS (none: the session alone, to
# subtract), wait for the frequency table, quit. Prints CPU time and maximum resident size.
#   Benchmarks/view/frequency.sh .build/release/gridreport bench-1m.csv l c
set -eu
binary=$(realpath "$1"); file=$(realpath "$2"); shift 2
socket="gridreport-bench-$$"
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"' EXIT
tmux -L "$socket" -f /dev/null new-session -d -x 120 -y 40 \
    "/usr/bin/time -v -o '$work/time.txt' '$binary' view '$file'; sleep 60"
until tmux -L "$socket" capture-pane -p | grep -q "rows read"; do sleep 0.2; done
if [ $# -gt 0 ]; then
    tmux -L "$socket" send-keys "$@"
    until tmux -L "$socket" capture-pane -p | grep -q "frequency"; do sleep 0.05; done
fi
tmux -L "$socket" send-keys q q q
until [ -s "$work/time.txt" ]; do sleep 0.2; done
sleep 0.3
grep -E "User time|System time|Maximum resident" "$work/time.txt"
