"""Writes the workbooks the XLSX input tests read, into the current folder (at test time; none is
committed). Needs openpyxl.

typed.xlsx / typed.csv  numbers, dates, date-times and times in date formats, text (with a comma,
                        quotes, leading zeros), booleans, an error cell; its CSV twin; a second
                        sheet "Second" (second.csv)
serials.xlsx            the 1900 leap-year bug: serials 59, 60, 61 in a date format
mac.xlsx                the same date in the 1904 date system
nocalc.xlsx             two formulas without stored results
split.xlsx              a gridreport-written split: "Data" full to row 1,048,576, then "Data (2)"
                        (marked as its continuation); split-unmarked.xlsx the same without the mark
bomb.xlsx               a sheet that inflates to 400 MB of spaces
handmade.xlsx / handmade.csv   written by hand as Excel and others write: shared strings (rich
                        runs, a phonetic run, entities, an _x0020_ escape, an empty one), an x:
                        namespace prefix, cells without references, a skipped row, styled blank
                        cells, a custom date format, a title above print titles $1:$2; its twin
docx.docx, unsafe.xlsx, garbage.xlsx, cut.xlsx, damaged.xlsx   hostile files
"""

import csv
import datetime
import io
import re
import zipfile

import openpyxl
from openpyxl.utils.datetime import CALENDAR_MAC_1904


def write_csv(path, rows):
    with open(path, "w", newline="", encoding="utf-8") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)


def shown(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, datetime.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)


def typed():
    header = ["Order", "Customer", "Placed", "Shipped", "Time", "Amount", "Discount", "Paid", "Code", "Check"]
    rows = [
        [1, "Vins et alcools Chevalier", datetime.date(2019, 7, 4), datetime.datetime(2019, 7, 16, 9, 5),
         datetime.time(9, 5), 440, 0, True, "00123", "#N/A"],
        [2, "Toms Spezialitäten, Köln", datetime.date(2019, 7, 5), datetime.datetime(2019, 7, 10, 14, 30),
         datetime.time(14, 30, 15), 1863.4, 0.05, False, "00501", 1],
        [3, 'Hanari "Carnes"', datetime.date(2019, 12, 31), datetime.datetime(2020, 1, 3, 17, 55),
         datetime.time(17, 55), -12.5, 0.15, True, "02134", 2],
        [4, "Ernst Handel", None, None, None, 0.1, None, False, "10001", 3],
    ]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Orders"
    sheet.append(header)
    twin = [header]
    for row in rows:
        sheet.append(row)
        cells = sheet[sheet.max_row]
        cells[2].number_format = "yyyy-mm-dd"
        cells[3].number_format = "yyyy-mm-dd hh:mm:ss"
        cells[4].number_format = "hh:mm:ss"
        if row[9] == "#N/A":
            cells[9].data_type = "e"
        twin.append(["" if value == "#N/A" else shown(value) for value in row])
    second = book.create_sheet("Second")
    second.append(["Name", "Score"])
    second.append(["Ada", 36])
    second.append(["Grace", 85.5])
    book.save("typed.xlsx")
    write_csv("typed.csv", twin)
    write_csv("second.csv", [["Name", "Score"], ["Ada", "36"], ["Grace", "85.5"]])


def serials():
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Serial", "Day"])
    for serial in (59, 60, 61):
        sheet.append([serial, serial])
        sheet.cell(sheet.max_row, 2).number_format = "yyyy-mm-dd"
    book.save("serials.xlsx")
    mac = openpyxl.Workbook()
    mac.epoch = CALENDAR_MAC_1904
    sheet = mac.active
    sheet.append(["Day"])
    sheet.append([datetime.date(2024, 1, 31)])
    sheet.cell(2, 1).number_format = "yyyy-mm-dd"
    mac.save("mac.xlsx")
    # Issue 39, 7: the 1904 system's last day, and a serial past it (year 10000), written as
    # serials; an Excel-for-Mac workbook spells its flag date1904="true".
    ends = openpyxl.Workbook()
    ends.epoch = CALENDAR_MAC_1904
    sheet = ends.active
    sheet.append(["Day"])
    for serial in (40908, 2957003, 2957004):
        sheet.append([serial])
        sheet.cell(sheet.max_row, 1).number_format = "yyyy-mm-dd"
    ends.save("mac-ends-openpyxl.xlsx")
    with zipfile.ZipFile("mac-ends-openpyxl.xlsx") as src:
        workbook = src.read("xl/workbook.xml")
    spelled = re.sub(rb'date1904="[^"]*"', b'date1904="true"', workbook)
    assert spelled != workbook
    replace_members("mac-ends-openpyxl.xlsx", "mac-ends.xlsx", {"xl/workbook.xml": spelled})


def nocalc():
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Sums"
    sheet.append(["A", "B", "Sum"])
    sheet.append([1, 2, "=A2+B2"])
    sheet.append([3, 4, "=A3+B3"])
    book.save("nocalc.xlsx")


def replace_members(source, target, replacements):
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            data = replacements.get(info.filename, src.read(info.filename))
            out.writestr(info.filename, data)


def split():
    # As gridreport writes a split: print titles $1:$1 on each sheet, the first sheet full to
    # Excel's last row, "Data (2)" with the header again; rows 4 to 1,048,575 are left empty
    # (they read as empty records) so the file stays small.
    book = openpyxl.Workbook()
    first = book.active
    first.title = "Data"
    first.append(["Item", "Count"])
    first.append(["a", 1])
    first.append(["b", 2])
    first.cell(1_048_576, 1, "z")
    first.cell(1_048_576, 2, 26)
    second = book.create_sheet("Data (2)")
    second.append(["Item", "Count"])
    second.append(["zz", 27])
    for sheet in (first, second):
        sheet.print_title_rows = "1:1"
    book.save("split-openpyxl.xlsx")
    with zipfile.ZipFile("split-openpyxl.xlsx") as src:
        app = src.read("docProps/app.xml")
        workbook = src.read("xl/workbook.xml")
    app = re.sub(rb"<Application>[^<]*</Application>", b"<Application>gridreport</Application>", app)
    # gridreport marks "Data (2)" as the continuation of "Data" (ContinuationMark); without the
    # mark (split-unmarked.xlsx, as a second input named "Data (2).csv" would be) it is another report.
    mark = b"<definedName name=\"GridReport.Continuation.2\">'Data (2)'!$A$1,'Data'!$A$1</definedName>"
    marked = workbook.replace(b"</definedNames>", mark + b"</definedNames>", 1)
    assert marked != workbook
    replace_members("split-openpyxl.xlsx", "split.xlsx", {"docProps/app.xml": app, "xl/workbook.xml": marked})
    replace_members("split-openpyxl.xlsx", "split-unmarked.xlsx", {"docProps/app.xml": app})
    # Marked, but "Data (2)" has another header: two reports, never merged.
    second.cell(1, 2, "Total")
    book.save("split-otherheader-openpyxl.xlsx")
    with zipfile.ZipFile("split-otherheader-openpyxl.xlsx") as src:
        workbook = src.read("xl/workbook.xml")
    marked = workbook.replace(b"</definedNames>", mark + b"</definedNames>", 1)
    replace_members(
        "split-otherheader-openpyxl.xlsx", "split-otherheader.xlsx", {"docProps/app.xml": app, "xl/workbook.xml": marked}
    )


HANDMADE = {
    "[Content_Types].xml": """<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>""",
    "xl/workbook.xml": """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<x:sheets><x:sheet name="Chart" sheetId="2" r:id="rId9"/><x:sheet name="Q&amp;A" sheetId="1" r:id="rId1"/></x:sheets>
<x:definedNames><x:definedName name="_xlnm.Print_Titles" localSheetId="1">'Q&amp;A'!$1:$2</x:definedName></x:definedNames>
</x:workbook>""",
    "xl/_rels/workbook.xml.rels": """<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="chartsheets/sheet1.xml"/>
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/data.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>""",
    "xl/sharedStrings.xml": """<?xml version="1.0" encoding="UTF-8"?>
<x:sst xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="7" uniqueCount="7">
<x:si><x:t>Quarterly &amp; yearly</x:t></x:si>
<x:si><x:t>Name</x:t></x:si>
<x:si><x:t>When</x:t></x:si>
<x:si><x:r><x:rPr><x:b/></x:rPr><x:t>Müller</x:t></x:r><x:r><x:t xml:space="preserve"> &amp; Söhne</x:t></x:r></x:si>
<x:si><x:t>東京</x:t><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:si>
<x:si><x:t>Line_x0020_one</x:t></x:si>
<x:si/>
<!-- a comment --><x:si><x:t><![CDATA[a <b> & "c"]]></x:t></x:si>
<x:si><x:t>Amount</x:t></x:si>
</x:sst>""",
    "xl/styles.xml": """<?xml version="1.0" encoding="UTF-8"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="1"><numFmt numFmtId="164" formatCode="d\.m\.yyyy"/></numFmts>
<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="4"/></cellXfs>
</styleSheet>""",
    "xl/worksheets/data.xml": """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:D9"/>
<x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c></x:row>
<x:row r="2"><x:c r="B2" t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c><x:c r="D2" t="s"><x:v>8</x:v></x:c></x:row>
<x:row r="3"><x:c r="B3" t="s"><x:v>3</x:v></x:c><x:c r="C3" s="1"><x:v>45322</x:v></x:c><x:c r="D3" s="2"><x:v>1234.5</x:v></x:c></x:row>
<x:row r="4"><x:c r="B4" t="s"><x:v>4</x:v></x:c><x:c r="C4" s="1"/><x:c r="D4"><x:v>-0.25</x:v></x:c></x:row>
<x:row r="6"><x:c r="B6" t="s"><x:v>5</x:v></x:c><x:c r="C6" s="1"><x:v>61</x:v></x:c><x:c r="D6" t="e"><x:v>#DIV/0!</x:v></x:c></x:row>
<x:row r="7" spans="2:4"><x:c r="B7" t="s"><x:v>6</x:v></x:c><x:c r="C7" t="inlineStr"><x:is><x:t>inline</x:t></x:is></x:c><x:c r="D7" t="b"><x:v>1</x:v></x:c></x:row>
<x:row r="8"><x:c r="B8" t="s"><x:v>7</x:v></x:c><x:c r="C8" t="str"><x:f>"x"</x:f><x:v>from a formula</x:v></x:c><x:c r="D8"><x:f>D3*2</x:f><x:v>2469</x:v></x:c></x:row>
<x:row r="9"><x:c r="E9" s="2"/></x:row>
</x:sheetData></x:worksheet>""",
}

HANDMADE_TWIN = [
    ["Name", "When", "Amount"],
    ["Müller & Söhne", "2024-01-31", "1234.5"],
    ["東京", "", "-0.25"],
    ["", "", ""],
    ["Line one", "1900-03-01", ""],
    ["", "inline", "TRUE"],
    ['a <b> & "c"', "from a formula", "2469"],
]


def row(number, name, value):
    """A sheet row with a text cell in A and a number (or text) in B, as Excel writes them."""
    second = (
        f'<c r="B{number}"><v>{value}</v></c>'
        if isinstance(value, int)
        else f'<c r="B{number}" t="inlineStr"><is><t>{value}</t></is></c>'
    )
    return f'<row r="{number}"><c r="A{number}" t="inlineStr"><is><t>{name}</t></is></c>{second}</row>'


def handmade():
    with zipfile.ZipFile("handmade.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in HANDMADE.items():
            z.writestr(name, text.encode("utf-8"))
    write_csv("handmade.csv", HANDMADE_TWIN)
    # Issue 39, 9: a sheet name with a terminal title sequence, a clear-screen and U+202E.
    with zipfile.ZipFile("spoofed.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in HANDMADE.items():
            if name == "xl/workbook.xml":
                text = text.replace('name="Q&amp;A"', 'name="Q\u202eA&#x1b;]0;pwned&#x7;&#x1b;[2J"')
            z.writestr(name, text.encode("utf-8"))
    # The same workbook with other sheets: empty, two cells at opposite corners, a row never
    # closed, a shared string that is not there.
    for name, data in {
        "empty.xlsx": "",
        "sparse.xlsx": '<row r="2"><c r="A2"><v>1</v></c></row>'
        '<row r="1048576"><c r="XFD1048576"><v>2</v></c></row>',
        "unclosed.xlsx": '<row r="2"><c r="A2"><v>1</v></c>',
        "badindex.xlsx": '<row r="2"><c r="A2" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="s"><v>99</v></c></row>',
        # Issue 39, 18: indexes with spaces around them read as numbers do; the message shows none.
        "spacedindex.xlsx": '<row r="2"><c r="A2" t="s"><v> 1 </v></c></row>'
        + '<row r="3"><c r="A3" t="s"><v>\n 99 </v></c></row>',
        # Issue 39, 6 and 12: rows in order (the twin), out of order, repeated; references that
        # are not whole (A0, A-1, a 20-digit row) beside a good cell, and one past XFD.
        "ordered.xlsx": row(2, "Name", "N") + row(3, "a", 1) + row(4, "b", 2) + row(5, "c", 3),
        "unordered.xlsx": row(2, "Name", "N") + row(5, "c", 3) + row(4, "b", 2) + row(3, "a", 1),
        "repeated.xlsx": row(2, "Name", "N") + row(3, "a", 1) + row(3, "b", 2) + row(4, "c", 3),
        "badrefs.xlsx": row(2, "Name", "N")
        + '<row r="3"><c r="A3" t="inlineStr"><is><t>real</t></is></c><c r="A0"><v>1</v></c></row>'
        + '<row r="4"><c r="A4" t="inlineStr"><is><t>kept</t></is></c><c r="A-1"><v>2</v></c></row>'
        + '<row r="5"><c r="A5" t="inlineStr"><is><t>also</t></is></c><c r="A99999999999999999999"><v>3</v></c></row>',
        "pastxfd.xlsx": row(2, "Name", "N") + '<row r="3"><c r="XFD3"><v>1</v></c><c r="XFE3"><v>2</v></c></row>',
    }.items():
        with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as z:
            for part, text in HANDMADE.items():
                if part == "xl/worksheets/data.xml":
                    text = '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
                    text += data + ("</sheetData></worksheet>" if "unclosed" not in name else "")
                z.writestr(part, text.encode("utf-8"))


def broken_strings():
    # A shared string opened inside another and closed twice (the mutation that once crashed the
    # reader): the inner string counts, the stray end does not.
    parts = dict(HANDMADE)
    parts["xl/sharedStrings.xml"] = (
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        "<si><t>Name</t></si><si><t>lost<si><t>kept</t></si></si></si><si/></sst>"
    )
    parts["xl/worksheets/data.xml"] = (
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
        '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>'
        '<row r="3"><c r="A3" t="s"><v>2</v></c></row></sheetData></worksheet>'
    )
    parts["xl/workbook.xml"] = parts["xl/workbook.xml"].replace("$1:$2", "$1:$1")
    with zipfile.ZipFile("strings.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
        for part, text in parts.items():
            z.writestr(part, text.encode("utf-8"))


def broken_parts():
    """One broken thing each, for every sentence of a damaged or unreadable workbook."""
    def write(name, parts, method=zipfile.ZIP_DEFLATED):
        with zipfile.ZipFile(name, "w", method) as z:
            for part, text in parts.items():
                z.writestr(part, text if isinstance(text, bytes) else text.encode("utf-8"))

    def sheet(data):
        parts = dict(HANDMADE)
        parts["xl/worksheets/data.xml"] = (
            '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' + data
        )
        return parts

    with zipfile.ZipFile("archive.zip", "w") as z:
        z.writestr("notes.txt", "not a workbook")
    parts = dict(HANDMADE)
    parts["xl/workbook.xml"] = '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'
    write("nosheets.xlsx", parts)
    parts = dict(HANDMADE)
    del parts["xl/worksheets/data.xml"]
    write("missing.xlsx", parts)
    write("bzip2.xlsx", HANDMADE, zipfile.ZIP_BZIP2)
    write("opentag.xlsx", sheet('<row r="2"><c r="A2"'))
    write("noquote.xlsx", sheet('<row r="2"><c r=A2><v>1</v></c></row></sheetData></worksheet>'))
    write("openvalue.xlsx", sheet('<row r="2"><c r="A2><v>1</v></c></row></sheetData></worksheet>'))
    write("longtag.xlsx", sheet('<row r="2"><c r="A2" ' + "a='b' " * 500_000 + "/></row></sheetData></worksheet>"))
    # The directory says what the bytes do not: the sheet encrypted, its checksum wrong, ZIP64.
    write("plain.xlsx", HANDMADE)
    data = bytearray(open("plain.xlsx", "rb").read())
    with zipfile.ZipFile("plain.xlsx") as z:
        names = [info.filename for info in z.infolist()]
    directory = data.rindex(b"PK\x05\x06")
    start = int.from_bytes(data[directory + 16 : directory + 20], "little")
    records = []
    offset = start
    for _ in names:
        records.append(offset)
        length = 46 + sum(int.from_bytes(data[offset + k : offset + k + 2], "little") for k in (28, 30, 32))
        offset += length
    sheet_record = records[names.index("xl/worksheets/data.xml")]
    encrypted = bytearray(data)
    encrypted[sheet_record + 8] |= 1
    open("encrypted.xlsx", "wb").write(bytes(encrypted))
    checksum = bytearray(data)
    checksum[sheet_record + 16] ^= 0xFF
    open("checksum.xlsx", "wb").write(bytes(checksum))
    zip64 = bytearray(data)
    zip64[directory + 10 : directory + 12] = b"\xff\xff"
    open("zip64.xlsx", "wb").write(bytes(zip64))


def hostile():
    with zipfile.ZipFile("docx.docx", "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", "<w:document/>")
    with zipfile.ZipFile("typed.xlsx") as src, zipfile.ZipFile("unsafe.xlsx", "w") as out:
        for info in src.infolist():
            out.writestr(info.filename, src.read(info.filename))
        out.writestr("../../etc/cron.d/evil", "x")
    with open("garbage.xlsx", "wb") as f:
        f.write(b"PK\x03\x04" + bytes(range(256)) * 16)
    data = open("typed.xlsx", "rb").read()
    open("cut.xlsx", "wb").write(data[: len(data) // 2])
    # The sheet's deflated bytes spoiled, the directory intact.
    with zipfile.ZipFile("typed.xlsx") as src:
        info = src.getinfo("xl/worksheets/sheet1.xml")
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    spoiled = bytearray(data)
    spoiled[start + 10 : start + 40] = b"\xff" * 30
    open("damaged.xlsx", "wb").write(bytes(spoiled))
    # 400 MB of spaces inside <sheetData>, deflated a thousand times.
    with zipfile.ZipFile("typed.xlsx") as src, zipfile.ZipFile("bomb.xlsx", "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            content = src.read(info.filename)
            if info.filename != "xl/worksheets/sheet1.xml":
                out.writestr(info.filename, content)
                continue
            head, tail = content.split(b"<sheetData>")
            with out.open(info.filename, "w") as w:
                w.write(head + b"<sheetData>")
                chunk = b" " * (1 << 20)
                for _ in range(400):
                    w.write(chunk)
                w.write(tail)


def placed():
    """Errors and warnings name the cell: a sheet after another, its table at C3, a cell with a
    line break above the bad ones, a skipped row."""
    wb = openpyxl.Workbook()
    wb.active.title = "Notes"
    wb.active["A1"] = "see Data"
    data = wb.create_sheet("Data")
    rows = [
        ["Region", "Amount", "When", "Score"],
        ["North\nand East", 1, "2024-01-02", 1234567.25],
        ["South", 2, "2024-01-03"],
        None,
        ["West", "1e400", "2024-01-04"],
        ["East", 3, "soon"],
    ]
    for offset, row in enumerate(rows):
        for index, value in enumerate(row or []):
            data.cell(row=3 + offset, column=3 + index, value=value)
    pictures = wb.create_sheet("Pictures")
    pictures["B2"] = "Name"
    pictures["C2"] = "Logo"
    pictures["B3"] = "two\nlines"
    pictures["C3"] = "logo.png"
    pictures["B4"] = "gone"
    pictures["C4"] = "../outside.png"
    wb.save("placed.xlsx")


if __name__ == "__main__":
    placed()
    typed()
    serials()
    nocalc()
    split()
    handmade()
    broken_strings()
    broken_parts()
    hostile()
