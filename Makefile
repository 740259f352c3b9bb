# Proscenium: the two commands a user needs are `make run` and `make test`.
SWIFT  ?= swift
CONFIG ?= config/proscenium.json
PYTHON ?= python3
BIN    := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)

.PHONY: deps build run test release bench bench-server clean restore-test completions oneshot bench-oneshot faults asan tsan

# libuv comes from Debian's libuv1-dev. Installed automatically when we are root.
deps:
	@if [ ! -f /usr/include/uv.h ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing libuv1-dev with apt-get"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libuv1-dev pkg-config; \
	  else \
	    echo "libuv is missing; install it with:  sudo apt-get install -y libuv1-dev pkg-config" >&2; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# Starts proscd in the foreground with the default config (Ctrl-C stops it cleanly).
run: build
	exec $(BIN)/proscd --config $(CONFIG)

# Every test: engine, storyboards, wire protocol, libuv wrapper, server integration, end to end.
test: deps
	$(SWIFT) build
	$(SWIFT) test
	PROSCD=$(BIN)/proscd $(PYTHON) -m unittest discover -s clients/python/tests -t clients/python

release: deps
	$(SWIFT) build -c release

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/engine-bench

# prosc's shell completion scripts (committed; a test checks they are current).
completions:
	$(SWIFT) build --product prosc
	mkdir -p clients/prosc/completions
	$(BIN)/prosc --generate-completion-script bash > clients/prosc/completions/prosc.bash
	$(BIN)/prosc --generate-completion-script zsh > clients/prosc/completions/_prosc
	$(BIN)/prosc --generate-completion-script fish > clients/prosc/completions/prosc.fish

# The C one-shot client that is prosc's start-up baseline (docs/performance.md, "One-shot client").
oneshot: .build/oneshot-tree
.build/oneshot-tree: Benchmarks/oneshot/oneshot-tree.c
	mkdir -p .build
	cc -O2 -Wall -Wextra -o $@ $<

# One-shot `prosc tree` against the C baseline, with hyperfine, on a private release proscd.
bench-oneshot: oneshot
	$(SWIFT) build -c release --product proscd
	$(SWIFT) build -c release --product prosc
	Benchmarks/oneshot/measure.sh $$($(SWIFT) build -c release --show-bin-path)

# proscd under load (issue 6): every figure beside a ping-only load and a raw libuv echo.
bench-server: deps
	Benchmarks/run-server-bench.sh

# State restoration (docs/restoration.md): kills proscd with SIGKILL at random points under load
# RESTORE_KILLS times (default 100) and checks every restart; prints kills survived and mismatches.
RESTORE_KILLS ?= 100
restore-test: deps
	$(SWIFT) build --build-tests
	RESTORE_KILLS=$(RESTORE_KILLS) $(SWIFT) test --skip-build --filter RestorationTests.CrashTests

# Fault injection (issue 7 item 2): 1,000 SIGKILLed clients, a stalled subscriber's effect on
# latency, EMFILE, 10,000 connections; prints the figures of docs/reliability-faults.md.
faults: build
	clients/prosc-faults/run-faults.sh

# The integration suite under AddressSanitizer / ThreadSanitizer, each in its own scratch path
# (SANITIZE_FILTER narrows the tests; default: the server integration tests, whose proscd and
# prosc-faults are built with the same sanitizer). .ci/lsan.supp lists the leak reports that are
# not ours (Swift weak-reference side tables, the test runner, FoundationXML).
SANITIZE_FILTER ?= ServerTests
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS="suppressions=$(CURDIR)/.ci/lsan.supp $${LSAN_OPTIONS:-}" \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --filter '$(SANITIZE_FILTER)'

tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1 $${TSAN_OPTIONS:-}" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(SANITIZE_FILTER)'

clean:
	rm -rf .build .build-asan .build-tsan
