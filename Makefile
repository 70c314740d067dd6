# The two commands of the README are `make demo` and `make test`; both install what is missing.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
GRIDREPORT := .build/release/gridreport

.PHONY: deps test-deps build demo test bench fuzz clean

# libxlsxwriter (the XLSX export's C library) and pkg-config, from Debian.
deps:
	@pkg-config --exists xlsxwriter 2>/dev/null || { \
	  echo "installing libxlsxwriter-dev…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libxlsxwriter-dev; }

# openpyxl reads the produced spreadsheets back in the tests: an independent reader.
test-deps: deps
	@python3 -c 'import openpyxl' 2>/dev/null || { \
	  echo "installing openpyxl…"; \
	  python3 -m pip install -q openpyxl || python3 -m pip install -q --break-system-packages openpyxl; }

# The Swift runtime and Foundation linked in: the binary runs where no Swift is installed, starts
# without resolving 20 shared libraries, and its resident memory is 3–4 MB smaller.
RELEASE := -c release --static-swift-stdlib

build: deps
	$(SWIFT) build $(RELEASE) --product gridreport

demo: build
	$(GRIDREPORT) render Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1 --width 110 --accessory disclosure
	$(GRIDREPORT) render Samples/stocks.csv --mode compact --width 60 --accessory disclosure

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

bench: deps
	Benchmarks/run

fuzz:
	Fuzz/run

clean:
	rm -rf .build Benchmarks/bin Benchmarks/data
