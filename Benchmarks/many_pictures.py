#!/usr/bin/env python3
"""Issue 39, 18: a workbook past the zip's 65,534 parts. Writes N distinct 2x1 PNGs (libxlsxwriter
keeps one copy of equal pictures, so each must differ) and a CSV naming them, exports it, and
prints the exit status, the error line, wall time and peak RSS. Too slow for the test suite
(ZipMemberLimitTests checks the count reader on a Python-made zip instead).

Usage: many_pictures.py GRIDREPORT FOLDER [N]   (N defaults to 65,540; 65,500 is the benign twin)
"""
import os
import struct
import subprocess
import sys
import time
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pictures(folder, count):
    os.makedirs(os.path.join(folder, "p"), exist_ok=True)
    path = os.path.join(folder, "pics-%d.csv" % count)
    with open(path, "w") as csv:
        csv.write("Id,image\n")
        for i in range(count):
            name = "p/%06d.png" % i
            if not os.path.exists(os.path.join(folder, name)):
                r, g, b = i & 255, (i >> 8) & 255, (i >> 16) & 255
                raw = b"\x00" + bytes([r, g, b, b, g, r])
                header = struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)
                png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
                with open(os.path.join(folder, name), "wb") as f:
                    f.write(png)
            csv.write("%d,%s\n" % (i + 1, name))
    return path


def main():
    gridreport, folder = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 65_540
    csv = pictures(folder, count)
    out = os.path.join(folder, "pics-%d.xlsx" % count)
    if os.path.exists(out):
        os.remove(out)
    start = time.monotonic()
    proc = subprocess.Popen([gridreport, "export", csv, "-o", out, "--quiet"], stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - start
    stderr = proc.stderr.read().decode()
    print("%d pictures: exit %d, %.1f s, peak RSS %.0f MiB, output %s" % (
        count, os.waitstatus_to_exitcode(status), seconds, usage.ru_maxrss / 1024,
        "written" if os.path.exists(out) else "not written"))
    if stderr:
        print(stderr.rstrip())


if __name__ == "__main__":
    main()
