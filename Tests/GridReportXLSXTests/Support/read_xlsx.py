#!/usr/bin/env python3
"""Dumps an XLSX file as JSON for the GridReportXLSX tests: an independent reader (openpyxl for
cells and styles, the zip's XML for pictures and raw formulas), so the tests never read back
through the library that wrote the file."""

import datetime
import json
import re
import sys
import zipfile
import posixpath
import xml.etree.ElementTree as ET

import openpyxl
from openpyxl.utils.datetime import to_excel

NS = {
    "m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
    "xdr": "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
}
ESCAPE = re.compile(r"_x([0-9A-Fa-f]{4})_")


def excel_text(value):
    """Decodes `_xHHHH_` as Excel does when it loads a string."""
    return ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), value)


def relationships(archive, part):
    folder, name = posixpath.split(part)
    rels_path = posixpath.join(folder, "_rels", name + ".rels")
    if rels_path not in archive.namelist():
        return {}
    root = ET.fromstring(archive.read(rels_path))
    return {
        rel.get("Id"): posixpath.normpath(posixpath.join(folder, rel.get("Target")))
        for rel in root.findall("rel:Relationship", NS)
    }


def anchor_point(element):
    return {
        "col": int(element.find("xdr:col", NS).text),
        "row": int(element.find("xdr:row", NS).text),
        "colOff": int(element.find("xdr:colOff", NS).text),
        "rowOff": int(element.find("xdr:rowOff", NS).text),
    }


def raw_sheets(archive):
    """Sheet name -> (sheet XML text, pictures) straight from the zip."""
    workbook = ET.fromstring(archive.read("xl/workbook.xml"))
    rels = relationships(archive, "xl/workbook.xml")
    result = {}
    for sheet in workbook.find("m:sheets", NS):
        part = rels[sheet.get("{%s}id" % NS["r"])]
        xml = archive.read(part).decode("utf-8")
        pictures = []
        for target in relationships(archive, part).values():
            if "/drawings/" not in target:
                continue
            drawing = ET.fromstring(archive.read(target))
            for anchor in drawing:
                ext = anchor.find(".//a:xfrm/a:ext", NS)
                described = anchor.find(".//xdr:cNvPr", NS)
                pictures.append({
                    "editAs": anchor.get("editAs"),
                    "from": anchor_point(anchor.find("xdr:from", NS)),
                    "to": anchor_point(anchor.find("xdr:to", NS)),
                    "cx": int(ext.get("cx")),
                    "cy": int(ext.get("cy")),
                    "description": described.get("descr") if described is not None else None,
                })
        result[sheet.get("name")] = (xml, pictures)
    return result


def style_of(cell):
    return {
        "bold": bool(cell.font.b),
        "bottomBorder": cell.border.bottom.style,
        "wrap": bool(cell.alignment.wrap_text),
        "vertical": cell.alignment.vertical,
        "horizontal": cell.alignment.horizontal,
        "indent": int(cell.alignment.indent or 0),
        "numberFormat": cell.number_format,
    }


def dump(path):
    book = openpyxl.load_workbook(path)
    with zipfile.ZipFile(path) as archive:
        raw = raw_sheets(archive)
    sheets = []
    for sheet in book.worksheets:
        xml, pictures = raw[sheet.title]
        cells = []
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value is None and not cell.has_style:
                    continue
                value = cell.value
                if isinstance(value, str):
                    value = excel_text(value)
                elif isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
                    # openpyxl turns a serial with a date format into a datetime: back to the serial.
                    value = to_excel(value)
                entry = {"ref": cell.coordinate, "row": cell.row, "column": cell.column,
                         "type": cell.data_type, "value": value}
                entry.update(style_of(cell))
                cells.append(entry)
        columns = {}
        for letter, dimension in sheet.column_dimensions.items():
            columns[letter] = {"width": dimension.width, "hidden": bool(dimension.hidden),
                               "customWidth": bool(dimension.customWidth)}
        rows = {str(index): {"height": dimension.height}
                for index, dimension in sheet.row_dimensions.items() if dimension.height is not None}
        sheets.append({
            "name": sheet.title,
            "freeze": sheet.freeze_panes,
            "filter": sheet.auto_filter.ref,
            "defaultRowHeight": sheet.sheet_format.defaultRowHeight,
            "maxRow": sheet.max_row,
            "columns": columns,
            "rows": rows,
            "cells": cells,
            "pictures": pictures,
            "formulaElements": len(re.findall(r"<f[ >/]", xml)),
        })
    return {"title": book.properties.title, "sheets": sheets}


if __name__ == "__main__":
    json.dump(dump(sys.argv[1]), sys.stdout)
