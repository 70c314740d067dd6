#!/usr/bin/env bash
# Issue 39, 5, end to end (too big for the test suite): a 1,100,000-row Full.csv and a small
# Full (2).csv with another header exported into one workbook, then read back sheet by sheet by
# gridreport and by openpyxl. Prints each step's exit, wall time and peak RSS.
# Usage: Benchmarks/split_roundtrip.sh GRIDREPORT FOLDER [PYTHON]   (PYTHON with openpyxl)
set -euo pipefail
gridreport=$1 folder=$2 python=${3:-python3}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$folder" && cd "$folder"
cc -O2 -o gen_csv "$here/gen_csv.c"
./gen_csv 1100000 Full.csv
printf 'Name,Score\nalpha,1\nbeta,2\ngamma,3\n' > 'Full (2).csv'
rm -f full.xlsx
step() { /usr/bin/time -f "  -> exit %x, %e s, %M KB peak" "$@"; }
echo "export Full.csv 'Full (2).csv':"; step "$gridreport" export Full.csv 'Full (2).csv' -o full.xlsx
for sheet in Full 'Full (2)' 'Full (3)'; do
    echo "inspect --sheet '$sheet':"; step "$gridreport" inspect full.xlsx --sheet "$sheet" | head -1
done
echo "render (every row of Full and its continuation):"
step "$gridreport" render full.xlsx --width 100 --color never | grep -c '│ SYM'
echo "openpyxl: sheet names and defined names"
"$python" - <<'PY'
import openpyxl
book = openpyxl.load_workbook("full.xlsx", read_only=True)
print("  sheets:", book.sheetnames)
print("  GridReport names:", {n: d.attr_text for n, d in book.defined_names.items() if n.startswith("GridReport.")})
PY
