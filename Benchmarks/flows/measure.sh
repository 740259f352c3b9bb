#!/usr/bin/env bash
# Flow test throughput and proscd's start-to-listening time, release builds (docs/performance.md,
# "Flow tests"). Usage: Benchmarks/flows/measure.sh [FLOWS] [RUNS]   (defaults 200 and 3)
set -euo pipefail
cd "$(dirname "$0")/../.."
FLOWS=${1:-200}
RUNS=${2:-3}
swift build -c release --product proscd >/dev/null
swift build -c release --product prosc >/dev/null
swift build -c release --product prosc-cli >/dev/null
swift build -c release --product prosc-flow >/dev/null
BIN=$(swift build -c release --show-bin-path)
ROOT=$(pwd)
SUITE=$(mktemp -d /tmp/prosc-flow-bench.XXXXXX)
trap 'rm -rf "$SUITE"' EXIT

# The suite: the example flows copied round-robin until there are FLOWS of them (paths made
# absolute, the shared files beside them).
mkdir -p "$SUITE/_shared"
cp examples/flows/_shared/*.yaml "$SUITE/_shared/"
mapfile -t examples < <(ls examples/flows/*.yaml | sort)
for ((i = 0; i < FLOWS; i++)); do
  src=${examples[$((i % ${#examples[@]}))]}
  sed "s|\.\./\.\./config/|$ROOT/config/|g" "$src" > "$SUITE/$(printf '%03d' "$i")-$(basename "$src")"
done
echo "== $FLOWS flows ($(ls "$SUITE"/*.yaml | wc -l) files), --jobs 2, $(nproc) cores"
for ((r = 1; r <= RUNS; r++)); do
  "$BIN/prosc" test "$SUITE" --jobs 2 | tail -1
done
echo "== --jobs 1"
"$BIN/prosc" test "$SUITE" --jobs 1 | tail -1

# proscd from exec to its `proscd listening on` line, with the demo storyboards (what a flow
# header like the examples' starts), and with no storyboards at all.
python3 - "$BIN/proscd" "$ROOT/config/storyboards" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
proscd, storyboards = sys.argv[1], sys.argv[2]
def measure(extra, n=50):
    times = []
    for _ in range(n):
        d = tempfile.mkdtemp(prefix="prosc-start.")
        args = [proscd, "--config", "/dev/null", "--socket", d + "/proscd.sock", "--log-level", "error", "--animation-speed", "0"] + extra
        t0 = time.perf_counter()
        p = subprocess.Popen(args, stdout=subprocess.PIPE)
        line = p.stdout.readline()
        t1 = time.perf_counter()
        assert line.startswith(b"proscd listening on"), line
        p.terminate(); p.wait()
        os.rmdir(d)
        times.append((t1 - t0) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9)], times[0]
for label, extra in [("demo storyboards (Main, External)", ["--storyboards", storyboards, "--main-storyboard", "Main", "--external-storyboard", "External"]),
                     ("no storyboards", ["--main-storyboard", ""])]:
    med, p90, best = measure(extra)
    print(f"== proscd start to listening, {label}: median {med:.1f} ms, p90 {p90:.1f} ms, best {best:.1f} ms (50 starts)")
PY
