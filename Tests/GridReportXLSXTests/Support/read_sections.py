#!/usr/bin/env python3
"""Dumps what a sectioned XLSX holds, for the section tests, as JSON: per row its outline level,
hidden and collapsed flags; per cell its value or formula (openpyxl, data_only=False), the result
stored with a formula (read from the sheet XML, which openpyxl does not give with formulas),
bold, and the top border's style. An independent reader: never the library that wrote it."""

import json
import sys
import zipfile
import xml.etree.ElementTree as ET

import openpyxl

NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}


def stored_results(path, sheet_index):
    with zipfile.ZipFile(path) as archive:
        root = ET.fromstring(archive.read("xl/worksheets/sheet%d.xml" % (sheet_index + 1)))
    results = {}
    for cell in root.iter("{%s}c" % NS["m"]):
        formula = cell.find("m:f", NS)
        value = cell.find("m:v", NS)
        if formula is not None:
            results[cell.get("r")] = float(value.text) if value is not None else None
    return results


def main(path):
    book = openpyxl.load_workbook(path, data_only=False)
    sheets = []
    for index, sheet in enumerate(book.worksheets):
        results = stored_results(path, index)
        rows = []
        for number in range(1, sheet.max_row + 1):
            dimension = sheet.row_dimensions[number]
            cells = []
            for cell in sheet[number]:
                if cell.value is None and not cell.font.b and cell.border.top.style is None:
                    continue
                value = cell.value
                cells.append({
                    "ref": cell.coordinate,
                    "column": cell.column - 1,
                    "text": value if isinstance(value, str) and not value.startswith("=") else None,
                    "number": value if isinstance(value, (int, float)) and not isinstance(value, bool) else None,
                    "formula": value if isinstance(value, str) and value.startswith("=") else None,
                    "stored": results.get(cell.coordinate),
                    "bold": bool(cell.font.b),
                    "topBorder": cell.border.top.style,
                    "numberFormat": cell.number_format,
                })
            rows.append({
                "row": number,
                "level": dimension.outlineLevel or 0,
                "hidden": bool(dimension.hidden),
                "collapsed": bool(dimension.collapsed),
                "cells": cells,
            })
        sheets.append({
            "name": sheet.title,
            "freeze": sheet.freeze_panes,
            "filter": sheet.auto_filter.ref,
            "summaryBelow": sheet.sheet_properties.outlinePr.summaryBelow if sheet.sheet_properties.outlinePr else None,
            "rows": rows,
        })
    json.dump({"sheets": sheets}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
