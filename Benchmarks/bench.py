#!/usr/bin/env python3
"""Measure GridReport against its baselines and print one markdown table.

Called by Benchmarks/run (which installs tools, builds the programs and
generates the data); usable alone:

  bench.py --bin Benchmarks/bin --gridreport PATH --gridreport-bench PATH \
           --runs 3 --preflight data/bench-preflight.csv data/bench-100k.csv data/bench-1m.csv

Every command runs directly (no shell) with stdout to /dev/null; wall time is
measured around the child, peak memory is the child's ru_maxrss from wait4.
Runs are interleaved (run 1 of every task, then run 2, ...) so that load from
other processes on a shared machine spreads over all tasks alike. A task whose
program is missing, or that fails on a small preflight input, is shown as n/a.
"""
import argparse
import csv
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import zipfile

MiB = 1024 * 1024
WIDTHS = "--widths=-1,0.2,0.1,0.1,0.1,0.1"


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- tasks

class Task:
    def __init__(self, key, group, label, argv, baseline=None, mbps=None, rss_max=None,
                 ratio_max=None, needs=None, output=None, check=None, rows_arg=False, input=None,
                 count_output=False):
        self.key = key            # id
        self.group = group        # parse / render / export
        self.label = label        # shown in the table
        self.argv = argv          # function(csv_path, rows, out_path) -> argv list
        self.baseline = baseline  # key of the baseline task
        self.mbps = mbps          # target: at least this many MB/s
        self.rss_max = rss_max    # target: peak RSS at most (MiB); strict "<" if negative
        self.ratio_max = ratio_max
        self.needs = needs        # executable that must exist
        self.output = output      # suffix of an output file, if any
        self.check = check        # preflight output check
        self.unavailable = None   # reason, when it cannot run
        self.input = input        # function(csv_path) -> the file it reads instead, if any
        self.count_output = count_output  # count the bytes it writes to stdout (one more run)


def wide_input(csv_path):
    """The 40-column file of the same size as a narrow input (Benchmarks/run writes both)."""
    folder, name = os.path.split(csv_path)
    return os.path.join(folder, name.replace("bench-", "wide-"))


def encoded_input(suffix):
    """The same rows as a narrow input in another encoding or compressed (Benchmarks/run writes
    bench-<rows>.utf16.txt, UTF-16LE with a byte order mark, and bench-<rows>.csv.gz beside it)."""
    def path(csv_path):
        return csv_path[:-len(".csv")] + suffix
    return path


def make_tasks(a):
    py = sys.executable or "python3"
    here = os.path.dirname(os.path.abspath(__file__))
    gr, grb, bindir = a.gridreport, a.gridreport_bench, a.bin
    floor = os.path.join(bindir, "xlsx_floor")
    mixed_floor = os.path.join(bindir, "xlsx_mixed_floor")
    return [
        Task("byteloop", "parse", "byte loop, String per field (baseline)",
             lambda f, n, o: [grb, "byteloop", f], needs=grb),
        Task("parse", "parse", "parse only", lambda f, n, o: [grb, "parse", f],
             baseline="byteloop", mbps=300, rss_max=-64, needs=grb),
        Task("type", "parse", "parse + typed items", lambda f, n, o: [grb, "type", f],
             baseline="byteloop", mbps=120, rss_max=-64, needs=grb),
        Task("mlr", "render", "mlr --icsv --opprint --barred cat (baseline)",
             lambda f, n, o: ["mlr", "--icsv", "--opprint", "--barred", "cat", f],
             needs="mlr", check="render"),
        Task("render_explicit", "render", "render, explicit widths",
             lambda f, n, o: [gr, "render", f, WIDTHS, "--width", "128", "--color", "never"],
             baseline="mlr", ratio_max=0.3, rss_max=32, needs=gr, check="render"),
        Task("render_natural", "render", "render, natural widths",
             lambda f, n, o: [gr, "render", f, "--width", "128", "--color", "never"],
             baseline="mlr", ratio_max=0.5, needs=gr, check="render"),
    ] + before_tasks(a) + [
        # Issue 25: compact and cards, with the bytes they write; against the build before it
        # when GRIDREPORT_BEFORE_BIN names one (then a slowdown above 5% fails).
        Task("render_compact", "render", "render, compact (--mode compact)", view_argv(gr, "compact"),
             rss_max=-64, needs=gr, count_output=True, **against_before(a, "compact")),
        Task("render_cards", "render", "render, cards (--mode cards)", view_argv(gr, "cards"),
             rss_max=-64, needs=gr, count_output=True, **against_before(a, "cards")),
        # The preview page (issue 29): the same rows as the explicit-width table, as HTML.
        Task("preview", "render", "preview (HTML page), explicit widths",
             lambda f, n, o: [gr, "preview", f, WIDTHS, "-o", o, "--force"],
             baseline="render_explicit", ratio_max=1.5, rss_max=-64, needs=gr, output=".html"),
        Task("render_wide", "render", "render, 40 columns at 80 cells (auto: records)",
             lambda f, n, o: [gr, "render", wide_input(f), "--width", "80", "--mode", "auto", "--color", "never"],
             rss_max=-64, needs=gr, check="render", input=wide_input),
        # Issue 27: the same rows decoded from UTF-16LE and decompressed from gzip while read,
        # against the UTF-8 file's natural-width render.
        Task("render_utf16", "render", "render, UTF-16LE input (natural widths)",
             lambda f, n, o: [gr, "render", encoded_input(".utf16.txt")(f), "--width", "128", "--color", "never"],
             baseline="render_natural", ratio_max=1.5, needs=gr, check="render", input=encoded_input(".utf16.txt")),
        Task("render_gzip", "render", "render, .csv.gz input (natural widths)",
             lambda f, n, o: [gr, "render", encoded_input(".csv.gz")(f), "--width", "128", "--color", "never"],
             baseline="render_natural", ratio_max=1.5, needs=gr, check="render", input=encoded_input(".csv.gz")),
        # Issue 36: shaping. The same columns chosen in their order and a condition every row
        # meets, so the output is the plain render's: what the machinery costs (at most 5%).
        Task("render_shaped", "render", "render, --select (all 6) + --where (all rows)",
             lambda f, n, o: [gr, "render", f, "--select", "Symbol,Name,Open,High,Low,Close", "--where", "Close > 0",
                              "--width", "128", "--color", "never"],
             baseline="render_natural", ratio_max=1.05, needs=gr, check="render"),
        # Issue 48: two added columns and a compound --where (one `or`, a `~`, arithmetic), shown
        # in six columns as the plain render shows six: the expressions are parsed and checked
        # once and evaluated per row without allocating (at most 1.2x, memory flat).
        Task("render_computed", "render", "render, 2 --add + compound --where (6 columns shown)",
             lambda f, n, o: [gr, "render", f, "--add", "Range = High - Low", "--add", "Mid = (High + Low) / 2",
                              "--where", "Close > 0 and (Open * 2 > Range or Name ~ corp)",
                              "--select", "Symbol,Name,Open,Close,Range,Mid", "--width", "128", "--color", "never"],
             baseline="render_natural", ratio_max=1.2, rss_max=64, needs=gr, check="render"),
        # Issue 45: a data bar and a colour scale, drawn in 256 colours, against the same table in
        # colour without them: the range is the first pass's, so no third pass (at most 1.15x,
        # memory flat).
        Task("render_colored", "render", "render, natural widths, --color always (baseline)",
             lambda f, n, o: [gr, "render", f, "--width", "128", "--color", "always"],
             needs=gr),
        Task("render_encoded", "render", "render, --bar Close --scale Open, --color always",
             lambda f, n, o: [gr, "render", f, "--width", "128", "--color", "always", "--bar", "Close",
                              "--scale", "Open"],
             baseline="render_colored", ratio_max=1.15, rss_max=-64, needs=gr),
        # Issue 45: a sparkline of 12 number columns per row, Unicode blocks, against the same
        # columns' first value shown as a number: what the sparkline's non-ASCII cell costs.
        Task("render_spark_plain", "render", "render, 40 columns: Station, Date, one value (baseline)",
             lambda f, n, o: [gr, "render", wide_input(f), "--select", "Station,Date,Measurement 1 (unit 1)",
                              "--width", "80", "--color", "never"],
             needs=gr, input=wide_input),
        Task("render_spark", "render", "render, 40 columns: Station, Date, --spark over 12 values",
             lambda f, n, o: [gr, "render", wide_input(f), "--spark",
                              "Trend=Measurement 1 (unit 1)..Measurement 12 (unit 5)", "--select",
                              "Station,Date,Trend", "--width", "80", "--color", "never"],
             baseline="render_spark_plain", ratio_max=1.5, rss_max=-64, needs=gr, input=wide_input),
        Task("mlr_sort", "render", "mlr --icsv --ocsv sort -nr Close (baseline)",
             lambda f, n, o: ["mlr", "--icsv", "--ocsv", "sort", "-nr", "Close", f], needs="mlr"),
        Task("render_sort", "render", "render, --sort Close:desc (external merge sort)",
             lambda f, n, o: [gr, "render", f, "--sort", "Close:desc", "--width", "128", "--color", "never"],
             baseline="mlr_sort", ratio_max=1.5, rss_max=64, needs=gr, check="render"),
        Task("render_top", "render", "render, --sort Close:desc --limit 20 (top N)",
             lambda f, n, o: [gr, "render", f, "--sort", "Close:desc", "--limit", "20", "--width", "128",
                              "--color", "never"],
             baseline="render_natural", ratio_max=1.2, rss_max=64, needs=gr),
        Task("floor", "export", "C libxlsxwriter floor (baseline)",
             lambda f, n, o: [floor, str(n), o], needs=floor, output=".xlsx", check="xlsx"),
        Task("python", "export", "Python XlsxWriter (baseline)",
             lambda f, n, o: [py, os.path.join(here, "xlsx_python.py"), f, o],
             needs=py, output=".xlsx", check="xlsx"),
        Task("export", "export", "export", lambda f, n, o: [gr, "export", f, "-o", o, "--force"],
             baseline="floor", ratio_max=1.10, rss_max=64, needs=gr, output=".xlsx", check="xlsx"),
        # Real data: an ISO date column and measurements of mixed precision (gen_mixed.h), in
        # mixed-<rows>.csv beside the main file; its floor writes the same cells.
        Task("floor_mixed", "export", "C floor, dates + mixed precision (baseline)",
             lambda f, n, o: [mixed_floor, str(n), o], needs=mixed_floor, output=".xlsx", check="rows"),
        Task("export_shaped", "export", "export, --select (all 6) + --where (all rows)",
             lambda f, n, o: [gr, "export", f, "-o", o, "--force", "--select", "Symbol,Name,Open,High,Low,Close",
                              "--where", "Close > 0"],
             baseline="export", ratio_max=1.05, rss_max=64, needs=gr, output=".xlsx", check="xlsx"),
        Task("export_mixed", "export", "export, dates + mixed precision",
             lambda f, n, o: [gr, "export", mixed_path(f), "-o", o, "--force"],
             baseline="floor_mixed", ratio_max=1.20, rss_max=64, needs=gr, output=".xlsx", check="rows"),
        # The same cells from dates written dd.MM.yyyy (mixed-de-<rows>.csv), read through a pattern.
        Task("export_mixed_pattern", "export", "export, dd.MM.yyyy dates + mixed precision",
             lambda f, n, o: [gr, "export", mixed_path(f, "mixed-de-"), "-o", o, "--force", "--format",
                              "Date=date:dd.MM.yyyy"],
             baseline="floor_mixed", ratio_max=1.20, rss_max=64, needs=gr, output=".xlsx", check="rows"),
    ]


def view_argv(gridreport, mode):
    return lambda f, n, o: [gridreport, "render", f, "--mode", mode, "--width", "128", "--color", "never"]


def before_tasks(a):
    """The compact and cards rows of the build before (GRIDREPORT_BEFORE_BIN), as baselines."""
    if not a.gridreport_before:
        return []
    return [Task(f"render_{mode}_before", "render", f"render, {mode}, the build before (baseline)",
                 view_argv(a.gridreport_before, mode), needs=a.gridreport_before, count_output=True)
            for mode in ("compact", "cards")]


def against_before(a, mode):
    return {"baseline": f"render_{mode}_before", "ratio_max": 1.05} if a.gridreport_before else {}


def count_stdout(argv, timeout):
    """The bytes argv writes to stdout, read as they come (a run of its own, not timed)."""
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    count = 0
    while True:
        chunk = p.stdout.read(1 << 20)
        if not chunk:
            break
        count += len(chunk)
    p.wait(timeout=timeout)
    return count if p.returncode == 0 else None


def mixed_path(f, prefix="mixed-"):
    return os.path.join(os.path.dirname(f), os.path.basename(f).replace("bench-", prefix, 1))


# ---------------------------------------------------------------- running

class Result:
    def __init__(self):
        self.walls, self.cpus, self.rss = [], [], []
        self.error = None
        self.output_bytes = None


RUNSTAT = None  # path of the runstat helper (set in main)


def run_once(argv, timeout, capture=False):
    """Run argv under runstat; return (exit status or None on timeout, wall s, cpu s,
    maxrss bytes, stdout, stderr). stdout goes to /dev/null unless captured."""
    out = subprocess.PIPE if capture else subprocess.DEVNULL
    resfile = os.path.join(TMPDIR, "runstat.txt")
    if os.path.exists(resfile):
        os.remove(resfile)
    p = subprocess.Popen([RUNSTAT, resfile] + argv, stdin=subprocess.DEVNULL, stdout=out,
                         stderr=subprocess.PIPE, start_new_session=True)
    try:
        so, se = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        p.communicate()
        return None, timeout, 0.0, 0, b"", b""
    try:
        with open(resfile) as f:
            stat = dict(kv.split("=", 1) for kv in f.read().split())
    except OSError:
        return p.returncode or 255, 0.0, 0.0, 0, so or b"", (se or b"") + b"runstat wrote no result"
    return (int(stat["status"]), float(stat["wall"]), float(stat["user"]) + float(stat["sys"]),
            int(stat["maxrss_kb"]) * 1024, so or b"", se[-65536:] if se else b"")


def first_line(b):
    """The line of a program's stderr that says what went wrong (a traceback's last line)."""
    s = [x for x in b.decode("utf-8", "replace").strip().splitlines() if x.strip()]
    if not s:
        return ""
    line = s[-1] if s[0].startswith("Traceback") else s[0]
    return line.strip()[:120].replace("|", "\\|")


def count_rows(path):
    with open(path, "rb") as f:
        return max(0, sum(1 for _ in f) - 1)


def check_output(task, csv_path, out_path, stdout):
    """Preflight output check; returns a warning or None."""
    if task.check == "render":
        # An encoded or compressed twin shows the rows of the CSV it was made from.
        if task.input and not task.input(csv_path).endswith((".utf16.txt", ".gz")):
            csv_path = task.input(csv_path)
        text = stdout.decode("utf-8", "replace")
        with open(csv_path, newline="") as f:
            rows = list(csv.reader(f))
        missing = [r[0] for r in (rows[1], rows[-1]) if r[0] not in text]
        if missing:
            return f"{task.key}: output does not show {', '.join(missing)}"
        return None
    if task.check == "rows":
        if not os.path.exists(out_path) or not zipfile.is_zipfile(out_path):
            return f"{task.key}: no XLSX file written"
        return None
    if task.check == "xlsx":
        if not os.path.exists(out_path) or not zipfile.is_zipfile(out_path):
            return f"{task.key}: no XLSX file written"
        try:
            import openpyxl
        except ImportError:
            return None
        with open(csv_path, newline="") as f:
            rows = list(csv.reader(f))
        wb = openpyxl.load_workbook(out_path, read_only=True)
        ws = wb.worksheets[0]
        got = [list(r) for r in ws.iter_rows(values_only=True)]
        if len(got) != len(rows):
            return f"{task.key}: {len(got)} rows in the sheet, {len(rows)} in the CSV"
        for i, (g, e) in enumerate(zip(got, rows)):
            if i == 0:
                ok = [str(x) for x in g] == e
            else:
                ok = g[0] == e[0] and g[1] == e[1] and all(
                    isinstance(x, (int, float)) and abs(x - float(y)) < 1e-9 for x, y in zip(g[2:], e[2:]))
            if not ok:
                return f"{task.key}: sheet row {i + 1} is {g}, CSV has {e}"
        return None
    return None


def preflight(tasks, csv_path, rows, tmpdir, timeout):
    warnings = []
    for t in tasks:
        exe = t.needs
        if exe is not None and (exe == "" or (not (os.path.isfile(exe) and os.access(exe, os.X_OK))
                                              and not shutil.which(exe))):
            built = exe in (tasks_bins.get("gridreport"), tasks_bins.get("bench"))
            t.unavailable = "n/a (not built)" if built else "n/a (not installed)"
            continue
        out = os.path.join(tmpdir, f"preflight-{t.key}{t.output or ''}")
        if t.output and os.path.exists(out):
            os.remove(out)
        code, wall, cpu, rss, so, se = run_once(t.argv(csv_path, rows, out), timeout, capture=True)
        if code is None:
            t.unavailable = f"n/a (timed out on {rows} rows)"
        elif code != 0:
            why = first_line(se)
            why = f": {why}" if why else ""
            if code == 64:  # sysexits usage: the subcommand or an option is not there yet
                t.unavailable = f"n/a (not built: usage error, exit 64{why})"
            else:
                t.unavailable = f"n/a (fails on the {rows}-row preflight: exit {code}{why})"
        else:
            w = check_output(t, csv_path, out, so)
            if w:  # a fast wrong answer is not a result
                t.unavailable = "n/a (wrong output)"
                warnings.append(w)
        if t.output and os.path.exists(out):
            os.remove(out)
    return warnings


tasks_bins = {}


def measure(tasks, inputs, runs, tmpdir, timeout):
    results = {}
    for path, rows in inputs:
        size = os.path.getsize(path)
        with open(path, "rb") as f:  # warm the page cache
            while f.read(1 << 22):
                pass
        live = [t for t in tasks if not t.unavailable]
        for t in live:
            results[(t.key, path)] = Result()
        for r in range(runs):
            for t in live:
                res = results[(t.key, path)]
                if res.error:
                    continue
                out = os.path.join(tmpdir, f"out-{t.key}{t.output or ''}")
                if t.output and os.path.exists(out):
                    os.remove(out)
                log(f"  run {r + 1}/{runs}  {os.path.basename(path)}  {t.key} ...")
                code, wall, cpu, rss, _, se = run_once(t.argv(path, rows, out), timeout)
                if t.output and os.path.exists(out):
                    os.remove(out)
                if code is None:
                    res.error = f"timeout (> {timeout:g} s)"
                elif code != 0:
                    res.error = f"FAILED (exit {code}: {first_line(se)})"
                else:
                    res.walls.append(wall)
                    res.cpus.append(cpu)
                    res.rss.append(rss)
                    log(f"      {wall:.2f} s wall, {cpu:.2f} s cpu, {rss / MiB:.1f} MiB")
        for t in live:
            res = results[(t.key, path)]
            res.size = os.path.getsize(t.input(path)) if t.input else size
            if t.count_output and not res.error:
                log(f"  output bytes  {os.path.basename(path)}  {t.key} ...")
                res.output_bytes = count_stdout(t.argv(path, rows, os.devnull), timeout)
    return results


# ---------------------------------------------------------------- report

def machine_lines(a):
    def read(path):
        try:
            with open(path) as f:
                return f.read()
        except OSError:
            return ""
    cpu = re.search(r"model name\s*:\s*(.*)", read("/proc/cpuinfo"))
    mem = re.search(r"MemTotal:\s*(\d+)", read("/proc/meminfo"))
    osrel = re.search(r'PRETTY_NAME="([^"]*)"', read("/etc/os-release"))

    def version(argv):
        try:
            return first_line(subprocess.run(argv, capture_output=True, timeout=30).stdout) or "?"
        except (OSError, subprocess.SubprocessError):
            return "not available"
    lxw = re.search(r'LXW_VERSION "([^"]+)"', read("/usr/include/xlsxwriter.h"))
    try:
        import xlsxwriter
        pyx = xlsxwriter.__version__
    except ImportError:
        pyx = "not installed"
    return [
        f"- Machine: {os.cpu_count()} CPUs (nproc {len(os.sched_getaffinity(0))}), "
        f"{cpu.group(1).strip() if cpu else platform.processor() or '?'}, "
        f"{int(mem.group(1)) / 1024 / 1024:.1f} GiB RAM; "
        f"{osrel.group(1) if osrel else platform.system()}, kernel {platform.release()}",
        f"- Load average before: {a.load_before}; after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
        " (a shared machine: compare the cpu column when wall times look noisy)",
        f"- Tools: {version(['mlr', '--version'])}; libxlsxwriter {lxw.group(1) if lxw else '?'}; "
        f"Python {platform.python_version()} + XlsxWriter {pyx}; "
        f"{version(['swift', '--version']) if shutil.which('swift') else 'swift not found'}",
        f"- gridreport: `{a.gridreport or 'not built'}`; "
        f"gridreport-bench: `{a.gridreport_bench or 'not built'}`",
        f"- Runs per task: {a.runs} (median wall; peak RSS = max over runs); runs interleaved across tasks",
    ]


def fmt_s(x):
    return f"{x:.2f}" if x >= 0.1 else f"{x:.3f}"


def target_text(t, names):
    parts = []
    if t.mbps:
        parts.append(f"≥ {t.mbps} MB/s")
    if t.ratio_max:
        parts.append(f"≤ {t.ratio_max:g}× {names[t.baseline]}")
    if t.rss_max:
        parts.append(f"{'<' if t.rss_max < 0 else '≤'} {abs(t.rss_max)} MiB")
    return ", ".join(parts) or "—"


def report(a, tasks, inputs, results, warnings):
    names = {"byteloop": "byte loop", "mlr": "mlr", "floor": "C floor", "python": "Python",
             "floor_mixed": "its C floor", "render_compact_before": "the build before",
             "render_cards_before": "the build before", "render_explicit": "render (explicit widths)",
             "render_natural": "render (UTF-8)", "mlr_sort": "mlr sort", "export": "export"}
    by_key = {t.key: t for t in tasks}
    lines = ["## GridReport benchmark", ""] + machine_lines(a) + [""]
    lines.append("| task | input | median s | min–max s | cpu s | MB/s | peak RSS MiB | output MB | baseline | ratio | target | result |")
    lines.append("|---|---|--:|--:|--:|--:|--:|--:|---|--:|---|---|")
    order = [t.key for t in tasks] + ["export_vs_python"]
    for key in order:
        derived = key == "export_vs_python"
        t = by_key["export"] if derived else by_key[key]
        for path, rows in inputs:
            name = f"{os.path.basename(path)} ({rows:,} rows, {os.path.getsize(path) / 1e6:.1f} MB)"
            label = "export (vs Python)" if derived else t.label
            baseline = "python" if derived else t.baseline
            ratio_max = 0.2 if derived else t.ratio_max
            ttext = ("≤ 0.2× Python (≥ 5× faster)" if derived else target_text(t, names))
            res = results.get((t.key, path))
            cell = t.unavailable or (res.error if res and res.error else None)
            if cell or not res or not res.walls:
                lines.append(f"| {label} | {name} | {cell or 'n/a'} | | | | | | "
                             f"{names.get(baseline, '—') if baseline else '—'} | | {ttext} | — |")
                continue
            med = statistics.median(res.walls)
            cpu = statistics.median(res.cpus)
            peak = max(res.rss) / MiB
            mbps = res.size / 1e6 / med
            ratio, ratio_txt = None, ""
            if baseline:
                b = results.get((baseline, path))
                bt = by_key[baseline]
                if bt.unavailable or not b or b.error or not b.walls:
                    ratio_txt = "n/a"
                else:
                    ratio = med / statistics.median(b.walls)
                    ratio_txt = f"{ratio:.2f}×"
            fails, unknown = [], False
            if not derived:
                if t.mbps and mbps < t.mbps:
                    fails.append("MB/s")
                if t.rss_max:
                    lim = abs(t.rss_max)
                    if (peak >= lim) if t.rss_max < 0 else (peak > lim):
                        fails.append("memory")
            if ratio_max:
                if ratio is None:
                    unknown = True
                elif ratio > ratio_max:
                    fails.append("time")
            is_baseline = not (t.mbps or ratio_max or t.rss_max)
            if is_baseline:
                verdict = "—"
            elif fails:
                verdict = "**FAIL** (" + ", ".join(fails) + ")"
            elif unknown:
                verdict = "? (no baseline)"
            else:
                verdict = "pass"
            show_mbps = "" if t.key == "floor" else f"{mbps:.1f}"
            output_mb = "" if res.output_bytes is None else f"{res.output_bytes / 1e6:.1f}"
            lines.append(
                f"| {label} | {name} | {fmt_s(med)} | {fmt_s(min(res.walls))}–{fmt_s(max(res.walls))} | "
                f"{fmt_s(cpu)} | {show_mbps} | {peak:.1f} | {output_mb} | "
                f"{names.get(baseline, '—') if baseline else '—'} | {ratio_txt} | {ttext} | {verdict} |")
    lines += ["",
              "MB/s = input CSV bytes / 10^6 / median wall seconds (the C floor reads no CSV). "
              "output MB = bytes written to stdout / 10^6 (compact and cards, counted in a run of its own). "
              "ratio = median wall time / the baseline's median wall time on the same input "
              "(below 1 is faster). The issues state the targets for the 1M-row file; they are "
              "applied to every input here, so the small input also shows whether memory stays flat."]
    for w in warnings:
        lines.append(f"- preflight: {w}")
    print("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", required=True, help="folder with runstat and xlsx_floor")
    ap.add_argument("--gridreport", required=True)
    ap.add_argument("--gridreport-bench", required=True)
    ap.add_argument("--gridreport-before", default="",
                    help="an earlier gridreport: compact and cards are timed against it")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--tmpdir", required=True)
    ap.add_argument("--preflight", required=True, help="a small CSV from gen_csv to try each task on")
    ap.add_argument("--only", default="", help="comma-separated task keys to run (default all)")
    ap.add_argument("--load-before", dest="load_before", default="?")
    ap.add_argument("inputs", nargs="+", help="CSV files from gen_csv")
    a = ap.parse_args()
    if a.runs < 1:
        ap.error("--runs must be at least 1")
    global RUNSTAT, TMPDIR
    RUNSTAT = os.path.join(a.bin, "runstat")
    TMPDIR = a.tmpdir
    tasks_bins["gridreport"] = a.gridreport
    tasks_bins["bench"] = a.gridreport_bench
    os.makedirs(a.tmpdir, exist_ok=True)
    tasks = make_tasks(a)
    if a.only:
        keep = set(a.only.split(","))
        keep |= {f"{key}_before" for key in keep}  # a row's build-before baseline runs with it
        for t in tasks:
            if t.key not in keep:
                t.unavailable = "skipped (BENCH_ONLY)"
    inputs = sorted(((p, count_rows(p)) for p in a.inputs), key=lambda x: x[1])
    log(f"preflight on {a.preflight} ...")
    warnings = preflight([t for t in tasks if not t.unavailable], a.preflight,
                         count_rows(a.preflight), a.tmpdir, min(a.timeout, 120))
    for t in tasks:
        if t.unavailable:
            log(f"  {t.key}: {t.unavailable}")
    for w in warnings:
        log(f"  warning: {w}")
    results = measure(tasks, inputs, a.runs, a.tmpdir, a.timeout)
    report(a, tasks, inputs, results, warnings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
