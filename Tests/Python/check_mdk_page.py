"""Validates an MDK page (JSON, argv[1]) against mdk_grid_table.schema.json, and checks that each
layout has one width per item, on the header and the row alike, and that each row item binds an
OData property name. Prints the errors, one per line,
and exits 2 when there are any (1 is Python's own failure)."""
import json
import pathlib
import re
import sys

import jsonschema

schema = json.loads((pathlib.Path(__file__).parent / "mdk_grid_table.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
page = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in jsonschema.Draft202012Validator(schema).iter_errors(page)]
for control in page.get("Controls", []):
    for section in control.get("Sections", []):
        for part, grid in (("Header", section.get("Header", {}).get("Grid", {})), ("Row", section.get("Row", {}))):
            layout = grid.get("Layout", {})
            widths = layout.get("ColumnWidth", layout.get("ColumnWidthPercentage"))
            if widths is not None and len(widths) != len(grid.get("Items", [])):
                errors.append(f"{part}: {len(widths)} widths for {len(grid.get('Items', []))} items")
# A row item binds {Property}: an OData property name, CSDL's SimpleIdentifier (a letter or _, then
# letters, digits and _, at most 128 characters); a title with a space or a $ is not one.
identifier = re.compile(r"\{[^\W\d]\w{0,127}\}")
# Or a number through MDK's formatter syntax ($(N|P|S,{Property},'locale',{options}) and
# $(C,{Property},'CUR','locale',{options})): the options are Intl.NumberFormat's digit settings.
options = r"(?:,\{(?:minimumFractionDigits|maximumFractionDigits|useGrouping):\w+(?:,(?:minimumFractionDigits|maximumFractionDigits|useGrouping):\w+)*\})?"
formatted = re.compile(r"\$\((?:[NPS],(?P<a>\{[^\W\d]\w{0,127}\})|C,(?P<b>\{[^\W\d]\w{0,127}\}),'[A-Z]{3}'),'[A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*'" + options + r"\)")
for control in page.get("Controls", []):
    for section in control.get("Sections", []):
        for index, item in enumerate(section.get("Row", {}).get("Items", [])):
            binding = item.get("Text", item.get("Image"))
            if not isinstance(binding, str) or not (identifier.fullmatch(binding) or formatted.fullmatch(binding)):
                errors.append(f"Row/Items/{index}: {binding!r} does not bind an OData property name")
for error in errors:
    print(error)
sys.exit(2 if errors else 0)
