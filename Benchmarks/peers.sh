#!/usr/bin/env bash
# Peers side by side (issue 17, docs/performance-history.md "Peers side by side"): tree-mutating IPC
# servers on Unix sockets, each driven by the same C client (Benchmarks/peers/peers-client.c)
# over ONE connection, one request in flight and then PEERS_DEPTH in flight, server pinned to
# one CPU and client to another, in one run:
#   sway    headless (WLR_BACKENDS=headless), i3-IPC RUN_COMMAND `workspace b1` / `workspace b2`
#   tmux    control mode (`tmux -C attach`), `select-window -t :0` / `:1`
#   echo    a raw libuv line echo (Benchmarks/uv-echo) of proscd's request lines: the limit
#   proscd  release build, unanimated `vc.present` / `vc.dismiss` of one controller
# Prints one table (each figure's ratio to sway and to the echo) and keeps the raw runs under
# .build/bench-peers/<UTC timestamp>/.
#
# Usage: Benchmarks/peers.sh        (or `make bench-peers`)
# Settings (environment):
#   PEERS_RUNS=3          runs of every server and depth (interleaved: run 1 of all, run 2 ...)
#   PEERS_SECONDS=3       measured seconds per run (after PEERS_WARMUP=0.5 s not counted)
#   PEERS_DEPTH=16        requests in flight in the pipelined runs (a list, "16 64 256", runs each)
#   PEERS_SERVERS="sway tmux echo proscd"   which servers
#   PEERS_COALESCING="0 5 1000000"  also runs one more proscd per value, started with
#                         --write-coalescing-micros VALUE (rows "proscd-cVALUE"), interleaved
#                         with the rest: how long output waits to be written with later
#                         replies (docs/performance-history.md, "Writing while working")
#   PEERS_SERVER_CPU=0 PEERS_CLIENT_CPU=1  the CPUs servers and client are pinned to
#   PEERS_MAX_BUSY=10     quiet-machine gate: the most CPU, in % of the whole machine, that
#                         everything else may use (sampled from /proc/stat, see below)
#   PEERS_GATE_WAIT=120   seconds to wait for the machine to become quiet before refusing
#   PEERS_FORCE=1         run on a busy machine anyway; the table is then labelled BUSY
#   PEERS_SMOKE=1         a check of the harness: 1 run of 0.2 s, gate forced, exit 1 unless
#                         every server answered without an error
# Needs sway, tmux, libuv1-dev (cc, python3, taskset from util-linux); installs the missing
# ones with apt-get when run as root. sway runs as the system user `peers-bench` (created when
# missing) when the script runs as root, with its own XDG_RUNTIME_DIR.
#
# The quiet-machine gate: with every server started and idle, /proc/stat is sampled over one
# second; the machine is quiet when the busy time (user+nice+system+irq+softirq) of all CPUs is
# at most PEERS_MAX_BUSY % of their total time and that of each pinned CPU at most twice that.
# The gate re-samples for up to PEERS_GATE_WAIT seconds, then refuses (exit 3) unless
# PEERS_FORCE=1. During each run the client also measures the CPU time used by neither the
# server nor itself ("others"), reported per row; runs where it exceeds the same limit are
# marked in the table.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
RUNS=${PEERS_RUNS:-3}
SECS=${PEERS_SECONDS:-3}
WARMUP=${PEERS_WARMUP:-0.5}
DEPTH=${PEERS_DEPTH:-16}
SERVERS=${PEERS_SERVERS:-sway tmux echo proscd}
BASE_SERVERS=$SERVERS
for v in ${PEERS_COALESCING:-}; do SERVERS="$SERVERS proscd-c$v"; done
SCPU=${PEERS_SERVER_CPU:-0}
CCPU=${PEERS_CLIENT_CPU:-1}
MAX_BUSY=${PEERS_MAX_BUSY:-10}
GATE_WAIT=${PEERS_GATE_WAIT:-120}
FORCE=${PEERS_FORCE:-0}
if [ "${PEERS_SMOKE:-0}" = 1 ]; then RUNS=1; SECS=${PEERS_SECONDS:-0.2}; WARMUP=${PEERS_WARMUP:-0.1}; FORCE=1; fi
BENCH_USER=peers-bench

# ---- what it needs ----
missing=()
command -v sway > /dev/null || missing+=(sway)
command -v tmux > /dev/null || missing+=(tmux)
[ -f /usr/include/uv.h ] || missing+=(libuv1-dev)
command -v taskset > /dev/null || missing+=(util-linux)
command -v cc > /dev/null || missing+=(gcc)
command -v python3 > /dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "installing ${missing[*]} with apt-get" >&2
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
    else
        echo "missing: ${missing[*]}; install with:  sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi
if [ "$(nproc)" -lt 2 ]; then echo "needs two CPUs to pin server and client apart (found $(nproc))" >&2; exit 1; fi

# ---- builds ----
OUT=.build/bench-peers/$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$OUT"
OUT=$ROOT/$OUT
if [[ " $SERVERS " == *" proscd"* ]]; then
    $SWIFT build -c release --product proscd >&2
    BIN=$($SWIFT build -c release --show-bin-path)
fi
cc -O2 -Wall -Wextra -o "$OUT/peers-client" Benchmarks/peers/peers-client.c
cc -O2 -Wall -o "$OUT/uv-echo" Benchmarks/uv-echo/uv-echo.c -luv

# Sockets live in a short private directory (a Unix socket path is at most 107 bytes).
SOCK=$(mktemp -d /tmp/peers.XXXXXX)
chmod 711 "$SOCK"
PIDS=()
SWAY_PID=
cleanup() {
    if [ -n "$SWAY_PID" ]; then kill "$SWAY_PID" 2>/dev/null || true; fi
    if [ -S "$SOCK/tmux.sock" ]; then tmux -S "$SOCK/tmux.sock" kill-server 2>/dev/null || true; fi
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
    rm -rf "$SOCK"
}
trap cleanup EXIT

# waitfor WHAT SECONDS TEST...: polls TEST every 0.1 s.
waitfor() {
    local what=$1 n=$(( $2 * 10 )); shift 2
    for _ in $(seq 1 $n); do "$@" && return 0; sleep 0.1; done
    echo "$what did not start" >&2
    return 1
}

declare -A SERVER_PID LABEL
VERSIONS=""

start_echo() {
    taskset -c "$SCPU" "$OUT/uv-echo" "$SOCK/echo.sock" > "$OUT/echo.log" 2>&1 &
    PIDS+=($!); SERVER_PID[echo]=$!
    waitfor uv-echo 10 grep -qs listening "$OUT/echo.log"
    LABEL[echo]="raw libuv echo of proscd's lines (libuv $(pkg-config --modversion libuv 2>/dev/null || echo '?'))"
}

start_proscd() {  # [MICROS]: a variant started with --write-coalescing-micros MICROS
    local name=proscd extra=() note=""
    if [ $# -ge 1 ]; then name=proscd-c$1; extra=(--write-coalescing-micros "$1"); note=", writeCoalescingMicros $1"; fi
    taskset -c "$SCPU" "$BIN/proscd" --config config/proscenium.json --socket "$SOCK/$name.sock" \
        --animation-speed 0 --log-level warning "${extra[@]}" > "$OUT/$name.log" 2>&1 &
    PIDS+=($!); SERVER_PID[$name]=$!
    waitfor "$name" 60 grep -qs listening "$OUT/$name.log"
    LABEL[$name]="proscd $("$BIN/proscd" --version | awk '{print $NF}'), unanimated vc.present/vc.dismiss$note"
}

start_tmux() {
    # A private server (its own socket, no config file) with one session of two windows whose
    # panes sleep; forked from a pinned client, the server keeps the pinning.
    taskset -c "$SCPU" tmux -S "$SOCK/tmux.sock" -f /dev/null new-session -d -s bench -x 80 -y 24 'exec sleep 1000000'
    tmux -S "$SOCK/tmux.sock" new-window -d -t bench 'exec sleep 1000000'
    SERVER_PID[tmux]=$(tmux -S "$SOCK/tmux.sock" display-message -p '#{pid}')
    taskset -a -p -c "$SCPU" "${SERVER_PID[tmux]}" > /dev/null
    LABEL[tmux]="$(tmux -V) control mode, select-window"
}

start_sway() {
    # Headless sway with an empty config (no bar, no Xwayland), as an unprivileged user when
    # we are root; its IPC socket appears in its XDG_RUNTIME_DIR as sway-ipc.UID.PID.sock.
    local run=$SOCK/sway-run
    mkdir -p "$run"
    printf 'xwayland disable\n' > "$SOCK/sway.conf"
    chmod 644 "$SOCK/sway.conf"
    local as=()
    if [ "$(id -u)" = 0 ]; then
        id "$BENCH_USER" > /dev/null 2>&1 || useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$BENCH_USER"
        chown "$BENCH_USER" "$run"
        as=(runuser -u "$BENCH_USER" --)
    fi
    chmod 700 "$run"
    "${as[@]}" env -i PATH=/usr/bin:/bin HOME="$run" XDG_RUNTIME_DIR="$run" WLR_BACKENDS=headless \
        WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman WLR_HEADLESS_OUTPUTS=1 \
        taskset -c "$SCPU" sway -c "$SOCK/sway.conf" > "$OUT/sway.log" 2>&1 &
    PIDS+=($!)
    waitfor sway 30 compgen -G "$run/sway-ipc.*.sock" > /dev/null
    local sock
    sock=$(compgen -G "$run/sway-ipc.*.sock" | head -1)
    ln -s "$sock" "$SOCK/sway.sock"
    SWAY_PID=${sock%.sock}; SWAY_PID=${SWAY_PID##*.}
    SERVER_PID[sway]=$SWAY_PID
    LABEL[sway]="$(sway --version | sed 's/ version//') headless, workspace b1/b2"
}

for s in $SERVERS; do
    case $s in
        proscd-c*) start_proscd "${s#proscd-c}" ;;
        *) "start_$s" ;;
    esac
done
for s in $SERVERS; do
    echo "$s: pid ${SERVER_PID[$s]}, CPU $(taskset -c -p "${SERVER_PID[$s]}" | sed "s/.*: //")" >&2
done

# ---- the quiet-machine gate ----
# cpu_sample: "busy total" per line for the whole machine, the server CPU and the client CPU.
cpu_sample() { awk -v a="cpu$SCPU" -v b="cpu$CCPU" '$1=="cpu"||$1==a||$1==b { print $1, $2+$3+$4+$7+$8, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat; }
# gate_once: samples one second; prints the verdict line and returns 0 when quiet.
gate_once() {
    local before after
    before=$(cpu_sample); sleep 1; after=$(cpu_sample)
    paste -d' ' <(echo "$before") <(echo "$after") | awk -v max="$MAX_BUSY" -v load="$(cut -d' ' -f1 /proc/loadavg)" '
        { busy[$1] = ($6 - $3) > 0 ? 100 * ($5 - $2) / ($6 - $3) : 0 }
        END {
            quiet = 1; line = sprintf("machine %.0f%% busy", busy["cpu"]); if (busy["cpu"] > max) quiet = 0
            for (c in busy) if (c != "cpu") { line = line sprintf(", %s %.0f%%", c, busy[c]); if (busy[c] > 2 * max) quiet = 0 }
            printf "%s over 1 s (limit %s%%), load average %s: %s\n", line, max, load, quiet ? "quiet" : "busy"
            exit quiet ? 0 : 1
        }'
}
QUIET=0
deadline=$(( $(date +%s) + GATE_WAIT ))
while :; do
    if verdict=$(gate_once); then QUIET=1; echo "gate: $verdict" | tee -a "$OUT/gate.txt" >&2; break; fi
    echo "gate: $verdict" | tee -a "$OUT/gate.txt" >&2
    if [ "$FORCE" = 1 ]; then echo "gate: PEERS_FORCE=1, running on a busy machine" | tee -a "$OUT/gate.txt" >&2; break; fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "the machine is busy (see above); re-run when it is quiet, or set PEERS_FORCE=1 to measure anyway" >&2
        exit 3
    fi
done

{
    echo "command: PEERS_RUNS=$RUNS PEERS_SECONDS=$SECS PEERS_WARMUP=$WARMUP PEERS_DEPTH=\"$DEPTH\" PEERS_SERVERS=\"$BASE_SERVERS\" PEERS_COALESCING=\"${PEERS_COALESCING:-}\" PEERS_SERVER_CPU=$SCPU PEERS_CLIENT_CPU=$CCPU PEERS_FORCE=$FORCE Benchmarks/peers.sh"
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo ' (modified)')"
    echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), kernel $(uname -r)"
    echo "quiet: $QUIET"
    for s in $SERVERS; do echo "server $s: ${LABEL[$s]}"; done
} > "$OUT/env.txt"

# ---- the runs ----
client_args() {  # the peers-client arguments for server $1
    case $1 in
        sway) echo --proto i3 --socket "$SOCK/sway.sock" ;;
        tmux) echo --proto tmux ;;
        echo) echo --proto echo --socket "$SOCK/echo.sock" ;;
        proscd*) echo --proto prosc --socket "$SOCK/$1.sock" ;;
    esac
}
FAILED=0
: > "$OUT/runs.jsonl"
for r in $(seq 1 "$RUNS"); do
    for s in $SERVERS; do
        for d in 1 $DEPTH; do
            extra=()
            [ "$s" = tmux ] && extra=(-- tmux -S "$SOCK/tmux.sock" -C attach-session -t bench)
            rc=0
            # shellcheck disable=SC2046
            line=$(taskset -c "$CCPU" "$OUT/peers-client" $(client_args "$s") --label "$s" --depth "$d" \
                --seconds "$SECS" --warmup "$WARMUP" --server-pid "${SERVER_PID[$s]}" "${extra[@]}" 2>> "$OUT/client.err") || rc=$?
            if [ -z "$line" ]; then
                echo "run $r $s depth $d: the client failed (exit $rc): $(tail -1 "$OUT/client.err")" >&2
                FAILED=1
                continue
            fi
            [ "$rc" = 0 ] || FAILED=1
            echo "${line%\}},\"run\":$r,\"exit\":$rc}" >> "$OUT/runs.jsonl"
            echo "run $r $s depth $d: $line" >&2
        done
    done
done

python3 - "$OUT" "$DEPTH" "$MAX_BUSY" "$(nproc)" "$QUIET" "$RUNS" "$SECS" "$SCPU" "$CCPU" > "$OUT/table.md" <<'PY'
import json, os, statistics, sys
out, depth, max_busy, ncpu, quiet, runs, secs, scpu, ccpu = sys.argv[1:]
depths, max_busy, ncpu = [int(x) for x in depth.split()], float(max_busy), int(ncpu)
env = dict(l.rstrip("\n").split(": ", 1) for l in open(os.path.join(out, "env.txt")) if ": " in l)
rows = [json.loads(l) for l in open(os.path.join(out, "runs.jsonl"))]
servers = []
for r in rows:
    if r["label"] not in servers: servers.append(r["label"])
def runs_of(s, d): return [r for r in rows if r["label"] == s and r["depth"] == d]
def med(s, d, k):
    v = [r[k] for r in runs_of(s, d)]
    return statistics.median(v) if v else None
def ratio(a, b): return "–" if not a or not b else "%.2f" % (a / b)
def n(x): return "–" if x is None else "{:,.0f}".format(x)
def us(x): return "–" if x is None else ("%.1f" % x if x < 100 else "{:,.0f}".format(x))
print(f"Peers side by side — {runs} run(s) of {secs} s per figure, one connection, server on CPU {scpu}, client on CPU {ccpu}; "
      f"{env.get('date', '')}, {env.get('machine', '')}" + ("" if quiet == "1" else " — **BUSY MACHINE (gate overridden), figures are noisy**"))
print()
print("| server, mutation | in flight | req/s median (range) | p50 µs | p99 µs | req/s ÷ sway | req/s ÷ echo | p50 ÷ sway | p50 ÷ echo | server CPU | others' CPU |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for d in [1] + depths:
    for s in servers:
        rs = runs_of(s, d)
        if not rs: continue
        rps = [r["requestsPerSecond"] for r in rs]
        others = max(r["foreignCPU"] for r in rs) / ncpu * 100
        flags = ""
        if any(r["errors"] for r in rs): flags += " (errors: %d)" % sum(r["errors"] for r in rs)
        if others > max_busy: flags += " ⚠"
        label = env.get("server " + s, s)
        print(f"| {label}{flags} | {d} | {n(statistics.median(rps))} ({n(min(rps))}–{n(max(rps))}) | {us(med(s, d, 'p50Micros'))} | {us(med(s, d, 'p99Micros'))} "
              f"| {ratio(med(s, d, 'requestsPerSecond'), med('sway', d, 'requestsPerSecond'))} | {ratio(med(s, d, 'requestsPerSecond'), med('echo', d, 'requestsPerSecond'))} "
              f"| {ratio(med(s, d, 'p50Micros'), med('sway', d, 'p50Micros'))} | {ratio(med(s, d, 'p50Micros'), med('echo', d, 'p50Micros'))} "
              f"| {med(s, d, 'serverCPU') * 100:.0f}% | {others:.0f}% |")
print()
print(f"Medians over the runs; ratios of medians. server CPU: % of one core the server used; others' CPU: the most, over the runs, "
      f"that neither server nor client used, in % of the whole machine (⚠ above {max_busy:g} %). Raw runs: {out}/runs.jsonl")
PY
cat "$OUT/table.md"
echo "raw runs: $OUT" >&2
if [ "${PEERS_SMOKE:-0}" = 1 ]; then
    # Every server answered, without an error, at both depths.
    python3 - "$OUT/runs.jsonl" "$SERVERS" <<'PY' || FAILED=1
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
bad = [s for s in sys.argv[2].split() for d in {r["depth"] for r in rows} if not any(r["label"] == s and r["depth"] == d and r["requests"] > 0 and r["errors"] == 0 for r in rows)]
if bad: print("smoke: no clean answers from " + ", ".join(bad), file=sys.stderr); sys.exit(1)
print("smoke: every server answered without errors", file=sys.stderr)
PY
fi
exit $FAILED
