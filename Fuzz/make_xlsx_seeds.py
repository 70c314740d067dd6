"""Writes the seed corpora of the xlsx fuzz targets (Fuzz/corpus/xlsx_zip, Fuzz/corpus/xlsx_sheet).

Run from the repository root with the project's venv: .venv/bin/python3 Fuzz/make_xlsx_seeds.py
Workbooks come from openpyxl (shared strings, styles with date formats, formulas, booleans,
errors, a sparse table under a title) plus a few zips built by hand (stored members, inline
strings, a sheet with a namespace prefix). Each xlsx_sheet seed is one option byte, then the
sheet's XML, NUL, the shared strings' XML, NUL, the styles' XML.
"""

import datetime
import io
import os
import zipfile

import openpyxl

ZIP = "Fuzz/corpus/xlsx_zip"
SHEET = "Fuzz/corpus/xlsx_sheet"


def workbook_bytes(fill):
    book = openpyxl.Workbook()
    fill(book.active)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def plain(ws):
    ws.append(["Name", "Price", "Count"])
    ws.append(["Apple, red", 1.5, 3])
    ws.append(['Say "hi" & <go>', -2e-5, None])


def typed(ws):
    ws.append(["When", "Time", "Both", "OK", "Sum", "Err"])
    ws.append([datetime.date(2024, 2, 29), datetime.time(13, 45), datetime.datetime(1900, 3, 1, 6), True, "=1+2", "#N/A"])
    ws["B2"].number_format = "h:mm AM/PM"
    ws.append([datetime.date(1899, 12, 31), None, None, False, "=A2", None])


def sparse(ws):
    ws["A1"] = "A title above the table"
    ws["B3"] = "Key"
    ws["D3"] = "Value"
    ws["B5"] = "x\ny"
    ws["D7"] = 42


def write_zip(path, members, method=zipfile.ZIP_STORED):
    with zipfile.ZipFile(path, "w", method) as archive:
        for name, text in members:
            archive.writestr(name, text)


WORKBOOK = (
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<workbookPr date1904="1"/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
RELS = (
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
    'Target="worksheets/sheet1.xml"/></Relationships>'
)
INLINE = (
    '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>'
    '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>A&amp;B</x:t></x:is></x:c>'
    '<x:c r="B1" t="inlineStr"><x:is><x:r><x:t>rich</x:t></x:r><x:r><x:t xml:space="preserve"> text</x:t></x:r>'
    '<x:rPh><x:t>phonetic</x:t></x:rPh></x:is></x:c></x:row>'
    '<x:row r="2"><x:c r="A2" t="str"><x:f>"a"</x:f><x:v>a_x000D_b</x:v></x:c><x:c r="B2" t="b"><x:v>1</x:v></x:c></x:row>'
    '<x:row r="4"><x:c r="A4" t="d"><x:v>2024-01-02T03:04:05</x:v></x:c><x:c r="B4"><x:v>&#49;e3</x:v></x:c></x:row>'
    "</x:sheetData></x:worksheet>"
)


def main():
    os.makedirs(ZIP, exist_ok=True)
    os.makedirs(SHEET, exist_ok=True)
    for name, fill in [("plain", plain), ("typed", typed), ("sparse", sparse)]:
        data = workbook_bytes(fill)
        with open(f"{ZIP}/{name}.xlsx", "wb") as out:
            out.write(data)
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            parts = [archive.read(p) for p in ["xl/worksheets/sheet1.xml"]]
            names = archive.namelist()
            parts.append(archive.read("xl/sharedStrings.xml") if "xl/sharedStrings.xml" in names else b"")
            parts.append(archive.read("xl/styles.xml"))
        with open(f"{SHEET}/{name}", "wb") as out:
            out.write(bytes([0x03]) + b"\0".join(parts))
    members = [
        ("xl/workbook.xml", WORKBOOK),
        ("xl/_rels/workbook.xml.rels", RELS),
        ("xl/worksheets/sheet1.xml", INLINE),
    ]
    write_zip(f"{ZIP}/inline-stored.xlsx", members)
    write_zip(f"{ZIP}/inline-deflated.xlsx", members, zipfile.ZIP_DEFLATED)
    with open(f"{SHEET}/inline", "wb") as out:
        out.write(bytes([0x21]) + INLINE.encode())
    with open(f"{SHEET}/strings", "wb") as out:
        out.write(
            bytes([0x40])
            + b'<sheetData><row><c r="C2" s="1" t="s"><v>1</v></c><c t="s" s="2"><v>0</v></c><c s="1"><v>45000.5</v></c></row>'
            + b"<row/><row r=\"4\"><c><f>SUM(A1)</f></c><c t=\"e\"><v>#DIV/0!</v></c></row></sheetData>\0"
            + b"<sst><si><t>one</t></si><si><r><t>t</t></r><r><t><![CDATA[w<o>]]></t></r></si><si/></sst>\0"
            + b'<styleSheet><numFmts><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd;@"/></numFmts>'
            + b'<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="21"/></cellXfs></styleSheet>'
        )
    # Issue 39: rows out of order and repeated, references not whole (A0, A-1, a 20-digit row)
    # and one past XFD; the reader must refuse or place them, never drop a row silently.
    def row(number, cells):
        return f'<row r="{number}">{cells}</row>'

    order = {
        "rows-out-of-order": [1, 5, 4, 3, 2],
        "rows-repeated": [1, 2, 2, 3],
    }
    for name, numbers in order.items():
        rows = "".join(row(n, f'<c r="A{n}"><v>{n}</v></c>') for n in numbers)
        with open(f"{SHEET}/{name}", "wb") as out:
            out.write(bytes([0x21]) + f"<sheetData>{rows}</sheetData>".encode())
    refs = row(1, '<c r="A1" t="inlineStr"><is><t>real</t></is></c><c r="A0"><v>1</v></c><c r="A-1"><v>2</v></c>')
    refs += row(2, '<c r="A99999999999999999999"><v>3</v></c><c r="XFE2"><v>4</v></c>')
    with open(f"{SHEET}/refs-broken", "wb") as out:
        out.write(bytes([0x21]) + f"<sheetData>{refs}</sheetData>".encode())


main()
