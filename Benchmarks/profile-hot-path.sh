#!/usr/bin/env bash
# Instructions per request of each stage of proscd's hot path, counted by callgrind (counts do
# not depend on how loaded the machine is). Usage:
#   Benchmarks/profile-hot-path.sh [prosc-load options]   (default: --ops present,dismiss --unanimated --no-event-checks --clients 4 --windows 4 --depth 4 --duration 10)
# Builds release proscd and prosc-load, runs proscd under valgrind --tool=callgrind with
# animation speed 0, loads it, stops it with SIGTERM, and prints the stages per request.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product proscd >&2
swift build -c release --product prosc-load >&2
BIN=$(swift build -c release --show-bin-path)
WORK=$(mktemp -d /tmp/prosc-profile.XXXXXX)
ARGS=("$@")
[ ${#ARGS[@]} -eq 0 ] && ARGS=(--ops present,dismiss --unanimated --no-event-checks --clients 4 --windows 4 --depth 4 --duration 10)

valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out" "$BIN/proscd" --config /dev/null \
    --socket "$WORK/s.sock" --animation-speed 0 --log-level warning > "$WORK/proscd.out" 2> "$WORK/valgrind.err" &
PID=$!
for _ in $(seq 1 600); do [ -S "$WORK/s.sock" ] && break; sleep 0.1; done
N=$("$BIN/prosc-load" --socket "$WORK/s.sock" --json "${ARGS[@]}" | python3 -c "import json,sys; print(json.load(sys.stdin)['requests'])")
kill -TERM $PID; wait $PID || true
callgrind_annotate --tree=calling --inclusive=yes "$WORK/callgrind.out" > "$WORK/tree.txt" 2>/dev/null
echo "requests: $N (profile: $WORK/callgrind.out)"
python3 - "$N" "$WORK/tree.txt" <<'PY'
import re, sys
n = int(sys.argv[1])
stages = [
    ("read path: decode + route", "DispatcherO6handle4line"),
    ("  RPCRequest.decode", "RPCRequestV6decode4line8maxDepth"),
    ("window queue: accept/engine/result", "WindowCoordinatorC6accept"),
    ("  engine apply", "HierarchyEngine0A0V5applyyAA7Outcome"),
    ("inbox drain + fan-out", "drainInbox"),
    ("  EventHub.deliver", "EventHubC7deliver"),
]
seen = {}
for line in open(sys.argv[2]):
    m = re.match(r'\s*([\d,]+) \(\s*[\d.]+%\)\s+\*\s+(.*)', line)
    if not m:
        continue
    for name, symbol in stages:
        if symbol in m.group(2) and name not in seen:
            seen[name] = int(m.group(1).replace(',', ''))
for name, _ in stages:
    if name in seen:
        print(f"{name:40s} {seen[name] / n:9.0f} instructions/request")
PY
