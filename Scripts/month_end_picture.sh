#!/bin/sh
# Makes docs/xlsx.md's picture of a printed month-end pack: the export, printed to PDF by
# LibreOffice headless, its second page (the products sheet) as a PNG by poppler's pdftoppm.
# Needs `make build` and `make test-deps` (LibreOffice, poppler-utils, Carlito).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/.build/release/gridreport" export "$here/Samples/stocks.csv" "$here/Samples/products.csv" \
  "$here/Samples/weather.csv" -o "$work/month-end.xlsx" --table --title "Month end, March 2024" \
  --rule 'Price > 1000:critical' --rule 'Availability == "Out of Stock":negative' \
  --rule 'Apparent Temperature Min (°C) < 0:information' --quiet
soffice --headless "-env:UserInstallation=file://$work/profile" --convert-to pdf --outdir "$work" \
  "$work/month-end.xlsx" >/dev/null 2>&1
pdftoppm -r 60 -f 2 -l 2 -png -singlefile "$work/month-end.pdf" "$here/docs/images/month-end-products"
