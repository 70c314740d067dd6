# The two commands of the README are `make demo` and `make test`; both install what is missing.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
GRIDREPORT := .build/release/gridreport

.PHONY: deps browser-deps office test-deps build demo test lint format bench fuzz clean

# libxlsxwriter (the XLSX export's C library) and pkg-config, from Debian.
deps:
	@pkg-config --exists xlsxwriter 2>/dev/null || { \
	  echo "installing libxlsxwriter-dev…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libxlsxwriter-dev; }

# Debian's Chromium and its WebDriver, the judges of the preview page's browser tests (where they
# cannot be installed, those tests are skipped with a message).
browser-deps:
	@{ command -v chromium >/dev/null && command -v chromedriver >/dev/null; } || { \
	  echo "installing chromium and chromium-driver…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium chromium-driver; } \
	  || echo "chromium could not be installed: the browser tests will be skipped"

# The Python readers the tests use (openpyxl, Pillow), pinned in Tests/Python/requirements.txt and
# installed into a project-local virtual environment; the tests find its python3 first on PATH.
VENV := .venv
$(VENV)/.installed: Tests/Python/requirements.txt
	@python3 -m venv $(VENV) 2>/dev/null || { \
	  echo "installing python3-venv…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv && python3 -m venv $(VENV); }
	$(VENV)/bin/python3 -m pip install -q --disable-pip-version-check -r Tests/Python/requirements.txt
	@touch $@

# LibreOffice (headless Calc) and poppler's pdftoppm: the tests that print a sheet to PDF and look at
# its pages, or read a sheet as LibreOffice shows it, need them (and say they skipped without them).
office:
	@command -v soffice >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 && fc-list | grep -qi carlito || { \
	  echo "installing libreoffice-calc-nogui and poppler-utils…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq --no-install-recommends \
	    libreoffice-calc-nogui poppler-utils fonts-crosextra-carlito; }

test-deps: deps browser-deps office $(VENV)/.installed
	@$(VENV)/bin/python3 Tests/Python/check_env.py

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
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test

# swift-format (in the Swift toolchain) with the repository's .swift-format configuration.
FORMATTED := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Fuzz/Support Fuzz/Targets

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

bench: deps
	Benchmarks/run

fuzz:
	Fuzz/run

clean:
	rm -rf .build $(VENV) Benchmarks/.build Benchmarks/.venv Benchmarks/bin Benchmarks/data
