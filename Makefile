# The two commands of the README are `make demo` and `make test`; both install what is missing.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
GRIDREPORT := .build/release/gridreport

.PHONY: deps browser-deps office terminal-deps test-deps build demo test lint format bench fuzz clean install install-ready install-check uninstall

# libxlsxwriter (the XLSX export's C library), zlib (gzip input) and pkg-config, from Debian.
deps:
	@pkg-config --exists xlsxwriter zlib 2>/dev/null || { \
	  echo "installing libxlsxwriter-dev and zlib1g-dev…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libxlsxwriter-dev zlib1g-dev; }

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

# Debian's tmux: the viewer's end-to-end tests run it in a detached session of a fixed size (where it
# cannot be installed, those tests are skipped with a message).
terminal-deps:
	@command -v tmux >/dev/null || { \
	  echo "installing tmux…"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tmux; } \
	  || echo "tmux could not be installed: the viewer's terminal tests will be skipped"

test-deps: deps browser-deps office terminal-deps $(VENV)/.installed
	@$(VENV)/bin/python3 Tests/Python/check_env.py

# The Swift runtime and Foundation linked in: the binary runs where no Swift is installed, starts
# without resolving 20 shared libraries, and its resident memory is 3–4 MB smaller.
RELEASE := -c release --static-swift-stdlib

build: deps
	$(SWIFT) build $(RELEASE) --product gridreport

# The release binary for install, rebuilt only when a source changed: after `make install-ready`,
# `sudo make install` writes nothing into .build (root-owned files there would stop later builds).
$(GRIDREPORT): Package.swift $(shell find Sources -name '*.swift')
	@$(MAKE) --no-print-directory build

# The tool of swift-argument-parser's generate-manual plugin. The plugin itself rebuilds every
# product in release (without --static-swift-stdlib) and cannot run inside `swift test` (SwiftPM's
# lock on .build), so we build its tool once and run it on the binary being installed.
GENERATE_MANUAL := .build/debug/generate-manual-tool
$(GENERATE_MANUAL):
	$(SWIFT) package plugin generate-manual --help >/dev/null

# make install [PREFIX=/usr/local] [DESTDIR=…]: the binary, its man page and its bash, zsh and fish
# completions. BINARY is the release build unless given (the tests install their debug build).
PREFIX ?= /usr/local
BINARY ?= $(GRIDREPORT)
DEST = $(DESTDIR)$(PREFIX)
# The recipes read DEST from the environment, always in double quotes: a PREFIX holding a space or
# a quote must stay one path (make's own functions would split it at the space).
export DEST
# What install writes under DEST; uninstall removes exactly these.
MAN_PAGE := share/man/man1/gridreport.1
BASH_COMPLETION := share/bash-completion/completions/gridreport
ZSH_COMPLETION := share/zsh/site-functions/_gridreport
FISH_COMPLETION := share/fish/vendor_completions.d/gridreport.fish
INSTALLED := bin/gridreport $(MAN_PAGE) $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION)
# The man page's date: SOURCE_DATE_EPOCH for a reproducible package, else today.
MAN_DATE = $(shell date -u -d @$${SOURCE_DATE_EPOCH:-$$(date +%s)} +%F)

# What install builds, built as you, so that `sudo make install` only copies.
install-ready: $(GRIDREPORT) $(GENERATE_MANUAL)

# Checked before anything is built, so that a user without root learns it at once.
install-check:
	@for file in $(INSTALLED); do \
	  dir=$$(dirname "$$DEST/$$file"); \
	  { mkdir -p "$$dir" && [ -w "$$dir" ]; } 2>/dev/null || { \
	    echo "make install: $$DEST is not writable by you: run 'make install-ready && sudo make install', or install for yourself with 'make install PREFIX=~/.local'." >&2; \
	    exit 1; }; \
	done

install: install-check $(BINARY) $(GENERATE_MANUAL)
	install -m 755 $(BINARY) "$$DEST/bin/gridreport"
	@# The help's blank lines become paragraph breaks: mdoc warns about an empty line.
	@manual=$$(mktemp -d) && \
	  $(GENERATE_MANUAL) $(BINARY) --date $(MAN_DATE) --output-directory $$manual && \
	  sed 's/^$$/.Pp/' $$manual/gridreport.1 > $$manual/page && \
	  install -m 644 $$manual/page "$$DEST/$(MAN_PAGE)"; \
	  status=$$?; rm -rf $$manual; exit $$status
	$(BINARY) --generate-completion-script bash > "$$DEST/$(BASH_COMPLETION)"
	$(BINARY) --generate-completion-script zsh > "$$DEST/$(ZSH_COMPLETION)"
	$(BINARY) --generate-completion-script fish > "$$DEST/$(FISH_COMPLETION)"
	@echo "installed gridreport in $$DEST/bin, its man page and its bash, zsh and fish completions"

# The installed files, then the folders they leave empty, up to DEST (not DEST itself).
uninstall:
	@for file in $(INSTALLED); do rm -f "$$DEST/$$file" || exit 1; done
	@for file in $(INSTALLED); do \
	  dir=$$(dirname "$$file"); \
	  while [ "$$dir" != . ] && rmdir "$$DEST/$$dir" 2>/dev/null; do dir=$$(dirname "$$dir"); done; \
	done

demo: build
	$(GRIDREPORT) render Samples/stocks.csv --widths=-1,0.2,0.1,0.1,0.1,0.1 --width 110 --accessory disclosure
	$(GRIDREPORT) render Samples/stocks.csv --mode compact --width 60 --accessory disclosure

# The end-to-end tests run the release build, the binary users install (GRIDREPORT_TEST_BINARY):
# a debug build spends most of each small run in ArgumentParser's debug-only checks, and the
# tests start it some 2,000 times. The in-process tests are the debug build's.
test: test-deps
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory $(GRIDREPORT) $(GENERATE_MANUAL)
	GRIDREPORT_TEST_BINARY="$(CURDIR)/$(GRIDREPORT)" PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test

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
