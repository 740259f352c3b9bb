#!/usr/bin/env bash
# The server's cost per unanimated mutation, in instructions (callgrind counts instructions,
# not seconds, so the figure does not depend on how busy the machine is). A release proscd
# runs under `valgrind --tool=callgrind`; the peers benchmark's C client
# (Benchmarks/peers/peers-client.c, --proto prosc) sends unanimated vc.present / vc.dismiss of
# one controller over one connection, and the whole process's instructions (every thread,
# libuv, the Swift runtime, malloc; not the kernel) are read between a zero and a dump of
# callgrind's counters (callgrind_control). Each depth is measured twice, with SMALL and LARGE
# requests, and the figure is the difference over the difference, so the client's set-up
# (a window made per connection), the connection and the callgrind_control interruptions cancel:
#   instructions per request = (I(LARGE) - I(SMALL)) / (LARGE - SMALL)
# Usage: Benchmarks/instructions-per-request.sh [RELEASE_BIN_DIR]
#   IPR_SMALL=2000 IPR_LARGE=12000 requests; IPR_DEPTHS="1 16" requests in flight;
#   IPR_SERVER_ARGS: more proscd flags (e.g. "--write-coalescing-micros 1000000": under callgrind
#   the server runs ~50x slower, so the default 10 µs makes a write per request at any depth;
#   a large value gives the one write per read of a fast machine — docs/performance-history.md,
#   "Writing while working").
# Needs valgrind (installed with apt-get when run as root). The dumps stay in the printed
# directory for callgrind_annotate.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SMALL=${IPR_SMALL:-2000}
LARGE=${IPR_LARGE:-12000}
DEPTHS=${IPR_DEPTHS:-1 16}
if ! command -v valgrind > /dev/null; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >&2
    else
        echo "valgrind is missing; install it with:  sudo apt-get install -y valgrind" >&2; exit 1
    fi
fi
if [ $# -ge 1 ]; then
    BIN=$1
else
    $SWIFT build -c release --product proscd >&2
    BIN=$($SWIFT build -c release --show-bin-path)
fi
WORK=$(mktemp -d /tmp/prosc-ipr.XXXXXX)
# valgrind 3.19 cannot read the DWARF 5 debug information Swift writes: profile a copy without it
# (symbols stay, so callgrind_annotate still names functions).
strip --strip-debug -o "$WORK/proscd" "$BIN/proscd"
cc -O2 -Wall -Wextra -o "$WORK/peers-client" Benchmarks/peers/peers-client.c

valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out.%p" "$WORK/proscd" \
    --config config/proscenium.json --socket "$WORK/s.sock" --animation-speed 0 --log-level warning ${IPR_SERVER_ARGS:-} \
    > "$WORK/proscd.out" 2> "$WORK/valgrind.err" &
PID=$!
trap 'kill -TERM $PID 2>/dev/null || true; wait $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 1200); do grep -q listening "$WORK/proscd.out" 2>/dev/null && break; sleep 0.1; done
grep -q listening "$WORK/proscd.out" || { echo "proscd did not start under valgrind: $(cat "$WORK/valgrind.err")" >&2; exit 1; }

# The whole process's instructions for one client run of N requests at depth D.
measure() {
    local n=$1 d=$2 dump=
    "$WORK/peers-client" --proto prosc --socket "$WORK/s.sock" --count 200 --depth "$d" > /dev/null  # warm
    callgrind_control --zero "$PID" >> "$WORK/callgrind_control.log" 2>&1
    "$WORK/peers-client" --proto prosc --socket "$WORK/s.sock" --count "$n" --depth "$d" > "$WORK/client-$n-$d.json"
    callgrind_control --dump="run-$n-$d" "$PID" >> "$WORK/callgrind_control.log" 2>&1
    for _ in $(seq 1 300); do
        dump=$(grep -lx "desc: Trigger: dump run-$n-$d" "$WORK"/callgrind.out.* 2>/dev/null || true)
        [ -n "$dump" ] && grep -qE '^(summary|totals):' "$dump" && break  # written to the end
        sleep 0.1
    done
    [ -n "$dump" ] || { echo "callgrind wrote no dump for run-$n-$d (see $WORK/callgrind_control.log)" >&2; exit 1; }
    awk '/^(summary|totals):/ { print $2; exit }' "$dump"
}

echo "proscd $("$BIN/proscd" --version | awk '{print $NF}') ($BIN), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')${IPR_SERVER_ARGS:+, flags: $IPR_SERVER_ARGS}; dumps in $WORK"
for d in $DEPTHS; do
    small=$(measure "$SMALL" "$d")
    large=$(measure "$LARGE" "$d")
    awk -v s="$small" -v l="$large" -v ns="$SMALL" -v nl="$LARGE" -v d="$d" 'BEGIN {
        printf "unanimated vc.present/vc.dismiss, %2d in flight: %8.0f instructions per request  (%d requests: %d, %d requests: %d)\n", d, (l - s) / (nl - ns), ns, s, nl, l }'
done
