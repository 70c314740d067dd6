#!/usr/bin/env python3
"""Dumps each sheet's Excel tables, autofilter and header cells as JSON, for the table tests
(openpyxl: an independent reader, never the library that wrote the file)."""

import json
import sys

import openpyxl

book = openpyxl.load_workbook(sys.argv[1])
sheets = []
for sheet in book.worksheets:
    tables = []
    for table in sheet.tables.values():
        style = table.tableStyleInfo
        tables.append({
            "name": table.name,
            "ref": table.ref,
            "style": style.name if style else None,
            "rowStripes": bool(style.showRowStripes) if style else False,
            "columns": [column.name for column in table.tableColumns],
        })
    header_row = 2 if sheet["A1"].font.sz and sheet["A1"].font.sz > 12 else 1
    sheets.append({
        "name": sheet.title,
        "filter": sheet.auto_filter.ref,
        "freeze": sheet.freeze_panes,
        "tables": tables,
        "header": [cell.value for cell in sheet[header_row]],
    })
print(json.dumps(sheets))
