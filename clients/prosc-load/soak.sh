#!/usr/bin/env bash
# The soak CI runs (issue 43; docs/reliability.md, "The pipelined soak"): prosc-load's full
# operation mix — every operation kind a phone app has, the user's gestures, page view
# controllers, scenes (external displays connected and disconnected, scenes backgrounded and
# foregrounded; issue 39) and the back button, sheet detents and UITabs (issue 42) included — pipelined at --depth 16 by 8 clients over 16 windows with 2 extra subscribers,
# against a private proscd started as `make run` starts it plus a private socket and
# --state-dir (whose durable replies are what let events overtake replies before issue 43).
# One run animated (--animation-speed 0.02), one unanimated; fails on any violation.
#
#   clients/prosc-load/soak.sh [SECONDS_EACH]        (default 20; BIN: the built binaries)
#
# SOAK_DEPTHS, SOAK_MODES ("animated unanimated"), SOAK_PROCESSES (1), SOAK_CLIENTS (8) and
# SOAK_OPS (the mix) widen or narrow it: the issue's ten-minute runs are this script with other
# settings.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-20}
BIN=${BIN:-$(swift build --show-bin-path)}
depths=${SOAK_DEPTHS:-16}
modes=${SOAK_MODES:-animated unanimated}
processes=${SOAK_PROCESSES:-1}
clients=${SOAK_CLIENTS:-8}
mix=${SOAK_OPS:-present:3,dismiss,push,pop,tab,tapTab,swipeBack,pullDown,pageSet,pageSwipe,segue,unwind,tree,ping,connectDisplay,disconnectDisplay,background,foreground,tapBack,dragSheet,setTabs,selectUITab,tapUITab,showColumn,hideColumn,displayMode,collapseSplit}

work=$(mktemp -d /tmp/prosc-soak.XXXXXX)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

failed=0
for depth in $depths; do
  for mode in $modes; do
    speed=0.02; flag=""
    if [ "$mode" = unanimated ]; then flag=--unanimated; fi
    rm -rf "$work/state" "$work/s"
    "$BIN/proscd" --config config/proscenium.json --socket "$work/s" --state-dir "$work/state" \
      --animation-speed "$speed" >"$work/proscd.log" 2>&1 &
    server=$!
    for _ in $(seq 100); do [ -S "$work/s" ] && break; sleep 0.1; done
    echo "== soak: depth $depth, $mode, $clients clients in $processes process(es), ${seconds} s, --state-dir, --ops $mix"
    status=0
    "$BIN/prosc-load" --socket "$work/s" --ops "$mix" --clients "$clients" --windows 16 --depth "$depth" \
      --subscribers 2 --processes "$processes" --duration "$seconds" --animation-speed "$speed" $flag \
      >"$work/report.txt" 2>&1 || status=$?
    grep -E '^(throughput|errors|events|violations)' "$work/report.txt" || true
    if [ "$status" != 0 ]; then
      echo "soak failed (prosc-load exit $status):" >&2
      cat "$work/report.txt" >&2
      failed=1
    fi
    kill "$server"; wait "$server" || { echo "proscd did not exit cleanly:" >&2; tail -20 "$work/proscd.log" >&2; failed=1; }
    server=""
  done
done
exit $failed
