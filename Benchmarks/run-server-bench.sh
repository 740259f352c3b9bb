#!/usr/bin/env bash
# The server benchmarks of issue 6, side by side in one run: every figure next to a
# ping-only load (socket and framing alone) and a raw libuv line echo server (the floor).
# Usage: Benchmarks/run-server-bench.sh            (BENCH_SECONDS=3 per load by default)
# Builds release proscd and prosc-load, starts private servers on temporary sockets,
# prints one summary table with each figure's target and ratio; the raw JSON of every run
# stays in the printed work directory.
set -euo pipefail
cd "$(dirname "$0")/.."
D=${BENCH_SECONDS:-3}
SWIFT=${SWIFT:-swift}

$SWIFT build -c release --product proscd >&2
$SWIFT build -c release --product prosc-load >&2
BIN=$($SWIFT build -c release --show-bin-path)
WORK=$(mktemp -d /tmp/prosc-bench.XXXXXX)
cc -O2 -Wall -o "$WORK/uv-echo" Benchmarks/uv-echo/uv-echo.c -luv
ulimit -n "$(ulimit -Hn)"
echo "work directory: $WORK (ulimit -n $(ulimit -n), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))" >&2

PIDS=()
# start NAME COMMAND...: runs a server in the background and waits for its "listening" line.
start() {
    local name=$1; shift
    "$@" > "$WORK/$name.out" 2> "$WORK/$name.err" &
    PIDS+=($!)
    for _ in $(seq 1 300); do
        grep -q "listening" "$WORK/$name.out" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "$name did not start: $(cat "$WORK/$name.err")" >&2
    exit 1
}
stop_all() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; PIDS=(); }
trap stop_all EXIT

proscd() {
    start "$1" "$BIN/proscd" --config config/proscenium.json --socket "$WORK/$1.sock" --animation-speed 0 --log-level warning
}

# load NAME SERVER ARGS...: one prosc-load run, its JSON kept as NAME.json (a run with
# invariant violations exits 1; its figures are still reported, marked in the table).
load() {
    local name=$1 server=$2; shift 2
    echo "  $name: prosc-load --socket $server.sock $*" >&2
    timeout 600 "$BIN/prosc-load" --socket "$WORK/$server.sock" --json "$@" > "$WORK/$name.json" || echo "    (exit $?)" >&2
}

start echo "$WORK/uv-echo" "$WORK/echo.sock"
proscd main
P=(--duration "$D" --animation-speed 0)
MUT=(--ops present,dismiss --unanimated --no-event-checks)

echo "one client, one request at a time" >&2
load echo-1 echo --echo --clients 1 "${P[@]}"
load ping-1 main --ops ping --clients 1 "${P[@]}"
load ping-1-raw main --raw --ops ping --clients 1 "${P[@]}"
load present-1 main "${MUT[@]}" --clients 1 --windows 1 "${P[@]}"
load present-1-k16 main "${MUT[@]}" --clients 1 --windows 1 --depth 16 "${P[@]}"

echo "64 clients x 64 windows" >&2
load echo-64 echo --echo --clients 64 --processes 2 "${P[@]}"
load echo-64-k16 echo --echo --clients 64 --depth 16 --processes 2 "${P[@]}"
load ping-64 main --ops ping --clients 64 --processes 2 "${P[@]}"
load ping-64-raw main --raw --ops ping --clients 64 --processes 2 "${P[@]}"
load ping-64-k16-raw main --raw --ops ping --clients 64 --depth 16 --processes 2 "${P[@]}"
load present-64 main "${MUT[@]}" --clients 64 --windows 64 --processes 2 "${P[@]}"
load present-64-k16 main "${MUT[@]}" --clients 64 --windows 64 --depth 16 --processes 2 "${P[@]}"
load present-64-raw main --raw "${MUT[@]}" --clients 64 --windows 64 --processes 2 "${P[@]}"
load present-64-k16-raw main --raw "${MUT[@]}" --clients 64 --windows 64 --depth 16 --processes 2 "${P[@]}"

echo "tree of a 1,000-controller hierarchy" >&2
load tree-1000 main --raw --ops tree --windows 1 --stack-size 1000 --clients 1 "${P[@]}"
load tree-1000-k4 main --raw --ops tree --windows 1 --stack-size 1000 --clients 2 --depth 4 "${P[@]}"

echo "event fan-out: 100 subscribers of one busy window" >&2
load fanout-100 main "${MUT[@]}" --clients 1 --windows 1 --subscribers 100 "${P[@]}"
stop_all

echo "memory (a fresh server each)" >&2
proscd idle1k
load idle-1000 idle1k --ops ping --count 1 --idle-connections 1000 --animation-speed 0
stop_all
proscd idle10k
load idle-10000 idle10k --ops ping --count 1 --idle-connections 10000 --animation-speed 0
stop_all
proscd vcs
load controllers-100000 vcs --raw --ops tree --count 1 --windows 1 --stack-size 100000 --animation-speed 0
stop_all

python3 - "$WORK" <<'PY'
import json, os, sys
work = sys.argv[1]
def r(name):
    try:
        with open(os.path.join(work, name + ".json")) as f: return json.load(f)
    except Exception: return None
def rps(n): x = r(n); return x and x["requestsPerSecond"]
def p(n, q): x = r(n); return x and x["latencyMicros"][q]
def srv(n, k): x = r(n); return x and x["server"].get(k)
def bad(n):
    x = r(n)
    if x is None: return ""
    errors = sum(x["errors"]["unexpected"].values())
    return (" (violations: %d)" % len(x["violations"]) if x["violations"] else "") + (" (errors: %d)" % errors if errors else "")
rows = []
def row(figure, value, unit, target, ratio):
    rows.append((figure, "-" if value is None else ("%.1f" % value if isinstance(value, float) and value < 100 else "{:,.0f}".format(value)) + " " + unit, target, ratio))
def ratio(a, b, fmt="%.2f×"):
    return "-" if not a or not b else fmt % (a / b)
row("raw libuv echo, 1×1: p50", p("echo-1", "p50"), "µs", "floor", "")
row("ping, 1×1 (client library): p50", p("ping-1", "p50"), "µs", "", ratio(p("ping-1", "p50"), p("echo-1", "p50")) + " echo")
row("ping, 1×1 (raw client): p50", p("ping-1-raw", "p50"), "µs", "", ratio(p("ping-1-raw", "p50"), p("echo-1", "p50")) + " echo")
row("present/dismiss unanimated, 1×1: p50" + bad("present-1"), p("present-1", "p50"), "µs", "≤ 2× echo p50", ratio(p("present-1", "p50"), p("echo-1", "p50")) + " echo")
row("present/dismiss unanimated, 1×1: p99", p("present-1", "p99"), "µs", "", "")
row("present/dismiss unanimated, 1×1", rps("present-1"), "ops/s", "", ratio(rps("present-1"), rps("ping-1")) + " ping")
row("present/dismiss unanimated, 1 client, K=16" + bad("present-1-k16"), rps("present-1-k16"), "req/s", "≥ 3× K=1", ratio(rps("present-1-k16"), rps("present-1")) + " K=1")
row("raw libuv echo, 64 clients", rps("echo-64"), "req/s", "floor", "")
row("raw libuv echo, 64 clients, K=16", rps("echo-64-k16"), "req/s", "floor", "")
row("ping, 64 clients (client library)", rps("ping-64"), "req/s", "", ratio(rps("ping-64"), rps("echo-64")) + " echo")
row("ping, 64 clients (raw client)", rps("ping-64-raw"), "req/s", "", ratio(rps("ping-64-raw"), rps("echo-64")) + " echo")
row("ping, 64 clients, K=16 (raw client)", rps("ping-64-k16-raw"), "req/s", "", ratio(rps("ping-64-k16-raw"), rps("echo-64-k16")) + " echo")
row("present/dismiss, 64×64, K=1 (client library, model checked)" + bad("present-64"), rps("present-64"), "req/s", "≥ 70,000 (¼ echo)", ratio(rps("present-64"), 70000.0) + " target")
row("present/dismiss, 64×64, K=16 (client library, model checked)" + bad("present-64-k16"), rps("present-64-k16"), "req/s", "≥ 3× K=1", ratio(rps("present-64-k16"), rps("present-64")) + " K=1")
row("present/dismiss, 64×64, K=1 (raw client)" + bad("present-64-raw"), rps("present-64-raw"), "req/s", "≥ 70,000 (¼ echo)", ratio(rps("present-64-raw"), 70000.0) + " target")
row("present/dismiss, 64×64, K=16 (raw client)" + bad("present-64-k16-raw"), rps("present-64-k16-raw"), "req/s", "≥ 3× K=1", ratio(rps("present-64-k16-raw"), rps("present-64-raw")) + " K=1")
row("tree of 1,000 controllers, 1 client", rps("tree-1000"), "trees/s", "≥ 8,000", ratio(rps("tree-1000"), 8000.0) + " target")
row("tree of 1,000 controllers, 2×4 in flight", rps("tree-1000-k4"), "trees/s", "≥ 8,000", ratio(rps("tree-1000-k4"), 8000.0) + " target")
for n, k in (("idle-1000", 1000), ("idle-10000", 10000)):
    b = srv(n, "bytesPerIdleConnection")
    row("idle connections: %s, bytes each" % "{:,}".format(k), b, "B", "≤ 4,096", ratio(b, 4096.0) + " target")
b = srv("controllers-100000", "bytesPerController")
row("100,000 controllers: bytes each", b, "B", "≤ 2,048", ratio(b, 2048.0) + " target")
f = r("fanout-100")
row("fan-out, 100 subscribers: events delivered" + bad("fanout-100"), f and f["eventsReceived"] / max(f["seconds"], 1e-9), "events/s", "", "dropped %s" % (f and f["eventsDropped"]))
row("fan-out, 100 subscribers: driving ops", rps("fanout-100"), "ops/s", "", ratio(rps("fanout-100"), rps("present-1")) + " no subscribers")
w = max(len(x[0]) for x in rows)
print("%-*s  %18s  %-20s  %s" % (w, "figure", "measured", "target", "ratio"))
for a, b, c, d in rows: print("%-*s  %18s  %-20s  %s" % (w, a, b, c, d))
cpu = [(n, r(n)) for n in ("ping-64", "ping-64-raw", "present-1-k16", "present-64", "present-64-k16", "present-64-raw", "present-64-k16-raw")]
for n, x in cpu:
    if x: print("%s: server CPU %s%% of one core, client CPU %.2f s over %.2f s" % (n, x["server"].get("cpuPercent"), x["clientCPUSeconds"], x["seconds"]))
PY
