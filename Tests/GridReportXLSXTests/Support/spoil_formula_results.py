"""Copies an XLSX with every formula's stored result replaced by -1, so that a reader that shows
the right totals from the copy must have computed them itself.

    python3 spoil_formula_results.py IN.xlsx OUT.xlsx   (prints how many results it replaced)
"""
import re
import sys
import zipfile

source, target = sys.argv[1], sys.argv[2]
replaced = 0
with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zout:
    for item in zin.infolist():
        data = zin.read(item.filename)
        if item.filename.startswith("xl/worksheets/sheet"):
            data, count = re.subn(rb"(</f><v>)[^<]*(</v>)", rb"\g<1>-1\g<2>", data)
            replaced += count
        zout.writestr(item, data)
print(replaced)
