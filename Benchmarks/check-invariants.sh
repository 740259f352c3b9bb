#!/bin/sh
# What `server.checkInvariants` costs on big hierarchies (docs/reliability.md): a private proscd
# from BIN_DIR, filled by prosc-load with 500 windows of 6 controllers, then with one window
# holding a navigation stack of 100,000, and the check timed with hyperfine through prosc-cli.
# Usage: Benchmarks/check-invariants.sh RELEASE_BIN_DIR
set -eu
BIN=$1
DIR=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill $PID 2>/dev/null; rm -rf "$DIR"' EXIT
measure() {  # measure NAME PROSC-LOAD-ARGS...
    name=$1; shift
    "$BIN/proscd" --config /dev/null --socket "$DIR/$name.sock" --log-level warning > "$DIR/$name.out" 2>&1 &
    PID=$!
    while ! grep -q listening "$DIR/$name.out" 2>/dev/null; do sleep 0.05; done
    "$BIN/prosc-load" --socket "$DIR/$name.sock" --raw --ops tree --count 1 --animation-speed 0 "$@" > /dev/null
    echo "$name: $("$BIN/prosc-cli" server stats --json --socket "$DIR/$name.sock" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(int(d.get("viewControllers")), "controllers,", int(d.get("windows")), "windows")')"
    "$BIN/prosc-cli" server check-invariants --socket "$DIR/$name.sock" --timeout 600
    hyperfine -N --warmup 1 --runs ${RUNS:-5} "$BIN/prosc-cli server check-invariants --json --timeout 600 --socket $DIR/$name.sock" 2>&1 | grep -E "Time|Range"
    kill $PID; wait $PID 2>/dev/null || true; PID=
}
measure windows-500x6 --windows 500 --stack-size 6
measure stack-100000 --windows 1 --stack-size 100000
