"""Validates an MDK page (JSON, argv[1]) against mdk_grid_table.schema.json, and checks that each
layout has one width per item, on the header and the row alike. Prints the errors, one per line,
and exits 2 when there are any (1 is Python's own failure)."""
import json
import pathlib
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
for error in errors:
    print(error)
sys.exit(2 if errors else 0)
