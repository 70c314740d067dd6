"""Fails, naming what is missing, when the test environment lacks a reader the tests rely on."""
import importlib
import sys

REQUIRED = {
    "openpyxl": "reads the XLSX files back",
    "PIL": "lets openpyxl keep the pictures",
    "jsonschema": "checks the MDK pages handoff writes",
    "selenium": "drives Chromium for the preview page's browser tests",
    "pyuca": "gives the Unicode collation --sort is checked against",
}

missing = []
for module, why in REQUIRED.items():
    try:
        importlib.import_module(module)
    except ImportError:
        missing.append(f"{module} ({why})")
if missing:
    sys.exit(f"test environment {sys.prefix} lacks: {', '.join(missing)}; run `make test-deps`")
