#!/usr/bin/env bash
# Instructions per request of proscd's hot path, counted by callgrind (counts do not depend on
# how loaded the machine is). Usage:
#   Benchmarks/profile-hot-path.sh [prosc-load options]   (default: --ops present,dismiss --unanimated --no-event-checks --clients 4 --windows 4 --depth 4 --count 20000)
# Builds release proscd and prosc-load, runs proscd under valgrind --tool=callgrind with
# animation speed 0, loads it, stops it with SIGTERM, and prints the instructions per request:
# the whole process (the loaded run's total minus an idle run's start-up and shutdown, divided
# by the requests answered) and the stages of the path. PROSCD=path profiles another binary
# (an older build kept for comparison).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product proscd >&2
swift build -c release --product prosc-load >&2
BIN=$(swift build -c release --show-bin-path)
PROSCD=${PROSCD:-$BIN/proscd}
WORK=$(mktemp -d /tmp/prosc-profile.XXXXXX)
ARGS=("$@")
[ ${#ARGS[@]} -eq 0 ] && ARGS=(--ops present,dismiss --unanimated --no-event-checks --clients 4 --windows 4 --depth 4 --count 20000)

# Runs proscd under callgrind into $WORK/$1.out; with a second argument, loads it with prosc-load
# and prints the number of requests answered.
profile() {
    local name=$1 load=${2:-}
    valgrind --tool=callgrind --callgrind-out-file="$WORK/$name.out" "$PROSCD" --config /dev/null \
        --socket "$WORK/$name.sock" --animation-speed 0 --log-level warning > "$WORK/$name.stdout" 2> "$WORK/$name.err" &
    local pid=$!
    for _ in $(seq 1 600); do [ -S "$WORK/$name.sock" ] && break; sleep 0.1; done
    if [ -n "$load" ]; then
        "$BIN/prosc-load" --socket "$WORK/$name.sock" --json "${ARGS[@]}" \
            | python3 -c "import json,sys; print(json.load(sys.stdin)['requests'])" > "$WORK/$name.requests"
    else
        echo 0 > "$WORK/$name.requests"
    fi
    kill -TERM $pid; wait $pid || true
}
profile idle
profile loaded yes
N=$(cat "$WORK/loaded.requests")
total() { grep -E '^(summary|totals):' "$WORK/$1.out" | tail -1 | awk '{print $2}'; }
callgrind_annotate --tree=calling --inclusive=yes "$WORK/loaded.out" > "$WORK/tree.txt" 2>/dev/null
echo "requests: $N (profile: $WORK/loaded.out)"
python3 - "$N" "$(total idle)" "$(total loaded)" "$WORK/tree.txt" <<'PY'
import re, sys
n, idle, loaded = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
print(f"{'whole process (loaded - idle)':40s} {(loaded - idle) / n:9.0f} instructions/request")
stages = [
    ("read path: frame + dispatch + route", "Connection", "receive"),
    ("  envelope decode", "RPCRequest", "decode"),
    ("  window queue: coordinator", "WindowCoordinator", "submit"),
    ("  engine apply", "Hierarchy", "apply"),
    ("inbox drain + fan-out", "Server", "drainInbox"),
    ("  EventHub.deliver", "EventHub", "deliver"),
]
seen = {}
for line in open(sys.argv[4]):
    m = re.match(r'\s*([\d,]+) \(\s*[\d.]+%\)\s+\*\s+(.*)', line)
    if not m:
        continue
    symbol = m.group(2)
    for name, owner, member in stages:
        if name not in seen and owner in symbol and re.search(r'\d' + member + r'[A-Z_0-9]', symbol):
            seen[name] = int(m.group(1).replace(',', ''))
for name, _, _ in stages:
    if name in seen:
        print(f"{name:40s} {seen[name] / n:9.0f} instructions/request")
PY
