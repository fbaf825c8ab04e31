# widgetty — the two commands are `make run` and `make test`; `make` alone lists every target.
SWIFT   ?= swift
# The C compiler beside swift, which knows where the C++ library it links against lives.
CLANG   ?= $(dir $(realpath $(shell command -v $(SWIFT))))clang
PREFIX  ?= /usr/local
RELEASE := .build/release

# Debian packages: libncursesw5-dev and pkg-config to build, libcurl4-openssl-dev for
# the fetch helper (`widgetty --fetch-helper`, on libcurl's easy interface, opened at run time), libical-dev for the
# calendar widget (iCalendar parsing, recurrence and time zones; its headers to build, and
# libical3, which it brings, opened at run time), ncurses-term
# for the 24-bit (*-direct) terminfo entries used when COLORTERM=truecolor, tmux for the tests.

.PHONY: help setup setup-test build release run test docs state-pictures bench fuzz install uninstall clean
.DEFAULT_GOAL := help

## help: list the targets (also what `make` alone does)
help:
	@echo "widgetty: make TARGET, where TARGET is one of"
	@sed -n 's/^## \([a-z-]*\): /  \1\t/p' $(MAKEFILE_LIST) | expand -t 16

## setup: install the Debian packages the build needs (as root), or say how
setup:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw5-dev"; \
	pkg-config --exists libcurl 2>/dev/null || missing="$$missing libcurl4-openssl-dev"; \
	pkg-config --exists libical 2>/dev/null || missing="$$missing libical-dev"; \
	[ -e /usr/share/terminfo/x/xterm-direct ] || missing="$$missing ncurses-term"; \
	[ -e /usr/share/zoneinfo/Europe/Berlin ] || missing="$$missing tzdata"; \
	$(MAKE) --no-print-directory install-packages PACKAGES="$$missing"

# The C locales the date tests read (weekday and month names in their languages).
TEST_LOCALES := en_US en_GB ja_JP de_DE fr_FR

## setup-test: setup, plus tmux for the end-to-end tests and the locales the date tests read
setup-test: setup
	@missing=""; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v locale-gen >/dev/null 2>&1 || missing="$$missing locales"; \
	$(MAKE) --no-print-directory install-packages PACKAGES="$$missing"
	@absent=""; \
	for name in $(TEST_LOCALES); do \
	  locale -a 2>/dev/null | grep -qix "$$name.utf8" || absent="$$absent $$name"; \
	done; \
	if [ -n "$$absent" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Generating locales:$$absent"; \
	    for name in $$absent; do \
	      sed -i "s/^# *$$name.UTF-8 UTF-8/$$name.UTF-8 UTF-8/" /etc/locale.gen; \
	      grep -q "^$$name.UTF-8 UTF-8" /etc/locale.gen || echo "$$name.UTF-8 UTF-8" >> /etc/locale.gen; \
	    done; \
	    locale-gen >/dev/null; \
	  else \
	    echo "The date tests need these locales:$$absent"; \
	    echo "As root: add a line 'NAME.UTF-8 UTF-8' for each to /etc/locale.gen, then run locale-gen"; \
	    exit 1; \
	  fi; \
	fi

.PHONY: install-packages
install-packages:
	@if [ -n "$(strip $(PACKAGES))" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing: $(strip $(PACKAGES))"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(PACKAGES); \
	  else \
	    echo "widgetty needs these Debian packages: $(strip $(PACKAGES))"; \
	    echo "Install them with:  sudo apt-get install -y $(strip $(PACKAGES))"; \
	    exit 1; \
	  fi; \
	fi

## build: a debug build (.build/debug)
build: setup
	$(SWIFT) build

# Release builds link the Swift runtime statically: the installed binary needs nothing
# from the toolchain at run time, starts faster and keeps less resident (BENCHMARKS.md).
# One `swift build` (the whole package builds in release), so `make run`,
# `make install` and `make bench` share one build plan: once built, `make release` links nothing.
# Every module (the dependencies too) is optimised for size and puts each function in a section of its own, which the
# link's --gc-sections drops when nothing calls it: 20.3 MB stripped becomes 19.1 MB, under the 20 MB install check,
# and the minute clock keeps 1.5 MB less resident; CPU at rest and the first frame do not move (BENCHMARKS.md).
RELEASE_FLAGS := -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -function-sections
# Linked by lld with packed relative relocations (DT_RELR): the loader's relocation table shrinks from 1.2 MB to 10 KB,
# 1.3 MB of file and 1.1-1.5 MB of a minute clock's resident memory (BENCHMARKS.md). Every module is compiled without the
# autolink entries of the full Foundation and ICU, which TOMLKit's `import struct Foundation.Data` names though no
# symbol of them is used: lld, unlike gold, would take FoundationEssentials' weak definitions from libFoundation.a and
# pull in all of ICU with it. Without the entries, a use of the full Foundation fails the link instead of shipping it.
NO_FOUNDATION_LINK := $(foreach library,Foundation FoundationInternationalization CoreFoundation _FoundationICU,\
	-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc $(library))
RELEASE_FLAGS += $(NO_FOUNDATION_LINK) -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
# Functions laid out in the order a start and a minute at rest run them (scripts/symbol-order.txt, written from a callgrind
# profile of the minute clock and the demo by scripts/symbol-order.py), so that they share fewer 64 KB windows of the
# kernel's fault-around: a clock with seconds keeps 4.6 MB of code mapped, not 6.5, and the start takes 5 % less CPU
# (BENCHMARKS.md). A name the code no longer has is skipped.
RELEASE_FLAGS += -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/symbol-order.txt -Xlinker --no-warn-symbol-ordering
# The C++ library (which the Swift runtime and TOMLKit's toml++ use) linked in, not loaded: as a shared library its
# 2,300 relocations, most looked up by name at every start, took 0.9 ms of a minute clock's 10.7 ms of CPU to its first
# frame; linked in, 0.5 MB more file (BENCHMARKS.md). The linker looks for `-lstdc++` in this folder first, where only
# the archive is.
STATIC_CXX := $(CURDIR)/.build/static-cxx
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -L$(STATIC_CXX)
# GCC's support library (the unwinder the C++ code's exceptions use) linked in too: loading libgcc_s, whose
# constructor asks the processor for its features, cost the start 0.44 ms on a VM where that traps (BENCHMARKS.md).
# Every exception it unwinds is thrown and caught inside the program (toml++'s, in TOMLKit).
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
# No $ORIGIN in the run path: it has no library beside it, and the loader looked for each of the five it loads in
# 24 folders under the program's own before the system's, at every start.
RELEASE_FLAGS += --disable-local-rpath
# Generic types' metadata through their accessors, not looked up by mangled name: a lookup decodes the name and checks
# each requirement by scanning the program's 5,000 protocol conformances, which was 12 % of the start's CPU; the start
# to the first frame took 0.4 ms less, for 78 KB more file (BENCHMARKS.md).
RELEASE_FLAGS += -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
## release: an optimised build of widgetty (.build/release)
release: setup $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build -c release --static-swift-stdlib --product widgetty $(RELEASE_FLAGS)

$(STATIC_CXX)/libstdc++.a:
	mkdir -p $(STATIC_CXX)
	ln -sf "$$($(CLANG) -print-file-name=libstdc++.a)" $@

## run: build and start the dashboard (the embedded demo when there is no config file)
run: release
	.build/release/widgetty $(ARGS)

## test: every unit, golden and end-to-end test (the end-to-end ones run in tmux), and every fuzz seed and crash found
test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## fuzz: build the libFuzzer binary (Fuzz/) and run each target FUZZ_SECONDS (default 600), one per processor at a time
FUZZ_SECONDS ?= 600
fuzz: setup fuzz-build
	scripts/fuzz.sh .build-fuzz/debug/widgetty-fuzz $(FUZZ_SECONDS)

.PHONY: fuzz-build
fuzz-build:
	@# SwiftPM keeps the build plan of a path dependency (the root package) and would miss files added since.
	@rm -f .build-fuzz/debug.yaml .build-fuzz/debug/description.json
	cd Fuzz && $(SWIFT) build --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer

# BEFORE=DIR: a folder of an earlier build's executables (DIR/widgetty, and the widgetty-fetch beside it in the two-program
# builds), which scripts/bench-versus-btop.sh measures as a "before" column beside this build and btop, in the same run.
BEFORE ?=
## bench: release-build benchmarks (ordo-one/benchmark, the binary in tmux, beside btop; BEFORE=DIR adds the build in DIR); figures go to BENCHMARKS.md
bench: release setup-test
	@command -v btop >/dev/null 2>&1 || $(MAKE) --no-print-directory install-packages PACKAGES=btop
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress
	scripts/bench-terminal.sh .build/release/widgetty
	scripts/bench-wakeups.sh .build/release/widgetty 60
	scripts/bench-wakeups.sh .build/release/widgetty 60 demo
	scripts/bench-wakeups.sh .build/release/widgetty 120 system
	scripts/bench-wakeups.sh .build/release/widgetty 60 stack
	scripts/bench-wakeups.sh .build/release/widgetty 320 command
	scripts/bench-wakeups.sh .build/release/widgetty 60 listen
	scripts/bench-hostile-memory.py .build/release/widgetty
	scripts/bench-hostile-inputs.py .build/release/widgetty
	@set --; if [ -n "$(BEFORE)" ]; then \
	  if [ -x "$(BEFORE)/widgetty" ]; then set -- --before "$(BEFORE)"; \
	  else echo "make bench: BEFORE=$(BEFORE) holds no executable widgetty; the table beside btop has no before column"; fi; \
	fi; \
	echo scripts/bench-versus-btop.sh "$$@" .build/release/widgetty; \
	scripts/bench-versus-btop.sh "$$@" .build/release/widgetty

## docs: regenerate docs/images (SVG pictures from `widgetty render --svg`) and the generated tables in docs/
docs: build
	scripts/make-docs.sh .build/debug/widgetty

## state-pictures: redraw docs/states, every state in dark and light at 49 and 160 columns as PNG (needs rsvg-convert)
state-pictures: build
	scripts/make-state-pictures.sh .build/debug/widgetty

## install: the program (stripped), man page, bash/zsh/fish completions, config.example.toml into DESTDIR+PREFIX (/usr/local)
# What ships is checked first: no ICU, no full Foundation, no libcurl linked, under 20 MB stripped (make test checks
# the debug build's links and symbols, ShippedBinaryTests; the size needs this release build).
install: release
	scripts/check-shipped-binary.sh --size-limit-mb 20 "$(RELEASE)/widgetty"
	scripts/install.sh install "$(RELEASE)" "$(DESTDIR)$(PREFIX)"

## uninstall: remove exactly what `make install` put there (same PREFIX and DESTDIR), and an earlier install's widgetty-fetch
uninstall:
	scripts/install.sh uninstall "$(RELEASE)" "$(DESTDIR)$(PREFIX)"

## clean: remove every build
clean:
	$(SWIFT) package clean
	rm -rf .build
