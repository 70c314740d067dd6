#!/usr/bin/env python3
"""Writes purchase-orders.csv (issue 25): a generated, realistic purchase-order export as an ERP's
spend-analytics view writes it, with long identifiers (`PO-2024-100000`, `SKU-0999999`), ZIP codes
with leading zeros, ISO timestamps (`2024-11-30 14:05:00`), amounts from cents to six figures,
free text of every length, and snake_case titles (`transportation_and_warehousing`) for the
spend split by NAICS sector. Nothing in it is real data.

Deterministic: a fixed linear congruential generator (not Python's `random`, whose sequences may
change between versions), so the same bytes come out everywhere. Run it to regenerate:
`python3 Samples/make_purchase_orders.py`. `--rows N --out FILE` writes a larger file of the same
shape (the benchmark's cards and compact rows use it), to standard output with `--out -`."""
import argparse, csv, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))


class LCG:
    """Numerical Recipes' 32-bit generator: enough for plausible sample data."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state

    def below(self, n):
        return (self.next() >> 8) % n

    def pick(self, items):
        return items[self.below(len(items))]


HEADER = ["po_number", "ordered_at", "sku", "supplier", "item_description", "ship_to_zip", "quantity",
          "unit_price", "amount_usd", "manufacturing", "wholesale_trade", "transportation_and_warehousing",
          "professional_scientific_and_technical_services", "delivered_on", "status"]

SUPPLIERS = ["Northwind Traders", "Contoso Freight & Logistics", "Fabrikam Industrial Supply Co.",
             "Adventure Works Cycles", "Tailspin Toys", "Wide World Importers", "Litware, Inc.",
             "Proseware Packaging", "Woodgrove Office Products", "Alpine Ski House", "Coho Winery",
             "Blue Yonder Airlines Cargo"]
ITEMS = [("Pallet wrap, 18 in × 1500 ft, 80 gauge", 24.75), ("Corrugated box 12×12×12, 200# test", 1.18),
         ("Nitrile gloves, L", 11.40), ("Forklift propane cylinder exchange", 32.00),
         ("Thermal labels 4×6", 18.90), ("Stretch hood film", 412.00),
         ("Warehouse racking beam, 96 in, 5,000 lb capacity", 148.50), ("Safety vest", 6.25),
         ("Barcode scanner, cordless, with charging cradle and USB cable", 289.99),
         ("Freight audit services, November", 12500.00), ("Dock leveler repair", 3860.00),
         ("Pallet jack", 459.00), ("Warehouse lease, Building C, Q1 2025", 184250.00), ("Packing tape", 2.89), ("LTL freight, Memphis TN to Reno NV", 1875.40)]
ZIPS = ["02134", "00501", "94103", "60607", "30303", "07102", "38118", "89502", "98108", "01915",
        "75261", "10001"]
STATUSES = ["Open", "Received", "Partially received", "Cancelled", "Received", "Received", "Received", "Open"]


def dollars(cents):
    return "%d.%02d" % divmod(cents, 100)


def rows(count, rng):
    po = 100000
    for _ in range(count):
        po += 1 + rng.below(3)  # numbers skip a little, as deleted drafts leave gaps
        day = 1 + rng.below(30)
        ordered = "2024-11-%02d %02d:%02d:00" % (day, 7 + rng.below(11), rng.below(12) * 5)
        sku = "SKU-%07d" % rng.below(1000000)
        item, price = rng.pick(ITEMS)
        quantity = 1 if price >= 1000 else 1 + rng.below(400 if price < 50 else 20)
        amount = round(quantity * price * 100)  # in cents, so the split adds up exactly
        # The amount split over the sectors in whole percents; the last takes the rest.
        first = rng.below(60)
        second = rng.below(100 - first)
        cents = [amount * share // 100 for share in (first, second, rng.below(101 - first - second))]
        split = cents + [amount - sum(cents)]
        status = rng.pick(STATUSES)
        delivered = "" if status in ("Open", "Cancelled") else "2024-12-%02d" % (1 + rng.below(20))
        yield (["PO-2024-%06d" % po, ordered, sku, rng.pick(SUPPLIERS), item, rng.pick(ZIPS), str(quantity),
                "%.2f" % price] + [dollars(part) for part in [amount] + split] + [delivered, status])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--out", default=os.path.join(HERE, "purchase-orders.csv"))
    args = parser.parse_args()
    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="", encoding="utf-8")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    writer.writerows(rows(args.rows, LCG(2024)))
    if out is not sys.stdout:
        out.close()


main()
