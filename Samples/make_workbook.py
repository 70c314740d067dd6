"""Writes Samples/penguins.xlsx, the sample workbook, from two real CSV files in this folder.

Deterministic (fixed document dates, zip entry times and order), so the committed file is what
this script writes. Needs openpyxl (Tests/Python/requirements.txt). Sheets:

- "Penguins": penguins-dated.csv (palmerpenguins, CC0 data) as typed cells: numbers, text, the
  "Date Egg" column as dates with the number format yyyy-mm-dd, and NA as empty cells.
- "Employment": us-employment.csv (vega_datasets, BLS, public domain) with "month" as dates.
- "Summary": the penguins per species, a COUNTIF formula each, with its result stored as Excel
  stores it (openpyxl writes formulas without results, so the script adds the <v> it computed).
"""

import csv
import datetime
import io
import os
import re
import sys
import zipfile

import openpyxl

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = datetime.datetime(2024, 1, 1)


def typed(text):
    if text == "NA" or text == "":
        return None
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return datetime.date.fromisoformat(text)
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def add_sheet(book, title, path):
    sheet = book.create_sheet(title)
    with open(os.path.join(HERE, path), newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    sheet.append(rows[0])
    for row in rows[1:]:
        sheet.append([typed(value) for value in row])
        for cell in sheet[sheet.max_row]:
            if isinstance(cell.value, datetime.date):
                cell.number_format = "yyyy-mm-dd"
    return rows


def main(out):
    book = openpyxl.Workbook()
    book.remove(book.active)
    penguins = add_sheet(book, "Penguins", "penguins-dated.csv")
    add_sheet(book, "Employment", "us-employment.csv")
    summary = book.create_sheet("Summary")
    summary.append(["Species", "Penguins"])
    species = sorted({row[1] for row in penguins[1:]})
    results = {}
    for index, name in enumerate(species, start=2):
        summary.append([name, f'=COUNTIF(Penguins!B:B,A{index})'])
        results[f"B{index}"] = sum(1 for row in penguins[1:] if row[1] == name)
    book.properties.created = FIXED
    book.properties.modified = FIXED
    book.properties.creator = "Samples/make_workbook.py"
    raw = io.BytesIO()
    book.save(raw)
    # Every member again, with fixed times, and the formulas' results stored in Summary.
    with zipfile.ZipFile(raw) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info.filename)
            if info.filename == "xl/worksheets/sheet3.xml":
                text = data.decode("utf-8")
                for cell, value in results.items():
                    text = re.sub(
                        rf'(<c r="{cell}"[^>]*>)<f>([^<]*)</f><v\s*/?>(</v>)?', rf"\1<f>\2</f><v>{value}</v>", text)
                data = text.encode("utf-8")
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", b"2024-01-01T00:00:00Z", data)
            entry = zipfile.ZipInfo(info.filename, date_time=(2024, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, data)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "penguins.xlsx"))
