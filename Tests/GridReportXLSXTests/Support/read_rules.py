#!/usr/bin/env python3
"""Dumps each sheet's conditional formats as JSON, for the status rule tests (openpyxl: an
independent reader, never the library that wrote the file)."""

import json
import sys

import openpyxl

book = openpyxl.load_workbook(sys.argv[1])
sheets = []
for sheet in book.worksheets:
    rules = []
    for formatting in sheet.conditional_formatting:
        for rule in formatting.rules:
            font = rule.dxf.font if rule.dxf else None
            rules.append({
                "range": str(formatting.sqref),
                "type": rule.type,
                "operator": rule.operator,
                "formula": list(rule.formula),
                "stopIfTrue": bool(rule.stopIfTrue),
                "priority": rule.priority,
                "color": font.color.rgb if font is not None and font.color is not None else None,
                "bold": bool(font.b) if font is not None else False,
            })
    rules.sort(key=lambda rule: rule["priority"])
    sheets.append({"name": sheet.title, "rules": rules})
print(json.dumps(sheets))
